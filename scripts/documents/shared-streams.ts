import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFRawStream, PDFRef, type PDFDocument, type PDFObject } from 'pdf-lib';

/** Points every reference to a dropped stream at the stream it duplicates, through the whole tree. */
function redirect(object: PDFObject | undefined, to: Map<PDFRef, PDFRef>): void {
  if (object instanceof PDFRawStream) return redirect(object.dict, to);
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      const target = value instanceof PDFRef ? to.get(value) : undefined;
      if (target) object.set(key, target);
      else redirect(value, to);
    }
  } else if (object instanceof PDFArray) {
    for (let index = 0; index < object.size(); index++) {
      const value = object.get(index);
      const target = value instanceof PDFRef ? to.get(value) : undefined;
      if (target) object.set(index, target);
      else redirect(value, to);
    }
  }
}

/**
 * Keeps one copy of each stream that several merged parts carry byte for byte. Chromium embeds
 * the CJK type as Type 3 glyph procedures per printed page, so a 产品手册 merged from 20 printed
 * parts held the same glyphs up to 20 times; images and ToUnicode maps repeat the same way.
 * Repeats until nothing merges (a stream whose references changed may now equal another).
 * Returns the number of streams dropped.
 */
export function shareStreams(pdf: PDFDocument): number {
  let dropped = 0;
  for (;;) {
    const first = new Map<string, PDFRef>();
    const to = new Map<PDFRef, PDFRef>();
    for (const [ref, object] of pdf.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFRawStream)) continue;
      const hash = createHash('sha1').update(object.contents).digest('hex');
      const key = `${object.dict.toString()}|${hash}`;
      const kept = first.get(key);
      if (kept) to.set(ref, kept);
      else first.set(key, ref);
    }
    if (!to.size) return dropped;
    for (const ref of to.keys()) pdf.context.delete(ref);
    for (const [, object] of pdf.context.enumerateIndirectObjects()) redirect(object, to);
    redirect(pdf.context.trailerInfo.Root, to);
    dropped += to.size;
  }
}
