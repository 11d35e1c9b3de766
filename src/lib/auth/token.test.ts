import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieDomains,
  getToken,
  removeToken,
  setToken,
  subscribeToken,
  TOKEN_COOKIE,
} from './token';

const CONFIGURED = ['localhost', '.chengchuan.example', '.chengchuan-kitchen.example'];

describe('cookieDomains', () => {
  it('is the configured domains when the host matches one', () => {
    expect(cookieDomains('www.chengchuan.example', CONFIGURED)).toEqual(CONFIGURED);
    expect(cookieDomains('localhost', CONFIGURED)).toEqual(CONFIGURED);
  });

  it('adds the current host when it matches none', () => {
    expect(cookieDomains('10.0.0.8', CONFIGURED)).toEqual([...CONFIGURED, undefined]);
    expect(cookieDomains('evilchengchuan.example', CONFIGURED)).toEqual([...CONFIGURED, undefined]);
  });
});

describe('token cookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is set as User-Token on every configured domain with path /, SameSite=Lax', () => {
    const set = vi.spyOn(Cookies, 'set');
    setToken('tok-1');
    const domains = set.mock.calls.map(([, , attrs]) => attrs?.domain);
    expect(
      set.mock.calls.every(([name, value]) => name === TOKEN_COOKIE && value === 'tok-1'),
    ).toBe(true);
    expect(domains).toEqual(expect.arrayContaining(CONFIGURED));
    expect(
      set.mock.calls.every(
        ([, , attrs]) =>
          attrs?.path === '/' &&
          attrs.sameSite === 'Lax' &&
          attrs.secure === false &&
          attrs.expires === 7,
      ),
    ).toBe(true);
    expect(getToken()).toBe('tok-1');
  });

  it('is removed the same way and notifies subscribers', () => {
    setToken('tok-2');
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    const remove = vi.spyOn(Cookies, 'remove');
    removeToken();
    expect(remove.mock.calls.map(([, attrs]) => attrs?.domain)).toEqual(
      expect.arrayContaining(CONFIGURED),
    );
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
