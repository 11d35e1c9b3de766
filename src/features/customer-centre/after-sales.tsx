import { useEffect, useRef, useState } from 'react';
import { HASH_SCROLL_OFFSET_PX } from '@/hooks/use-hash-scroll';
import type { CustomerProfile, EquipmentUnit } from '@/contract';
import { findModel } from '@/content/catalogue';
import { MAINTENANCE } from '@/content/catalogue/maintenance';
import { getEquipment, getMaintenance, getRepairs } from '@/lib/api/after-sales';
import { todayIn } from './due-date';
import { EquipmentSection } from './equipment-section';
import { MaintenanceForm } from './maintenance-form';
import { MaintenanceSection } from './maintenance-section';
import { PrintSheet } from './print-sheet';
import { RepairForm } from './repair-form';
import { RepairSection } from './repair-section';
import { useList } from './use-list';

/** Units whose form was opened: a closed form stays mounted so nothing typed is lost. */
function useForms() {
  const [units, setUnits] = useState<EquipmentUnit[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  return {
    units,
    isOpen: (unit: EquipmentUnit) => open === unit.serialNo,
    show: (unit: EquipmentUnit) => {
      setUnits((list) => (list.some((u) => u.serialNo === unit.serialNo) ? list : [...list, unit]));
      setOpen(unit.serialNo);
    },
    close: () => setOpen(null),
    /** Sent: the form goes, and the next one for the unit starts empty. */
    done: (unit: EquipmentUnit) => {
      setOpen(null);
      setUnits((list) => list.filter((u) => u.serialNo !== unit.serialNo));
    },
  };
}

/**
 * /ucenter#repair (申请报修 on /service): the island arrives after the layout's hash scroll gave up,
 * so the centre scrolls to 报修服务 itself, once the units above it have their height.
 */
function useRepairAnchor(settled: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !settled || window.location.hash !== '#repair') return;
    done.current = true;
    const target = document.getElementById('repair');
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
  }, [settled]);
}

/** 我的设备, 报修服务 and 保养记录: three lists, each failing alone, and their forms. */
export function AfterSales({ profile }: { profile: CustomerProfile | null }) {
  const equipment = useList(getEquipment);
  const repairs = useList(getRepairs);
  const maintenance = useList(getMaintenance);
  const repairForms = useForms();
  const maintenanceForms = useForms();
  const today = todayIn(new Date());
  const units = equipment.state.status === 'ready' ? equipment.state.rows : [];
  const records = maintenance.state.status === 'ready' ? maintenance.state.rows : null;
  useRepairAnchor(equipment.state.status !== 'loading');
  const contact = { contactName: profile?.userName ?? '', phoneNumber: profile?.phoneNumber ?? '' };

  return (
    <>
      <EquipmentSection
        equipment={equipment.state}
        retry={equipment.retry}
        onRegistered={equipment.reload}
        records={records}
        today={today}
        onRepair={repairForms.show}
        onMaintain={maintenanceForms.show}
      />
      <RepairSection repairs={repairs.state} retry={repairs.retry} />
      <MaintenanceSection maintenance={maintenance.state} retry={maintenance.retry} units={units} />
      <PrintSheet
        customer={profile?.companyName || profile?.userName || ''}
        units={units}
        records={records ?? []}
        today={today}
      />
      {repairForms.units.map((unit) => (
        <RepairForm
          key={unit.serialNo}
          unit={unit}
          contact={contact}
          today={today}
          open={repairForms.isOpen(unit)}
          onClose={repairForms.close}
          onSent={() => {
            repairForms.done(unit);
            repairs.reload();
          }}
        />
      ))}
      {maintenanceForms.units.map((unit) => {
        const ctype = findModel(unit.model)?.ctype;
        return (
          <MaintenanceForm
            key={unit.serialNo}
            unit={unit}
            task={ctype ? MAINTENANCE[ctype].task : ''}
            today={today}
            open={maintenanceForms.isOpen(unit)}
            onClose={maintenanceForms.close}
            onSaved={() => {
              maintenanceForms.done(unit);
              maintenance.reload();
            }}
          />
        );
      })}
    </>
  );
}
