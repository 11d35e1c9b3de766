// The prerendered page inlines only the CSS rules that match its own markup (Beasties decides
// which), so the HTML fits a new connection's first round trip (about 14.6 KB). The rules for
// states and parts the app adds later (menus open, the compare tray, dialogs) come with the app:
// src/main.tsx links the page's CSS in full, one file (#root's data-css), before the app starts.
import Beasties from 'beasties';

const STYLE = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/g;

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
  const reduced = new Map<string, string>();
  for (const [, href = '', css = ''] of (await beasties.process(html)).matchAll(STYLE))
    reduced.set(href, css);
  // A file none of whose rules match keeps an empty tag: src/main.tsx still links it in full.
  return html.replace(
    STYLE,
    (_, href: string) => `<style data-href="${href}">${reduced.get(href) ?? ''}</style>`,
  );
}
