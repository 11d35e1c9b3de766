import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLink } from '@/test/links';
import { positions } from '@/content/joinus';
import { renderWithRouter } from '@/test/render';
import { JoinusPage } from './joinus-page';

vi.mock('@/lib/clipboard', () => ({ copyText: vi.fn(async () => true) }));

afterEach(() => {
  vi.useRealTimers();
});

describe('JoinusPage', () => {
  it('has one main with one h1, anchored sections and the page title', () => {
    const { container } = renderWithRouter(<JoinusPage />, { url: '/joinus' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '加入我们' })).toBeInTheDocument();
    for (const id of ['positions', 'benefits', 'apply', 'dealer']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('加入我们 - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('lists at least six positions, all collapsed at first', () => {
    renderWithRouter(<JoinusPage />, { url: '/joinus' });
    expect(positions.length).toBeGreaterThanOrEqual(6);
    for (const title of [
      '销售工程师',
      '厨房设计师',
      '售后工程师',
      '钣金技工',
      '电气工程师',
      '外贸专员',
    ]) {
      const button = screen.getByRole('button', { name: new RegExp(`^${title}`) });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
  });

  it('expands and collapses a position with its header button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<JoinusPage />, { url: '/joinus' });
    const job = positions.find((p) => p.title === '电气工程师')!;
    const button = screen.getByRole('button', { name: /^电气工程师/ });
    expect(button).toHaveTextContent(job.location);
    expect(button.textContent).toContain(job.count);
    expect(screen.queryByText(job.duties[0]!)).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('heading', { name: '岗位职责' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: '任职要求' })).toBeInTheDocument();
    expect(within(panel).getByText(job.duties[0]!)).toBeVisible();
    expect(within(panel).getByText(job.requirements[0]!)).toBeVisible();
    expectLink(
      '投递电气工程师',
      `mailto:hr@chengchuan.example?subject=${encodeURIComponent('应聘电气工程师')}`,
      within(panel),
    );
    // Others stay closed.
    expect(screen.getByRole('button', { name: /^销售工程师/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('shows how to apply, with a copy button that confirms for 3 s', async () => {
    vi.useFakeTimers();
    const { container } = renderWithRouter(<JoinusPage />, { url: '/joinus' });
    const apply = container.querySelector('section#apply') as HTMLElement;
    expectLink('hr@chengchuan.example', 'mailto:hr@chengchuan.example', within(apply));
    expectLink('0757-2883-1234', 'tel:075728831234', within(apply));

    const copy = within(apply).getByRole('button', { name: '复制招聘邮箱' });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(copy).toHaveTextContent('已复制');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(copy).toHaveTextContent('复制');
    expect(copy).not.toHaveTextContent('已复制');
  });

  it('recruits dealers with conditions and support', () => {
    const { container } = renderWithRouter(<JoinusPage />, { url: '/joinus' });
    const dealer = container.querySelector('section#dealer') as HTMLElement;
    expect(within(dealer).getByRole('heading', { level: 3, name: '合作条件' })).toBeInTheDocument();
    expect(within(dealer).getByRole('heading', { level: 3, name: '厂家支持' })).toBeInTheDocument();
    expectLink('了解更多合作模式', '/teamwork', within(dealer));
  });
});
