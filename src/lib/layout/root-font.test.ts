// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rootFontSize } from './root-font';

describe('rootFontSize', () => {
  it('is width × 100 / 1920 on desktop', () => {
    expect(rootFontSize(1920)).toBe(100);
    expect(rootFontSize(1366)).toBeCloseTo((1366 * 100) / 1920, 2);
    expect(rootFontSize(768)).toBe(40);
  });

  it('uses the 750 px phone design below 768 px so text stays readable', () => {
    expect(rootFontSize(375)).toBe(50);
    expect(rootFontSize(767)).toBeCloseTo((767 * 100) / 750, 2);
    expect(rootFontSize(375) * 0.28).toBeCloseTo(14, 5);
  });
});
