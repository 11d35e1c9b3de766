import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollPast } from './use-scroll-past';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollPast', () => {
  afterEach(() => scrollTo(0));

  it('turns true only past the threshold', () => {
    const { result } = renderHook(() => useScrollPast(20));
    expect(result.current).toBe(false);
    act(() => scrollTo(20));
    expect(result.current).toBe(false);
    act(() => scrollTo(21));
    expect(result.current).toBe(true);
    act(() => scrollTo(0));
    expect(result.current).toBe(false);
  });
});
