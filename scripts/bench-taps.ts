// `npm run bench:taps [-- --dist <dir>] [-- --runs N] [-- --only <button>] [-- --phase <phase>]`:
// what a visitor on a slow phone meets when tapping. Serves a production build (default dist/,
// built by `npm run build`) and drives Debian's Chromium through Playwright with issue 22's
// profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower (CDP
// Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate). For each button it prints
// when the button was painted, when the page hydrated (html[data-ready]) and how long a tap took
// to show its answer, tapped at first sight and after hydration: medians of N fresh visits, how
// many taps got no answer at all, and the tap's INP (Event Timing). A third tap comes once the
// network is idle after hydration (the header islands preloaded), as a visitor who reads a moment
// first. A benchmark, not a test: run it alone.
import { chromium, type Browser, type Page } from '@playwright/test';
import {
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
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.ts';

const dist = option('--dist', 'dist');
const runs = Number(option('--runs', 3));
const PHASES = ['first sight', 'after hydration', 'once idle'];
// One phase only (e.g. "after hydration").
const onlyPhase = option('--phase', null);
// One button's rows only (its name, e.g. 登录/注册): more tries of one row in the same time.
const only = option('--only', null);
const PORT = Number(process.env.BENCH_PORT || 4398);
const NO_ANSWER_MS = 10_000;

const LAPTOP: Screen = { width: 1366, height: 768, touch: false };

/** A CSS selector, or [selector, text] for the first match with exactly that text. */
type Target = string | [selector: string, text: string];

/** A button of the table: where, at what width, and what shows that a tap was answered. */
interface Button {
  name: string;
  path: string;
  screen: Screen;
  button: Target;
  answer: Target;
}

/** What the recorder notes in the page, in ms after navigation start. */
interface TapTimes {
  painted?: number;
  hydrated?: number;
  pointerdown?: number;
  answered?: number;
  inp?: number;
}

interface Point {
  x: number;
  y: number;
}

type TapWindow = BenchWindow & {
  __tapFind?: (target: Target) => Element | undefined | null;
  __tapTimes?: TapTimes;
  __tapClear?: (el: Element) => boolean;
  __tapPainted?: (point: Point) => void;
  __tapAnswered?: () => void;
  __tapHydrated?: () => void;
};

/**
 * The buttons of issue 22's table: where, at what width, and what shows that a tap was answered.
 * An element is a CSS selector, or [selector, text] for the first match with exactly that text.
 */
const BUTTONS: Button[] = [
  {
    name: '菜单',
    path: '/home',
    screen: PHONE,
    button: 'button[aria-controls="site-menu"]',
    answer: 'button[aria-controls="site-menu"][aria-expanded="true"]',
  },
  {
    name: '搜索',
    path: '/home',
    screen: PHONE,
    button: 'header button[aria-label="搜索"]',
    answer: 'input[role="searchbox"]',
  },
  {
    name: '登录/注册',
    path: '/home',
    screen: LAPTOP,
    button: ['header button', '登录/注册'],
    answer: '[role="dialog"] input',
  },
  {
    name: '加入询价单',
    path: '/product/lenggui/cc-lg-4d',
    screen: PHONE,
    button: ['main button', '加入询价单'],
    answer: ['main button', '已加入询价单'],
  },
];

/**
 * Runs in the page before its own scripts: records (performance.now(), ms after navigation start)
 * the first frame showing the button, the hydration mark (when set), the pointerdown of the tap
 * and the first frame showing the answer.
 */
function recorder({ button, answer }: Pick<Button, 'button' | 'answer'>) {
  const page = window as TapWindow;
  const find = (target: Target) =>
    typeof target === 'string'
      ? document.querySelector(target)
      : [...document.querySelectorAll(target[0])].find((el) => el.textContent === target[1]);
  page.__tapFind = find;
  const times: TapTimes = {};
  page.__tapTimes = times;
  /** Whether the element is on screen with nothing over its middle, where the tap goes. */
  const clear = (el: Element) => {
    const { x, y, width, height, top, bottom } = el.getBoundingClientRect();
    if (top < 0 || bottom > innerHeight) return false;
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return hit != null && el.contains(hit);
  };
  page.__tapClear = clear;
  const visible = (target: Target) => {
    const el = find(target);
    if (!el) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  // When the finger came down (the event's own time), not when the page got to the event: a long
  // task then running delays the answer as much as the visitor sees it.
  addEventListener('pointerdown', (event) => (times.pointerdown ??= event.timeStamp), true);
  // The tap's interaction as INP counts it (Event Timing: from the input to the next frame, in
  // steps of 8 ms); entries come only for events of 16 ms or more.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
      if (entry.interactionId) times.inp = Math.max(times.inp ?? 0, entry.duration);
    // Event Timing's option, missing from TypeScript's DOM types.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const frame = () => {
    const now = performance.now();
    // Below the fold (加入询价单 on a phone): the visitor scrolls to it first, until it is clear
    // of the bars fixed at the bottom. On a page still loading, a scroll to it can stop short
    // (the page below is not there yet), leaving its middle under the 快捷联系 bar, where a tap
    // would have opened 电话 instead.
    const el = find(button);
    if (times.painted == null && el && !clear(el)) {
      el.scrollIntoView({ block: 'center' });
    } else if (times.painted == null && visible(button)) {
      times.painted = now;
      const { x, y, width, height } = find(button)!.getBoundingClientRect();
      page.__tapPainted?.({ x: x + width / 2, y: y + height / 2 });
    }
    if (times.pointerdown != null && times.answered == null && visible(answer)) {
      times.answered = now;
      page.__tapAnswered?.();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // The hydration mark when it is set (readyMark, as bench:load reads it), not at the next frame:
  // with a press made before hydration, that frame also shows the press's answer.
  addEventListener(
    'bench-ready',
    () => {
      times.hydrated = page.__readyAt;
      page.__tapHydrated?.();
    },
    { once: true },
  );
}

/** Where to tap the button now: its middle, scrolled into clear view first when it is not. */
const buttonMiddle = (page: Page, button: Target) =>
  page.evaluate((target): Point => {
    const tap = window as TapWindow;
    const el = tap.__tapFind!(target)!;
    if (!tap.__tapClear!(el)) el.scrollIntoView({ block: 'center' });
    const { x, y, width, height } = el.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  }, button);

/*
 * The page reports what it records through bindings (pageSignal), and taps go through CDP input at
 * the button's middle: Playwright's locators, like its polling, would load its injected script
 * into the page.
 */
async function visit(browser: Browser, target: Button, phase: string): Promise<TapTimes> {
  const { screen } = target;
  const { context, page } = await slowPage(browser, screen);
  await page.addInitScript(readyMark);
  await page.addInitScript(recorder, { button: target.button, answer: target.answer });
  // The page reports the first frame showing the button (and where its middle is) at once.
  const painted = await pageSignal<Point>(page, '__tapPainted', 30_000);
  const hydrated = await pageSignal(page, '__tapHydrated', 30_000);
  const answered = await pageSignal(page, '__tapAnswered', NO_ANSWER_MS);
  await page.goto(`http://localhost:${PORT}${target.path}`, { waitUntil: 'commit' });
  let point = await painted();
  if (phase !== 'first sight') {
    await hydrated();
    // A visitor who reads a moment first: the islands preloaded when idle have arrived.
    if (phase === 'once idle') await page.waitForLoadState('networkidle', { timeout: 60_000 });
    point = await buttonMiddle(page, target.button);
  }
  if (screen.touch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
  const wasAnswered = await answered().then(
    () => true,
    () => false,
  );
  await hydrated();
  // Event Timing entries are reported after the frame that ends the event: two frames and a task.
  const times = await page.evaluate(
    () =>
      new Promise<TapTimes>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => resolve((window as TapWindow).__tapTimes!))),
        ),
      ),
  );
  await context.close();
  return { ...times, answered: wasAnswered ? times.answered : undefined };
}

const ms = (value: number | null | undefined) => (value == null ? '—' : `${Math.round(value)}`);

/** The median, with the lowest and highest try when they differ from it. */
function spread(values: (number | null | undefined)[]) {
  const known = values.filter((value): value is number => value != null);
  if (known.length < 2) return ms(median(values));
  return `${ms(median(values))} (${ms(Math.min(...known))}–${ms(Math.max(...known))})`;
}

const loopBefore = machineLoopMs();
const server = await serve(dist, PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: Record<string, string>[] = [];
try {
  for (const target of BUTTONS.filter((button) => only === null || button.name === only)) {
    for (const phase of PHASES.filter((name) => onlyPhase === null || name === onlyPhase)) {
      const tries: TapTimes[] = [];
      for (let i = 0; i < runs; i += 1) tries.push(await visit(browser, target, phase));
      const answers = tries.map((t) =>
        t.answered == null ? null : t.answered - (t.pointerdown ?? NaN),
      );
      rows.push({
        button: `${target.name} (${target.path}, ${target.screen.width})`,
        phase,
        'painted ms': ms(median(tries.map((t) => t.painted))),
        'hydrated ms': spread(tries.map((t) => t.hydrated)),
        'tapped at ms': ms(median(tries.map((t) => t.pointerdown))),
        'answer ms': spread(answers),
        // Under 16 ms when no entry came.
        'INP ms': spread(tries.map((t) => t.inp ?? 16)),
        lost: `${answers.filter((a) => a == null).length} of ${runs}`,
      });
    }
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(
  `\nTaps on the slow-phone profile (${dist}/), median of ${runs}, ${new Date().toISOString().slice(0, 10)}`,
);
console.table(rows);
console.log(
  `machine loop: ${loopBefore} ms before, ${machineLoopMs()} ms after (docs/benchmarks.md)`,
);
