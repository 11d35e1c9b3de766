import { afterEach, expect, it, vi } from 'vitest';
import { prefetchIslandsWhenIdle } from './islands';

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);

it("preloads the prerender's island files when idle, wave by wave, and nothing before", async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const root = document.createElement('div');
  root.dataset.islands =
    '/assets/search-panel-a.js /assets/search-panel-b.css | /assets/login-modal-c.js';
  prefetchIslandsWhenIdle(root);
  expect(links()).toEqual([]);
  idle.shift()!();
  expect(links()).toEqual([
    ['modulepreload', '/assets/search-panel-a.js'],
    ['prefetch', '/assets/search-panel-b.css'],
  ]);
  // The login wave waits for the search wave's files (one failed: it still goes on).
  const [js, css] = document.head.querySelectorAll('link');
  js!.dispatchEvent(new Event('load'));
  await Promise.resolve();
  expect(idle).toHaveLength(0);
  css!.dispatchEvent(new Event('error'));
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  idle.shift()!();
  expect(links().at(-1)).toEqual(['modulepreload', '/assets/login-modal-c.js']);
});
