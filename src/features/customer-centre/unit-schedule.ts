import type { EquipmentUnit, MaintenanceRecord } from '@/contract';
import { findModel } from '@/content/catalogue';
import { MAINTENANCE } from '@/content/catalogue/maintenance';
import { nextDue, type Due } from './due-date';

export interface UnitSchedule extends Due {
  task: string;
  everyDays: number;
  /** The unit's records, newest first. */
  records: MaintenanceRecord[];
}

/** A unit's records, newest first. */
export const recordsOf = (unit: EquipmentUnit, records: MaintenanceRecord[]) =>
  records
    .filter((record) => record.serialNo === unit.serialNo)
    .sort((a, b) => b.doneAt.localeCompare(a.doneAt));

/**
 * A unit's recommended maintenance (its series' task and interval) and when it is due next,
 * counted from its last record of that task, or its install date. Null for a model the catalogue
 * does not know, or a unit with neither date.
 */
export function unitSchedule(
  unit: EquipmentUnit,
  records: MaintenanceRecord[],
  today: string,
): UnitSchedule | null {
  const ctype = findModel(unit.model)?.ctype;
  const own = recordsOf(unit, records);
  if (!ctype) return null;
  const { task, everyDays } = MAINTENANCE[ctype];
  const since = own.find((record) => record.task === task)?.doneAt ?? unit.installedAt;
  if (!since) return null;
  return { task, everyDays, records: own, ...nextDue(since, everyDays, today) };
}
