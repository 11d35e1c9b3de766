import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { milestones } from '@/content/progress';
import { renderWithRouter } from '@/test/render';
import { ProgressPage } from './progress-page';

describe('ProgressPage', () => {
  it('has one main with one h1, anchored sections and the page title', () => {
    const { container } = renderWithRouter(<ProgressPage />, { url: '/progress' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '发展历程' })).toBeInTheDocument();
    for (const id of ['timeline', 'today']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('发展历程 - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('lists at least ten milestones in order from 2006 to 2026', () => {
    const { container } = renderWithRouter(<ProgressPage />, { url: '/progress' });
    const timeline = container.querySelector('section#timeline') as HTMLElement;
    const items = within(timeline).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items).toHaveLength(milestones.length);
    const years = [...timeline.querySelectorAll('time')].map((t) =>
      Number(t.getAttribute('dateTime')),
    );
    expect(years[0]).toBe(2006);
    expect(years.at(-1)).toBe(2026);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    expect(
      within(timeline).getByRole('heading', { level: 3, name: '在顺德伦教创立' }),
    ).toBeInTheDocument();
  });

  it('gives the illustration a Chinese alt text', () => {
    renderWithRouter(<ProgressPage />, { url: '/progress' });
    const plant = screen.getByRole('img', { name: /^澄川生产基地鸟瞰效果图/ });
    expect(plant).toHaveAttribute('loading', 'lazy');
    expect(plant.getAttribute('srcset')).toContain('/renders/scene-campus-1280.webp 1280w');
  });
});
