// The files a build writes beside the pages, from the route manifest's prerendered URLs:
// sitemap.xml (every page but the site root, which is /home's copy) and robots.txt.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: unknown): string =>
  String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export function sitemapXml(
  pages: readonly { url: string; file: string; priority: number }[],
  origin: string,
): string {
  const urls = pages
    .filter((page) => page.file !== '')
    .map(
      (page) =>
        `  <url><loc>${escapeHtml(`${origin}${page.url}`)}</loc><priority>${page.priority.toFixed(1)}</priority></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `shellPaths`: app-only pages (they need a login: nothing for crawlers). */
export function robotsTxt(shellPaths: readonly string[], origin: string): string {
  const disallow = shellPaths.map((path) => `Disallow: ${path}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${origin}/sitemap.xml\n`;
}
