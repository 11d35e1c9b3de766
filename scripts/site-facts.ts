import type { Plugin } from 'vite';
import { company } from '../src/config/company.ts';
import { brand } from '../src/styles/tokens.ts';

/**
 * index.html's facts, filled at build (and by the dev server) from the files that hold them: the
 * company's in src/config/company.ts, the brand colour in src/styles/tokens.ts. index.html names
 * each as %SITE_…%; one left unfilled stops the build.
 */
export const SITE_FACTS: Record<string, string> = {
  SITE_BRAND: brand,
  SITE_SHORT_NAME: company.shortName,
  SITE_HOTLINE: company.hotline,
};

export function fillSiteFacts(html: string): string {
  const filled = html.replace(/%(SITE_[A-Z_]+)%/g, (placeholder, name: string) => {
    const value = SITE_FACTS[name];
    if (value === undefined) throw new Error(`index.html: no site fact named ${placeholder}`);
    return value;
  });
  return filled;
}

export const siteFacts = (): Plugin => ({
  name: 'site-facts',
  transformIndexHtml: { order: 'pre', handler: fillSiteFacts },
});
