import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from './use-polling';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    value: hidden ? 'hidden' : 'visible',
    configurable: true,
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('usePolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setHidden(false);
  });

  it('runs every 3 s while enabled', async () => {
    const task = vi.fn().mockResolvedValue(false);
    renderHook(() => usePolling(task, { intervalMs: 3000, enabled: true }));
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(task).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(task).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('stops when the task reports success', async () => {
    const task = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderHook(() => usePolling(task, { intervalMs: 3000, enabled: true }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('stops when disabled and on unmount', async () => {
    const task = vi.fn().mockResolvedValue(false);
    const { rerender, unmount } = renderHook(
      ({ enabled }) => usePolling(task, { intervalMs: 3000, enabled }),
      {
        initialProps: { enabled: true },
      },
    );
    await act(() => vi.advanceTimersByTimeAsync(3000));
    rerender({ enabled: false });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(task).toHaveBeenCalledTimes(1);
    rerender({ enabled: true });
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(task).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps polling after a failed tick', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(false);
    renderHook(() => usePolling(task, { intervalMs: 3000, enabled: true }));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('pauses while the tab is hidden', async () => {
    const task = vi.fn().mockResolvedValue(false);
    renderHook(() => usePolling(task, { intervalMs: 3000, enabled: true }));
    act(() => setHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(task).not.toHaveBeenCalled();
    act(() => setHidden(false));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
