// `npm run bench:planner [-- --dist <dir>] [-- --runs N]`: a drag in the kitchen planner with 40
// units placed, on issue 22's slow phone (375 px, touch, CPU 4× slower). Serves a production build
// (default dist/), opens /planner with a 40-unit plan, drags one unit across the room with a finger
// moving every 16 ms (CDP touch events), then moves another unit with 20 arrow-key presses.
// Prints the frame rate during the drag, the longest frame, how many frames took over 33 ms, and
// the longest event handling (Event Timing: INP counts the keys and taps, not the moves).
// A benchmark, not a test: run it alone on a quiet machine.
import { chromium, type Browser } from '@playwright/test';
import { median, option, serve, slowPage } from './bench-phone.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.ts';

const dist = option('--dist', 'dist');
const runs = Number(option('--runs', 3));
const PORT = Number(process.env.BENCH_PORT || 4399);
const MOVES = 90;

/** What the recorder notes in the page while `on`. */
interface PlannerRecord {
  on?: boolean;
  frames: number[];
  events: { type: string; duration: number }[];
}

type PlannerWindow = Window & { __plannerBench?: PlannerRecord };

/** One drag's and one key run's figures. */
interface Try {
  fps: number;
  longestFrame: number;
  slowFrames: number;
  frames: number;
  longestMove: number;
  longestTap: number;
  movedMm?: number;
  longestKey: number;
}

/** 40 units in five rows of eight (a model per row), each row a full aisle from the next. */
function fortyUnits() {
  const rows: [model: string, width: number, depth: number][] = [
    ['CC-ZF-24E', 1260, 620],
    ['CC-LG-4D', 1220, 760],
    ['CC-BWT-5T', 1600, 750],
    ['CC-ZT-2C', 1800, 1100],
    ['CC-XD-2M', 1200, 500],
  ];
  const units: string[] = [];
  let y = 0;
  for (const [model, width, depth] of rows) {
    for (let i = 0; i < 8; i += 1) units.push(`${model}.${i * width}.${y}.0`);
    y += depth + 900;
  }
  return ['1~20000~15000', ...units].join('~');
}

/** In the page: every frame's time and every event's handling time while the bench runs. */
function recorder() {
  const record: PlannerRecord = { frames: [], events: [] };
  (window as PlannerWindow).__plannerBench = record;
  const frame = (now: number) => {
    if (record.on) record.frames.push(now);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (record.on) record.events.push({ type: entry.name, duration: entry.duration });
    // Event Timing's option, missing from TypeScript's DOM types.
  }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
}

async function visit(browser: Browser): Promise<Try> {
  const { context, page, cdp } = await slowPage(browser);
  await page.addInitScript(recorder);
  await page.goto(`http://localhost:${PORT}/planner?plan=${fortyUnits()}`);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  const target = page.getByRole('button', { name: 'CC-ZT-2C #4', exact: true });
  await target.waitFor();
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const position = () =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('cc-planner') ?? 'null') as {
            layout: { items: { x: number }[] };
          } | null
        )?.layout.items[23],
    );
  await page.evaluate(() => ((window as PlannerWindow).__plannerBench!.on = true));
  const point = (i: number) => [{ x: x + (i * 120) / MOVES, y: y - (i * 60) / MOVES, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (let i = 1; i <= MOVES; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(i) });
    // A finger reports about every 16 ms; the page must keep up with that, not the bench.
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const drag = await page.evaluate((): Omit<Try, 'longestKey'> => {
    const record = (window as PlannerWindow).__plannerBench!;
    record.on = false;
    const frames = record.frames;
    const gaps = frames.slice(1).map((t, i) => t - (frames[i] ?? NaN));
    const result = {
      fps: ((frames.length - 1) * 1000) / ((frames.at(-1) ?? NaN) - (frames[0] ?? NaN)),
      longestFrame: Math.max(...gaps),
      slowFrames: gaps.filter((gap) => gap > 33.4).length,
      frames: gaps.length,
      longestMove: Math.max(
        0,
        ...record.events.filter((e) => /move/.test(e.type)).map((e) => e.duration),
      ),
      longestTap: Math.max(
        0,
        ...record.events.filter((e) => !/move/.test(e.type)).map((e) => e.duration),
      ),
    };
    record.frames = [];
    record.events = [];
    record.on = true;
    return result;
  });
  // The drag must have moved the unit (the 24th: the fourth stove), or the figures mean nothing.
  const after = await position();
  drag.movedMm = after ? Math.round(after.x - 3 * 1800) : 0;
  const keyed = page.getByRole('button', { name: 'CC-XD-2M #3', exact: true });
  await keyed.focus();
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
  const keys = await page.evaluate(() => {
    const record = (window as PlannerWindow).__plannerBench!;
    record.on = false;
    return Math.max(0, ...record.events.map((e) => e.duration));
  });
  await context.close();
  return { ...drag, longestKey: keys };
}

const server = await serve(dist, PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const tries: Try[] = [];
try {
  for (let i = 0; i < runs; i += 1) tries.push(await visit(browser));
} finally {
  await browser.close();
  server.kill();
}
const of = (key: keyof Try, digits = 0) => median(tries.map((t) => t[key]))?.toFixed(digits);
console.log(
  `\nPlanner drag, 40 units, slow phone (${dist}/), median of ${runs}, ${new Date().toISOString().slice(0, 10)}`,
);
console.table([
  {
    'drag fps': of('fps', 1),
    'longest frame ms': of('longestFrame'),
    'frames > 33 ms': `${of('slowFrames')} of ${of('frames')}`,
    'longest move event ms': of('longestMove'),
    'longest tap event ms': of('longestTap'),
    'longest key event ms': of('longestKey'),
    'unit dragged mm': of('movedMm'),
  },
]);
