/* Starts the app on a prerendered page (scripts/prerender/shell-template.ts) at the person's first tap or key, or
   once the page has painted and loaded and the browser is idle (docs/decisions.md 0029): the HTML is already the
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

  // The person's first tap or key starts the app at once, so that it is up for the next one (what they did before it
  // is up, public/boot.js keeps for the app to replay).
  var INTERACTIONS = ['pointerdown', 'keydown'];
  function onInteraction() {
    for (var i = 0; i < INTERACTIONS.length; i++) removeEventListener(INTERACTIONS[i], onInteraction, true);
    start();
  }
  for (var i = 0; i < INTERACTIONS.length; i++) addEventListener(INTERACTIONS[i], onInteraction, { capture: true, passive: true });

  // Otherwise it starts once the page has painted and loaded, at the browser's next idle moment (at most half a second
  // later): the app's fetches and its hydration do not compete with the first paint or with what the page still loads.
  function whenIdle() {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 500 });
    else setTimeout(start, 0);
  }
  function afterLoad() {
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  }
  var painted = false;
  function onPaint() {
    if (painted) return;
    painted = true;
    afterLoad();
  }

  // The browser reports the first contentful paint once that frame is on the screen, which can be well after the frame
  // was drawn on a busy phone. Where paint timing is missing, a task queued from a frame callback runs after that frame.
  var observable = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (observable) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      onPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(onPaint, 0);
    });
  }
  // A page opened in the background paints nothing until it is shown, and a page may have nothing contentful to
  // paint: it goes on anyway.
  setTimeout(onPaint, 1000);
})();
