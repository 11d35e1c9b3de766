import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '@/lib/session/session';
import { loadPagesAt } from './router';
import { routes } from './router-table';

/** As the app boots: the URL's page chunk first (a page suspending inside RTL's act never resumes). */
async function renderAt(url: string) {
  await loadPagesAt(new URL(url, 'http://x').pathname);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

describe('route table', () => {
  it('renders an unknown path as 页面不存在 inside the layout, with a link home', async () => {
    await renderAt('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '页面不存在' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: '侧边导航' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });

  it.each(['/', '/home'])('serves the home page at %s', async (url) => {
    const router = await renderAt(url);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      '商用厨房设备',
    );
    expect(screen.queryByRole('heading', { level: 1, name: '页面不存在' })).toBeNull();
    expect(router.state.location.pathname).toBe(url);
  });

  it.each([
    ['/about', '公司简介'],
    ['/product?ctype=zhengfangui', '蒸饭柜'],
    ['/argument/private', '隐私政策'],
    ['/ucenter', '客户中心'],
  ])('lazy-loads %s', async (url, h1) => {
    await renderAt(url);
    expect(
      await screen.findByRole('heading', { level: 1, name: h1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a model page reached within the app shows its part below the first screen with it', async () => {
    // That part is a chunk of its own (src/app/page-data.ts): a first visit hydrates it after the
    // rest, but a visit within the app waits for it with the page, as HydrateLater has no
    // fallback; it would pop in below an already shown page, or a restored scroll would land short.
    const router = await renderAt('/about');
    await screen.findByRole('heading', { level: 1, name: '公司简介' }, { timeout: 5000 });
    await act(() => router.navigate('/product/lenggui/cc-lg-4d'));
    const h1 = await screen.findByRole(
      'heading',
      { level: 1, name: /CC-LG-4D/ },
      { timeout: 5000 },
    );
    expect(h1).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '冷柜其他型号' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '规格参数' })).toBeInTheDocument();
  });
});
