// Inlined with capture.ts in the <head> of every prerendered page (see inline.ts). On a slow line
// the browser fetches every lazy picture within a screen or two of the first view as soon as it
// has laid the page out: on /case that is 100 KB of pictures nobody sees yet, sharing the line with
// the first picture and then with the app, so the page answers taps later. Until the app's files
// and the login island's have arrived (src/main.tsx calls held-pictures.ts), the visitor scrolls
// or FALLBACK_MS pass, lazy pictures stay out of the browser's loading distance
// (src/styles/early-taps.less).
// ES2017, minified by the build only, like capture.ts.
import { PICTURES_HELD_GLOBAL } from '../../config/start-up';

(function () {
  var html = document.documentElement;
  var EVENTS = ['scroll', 'wheel', 'touchmove', 'keydown'];
  var FALLBACK_MS = 8000;
  var timer: ReturnType<typeof setTimeout> | undefined;

  function release() {
    html.classList.remove('pictures-held');
    clearTimeout(timer);
    for (var i = 0; i < EVENTS.length; i += 1)
      window.removeEventListener(EVENTS[i]!, release, true);
  }

  html.classList.add('pictures-held');
  for (var i = 0; i < EVENTS.length; i += 1)
    window.addEventListener(EVENTS[i]!, release, { capture: true, passive: true });
  // The app's scripts may never come (a failed request, a blocked host): the pictures do anyway.
  timer = setTimeout(release, FALLBACK_MS);
  window[PICTURES_HELD_GLOBAL] = { release: release };
})();
