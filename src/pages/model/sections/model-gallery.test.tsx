import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogue, findModel } from '@/content/catalogue';
import { productViews } from '@/content/catalogue/product-views';
import { ModelGallery } from './model-gallery';

const shown = () => within(screen.getByRole('tabpanel')).getByRole('img');

describe('model page gallery', () => {
  it('gives every model three views or more', () => {
    for (const model of catalogue) expect(productViews(model).length).toBeGreaterThanOrEqual(3);
  });

  it('shows three views as raster images with srcset, switched by thumbnail', async () => {
    render(<ModelGallery model={findModel('CC-LG-4D')!} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['整机', '正面', '开门']);
    expect(tabs[1]).toHaveAccessibleName('CC-LG-4D 正面');
    for (const img of screen.getAllByRole('img')) {
      expect(img).toHaveAccessibleName(/CC-LG-4D/);
      expect(img.getAttribute('srcset')).toMatch(/480w, .*1200w/);
    }
    expect(shown()).toHaveAttribute('src', '/renders/cc-lg-4d-800.webp');
    await userEvent.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(shown()).toHaveAttribute('src', '/renders/cc-lg-4d-front-800.webp');
    expect(shown()).toHaveAccessibleName('CC-LG-4D 四门双温冰箱产品图 · 正面');
  });

  it('moves between views with the arrow keys, Home and End, focus following', async () => {
    render(<ModelGallery model={findModel('CC-ZT-2C')!} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(shown().getAttribute('src')).toContain('cc-zt-2c-front');
    await userEvent.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    expect(shown().getAttribute('src')).toContain('cc-zt-2c-top');
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName(/CC-ZT-2C .*俯视/);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });
});
