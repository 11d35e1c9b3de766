// `npm run bench:nav [-- --dist <dir>] [-- --runs N]`: how long a visitor on issue 22's slow phone
// (375 px, 150 ms round trip, 1.6 Mbps down, CPU 4× slower; scripts/bench-phone.ts) waits from a
// tap on a link to the next page's <h1>. Each try is a fresh visit: the page loads and hydrates,
// the visitor scrolls the link into view, the network goes quiet (what the page fetches ahead has
// come), then a finger taps the link. It prints the median, lowest and highest of N tries per trip.
// A benchmark, not a test: run it alone.
import { chromium, type Browser } from '@playwright/test';
import {
  type BenchWindow,
  machineLoopMs,
  median,
  option,
  pageSignal,
  PHONE,
  readyMark,
  serve,
  slowPage,
} from './bench-phone.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.ts';

const dist = option('--dist', 'dist');
const runs = Number(option('--runs', 5));
const PORT = Number(process.env.BENCH_PORT || 4396);
const NO_ANSWER_MS = 15_000;

/** What the recorder notes in the page, in ms after navigation start. */
interface NavTimes {
  before?: string;
  from?: string;
  pointerdown?: number;
  answered?: number;
  heading?: string | null;
}

type NavWindow = BenchWindow & {
  __navTimes?: NavTimes;
  __navArm?: (before: string) => void;
  __navAnswered?: () => void;
  __navHydrated?: () => void;
};

/** A trip: where the visitor is, the link they tap (a CSS selector). */
interface Trip {
  name: string;
  from: string;
  link: string;
}

/** Issue 53's three trips: where the visitor is, the link they tap, where it leads. */
const TRIPS: Trip[] = [
  { name: '/home → 冷柜 series', from: '/home', link: 'main a[href="/product?ctype=lenggui"]' },
  {
    name: '冷柜 series → CC-LG-4D',
    from: '/product?ctype=lenggui',
    link: 'main a[href="/product/lenggui/cc-lg-4d"]',
  },
  { name: '/home → a case', from: '/home', link: 'main a[href^="/case/"]' },
];

/**
 * Runs in the page before its own scripts: once armed (`__navArm(h1 text now)`), records the
 * pointerdown of the tap (the event's own time) and the first frame whose <h1> has other text
 * and whose address has changed, and reports that frame through the __navAnswered binding.
 */
function recorder() {
  const page = window as NavWindow;
  const times: NavTimes = {};
  page.__navTimes = times;
  page.__navArm = (before) => {
    times.before = before;
    times.from = location.pathname + location.search;
  };
  addEventListener('pointerdown', (event) => (times.pointerdown ??= event.timeStamp), true);
  const frame = () => {
    const now = performance.now();
    if (times.pointerdown != null && times.answered == null) {
      const heading = document.querySelector('h1');
      const moved = location.pathname + location.search !== times.from;
      if (moved && heading && heading.textContent !== times.before) {
        times.answered = now;
        times.heading = heading.textContent;
        page.__navAnswered?.();
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  addEventListener('bench-ready', () => page.__navHydrated?.(), { once: true });
}

async function trip(
  browser: Browser,
  { from, link }: Trip,
): Promise<{ ms: number | null; heading?: string | null }> {
  const { context, page } = await slowPage(browser, PHONE);
  await page.addInitScript(readyMark);
  await page.addInitScript(recorder);
  const hydrated = await pageSignal(page, '__navHydrated', 30_000);
  const answered = await pageSignal(page, '__navAnswered', NO_ANSWER_MS);
  await page.goto(`http://localhost:${PORT}${from}`, { waitUntil: 'commit' });
  await hydrated();
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  // The visitor scrolls to the link and reads a moment: what its coming into view starts, comes.
  const point = await page.evaluate((selector) => {
    const el = document.querySelector(selector)!;
    el.scrollIntoView({ block: 'center' });
    const heading = document.querySelector('h1')?.textContent ?? '';
    (window as NavWindow).__navArm!(heading);
    const { x, y, width, height } = el.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  }, link);
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  // A reading moment: an idle callback may start a fetch ahead after the network first went quiet.
  await new Promise((resolve) => setTimeout(resolve, 600));
  await page.touchscreen.tap(point.x, point.y);
  const ok = await answered().then(
    () => true,
    () => false,
  );
  const times = await page.evaluate(() => (window as NavWindow).__navTimes!);
  await context.close();
  return ok
    ? { ms: (times.answered ?? NaN) - (times.pointerdown ?? NaN), heading: times.heading }
    : { ms: null };
}

const ms = (value: number | null | undefined) => (value == null ? '—' : `${Math.round(value)}`);

const loopBefore = machineLoopMs();
const server = await serve(dist, PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: Record<string, string>[] = [];
try {
  for (const target of TRIPS) {
    const tries: Awaited<ReturnType<typeof trip>>[] = [];
    for (let i = 0; i < runs; i += 1) tries.push(await trip(browser, target));
    const known = tries.map((t) => t.ms).filter((value): value is number => value != null);
    rows.push({
      trip: target.name,
      'tap → <h1> median ms': ms(median(known)),
      'min ms': ms(known.length ? Math.min(...known) : null),
      'max ms': ms(known.length ? Math.max(...known) : null),
      'no answer': `${tries.length - known.length} of ${runs}`,
      'next <h1>': tries.find((t) => t.heading)?.heading ?? '—',
    });
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(
  `\nTap → next page's <h1> on the slow-phone profile (${dist}/), ${runs} tries, ${new Date().toISOString().slice(0, 10)}`,
);
console.table(rows);
console.log(
  `machine loop: ${loopBefore} ms before, ${machineLoopMs()} ms after (docs/benchmarks.md)`,
);
