import { describe, expect, it } from 'vitest';
import { linkOf, linkTarget } from './link-target';

const here = new URL('https://www.example.cn/home?from=ad') as unknown as Location;

const anchor = (href: string, attributes: Record<string, string> = {}) => {
  const a = document.createElement('a');
  a.href = new URL(href, here.href).href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
};

describe('linkTarget', () => {
  it.each([
    ['/product?ctype=lenggui', '/product'],
    ['/product/lenggui/cc-lg-4d', '/product/lenggui/cc-lg-4d'],
    ['/case/shunde-middle-school#after', '/case/shunde-middle-school'],
    ['/home', '/home'],
  ])('follows %s to the page %s', (href, path) => {
    expect(linkTarget(anchor(href), here)).toBe(path);
  });

  it.each([
    ['another site', anchor('https://map.baidu.com/')],
    ['a file', anchor('/documents/lenggui-manual.pdf')],
    ['a download', anchor('/cad/cc-lg-4d', { download: '' })],
    ['a new tab', anchor('/about', { target: '_blank' })],
    ['this very page', anchor('/home?from=ad#news')],
  ])('leaves %s alone', (_, link) => {
    expect(linkTarget(link, here)).toBeNull();
  });

  it('finds the link an event happened inside', () => {
    const link = anchor('/about');
    const span = document.createElement('span');
    link.append(span);
    expect(linkOf(span)).toBe(link);
    expect(linkOf(document.createElement('button'))).toBeNull();
    expect(linkOf(null)).toBeNull();
  });
});
