import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LinkCardGrid, lastRowLead } from './link-card-grid';

const leads = (count: number) =>
  Array.from({ length: count }, (_, index) => lastRowLead(index, count) ?? null);

describe('lastRowLead', () => {
  it('moves in the first card of a short last row by half the missing cards, per column count', () => {
    // Seven series: rows of 4 end with 3 (moved in half a card), rows of 3 with 1 (one card),
    // rows of 2 with 1 (half a card).
    expect(leads(7)).toEqual([
      null,
      null,
      null,
      null,
      { '--lead-4': 0.5 },
      null,
      { '--lead-2': 0.5, '--lead-3': 1 },
    ]);
  });

  it('moves nothing when every row is full', () => {
    expect(leads(12).every((lead) => lead === null)).toBe(true);
  });
});

it('writes the lead on the card itself, so a partly arrived page already shows it', () => {
  const items = Array.from({ length: 5 }, (_, i) => ({
    title: `卡片 ${i}`,
    text: '说明',
    href: `/case/${i}`,
    image: { src: `/a-${i}.svg`, alt: '', width: 8, height: 5 },
  }));
  const { container } = render(
    <MemoryRouter>
      <LinkCardGrid items={items} columns={4} />
    </MemoryRouter>,
  );
  const cards = container.querySelectorAll('li');
  // Five cards: rows of 2 and of 4 end with one card, rows of 3 with two.
  expect(cards[4]!.getAttribute('style')).toBe('--lead-2: 0.5; --lead-4: 1.5;');
  expect(cards[3]!.getAttribute('style')).toBe('--lead-3: 0.5;');
  expect(cards[0]!.getAttribute('style')).toBeNull();
});
