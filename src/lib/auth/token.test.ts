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
      set.mock.calls.every(([name, value]) => name === 'User-Token' && value === 'tok-1'),
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

  it('exports the contract name', () => {
    expect(TOKEN_COOKIE).toBe('User-Token');
  });

  it('uses the literal cookie name User-Token with path / (spec §6), for set and remove', () => {
    const set = vi.spyOn(Cookies, 'set');
    const remove = vi.spyOn(Cookies, 'remove');
    setToken('tok-literal');
    expect(set).toHaveBeenCalled();
    for (const [name, value, attrs] of set.mock.calls) {
      expect(name).toBe('User-Token');
      expect(value).toBe('tok-literal');
      expect(attrs?.path).toBe('/');
    }
    expect(document.cookie.split('; ')).toContain('User-Token=tok-literal');
    removeToken();
    expect(remove).toHaveBeenCalled();
    for (const [name, attrs] of remove.mock.calls) {
      expect(name).toBe('User-Token');
      expect(attrs?.path).toBe('/');
    }
    expect(document.cookie).not.toContain('User-Token=');
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
