import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as a reader selects and copies it (pdf.js). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // Text needs no glyph data: errors only (it would warn about the page numbers' Helvetica).
  const source = { data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 };
  const pdf = await getDocument(source).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const { items } = await (await pdf.getPage(number)).getTextContent();
      pages.push(items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}
