import { afterEach, expect, it, vi } from 'vitest';
import { prefetchIslandsWhenIdle } from './islands';

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

it("preloads the prerender's island files when idle, wave by wave, and nothing before", async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const { root, fetch } = islandsAt('/assets/islands-1.json', [
    ['/assets/search-panel-a.js', '/assets/search-panel-b.css', '/assets/page-own.js'],
    ['/assets/login-modal-c.js'],
  ]);
  // A file the page has linked already is not preloaded again.
  document.head.innerHTML = '<link rel="modulepreload" href="/assets/page-own.js">';
  let firstWaveIn = false;
  void prefetchIslandsWhenIdle(root).then(() => (firstWaveIn = true));
  expect(fetch).not.toHaveBeenCalled();
  // One idle time: the list (fetched with the app), then the first wave at once.
  idle.shift()!();
  await vi.waitFor(() => expect(links()).toHaveLength(3));
  expect(links().slice(1)).toEqual([
    ['modulepreload', '/assets/search-panel-a.js'],
    ['prefetch', '/assets/search-panel-b.css'],
  ]);
  // The login wave waits for the search wave's files (one failed: it still goes on).
  const [, js, css] = document.head.querySelectorAll('link');
  js!.dispatchEvent(new Event('load'));
  await Promise.resolve();
  expect(idle).toHaveLength(0);
  expect(firstWaveIn).toBe(false);
  css!.dispatchEvent(new Event('error'));
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  // What waits for the first wave (the held pictures) goes on now.
  expect(firstWaveIn).toBe(true);
  idle.shift()!();
  expect(links().at(-1)).toEqual(['modulepreload', '/assets/login-modal-c.js']);
});

it('preloads nothing when the list does not come or is not a list', async () => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
  for (const waves of ['not waves', { a: 1 }]) {
    const { root, fetch } = islandsAt('/assets/islands-2.json', waves);
    await prefetchIslandsWhenIdle(root);
    expect(fetch).toHaveBeenCalled();
    expect(links()).toEqual([]);
  }
  const { root } = islandsAt('/assets/islands-3.json', []);
  root.dataset.islands = '/assets/missing.json';
  await prefetchIslandsWhenIdle(root);
  expect(links()).toEqual([]);
});
