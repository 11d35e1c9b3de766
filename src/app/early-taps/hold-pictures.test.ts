import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import HOLD_PICTURES from './hold-pictures.ts?inline-script';
import { PICTURES_HELD_GLOBAL } from '@/config/start-up';
import { releaseHeldPictures } from './held-pictures';

const held = () => document.documentElement.classList.contains('pictures-held');

beforeEach(() => {
  vi.useFakeTimers();
  // As the browser runs the inline script of the page's <head>.
  window.eval(HOLD_PICTURES);
});
afterEach(() => {
  window[PICTURES_HELD_GLOBAL]?.release();
  delete window[PICTURES_HELD_GLOBAL];
  vi.useRealTimers();
});

it('holds lazy pictures until the app lets them go', () => {
  expect(held()).toBe(true);
  releaseHeldPictures();
  expect(held()).toBe(false);
});

it.each(['scroll', 'wheel', 'touchmove', 'keydown'])('lets them go at the first %s', (type) => {
  window.dispatchEvent(new Event(type));
  expect(held()).toBe(false);
  // Listening stops: a later event does not put the hold back or fail.
  document.documentElement.classList.add('other');
  window.dispatchEvent(new Event(type));
  expect(document.documentElement.className).toBe('other');
  document.documentElement.classList.remove('other');
});

it('lets them go after a few seconds when the app never comes', () => {
  vi.advanceTimersByTime(7999);
  expect(held()).toBe(true);
  vi.advanceTimersByTime(1);
  expect(held()).toBe(false);
});
