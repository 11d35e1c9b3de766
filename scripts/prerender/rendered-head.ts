// The <title> and <meta> tags React renders with a page (React 19 writes them where the component
// is): the prerender moves them into the page's <head>, and reads its title and description there.
import { applyEdits, attribute, fragmentElements, outerRange, textOf } from './html.ts';

/** React's markup for #root split into its head tags and the rest. */
export interface RenderedPage {
  /** The <title> and <meta> tags, as React wrote them. */
  head: string[];
  /** The markup without them. */
  body: string;
  /** The page's title and description (decoded), when it sets them. */
  title?: string;
  description?: string;
}

/** Pulls the <title> and <meta> React rendered with the page out of the body markup. */
export function splitHead(html: string): RenderedPage {
  const tags = fragmentElements(html, ['title', 'meta']);
  const ranges = tags.map(outerRange);
  const title = tags.find((el) => el.tagName === 'title');
  const description = tags.find(
    (el) => el.tagName === 'meta' && attribute(el, 'name') === 'description',
  );
  return {
    head: ranges.map(({ start, end }) => html.slice(start, end)),
    body: applyEdits(
      html,
      ranges.map((range) => ({ ...range, text: '' })),
    ),
    title: title && textOf(title),
    description: description && attribute(description, 'content'),
  };
}
