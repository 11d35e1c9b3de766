// @vitest-environment node
import { readFileSync, statSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { SERIES } from '@/config/series';
import { catalogue } from '@/content/catalogue';
import { documentFile, formatBytes } from './document-files';
import manifest from './documents-manifest.json';
import { cataloguePath, specSheetPath } from './documents';
import { printedDocuments } from './printed-documents';

const served = (path: string) => `public${path}`;

describe('the generated documents', () => {
  it('lists a spec sheet per model, a 产品手册 per series and for all, and the 画册', () => {
    const paths = printedDocuments.map((document) => document.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const model of catalogue) expect(paths).toContain(specSheetPath(model.model));
    for (const { ctype } of SERIES) expect(paths).toContain(cataloguePath(ctype));
    expect(paths).toContain(cataloguePath('all'));
    expect(paths).toHaveLength(catalogue.length + SERIES.length + 2);
  });

  it('has every PDF committed under public/ (npm run documents)', () => {
    for (const { path } of printedDocuments)
      expect(readFileSync(served(path)).subarray(0, 5).toString(), path).toBe('%PDF-');
  });

  it('lists on the site the pages and bytes the committed files have', async () => {
    const listed = printedDocuments.filter((document) => document.kind !== 'spec-sheet');
    expect(Object.keys(manifest.files).sort()).toEqual(listed.map((d) => d.path).sort());
    const files: Record<string, { pages: number; bytes: number }> = manifest.files;
    for (const { path } of listed) {
      const pdf = await PDFDocument.load(readFileSync(served(path)));
      expect([statSync(served(path)).size, pdf.getPageCount()], path).toEqual([
        files[path]!.bytes,
        files[path]!.pages,
      ]);
      expect(documentFile(path)).toMatchObject({ href: path, pages: files[path]!.pages });
    }
  });
});

describe("each series' 产品手册", () => {
  it('is at least 8 A4 pages: cover, story, every model, options, installation, service', async () => {
    for (const { ctype } of SERIES) {
      const pdf = await PDFDocument.load(readFileSync(served(cataloguePath(ctype))));
      expect(pdf.getPageCount(), ctype).toBeGreaterThanOrEqual(8);
      const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
      // A4 in points (210 × 297 mm).
      expect([Math.round(width), Math.round(height)], ctype).toEqual([595, 842]);
    }
  });
});

describe('formatBytes', () => {
  it('gives KB under a megabyte and MB with one decimal above', () => {
    expect(formatBytes(300)).toBe('1\u00a0KB');
    expect(formatBytes(364_544)).toBe('356\u00a0KB');
    expect(formatBytes(2_831_155)).toBe('2.7\u00a0MB');
  });
});
