// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue';
import { labs } from '../technology';
import { chineseNumber, facts } from './facts';
import { patentCounts, patents } from './patents';
import { servicePromises, warrantyPhrase } from './service';

describe('the claims agree with themselves and the data', () => {
  it('counts the catalogue, the labs and the patents as they are', () => {
    expect(facts.models).toBe(catalogue.length);
    expect(facts.labs).toBe(labs.length);
    expect(patentCounts.invention + patentCounts.utility + patentCounts.design).toBe(
      patentCounts.total,
    );
    for (const kind of ['发明专利', '实用新型专利', '外观设计专利'] as const) {
      const listed = patents.filter((p) => p.kind === kind).length;
      const count = {
        发明专利: patentCounts.invention,
        实用新型专利: patentCounts.utility,
        外观设计专利: patentCounts.design,
      }[kind];
      expect(listed, kind).toBeLessThanOrEqual(count);
    }
  });

  it('lists each patent once, with a number of its kind and year', () => {
    expect(new Set(patents.map((p) => p.code)).size).toBe(patents.length);
    expect(new Set(patents.map((p) => p.title)).size).toBe(patents.length);
    for (const p of patents) {
      expect(p.code.startsWith(`ZL ${p.year} ${p.kind === '发明专利' ? 1 : 2} `), p.title).toBe(
        true,
      );
      expect(p.year).toBeGreaterThanOrEqual(facts.founded);
      expect(p.year).toBeLessThanOrEqual(facts.asOf);
    }
  });

  it('states the lead times and the warranty the promises use', () => {
    expect(servicePromises.map((p) => p.text).join('')).toContain(warrantyPhrase);
    expect(chineseNumber(20)).toBe('二十');
    expect(chineseNumber(4)).toBe('四');
    expect(chineseNumber(12)).toBe('十二');
  });
});
