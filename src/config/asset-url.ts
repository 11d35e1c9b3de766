import { env } from './env';

export interface ImageSize {
  width: number;
  height: number;
  quality?: number;
}

/** An absolute URL on a configured host, with a `?v=` version query so a deploy busts caches. */
export function assetUrl(host: string, path: string, version: string = env.version): string {
  if (/^https?:\/\//.test(path)) return withQuery(path, { v: version });
  const clean = path.startsWith('/') ? path : `/${path}`;
  return withQuery(`${host}${clean}`, { v: version });
}

export function staticUrl(path: string): string {
  return assetUrl(env.staticHost, path);
}

/** A file-host image, optionally asking the host for a resized copy (w, h, q). */
export function fileUrl(path: string, size?: ImageSize): string {
  const url = assetUrl(env.fileHost, path);
  if (!size) return url;
  return withQuery(url, {
    w: String(size.width),
    h: String(size.height),
    q: String(size.quality ?? 1),
  });
}

function withQuery(url: string, params: Record<string, string>): string {
  const [base, hash] = url.split('#', 2);
  const sep = base!.includes('?') ? '&' : '?';
  const query = new URLSearchParams(params).toString();
  return `${base}${sep}${query}${hash ? `#${hash}` : ''}`;
}
