import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { values } from '@/content/culture';
import { renderWithRouter } from '@/test/render';
import { CulturePage } from './culture-page';
import { company } from '@/config/company';

describe('CulturePage', () => {
  it('has one main with one h1, anchored sections and the page title', () => {
    const { container } = renderWithRouter(<CulturePage />, { url: '/culture' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '企业文化' })).toBeInTheDocument();
    for (const id of ['mission', 'vision', 'values', 'promise', 'life']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('企业文化 - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('names each section by its heading and explains four to six values', () => {
    const { container } = renderWithRouter(<CulturePage />, { url: '/culture' });
    expect(screen.getByRole('region', { name: '企业使命' })).toHaveAttribute('id', 'mission');
    expect(screen.getByRole('region', { name: '企业愿景' })).toHaveAttribute('id', 'vision');
    expect(values.length).toBeGreaterThanOrEqual(4);
    expect(values.length).toBeLessThanOrEqual(6);
    const valuesSection = container.querySelector('section#values') as HTMLElement;
    expect(within(valuesSection).getAllByRole('heading', { level: 3 })).toHaveLength(values.length);
    const promise = container.querySelector('section#promise') as HTMLElement;
    expect(within(promise).getByText(company.hotline, { exact: false })).toBeInTheDocument();
  });
});
