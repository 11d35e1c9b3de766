import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FIRST_PICTURE_TIMING, ROOT_CSS, ROOT_MODULES, rootAttribute } from '@/config/start-up';
import ASK_APP from './ask-app.ts?inline-script';

const MODULES = ['/assets/boot-a.js', '/assets/home-page-b.js'];
const CSS = '/assets/page-css-c.css';

/** The prerendered page as the parser has it when the first picture arrives. */
function page(mark: string = FIRST_PICTURE_TIMING) {
  document.body.innerHTML = `<div id="root" ${rootAttribute(ROOT_MODULES)}=" ${MODULES.join(' ')}" ${rootAttribute(ROOT_CSS)}="${CSS}">
    <img src="/images/hero.avif" elementtiming="${mark}" alt=""></div>`;
  return document.querySelector('img')!;
}

/** The picture's fetch took `duration` ms, as Resource Timing reports it. */
const fetchedIn = (duration: number) =>
  vi
    .spyOn(performance, 'getEntriesByName')
    .mockReturnValue([{ duration } as PerformanceResourceTiming]);

/** Every file the script links when it asks: the modules in order, then the CSS. */
const EVERY_FILE = [
  ['modulepreload', MODULES[0], null],
  ['modulepreload', MODULES[1], null],
  ['preload', CSS, 'style'],
];

const asked = () =>
  Array.from(document.head.querySelectorAll('link'), (link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

const arrives = (img: HTMLImageElement) => img.dispatchEvent(new Event('load'));

/** The HTML's own fetch ended `ms` after navigation start, as Navigation Timing reports it. */
const htmlTook = (ms: number) =>
  vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue([{ startTime: 0, responseEnd: ms } as PerformanceNavigationTiming]);

/** The parser has reached the end of the HTML. */
function parsed() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  document.dispatchEvent(new Event('readystatechange'));
}

let listening: [string, EventListener, boolean][] = [];
beforeEach(() => {
  // Each test runs the script afresh; its listeners are taken off again after.
  const add = vi.spyOn(document, 'addEventListener');
  window.eval(ASK_APP);
  listening = add.mock.calls.map((call) => [call[0], call[1] as EventListener, call[2] === true]);
  add.mockRestore();
});
afterEach(() => {
  for (const [type, listener, capture] of listening)
    document.removeEventListener(type, listener, capture);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it("asks for the app's files once a slowly fetched HTML is parsed, before any picture", () => {
  page();
  htmlTook(220);
  parsed();
  expect(asked()).toEqual(EVERY_FILE);
});

it('after a fast HTML, asks as soon as a slowly fetched first picture has arrived', () => {
  const first = page();
  htmlTook(12);
  parsed();
  expect(asked()).toEqual([]);
  fetchedIn(340);
  arrives(first);
  expect(asked()).toEqual(EVERY_FILE);
});

it('leaves the ask to the app entry on a fast line', () => {
  const first = page();
  htmlTook(12);
  parsed();
  fetchedIn(12);
  arrives(first);
  expect(asked()).toEqual([]);
});

it('asks once: a slow picture after a slow HTML adds nothing', () => {
  const first = page();
  htmlTook(220);
  parsed();
  fetchedIn(340);
  arrives(first);
  expect(asked()).toEqual(EVERY_FILE);
});

it('waits for the end of parsing: an earlier state change asks nothing', () => {
  page();
  htmlTook(220);
  document.dispatchEvent(new Event('readystatechange'));
  expect(asked()).toEqual([]);
});

it('leaves it to the entry when neither the HTML nor the picture has timing to read', () => {
  const first = page();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
  parsed();
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
  arrives(first);
  expect(asked()).toEqual([]);
});

it('waits for the first picture only, and asks once', () => {
  fetchedIn(340);
  arrives(page('another-picture'));
  expect(asked()).toEqual([]);
  const first = page();
  arrives(first);
  arrives(first);
  expect(asked()).toEqual(EVERY_FILE);
});

it('decides at the first picture: a fast first picture is not asked for again', () => {
  const timing = fetchedIn(12);
  const first = page();
  arrives(first);
  timing.mockReturnValue([{ duration: 340 } as PerformanceResourceTiming]);
  arrives(first);
  expect(asked()).toEqual([]);
});
