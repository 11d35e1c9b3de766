import { afterEach, expect, it, vi } from 'vitest';
import { prefetchIslandsWhenIdle } from './islands';

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

it("preloads the prerender's island files once the browser is idle, and nothing before", () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const root = document.createElement('div');
  root.dataset.islands = '/assets/search-panel-a.js /assets/search-panel-b.css';
  prefetchIslandsWhenIdle(root);
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
  idle.forEach((callback) => callback());
  const links = [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
  ]);
  expect(links).toEqual([
    ['modulepreload', '/assets/search-panel-a.js'],
    ['prefetch', '/assets/search-panel-b.css'],
  ]);
});
