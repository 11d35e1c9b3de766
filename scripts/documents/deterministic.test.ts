// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/content/catalogue';
import { specSheetPath } from '../../src/content/documents';
import { manualParts } from '../../src/content/printed-documents';
import { modelCadDrawing } from '../../src/features/catalogue/drawing/cad-drawing';
import { writeDxf } from '../../src/lib/cad/dxf';
import type { ManualContext } from './manual/context';
import { manualPageHtml, type ManualPart } from './manual/page';
import { finishPdf } from './pdf-files';

// The same input gives the same bytes: `npm run documents` run twice leaves git with nothing to
// commit, and adding a model rewrites only that model's files (docs/documents.md).
const model = catalogue[0]!;
const info = { title: `${model.model} 规格书`, author: '澄川厨装' };

describe('deterministic documents', () => {
  it('writes a spec sheet twice to the same bytes, with no dates or file ID', async () => {
    const part = new Uint8Array(readFileSync(`public${specSheetPath(model.model)}`));
    const first = await finishPdf([part], info);
    const second = await finishPdf([part], info);
    expect(Buffer.from(second.pdf).equals(Buffer.from(first.pdf))).toBe(true);
    const text = Buffer.from(first.pdf).toString('latin1');
    expect(text).not.toMatch(/\/CreationDate|\/ModDate|\/ID\s*\[/);
  });

  it('writes a DXF twice to the same text', () => {
    expect(writeDxf(modelCadDrawing(model))).toBe(writeDxf(modelCadDrawing(model)));
  });

  it('composes every page of a 产品手册 twice to the same HTML', () => {
    const context: ManualContext = {
      assets: 'http://127.0.0.1:4173',
      siteHost: 'www.chengchuan.example',
      colophon: '澄川',
    };
    const composed = manualParts(model.ctype).filter(
      (part): part is ManualPart => 'section' in part,
    );
    expect(composed.length).toBeGreaterThan(4);
    for (const part of composed)
      expect(manualPageHtml(part, context)).toBe(manualPageHtml(part, context));
  });
});
