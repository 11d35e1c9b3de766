import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('useScrollRestoration', () => {
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

  it('keeps the places over a reload (sessionStorage, on pagehide)', async () => {
    renderAt('/about');
    scrollTo(640);
    window.dispatchEvent(new Event('pagehide'));
    const saved: unknown = JSON.parse(sessionStorage.getItem('cc-scroll-positions') ?? '{}');
    expect(Object.values(saved as Record<string, number>)).toContain(640);
  });
});
