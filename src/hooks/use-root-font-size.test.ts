import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRootFontSize } from './use-root-font-size';

function resize(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
}

describe('useRootFontSize', () => {
  it('applies the root-font rule and follows resizes', () => {
    resize(1920);
    renderHook(() => useRootFontSize());
    expect(document.documentElement.style.fontSize).toBe('100px');
    act(() => resize(375));
    expect(document.documentElement.style.fontSize).toBe('50px');
  });
});
