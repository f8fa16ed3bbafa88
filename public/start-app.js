/* Starts the app on a prerendered page (scripts/prerender/shell-template.ts) at the first sign of a person, or once
   the page is interactive and quiet (docs/decisions.md 0029, 0037): the HTML is already the
   whole screen, so its first paint waits for nothing but the styles and boot.js. Then the app's module script and its
   preloads are added, and the app hydrates the page. A classic deferred script, not inline, so the
   CSP can forbid inline scripts. */
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;

  function start() {
    if (started) return;
    started = true;
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

  // Otherwise it starts once the page is interactive as Time to Interactive defines it: loaded, and then five seconds
  // without a long task (over 50 ms), at the browser's next idle moment. Starting earlier put the app's own evaluation
  // and hydration (over half a second of main-thread work on a slow phone) into the page's load, where it delayed
  // everything the person could already do with the HTML (issue 40; docs/decisions.md 0037). Fifteen seconds after
  // the load it starts whatever the page is doing, so reminders and sync are never held back for long.
  var QUIET_MS = 5000;
  var LATEST_MS = 15000;
  var lastBusy = 0;
  if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('longtask') >= 0) {
    new PerformanceObserver(function (list) {
      var tasks = list.getEntries();
      for (var i = 0; i < tasks.length; i++) lastBusy = Math.max(lastBusy, tasks[i].startTime + tasks[i].duration);
    }).observe({ type: 'longtask', buffered: true });
  }
  function whenQuiet(loadedAt) {
    var now = performance.now();
    var quietSince = Math.max(lastBusy, loadedAt);
    if (now - quietSince >= QUIET_MS || now - loadedAt >= LATEST_MS) {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 1000 });
      else setTimeout(start, 0);
      return;
    }
    setTimeout(function () {
      whenQuiet(loadedAt);
    }, quietSince + QUIET_MS - now);
  }
  function afterLoad() {
    whenQuiet(performance.now());
  }
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
})();
