// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findModel } from './catalogue';
import { caseLine } from './case-line';
import { caseStudies as cases } from './case-studies';
import { caseBeforeRender, caseRender } from './cases';

const widthM = (model: string) => findModel(model)!.dimensionsMm.width / 1000;

describe('case renders', () => {
  it.each(cases.map((study) => [study.id, study] as const))(
    '%s lines up its own installed models, in its order, no wider than 7.4 m',
    (_id, study) => {
      const line = caseLine(study.installed, study.sector);
      expect(line.models.length).toBeGreaterThanOrEqual(3);
      const listed = study.installed.map((item) => item.model);
      // A subsequence of the installed list: same order, nothing that was not delivered.
      const positions = line.models.map((model) => listed.indexOf(model));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(line.models.reduce((sum, m) => sum + widthM(m), 0)).toBeLessThanOrEqual(7.4);
      for (const model of line.models) expect(findModel(model)!.ctype).not.toBe('youyanjinghua');
      const hasStove = line.models.some((m) => findModel(m)!.ctype === 'shangyongzaotai');
      // A hotel's line is its hot kitchen, under a hood whatever it holds.
      expect(line.hood).toBe(hasStove || study.sector === 'hotel');
      expect(line.sector).toBe(study.sector);
    },
  );

  it('leaves out fume units and what would not fit, keeping what still does', () => {
    const line = caseLine(
      [
        { model: 'CC-BWT-12D', quantity: 1 },
        { model: 'CC-YJ-20KU', quantity: 1 },
        { model: 'CC-ZF-36E', quantity: 1 },
        { model: 'CC-ZT-3C', quantity: 1 },
        { model: 'CC-LG-LY2', quantity: 1 },
      ],
      'school',
    );
    // 3.6 + 1.86 = 5.46 m; the 2.6 m stove would pass 7.4 m, the 0.6 m sample fridge fits.
    expect(line).toEqual({
      models: ['CC-BWT-12D', 'CC-ZF-36E', 'CC-LG-LY2'],
      hood: false,
      room: 'kitchen',
      sector: 'school',
    });
  });

  it('are rendered into public/renders at every width of their srcset, 1920 included', () => {
    for (const study of cases) {
      const image = caseRender(study);
      const urls = image.srcSet!.split(', ').map((entry) => entry.split(' ')[0]!);
      expect(urls).toEqual([
        `/renders/case-${study.id}-640.webp`,
        `/renders/case-${study.id}-800.webp`,
        `/renders/case-${study.id}-960.webp`,
        image.src,
        `/renders/case-${study.id}-1920.webp`,
      ]);
      for (const url of urls)
        expect(existsSync(join(process.cwd(), 'public', url)), `${url}: npm run renders`).toBe(
          true,
        );
      expect(image.alt.startsWith(study.name)).toBe(true);
      // The old kitchen of 改造前的难题: its own picture, not the one after the refit.
      const before = caseBeforeRender(study);
      expect(before.src).toBe(`/renders/case-${study.id}-before-1280.webp`);
      for (const entry of before.srcSet!.split(', '))
        expect(existsSync(join(process.cwd(), 'public', entry.split(' ')[0]!))).toBe(true);
      expect(before.alt).toContain('改造前');
    }
  });
});
