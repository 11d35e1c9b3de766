/** The file a static server answers `url` with, and its status; null for a file request. */
export declare function resolvePrerendered(
  distDir: string,
  url: string,
): { file: string; status: 200 | 404 } | null;
