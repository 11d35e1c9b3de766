/**
 * The small store behind the msw handlers (Vitest) and the local contract API (server/, which keeps
 * it in a JSON file): the demo accounts of the README and the rules a demo visitor meets, a file per
 * resource beside this one (enquiries are kept here). No node imports: it runs in jsdom too.
 * Its clock is Date.now (tests move it with vi.setSystemTime).
 */
import type { InquiryBody } from '@/contract';
import { accounts } from './accounts';
import { afterSales } from './after-sales';
import { copy, createContext } from './context';
import type { InquiryRecord, SmsCode, StoreData } from './data';
import { smsCodes } from './sms-codes';
import { wechat } from './wechat';

export type { Result } from './context';
export { seedData, type SmsCode, type StoreData } from './data';
export { SMS_CODE_TTL_MS, SMS_PURPOSE_LABEL } from './sms-codes';
export { DISPATCH_AFTER_MS } from './after-sales';
export type { StoredMaintenance, StoredRepair } from './after-sales-data';

export interface StoreOptions {
  /** Data to start from (the server's data file); the seed when it is not store data. */
  data?: unknown;
  /** Called with the data after every change (the server writes its file). */
  onChange?: (data: StoreData) => void;
  /** Called for every code "texted" (the server prints it). */
  onSms?: (sms: SmsCode) => void;
}

export type MockStore = ReturnType<typeof createStore>;

export function createStore({ data, onChange, onSms }: StoreOptions = {}) {
  const ctx = createContext(data, onChange);
  const { verifyCode, ...sms } = smsCodes(ctx, onSms);
  return {
    reset: ctx.reset,
    snapshot: (): StoreData => copy(ctx.db),
    ...sms,
    ...accounts(ctx, verifyCode),
    ...wechat(ctx, verifyCode),
    ...afterSales(ctx),
    inquiries: (): InquiryRecord[] => copy(ctx.db.inquiries),
    /**
     * Keeps a checked enquiry and answers its id (XJ + date + sequence). An enquiry whose
     * requestId is already kept (a retry after a lost answer) is not kept again: its id answers.
     */
    addInquiry(body: InquiryBody): string {
      const kept = body.requestId
        ? ctx.db.inquiries.find((inquiry) => inquiry.requestId === body.requestId)
        : undefined;
      if (kept) return kept.id;
      const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      const id = `XJ${day}${String(ctx.db.inquiries.length + 1).padStart(4, '0')}`;
      ctx.db.inquiries.push({ ...body, id, receivedAt: Date.now() });
      ctx.save();
      return id;
    },
  };
}
