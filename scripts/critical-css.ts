// The prerendered page inlines only the CSS rules that match its own markup (Beasties decides
// which), so the HTML fits a new connection's first round trip (about 14.6 KB). The rules for
// states and parts the app adds later (menus open, the compare tray, dialogs) come with the app:
// src/main.tsx links the page's CSS in full, one file (#root's data-css), before the app starts.
import Beasties from 'beasties';
import { applyEdits, attribute, documentElements, innerRange, textOf } from './prerender/html.ts';

/** The page's <style data-href> elements (scripts/prerender/page-assets.ts), each with its file. */
const pageStyles = (html: string) =>
  documentElements(html, 'style').flatMap((style) => {
    const href = attribute(style, 'data-href');
    return href === undefined ? [] : [{ style, href }];
  });

const beasties = new Beasties({
  reduceInlineStyles: true,
  // Only the <style> tags the prerender wrote; the page links no other stylesheet.
  external: false,
  mergeStylesheets: false,
  inlineFonts: false,
  preloadFonts: false,
  keyframes: 'critical',
  // Used by the scripts in <head> before the app (src/app/early-taps): what they draw outside
  // #root, the hold on lazy pictures, and a disclosure (菜单) they open.
  allowRules: [/early-tap/, /pictures-held/, /aria-expanded/],
  logLevel: 'warn',
});

/**
 * `html` with each `<style data-href>` cut down to the rules its markup uses. Only the style
 * contents change: Beasties re-serialises the document, so its output is read, not kept.
 */
export async function inlineCriticalCss(html: string): Promise<string> {
  const reduced = new Map(
    pageStyles(await beasties.process(html)).map(({ style, href }) => [href, textOf(style)]),
  );
  // A file none of whose rules match keeps an empty tag: src/main.tsx still links it in full.
  return applyEdits(
    html,
    pageStyles(html).map(({ style, href }) => ({
      ...innerRange(style),
      text: reduced.get(href) ?? '',
    })),
  );
}
