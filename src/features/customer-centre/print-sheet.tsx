import type { EquipmentUnit, MaintenanceRecord } from '@/contract';
import { site } from '@/config/site';
import { RecordTable } from './maintenance-section';
import { recordsOf } from './unit-schedule';
import styles from './after-sales.module.less';

interface PrintSheetProps {
  customer: string;
  units: EquipmentUnit[];
  records: MaintenanceRecord[];
  today: string;
}

/**
 * 设备保养记录表: what 打印保养记录 prints on A4 (hidden on screen; the rest of /ucenter is hidden
 * in print): the company, the customer, a table per unit and a signature line — the record a
 * canteen shows an environmental inspector.
 */
export function PrintSheet({ customer, units, records, today }: PrintSheetProps) {
  return (
    <div className={styles.sheet} data-testid="maintenance-sheet">
      <h2>设备保养记录表</h2>
      <p className={styles.sheetMeta}>
        <span>设备制造商：{site.company.name}</span>
        <span>服务热线：{site.company.hotline}</span>
      </p>
      <p className={styles.sheetMeta}>
        <span>使用单位：{customer}</span>
        <span>打印日期：{today}</span>
      </p>
      {units.map((unit) => (
        <section key={unit.serialNo} className={styles.sheetUnit}>
          <h3 className={styles.sheetUnitHead}>
            <span>{unit.name ?? unit.model}</span>
            <span>型号 {unit.model}</span>
            <span>序列号 {unit.serialNo}</span>
            {unit.site ? <span>安装地点 {unit.site}</span> : null}
          </h3>
          <RecordTable records={recordsOf(unit, records)} />
        </section>
      ))}
      <p className={styles.signature}>
        <span>使用单位负责人（签字）：</span>
        <span>日期：</span>
      </p>
    </div>
  );
}
