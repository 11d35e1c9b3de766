/* global process, module */
// Lighthouse CI: the benchmark of `npm run bench` (scripts/bench.ts runs it once per preset).
// A benchmark, not a test: budgets are asserted as warnings and printed, never fail CI.
const PORT = Number(process.env.BENCH_PORT || 4399);
const preset = process.env.BENCH_PRESET === 'desktop' ? 'desktop' : 'mobile';
const runs = Number(process.env.BENCH_RUNS || 3);

const ROUTES = [
  '/home',
  '/product?ctype=lenggui',
  '/product/lenggui/cc-lg-4d',
  '/case',
  '/contact',
  '/inquiry',
  // App-only pages: their prerendered shells paint the heading (issue 22).
  '/compare?models=cc-lg-4d,cc-lg-6d',
  '/search?q=%E5%86%B7%E6%9F%9C',
  '/planner',
  // The after-sales page and the customer centre's shell (a visitor not logged in).
  '/service',
  '/ucenter',
];

/** The targets (issues 14 and 22): mobile performance ≥ 98, TBT ≤ 50 ms, LCP ≤ 1.2 s, CLS 0; desktop 100. */
const budgets =
  preset === 'mobile'
    ? {
        'categories:performance': ['warn', { minScore: 0.98 }],
        'total-blocking-time': ['warn', { maxNumericValue: 50 }],
        'largest-contentful-paint': ['warn', { maxNumericValue: 1200 }],
      }
    : { 'categories:performance': ['warn', { minScore: 1 }] };

module.exports = {
  ci: {
    collect: {
      startServerCommand: `node node_modules/vite/bin/vite.js preview --outDir dist --port ${PORT} --strictPort`,
      startServerReadyPattern: 'Local',
      url: ROUTES.map((route) => `http://localhost:${PORT}${route}`),
      numberOfRuns: runs,
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        ...(preset === 'desktop' ? { preset: 'desktop' } : {}),
        chromeFlags:
          '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      },
    },
    assert: {
      assertions: {
        ...budgets,
        'cumulative-layout-shift': ['warn', { maxNumericValue: 0.001 }],
        'categories:accessibility': ['warn', { minScore: 1 }],
        'categories:seo': ['warn', { minScore: 1 }],
        'categories:best-practices': ['warn', { minScore: 0.95 }],
      },
    },
    upload: { target: 'filesystem', outputDir: `bench/lhci/${preset}` },
  },
};
