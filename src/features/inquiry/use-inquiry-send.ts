import { useRef, useState } from 'react';
import type { InquiryBody } from '@/contract';
import { ApiError, NETWORK_ERROR_MSG } from '@/lib/http/errors';
import { useIslandMessage } from '@/components/antd-island/island-message';

// The http client (axios) is fetched once a form is on screen and evaluated in a task of its own,
// not with the form: evaluated together they were one long task on a phone. A submit without it
// (offline) fails like any network failure: toast, fallback panel, nothing typed lost.
export const loadInquiryApi = () => import('@/lib/api/inquiry');

/**
 * Sending an enquiry, shared by /inquiry and the /contact message form: one click, one request;
 * code 200 gives the enquiry's number; another code a toast with its msg; no answer, a timeout or
 * a 404 (a backend without the endpoint) the toast 网络异常 and the body for the fallback panel.
 * `prepare` validates and builds the body (null: nothing to send); the fields keep their values.
 */
export function useInquirySend(onSent: () => void) {
  const message = useIslandMessage();
  const [sending, setSending] = useState(false);
  const [sentId, setSentId] = useState<string | null>(null);
  const [fallback, setFallback] = useState<InquiryBody | null>(null);
  // One click, one request: the guard is taken before validation, like the login modal's.
  const busy = useRef(false);

  const send = async (prepare: () => Promise<InquiryBody | null>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const body = await prepare();
      if (!body) return;
      setSending(true);
      setFallback(null);
      try {
        const { submitInquiry } = await loadInquiryApi();
        const answer = await submitInquiry(body);
        setSentId(answer.data?.id ?? '');
        onSent();
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'business') {
          void message.error(error.message);
        } else {
          void message.error(NETWORK_ERROR_MSG);
          setFallback(body);
        }
      } finally {
        setSending(false);
      }
    } finally {
      busy.current = false;
    }
  };

  return { send, sending, sentId, fallback };
}
