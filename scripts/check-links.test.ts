// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLinks, linksOf } from './check-links.ts';

let dist: string;
const write = (path: string, text = '') => {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
};
/** A prerendered page of a fake build, with its canonical link like the real ones. */
const page = (path: string, body: string) =>
  write(
    join(path, 'index.html'),
    `<html><head><link rel="canonical" href="https://www.site.test/${path}" /></head><body>${body}</body></html>`,
  );

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'links-'));
  write('renders/a-480.webp');
  write('renders/a-800.webp');
  write('files/spec/cc-lg-4d.pdf', '%PDF');
  page('about', '<a href="/product?ctype=lenggui">冷柜</a>');
  page('product/lenggui', '<a href="/about#team">关于</a>');
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('linksOf', () => {
  it('reads href, src, each srcset candidate and the chunk lists, unescaped', () => {
    const html =
      '<div id="root" data-modules="/assets/a.js /assets/b.js"><a href="/x?a=1&amp;b=2">x</a>' +
      '<img src="/i-800.webp" srcset="/i-480.webp 480w, /i-800.webp 800w"></div>';
    expect(linksOf(html)).toEqual([
      '/assets/a.js',
      '/assets/b.js',
      '/x?a=1&b=2',
      '/i-800.webp',
      '/i-480.webp',
      '/i-800.webp',
    ]);
    expect(linksOf('<a data-href="/nowhere">x</a>')).toEqual([]);
    // data-islands names the JSON file that lists the islands' files.
    expect(linksOf('<div data-islands="/assets/islands-1a.json"></div>')).toEqual([
      '/assets/islands-1a.json',
    ]);
  });
});

describe('checkLinks', () => {
  it('passes a build whose pages only link what it serves', () => {
    page(
      'home',
      '<a href="/about">关于</a><a href="https://www.site.test/about">同站绝对地址</a>' +
        '<a href="/files/spec/cc-lg-4d.pdf" download>下载规格书</a>' +
        '<img src="/renders/a-800.webp" srcset="/renders/a-480.webp 480w, /renders/a-800.webp 800w">' +
        '<a href="tel:10086">电话</a><a href="mailto:a@b.test">邮件</a><a href="#main">跳</a>' +
        '<a href="https://www.gsxt.gov.cn/">外站</a>',
    );
    const { pages, dead } = checkLinks(dist);
    expect(pages).toBe(3);
    expect(dead).toEqual([]);
  });

  it('fails on a missing file, a missing page, a srcset candidate and a .example host', () => {
    write('assets/islands-1a.json', JSON.stringify([['/renders/a-480.webp'], ['/assets/gone.js']]));
    page(
      'download',
      '<div data-islands="/assets/islands-1a.json"></div>' +
        '<a href="/files/catalogue/lenggui.pdf">下载冷柜产品手册</a>' +
        '<a href="/showroom">展厅</a>' +
        '<img src="/renders/a-800.webp" srcset="/renders/a-480.webp 480w, /renders/a-1200.webp 1200w">' +
        '<a href="https://static.chengchuan.example/app.apk">安卓下载</a>',
    );
    expect(checkLinks(dist).dead).toEqual([
      // A file of the island list the page names.
      { page: 'download/index.html', link: '/assets/gone.js', reason: 'no such file' },
      { page: 'download/index.html', link: '/files/catalogue/lenggui.pdf', reason: 'no such file' },
      { page: 'download/index.html', link: '/showroom', reason: 'no such page' },
      { page: 'download/index.html', link: '/renders/a-1200.webp', reason: 'no such file' },
      {
        page: 'download/index.html',
        link: 'https://static.chengchuan.example/app.apk',
        reason: 'static.chengchuan.example does not exist',
      },
    ]);
  });
});
