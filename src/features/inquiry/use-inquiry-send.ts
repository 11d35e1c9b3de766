import { useRef, useState } from 'react';
import type { InquiryBody } from '@/contract';
import { ApiError, NETWORK_ERROR_MSG } from '@/lib/http/errors';
import { useRequestId } from '@/hooks/use-request-id';
import { useIslandMessage } from '@/components/antd-island/island-message';
import { keepPending } from './outbox';
import { isRefusal, sendInquiry } from './send-inquiry';

export { loadInquiryApi } from './send-inquiry';

/**
 * Sending an enquiry, shared by /inquiry and the /contact message form: one click, one request.
 * Code 200 is 提交成功 (with the enquiry's number when the backend gives one); another code a
 * toast with its msg; anything else (no answer, a timeout, a 404, an answer that is not one) a
 * toast, the body for the fallback panel, and the outbox. Every try of one enquiry carries the
 * same requestId, made at the first press and renewed after a success, so a backend that got an
 * earlier try keeps it once. `prepare` validates and builds the body (null: nothing to send).
 */
export function useInquirySend(onSent: () => void) {
  const message = useIslandMessage();
  const [sending, setSending] = useState(false);
  const [sentId, setSentId] = useState<string | null>(null);
  const [fallback, setFallback] = useState<InquiryBody | null>(null);
  // One click, one request: the guard is taken before validation, like the login modal's.
  const busy = useRef(false);
  const requestId = useRequestId();

  const send = async (prepare: () => Promise<InquiryBody | null>) => {
    if (busy.current) return;
    busy.current = true;
    const id = requestId.current();
    try {
      const prepared = await prepare();
      if (!prepared) return;
      const body = { ...prepared, requestId: id };
      setSending(true);
      setFallback(null);
      try {
        setSentId(await sendInquiry(body));
        requestId.renew();
        onSent();
      } catch (error) {
        if (isRefusal(error)) {
          void message.error(error.message);
        } else {
          // A gateway's page is 格式有误; no answer, a timeout or a 404 网络异常 (UI-CONTRACT.md).
          const malformed = error instanceof ApiError && error.kind === 'malformed';
          void message.error(malformed ? error.message : NETWORK_ERROR_MSG);
          keepPending(body);
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
