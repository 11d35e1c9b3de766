// `npm run nginx-conf`: rewrites the lines of deploy/nginx.conf that follow from the code: the
// route lines, from the route manifest (src/config/routes.ts), and the CSP's hash of the inline
// start-up script, from that script as the build makes it (src/app/early-taps/inline.ts, loaded
// through Vite with the build's own plugins). Run it after adding, removing or renaming a page,
// or changing a script in src/app/early-taps; the build fails until then (scripts/nginx-csp.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';
import { ROUTES } from '../src/config/routes';
import { scriptHash, withScriptHashes } from './nginx-csp';
import { withRoutes } from './nginx-routes';

/** The inline script every page runs first, as the build writes it. */
async function startUpScript(): Promise<string> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const inline = await vite.ssrLoadModule('/src/app/early-taps/inline.ts');
    return (inline as { EARLY_TAPS_SCRIPT: string }).EARLY_TAPS_SCRIPT;
  } finally {
    await vite.close();
  }
}

const file = new URL('../deploy/nginx.conf', import.meta.url);
const before = readFileSync(file, 'utf8');
const after = withScriptHashes(withRoutes(before, ROUTES), [scriptHash(await startUpScript())]);
writeFileSync(file, after);
console.log(after === before ? 'deploy/nginx.conf is up to date' : 'deploy/nginx.conf rewritten');
