// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERIES } from '@/config/series';
import { modelsOf } from '@/content/catalogue';
import { seriesContent } from '@/content/products';
import { loadSeriesData } from './series-data';

describe('one series’ data, as a model page loads it', () => {
  it.each(SERIES.map((s) => s.ctype))(
    '%s: the catalogue’s models and copy of that series',
    async (ctype) => {
      const { models, content } = await loadSeriesData(ctype);
      expect(models).toEqual(modelsOf(ctype));
      expect(models.length).toBeGreaterThan(0);
      expect(content).toBe(seriesContent[ctype]);
    },
  );

  it('is fetched once, and its promise carries the value React’s use reads', async () => {
    const first = loadSeriesData('lenggui');
    expect(loadSeriesData('lenggui')).toBe(first);
    const value = await first;
    expect(first).toMatchObject({ status: 'fulfilled', value });
  });
});
