import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogue, findModel } from '@/content/catalogue';
import { seriesContent } from '@/content/products';
import { ModelUses } from './model-uses';

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('ModelUses', () => {
  it("lists only the series' uses in the model's own sectors", () => {
    const model = findModel('CC-BWT-3T')!;
    expect(model.sectors).toEqual(['hotel', 'chain']);
    render(<ModelUses model={model} series={seriesContent.baowentai} />);
    expect(screen.getByText('酒店')).toBeInTheDocument();
    expect(headings()).toEqual(['汤品与小吃档口']);
  });

  it('tells a wok-stove page of its woks, never of the big pot stove', () => {
    render(<ModelUses model={findModel('CC-ZT-2C')!} series={seriesContent.shangyongzaotai} />);
    expect(headings()).toContain('学校与医院炒菜间');
    expect(document.body.textContent).not.toContain('大锅灶');
  });

  it('shows at least one use for every model of the catalogue', () => {
    for (const model of catalogue) {
      const { unmount } = render(<ModelUses model={model} series={seriesContent[model.ctype]} />);
      expect(headings().length, model.model).toBeGreaterThan(0);
      unmount();
    }
  });
});
