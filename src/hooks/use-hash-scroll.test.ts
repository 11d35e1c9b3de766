import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHashScroll } from './use-hash-scroll';

describe('useHashScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(window.scrollTo).mockClear();
    const target = document.createElement('section');
    target.id = 'values';
    target.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    document.body.appendChild(target);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('scrolls to the element 80 px above it after 500 ms', () => {
    renderHook(() => useHashScroll('#values', 'k1'));
    vi.advanceTimersByTime(499);
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 820, behavior: 'auto' });
  });

  it('does nothing without a hash or a matching element', () => {
    renderHook(() => useHashScroll('', 'k1'));
    renderHook(() => useHashScroll('#missing', 'k2'));
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('cancels the pending scroll on unmount', () => {
    const { unmount } = renderHook(() => useHashScroll('#values', 'k1'));
    unmount();
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("measures the page laid out in full, not a first view's estimated heights", () => {
    const root = document.documentElement;
    root.setAttribute('data-first-view', '');
    const target = document.getElementById('values');
    if (!target) throw new Error('no target');
    // Laid out in full, the sections above are taller than their estimates.
    target.getBoundingClientRect = () =>
      ({ top: root.hasAttribute('data-first-view') ? 600 : 900 }) as DOMRect;
    renderHook(() => useHashScroll('#values', 'k1'));
    vi.advanceTimersByTime(500);
    expect(root.hasAttribute('data-first-view')).toBe(false);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 820, behavior: 'auto' });
  });
});
