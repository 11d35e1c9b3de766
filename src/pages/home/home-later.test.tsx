import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HomeLater } from './home-later';

describe('the home page below its hero', () => {
  it('has links and no button (it hydrates after the rest)', () => {
    // A press on a button React cannot hydrate yet is dropped: this part's chunk arrives after
    // hydration on a first visit, so it holds links and static content only.
    const { container } = render(
      <MemoryRouter>
        <HomeLater />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('a').length).toBeGreaterThan(10);
    expect(
      container.querySelectorAll(
        'button, [role="button"], input, select, textarea, [tabindex]:not(a)',
      ),
    ).toHaveLength(0);
  });
});
