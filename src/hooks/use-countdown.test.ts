import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 → 1 once a second, then stops and resets to 60', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current).toMatchObject({ remaining: 60, running: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: 60, running: true });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(59);
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(result.current).toMatchObject({ remaining: 1, running: true });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toMatchObject({ remaining: 60, running: false });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.remaining).toBe(60);
  });

  it('reset stops it early', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.remaining).toBe(50);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ remaining: 60, running: false });
  });

  it('clears its interval on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
