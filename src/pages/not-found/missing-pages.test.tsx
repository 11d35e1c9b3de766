import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLink } from '@/test/links';
import { CaseStudyPage } from '@/pages/case-study/case-study-page';
import { ModelPage } from '@/pages/model/model-page';
import { NotFoundPage } from '@/pages/not-found/not-found-page';
import { renderWithRouter } from '@/test/render';

/** The model page at `url`, under its route. */
const renderModelPage = (url: string) =>
  renderWithRouter(<ModelPage />, {
    url,
    routes: [{ path: '/product/:ctype/:model', element: <ModelPage /> }],
  });

/** Awaited: the page suspends until its series' data has arrived (src/features/catalogue/series-data.ts). */
const renderLoadedModelPage = (url: string) =>
  act(async () => {
    renderModelPage(url);
  });

describe('pages for addresses with nothing behind them', () => {
  it('an unknown model says so and leads to the series and the selector', async () => {
    await renderLoadedModelPage('/product/lenggui/cc-lg-99x');
    expect(
      await screen.findByRole('heading', { level: 1, name: '型号不存在' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/不在澄川厨装的产品目录中/)).toBeInTheDocument();
    expectLink('查看全部产品系列', '/product');
    expectLink('用选型助手找型号', '/selector');
    expect(document.title).toMatch(/^型号不存在 - /);
    expect(screen.getByRole('heading', { level: 2, name: '浏览产品系列' })).toBeInTheDocument();
  });

  it('a model under the wrong series is unknown too', async () => {
    await renderLoadedModelPage('/product/zhengfangui/cc-lg-4d');
    expect(
      await screen.findByRole('heading', { level: 1, name: '型号不存在' }),
    ).toBeInTheDocument();
  });

  it('an unknown series is unknown with no series to load', async () => {
    renderModelPage('/product/no-such-series/cc-lg-4d');
    expect(
      await screen.findByRole('heading', { level: 1, name: '型号不存在' }),
    ).toBeInTheDocument();
  });

  it('a model of its series is found by its slug, whatever its case', async () => {
    await renderLoadedModelPage('/product/lenggui/CC-lg-4d');
    expect(await screen.findByRole('heading', { level: 1, name: /CC-LG-4D/ })).toBeInTheDocument();
    // Below the first screen: a chunk of its own (src/pages/model/model-later-part.ts).
    expect(
      await screen.findByRole('heading', { level: 2, name: '冷柜其他型号' }),
    ).toBeInTheDocument();
  });

  it('an unknown case says so and leads to all cases', async () => {
    renderWithRouter(<CaseStudyPage />, {
      url: '/case/no-such-school',
      routes: [{ path: '/case/:id', element: <CaseStudyPage /> }],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '案例不存在' }),
    ).toBeInTheDocument();
    expectLink('查看全部工程案例', '/case');
  });

  it('the 404 page keeps its three ways on and the series cards', () => {
    renderWithRouter(<NotFoundPage />, { url: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
    const ways = screen.getByRole('region', { name: '继续浏览' });
    expect(ways.querySelectorAll('a')).toHaveLength(3);
    expectLink('返回首页', '/home');
    expect(screen.getByRole('heading', { level: 2, name: '浏览产品系列' })).toBeInTheDocument();
  });
});
