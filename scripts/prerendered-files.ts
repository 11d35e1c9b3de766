// Maps a request to the file a static server should answer with, the way deploy/nginx.conf does:
// prerendered pages (and the shell the prerender writes at app-only paths such as /ucenter),
// /product?ctype= to its series file, anything else spa.html with 404. It knows no route by name:
// the route manifest (src/config/routes.ts) decides which files the prerender writes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The file a static server answers `url` with, and its status; null for a file request. */
export function resolvePrerendered(
  distDir: string,
  url: string,
): { file: string; status: 200 | 404 } | null {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (/\.[a-z0-9]+$/i.test(clean)) return null; // a file: let the static server handle it
  const ctype = searchParams.get('ctype');
  if (clean === '/product' && ctype && /^[a-z]+$/.test(ctype)) {
    const series = join(distDir, 'product', ctype, 'index.html');
    if (existsSync(series)) return { file: series, status: 200 };
  }
  const page = join(distDir, clean === '/' ? '' : clean, 'index.html');
  if (existsSync(page)) return { file: page, status: 200 };
  return { file: join(distDir, 'spa.html'), status: 404 };
}
