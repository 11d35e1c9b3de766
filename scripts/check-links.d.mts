export interface DeadLink {
  /** The HTML file, relative to the build directory. */
  page: string;
  link: string;
  reason: string;
}
export declare function linksOf(html: string): string[];
export declare function whyDead(
  distDir: string,
  link: string,
  pageUrl: string,
  siteOrigin: string | null,
): string | null;
export declare function checkLinks(distDir: string): {
  pages: number;
  links: number;
  dead: DeadLink[];
};
