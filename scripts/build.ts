// Full build for one environment: client bundle, server bundle, prerendered HTML, then (last) the
// sample facts still in the site file.
// Usage: tsx scripts/build.ts <mode> [outDir]   (mode: development | test | preview | production)
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { checkScriptHashes } from './nginx-csp.ts';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';
import { loadServerBundle } from './server-bundle.ts';

const [mode = 'production', outDir = 'dist'] = process.argv.slice(2);
const ssrDir = `${outDir}-ssr`;
const vite = (...args: string[]) =>
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', mode, ...args],
    { stdio: 'inherit' },
  );

vite('--outDir', outDir);
vite('--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--logLevel', 'warn');
await prerender({ outDir, ssrDir });
// deploy/nginx.conf's CSP must allow the inline script the pages now run (npm run nginx-conf).
checkScriptHashes(outDir, readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8'));
// The sample facts (00000000, .example hosts and e-mail, 0000 phones) still in what was just
// built: its site file and .env.<mode>, as the server bundle holds them (src/config/release-check.ts).
const server = await loadServerBundle(ssrDir);
const sampleFacts = server.sampleFactsReport(
  server.sampleFacts({ site: server.site, footer: server.siteFooter, env: server.env }),
  mode,
);
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `precompressed ${await precompress(outDir)} files (.br and .gz for nginx brotli_static and gzip_static)`,
);
// Last, where a deployer sees it (npm run check:release fails on the same list).
if (sampleFacts) console.warn(`\n${sampleFacts}`);
