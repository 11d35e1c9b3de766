// HTML for the prerender, through parse5 (the HTML standard's parser, which jsdom uses too): the
// prerender finds elements in the parsed tree and edits the source at the places the parser
// reports, so every byte it does not touch stays as Vite and React wrote it. New tags are written
// from names and values, the values escaped.
import { html as spec, parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { escapeHtml } from '../site-files.ts';

export type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Template = DefaultTreeAdapterTypes.Template;

/** A range of the source and what replaces it. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A tag's attributes, in the order they are written. */
export type Attributes = [name: string, value: string][];

const WITH_LOCATIONS = { sourceCodeLocationInfo: true } as const;

/** Every element under `node`, in document order (a <template>'s content included). */
function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elementsOf(child.tagName === 'template' ? (child as Template).content : child);
  }
}

/** The HTML elements named `tag` of a whole document. */
export const documentElements = (source: string, tag: string): Element[] =>
  [...elementsOf(parse(source, WITH_LOCATIONS))].filter((el) => isHtml(el, tag));

/** The HTML elements named one of `tags` of a fragment (markup React rendered for #root). */
export const fragmentElements = (source: string, tags: readonly string[]): Element[] =>
  [...elementsOf(parseFragment(source, WITH_LOCATIONS))].filter((el) =>
    tags.some((tag) => isHtml(el, tag)),
  );

/** An HTML element of that name: not an SVG <title>, say. */
const isHtml = (el: Element, tag: string) => el.tagName === tag && el.namespaceURI === spec.NS.HTML;

export const attribute = (el: Element, name: string): string | undefined =>
  el.attrs.find((attr) => attr.name === name)?.value;

/** Where the element is in its source, start tag to end tag. */
export function outerRange(el: Element): { start: number; end: number } {
  const where = el.sourceCodeLocation;
  if (!where) throw new Error(`<${el.tagName}> has no source location`);
  return { start: where.startOffset, end: where.endOffset };
}

/** Where the element's content is in its source, between its start and end tags. */
export function innerRange(el: Element): { start: number; end: number } {
  const where = el.sourceCodeLocation;
  if (!where?.startTag || !where.endTag) throw new Error(`<${el.tagName}> is not closed`);
  return { start: where.startTag.endOffset, end: where.endTag.startOffset };
}

/** The text of an element (a <title>'s, say), decoded. */
export const textOf = (el: Element): string =>
  el.childNodes.map((node) => ('value' in node ? node.value : '')).join('');

/** `source` with each edit's range replaced by its text (the ranges must not overlap). */
export function applyEdits(source: string, edits: readonly Edit[]): string {
  let out = '';
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    if (edit.start < at) throw new Error('overlapping edits');
    out += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + source.slice(at);
}

/** `<name a="…">`, or `<name a="…" />` for a void element written as the site writes them. */
export const startTag = (name: string, attributes: Attributes, { selfClosing = false } = {}) =>
  `<${name}${attributes.map(([key, value]) => ` ${key}="${escapeHtml(value)}"`).join('')}${selfClosing ? ' /' : ''}>`;

/** A void element (<meta>, <link>), written self-closing. */
export const voidTag = (name: string, attributes: Attributes) =>
  startTag(name, attributes, { selfClosing: true });

/**
 * An element with `content` as it is: text already escaped, or the raw text of a <script> or
 * <style> (which must not hold its own end tag).
 */
export const element = (name: string, attributes: Attributes, content: string) =>
  `${startTag(name, attributes)}${content}</${name}>`;
