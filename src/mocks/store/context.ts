import { CODE_REFUSED, CODE_UNAUTHORIZED } from '@/contract';
import { seedData, type StoreData } from './data';

export type Result<T> = { ok: true; value: T } | { ok: false; code: number; msg: string };
export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const refuse = (msg: string, code: number = CODE_REFUSED) =>
  ({ ok: false, code, msg }) as const;
export const unauthorized = refuse('登录状态已过期，请重新登录', CODE_UNAUTHORIZED);
/** 64 random hex digits (tokens take 48, tickets 40). */
export const hex = () => `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
export const copy = <T>(value: T): T => structuredClone(value);

/** What every resource of the store works on: the data and the lookups they share. */
export function createContext(data: unknown, onChange?: (data: StoreData) => void) {
  const db = (data as StoreData | undefined)?.version === 3 ? (data as StoreData) : seedData();
  const ctx = {
    db,
    /** Call after every change: keeps the newest 50 codes and 200 scan sessions, then reports. */
    save() {
      db.smsCodes = db.smsCodes.slice(-50);
      db.wxSessions = db.wxSessions.slice(-200);
      onChange?.(db);
    },
    /** Back to the seed (tests, POST /dev/reset). */
    reset: () => {
      Object.assign(db, seedData());
      ctx.save();
    },
    customerByPhone: (phone: string) => db.customers.find((c) => c.phoneNumber === phone),
    customerByNo: (no?: string) => db.customers.find((c) => c.customerNo === no),
    customerByToken: (token: string) => ctx.customerByNo(db.tokens[token]?.customerNo),
    customerByWx: (openId: string) => db.customers.find((c) => c.wxOpenId === openId),
    /** A new token of the customer, saved. */
    issueToken(customerNo: string) {
      const token = hex().slice(0, 48);
      db.tokens[token] = { customerNo };
      ctx.save();
      return token;
    },
  };
  ctx.save();
  return ctx;
}

export type StoreContext = ReturnType<typeof createContext>;
