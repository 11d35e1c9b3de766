import manifest from './documents-manifest.json';

/** A generated PDF as the site lists it: where it is served, its pages, size and date. */
export interface DocumentFile {
  href: string;
  pages: number;
  /** Its size for people: `356 KB`, `2.7 MB`. */
  size: string;
  /** The day it was printed (ISO date). */
  date: string;
}

const files: Record<string, { pages: number; bytes: number } | undefined> = manifest.files;

/** `356 KB` under a megabyte, `2.7 MB` from one up (1 KB = 1024 bytes; a no-break space). */
export function formatBytes(bytes: number): string {
  const kb = bytes / 1024;
  if (kb >= 1024) return `${(kb / 1024).toFixed(1)}\u00a0MB`;
  return `${Math.max(1, Math.round(kb))}\u00a0KB`;
}

/**
 * A PDF of `npm run documents` by its served path, with the pages and size the script measured
 * (src/content/documents-manifest.json): nothing here is typed by hand. A document not printed
 * yet (a new series, before its first `npm run documents`) shows 0 pages; the tests fail on it.
 */
export function documentFile(path: string): DocumentFile {
  const facts = files[path] ?? { pages: 0, bytes: 0 };
  return {
    href: path,
    pages: facts.pages,
    size: formatBytes(facts.bytes),
    date: manifest.generated,
  };
}
