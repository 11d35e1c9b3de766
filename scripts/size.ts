// `npm run size`: the bytes a first visit downloads per route (JS and CSS, gzip and brotli), from
// dist/ (run `npm run build` first). `npm run size:packages` also says which packages the /home
// first visit's JS comes from (rollup-plugin-visualizer, through a build into a temporary folder:
// dist/ is left alone); `-- --modules` adds the site's own modules.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { firstVisit } from './first-visit.ts';
import { routeBytes } from './route-bytes.ts';

const kb = (n: number) => (n / 1024).toFixed(1);

/** "…/node_modules/react-dom/cjs/x.js" → "react-dom"; the project's own files → "(this site)". */
function packageOf(id: string | undefined) {
  if (!id || id.startsWith('\0')) return '(bundler runtime)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return match?.[1] ?? '(this site)';
}

/** What rollup-plugin-visualizer's raw-data template writes (the parts read here). */
interface VisualizerData {
  nodeParts: Record<string, { renderedLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

/**
 * The /home first visit's JS per package, as rollup-plugin-visualizer measures it: each module's
 * minified bytes, read through the source maps of a production build into a temporary folder.
 * (The plugin gzips only code before minification, so the gzip figure is the files' own total.)
 */
function packageTable() {
  const outDir = mkdtempSync(join(tmpdir(), 'size-packages-'));
  const report = join(outDir, 'modules.json');
  try {
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--mode', 'production', '--sourcemap'].concat([
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ]),
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, SIZE_REPORT: report } },
    );
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    const { entry, app, page } = firstVisit(manifest, 'src/pages/home/home-page.tsx');
    const files = new Set([...entry, ...app, ...page].map((key) => manifest[key]!.file));
    const { nodeParts, nodeMetas } = JSON.parse(readFileSync(report, 'utf8')) as VisualizerData;
    const byPackage = new Map<string, number>();
    const ownModules: { module: string; bytes: number }[] = [];
    for (const meta of Object.values(nodeMetas))
      for (const [file, partUid] of Object.entries(meta.moduleParts)) {
        if (!files.has(file)) continue;
        const bytes = nodeParts[partUid]?.renderedLength ?? 0;
        const name = packageOf(meta.id);
        byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
        if (name === '(this site)') ownModules.push({ module: meta.id, bytes });
      }
    const minified = [...byPackage.values()].reduce((sum, bytes) => sum + bytes, 0);
    // The build's own files, without the source-map comment this build adds to each.
    const gzip = [...files].reduce((sum, file) => {
      const code = readFileSync(join(outDir, file), 'utf8').replace(
        /\n\/\/# sourceMappingURL=.*$/,
        '',
      );
      return sum + gzipSync(code, { level: 9 }).length;
    }, 0);
    console.log(
      `/home first visit: ${kb(gzip)} KB gzip of JS (${kb(minified)} KB minified) in ${files.size} files.`,
    );
    const rows = (entries: [string, number][], label: string) =>
      entries
        .sort((a, b) => b[1] - a[1])
        .map(([name, bytes]) => ({
          [label]: name,
          'minified KB': kb(bytes),
          share: `${((100 * bytes) / minified).toFixed(1)} %`,
        }));
    console.table(rows([...byPackage], 'package'));
    if (process.argv.includes('--modules'))
      console.table(
        rows(
          ownModules.map(({ module, bytes }) => [module.replace(/^.*?\/src\//, 'src/'), bytes]),
          'module of this site',
        ),
      );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(
    routeBytes().map(({ route, js, css, jsBrotli, cssBrotli }) => ({
      route,
      'JS gzip KB': kb(js),
      'JS brotli KB': kb(jsBrotli),
      'CSS gzip KB': kb(css),
      'CSS brotli KB': kb(cssBrotli),
    })),
  );
  if (process.argv.includes('--packages')) packageTable();
}
