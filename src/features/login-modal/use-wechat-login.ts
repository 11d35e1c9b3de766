import { useCallback, useRef, useState } from 'react';
import { checkWxScan, getWxTicket } from '@/lib/api/wechat';
import { usePolling } from '@/hooks/use-polling';

const POLL_INTERVAL_MS = 3000;
/** A ticket nobody scanned within 2 minutes is treated as expired even if the API does not say so. */
const TICKET_LIFETIME_MS = 120_000;

export type QrStatus = 'idle' | 'loading' | 'ready' | 'error' | 'expired';

interface Options {
  /** Poll only while the modal is open and not in bind mode. */
  active: boolean;
  onLoggedIn: (token: string) => void;
  /** The scan came from a WeChat user with no account: bind one; `wxCode` is the scan session uuid. */
  onNeedBind: (wxCode: string) => void;
}

/** The WeChat scan session: fetch a ticket, poll /check/{uuid} every 3 s, stop on '1', '2' or expiry. */
export function useWechatLogin({ active, onLoggedIn, onNeedBind }: Options) {
  const [status, setStatus] = useState<QrStatus>('idle');
  const [ticket, setTicket] = useState<{ ticket: string; uuid: string; issuedAt: number } | null>(
    null,
  );
  const request = useRef(0);

  const refresh = useCallback(async () => {
    const id = ++request.current;
    setStatus('loading');
    try {
      const answer = await getWxTicket();
      if (id !== request.current) return;
      setTicket({ ...answer.data, issuedAt: Date.now() });
      setStatus('ready');
    } catch {
      if (id === request.current) setStatus('error');
    }
  }, []);

  usePolling(
    async () => {
      if (!ticket) return true;
      if (Date.now() - ticket.issuedAt >= TICKET_LIFETIME_MS) {
        setStatus('expired');
        return true;
      }
      const answer = await checkWxScan(ticket.uuid);
      if (answer.expired) {
        setStatus('expired');
        return true;
      }
      if (answer.isLogin === '1' && answer.token) {
        onLoggedIn(answer.token);
        return true;
      }
      if (answer.isLogin === '2') {
        onNeedBind(ticket.uuid);
        return true;
      }
      return false;
    },
    { intervalMs: POLL_INTERVAL_MS, enabled: active && status === 'ready' && ticket !== null },
  );

  return { status, ticket: ticket?.ticket ?? null, uuid: ticket?.uuid ?? null, refresh };
}
