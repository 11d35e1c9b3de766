// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERIES, seriesOfModel } from '@/config/series';
import { caseStudies } from '../case-studies';
import { facts } from '../claims/facts';
import { catalogue, findModel, modelsOf, modelSlug } from './index';
import type { CatalogueModel } from './types';

const byNumber = (model: string) => findModel(model)!;

describe('catalogue data', () => {
  it('has at least six models in every series, 42 or more in all', () => {
    for (const series of SERIES) expect(modelsOf(series.ctype).length).toBeGreaterThanOrEqual(6);
    expect(catalogue.length).toBeGreaterThanOrEqual(42);
  });

  it('writes model numbers one way, unique, with unique page slugs', () => {
    const numbers = catalogue.map((m) => m.model);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^CC-[A-Z]+-[A-Z0-9]+$/);
    expect(new Set(numbers.map(modelSlug)).size).toBe(numbers.length);
  });

  it('writes the series into the model number (CC-LG-… is a 冷柜)', () => {
    for (const m of catalogue) expect(seriesOfModel(m.model), m.model).toBe(m.ctype);
    // The model whose picture stands for a series is one of its own.
    for (const s of SERIES) expect(findModel(s.face)?.ctype, s.face).toBe(s.ctype);
  });

  it('finds a model by its number or slug in any case', () => {
    expect(findModel('cc-lg-4d')?.name).toBe('四门双温冰箱');
    expect(findModel(' CC-LG-4D ')?.model).toBe('CC-LG-4D');
    expect(findModel('CC-NOPE-1')).toBeUndefined();
  });

  it('gives every model positive dimensions, weight and power, a summary and its kitchens', () => {
    for (const m of catalogue) {
      const { width, depth, height } = m.dimensionsMm;
      expect(Math.min(width, depth, height, m.weightKg, m.powerW), m.model).toBeGreaterThan(0);
      expect(m.summary.length, m.model).toBeGreaterThan(15);
      expect(m.sectors.length, m.model).toBeGreaterThan(0);
    }
  });

  // Bigger in the catalogue must mean bigger in the data: [smaller, larger] of the same form.
  const larger: [string, string, (m: CatalogueModel) => number][] = [
    ['CC-LG-4D', 'CC-LG-6D', (m) => (m.ctype === 'lenggui' ? m.volumeL : 0)],
    ['CC-LG-2D', 'CC-LG-4D', (m) => (m.ctype === 'lenggui' ? m.volumeL : 0)],
    ['CC-LG-PT12', 'CC-LG-PT18', (m) => (m.ctype === 'lenggui' ? m.volumeL : 0)],
    ['CC-BWT-4Y', 'CC-BWT-6S', (m) => (m.ctype === 'baowentai' ? m.servings : 0)],
    ['CC-BWT-6S', 'CC-BWT-8G', (m) => (m.ctype === 'baowentai' ? m.servings : 0)],
    ['CC-BWT-10D', 'CC-BWT-12D', (m) => (m.ctype === 'baowentai' ? m.servings : 0)],
    ['CC-ZT-1C', 'CC-ZT-2C', (m) => (m.ctype === 'shangyongzaotai' ? m.heatLoadKw : 0)],
    ['CC-ZT-2C', 'CC-ZT-3C', (m) => (m.ctype === 'shangyongzaotai' ? m.heatLoadKw : 0)],
    ['CC-XD-1G', 'CC-XD-2R', (m) => (m.ctype === 'xiaoduji' ? m.trays : 0)],
    ['CC-XD-TC2', 'CC-XD-TC4', (m) => (m.ctype === 'xiaoduji' ? m.trays : 0)],
    ['CC-YJ-4K', 'CC-YJ-8K', (m) => (m.ctype === 'youyanjinghua' ? m.airflowM3h : 0)],
    ['CC-YJ-8K', 'CC-YJ-16K', (m) => (m.ctype === 'youyanjinghua' ? m.airflowM3h : 0)],
    ['CC-ZF-6E', 'CC-ZF-12E', (m) => (m.ctype === 'zhengfangui' ? m.riceKgPerBatch : 0)],
    ['CC-ZF-12E', 'CC-ZF-24E', (m) => (m.ctype === 'zhengfangui' ? m.riceKgPerBatch : 0)],
    ['CC-ZF-24E', 'CC-ZF-36E', (m) => (m.ctype === 'zhengfangui' ? m.riceKgPerBatch : 0)],
    ['CC-JS-400', 'CC-JS-800', (m) => (m.ctype === 'shangyongjingshuiji' ? m.outputLph : 0)],
    ['CC-JS-1T', 'CC-JS-2T', (m) => (m.ctype === 'shangyongjingshuiji' ? m.outputLph : 0)],
  ];
  it.each(larger)('%s < %s: more capacity, bigger, heavier, more power', (a, b, capacity) => {
    const small = byNumber(a);
    const big = byNumber(b);
    expect(capacity(big)).toBeGreaterThan(capacity(small));
    const volume = ({ width, depth, height }: CatalogueModel['dimensionsMm']) =>
      width * depth * height;
    expect(volume(big.dimensionsMm)).toBeGreaterThan(volume(small.dimensionsMm));
    expect(big.dimensionsMm.width).toBeGreaterThanOrEqual(small.dimensionsMm.width);
    expect(big.weightKg).toBeGreaterThan(small.weightKg);
    expect(big.powerW).toBeGreaterThanOrEqual(small.powerW);
  });

  it('gives a rice steamer about 10 portions per kg of raw rice (100 g each)', () => {
    for (const m of modelsOf('zhengfangui')) expect(m.servingsPerBatch).toBe(m.riceKgPerBatch * 10);
  });
});

describe('case data', () => {
  it('installs only catalogue models, in sensible quantities, with problem and figures', () => {
    for (const study of caseStudies) {
      expect(study.problem.length, study.id).toBeGreaterThan(20);
      expect(study.figures.length, study.id).toBeGreaterThanOrEqual(2);
      expect(study.figures.length, study.id).toBeLessThanOrEqual(4);
      expect(study.installed.length, study.id).toBeGreaterThan(0);
      for (const item of study.installed) {
        expect(findModel(item.model), `${study.id}: ${item.model}`).toBeDefined();
        expect(item.quantity).toBeGreaterThan(0);
        expect(item.quantity).toBeLessThan(100);
      }
      // The series list shown on case cards comes from what was installed.
      expect(study.equipment).toEqual([
        ...new Set(study.installed.map((item) => findModel(item.model)!.ctype)),
      ]);
    }
  });
});

describe('what the copy claims about the catalogue', () => {
  // The copy states the count from src/content/claims/facts.ts only (claims.test.ts).
  it('gives the catalogue’s model count', () => {
    expect(facts.models).toBe(catalogue.length);
  });
});
