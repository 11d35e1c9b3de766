// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { casesUsingModel } from './case-installs';
import { caseStudies } from './case-studies';

describe('the cases a model page lists, without the stories', () => {
  it('are the cases whose story installed the model, with how many, for every model', () => {
    let listed = 0;
    for (const { model } of catalogue) {
      const expected = caseStudies.flatMap((study) => {
        const item = study.installed.find((installed) => installed.model === model);
        return item ? [{ id: study.id, name: study.name, quantity: item.quantity }] : [];
      });
      const found = casesUsingModel(model).map(({ id, name, quantity }) => ({
        id,
        name,
        quantity,
      }));
      expect(found, model).toEqual(expected);
      listed += found.length;
    }
    expect(listed).toBeGreaterThan(40);
  });

  it('lists none for a model no case installed', () => {
    expect(casesUsingModel('CC-XX-0')).toEqual([]);
  });
});
