/**
 * The app's files failed to load (a dropped connection, a site updated under the page): the
 * prerendered page stays readable and its links work, but its buttons will get no answer.
 * capture.js says so and offers 重新加载, instead of a pressed button that pulses forever.
 */
export function appFailedToLoad(error: unknown) {
  window.__earlyTaps?.fail();
  console.error(error);
}
