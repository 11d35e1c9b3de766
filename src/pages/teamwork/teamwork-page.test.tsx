import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectLink } from '@/test/links';
import { cooperationModels, cooperationSteps } from '@/content/teamwork';
import { renderWithRouter } from '@/test/render';
import { TeamworkPage } from './teamwork-page';
import { company } from '@/config/company';
import { telHref } from '@/config/tel';

describe('TeamworkPage', () => {
  it('has one main with one h1, anchored sections and the page title', () => {
    const { container } = renderWithRouter(<TeamworkPage />, { url: '/teamwork' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '合作共赢' })).toBeInTheDocument();
    for (const id of ['models', 'partners', 'benefits', 'process', 'contact']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('合作共赢 - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('lists the cooperation models and the steps in order', () => {
    const { container } = renderWithRouter(<TeamworkPage />, { url: '/teamwork' });
    const models = container.querySelector('section#models') as HTMLElement;
    for (const name of ['厨房工程总包', '区域经销', '设计院合作', '连锁餐饮集采']) {
      expect(within(models).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(within(models).getAllByRole('heading', { level: 3 })).toHaveLength(
      cooperationModels.length,
    );
    const process = container.querySelector('section#process') as HTMLElement;
    const titles = within(process)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(cooperationSteps.map((s) => s.title));
  });

  it('sends the visitor to /contact', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<TeamworkPage />, {
      url: '/teamwork',
      routes: [
        { path: '/teamwork', element: <TeamworkPage /> },
        { path: '/contact', element: <p>联系页</p> },
      ],
    });
    expectLink(new RegExp(company.hotline), telHref(company.hotline));
    const link = screen.getByRole('link', { name: '联系我们' });
    expect(link).toHaveAttribute('href', '/contact');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/contact');
  });
});
