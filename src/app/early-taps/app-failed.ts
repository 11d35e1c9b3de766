import { EARLY_TAPS_GLOBAL } from '@/config/start-up';

/**
 * The app's files failed to load (a dropped connection, a site updated under the page): the
 * prerendered page stays readable and its links work, but its buttons will get no answer.
 * capture.ts says so and offers 重新加载, instead of a pressed button that pulses forever.
 */
export function appFailedToLoad(error: unknown) {
  window[EARLY_TAPS_GLOBAL]?.fail();
  console.error(error);
}
