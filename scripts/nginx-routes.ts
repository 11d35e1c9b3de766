// The lines of deploy/nginx.conf that depend on the route manifest (src/config/routes.ts):
// a location per route, and a map per route whose query values have their own files. They sit
// between `# BEGIN route …` and `# END route …` marks; `npm run nginx-conf` rewrites them and
// src/app/route-manifest.test.tsx checks the committed file is what the manifest gives.
import type { RouteEntry } from '../src/config/routes';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The URL pattern of a manifest path: each `:param` one path segment, trailing slashes allowed. */
const pattern = (path: string) =>
  `^/${path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
    .join('/')}/*$`;

const queryVar = (route: RouteEntry) => `$${route.id}_${route.query}_page`;

/** http-level maps: /product?ctype=lenggui → /product/lenggui/index.html (a plain word only). */
export function routeMaps(routes: readonly RouteEntry[]): string[] {
  return routes
    .filter((route) => route.query)
    .flatMap((route) => [
      `# /${route.path}?${route.query}=<word>: that value's own file, else /${route.path}'s.`,
      `map $arg_${route.query} ${queryVar(route)} {`,
      `    "~^[a-z]+$"  /${route.path}/$arg_${route.query}/index.html;`,
      `    default      /${route.path}/index.html;`,
      `}`,
    ]);
}

/** server-level locations: each page of the manifest answers its file, else the shell with 404. */
export function routeLocations(routes: readonly RouteEntry[]): string[] {
  return routes.flatMap((route) => {
    if (route.render === 'not-found') return [];
    const lines = [];
    if (route.index) lines.push(`location = / { try_files /index.html =404; }`);
    lines.push(
      route.query
        ? `location ~ ${pattern(route.path)} { try_files ${queryVar(route)} /${route.path}/index.html =404; }`
        : `location ~ ${pattern(route.path)} { try_files $clean_uri/index.html @app_shell; }`,
    );
    return lines;
  });
}

/** `conf` with its two marked blocks rewritten from `routes` (throws when a mark is missing). */
export function withRoutes(conf: string, routes: readonly RouteEntry[]): string {
  const blocks: [string, string[]][] = [
    ['maps', routeMaps(routes)],
    ['locations', routeLocations(routes)],
  ];
  return blocks.reduce((text, [name, lines]) => {
    const block = new RegExp(
      `^( *)(# BEGIN route ${name}\\b[^\\n]*\\n)[\\s\\S]*?^ *(# END route ${name}\\n)`,
      'm',
    );
    if (!block.test(text)) throw new Error(`deploy/nginx.conf: no "# BEGIN route ${name}" block`);
    return text.replace(
      block,
      (_, indent: string, begin: string, end: string) =>
        `${indent}${begin}${lines.map((line) => `${indent}${line}\n`).join('')}${indent}${end}`,
    );
  }, conf);
}
