import { afterEach, expect, it, vi } from 'vitest';
import { prefetchIslands } from './island-prefetch';

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);

const islandsAt = (url: string, waves: unknown) => {
  const fetch = vi.fn(async (asked: string) =>
    asked === url ? new Response(JSON.stringify(waves)) : new Response('', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  const root = document.createElement('div');
  root.dataset.islands = url;
  return { root, fetch };
};

it("preloads the prerender's island files at once, later waves when idle, and each once", async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const { root, fetch } = islandsAt('/assets/islands-1.json', [
    ['/assets/search-panel-a.js', '/assets/search-panel-b.css', '/assets/page-own.js'],
    ['/assets/login-modal-c.js'],
  ]);
  // A file the page has linked already is not preloaded again.
  document.head.innerHTML = '<link rel="modulepreload" href="/assets/page-own.js">';
  let firstWaveIn = false;
  const firstWave = prefetchIslands(root);
  void firstWave.then(() => (firstWaveIn = true));
  // Asked again (the app asks as it starts, the layout once hydrated): the same files, once.
  expect(prefetchIslands(root)).toBe(firstWave);
  expect(fetch).toHaveBeenCalledTimes(1);
  // The first wave without waiting for an idle time: the line is free as the app starts.
  await vi.waitFor(() => expect(links()).toHaveLength(3));
  expect(idle).toHaveLength(0);
  expect(links().slice(1)).toEqual([
    ['modulepreload', '/assets/search-panel-a.js'],
    ['prefetch', '/assets/search-panel-b.css'],
  ]);
  // The next wave waits for the first wave's files (one failed: it still goes on).
  const [, js, css] = document.head.querySelectorAll('link');
  js!.dispatchEvent(new Event('load'));
  await Promise.resolve();
  expect(idle).toHaveLength(0);
  expect(firstWaveIn).toBe(false);
  css!.dispatchEvent(new Event('error'));
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  // What waits for the first wave (the held pictures) goes on now.
  expect(firstWaveIn).toBe(true);
  expect(links()).toHaveLength(3);
  idle.shift()!();
  expect(links().at(-1)).toEqual(['modulepreload', '/assets/login-modal-c.js']);
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
  root.dataset.islands = '/assets/missing.json';
  await prefetchIslands(root);
  expect(links()).toEqual([]);
});
