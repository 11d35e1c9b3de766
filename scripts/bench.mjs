// Lighthouse benchmark of the production build: mobile and desktop presets on a few routes, the median
// of N runs, plus the gzip JS/CSS a first visit downloads. Prints a table and writes bench/results.md.
// A benchmark, not a test: a missed target is marked, never fails the run.
// Usage: npm run bench [-- --no-build] [-- --runs N]
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as prettier from 'prettier';
import { routeBytes } from './route-bytes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.mjs';

const root = new URL('../', import.meta.url);
const dist = new URL('dist/', root);
const resultsFile = new URL('bench/results.md', root);
const rawDir = new URL('bench/tmp/', root); // git-ignored: one Lighthouse JSON report per run

/** Route to audit → the route-bytes row that holds its first-visit bytes. */
const ROUTES = {
  '/home': '/home',
  '/product?ctype=lenggui': '/product',
  '/case': '/case',
  '/contact': '/contact',
};
const PRESETS = { mobile: undefined, desktop: desktopConfig }; // undefined: Lighthouse's default (mobile)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RESERVED_PORTS = new Set([3003, 4173, 5173]); // dev API, e2e preview, dev server
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];
const RUN_TIMEOUT_MS = 180_000; // one Lighthouse run normally takes ~11 s here
const KB = 1024;

/** Targets; `mobile`/`desktop` where they differ. A figure outside its target is marked ✗. */
const TARGETS = {
  performance: { mobile: 95, desktop: 99 },
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  cls: 0.02,
  homeJsKb: 100,
  cssKb: 30,
};

// ---------------------------------------------------------------------------------------------
// Arguments

function parseArgs(argv) {
  const opts = { build: true, runs: 3 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-build') opts.build = false;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg === '--runs' ? argv[++i] : arg.slice('--runs='.length);
      opts.runs = Number(value);
      if (!Number.isInteger(opts.runs) || opts.runs < 1) fail(`--runs needs a whole number ≥ 1`);
    } else fail(`unknown argument ${arg} (use --no-build, --runs N)`);
  }
  return opts;
}

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Preview server and Chrome, always stopped on the way out

let preview = null;
let chrome = null;

function stopAll() {
  if (chrome) {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
    chrome = null;
  }
  if (preview && preview.exitCode === null) preview.kill('SIGTERM');
  preview = null;
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** A free TCP port that none of the project's fixed servers use. */
async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

async function startPreview() {
  const port = await freePort();
  const args = ['node_modules/vite/bin/vite.js', 'preview', '--outDir', 'dist'];
  // node itself, not npx: one PID to stop
  preview = spawn(process.execPath, [...args, '--port', String(port), '--strictPort'], {
    cwd: fileURLToPath(root),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  preview.stdout.on('data', (d) => (output += d));
  preview.stderr.on('data', (d) => (output += d));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (preview.exitCode !== null) break;
    try {
      const res = await fetch(`${origin}/home`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`vite preview did not answer on ${origin}:\n${output}`);
}

// ---------------------------------------------------------------------------------------------
// One Lighthouse run

async function runLighthouse(url, config) {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  let timer;
  try {
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`no result after ${RUN_TIMEOUT_MS / 1000} s`));
        chrome?.kill(); // ends the hung protocol session too
      }, RUN_TIMEOUT_MS);
    });
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result = await Promise.race([lighthouse(url, flags, config), timeout]);
    if (!result?.lhr) throw new Error('Lighthouse returned no report');
    if (result.lhr.runtimeError) {
      const { code, message } = result.lhr.runtimeError;
      throw new Error(`${code}: ${message}`);
    }
    return result.lhr;
  } finally {
    clearTimeout(timer);
    chrome?.kill();
    chrome = null;
  }
}

/** The figures of one run. */
function figures(lhr) {
  const out = {};
  for (const id of CATEGORIES) out[id] = Math.round(lhr.categories[id].score * 100);
  out.lcp = lhr.audits['largest-contentful-paint'].numericValue;
  out.cls = lhr.audits['cumulative-layout-shift'].numericValue;
  out.tbt = lhr.audits['total-blocking-time'].numericValue;
  return out;
}

/** Requests that left this machine (there should be none for an anonymous visitor). */
function externalRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .map((item) => item.url)
    .filter((u) => /^https?:/.test(u) && !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(u));
}

// ---------------------------------------------------------------------------------------------
// Medians and the audits that cost points

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Audits that take points off a category score, with the points they cost (the median over runs):
 * weight × (1 − score) over the weights of the audits that count (not n/a, manual or informative).
 */
function costlyAudits(lhrs) {
  const losses = new Map(); // `${category}\t${audit}` → { category, id, title, runs: [{ lost, display }] }
  for (const lhr of lhrs) {
    for (const category of CATEGORIES) {
      const refs = lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0);
      const counted = refs.filter((ref) => lhr.audits[ref.id].score !== null);
      const total = counted.reduce((sum, ref) => sum + ref.weight, 0);
      for (const ref of counted) {
        const audit = lhr.audits[ref.id];
        const key = `${category}\t${ref.id}`;
        const entry = losses.get(key) ?? {
          category,
          id: ref.id,
          title: audit.title,
          runs: [],
        };
        const lost = total ? ((ref.weight * (1 - audit.score)) / total) * 100 : 0;
        entry.runs.push({ lost, display: audit.displayValue ?? '' });
        losses.set(key, entry);
      }
    }
  }
  return [...losses.values()]
    .map(({ runs, ...e }) => {
      const sorted = runs.sort((a, b) => a.lost - b.lost);
      // the display value (e.g. "2.5 s") of the median run
      return {
        ...e,
        lost: median(runs.map((r) => r.lost)),
        display: sorted[(sorted.length - 1) >> 1].display,
      };
    })
    .filter((e) => e.lost >= 0.5)
    .sort((a, b) => b.lost - a.lost);
}

/** Performance opportunities and insights with the most estimated savings (they cost no points themselves). */
function opportunities(lhr) {
  const refs = lhr.categories.performance.auditRefs.filter(
    (ref) => ref.weight === 0 && ref.group !== 'hidden',
  );
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'metricSavings')
    .filter((a) => a.id !== 'largest-contentful-paint-element') // names the element, saves nothing
    .map((a) => ({
      title: a.title,
      display: a.displayValue ?? '',
      savings: Math.max(a.metricSavings?.LCP ?? 0, a.metricSavings?.FCP ?? 0),
    }))
    .filter((a) => a.savings > 0)
    .sort((a, b) => b.savings - a.savings)
    .slice(0, 3);
}

// ---------------------------------------------------------------------------------------------
// The table

const COLUMNS = [
  'route',
  'preset',
  'performance',
  'accessibility',
  'best-practices',
  'SEO',
  'LCP (ms)',
  'CLS',
  'TBT (ms)',
  'JS gzip (KB)',
  'CSS gzip (KB)',
];

/** One table row: cells as text, and whether each misses its target. */
function tableRow(row) {
  const { route, preset, m, bytes } = row;
  const score = (id, ok) => cell(m[id], (v) => String(Math.round(v)), ok);
  const cells = [
    { text: route },
    { text: preset },
    score('performance', (v) => v >= TARGETS.performance[preset]),
    score('accessibility', (v) => v >= TARGETS.accessibility),
    score('best-practices', (v) => v >= TARGETS['best-practices']),
    score('seo', (v) => v >= TARGETS.seo),
    cell(m.lcp, (v) => String(Math.round(v))),
    cell(
      m.cls,
      (v) => v.toFixed(3),
      (v) => v <= TARGETS.cls,
    ),
    cell(m.tbt, (v) => String(Math.round(v))),
    cell(
      bytes?.js,
      (v) => (v / KB).toFixed(1),
      (v) => route !== '/home' || v <= TARGETS.homeJsKb * KB,
    ),
    cell(
      bytes?.css,
      (v) => (v / KB).toFixed(1),
      (v) => v <= TARGETS.cssKb * KB,
    ),
  ];
  return cells;
}

function cell(value, format, ok = () => true) {
  if (value === null || value === undefined) return { text: '–' };
  return { text: format(value), miss: !ok(value) };
}

function printTable(rows) {
  const body = rows.map((r) => tableRow(r).map((c) => (c.miss ? `${c.text} ✗` : c.text)));
  const widths = COLUMNS.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(COLUMNS)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of body) console.log(line(r));
}

function markdownTable(rows) {
  const head = `| ${COLUMNS.join(' | ')} |\n|${COLUMNS.map((_, i) => (i < 2 ? ' --- |' : ' ---: |')).join('')}`;
  const body = rows.map(
    (r) =>
      `| ${tableRow(r)
        .map((c) => (c.miss ? `**${c.text} ✗**` : c.text))
        .join(' | ')} |`,
  );
  return [head, ...body].join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const cwd = fileURLToPath(root);
  if (opts.build) {
    console.log('bench: building production into dist/ …');
    execFileSync(process.execPath, ['scripts/build.mjs', 'production'], { cwd, stdio: 'inherit' });
  }
  const version = JSON.parse(readFileSync(new URL('version.json', dist), 'utf8'));
  const bytes = Object.fromEntries(routeBytes(dist).map((r) => [r.route, r]));

  const origin = await startPreview();
  console.log(`bench: vite preview (pid ${preview.pid}) on ${origin}`);
  rmSync(rawDir, { recursive: true, force: true });
  mkdirSync(rawDir, { recursive: true });

  const total = Object.keys(ROUTES).length * Object.keys(PRESETS).length * opts.runs;
  const rows = [];
  const failures = [];
  const external = new Set();
  const benchmarkIndex = [];
  let done = 0;
  for (const [route, bytesRoute] of Object.entries(ROUTES)) {
    for (const [preset, config] of Object.entries(PRESETS)) {
      const lhrs = [];
      for (let run = 1; run <= opts.runs; run++) {
        done++;
        const started = Date.now();
        const label = `[${done}/${total}] ${route} ${preset} run ${run}`;
        try {
          const lhr = await runLighthouse(origin + route, config);
          lhrs.push(lhr);
          benchmarkIndex.push(lhr.environment.benchmarkIndex);
          for (const u of externalRequests(lhr)) external.add(u);
          const name = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${preset}-${run}.json`;
          writeFileSync(new URL(name, rawDir), JSON.stringify(lhr));
          const f = figures(lhr);
          const secs = ((Date.now() - started) / 1000).toFixed(1);
          console.log(
            `${label}: perf ${f.performance} a11y ${f.accessibility} bp ${f['best-practices']} seo ${f.seo}` +
              ` LCP ${Math.round(f.lcp)} ms CLS ${f.cls.toFixed(3)} TBT ${Math.round(f.tbt)} ms (${secs} s)`,
          );
        } catch (error) {
          failures.push(`${label}: ${error.message}`);
          console.error(`${label} failed: ${error.message}`);
        }
      }
      const runs = lhrs.map(figures);
      const m = {};
      for (const key of [...CATEGORIES, 'lcp', 'cls', 'tbt'])
        m[key] = median(runs.map((r) => r[key]));
      rows.push({
        route,
        preset,
        m,
        bytes: bytes[bytesRoute],
        runs: lhrs.length,
        costly: costlyAudits(lhrs),
        opportunities: lhrs.length ? opportunities(lhrs[0]) : [],
      });
    }
  }
  stopAll();

  printTable(rows);
  console.log(`\n✗ misses its target. Audits that cost points (median over runs):`);
  for (const r of rows) {
    const list = r.costly
      .slice(0, 6)
      .map(
        (a) => `${a.category}/${a.id} −${a.lost.toFixed(1)}${a.display ? ` (${a.display})` : ''}`,
      );
    console.log(`  ${r.route} ${r.preset}: ${list.join('; ') || 'none'}`);
  }
  if (external.size)
    console.warn(`\nbench: requests left this machine: ${[...external].join(', ')}`);
  for (const f of failures) console.warn(`bench: ${f}`);

  const md = resultsMarkdown({ rows, opts, version, benchmarkIndex, external, failures });
  const formatted = await prettier.format(md, {
    ...(await prettier.resolveConfig(fileURLToPath(resultsFile))),
    parser: 'markdown',
  });
  writeFileSync(resultsFile, formatted);
  console.log(`\nbench: wrote bench/results.md (raw reports in bench/tmp/)`);
  if (rows.some((r) => r.runs === 0)) process.exitCode = 1; // a route/preset never produced a report
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      stdio: ['ignore', 'pipe', 'ignore'], // Debian's wrapper script warns on stderr
    })
      .toString()
      .match(/[\d.]+/)[0];
  } catch {
    return 'unknown';
  }
}

function resultsMarkdown({ rows, opts, version, benchmarkIndex, external, failures }) {
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const chromium = chromiumVersion();
  const lhVersion = JSON.parse(
    readFileSync(new URL('node_modules/lighthouse/package.json', root), 'utf8'),
  ).version;
  const out = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (scripts/bench.mjs). Do not edit by hand.`,
    '',
    `- Date: ${date}`,
    `- Commit: ${version.commit} (build ${version.environment} ${version.version}, ${version.buildTime})`,
    `- Lighthouse ${lhVersion}, Chromium ${chromium}, Node ${process.version}, ${opts.runs} run(s) per route and preset, median per figure`,
    `- Machine: ${os.cpus().length} cores, Lighthouse benchmark index ${Math.round(median(benchmarkIndex) ?? 0)} (median; lower means a slower or busier machine)`,
    `- Presets: mobile (Lighthouse default: simulated slow 4G, 4× CPU slowdown) and desktop (\`desktop-config.js\`); served by \`vite preview\` from \`dist/\``,
    `- JS/CSS: gzip (level 9) bytes a first visit downloads (entry + page chunks and their static imports), as \`npm run size\` counts them; 1 KB = 1024 bytes`,
    '',
    '## Targets',
    '',
    `Performance ≥ ${TARGETS.performance.mobile} mobile / ≥ ${TARGETS.performance.desktop} desktop, accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo}, best-practices ≥ ${TARGETS['best-practices']}, CLS ≤ ${TARGETS.cls}, home JS ≤ ${TARGETS.homeJsKb} KB gzip, CSS ≤ ${TARGETS.cssKb} KB gzip. A figure marked **✗** misses its target. LCP and TBT have no target of their own.`,
    '',
    '## Results',
    '',
    markdownTable(rows),
    '',
    '## Audits that cost points',
    '',
    'Points each audit takes off its category score (median over runs), largest first; then the performance opportunities with the largest estimated LCP/FCP savings (first run).',
    '',
  ];
  for (const r of rows) {
    const costly = r.costly.map(
      (a) =>
        `${a.category} · \`${a.id}\` −${a.lost.toFixed(1)}${a.display ? ` (${a.display})` : ''}`,
    );
    const opps = r.opportunities.map(
      (o) => `${o.title} ~${Math.round(o.savings)} ms${o.display ? ` (${o.display})` : ''}`,
    );
    out.push(
      `- **${r.route}, ${r.preset}**: ${costly.join('; ') || 'none'}${opps.length ? `. Opportunities: ${opps.join('; ')}` : ''}`,
    );
  }
  if (external.size || failures.length) out.push('', '## Warnings', '');
  for (const u of external) out.push(`- Request left this machine: ${u}`);
  for (const f of failures) out.push(`- ${f}`);
  return `${out.join('\n')}\n`;
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
