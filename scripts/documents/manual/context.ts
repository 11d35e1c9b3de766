import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the composed pages of a 产品手册 take from the build they are printed beside. */
export interface ManualContext {
  /** Where the build is served: the renders load from here. */
  assets: string;
  /** The site's public host, from the canonical link ('www.chengchuan.example'). */
  siteHost: string;
  /** The company's address line, the colophon every printed site page ends with. */
  colophon: string;
}

/** The host and colophon the build's home page carries (the prerender wrote both from the site file). */
export function manualContext(dist: string, assets: string): ManualContext {
  const page = readFileSync(join(dist, 'home', 'index.html'), 'utf8');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
  const colophon = /id="print-colophon"><p>([^<]+)<\/p>/.exec(page)?.[1];
  if (!canonical || !colophon) throw new Error(`${dist}/home has no canonical link or colophon`);
  return { assets, siteHost: new URL(canonical).host, colophon: decode(colophon) };
}

const decode = (text: string) =>
  text.replace(
    /&amp;|&lt;|&gt;|&quot;|&#x27;|&#39;/g,
    (entity) =>
      ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" })[
        entity
      ]!,
  );
