// Inlined with capture.ts in the <head> of every prerendered page (see inline.ts). The entry
// (src/main.tsx) runs only once the HTML is parsed and laid out, and asks for the app's files once
// the first picture is painted (src/app/first-pictures.ts): on a fast line the HTML and the first
// picture have the line and the main thread to themselves until then. On a slow line that left the
// line idle for a round trip and for the first frame's layout. This asks sooner where a file of
// this page took 100 ms or more to come (at least a round trip that long):
// - the HTML itself (Navigation Timing), as soon as it is parsed, before the first frame. The
//   app's first byte comes a round trip later, when the first picture, asked for while the HTML
//   was parsed, has mostly come (on the slow-phone profile it is 13 KB, 65 ms of the line);
// - else the first picture (Resource Timing), at its load event.
// On a fast line it does nothing. Lighthouse simulates a slow line from an unthrottled load,
// where every file takes a few milliseconds, and sees the app asked for after the largest paint,
// as a visitor on a fast line does. The entry links the same files again; the browser fetches each
// once. ES2017, minified by the build only, like capture.ts.
import { FIRST_PICTURE_TIMING, ROOT_CSS, ROOT_MODULES } from '../../config/start-up';

(function () {
  var SLOW_MS = 100;
  var asked = false;

  function link(rel: string, href: string, as?: string) {
    var element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) element.setAttribute('as', as);
    document.head.appendChild(element);
  }

  function ask() {
    if (asked) return;
    asked = true;
    var root = document.getElementById('root')!;
    // #root's data attributes (src/config/start-up.ts), written out in full by the build.
    var modules = (root.getAttribute(`data-${ROOT_MODULES}`) || '').split(' ');
    for (var i = 0; i < modules.length; i += 1) if (modules[i]) link('modulepreload', modules[i]!);
    var css = root.getAttribute(`data-${ROOT_CSS}`);
    if (css) link('preload', css, 'style');
  }

  function parsed() {
    if (document.readyState !== 'interactive') return;
    document.removeEventListener('readystatechange', parsed);
    var html = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    if (html && html.responseEnd - html.startTime >= SLOW_MS) ask();
  }

  function arrived(event: Event) {
    var picture = event.target as HTMLImageElement;
    if (picture.tagName !== 'IMG' || picture.getAttribute('elementtiming') !== FIRST_PICTURE_TIMING)
      return;
    document.removeEventListener('load', arrived, true);
    var timing = performance.getEntriesByName(picture.currentSrc)[0];
    if (timing && timing.duration >= SLOW_MS) ask();
  }

  document.addEventListener('readystatechange', parsed);
  // An image's load event does not bubble, but passes the document in the capture phase.
  document.addEventListener('load', arrived, true);
})();
