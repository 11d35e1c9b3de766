import { useCallback, useEffect, useState } from 'react';

/** A flag that turns itself off `durationMs` after `raise()` (copy feedback: 3 s). */
export function useTimedFlag(durationMs: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const [stamp, setStamp] = useState(0);
  useEffect(() => {
    if (!on) return;
    const timer = window.setTimeout(() => setOn(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [on, stamp, durationMs]);
  const raise = useCallback(() => {
    setOn(true);
    setStamp((s) => s + 1);
  }, []);
  return [on, raise];
}
