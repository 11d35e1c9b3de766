// Inlined with capture.js in the <head> of every prerendered page (see inline.ts). The app's files
// wait for the page's first picture, which they would otherwise share a slow line with. The entry
// (src/main.tsx) runs only once the HTML is parsed and laid out, and asks for them once the picture
// is painted (src/app/first-pictures.ts): on the slow-phone profile the line stood idle for 150–250
// ms between the picture's arrival and that ask. This asks at the picture's load event instead,
// where the picture took 100 ms or more to come (Resource Timing's duration: at least a round trip
// of that length, so the app cannot end before the picture is painted a frame or two later).
// On a faster line the app could end before that paint, and Lighthouse, which simulates a slow
// line from an unthrottled load, would count it into the largest paint: there the entry asks, as
// before. The entry links the same files again; the browser fetches each once.
// ES2017, minified by the build only, like capture.js.
(function () {
  var SLOW_PICTURE_MS = 100;

  function link(rel, href, as) {
    var element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) element.setAttribute('as', as);
    document.head.appendChild(element);
  }

  function arrived(event) {
    var picture = event.target;
    if (!picture || picture.tagName !== 'IMG') return;
    if (picture.getAttribute('elementtiming') !== 'first-picture') return;
    document.removeEventListener('load', arrived, true);
    var timing =
      performance.getEntriesByName && performance.getEntriesByName(picture.currentSrc)[0];
    if (!timing || timing.duration < SLOW_PICTURE_MS) return;
    var root = document.getElementById('root');
    if (!root) return;
    var modules = (root.getAttribute('data-modules') || '').split(' ');
    for (var i = 0; i < modules.length; i += 1) if (modules[i]) link('modulepreload', modules[i]);
    var css = root.getAttribute('data-css');
    if (css) link('preload', css, 'style');
  }

  // An image's load event does not bubble, but passes the document in the capture phase.
  document.addEventListener('load', arrived, true);
})();
