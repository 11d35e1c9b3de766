// `npm run bench [-- --no-build] [-- --runs N]`: Lighthouse CI (lighthouserc.cjs) in the mobile
// and desktop presets on the production build, then one table of medians with the first-visit
// JS/CSS of each route. Budgets missed are marked ✗; the command never fails on them.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { buildArgs } from './build-command.ts';
import { routeBytes } from './route-bytes.ts';

/** The parts of a Lighthouse report read here. */
interface Report {
  finalDisplayedUrl?: string;
  finalUrl: string;
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number; details?: { items?: unknown[] } }>;
  environment?: { benchmarkIndex?: number };
}

/** One row of the table: a route in one preset. */
interface Row {
  route: string;
  preset: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  'LCP s': string;
  'TBT ms': number;
  CLS: string;
  'long tasks': number;
  'weight KB': number;
  'TTI s': string;
  'CPU index': number;
  'JS KB'?: string;
  'CSS KB'?: string;
  budget?: string;
}

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const lhci = (command: string, preset: string) =>
  execFileSync('node_modules/.bin/lhci', [command, '--config=lighthouserc.cjs'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PRESET: preset, BENCH_RUNS: String(runs) },
  });

if (!args.includes('--no-build'))
  execFileSync(process.execPath, buildArgs('production'), { stdio: 'inherit' });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const rows: Row[] = [];
for (const preset of ['mobile', 'desktop']) {
  rmSync('.lighthouseci', { recursive: true, force: true });
  lhci('collect', preset);
  try {
    lhci('assert', preset);
  } catch {
    // warnings only: printed above
  }
  lhci('upload', preset);
  const reports = readdirSync('.lighthouseci')
    .filter((name) => name.startsWith('lhr-') && name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(`.lighthouseci/${name}`, 'utf8')) as Report);
  const byUrl = new Map<string, Report[]>();
  for (const report of reports) {
    const url = new URL(report.finalDisplayedUrl ?? report.finalUrl);
    const path = url.pathname + url.search;
    byUrl.set(path, [...(byUrl.get(path) ?? []), report]);
  }
  for (const [path, list] of byUrl) {
    const score = (key: string) =>
      Math.round(median(list.map((r) => (r.categories[key]?.score ?? NaN) * 100)));
    const audit = (key: string) => median(list.map((r) => r.audits[key]?.numericValue ?? NaN));
    rows.push({
      route: path,
      preset,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(2),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: audit('cumulative-layout-shift').toFixed(3),
      'long tasks': median(list.map((r) => r.audits['long-tasks']?.details?.items?.length ?? 0)),
      // Everything the audit's load fetched (what was fetched ahead included), and when the main
      // thread and the network were last quiet enough to call the page interactive.
      'weight KB': Math.round(audit('total-byte-weight') / 1024),
      'TTI s': (audit('interactive') / 1000).toFixed(2),
      // Lighthouse's measure of this machine's CPU at the time (higher is faster): TBT scales with
      // it, so a slower hour shows as a lower index, not as a regression.
      'CPU index': Math.round(median(list.map((r) => r.environment?.benchmarkIndex ?? 0))),
    });
  }
}
rmSync('.lighthouseci', { recursive: true, force: true });

const bytes = new Map(routeBytes().map((row) => [row.route, row]));
const pattern = (path: string) =>
  path.startsWith('/product/') ? '/product/:ctype/:model' : (path.split('?')[0] ?? path);
for (const row of rows) {
  const b = bytes.get(pattern(row.route));
  // As Chromium gets them: brotli.
  row['JS KB'] = b ? (b.jsBrotli / 1024).toFixed(1) : '—';
  row['CSS KB'] = b ? (b.cssBrotli / 1024).toFixed(1) : '—';
  const misses = [
    row.preset === 'mobile' && row.perf < 98,
    row.preset === 'desktop' && row.perf < 100,
    row.preset === 'mobile' && row['TBT ms'] > 50,
    row.preset === 'mobile' && Number(row['LCP s']) > 1.2,
    Number(row.CLS) > 0.001,
    row.a11y < 100 || row.seo < 100 || row.bp < 95,
  ];
  row.budget = misses.some(Boolean) ? '✗' : '✓';
}
console.log(`\nLighthouse CI, median of ${runs} run(s), ${new Date().toISOString().slice(0, 10)}`);
console.table(rows);
