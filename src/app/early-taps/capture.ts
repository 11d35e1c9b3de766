// Inlined in the <head> of every prerendered page (scripts/prerender.ts), its sha256 in the CSP of
// deploy/nginx.conf. Until the app has hydrated, a press on a button does nothing: React has no
// listener yet. This catches each such click (a tap, a mouse click, Enter or Space on a focused
// button all make one), shows at once that it was received (a disclosure such as 菜单 simply
// opens), and keeps it; replay.ts hands it to the hydrated button. Links are left alone: they
// navigate without the app.
// Written in ES2017 for Chromium 87, iOS 14 and WeChat's WebView; the build only bundles the names
// it imports and minifies it.
import { EARLY_TAPS_GLOBAL, type EarlyTap } from '../../config/start-up';

(function () {
  var doc = document;
  var taps: EarlyTap[] = [];
  var BUTTON = 'button, [role="button"], input[type="submit"], input[type="button"]';
  // A press still unanswered this long after it was made: the visitor is told, and offered a reload.
  var SLOW_MS = 10000;
  var SLOW = '网络较慢，页面功能仍在加载。请稍候，或重新加载页面。';
  var FAILED = '页面功能未能加载，可能是网络不稳定。请重新加载页面。';
  var slowTimer = 0;
  var notice: HTMLElement | null = null;
  var failed = false;

  // Where the element sits under #root, as child indexes: finds its twin if the app re-renders.
  function pathOf(el: HTMLElement, root: HTMLElement) {
    var path: number[] = [];
    for (var node = el; node !== root; node = node.parentElement) {
      if (!node.parentElement) return null;
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  }

  function overlay(className: string, text: string) {
    var mark = doc.createElement('div');
    mark.className = className;
    mark.setAttribute('role', 'status');
    mark.textContent = text;
    doc.body.appendChild(mark);
    return mark;
  }

  // Received: a dialog opener shows the dialog's frame with 正在加载…; any other button a pressed
  // ring over it. Both live outside #root, so hydration finds the prerendered markup untouched.
  function markReceived(el: HTMLElement) {
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

  // Why a press gets no answer yet, and a way forward: a reload. Outside #root, like the marks.
  function showNotice(text: string) {
    if (notice) notice.remove();
    notice = overlay('early-tap-notice', '');
    notice.setAttribute('role', 'alert');
    var message = doc.createElement('p');
    message.textContent = text;
    var reload = doc.createElement('button');
    reload.type = 'button';
    reload.textContent = '重新加载';
    reload.addEventListener('click', function () {
      window.location.reload();
    });
    notice.appendChild(message);
    notice.appendChild(reload);
  }

  // A closed disclosure (aria-expanded="false", aria-controls naming a panel on the page: the 菜单
  // and its menu) needs none of the app to open: its panel, or null.
  function closedPanel(el: HTMLElement, root: HTMLElement) {
    if (el.getAttribute('aria-expanded') !== 'false') return null;
    var panel = doc.getElementById(el.getAttribute('aria-controls') || '');
    return panel && root.contains(panel) ? panel : null;
  }

  // Opens the panel now; returns what closes it again as it was.
  function openPanel(el: HTMLElement, panel: HTMLElement) {
    var wasHidden = panel.hasAttribute('hidden');
    el.setAttribute('aria-expanded', 'true');
    panel.removeAttribute('hidden');
    return function close() {
      el.setAttribute('aria-expanded', 'false');
      if (wasHidden) panel.setAttribute('hidden', '');
    };
  }

  function onClick(event: MouseEvent) {
    var root = doc.getElementById('root');
    var el =
      event.target && (event.target as Element).closest
        ? (event.target as Element).closest<HTMLButtonElement>(BUTTON)
        : null;
    if (!root || !el || !root.contains(el) || el.disabled) return;
    // Not a form submission or anything else the browser would do in the app's place.
    event.preventDefault();
    event.stopPropagation();
    for (var i = 0; i < taps.length; i += 1) {
      if (taps[i]!.element !== el) continue;
      // A disclosure opened early closes again, and there is nothing left to replay.
      if (taps[i]!.close) taps.splice(i, 1)[0]!.close!();
      return;
    }
    var tap: EarlyTap = { element: el, path: pathOf(el, root), text: el.textContent, mark: null };
    var panel = closedPanel(el, root);
    // A disclosure opens at once (its CSS follows aria-expanded; a hidden panel is shown), and the
    // click is still replayed so that the hydrated app holds it open.
    if (panel) tap.close = openPanel(el, panel);
    // The app will not come: nothing to keep the press for.
    else if (failed) return showNotice(FAILED);
    else tap.mark = markReceived(el);
    taps.push(tap);
    if (!panel && !slowTimer)
      slowTimer = setTimeout(function () {
        showNotice(SLOW);
      }, SLOW_MS);
  }

  doc.addEventListener('click', onClick, true);
  window[EARLY_TAPS_GLOBAL] = {
    // Called once the app has hydrated: stops catching and hands over what was caught.
    take: function () {
      doc.removeEventListener('click', onClick, true);
      clearTimeout(slowTimer);
      if (notice) notice.remove();
      return taps.splice(0, taps.length);
    },
    // Called when the app's files failed to load: the presses kept will get no answer. A disclosure
    // opened early stays, and still opens and closes.
    fail: function () {
      failed = true;
      clearTimeout(slowTimer);
      for (var i = taps.length - 1; i >= 0; i -= 1) {
        if (taps[i]!.close) continue;
        if (taps[i]!.mark) taps[i]!.mark!.remove();
        taps.splice(i, 1);
      }
      showNotice(FAILED);
    },
  };
})();
