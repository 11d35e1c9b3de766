// `npm run bench:bytes [-- --dist <dir>] [-- --runs N] [-- --path /home --path …]`: what a first
// visit downloads in all on issue 22's slow phone, with the visitor doing nothing, from navigation
// until no request has started for QUIET_MS: the bytes before the app is ready (html[data-ready])
// and those asked for after it, per kind (HTML, JS, CSS, pictures, data), in bytes on the wire
// (vite preview sends the build's brotli files, as nginx does). Each page is
// visited as a normal line and as one that asks to save data (navigator.connection.saveData and
// the Save-Data header), where nothing should be fetched ahead (src/lib/network/fetch-ahead.ts).
// `-- --list` prints each file. A benchmark, not a test: run it alone.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.ts';
import { saveDataLine } from './save-data-line.ts';
import {
  ARGS,
  type BenchWindow,
  median,
  option,
  pageSignal,
  readyMark,
  serve,
  slowPage,
} from './bench-phone.ts';

const dist = option('--dist', 'dist');
const runs = Number(option('--runs', 3));
/** `-- --list`: also print each file of each visit (when asked for, phase, bytes, URL). */
const list = ARGS.includes('--list');
const given = ARGS.flatMap((arg, i) => (ARGS[i - 1] === '--path' ? [arg] : []));
const paths = given.length > 0 ? given : ['/home', '/product/lenggui/cc-lg-4d'];
const PORT = Number(process.env.BENCH_PORT || 4396);
/** No request started for this long: the page is done fetching on its own. */
const QUIET_MS = 5_000;
/** A visit that never goes quiet stops here. */
const CAP_MS = 60_000;

type Kind = 'HTML' | 'JS' | 'CSS' | 'pictures' | 'data';
const KINDS: Kind[] = ['HTML', 'JS', 'CSS', 'pictures', 'data'];

function kindOf(mimeType: string): Kind {
  if (mimeType.includes('html')) return 'HTML';
  if (mimeType.includes('javascript')) return 'JS';
  if (mimeType.includes('css')) return 'CSS';
  if (mimeType.startsWith('image/') || mimeType.includes('font')) return 'pictures';
  return 'data';
}

interface Visit {
  before: Record<Kind, number>;
  after: Record<Kind, number>;
  files: number;
  quietAt: number;
}

const zero = (): Record<Kind, number> => ({ HTML: 0, JS: 0, CSS: 0, pictures: 0, data: 0 });

/** One request as the browser reports it (Chrome DevTools Protocol, Network domain). */
interface Asked {
  url: string;
  at: number;
  after: boolean;
  kind: Kind;
  cached: boolean;
}

async function visit(path: string, saveData: boolean): Promise<Visit> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { context, page, cdp } = await slowPage(browser);
    if (saveData) await saveDataLine(context);
    await context.addInitScript(readyMark);
    await context.addInitScript(() =>
      window.addEventListener('bench-ready', () => {
        void (window as BenchWindow & { __benchBytesReady?: () => void }).__benchBytesReady?.();
      }),
    );
    let ready = false;
    const hydrated = await pageSignal(page, '__benchBytesReady', CAP_MS);
    // A page that never hydrates counts every file as asked for before it was ready.
    void hydrated().then(
      () => (ready = true),
      () => {},
    );

    const result: Visit = { before: zero(), after: zero(), files: 0, quietAt: 0 };
    const asked = new Map<string, Asked>();
    let lastAsked = Date.now();
    const started = lastAsked;
    // The bytes on the wire (headers and the encoded body: vite preview sends the build's .br
    // files, as nginx does); an answer from the browser's cache costs none and is left out.
    cdp.on('Network.requestWillBeSent', (event) => {
      lastAsked = Date.now();
      asked.set(event.requestId, {
        url: event.request.url,
        at: Date.now(),
        after: ready,
        kind: 'data',
        cached: false,
      });
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = asked.get(event.requestId);
      if (request) request.cached = true;
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = asked.get(event.requestId);
      if (!request) return;
      request.kind = kindOf(event.response.mimeType);
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) request.cached = true;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = asked.get(event.requestId);
      if (!request || request.cached) return;
      (request.after ? result.after : result.before)[request.kind] += event.encodedDataLength;
      result.files += 1;
      if (list) {
        const phase = request.after ? 'after ' : 'before';
        const { pathname } = new URL(request.url);
        console.log(`${request.at - started} ms ${phase} ${event.encodedDataLength} B ${pathname}`);
      }
    });

    await page.goto(`http://localhost:${PORT}${path}`, { waitUntil: 'load' });
    // Done fetching on its own: no request started for QUIET_MS (or CAP_MS passed).
    while (Date.now() - lastAsked < QUIET_MS && Date.now() - started < CAP_MS)
      await page.waitForTimeout(250);
    result.quietAt = lastAsked - started;
    return result;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number | null) => (bytes == null ? '—' : (bytes / 1024).toFixed(1));
const sum = (record: Record<Kind, number>) => KINDS.reduce((total, k) => total + record[k], 0);

const server = await serve(dist, PORT);
try {
  const rows: Record<string, string | number>[] = [];
  for (const path of paths)
    for (const saveData of [false, true]) {
      const visits: Visit[] = [];
      for (let run = 0; run < runs; run += 1) visits.push(await visit(path, saveData));
      const row: Record<string, string | number> = {
        page: path,
        line: saveData ? 'Save-Data' : 'normal',
      };
      for (const k of KINDS) row[`${k} before ready`] = kb(median(visits.map((v) => v.before[k])));
      row['before ready'] = kb(median(visits.map((v) => sum(v.before))));
      row['JS after ready'] = kb(median(visits.map((v) => v.after.JS)));
      row['after ready'] = kb(median(visits.map((v) => sum(v.after))));
      row['in all'] = kb(median(visits.map((v) => sum(v.before) + sum(v.after))));
      row.files = median(visits.map((v) => v.files)) ?? 0;
      row['quiet at s'] = ((median(visits.map((v) => v.quietAt)) ?? 0) / 1000).toFixed(1);
      rows.push(row);
    }
  console.log(
    `\nWhat a first visit downloads (KB on the wire), median of ${runs}, ${new Date().toISOString()}`,
  );
  console.table(rows);
} finally {
  server.kill();
}
