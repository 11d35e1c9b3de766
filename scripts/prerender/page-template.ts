// The page every prerendered file is written into: Vite's dist/index.html, with the head tags of
// the page and its markup in #root.
import {
  applyEdits,
  attribute,
  type Attributes,
  documentElements,
  type Edit,
  outerRange,
  startTag,
} from './html.ts';

/** What a page adds to the template. */
export interface PageParts {
  /** Tags for the end of <head>, written. */
  head: string[];
  /** #root's attributes besides its id. */
  root: Attributes;
  /** #root's content, as React rendered it. */
  body: string;
}

/** What the template places around #root: the print-only letterhead and address line. */
export interface PrintBrand {
  masthead: string;
  colophon: string;
}

const only = <T>(found: T[], what: string): T => {
  if (found.length !== 1) throw new Error(`index.html: ${found.length} ${what}, expected one`);
  return found[0]!;
};

/**
 * The template `html` as a function of a page's parts. Vite's <link rel="stylesheet"> go (with the
 * white space before each): the prerender inlines each page's CSS instead. The tags go before
 * </head>, and #root gets the page's attributes and markup between the print-only letterhead and
 * address line (outside #root: static, no JS).
 */
export function pageTemplate(html: string, brand: PrintBrand): (page: PageParts) => string {
  const stylesheets: Edit[] = documentElements(html, 'link')
    .filter((link) => attribute(link, 'rel') === 'stylesheet')
    .map(outerRange)
    .map(({ start, end }) => ({ start: html.slice(0, start).trimEnd().length, end, text: '' }));
  const headEnd = only(documentElements(html, 'head'), '<head>').sourceCodeLocation?.endTag;
  if (!headEnd) throw new Error('index.html: <head> has no end tag');
  const root = only(
    documentElements(html, 'div').filter((div) => attribute(div, 'id') === 'root'),
    '#root',
  );
  const rootAttributes: Attributes = root.attrs.map(({ name, value }) => [name, value]);
  return ({ head, root: attributes, body }) =>
    applyEdits(html, [
      ...stylesheets,
      {
        start: headEnd.startOffset,
        end: headEnd.startOffset,
        text: `    ${head.join('\n    ')}\n  `,
      },
      {
        ...outerRange(root),
        text: `${brand.masthead}${startTag('div', [...rootAttributes, ...attributes])}${body}</div>${brand.colophon}`,
      },
    ]);
}

/**
 * `html` without the `<link rel="preload" as="image">` React writes for each of the first ten eager
 * images: the page arrives in one round trip, so the preload scanner meets those <img> as soon as
 * the links.
 */
export const withoutImagePreloads = (html: string): string =>
  applyEdits(
    html,
    documentElements(html, 'link')
      .filter((link) => attribute(link, 'rel') === 'preload' && attribute(link, 'as') === 'image')
      .map((link) => ({ ...outerRange(link), text: '' })),
  );
