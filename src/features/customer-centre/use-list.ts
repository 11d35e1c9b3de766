import { useCallback, useEffect, useState } from 'react';

export type ListState<T> =
  { status: 'loading' } | { status: 'ready'; rows: T[] } | { status: 'error' };

/**
 * One list of the centre, loaded on mount: its own failure (加载失败 and 重试) leaves the other
 * lists alone. `reload` fetches again after a change (keeping the rows on screen meanwhile).
 */
export function useList<T>(load: () => Promise<{ rows?: T[] }>) {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    load()
      .then((answer) => !cancelled && setState({ status: 'ready', rows: answer.rows ?? [] }))
      .catch(() => !cancelled && setState({ status: 'error' }));
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry, reload };
}
