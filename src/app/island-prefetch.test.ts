import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ROOT_ISLANDS } from '@/config/start-up';
import { prefetchIslands, readIslandList } from './island-prefetch';

/** The link types the browser knows (jsdom knows none of these). */
const supporting = (...rels: string[]) =>
  vi
    .spyOn(DOMTokenList.prototype, 'supports')
    .mockImplementation((token: string) => rels.includes(token));

beforeEach(() => supporting('prefetch', 'modulepreload'));

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);

const islandsAt = (url: string, waves: unknown) => {
  const fetch = vi.fn(async (asked: string) =>
    asked === url ? new Response(JSON.stringify(waves)) : new Response('', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  const root = document.createElement('div');
  root.dataset[ROOT_ISLANDS] = url;
  return { root, fetch };
};

it('fetches the first wave at once, compiles it when idle, then the later waves', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const { root, fetch } = islandsAt('/assets/islands-1.json', [
    ['/assets/login-modal-a.js', '/assets/login-modal-b.css', '/assets/page-own.js'],
    ['/assets/search-c.js', '/assets/search-worker-d.js'],
  ]);
  // A file the page has linked already is not preloaded again.
  document.head.innerHTML = '<link rel="modulepreload" href="/assets/page-own.js">';
  let firstWaveIn = false;
  const firstWave = prefetchIslands(root);
  void firstWave.then(() => (firstWaveIn = true));
  // Asked again: the same files, once.
  expect(prefetchIslands(root)).toBe(firstWave);
  expect(fetch).toHaveBeenCalledTimes(1);
  // The first wave without waiting for an idle time, into the HTTP cache only: nothing to compile
  // while the page hydrates.
  await vi.waitFor(() => expect(links()).toHaveLength(3));
  expect(idle).toHaveLength(0);
  expect(links().slice(1)).toEqual([
    ['prefetch', '/assets/login-modal-a.js'],
    ['prefetch', '/assets/login-modal-b.css'],
  ]);
  // Once its files have arrived (one failed: it still goes on), what waits for it goes on.
  const [, js, css] = document.head.querySelectorAll('link');
  js!.dispatchEvent(new Event('load'));
  await Promise.resolve();
  expect(firstWaveIn).toBe(false);
  css!.dispatchEvent(new Event('error'));
  await vi.waitFor(() => expect(firstWaveIn).toBe(true));
  // When idle, its scripts are compiled (from the cache), and only then comes the next wave.
  expect(idle).toHaveLength(1);
  idle.shift()!();
  expect(links().at(-1)).toEqual(['modulepreload', '/assets/login-modal-a.js']);
  expect(links()).toHaveLength(4);
  document.head.querySelectorAll('link')[3]!.dispatchEvent(new Event('load'));
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  idle.shift()!();
  // A worker's script is no module of the page: into the HTTP cache only.
  expect(links().slice(-2)).toEqual([
    ['modulepreload', '/assets/search-c.js'],
    ['prefetch', '/assets/search-worker-d.js'],
  ]);
});

it('preloads nothing when the list does not come or is not a list', async () => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
  for (const waves of ['not waves', { a: 1 }]) {
    const { root, fetch } = islandsAt('/assets/islands-2.json', waves);
    await prefetchIslands(root);
    expect(fetch).toHaveBeenCalled();
    expect(links()).toEqual([]);
  }
  const { root } = islandsAt('/assets/islands-3.json', []);
  root.dataset[ROOT_ISLANDS] = '/assets/missing.json';
  await prefetchIslands(root);
  expect(links()).toEqual([]);
});

it('without prefetch (Safari), the first wave is preloaded as modules; without either, nothing waits', async () => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
  supporting('modulepreload');
  const safari = islandsAt('/assets/islands-4.json', [
    ['/assets/login-a.js', '/assets/login-b.css'],
  ]);
  const arrived = prefetchIslands(safari.root);
  await vi.waitFor(() => expect(links()).toEqual([['modulepreload', '/assets/login-a.js']]));
  document.head.querySelector('link')!.dispatchEvent(new Event('load'));
  await arrived;
  document.head.innerHTML = '';
  // Safari 14–16: no event would ever come for a link type it ignores.
  supporting();
  const old = islandsAt('/assets/islands-5.json', [
    ['/assets/login-a.js'],
    ['/assets/search-c.js'],
  ]);
  await prefetchIslands(old.root);
  expect(links()).toEqual([]);
});

it('reads the list once, ahead of the preload: the preload then only links the files', async () => {
  vi.stubGlobal('requestIdleCallback', () => {});
  const { root, fetch } = islandsAt('/assets/islands-6.json', [
    ['/assets/login-a.js', '/assets/page-own.js'],
  ]);
  document.head.innerHTML = '<link rel="modulepreload" href="/assets/page-own.js">';
  const list = readIslandList(root);
  expect(readIslandList(root)).toBe(list);
  // Sorted while the app's files come: without the page's own file, and nothing linked yet.
  expect(await list).toEqual([['/assets/login-a.js']]);
  expect(links()).toHaveLength(1);
  void prefetchIslands(root);
  await vi.waitFor(() => expect(links().at(-1)).toEqual(['prefetch', '/assets/login-a.js']));
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('reads no list where the page names none', async () => {
  expect(await readIslandList(document.createElement('div'))).toEqual([]);
  expect(await readIslandList(null)).toEqual([]);
});

it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
  'fetches nothing ahead on a line that reads %o: the islands load when pressed',
  async (connection) => {
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    try {
      const { root, fetch } = islandsAt('/assets/islands-2.json', [['/assets/login-modal-a.js']]);
      expect(await readIslandList(root)).toEqual([]);
      await prefetchIslands(root);
      expect(fetch).not.toHaveBeenCalled();
      expect(links()).toEqual([]);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  },
);
