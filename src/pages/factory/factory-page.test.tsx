import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { equipmentList, productionLines, qualitySteps } from '@/content/factory';
import { renderWithRouter } from '@/test/render';
import { FactoryPage } from './factory-page';

describe('FactoryPage', () => {
  it('has one main with one h1, anchored sections and the page title', () => {
    const { container } = renderWithRouter(<FactoryPage />, { url: '/factory' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '工厂实力' })).toBeInTheDocument();
    for (const id of ['plant', 'lines', 'capacity', 'quality', 'equipment']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('工厂实力 - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('shows the lines, numbered quality steps and the equipment table', () => {
    const { container } = renderWithRouter(<FactoryPage />, { url: '/factory' });
    const lines = container.querySelector('section#lines') as HTMLElement;
    for (const line of productionLines) {
      expect(within(lines).getByRole('heading', { level: 3, name: line.name })).toBeInTheDocument();
    }
    expect(within(lines).getByRole('heading', { name: '机器人焊接' })).toBeInTheDocument();
    const quality = container.querySelector('section#quality') as HTMLElement;
    expect(within(quality).getByText('01')).toBeInTheDocument();
    expect(
      within(quality).getByText(String(qualitySteps.length).padStart(2, '0')),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '澄川生产基地主要设备清单' });
    expect(within(table).getAllByRole('row')).toHaveLength(equipmentList.length + 1);
  });

  it('draws the plant with meaningful alt texts', () => {
    renderWithRouter(<FactoryPage />, { url: '/factory' });
    const plant = screen.getByRole('img', { name: /^澄川生产基地鸟瞰效果图/ });
    expect(plant).not.toHaveAttribute('loading');
    expect(plant.getAttribute('srcset')).toContain('/renders/scene-campus-640.webp 640w');
    expect(plant).toHaveAttribute('sizes');
    expect(screen.getByRole('img', { name: /激光切割/ })).toHaveAttribute('loading', 'lazy');
  });

  it('shows each production step with its own picture inside its card', () => {
    const { container } = renderWithRouter(<FactoryPage />, { url: '/factory' });
    const lines = container.querySelector('section#lines') as HTMLElement;
    const cards = within(lines)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'));
    expect(cards).toHaveLength(productionLines.length);
    expect(new Set(productionLines.map((line) => line.image.src)).size).toBe(
      productionLines.length,
    );
    productionLines.forEach((line, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(line.name);
      const img = within(card).getByRole('img');
      expect(img).toHaveAttribute('src', line.image.src);
      expect(img).toHaveAccessibleName(line.image.alt);
      expect(img).toHaveAttribute('width', String(line.image.width));
      expect(img).toHaveAttribute('height', String(line.image.height));
      expect(img).toHaveAttribute('loading', 'lazy');
      // Every step is a scene rendered by npm run renders, at two widths.
      expect(img.getAttribute('srcset')).toMatch(/^\/renders\/scene-[a-z-]+-640\.webp 640w, /);
      expect(img.getAttribute('sizes')).toMatch(/380px$/);
      // The picture comes first in the card, above the step number and the name.
      expect(card.firstElementChild?.contains(img)).toBe(true);
    });
    expect(within(lines).getByRole('img', { name: /^数控折弯效果图/ })).toBeInTheDocument();
    expect(within(lines).getByRole('img', { name: /^聚氨酯发泡效果图/ })).toBeInTheDocument();
    const bay = within(lines).getByRole('img', { name: /老化测试区效果图/ });
    expect(bay.getAttribute('srcset')).toContain('/renders/scene-factory-640.webp 640w');
  });
});
