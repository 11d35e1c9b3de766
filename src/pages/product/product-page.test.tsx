import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectLink } from '@/test/links';
import { SERIES } from '@/config/series';
import { modelsOf } from '@/content/catalogue';
import { seriesContent, seriesList } from '@/content/products';
import { renderWithRouter } from '@/test/render';
import { ProductPage } from './product-page';

const SITE = '澄川厨装 — 商用厨房设备整体解决方案';
const BASE_COLUMNS = ['型号', '外形尺寸（宽×深×高）', '净重', '额定功率', '电压'];

function columnHeaders() {
  return screen.getAllByRole('columnheader').map((th) => th.textContent);
}

describe('ProductPage: one series', () => {
  it('opens with a picture card per model, each linked to its page, before the introduction', () => {
    const { container } = renderWithRouter(<ProductPage />, { url: '/product?ctype=xiaoduji' });
    const lineup = container.querySelector<HTMLElement>('section#lineup')!;
    expect(within(lineup).getByRole('heading', { level: 2, name: '型号一览' })).toBeInTheDocument();
    expect(within(lineup).getAllByRole('listitem')).toHaveLength(modelsOf('xiaoduji').length);
    for (const model of modelsOf('xiaoduji')) {
      const slug = model.model.toLowerCase();
      expect(
        within(lineup).getByRole('link', { name: `${model.model} ${model.name}` }),
      ).toHaveAttribute('href', `/product/xiaoduji/${slug}`);
      expect(lineup.querySelector(`img[srcset*="/renders/${slug}-480.webp"]`)).not.toBeNull();
    }
    const ids = [...container.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids.indexOf('lineup')).toBeLessThan(ids.indexOf('intro'));
  });

  it('shows 冷柜 with its sections, spec table and switcher', () => {
    const { container } = renderWithRouter(<ProductPage />, { url: '/product?ctype=lenggui' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '冷柜' })).toBeInTheDocument();
    expect(document.title).toBe(`冷柜 - ${SITE}`);
    for (const id of ['intro', 'features', 'models', 'uses']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(columnHeaders()).toEqual([
      ...BASE_COLUMNS,
      '门数',
      '有效容积',
      '冷藏温度',
      '冷冻温度',
      '制冷剂',
      '对比',
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.length - 1).toBe(modelsOf('lenggui').length);
    expect(rows.length - 1).toBeGreaterThanOrEqual(6);
    // Every model links to its own page and has its 对比 box (UI contract).
    for (const model of modelsOf('lenggui')) {
      expectLink(model.model, `/product/lenggui/${model.model.toLowerCase()}`);
      expect(screen.getByRole('checkbox', { name: `对比 ${model.model}` })).not.toBeChecked();
    }

    const scroller = screen.getByRole('region', { name: '冷柜型号参数表，可左右滑动查看' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(within(scroller).getByRole('table')).toBeInTheDocument();

    // The series' render sits in the banner beside the h1: the page's subject above the fold.
    const picture = screen.getByRole('img', { name: /^冷柜产品图/ });
    expect(picture).toHaveAttribute(
      'srcset',
      expect.stringContaining('/renders/cc-lg-4d-1200.webp 1200w'),
    );
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    const banner = screen.getByRole('region', { name: '冷柜' });
    expect(banner).toContainElement(picture);

    // The lineup's first row is on the first screen (the page's LCP on a phone): not lazy.
    const cards = document.querySelectorAll('#lineup img');
    expect([...cards].slice(0, 4).map((img) => img.getAttribute('loading'))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(cards[4]).toHaveAttribute('loading', 'lazy');
  });

  it('marks the active series in the switcher and links to the other six', () => {
    renderWithRouter(<ProductPage />, { url: '/product?ctype=lenggui' });
    const switcher = screen.getByRole('navigation', { name: '产品系列切换' });
    for (const s of SERIES) {
      const link = within(switcher).getByRole('link', { name: s.name });
      expect(link).toHaveAttribute('href', `/product?ctype=${s.ctype}`);
      if (s.ctype === 'lenggui') expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
    expectLink('全部系列', '/product', within(switcher));
  });

  it('shows 蒸饭柜 with its own columns, and switches series from the switcher', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<ProductPage />, { url: '/product?ctype=zhengfangui' });
    expect(screen.getByRole('heading', { level: 1, name: '蒸饭柜' })).toBeInTheDocument();
    expect(document.title).toBe(`蒸饭柜 - ${SITE}`);
    expect(columnHeaders()).toEqual([
      ...BASE_COLUMNS,
      '盘数',
      '每批大米',
      '加热方式',
      '每批蒸制',
      '每批出饭',
      '对比',
    ]);

    await user.click(
      within(screen.getByRole('navigation', { name: '产品系列切换' })).getByRole('link', {
        name: '消毒柜',
      }),
    );
    expect(router.state.location.search).toBe('?ctype=xiaoduji');
    expect(screen.getByRole('heading', { level: 1, name: '消毒柜' })).toBeInTheDocument();
    expect(columnHeaders()).toContain('消毒方式');
    expect(columnHeaders()).toContain('消毒温度');
  });
});

describe('ProductPage: overview', () => {
  it.each(['/product', '/product?ctype=unknown'])('lists all seven series at %s', (url) => {
    const { container } = renderWithRouter(<ProductPage />, { url });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '产品系列' })).toBeInTheDocument();
    expect(document.title).toBe(`产品系列 - ${SITE}`);
    expect(container.querySelector('section#series')).not.toBeNull();
    expect(container.querySelector('section#services')).not.toBeNull();
    const series = container.querySelector('section#series') as HTMLElement;
    for (const s of SERIES) {
      expectLink(s.name, `/product?ctype=${s.ctype}`, within(series));
    }
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the line-up render of the series in the banner, loaded first', () => {
    renderWithRouter(<ProductPage />, { url: '/product' });
    const banner = screen.getByRole('region', { name: '产品系列' });
    const lineup = within(banner).getByRole('img', { name: /^澄川产品系列效果图/ });
    expect(lineup.getAttribute('srcset')).toBe(
      '/renders/scene-lineup-640.webp 640w, /renders/scene-lineup-800.webp 800w, /renders/scene-lineup-960.webp 960w, /renders/scene-lineup-1280.webp 1280w, /renders/scene-lineup-1920.webp 1920w',
    );
    expect(lineup).toHaveAttribute('sizes');
    expect(lineup).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('series content', () => {
  it('has one entry per series, in navigation order', () => {
    expect(seriesList.map((s) => s.ctype)).toEqual(SERIES.map((s) => s.ctype));
    for (const s of SERIES) expect(seriesContent[s.ctype].name).toBe(s.name);
  });

  it.each(seriesList.map((s) => [s.name, s] as const))('%s is complete', (_name, series) => {
    expect(series.intro.length).toBeGreaterThanOrEqual(2);
    expect(series.intro.length).toBeLessThanOrEqual(3);
    expect(series.features.length).toBeGreaterThanOrEqual(4);
    expect(series.features.length).toBeLessThanOrEqual(6);
    expect(modelsOf(series.ctype).length).toBeGreaterThanOrEqual(6);
    expect(series.uses.length).toBeGreaterThanOrEqual(3);
  });
});
