import { REQUEST_ID_PATTERN, type InquiryBody } from '@/contract';
import { checkInquiry } from '@/contract/inquiry-check';
import { storedValue, useStoredValue } from '@/lib/storage/stored-value';

/**
 * The outbox (UI-CONTRACT.md, "No lead lost, none twice"): enquiries that did not go out (no
 * answer, a timeout, a 404, an answer that was not one), kept on the device until a send of the
 * same requestId succeeds. /inquiry shows them with 重新发送.
 */
export interface PendingInquiry {
  body: InquiryBody & { requestId: string };
  /** When it was kept (ms since 1970). */
  savedAt: number;
}

interface Outbox {
  /** Bumped when PendingInquiry changes shape: an outbox of another version is not read. */
  version: 1;
  pending: PendingInquiry[];
}

/** More than this many unsent enquiries on one device: the oldest leave the outbox. */
const MAX_PENDING = 20;

/** A stored entry that is still a valid enquiry of this contract, or null. */
function parseEntry(raw: unknown): PendingInquiry | null {
  if (!raw || typeof raw !== 'object') return null;
  const { body, savedAt } = raw as Record<string, unknown>;
  const checked = checkInquiry(body);
  if (!checked.ok || typeof savedAt !== 'number') return null;
  const { requestId } = checked.body;
  return requestId && REQUEST_ID_PATTERN.test(requestId)
    ? { body: { ...checked.body, requestId }, savedAt }
    : null;
}

export function parseOutbox(raw: unknown): Outbox | null {
  if (!raw || typeof raw !== 'object') return null;
  const { version, pending } = raw as Record<string, unknown>;
  if (version !== 1 || !Array.isArray(pending)) return null;
  return { version, pending: pending.flatMap((entry) => parseEntry(entry) ?? []) };
}

export const inquiryOutbox = storedValue<Outbox>(
  'cc-inquiry-outbox',
  { version: 1, pending: [] },
  parseOutbox,
);

/** Keeps an enquiry that did not go out (a retry of the same requestId replaces it). */
export function keepPending(body: PendingInquiry['body']) {
  inquiryOutbox.set(({ pending }) => ({
    version: 1,
    pending: [
      ...pending.filter((entry) => entry.body.requestId !== body.requestId),
      { body, savedAt: Date.now() },
    ].slice(-MAX_PENDING),
  }));
}

/** The enquiry of this requestId went out: it leaves the outbox. */
export function removePending(requestId: string) {
  if (!inquiryOutbox.get().pending.some((entry) => entry.body.requestId === requestId)) return;
  inquiryOutbox.set(({ pending }) => ({
    version: 1,
    pending: pending.filter((entry) => entry.body.requestId !== requestId),
  }));
}

export const usePendingInquiries = () => useStoredValue(inquiryOutbox).pending;
