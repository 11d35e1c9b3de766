import {
  AFTER_SALES_MESSAGE as MSG,
  CODE_BAD_REQUEST,
  type MaintenanceBody,
  type RepairBody,
} from '@/contract';
import { copy, ok, refuse, unauthorized, type Result, type StoreContext } from './context';
import {
  ENGINEERS,
  shanghaiDay,
  shanghaiTime,
  type StoredMaintenance,
  type StoredRepair,
  type StoredUnit,
} from './after-sales-data';

/** A new repair is dispatched, with an engineer, this long after it was received. */
export const DISPATCH_AFTER_MS = 2 * 60_000;

const notYours = refuse('该设备不在您的设备列表中');
const badRequest = (msg: string) => refuse(msg, CODE_BAD_REQUEST);
/** A real calendar date ('2025-02-30' is not). */
const isDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
};
/** By `key` (a date), then by when received, newest first. */
const newestFirst = <T extends { receivedAt: number }>(list: T[], key = (_: T) => '') =>
  [...list].sort((a, b) => key(b).localeCompare(key(a)) || b.receivedAt - a.receivedAt);

const unitRow = ({ customerNo: _, registeredAt: __, ...unit }: StoredUnit) => copy(unit);
const repairRow = ({ customerNo: _, receivedAt: __, ...repair }: StoredRepair) => copy(repair);
const maintenanceRow = ({ customerNo: _, receivedAt: __, ...record }: StoredMaintenance) =>
  copy(record);

/**
 * After-sales: the customer's registered units (a serial number of the factory's registry, once),
 * repairs (已受理, 已派工 with an engineer two minutes later) and maintenance records. Dates are
 * Asia/Shanghai days; a repeated requestId is kept once.
 */
export function afterSales(ctx: StoreContext) {
  const { db } = ctx;
  const unitsOf = (customerNo: string) => db.units.filter((u) => u.customerNo === customerNo);
  const unitOf = (customerNo: string, serialNo: string) =>
    db.units.find((u) => u.serialNo === serialNo && u.customerNo === customerNo);

  /** Moves every repair accepted DISPATCH_AFTER_MS ago or more to 已派工, with an engineer. */
  function progress() {
    const due = db.repairs.filter(
      (r) => r.status === 'accepted' && Date.now() - r.receivedAt >= DISPATCH_AFTER_MS,
    );
    for (const repair of due) {
      const engineer = ENGINEERS[db.repairs.indexOf(repair) % ENGINEERS.length]!;
      Object.assign(repair, { status: 'dispatched', engineer: { ...engineer } });
    }
    if (due.length) ctx.save();
  }

  /** The customer of a token, or 401. */
  const signedIn = (token: string): Result<string> => {
    const customer = ctx.customerByToken(token);
    return customer ? ok(customer.customerNo) : unauthorized;
  };

  return {
    equipment(token: string) {
      const who = signedIn(token);
      if (!who.ok) return who;
      const units = unitsOf(who.value).sort(
        (a, b) => (b.registeredAt ?? 0) - (a.registeredAt ?? 0),
      );
      return ok(units.map(unitRow));
    },

    registerEquipment(token: string, serialNo: string) {
      const who = signedIn(token);
      if (!who.ok) return who;
      const unit = db.units.find((u) => u.serialNo === serialNo);
      if (!unit) return refuse(MSG.serialUnknown);
      if (unit.customerNo === who.value) return refuse('该设备已登记');
      if (unit.customerNo) return refuse('该序列号已被其他客户登记');
      Object.assign(unit, { customerNo: who.value, registeredAt: Date.now() });
      ctx.save();
      return ok(unitRow(unit));
    },

    repairs(token: string) {
      const who = signedIn(token);
      if (!who.ok) return who;
      progress();
      const mine = db.repairs.filter((r) => r.customerNo === who.value);
      return ok(newestFirst(mine).map(repairRow));
    },

    /** Keeps a repair (已受理) and answers its id: BX + its Shanghai date + that day's sequence. */
    requestRepair(token: string, body: RepairBody): Result<{ id: string }> {
      const who = signedIn(token);
      if (!who.ok) return who;
      const customerNo = who.value;
      const kept = db.repairs.find(
        (r) => r.customerNo === customerNo && r.requestId === body.requestId,
      );
      if (kept) return ok({ id: kept.id });
      const unit = unitOf(customerNo, body.serialNo);
      if (!unit) return notYours;
      if (body.visitDate && !isDay(body.visitDate)) return badRequest(MSG.date);
      if (body.visitDate && body.visitDate < shanghaiDay()) return badRequest(MSG.visitDate);
      const receivedAt = Date.now();
      const createdAt = shanghaiTime(receivedAt);
      const prefix = `BX${createdAt.slice(0, 10).replaceAll('-', '')}`;
      const sequence = db.repairs.filter((r) => r.id.startsWith(prefix)).length + 1;
      const id = `${prefix}${String(sequence).padStart(4, '0')}`;
      const { model } = unit;
      const fields = { id, customerNo, model, createdAt, receivedAt, engineer: null };
      db.repairs.push({ ...copy(body), ...fields, status: 'accepted' });
      ctx.save();
      return ok({ id });
    },

    maintenance(token: string) {
      const who = signedIn(token);
      if (!who.ok) return who;
      const mine = db.maintenance.filter((m) => m.customerNo === who.value);
      return ok(newestFirst(mine, (m) => m.doneAt).map(maintenanceRow));
    },

    recordMaintenance(token: string, body: MaintenanceBody): Result<null> {
      const who = signedIn(token);
      if (!who.ok) return who;
      const customerNo = who.value;
      const byRequest = (m: StoredMaintenance) =>
        m.customerNo === customerNo && m.requestId === body.requestId;
      if (db.maintenance.some(byRequest)) return ok(null);
      if (!unitOf(customerNo, body.serialNo)) return notYours;
      if (!isDay(body.doneAt)) return badRequest(MSG.date);
      if (body.doneAt > shanghaiDay()) return badRequest(MSG.doneAt);
      db.maintenance.push({ ...copy(body), customerNo, receivedAt: Date.now() });
      ctx.save();
      return ok(null);
    },

    /** For /dev: the registry's units no customer has registered yet. */
    unregisteredUnits: () => db.units.filter((u) => !u.customerNo).map(unitRow),
    /** For /dev: every repair, newest first, with its customer. */
    allRepairs(): StoredRepair[] {
      progress();
      return copy(newestFirst(db.repairs));
    },
    /** For /dev: every maintenance record, newest first, with its customer. */
    allMaintenance: (): StoredMaintenance[] => copy(newestFirst(db.maintenance, (m) => m.doneAt)),
  };
}
