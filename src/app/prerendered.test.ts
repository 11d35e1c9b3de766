import { describe, expect, it } from 'vitest';
import { matchesPrerender } from './prerendered';

describe('matchesPrerender', () => {
  it('hydrates only the URL the HTML was rendered for', () => {
    expect(matchesPrerender('/about', { pathname: '/about', search: '' })).toBe(true);
    expect(matchesPrerender('/home', { pathname: '/', search: '' })).toBe(true);
    expect(
      matchesPrerender('/product?ctype=lenggui', {
        pathname: '/product',
        search: '?ctype=lenggui',
      }),
    ).toBe(true);
  });

  it('renders afresh for another URL, another query or no prerender', () => {
    expect(matchesPrerender('/product', { pathname: '/product', search: '?ctype=lenggui' })).toBe(
      false,
    );
    expect(matchesPrerender('/case', { pathname: '/case', search: '?sector=school' })).toBe(false);
    expect(matchesPrerender('/home', { pathname: '/no-such-page', search: '' })).toBe(false);
    expect(matchesPrerender(undefined, { pathname: '/about', search: '' })).toBe(false);
  });
});
