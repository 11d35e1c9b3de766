// Maps a request to the file a static server should answer with, the way deploy/nginx.conf does:
// prerendered pages, /product?ctype= to its series file, app-only routes to spa.html, others 404.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** In-app routes that are not prerendered (they need the visitor's login). */
export const APP_ONLY_ROUTES = ['/ucenter'];

export function resolvePrerendered(distDir, url) {
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
  return { file: join(distDir, 'spa.html'), status: APP_ONLY_ROUTES.includes(clean) ? 200 : 404 };
}
