import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FIRST_PICTURE_TIMING } from '@/config/start-up';
import { afterFirstPicturesShown, PAINT_WAIT_MS, PICTURE_WAIT_MS } from './first-pictures';

/**
 * A stand-in for the browser's PerformanceObserver: `report` delivers an Element Timing entry,
 * `reportPaint` a Paint Timing one.
 */
class FakeObserver {
  static supportedEntryTypes = ['element', 'paint'];
  static current: FakeObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(element: Element) {
    this.callback({ getEntries: () => [{ entryType: 'element', element }] });
  }
  reportPaint(name: string) {
    this.callback({ getEntries: () => [{ entryType: 'paint', name }] });
  }
}

/**
 * A stand-in for the browser's IntersectionObserver: `deliver` reports whether each observed
 * picture is on screen (the browser does so with its next frame).
 */
class FakeScreen {
  static current: FakeScreen | null = null;
  observed = new Set<Element>();
  constructor(
    private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
  ) {
    FakeScreen.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  deliver() {
    const entries = [...this.observed].map((target) => ({
      target,
      isIntersecting: (target as HTMLElement).dataset.top !== 'below',
    }));
    if (entries.length > 0) this.callback(entries);
  }
}

/** A first picture, loaded or not, on screen or a screen below. */
function picture({ complete, below = false }: { complete: boolean; below?: boolean }) {
  const img = document.createElement('img');
  img.setAttribute('elementtiming', FIRST_PICTURE_TIMING);
  if (below) img.dataset.top = 'below';
  Object.defineProperty(img, 'complete', { value: complete, configurable: true });
  document.body.append(img);
  return img;
}

/** Runs a timer set for 0 ms from a timer's callback: fake timers run it 1 ms later. */
const settle = () => vi.advanceTimersByTime(1);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('IntersectionObserver', FakeScreen);
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 16));
  FakeObserver.current = null;
  FakeScreen.current = null;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

it('waits for the first picture to arrive, then for its paint report', () => {
  const img = picture({ complete: false });
  const start = vi.fn();
  afterFirstPicturesShown(start);
  vi.advanceTimersByTime(500);
  expect(FakeObserver.current).toBeNull();

  img.dispatchEvent(new Event('load'));
  vi.advanceTimersByTime(100); // two frames have passed: not enough
  expect(start).not.toHaveBeenCalled();

  FakeObserver.current!.report(img);
  expect(start).not.toHaveBeenCalled(); // in a task of its own
  vi.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
  expect(FakeObserver.current!.disconnected).toBe(true);
  vi.advanceTimersByTime(PAINT_WAIT_MS + PICTURE_WAIT_MS);
  expect(start).toHaveBeenCalledTimes(1);
});

it('waits for every first picture on screen, not for one below it', () => {
  const first = picture({ complete: true });
  const second = picture({ complete: true });
  picture({ complete: true, below: true });
  const start = vi.fn();
  afterFirstPicturesShown(start);
  FakeObserver.current!.report(first);
  FakeObserver.current!.report(second);
  vi.advanceTimersByTime(100);
  expect(start).not.toHaveBeenCalled(); // the third is not known to be off screen yet
  FakeScreen.current!.deliver();
  vi.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
  expect(FakeScreen.current!.observed.size).toBe(0);
});

it('starts on the paint reports alone when they come before the screen is known', () => {
  const first = picture({ complete: true });
  const second = picture({ complete: true });
  const start = vi.fn();
  afterFirstPicturesShown(start);
  FakeObserver.current!.report(first);
  vi.advanceTimersByTime(100);
  expect(start).not.toHaveBeenCalled();
  FakeObserver.current!.report(second);
  vi.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
  FakeScreen.current!.deliver(); // late: nothing more happens
  vi.advanceTimersByTime(PAINT_WAIT_MS);
  expect(start).toHaveBeenCalledTimes(1);
});

it('does not lay the page out to learn which pictures are on screen', () => {
  // Measured as the entry ran, a page whose HTML had just been parsed was laid out at once, and
  // the app was asked for only after it.
  const img = picture({ complete: true });
  const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
  const start = vi.fn();
  afterFirstPicturesShown(start);
  FakeObserver.current!.report(img);
  vi.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
  expect(measure).not.toHaveBeenCalled();
});

it('with every first picture off screen, waits for the first contentful paint report', () => {
  picture({ complete: true, below: true });
  const start = vi.fn();
  afterFirstPicturesShown(start);
  FakeScreen.current!.deliver();
  vi.advanceTimersByTime(0);
  expect(start).not.toHaveBeenCalled();
  FakeObserver.current!.reportPaint('first-contentful-paint');
  vi.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts anyway when no paint is reported, and when a picture never arrives', () => {
  picture({ complete: true });
  const painted = vi.fn();
  afterFirstPicturesShown(painted);
  vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
  expect(painted).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  settle();
  expect(painted).toHaveBeenCalledTimes(1);

  document.body.replaceChildren();
  picture({ complete: false });
  const stalled = vi.fn();
  afterFirstPicturesShown(stalled);
  vi.advanceTimersByTime(PICTURE_WAIT_MS);
  vi.advanceTimersByTime(PAINT_WAIT_MS);
  settle();
  expect(stalled).toHaveBeenCalledTimes(1);
});

it('waits two frames where the browser reports no picture paint, or no paint at all', () => {
  vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['paint'] });
  picture({ complete: true });
  const withoutReports = vi.fn();
  afterFirstPicturesShown(withoutReports);
  vi.advanceTimersByTime(16);
  expect(withoutReports).not.toHaveBeenCalled();
  vi.advanceTimersByTime(16);
  settle();
  expect(withoutReports).toHaveBeenCalledTimes(1);

  vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: [] });
  document.body.replaceChildren();
  const withoutPictures = vi.fn();
  afterFirstPicturesShown(withoutPictures);
  vi.advanceTimersByTime(16);
  vi.advanceTimersByTime(16);
  settle();
  expect(withoutPictures).toHaveBeenCalledTimes(1);
});

it('without a first picture, waits for the first contentful paint report', () => {
  const start = vi.fn();
  afterFirstPicturesShown(start);
  vi.advanceTimersByTime(100); // many frames: not enough
  expect(start).not.toHaveBeenCalled();
  FakeObserver.current!.reportPaint('first-paint');
  vi.advanceTimersByTime(0);
  expect(start).not.toHaveBeenCalled();
  FakeObserver.current!.reportPaint('first-contentful-paint');
  expect(start).not.toHaveBeenCalled(); // in a task of its own
  vi.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
  expect(FakeObserver.current!.disconnected).toBe(true);
  vi.advanceTimersByTime(PAINT_WAIT_MS);
  expect(start).toHaveBeenCalledTimes(1);
});
