import { afterEach, describe, expect, it } from 'vitest';
import { schoolInquiry } from '@/test/school-inquiry';
import { inquiryOutbox, keepPending, parseOutbox, removePending } from './outbox';

const ID_A = '0b6a3a8e-2f7c-4d5e-9a1b-3c4d5e6f7a8b';
const ID_B = '1b6a3a8e-2f7c-4d5e-9a1b-3c4d5e6f7a8b';
const body = (requestId: string, message = '新校区食堂') => ({
  ...schoolInquiry(message),
  requestId,
});

afterEach(() => localStorage.clear());

describe('the enquiry outbox', () => {
  it('keeps an unsent enquiry across a reload (a new reader of the same key), once per requestId', () => {
    keepPending(body(ID_A, '第一次'));
    keepPending(body(ID_A, '第二次'));
    keepPending(body(ID_B));
    const stored: unknown = JSON.parse(localStorage.getItem('cc-inquiry-outbox')!);
    const reread = parseOutbox(stored)!;
    expect(reread.version).toBe(1);
    expect(reread.pending.map((entry) => entry.body)).toEqual([body(ID_A, '第二次'), body(ID_B)]);
    expect(reread.pending[0]!.savedAt).toEqual(expect.any(Number));
  });

  it('lets an enquiry go once it went out', () => {
    keepPending(body(ID_A));
    keepPending(body(ID_B));
    removePending(ID_A);
    expect(inquiryOutbox.get().pending.map((entry) => entry.body.requestId)).toEqual([ID_B]);
  });

  it.each([
    ['another version', { version: 2, pending: [{ body: body(ID_A), savedAt: 1 }] }],
    ['a list without version', [{ body: body(ID_A), savedAt: 1 }]],
    ['text', 'cc'],
  ])('reads a foreign value (%s) as an empty outbox', (_, value) => {
    localStorage.setItem('cc-inquiry-outbox', JSON.stringify(value));
    expect(inquiryOutbox.get().pending).toEqual([]);
  });

  it('drops entries that are no longer valid enquiries and keeps the rest', () => {
    const outbox = parseOutbox({
      version: 1,
      pending: [
        { body: body(ID_A), savedAt: 1 },
        { body: { ...body(ID_B), phoneNumber: '123' }, savedAt: 2 },
        { body: { ...body(ID_B), requestId: 'x' }, savedAt: 3 },
        { body: body(ID_B), savedAt: 'yesterday' },
        null,
      ],
    });
    expect(outbox?.pending).toEqual([{ body: body(ID_A), savedAt: 1 }]);
  });
});
