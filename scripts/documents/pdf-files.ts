import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { shareStreams } from './shared-streams';
import { radicalIdeographs, unifyRadicals } from './unified-ideographs';

const radicals = radicalIdeographs();

/** What a finished PDF says about itself (its document properties). */
export interface PdfInfo {
  title: string;
  author: string;
}

/**
 * One PDF from printed parts: merged in order, its text mapped to ideographs rather than
 * radicals, numbered when it has more than one page ("3 / 12", bottom right), titled, and saved
 * with compressed object streams (Chromium writes its font dictionaries uncompressed: that alone
 * makes a spec sheet some 40 % smaller).
 */
export async function finishPdf(
  parts: Uint8Array[],
  info: PdfInfo,
): Promise<{ pdf: Uint8Array; pages: number }> {
  // No creation or modification date: the same pages give the same bytes, and git sees no change.
  const out = await PDFDocument.create({ updateMetadata: false });
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  unifyRadicals(out, radicals);
  shareStreams(out);
  const count = out.getPageCount();
  if (count > 1) {
    // Digits and a slash only: a standard PDF font, nothing to embed.
    const font = await out.embedFont(StandardFonts.Helvetica);
    out.getPages().forEach((page, index) => {
      const text = `${index + 1} / ${count}`;
      const size = 8;
      page.drawText(text, {
        x: page.getWidth() - 34 - font.widthOfTextAtSize(text, size),
        y: 18,
        size,
        font,
        color: rgb(0.45, 0.5, 0.56),
      });
    });
  }
  out.setTitle(info.title, { showInWindowTitleBar: true });
  out.setAuthor(info.author);
  out.setCreator(info.author);
  out.setProducer('Chromium, pdf-lib');
  out.setLanguage('zh-CN');
  return { pdf: await out.save({ useObjectStreams: true }), pages: count };
}
