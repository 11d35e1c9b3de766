import { afterEach, describe, expect, it } from 'vitest';
import { fetchAheadAllowed } from './fetch-ahead';

describe('fetchAheadAllowed', () => {
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
  });

  it.each([
    [{ saveData: true, effectiveType: '4g' }, false],
    [{ saveData: false, effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: false, effectiveType: '3g' }, true],
    [{ effectiveType: '4g' }, true],
    [{}, true],
  ])('reads %o as %s', (connection, allowed) => {
    expect(fetchAheadAllowed(connection)).toBe(allowed);
  });

  it('takes a browser that does not say as a line that can', () => {
    expect(fetchAheadAllowed(undefined)).toBe(true);
  });

  it('reads the browser’s own connection by default', () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    expect(fetchAheadAllowed()).toBe(false);
  });
});
