import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CASE_SECTORS } from '@/content/cases';
import { caseStudies as cases } from '@/content/case-studies';
import { renderWithRouter } from '@/test/render';
import { CasePage } from './case-page';

function shownSectors(container: HTMLElement): string[] {
  return [...container.querySelectorAll('#cases li[data-sector]')].map(
    (li) => li.getAttribute('data-sector') ?? '',
  );
}

function filterButton(name: string) {
  return within(screen.getByRole('group', { name: '按行业筛选案例' })).getByRole('button', {
    name,
  });
}

describe('CasePage', () => {
  it('has one main with one h1, anchored sections and the title', () => {
    const { container } = renderWithRouter(<CasePage />, { url: '/case' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '工程案例' })).toBeInTheDocument();
    for (const id of ['cases', 'figures', 'process']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('工程案例 - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('holds at least 12 cases covering all five sectors', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    for (const sector of CASE_SECTORS) expect(cases.some((c) => c.sector === sector)).toBe(true);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('shows every case under 全部 with the filter buttons in order', () => {
    const { container } = renderWithRouter(<CasePage />, { url: '/case' });
    const buttons = within(screen.getByRole('group', { name: '按行业筛选案例' })).getAllByRole(
      'button',
    );
    expect(buttons.map((b) => b.textContent)).toEqual([
      '全部',
      '学校',
      '医院',
      '企业食堂',
      '酒店',
      '连锁餐饮',
    ]);
    expect(filterButton('全部')).toHaveAttribute('aria-pressed', 'true');
    expect(shownSectors(container)).toHaveLength(cases.length);
    expect(screen.getByText(`共 ${cases.length} 个案例`)).toBeInTheDocument();
  });

  it('filters by sector, keeps the choice in ?sector= (replace) and clears it with 全部', async () => {
    const user = userEvent.setup();
    const { container, router } = renderWithRouter(<CasePage />, { url: '/case' });

    await user.click(filterButton('医院'));
    const hospital = cases.filter((c) => c.sector === 'hospital').length;
    expect(shownSectors(container)).toEqual(Array(hospital).fill('hospital'));
    expect(filterButton('医院')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('全部')).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('?sector=hospital');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText(`共 ${hospital} 个案例`)).toBeInTheDocument();

    await user.click(filterButton('连锁餐饮'));
    expect(new Set(shownSectors(container))).toEqual(new Set(['chain']));
    expect(router.state.location.search).toBe('?sector=chain');

    await user.click(filterButton('全部'));
    expect(shownSectors(container)).toHaveLength(cases.length);
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['school', '学校'],
    ['enterprise', '企业食堂'],
    ['hotel', '酒店'],
  ])('reads ?sector=%s from the URL on load', (sector, label) => {
    const { container } = renderWithRouter(<CasePage />, { url: `/case?sector=${sector}` });
    expect(filterButton(label)).toHaveAttribute('aria-pressed', 'true');
    const shown = shownSectors(container);
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([sector]));
  });

  it('treats an unknown sector as 全部', () => {
    const { container } = renderWithRouter(<CasePage />, { url: '/case?sector=airport' });
    expect(filterButton('全部')).toHaveAttribute('aria-pressed', 'true');
    expect(shownSectors(container)).toHaveLength(cases.length);
  });

  it('links each delivered series to its product page', () => {
    renderWithRouter(<CasePage />, { url: '/case?sector=school' });
    const [first] = screen.getAllByRole('link', { name: '蒸饭柜' });
    expect(first).toHaveAttribute('href', '/product?ctype=zhengfangui');
  });

  it('pictures each case with the render of its own installed line', () => {
    const { container } = renderWithRouter(<CasePage />, { url: '/case' });
    const cards = container.querySelectorAll('#cases li[data-sector]');
    expect(cards).toHaveLength(cases.length);
    cases.forEach((study, index) => {
      const img = cards[index]!.querySelector('img')!;
      expect(img.getAttribute('srcset'), study.id).toContain(`/renders/case-${study.id}-640.webp`);
      expect(img).toHaveAttribute('sizes');
      expect(img.getAttribute('alt')).toMatch(new RegExp(`^${study.name}设备布置效果图`));
    });
    // The first card's picture is the page's largest paint: loaded at once, high priority.
    expect(cards[0]!.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(cards[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
