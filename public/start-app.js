/* Starts the app on a prerendered page (scripts/prerender/shell-template.ts) at the first sign of a person; otherwise,
   on a device holding their data once the browser is idle after the load, and on a first visit once the page is
   interactive (docs/decisions.md 0029, 0037). The HTML is already the whole screen, so its first paint waits for
   nothing but the styles and boot.js. Then the app's module script and its preloads are added, and the app hydrates
   the page. A classic script, not inline, so the CSP can forbid inline scripts; async, not deferred, so that it runs in
   a task of its own rather than in the one that ends the parse (issue 40), and so it never starts the app before the
   document is parsed whole: the app hydrates the whole page. */
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', addApp, { once: true });
    else addApp();
  }

  function addApp() {
    // One insertion for all of them: each insertion into the head would have the browser look at the styles again.
    var added = document.createDocumentFragment();
    var preloads = (script.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      added.appendChild(link);
    }
    // The page painted with its critical CSS only (scripts/prerender/critical-css.ts): the app's screens need the rest.
    // Unless the service worker served the page with the whole stylesheet already (sw/whole-stylesheet.ts).
    var style = script.getAttribute('data-style');
    if (style && !document.querySelector('link[rel="stylesheet"][href="' + style + '"]')) {
      var sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.crossOrigin = '';
      sheet.href = style;
      added.appendChild(sheet);
    }
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    added.appendChild(app);
    document.head.appendChild(added);
  }

  // The first sign of a person starts the app at once, so that it is up for what they do next (what they did before
  // it is up, public/boot.js keeps for the app to replay): a tap or a key, and also the pointer moving over the page,
  // a touch or a scroll, which come a moment before the tap that needs the app.
  var SIGNS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'];
  function onSign() {
    for (var i = 0; i < SIGNS.length; i++) removeEventListener(SIGNS[i], onSign, true);
    start();
  }
  for (var i = 0; i < SIGNS.length; i++) addEventListener(SIGNS[i], onSign, { capture: true, passive: true });

  // Otherwise, on a device that holds the person's data (a local database), it starts at the browser's first idle moment
  // after the load (at most half a second later): the screen may show their plan, their people or their check-ins, which
  // only the app can read. On a first visit there is nothing of theirs to show, so it waits until the page is
  // interactive as Time to Interactive defines it: loaded, then five seconds without a long task (over 50 ms), at the
  // next idle moment. Starting during the load put the app's evaluation and hydration (over half a second of main-thread
  // work on a slow phone) into it, delaying what the person could already do with the HTML (issue 40;
  // docs/decisions.md 0037). Fifteen seconds after the load it starts whatever the page is doing.
  var QUIET_MS = 5000;
  var LATEST_MS = 15000;
  var lastBusy = 0;
  // Buffered: observing from the load on still sees the long tasks of the load itself.
  function watchLongTasks() {
    if (typeof PerformanceObserver !== 'function' || (PerformanceObserver.supportedEntryTypes || []).indexOf('longtask') < 0) return;
    new PerformanceObserver(function (list) {
      var tasks = list.getEntries();
      for (var i = 0; i < tasks.length; i++) lastBusy = Math.max(lastBusy, tasks[i].startTime + tasks[i].duration);
    }).observe({ type: 'longtask', buffered: true });
  }
  function whenIdle() {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 500 });
    else setTimeout(start, 0);
  }
  function whenQuiet(loadedAt) {
    var now = performance.now();
    var quietSince = Math.max(lastBusy, loadedAt);
    if (now - quietSince >= QUIET_MS || now - loadedAt >= LATEST_MS) {
      whenIdle();
      return;
    }
    setTimeout(function () {
      whenQuiet(loadedAt);
    }, quietSince + QUIET_MS - now);
  }
  // The same question public/boot.js asks for its first-visit mark (the name as DATABASE_NAME in src/db/database.ts);
  // where the browser cannot answer, the device is taken to hold data, and the app starts as soon as it is idle.
  function holdsLocalData(answer) {
    try {
      if (typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') {
        indexedDB.databases().then(function (list) {
          for (var d = 0; d < list.length; d++) if (list[d].name === 'better-minds') return answer(true);
          answer(false);
        }, function () {
          answer(true);
        });
        return;
      }
    } catch (e) { /* no answer: as if it held data */ }
    answer(true);
  }
  function afterLoad() {
    var loadedAt = performance.now();
    watchLongTasks();
    holdsLocalData(function (returning) {
      if (returning) whenIdle();
      else whenQuiet(loadedAt);
    });
  }
  // In a task of its own: when nothing is left to fetch, the browser runs this script, DOMContentLoaded, a layout and
  // the load event in the one task that ends the parse, and on a slow phone that task alone came near 50 ms (issue 40).
  function soon() {
    setTimeout(afterLoad, 0);
  }
  if (document.readyState === 'complete') soon();
  else addEventListener('load', soon, { once: true });
})();
