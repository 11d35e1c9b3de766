// `npm run bench:load [-- --dist <dir>] [-- --runs N] [-- --path /home --path …]`: where a first
// visit's time goes on issue 22's slow phone (375 px, 150 ms round trip, 1.6 Mbps down, CPU 4×
// slower). For each page it prints the medians of N fresh visits of each step from navigation to
// hydration: the HTML's last byte, the first picture's last byte, the first paint, the picture's
// paint, when the app's files were asked for and when the last of them arrived (with their bytes on
// the wire), the hydration mark (html[data-ready]), and when the parts hydrated after it (the footer,
// the sections below the first screen) were done. A benchmark, not a test: run it alone.
// `-- --against <dir>` compares two builds on a shared machine whose speed drifts: it visits them
// in turn (A, B, B, A, …) and prints, per step, the median of the N paired differences and in how
// many pairs the build of --dist was the sooner.
// Both print the layout shift of the load (navigation to every part hydrated; the visitor does
// nothing) and in how many visits there was any: a paint of half-parsed HTML moves what it placed.
// `-- --width 1366` visits on a laptop screen (no touch) instead of the phone's.
import { chromium, type Browser } from '@playwright/test';
import {
  ARGS,
  type BenchWindow,
  machineLoopMs,
  median,
  option,
  pageSignal,
  PHONE,
  readyMark,
  type Screen,
  serve,
  slowPage,
} from './bench-phone.ts';
import { ROOT_CSS, ROOT_MODULES } from '../src/config/start-up.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.ts';

const dist = option('--dist', 'dist');
const against = option('--against', null);
const runs = Number(option('--runs', 5));
const given = ARGS.flatMap((arg, i) => (ARGS[i - 1] === '--path' ? [arg] : []));
const paths = given.length > 0 ? given : ['/home', '/product/lenggui/cc-lg-4d'];
const PORT = Number(process.env.BENCH_PORT || 4397);
const width = Number(option('--width', PHONE.width));
const screen: Screen = width === PHONE.width ? PHONE : { width, height: 768, touch: false };

/** What the recorder notes in the page. */
interface LoadMarks {
  paints: { type: string; name: string; at: number }[];
  shift: number;
  picture?: number;
  hydrated?: number;
  allHydrated?: number;
}

type LoadWindow = BenchWindow & { __loadMarks?: LoadMarks; __loadHydrated?: () => void };

/** One visit's steps, in ms after navigation start (appKB: the app's bytes on the wire). */
interface Visit {
  html: number;
  pictureArrived?: number;
  firstPaint?: number;
  picturePainted?: number;
  appAsked: number;
  appArrived: number;
  appKB: number;
  hydrated?: number;
  allHydrated?: number;
  shift: number;
}

type Step = Exclude<keyof Visit, 'appKB' | 'shift'>;

/** #root's files of the app (src/config/start-up.ts), handed to the page: it imports nothing. */
const ROOT_FILES = { modules: ROOT_MODULES, css: ROOT_CSS };

/**
 * Runs in the page before its own scripts, after readyMark: records paints and the hydration mark,
 * and reports through a binding (pageSignal) once every part is hydrated.
 */
function recorder() {
  const page = window as LoadWindow;
  const marks: LoadMarks = { paints: [], shift: 0 };
  page.__loadMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      marks.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.paints.push({ type: entry.entryType, name: entry.name, at: entry.startTime });
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      renderTime: number;
      loadTime: number;
    })[])
      marks.picture ??= entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  addEventListener(
    'bench-ready',
    () => {
      marks.hydrated = page.__readyAt;
      // The footer and the sections below the first screen hydrate in passes of their own after
      // the mark (src/components/ui/hydrate-later.tsx): done when every link, button and field
      // carries React's props. Checked once a frame.
      const controls = [...document.querySelectorAll('#root a, #root button, #root input')];
      const hydrated = (el: Element) =>
        Object.keys(el).some((key) => key.startsWith('__reactProps$'));
      const check = () => {
        if (!controls.every(hydrated)) return void requestAnimationFrame(check);
        marks.allHydrated = performance.now();
        page.__loadHydrated?.();
      };
      check();
    },
    { once: true },
  );
}

async function visit(browser: Browser, path: string, port = PORT): Promise<Visit> {
  const { context, page } = await slowPage(browser, screen);
  await page.addInitScript(readyMark);
  await page.addInitScript(recorder);
  const hydrated = await pageSignal(page, '__loadHydrated', 30_000);
  await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'commit' });
  await hydrated();
  const result = await page.evaluate(({ modules, css }): Visit => {
    const root = document.getElementById('root');
    const app = new Set(
      [...(root?.dataset[modules]?.split(' ') ?? []), root?.dataset[css]]
        .filter((file): file is string => Boolean(file))
        .map((file) => new URL(file, location.href).href),
    );
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const appFiles = resources.filter((entry) => app.has(entry.name));
    const firstPicture = document.querySelector<HTMLImageElement>('img[elementtiming]');
    const picture = resources.find((entry) => entry.name === firstPicture?.currentSrc);
    const marks = (window as LoadWindow).__loadMarks!;
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      html: navigation?.responseEnd ?? NaN,
      pictureArrived: picture?.responseEnd,
      firstPaint: marks.paints.find((p) => p.name === 'first-contentful-paint')?.at,
      picturePainted: marks.picture,
      appAsked: Math.min(...appFiles.map((entry) => entry.startTime)),
      appArrived: Math.max(...appFiles.map((entry) => entry.responseEnd)),
      appKB: appFiles.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024,
      hydrated: marks.hydrated,
      allHydrated: marks.allHydrated,
      shift: marks.shift,
    };
  }, ROOT_FILES);
  await context.close();
  return result;
}

const STEPS: Record<string, Step> = {
  'HTML ms': 'html',
  'picture arrived ms': 'pictureArrived',
  'first paint ms': 'firstPaint',
  'picture painted ms': 'picturePainted',
  'app asked ms': 'appAsked',
  'app arrived ms': 'appArrived',
  'hydrated ms': 'hydrated',
  'all hydrated ms': 'allHydrated',
};

/** The largest layout shift of the visits' loads, and how many visits had any. */
const shiftColumns = (visits: Visit[]) => ({
  'layout shift, max': Math.max(...visits.map((v) => v.shift)).toFixed(4),
  'visits with a shift': `${visits.filter((v) => v.shift > 0).length} of ${visits.length}`,
});

/** N visits of each path on one build: the median of each step. */
async function oneBuild(browser: Browser) {
  const rows: Record<string, string>[] = [];
  for (const path of paths) {
    const visits: Visit[] = [];
    for (let i = 0; i < runs; i += 1) visits.push(await visit(browser, path));
    const ms = (key: Step) => `${Math.round(median(visits.map((v) => v[key])) ?? 0)}`;
    rows.push({
      page: path,
      ...Object.fromEntries(
        Object.entries(STEPS)
          .filter(([, key]) => key !== 'allHydrated' && key !== 'hydrated')
          .map(([label, key]) => [label, ms(key)]),
      ),
      'app KB': (median(visits.map((v) => v.appKB)) ?? NaN).toFixed(1),
      'hydrated ms': ms('hydrated'),
      'hydrated, all runs': visits.map((v) => Math.round(v.hydrated ?? NaN)).join(' '),
      'all hydrated ms': ms('allHydrated'),
      ...shiftColumns(visits),
    });
  }
  return rows;
}

/** N pairs of visits, --dist (B) and --against (A) in turn: the paired differences per step. */
async function twoBuilds(browser: Browser, otherPort: number) {
  const rows: Record<string, string | number>[] = [];
  for (const path of paths) {
    const pairs: Record<'a' | 'b', Visit>[] = [];
    for (let i = 0; i < runs; i += 1) {
      const order = i % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
      const pair: Partial<Record<'a' | 'b', Visit>> = {};
      for (const build of order)
        pair[build] = await visit(browser, path, build === 'a' ? otherPort : PORT);
      pairs.push(pair as Record<'a' | 'b', Visit>);
    }
    for (const [label, key] of Object.entries(STEPS)) {
      const diffs = pairs.map(({ a, b }) => (b[key] ?? NaN) - (a[key] ?? NaN));
      rows.push({
        page: path,
        step: label,
        [`${against}/`]: Math.round(median(pairs.map(({ a }) => a[key])) ?? 0),
        [`${dist}/`]: Math.round(median(pairs.map(({ b }) => b[key])) ?? 0),
        'paired difference': Math.round(median(diffs) ?? 0),
        [`${dist}/ sooner`]: `${diffs.filter((d) => d < 0).length} of ${runs}`,
      });
    }
    for (const [build, dir] of [
      ['a', against],
      ['b', dist],
    ] as const)
      rows.push({
        page: path,
        step: `layout shift (${dir}/)`,
        ...shiftColumns(pairs.map((p) => p[build])),
      });
  }
  return rows;
}

const loopBefore = machineLoopMs();
const server = await serve(dist, PORT);
const other = against ? await serve(against, PORT + 1) : null;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let rows: Record<string, string | number>[];
try {
  rows = other ? await twoBuilds(browser, PORT + 1) : await oneBuild(browser);
} finally {
  await browser.close();
  server.kill();
  other?.kill();
}
console.log(
  against
    ? `\nA first visit on the slow-phone profile at ${width} px, ${dist}/ against ${against}/, ${runs} pairs (medians), ${new Date().toISOString().slice(0, 10)}`
    : `\nA first visit on the slow-phone profile at ${width} px (${dist}/), median of ${runs}, ${new Date().toISOString().slice(0, 10)}`,
);
console.table(rows);
console.log(
  `machine loop: ${loopBefore} ms before, ${machineLoopMs()} ms after (docs/benchmarks.md)`,
);
