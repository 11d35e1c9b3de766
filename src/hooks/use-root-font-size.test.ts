import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRootFontSize } from './use-root-font-size';

function resize(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.style.fontSize = '';
});

describe('useRootFontSize', () => {
  it('applies the root-font rule and follows resizes where the stylesheet does not', () => {
    resize(1920);
    renderHook(() => useRootFontSize());
    expect(document.documentElement.style.fontSize).toBe('100px');
    act(() => resize(375));
    expect(document.documentElement.style.fontSize).toBe('50px');
  });

  it('writes nothing where the stylesheet already holds the rule', () => {
    // As in a browser: global.less sets calc(100vw * 100 / 750) below 768 px.
    vi.spyOn(window, 'getComputedStyle').mockImplementation(
      () => ({ fontSize: `${(window.innerWidth * 100) / 750}px` }) as CSSStyleDeclaration,
    );
    resize(375);
    renderHook(() => useRootFontSize());
    expect(document.documentElement.style.fontSize).toBe('');
    act(() => resize(390));
    expect(document.documentElement.style.fontSize).toBe('');
  });
});
