// `npm run size`: the gzip bytes a first visit downloads per route (JS and CSS), from dist/ (run
// `npm run build` first). `npm run size -- --packages` (npm run size:packages) also says which
// packages the /home first visit's JS comes from: it builds production with source maps into a
// temporary folder (dist/ is left alone) and attributes every byte to the file its map names.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { firstVisit } from './first-visit.mjs';
import { routeBytes } from './route-bytes.mjs';

const kb = (n) => (n / 1024).toFixed(1);

/** The generated text of `code` grouped by the source each stretch maps to. */
function textBySource(code, map) {
  const lines = code.split('\n');
  const mappings = [];
  new SourceMapConsumer(map).eachMapping(
    (m) => mappings.push(m),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const bySource = new Map();
  let source = null;
  mappings.forEach((m, i) => {
    // A segment without a source (glue the bundler wrote) counts for the source before it.
    source = m.source ?? source;
    const next = mappings[i + 1];
    const text = lines[m.generatedLine - 1] ?? '';
    const end = next?.generatedLine === m.generatedLine ? next.generatedColumn : text.length;
    bySource.set(source, (bySource.get(source) ?? '') + text.slice(m.generatedColumn, end));
  });
  return bySource;
}

/** "…/node_modules/react-dom/cjs/x.js" → "react-dom"; the project's own files → "(this site)". */
function packageOf(source) {
  if (!source) return '(bundler glue)';
  if (source.startsWith('(')) return source;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1] : '(this site)';
}

function packageTable() {
  const outDir = mkdtempSync(join(tmpdir(), 'size-packages-'));
  try {
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--mode', 'production', '--sourcemap'].concat([
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ]),
      { stdio: 'inherit' },
    );
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
    const { entry, app, page } = firstVisit(manifest, 'src/pages/home/home-page.tsx');
    const byPackage = new Map();
    let total = 0;
    for (const key of [...entry, ...app, ...page]) {
      const file = manifest[key].file;
      const code = readFileSync(join(outDir, file), 'utf8');
      total += gzipSync(code, { level: 9 }).length;
      const mapFile = join(outDir, `${file}.map`);
      // The bundler's own runtime chunk has no source map: it is neither a package nor the site.
      const sources = existsSync(mapFile)
        ? textBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))
        : new Map([['(bundler runtime)', code]]);
      for (const [source, text] of sources) {
        const name = packageOf(source);
        byPackage.set(name, (byPackage.get(name) ?? '') + text);
      }
    }
    const rows = [...byPackage]
      .map(([name, text]) => ({
        package: name,
        'raw KB': kb(text.length),
        gz: gzipSync(text, { level: 9 }).length,
      }))
      .sort((a, b) => b.gz - a.gz)
      .map(({ gz, ...row }) => ({ ...row, 'gzip KB': kb(gz) }));
    console.log(
      `/home first visit: ${kb(total)} KB gzip of JS in ${entry.size + app.size + page.size} files.`,
    );
    console.log(
      'Gzip per package is compressed on its own, so the parts add up to a little more than the whole.',
    );
    console.table(rows);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(
    routeBytes().map(({ route, js, css }) => ({
      route,
      'JS gzip KB': kb(js),
      'CSS gzip KB': kb(css),
    })),
  );
  if (process.argv.includes('--packages')) packageTable();
}
