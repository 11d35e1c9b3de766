import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  remaining: number;
  running: boolean;
  start: () => void;
  reset: () => void;
}

/** Counts down once a second from `seconds` after start(); at zero it stops and resets to `seconds`. */
export function useCountdown(seconds: number): Countdown {
  const [remaining, setRemaining] = useState(seconds);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setRemaining((prev) => {
        if (prev <= 1) {
          setRunning(false);
          return seconds;
        }
        return prev - 1;
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running, seconds]);

  const start = useCallback(() => {
    setRemaining(seconds);
    setRunning(true);
  }, [seconds]);

  const reset = useCallback(() => {
    setRunning(false);
    setRemaining(seconds);
  }, [seconds]);

  return { remaining, running, start, reset };
}
