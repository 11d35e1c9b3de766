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
    expect(headings()).toEqual(['酒店自助餐厅']);
  });

  it('shows at least one use for every model of the catalogue', () => {
    for (const model of catalogue) {
      const { unmount } = render(<ModelUses model={model} series={seriesContent[model.ctype]} />);
      expect(headings().length, model.model).toBeGreaterThan(0);
      unmount();
    }
  });
});
