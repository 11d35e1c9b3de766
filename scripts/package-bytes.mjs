// `npm run size:packages`: which packages the entry chunk's gzip bytes come from.
// Builds production with source maps into a temporary folder (dist/ is left alone), then
// attributes every byte of the entry chunk to the source file its source map names.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

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
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1] : '(this site)';
}

const outDir = mkdtempSync(join(tmpdir(), 'package-bytes-'));
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
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const code = readFileSync(join(outDir, entry.file), 'utf8');
  const map = JSON.parse(readFileSync(join(outDir, `${entry.file}.map`), 'utf8'));

  const byPackage = new Map();
  for (const [source, text] of textBySource(code, map)) {
    const name = packageOf(source);
    byPackage.set(name, (byPackage.get(name) ?? '') + text);
  }
  const kb = (n) => (n / 1024).toFixed(1);
  const rows = [...byPackage]
    .map(([name, text]) => ({
      package: name,
      'raw KB': kb(text.length),
      gz: gzipSync(text, { level: 9 }).length,
    }))
    .sort((a, b) => b.gz - a.gz)
    .map(({ gz, ...row }) => ({ ...row, 'gzip KB': kb(gz) }));
  console.log(
    `Entry chunk ${entry.file}: ${kb(code.length)} KB raw, ${kb(gzipSync(code, { level: 9 }).length)} KB gzip.`,
  );
  console.log(
    'Gzip per package is compressed on its own, so the parts add up to a little more than the whole.',
  );
  console.table(rows);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
