import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const prefetchPage = vi.fn((path: string) => {
  void path;
  return Promise.resolve();
});
vi.mock('../page-prefetch', () => ({ prefetchPage }));

/** A stand-in IntersectionObserver: `show(link)` brings a link into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static show(...elements: Element[]) {
    for (const observer of FakeObserver.all) {
      const entries = elements
        .filter((element) => observer.watched.has(element))
        .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const main = document.createElement('main');
const link = (href: string) => {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  main.append(a);
  return a;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.resetModules();
  prefetchPage.mockClear();
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // No idle callback in jsdom: the module's timer stands in; run it at once.
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  main.innerHTML = '';
  document.body.append(main);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { connection?: unknown }).connection;
});

const module = () => import('./link-prefetch');

describe('links in view', () => {
  it('fetches ahead the first links of the content that come into view, one by one', async () => {
    const { prefetchLinksInView, PAGES_IN_VIEW } = await module();
    const links = ['/about', '/factory', '/case/a', '/case/b', '/case/c', '/case/d'].map(link);
    prefetchLinksInView(main);
    FakeObserver.show(...links);
    await vi.waitFor(() => expect(prefetchPage).toHaveBeenCalledTimes(PAGES_IN_VIEW));
    await settle();
    expect(prefetchPage.mock.calls.map(([path]) => path)).toEqual([
      '/about',
      '/factory',
      '/case/a',
      '/case/b',
    ]);
  });

  it('waits for what must come first', async () => {
    const { prefetchLinksInView } = await module();
    let islandsIn!: () => void;
    const after = new Promise<void>((resolve) => (islandsIn = resolve));
    const about = link('/about');
    prefetchLinksInView(main, { after });
    FakeObserver.show(about);
    await settle();
    expect(prefetchPage).not.toHaveBeenCalled();
    islandsIn();
    await vi.waitFor(() => expect(prefetchPage).toHaveBeenCalledWith('/about'));
  });

  it('stops once the bytes fetched ahead reach the budget', async () => {
    vi.doMock('./bytes-meter', () => ({ meterBytes: () => ({ stop: () => 60 * 1024 }) }));
    const { prefetchLinksInView } = await module();
    const links = ['/about', '/factory', '/case/a'].map(link);
    prefetchLinksInView(main);
    FakeObserver.show(...links);
    await vi.waitFor(() => expect(prefetchPage).toHaveBeenCalledTimes(2));
    await settle();
    await settle();
    expect(prefetchPage).toHaveBeenCalledTimes(2);
    vi.doUnmock('./bytes-meter');
  });

  it('watches links a later part brings', async () => {
    const { prefetchLinksInView } = await module();
    prefetchLinksInView(main);
    const later = document.createElement('section');
    const news = document.createElement('a');
    news.href = '/progress';
    later.append(news);
    main.append(later);
    await settle();
    FakeObserver.show(news);
    await vi.waitFor(() => expect(prefetchPage).toHaveBeenCalledWith('/progress'));
  });

  it('fetches nothing ahead on a line that saves data, nor once stopped', async () => {
    const { prefetchLinksInView } = await module();
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    prefetchLinksInView(main);
    expect(FakeObserver.all).toEqual([]);
    delete (navigator as { connection?: unknown }).connection;
    const stop = prefetchLinksInView(main);
    const about = link('/about');
    stop();
    FakeObserver.show(about);
    await settle();
    expect(prefetchPage).not.toHaveBeenCalled();
  });
});

describe('intent', () => {
  it('fetches the page of a link touched, pointed at or focused, even when saving data', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const { prefetchOnIntent } = await module();
    prefetchOnIntent(document);
    const about = link('/about');
    const inner = document.createElement('span');
    about.append(inner);
    inner.dispatchEvent(new Event('touchstart', { bubbles: true }));
    link('/factory').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/culture').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    about.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(prefetchPage.mock.calls.map(([path]) => path)).toEqual([
      '/about',
      '/factory',
      '/culture',
    ]);
  });
});
