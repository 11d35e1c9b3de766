import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render-app';

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
});
