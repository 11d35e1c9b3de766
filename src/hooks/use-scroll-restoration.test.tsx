import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

function Layout() {
  useScrollRestoration();
  return null;
}

let navigate: ReturnType<typeof createMemoryRouter>['navigate'];

/** The visitor scrolls the page to `y` (jsdom does not scroll: the position and its event). */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const lastScroll = () => vi.mocked(window.scrollTo).mock.lastCall;

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Layout /> }], {
    initialEntries: [url],
  });
  navigate = router.navigate;
  render(<RouterProvider router={router} />);
}

/** How the browser opened the document (Navigation Timing), which jsdom does not report. */
function openedBy(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as PerformanceNavigationTiming,
  ]);
}

describe('useScrollRestoration', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    vi.mocked(window.scrollTo).mockClear();
    sessionStorage.clear();
    scrollTo(0);
  });

  it('opens a new page at the top and returns to the old place on back', async () => {
    renderAt('/about');
    expect(window.scrollTo).not.toHaveBeenCalled();
    scrollTo(1200);
    await act(() => navigate('/contact'));
    expect(lastScroll()).toEqual([0, 0]);
    scrollTo(300);
    await act(() => navigate(-1));
    expect(lastScroll()).toEqual([0, 1200]);
    await act(() => navigate(1));
    expect(lastScroll()).toEqual([0, 300]);
  });

  it('keeps the place when a page replaces its own query, not when it links to another', async () => {
    renderAt('/case?sector=school');
    scrollTo(800);
    await act(() => navigate('/case?sector=hotel', { replace: true }));
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => navigate('/product?ctype=lenggui'));
    expect(lastScroll()).toEqual([0, 0]);
  });

  it('leaves a URL with a hash to useHashScroll', async () => {
    renderAt('/about');
    scrollTo(500);
    await act(() => navigate('/technology#patents'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('returns to the place on a reload, and opens a page loaded afresh at its top', () => {
    renderAt('/about');
    scrollTo(640);
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    openedBy('reload');
    renderAt('/about');
    expect(lastScroll()).toEqual([0, 640]);
    cleanup();
    vi.mocked(window.scrollTo).mockClear();
    // The address bar, or a link that loads the page: nothing to return to, on this page or another.
    openedBy('navigate');
    renderAt('/about');
    renderAt('/contact');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the places over a reload (sessionStorage, on pagehide)', async () => {
    renderAt('/about');
    scrollTo(640);
    window.dispatchEvent(new Event('pagehide'));
    const saved: unknown = JSON.parse(sessionStorage.getItem('cc-scroll-positions') ?? '{}');
    expect(Object.values(saved as Record<string, number>)).toContain(640);
  });

  it('keeps the place of a page left before its scroll event came', () => {
    renderAt('/about');
    // The browser fires scroll at the next frame; a link followed at once unloads the page first.
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    window.dispatchEvent(new Event('pagehide'));
    const saved: unknown = JSON.parse(sessionStorage.getItem('cc-scroll-positions') ?? '{}');
    expect(Object.values(saved as Record<string, number>)).toContain(900);
  });

  describe('a first view (html[data-first-view], src/lib/layout/first-view.ts)', () => {
    const firstView = () => document.documentElement.hasAttribute('data-first-view');
    beforeEach(() => document.documentElement.setAttribute('data-first-view', ''));

    it('stays while the visitor stays on the first page at its top', () => {
      renderAt('/home');
      expect(firstView()).toBe(true);
    });

    it('ends before a saved place is restored, so the place is measured as it was saved', () => {
      openedBy('reload');
      sessionStorage.setItem('cc-scroll-positions', JSON.stringify({ 'default /home': 2400 }));
      let laidOut: boolean | undefined;
      vi.mocked(window.scrollTo).mockImplementationOnce(() => (laidOut = !firstView()));
      renderAt('/home');
      expect(lastScroll()).toEqual([0, 2400]);
      expect(laidOut).toBe(true);
    });

    it('ends with the first page', async () => {
      renderAt('/home');
      await act(() => navigate('/about'));
      expect(firstView()).toBe(false);
    });
  });
});
