// @vitest-environment node
import { describe, expect, it } from 'vitest';

// The copy writes a space between a number and its unit (2 人, ±1 ℃, ≥ 95%), as Chinese
// typesetting does. An ordinary space there lets the browser break "±1 / ℃" over two lines,
// so the content files use a no-break space (U+00A0). This test keeps new copy to that rule.
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const UNIT =
  '(?:℃|㎡|μm|mm|cm|kW|W|V|L|kg|m³|m|Pa|dB|kcal|h|min|s|人|台|项|家|座|个|万|亿|年|月|天|小时|分钟|秒|套|条|张|级|倍|%)(?![A-Za-z])';
const NUMBER_THEN_UNIT = new RegExp(`[\\d.%] ${UNIT}`, 'g');
const SIGN_THEN_NUMBER = /[±≥≤<>~～] \d/g;

describe('content typography', () => {
  it('reads the content files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
  });

  it.each(Object.entries(sources))('%s keeps numbers and units on one line', (_file, text) => {
    const offenders = [
      ...(text.match(NUMBER_THEN_UNIT) ?? []),
      ...(text.match(SIGN_THEN_NUMBER) ?? []),
    ];
    expect(offenders, 'use a no-break space (U+00A0) between a number and its unit').toEqual([]);
  });
});
