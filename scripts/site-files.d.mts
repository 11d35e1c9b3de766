export declare const escapeHtml: (text: unknown) => string;
export declare function sitemapXml(
  pages: { url: string; file: string; priority: number }[],
  origin: string,
): string;
export declare function robotsTxt(shellPaths: string[], origin: string): string;
