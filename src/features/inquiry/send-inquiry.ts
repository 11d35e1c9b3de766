import type { InquiryBody } from '@/contract';
import { isRefusal } from '@/lib/http/errors';
import { removePending } from './outbox';

// The http client (axios) is fetched once a form is on screen and evaluated in a task of its own,
// not with the form: evaluated together they were one long task on a phone. A submit without it
// (offline) fails like any network failure: toast, fallback panel, nothing typed lost.
export const loadInquiryApi = () => import('@/lib/api/inquiry');

/**
 * Sends an enquiry that carries its requestId; once it went out it leaves the outbox. Resolves
 * with the number the backend gave ('' when it gave none: code 200 alone is a lead received).
 */
export async function sendInquiry(body: InquiryBody & { requestId: string }) {
  const { submitInquiry } = await loadInquiryApi();
  const answer = await submitInquiry(body);
  removePending(body.requestId);
  return answer.data?.id ?? '';
}

export { isRefusal };
