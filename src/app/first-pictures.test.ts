import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FIRST_PICTURE_MARK } from '@/components/ui/first-picture';
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

/** A first picture, loaded or not, on screen or a screen below. */
function picture({ complete, top = 100 }: { complete: boolean; top?: number }) {
  const img = document.createElement('img');
  img.setAttribute('elementtiming', FIRST_PICTURE_MARK);
  Object.defineProperty(img, 'complete', { value: complete, configurable: true });
  img.getBoundingClientRect = () =>
    ({ top, bottom: top + 200, left: 0, right: 300, width: 300, height: 200 }) as DOMRect;
  document.body.append(img);
  return img;
}

/** Runs a timer set for 0 ms from a timer's callback: fake timers run it 1 ms later. */
const settle = () => vi.advanceTimersByTime(1);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 16));
  FakeObserver.current = null;
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
  const second = picture({ complete: true, top: 300 });
  picture({ complete: true, top: 2000 });
  const start = vi.fn();
  afterFirstPicturesShown(start);
  FakeObserver.current!.report(first);
  vi.advanceTimersByTime(100);
  expect(start).not.toHaveBeenCalled();
  FakeObserver.current!.report(second);
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
