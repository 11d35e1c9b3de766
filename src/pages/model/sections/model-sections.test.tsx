import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { casesUsingModel } from '@/content/case-installs';
import { findModel, modelsOf } from '@/content/catalogue';
import { seriesContent } from '@/content/products';
import { renderWithRouter } from '@/test/render';
import { ModelCases } from './model-cases';
import { RelatedModels } from './related-models';

const model = findModel('CC-ZF-24E')!;

describe('model page sections', () => {
  it('shows every other model of the series with its render, the link named by its text', () => {
    const { container } = renderWithRouter(
      <RelatedModels
        model={model}
        models={modelsOf('zhengfangui')}
        series={seriesContent.zhengfangui}
      />,
    );
    const others = modelsOf('zhengfangui').filter((other) => other.model !== model.model);
    const cards = within(container).getAllByRole('listitem');
    expect(cards).toHaveLength(others.length);
    others.forEach((other, index) => {
      const card = cards[index]!;
      const link = within(card).getByRole('link');
      expect(link).toHaveAttribute('href', `/product/zhengfangui/${other.model.toLowerCase()}`);
      expect(link.textContent).toContain(other.model);
      const img = card.querySelector('img')!;
      expect(img.getAttribute('srcset')).toContain(
        `/renders/${other.model.toLowerCase()}-480.webp`,
      );
      // The image repeats the text beside it: no alt, so the link's name stays the model's text.
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('loading', 'lazy');
    });
  });

  it('shows each case that installed the model with the render of its kitchen line', () => {
    const used = casesUsingModel(model.model);
    expect(used.length).toBeGreaterThan(0);
    const { container } = renderWithRouter(<ModelCases model={model} />);
    const cards = within(container).getAllByRole('link');
    expect(cards).toHaveLength(used.length);
    used.forEach((study, index) => {
      expect(cards[index]).toHaveAttribute('href', `/case/${study.id}`);
      const img = cards[index]!.querySelector('img')!;
      expect(img.getAttribute('srcset')).toContain(`/renders/case-${study.id}-640.webp`);
      expect(img).toHaveAttribute('alt', '');
    });
  });
});
