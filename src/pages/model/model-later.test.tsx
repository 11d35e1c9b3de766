import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SERIES } from '@/config/series';
import { loadSeriesData } from '@/features/catalogue/series-data';
import { ModelLater } from './model-later';

describe('a model page below its first screen', () => {
  it.each(SERIES.map((s) => s.ctype))(
    'has no button in any %s model (it hydrates after the rest)',
    async (ctype) => {
      // A press on a button React cannot hydrate yet is dropped: this part's chunk arrives after
      // hydration on a first visit, so it holds links and static content only.
      const { models, content } = await loadSeriesData(ctype);
      for (const model of models) {
        const { container, unmount } = render(
          <MemoryRouter>
            <ModelLater model={model} models={models} series={content} />
          </MemoryRouter>,
        );
        expect(container.querySelectorAll('a').length, model.model).toBeGreaterThan(0);
        expect(
          container.querySelectorAll(
            'button, [role="button"], input[type="submit"], input[type="button"]',
          ),
          model.model,
        ).toHaveLength(0);
        unmount();
      }
    },
  );
});
