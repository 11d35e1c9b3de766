// Prints the gzip bytes a first visit downloads per route, from dist/.vite/manifest.json.
// Run after `npm run build`: node scripts/size-report.mjs
import { routeBytes } from './route-bytes.mjs';

console.table(
  routeBytes().map(({ route, js, css }) => ({
    route,
    'JS gzip KB': (js / 1024).toFixed(1),
    'CSS gzip KB': (css / 1024).toFixed(1),
  })),
);
