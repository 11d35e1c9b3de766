import { useRef } from 'react';
import { newRequestId } from '@/lib/request-id';

/**
 * The requestId of one form's request (a repair, a maintenance record): made at the first press,
 * the same in every retry, new after a success, so a backend that got an earlier try keeps it once.
 */
export function useRequestId() {
  const id = useRef<string | null>(null);
  return {
    current: () => (id.current ??= newRequestId()),
    renew: () => {
      id.current = null;
    },
  };
}
