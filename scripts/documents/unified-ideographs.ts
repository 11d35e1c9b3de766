import { readFileSync } from 'node:fs';
import {
  decodePDFRawStream,
  PDFDict,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFDocument,
} from 'pdf-lib';

/**
 * Unicode's table of radicals and the ideographs they look like, kept beside this script (Unicode
 * 15.0, as Debian's unicode-data ships it) so that printing needs no package for it.
 */
const TABLE = new URL('./EquivalentUnifiedIdeograph.txt', import.meta.url);

/**
 * Radical code point → the unified ideograph of the same shape (U+2F64 KANGXI RADICAL USE → 用
 * U+7528). Noto Sans CJK draws both with one glyph, and Chromium's PDF maps each glyph back to
 * the lowest code point it has: copied or searched, 用, 门 or 方 would read as radicals.
 */
export function radicalIdeographs(): Map<number, number> {
  const map = new Map<number, number>();
  for (const line of readFileSync(TABLE, 'utf8').split('\n')) {
    const match = /^([0-9A-F]{4,5})(?:\.\.([0-9A-F]{4,5}))?\s*;\s*([0-9A-F]{4,5})/.exec(line);
    if (!match) continue;
    const [, from, to = from, ideograph] = match;
    for (let code = parseInt(from!, 16); code <= parseInt(to!, 16); code += 1)
      map.set(code, parseInt(ideograph!, 16));
  }
  return map;
}

const hex = (code: number, digits = 4) => code.toString(16).toUpperCase().padStart(digits, '0');
const BLOCK = /\d+\s+begin(bfchar|bfrange)([\s\S]*?)end\1\s*/g;

/**
 * A ToUnicode CMap with each radical replaced by its ideograph (`null` when it has none): its
 * bfchar and bfrange entries rewritten as bfchar entries.
 */
export function unifyCMap(cmap: string, radicals: Map<number, number>): string | null {
  const pairs: [string, string][] = [];
  for (const [, kind, body] of cmap.matchAll(BLOCK)) {
    if (kind === 'bfchar') {
      for (const [, code, text] of body!.matchAll(/<(\w+)>\s*<(\w+)>/g)) pairs.push([code!, text!]);
      continue;
    }
    const ranges = body!.matchAll(/<(\w+)>\s*<(\w+)>\s*(?:<(\w+)>|\[([^\]]*)\])/g);
    for (const [, low, high, first, list] of ranges) {
      // Either one text for the first code, counting up, or a list of texts, one per code.
      const texts = list ? [...list.matchAll(/<(\w+)>/g)].map((m) => m[1]!) : null;
      const from = parseInt(low!, 16);
      for (let code = from; code <= parseInt(high!, 16); code += 1) {
        const text = texts
          ? texts[code - from]!
          : first!.slice(0, -4) + hex(parseInt(first!.slice(-4), 16) + code - from);
        pairs.push([hex(code, low!.length), text]);
      }
    }
  }
  let changed = false;
  const unified = pairs.map(([code, text]): [string, string] => {
    const units = text.match(/.{4}/g) ?? [];
    const mapped = units.map((unit) => radicals.get(parseInt(unit, 16)));
    if (mapped.every((ideograph) => ideograph === undefined)) return [code, text];
    changed = true;
    // An ideograph beyond the BMP would need a surrogate pair: none in the table maps there.
    return [code, units.map((unit, i) => (mapped[i] ? hex(mapped[i]) : unit)).join('')];
  });
  if (!changed) return null;
  const blocks = [];
  for (let i = 0; i < unified.length; i += 100) {
    const chunk = unified.slice(i, i + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([c, t]) => `<${c}> <${t}>`).join('\n')}\nendbfchar\n`,
    );
  }
  return cmap.replace(BLOCK, '').replace(/endcmap/, `${blocks.join('')}endcmap`);
}

/** Rewrites every font's ToUnicode CMap of `pdf` that maps a glyph to a radical. */
export function unifyRadicals(pdf: PDFDocument, radicals: Map<number, number>): void {
  const { context } = pdf;
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.Type) !== PDFName.of('Font')) continue;
    const ref = object.get(PDFName.of('ToUnicode'));
    if (!(ref instanceof PDFRef)) continue;
    const stream = context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    const fixed = unifyCMap(cmap, radicals);
    if (fixed) context.assign(ref, context.flateStream(Buffer.from(fixed, 'latin1')));
  }
}
