import { FIRST_PICTURE_TIMING } from '@/config/start-up';

/** Longest wait for the first pictures: a stalled image must not keep the app from starting. */
export const PICTURE_WAIT_MS = 2500;
/** Longest wait for a loaded first picture to be reported painted. */
export const PAINT_WAIT_MS = 1000;

const firstPictures = () =>
  Array.from(
    document.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_PICTURE_TIMING}"]`),
  );

/** Calls `start` once, however many of the ways to it fire. */
function onlyOnce(start: () => void) {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    start();
  };
}

/** Once the page's first pictures have arrived (or failed, or PICTURE_WAIT_MS passed). */
function afterLoaded(start: () => void) {
  const pending = firstPictures().filter((img) => !img.complete);
  const once = onlyOnce(start);
  if (pending.length === 0) return once();
  let left = pending.length;
  const arrived = () => {
    if (--left === 0) once();
  };
  for (const img of pending) {
    img.addEventListener('load', arrived, { once: true });
    img.addEventListener('error', arrived, { once: true });
  }
  setTimeout(once, PICTURE_WAIT_MS);
}

/** Two frames on: a frame's callbacks run before it paints, the second's once the first has. */
function afterTwoFrames(start: () => void) {
  // A background tab gets no animation frames until it is shown; it has nothing to paint either.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
}

const reports = (type: string) =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes(type);

/**
 * Once `wanted` says an observed entry of `type` has come (or PAINT_WAIT_MS passed): `start` in a
 * task of its own. `wanted` is also asked through the returned function, when something else has
 * changed what it waits for. Returns that check.
 */
function afterReport(
  type: string,
  wanted: (entries: PerformanceEntry[]) => boolean,
  start: () => void,
  stop: () => void = () => {},
) {
  const observer = new PerformanceObserver((list) => {
    if (wanted(list.getEntries())) once();
  });
  const once = onlyOnce(() => {
    observer.disconnect();
    stop();
    setTimeout(start, 0);
  });
  observer.observe({ type, buffered: true });
  setTimeout(once, PAINT_WAIT_MS);
  return () => {
    if (wanted([])) once();
  };
}

/**
 * Once the loaded first pictures on screen are painted. Two frames after their load event did not
 * always mean that: Chromium painted a page's text first and its picture about 20 ms later, when
 * the app's first files had arrived already, and Lighthouse counted them into the largest paint
 * (/product 1.28 s instead of 1.13 s, one run in four). Where the browser reports the paint
 * (Element Timing: Chromium), wait for that report; elsewhere for two frames.
 *
 * Which pictures are on screen is learnt from an IntersectionObserver, which reads the layout of
 * the browser's next frame: measuring them here laid the page out at once, as the rest of its HTML
 * had just been parsed, and the app was asked for only after it (on the slow phone's model page:
 * docs/benchmarks.md). A picture off screen never
 * paints: it is no longer waited for once the observer says so.
 */
function afterPainted(start: () => void) {
  const pictures = firstPictures();
  // A background tab paints nothing: afterTwoFrames starts it at once.
  if (document.visibilityState === 'hidden') return afterTwoFrames(start);
  // No picture on the page (/contact, /inquiry): the first contentful paint's report. Two frames
  // were not always that in headless Chromium: the app's files arrived before the paint was
  // presented, and Lighthouse counted them into it (/inquiry LCP 1.26 s in two runs of five).
  if (pictures.length === 0) return afterFirstContentfulPaint(start);
  if (!reports('element') || typeof IntersectionObserver === 'undefined')
    return afterTwoFrames(start);
  const waiting = new Set<Element>(pictures);
  let offScreen = 0;
  const screen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      screen.unobserve(entry.target);
      if (!entry.isIntersecting && waiting.delete(entry.target)) offScreen += 1;
    }
    check();
  });
  const check = afterReport(
    'element',
    (entries) => {
      for (const entry of entries as (PerformanceEntry & { element: Element | null })[])
        if (entry.element) waiting.delete(entry.element);
      return waiting.size === 0;
    },
    // Every picture off screen: the page's largest paint is its text.
    () => (offScreen === pictures.length ? afterFirstContentfulPaint(start) : start()),
    () => screen.disconnect(),
  );
  for (const picture of pictures) screen.observe(picture);
}

const afterFirstContentfulPaint = (start: () => void) =>
  reports('paint')
    ? void afterReport(
        'paint',
        (entries) => entries.some((entry) => entry.name === 'first-contentful-paint'),
        start,
      )
    : afterTwoFrames(start);

/**
 * Runs `start` once the page's first pictures (the home hero, a model's main view, the first case:
 * marked by src/components/ui/first-picture.ts) have arrived and are on screen. They are what a
 * visitor waits for and what Lighthouse counts as the largest paint, so the app's bytes wait for
 * them: on a 1.6 Mbps line they would otherwise share it.
 */
export const afterFirstPicturesShown = (start: () => void) =>
  afterLoaded(() => afterPainted(start));
