// Full build for one environment: client bundle, server bundle, then prerendered HTML.
// Usage: node scripts/build.mjs <mode> [outDir]   (mode: development | test | preview | production)
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';

const [mode = 'production', outDir = 'dist'] = process.argv.slice(2);
const ssrDir = `${outDir}-ssr`;
const vite = (...args) =>
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', mode, ...args],
    { stdio: 'inherit' },
  );

vite('--outDir', outDir);
vite('--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--logLevel', 'warn');
await prerender({ outDir, ssrDir });
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `precompressed ${await precompress(outDir)} files (.br and .gz for nginx brotli_static and gzip_static)`,
);
