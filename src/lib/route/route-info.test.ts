// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLinkActive, needsLogin, routeInfo, routeInfoOfHref } from './route-info';

describe('routeInfo (route-name rule)', () => {
  it('names a route after its first path segment', () => {
    expect(routeInfo('/about').name).toBe('about');
    expect(routeInfo('/argument/register').name).toBe('argument');
    expect(routeInfo('/case/').name).toBe('case');
  });

  it('falls back to home for the root', () => {
    expect(routeInfo('/')).toEqual({ name: 'home', ctype: null, pathname: '/home' });
    expect(routeInfo('').name).toBe('home');
  });

  it('lets a ?name= query override the segment', () => {
    expect(routeInfo('/detail', '?name=case').name).toBe('case');
    expect(routeInfo('/', '?name=contact').name).toBe('contact');
  });

  it('reads ctype', () => {
    expect(routeInfo('/product', '?ctype=lenggui')).toEqual({
      name: 'product',
      ctype: 'lenggui',
      pathname: '/product',
    });
    expect(routeInfoOfHref('/product?ctype=xiaoduji').ctype).toBe('xiaoduji');
  });
});

describe('isLinkActive', () => {
  it('matches on the route name', () => {
    expect(isLinkActive('/about', routeInfo('/about'))).toBe(true);
    expect(isLinkActive('/about', routeInfo('/about', '?x=1'))).toBe(true);
    expect(isLinkActive('/about', routeInfo('/culture'))).toBe(false);
  });

  it('treats / as /home', () => {
    expect(isLinkActive('/home', routeInfo('/'))).toBe(true);
  });

  it('needs the same ctype for product links', () => {
    expect(isLinkActive('/product?ctype=lenggui', routeInfo('/product', '?ctype=lenggui'))).toBe(
      true,
    );
    expect(isLinkActive('/product?ctype=lenggui', routeInfo('/product', '?ctype=baowentai'))).toBe(
      false,
    );
    expect(isLinkActive('/product?ctype=lenggui', routeInfo('/product'))).toBe(false);
  });

  it('tells nested paths apart', () => {
    expect(isLinkActive('/argument/register', routeInfo('/argument/register'))).toBe(true);
    expect(isLinkActive('/argument/register', routeInfo('/argument/private'))).toBe(false);
  });

  it('is never true for external links', () => {
    expect(isLinkActive('https://beian.miit.gov.cn/', routeInfo('/'))).toBe(false);
  });
});

describe('needsLogin', () => {
  it('flags ://ucenter links without a token', () => {
    expect(needsLogin('https://ucenter.chengchuan.example', false, 'x')).toBe(true);
    expect(needsLogin('https://ucenter.chengchuan.example', true, 'x')).toBe(false);
    expect(needsLogin('/about', false, 'x')).toBe(false);
  });

  it('flags the configured user-centre URL (in-app in development)', () => {
    expect(needsLogin('/ucenter', false, '/ucenter')).toBe(true);
    expect(needsLogin('/ucenter', true, '/ucenter')).toBe(false);
  });

  it('flags the in-app customer centre with an anchor or query, whatever the configured URL', () => {
    const production = 'https://ucenter.chengchuan.example';
    expect(needsLogin('/ucenter#repair', false, production)).toBe(true);
    expect(needsLogin('/ucenter?tab=repair', false, production)).toBe(true);
    expect(needsLogin('/ucenter#repair', false, '/ucenter')).toBe(true);
    expect(needsLogin(`${production}#repair`, false, production)).toBe(true);
    expect(needsLogin('/ucenter#repair', true, production)).toBe(false);
    expect(needsLogin('/ucenter-news', false, production)).toBe(false);
    expect(needsLogin('/service#network', false, production)).toBe(false);
  });
});
