import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { patents } from '@/content/technology';
import { renderWithRouter } from '@/test/render';
import { TechnologyPage } from './technology-page';

describe('TechnologyPage', () => {
  it('has one main with one h1, the footer anchors and the page title', () => {
    const { container } = renderWithRouter(<TechnologyPage />, { url: '/technology' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '技术研发' })).toBeInTheDocument();
    // #rd, #patents and #standards are linked from the footer.
    for (const id of ['rd', 'core', 'patents', 'standards']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('技术研发 - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('lists at least eight patents and filters them by type', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TechnologyPage />, { url: '/technology' });
    const list = screen.getByRole('list', { name: '代表性专利' });
    expect(patents.length).toBeGreaterThanOrEqual(8);
    expect(within(list).getAllByRole('listitem')).toHaveLength(patents.length);

    const all = screen.getByRole('button', { name: /^全部/ });
    const invention = screen.getByRole('button', { name: /^发明专利/ });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    await user.click(invention);
    expect(invention).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    const inventions = patents.filter((p) => p.kind === '发明专利');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(inventions.length);
    for (const item of items) expect(item).toHaveTextContent('发明专利');

    await user.click(screen.getByRole('button', { name: /^实用新型/ }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(patents.length - inventions.length);
    await user.click(all);
    expect(within(list).getAllByRole('listitem')).toHaveLength(patents.length);
  });

  it('names the standards it follows', () => {
    const { container } = renderWithRouter(<TechnologyPage />, { url: '/technology' });
    const standards = container.querySelector('section#standards') as HTMLElement;
    expect(within(standards).getByText('GB 35848')).toBeInTheDocument();
    expect(within(standards).getByText('饮食业油烟排放标准（试行）')).toBeInTheDocument();
  });
});
