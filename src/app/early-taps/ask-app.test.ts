import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FIRST_PICTURE_MARK } from '@/components/ui/first-picture';
import ASK_APP from './ask-app.js?inline-script';

const MODULES = ['/assets/boot-a.js', '/assets/home-page-b.js'];
const CSS = '/assets/page-css-c.css';

/** The prerendered page as the parser has it when the first picture arrives. */
function page(mark = FIRST_PICTURE_MARK) {
  document.body.innerHTML = `<div id="root" data-modules=" ${MODULES.join(' ')}" data-css="${CSS}">
    <img src="/images/hero.avif" elementtiming="${mark}" alt=""></div>`;
  return document.querySelector('img')!;
}

/** The picture's fetch took `duration` ms, as Resource Timing reports it. */
const fetchedIn = (duration: number) =>
  vi
    .spyOn(performance, 'getEntriesByName')
    .mockReturnValue([{ duration } as PerformanceResourceTiming]);

const asked = () =>
  Array.from(document.head.querySelectorAll('link'), (link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

const arrives = (img: HTMLImageElement) => img.dispatchEvent(new Event('load'));

let listening: EventListener[] = [];
beforeEach(() => {
  // Each test runs the script afresh; its listener is taken off again after.
  const add = vi.spyOn(document, 'addEventListener');
  window.eval(ASK_APP);
  listening = add.mock.calls.map((call) => call[1] as EventListener);
  add.mockRestore();
});
afterEach(() => {
  for (const listener of listening) document.removeEventListener('load', listener, true);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it("asks for the app's files as soon as a slowly fetched first picture has arrived", () => {
  fetchedIn(340);
  arrives(page());
  expect(asked()).toEqual([
    ['modulepreload', MODULES[0], null],
    ['modulepreload', MODULES[1], null],
    ['preload', CSS, 'style'],
  ]);
});

it('leaves the ask to the app entry on a fast line', () => {
  fetchedIn(12);
  arrives(page());
  expect(asked()).toEqual([]);
});

it('leaves it to the entry when the picture has no timing to read', () => {
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
  arrives(page());
  expect(asked()).toEqual([]);
});

it('waits for the first picture only, and asks once', () => {
  fetchedIn(340);
  arrives(page('another-picture'));
  expect(asked()).toEqual([]);
  const first = page();
  arrives(first);
  arrives(first);
  expect(asked()).toHaveLength(3);
});

it('decides at the first picture: a fast first picture is not asked for again', () => {
  const timing = fetchedIn(12);
  const first = page();
  arrives(first);
  timing.mockReturnValue([{ duration: 340 } as PerformanceResourceTiming]);
  arrives(first);
  expect(asked()).toEqual([]);
});
