import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('has one main with one h1 and anchored sections', () => {
    const { container } = renderWithRouter(<AboutPage />, { url: '/about' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '公司简介' })).toBeInTheDocument();
    for (const id of ['intro', 'figures', 'milestones', 'delivered', 'business', 'service']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('公司简介 - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('runs five milestones on a rail to 发展历程, and a delivered kitchen full width', () => {
    renderWithRouter(<AboutPage />, { url: '/about' });
    const rail = screen.getByRole('region', { name: '二十年，几个节点' });
    const years = within(rail)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.slice(0, 4));
    expect(years).toEqual(['2006', '2010', '2016', '2022', '2026']);
    expect(within(rail).getByRole('link', { name: '查看完整发展历程' })).toHaveAttribute(
      'href',
      '/progress',
    );
    const band = screen.getByRole('region', { name: '佛山市顺德区某中学新校区食堂' });
    expect(within(band).getByRole('img')).toHaveAttribute(
      'src',
      '/renders/case-shunde-middle-school-1280.webp',
    );
    expect(within(band).getByRole('link', { name: '查看案例详情' })).toHaveAttribute(
      'href',
      '/case/shunde-middle-school',
    );
  });
});
