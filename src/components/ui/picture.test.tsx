import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture';

const drawing = { src: '/a.svg', alt: '示意图', width: 400, height: 300 };
const render640 = {
  ...drawing,
  src: '/r-1280.webp',
  srcSet: '/r-640.webp 640w, /r-1280.webp 1280w',
};

describe('Picture', () => {
  it('gives a render its srcset and sizes', () => {
    render(<Picture image={render640} sizes="300px" />);
    const img = screen.getByRole('img', { name: '示意图' });
    expect(img).toHaveAttribute('srcset', render640.srcSet);
    expect(img).toHaveAttribute('sizes', '300px');
    expect(img).toHaveAttribute('width', '400');
  });

  it('drops sizes on a drawing without a srcset (invalid HTML otherwise)', () => {
    render(<Picture image={drawing} sizes="300px" loading="lazy" />);
    const img = screen.getByRole('img', { name: '示意图' });
    expect(img).not.toHaveAttribute('sizes');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
