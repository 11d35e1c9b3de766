// Inlined in the <head> of every prerendered page (scripts/prerender.mjs), its sha256 in the CSP of
// deploy/nginx.conf. Until the app has hydrated, a press on a button does nothing: React has no
// listener yet. This catches each such click (a tap, a mouse click, Enter or Space on a focused
// button all make one), shows at once that it was received (a disclosure such as 菜单 simply
// opens), and keeps it; replay.ts hands it to the hydrated button. Links are left alone: they
// navigate without the app.
// Written in ES2017 for Chromium 87, iOS 14 and WeChat's WebView; the build only minifies it.
(function () {
  var doc = document;
  var taps = [];
  var BUTTON = 'button, [role="button"], input[type="submit"], input[type="button"]';

  // Where the element sits under #root, as child indexes: finds its twin if the app re-renders.
  function pathOf(el, root) {
    var path = [];
    for (var node = el; node !== root; node = node.parentElement) {
      if (!node.parentElement) return null;
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  }

  function overlay(className, text) {
    var mark = doc.createElement('div');
    mark.className = className;
    mark.setAttribute('role', 'status');
    mark.textContent = text;
    doc.body.appendChild(mark);
    return mark;
  }

  // Received: a dialog opener shows the dialog's frame with 正在加载…; any other button a pressed
  // ring over it. Both live outside #root, so hydration finds the prerendered markup untouched.
  function markReceived(el) {
    if (el.getAttribute('aria-haspopup') === 'dialog') {
      var frame = overlay('early-tap-dialog', '正在加载…');
      frame.addEventListener('click', function () {
        frame.remove();
      });
      return frame;
    }
    var rect = el.getBoundingClientRect();
    var ring = overlay('early-tap-ring', '');
    ring.setAttribute('aria-label', '正在响应');
    ring.style.left = rect.left + window.pageXOffset + 'px';
    ring.style.top = rect.top + window.pageYOffset + 'px';
    ring.style.width = rect.width + 'px';
    ring.style.height = rect.height + 'px';
    return ring;
  }

  // A closed disclosure (aria-expanded="false", aria-controls naming a panel on the page: the 菜单
  // and its menu) needs none of the app to open: its panel, or null.
  function closedPanel(el, root) {
    if (el.getAttribute('aria-expanded') !== 'false') return null;
    var panel = doc.getElementById(el.getAttribute('aria-controls') || '');
    return panel && root.contains(panel) ? panel : null;
  }

  // Opens the panel now; returns what closes it again as it was.
  function openPanel(el, panel) {
    var wasHidden = panel.hasAttribute('hidden');
    el.setAttribute('aria-expanded', 'true');
    panel.removeAttribute('hidden');
    return function close() {
      el.setAttribute('aria-expanded', 'false');
      if (wasHidden) panel.setAttribute('hidden', '');
    };
  }

  function onClick(event) {
    var root = doc.getElementById('root');
    var el = event.target && event.target.closest ? event.target.closest(BUTTON) : null;
    if (!root || !el || !root.contains(el) || el.disabled) return;
    // Not a form submission or anything else the browser would do in the app's place.
    event.preventDefault();
    event.stopPropagation();
    for (var i = 0; i < taps.length; i += 1) {
      if (taps[i].element !== el) continue;
      // A disclosure opened early closes again, and there is nothing left to replay.
      if (taps[i].close) taps.splice(i, 1)[0].close();
      return;
    }
    var tap = { element: el, path: pathOf(el, root), text: el.textContent, mark: null };
    var panel = closedPanel(el, root);
    // A disclosure opens at once (its CSS follows aria-expanded; a hidden panel is shown), and the
    // click is still replayed so that the hydrated app holds it open.
    if (panel) tap.close = openPanel(el, panel);
    else tap.mark = markReceived(el);
    taps.push(tap);
  }

  doc.addEventListener('click', onClick, true);
  window.__earlyTaps = {
    // Called once the app has hydrated: stops catching and hands over what was caught.
    take: function () {
      doc.removeEventListener('click', onClick, true);
      return taps.splice(0, taps.length);
    },
  };
})();
