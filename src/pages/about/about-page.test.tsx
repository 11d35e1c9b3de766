import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('has one main with one h1 and anchored sections', () => {
    const { container } = renderWithRouter(<AboutPage />, { url: '/about' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '公司简介' })).toBeInTheDocument();
    for (const id of ['intro', 'figures', 'business', 'service']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('公司简介 - 澄川厨装 — 商用厨房设备整体解决方案');
  });
});
