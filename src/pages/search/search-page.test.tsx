import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadSiteIndex } from '@/features/search/load-index';
import { renderWithRouter } from '@/test/render';
import { SearchPage } from './search-page';

// The page suspends on the index (React's use): rendered inside an awaited act.
const renderSearch = (query: string) =>
  act(async () => {
    renderWithRouter(
      <Suspense fallback={<p>正在准备搜索…</p>}>
        <SearchPage />
      </Suspense>,
      { url: `/search?q=${encodeURIComponent(query)}` },
    );
  });

const group = (name: RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('SearchPage', () => {
  it('puts the group of the best match first and shows ten of a long group until asked', async () => {
    const all = (await loadSiteIndex()).search('医院');
    const products = all.filter((r) => r.group === '产品');
    expect(products.length).toBeGreaterThan(10);
    await renderSearch('医院');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      `案例${all.length - products.length}`,
      `产品${products.length}`,
    ]);
    const list = group(/^产品/);
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    fireEvent.click(within(list).getByRole('button', { name: `显示全部 ${products.length} 条` }));
    expect(within(list).getAllByRole('link')).toHaveLength(products.length);
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it("shows each model's picture: a lazy raster image, sized, its alt naming the model", async () => {
    await renderSearch('冷柜');
    const list = group(/^产品/);
    const models = within(list)
      .getAllByRole('link')
      .map((link) => /^CC-[A-Z0-9]+-[A-Z0-9]+/.exec(link.textContent ?? '')?.[0])
      .filter((model): model is string => Boolean(model));
    expect(models.length).toBeGreaterThanOrEqual(6);
    for (const model of models) {
      const image = within(list).getByRole('img', { name: new RegExp(`^${model} `) });
      expect(image).toHaveAttribute('src', `/renders/${model.toLowerCase()}-800.webp`);
      expect(image.getAttribute('srcset')).toContain(
        `/renders/${model.toLowerCase()}-240.webp 240w`,
      );
      expect(image).toHaveAttribute('loading', 'lazy');
      // Width and height reserve its box before it arrives: no shift as the pictures come.
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it('shows no picture for a case or a page', async () => {
    await renderSearch('学校');
    expect(within(group(/^案例/)).queryAllByRole('img')).toEqual([]);
  });

  it('shows a short group whole, without a button', async () => {
    await renderSearch('冷柜');
    await screen.findByRole('heading', { level: 2, name: /^产品/ });
    expect(within(group(/^产品/)).queryByRole('button')).toBeNull();
  });
});
