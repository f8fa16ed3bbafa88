/* Before first paint: the theme and accessibility settings mirrored in localStorage, applied by the same rules as
   src/features/theme and src/features/accessibility/settings.ts (keep them in step). Corrupt values warn and are
   skipped field by field. */
(function () {
  var root = document.documentElement;
  var theme = 'dark';
  try {
    var pref = JSON.parse(localStorage.getItem('better-minds:theme') || '"dark"');
    if (pref === 'light' || pref === 'dark') theme = pref;
    else if (pref === 'system') theme = matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  } catch (e) { console.warn('Ignoring a corrupt stored theme'); }
  root.setAttribute('data-theme', theme);

  var OPTIONS = ['high_contrast', 'reduced_motion', 'voice_navigation', 'keyboard_shortcuts', 'dyslexia_font', 'plain_language'];
  var FONT_SIZES = ['small', 'medium', 'large', 'xl'];
  var settings = { high_contrast: false, reduced_motion: false, voice_navigation: false, keyboard_shortcuts: true,
    dyslexia_font: false, plain_language: false, font_size: 'medium' };
  var i;

  function read(key) {
    var raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  }

  try {
    var stored = read('better-minds:accessibility-settings');
    var fromMap = false;
    if (stored === null) { stored = read('accessibility'); fromMap = true; }
    if (stored !== null && (typeof stored !== 'object' || Array.isArray(stored))) {
      console.warn('Ignoring corrupt stored accessibility settings: not an object');
    } else if (stored) {
      for (i = 0; i < OPTIONS.length; i++) {
        if (!(OPTIONS[i] in stored)) continue;
        if (typeof stored[OPTIONS[i]] === 'boolean') settings[OPTIONS[i]] = stored[OPTIONS[i]];
        else if (!fromMap) console.warn('Ignoring a stored accessibility setting that cannot be parsed: ' + OPTIONS[i]);
      }
      if (!fromMap && 'font_size' in stored) {
        if (FONT_SIZES.indexOf(stored.font_size) >= 0) settings.font_size = stored.font_size;
        else console.warn('Ignoring a stored accessibility setting that cannot be parsed: font_size');
      }
    }
  } catch (e) { console.warn('Ignoring corrupt stored accessibility settings'); }

  // The device's preferences switch these on, unless the person turned them off.
  var declined = [];
  try {
    var list = read('better-minds:accessibility-declined-device');
    if (Array.isArray(list)) declined = list;
  } catch (e) { console.warn('Ignoring a corrupt stored value for "better-minds:accessibility-declined-device"'); }
  var media = typeof matchMedia === 'function';
  if (media && matchMedia('(prefers-reduced-motion: reduce)').matches && declined.indexOf('reduced_motion') < 0) {
    settings.reduced_motion = true;
  }
  if (media && (matchMedia('(prefers-contrast: more)').matches || matchMedia('(forced-colors: active)').matches) &&
      declined.indexOf('high_contrast') < 0) {
    settings.high_contrast = true;
  }

  for (i = 0; i < OPTIONS.length; i++) document.body.classList.toggle('accessibility-' + OPTIONS[i], settings[OPTIONS[i]]);
  root.setAttribute('data-font-size', settings.font_size);

  // A first visit (no local database yet, the name as DATABASE_NAME in src/db/database.ts): there is nothing of the
  // person's to read, so a screen that would say "Loading your plan..." can show its empty state at once, by CSS
  // (html[data-first-visit], src/styles/global.css) before the app has started and by src/lib/first-visit.ts after.
  // Asked before the keyboard option below returns early; a browser without indexedDB.databases() is not marked.
  try {
    if (typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') {
      indexedDB.databases().then(function (list) {
        for (var d = 0; d < list.length; d++) if (list[d].name === 'better-minds') return;
        root.setAttribute('data-first-visit', '');
        dispatchEvent(new Event('better-minds:first-visit'));
      }, function () {});
    }
  } catch (e) { /* no answer: the screens wait for the database as before */ }

  // A prerendered screen shows before the app has started: a shortcut pressed then (Alt+A, Ctrl+Shift+A, Alt+C,
  // Alt+V, as src/features/accessibility/lib/keyboard-shortcuts.ts) is kept here and carried out by the app once its
  // own handler listens (lib/early-shortcuts.ts takes the list, which ends this listener).
  var early = [];
  function keep(e) {
    var alt = e.altKey && !e.ctrlKey && !e.shiftKey && /^Key[ACV]$/.test(e.code);
    if (e.metaKey || !(alt || (e.ctrlKey && e.shiftKey && !e.altKey && e.code === 'KeyA'))) return;
    early.push(e);
    var t = e.target;
    // In a text field an Alt key may type a letter (Option+C is 'ç' on a Mac): the app decides, the typing stays.
    if (!(alt && t && (t.isContentEditable || /^(INPUT|TEXTAREA)$/.test(t.tagName)))) e.preventDefault();
  }
  if (settings.keyboard_shortcuts) {
    addEventListener('keydown', keep, true);
    window.__betterMindsEarlyKeys = function () {
      removeEventListener('keydown', keep, true);
      var kept = early;
      early = [];
      return kept;
    };
  }

  // Everything else done on the page before the app has hydrated it (issue 40): a click, a letter typed, an answer
  // picked, a form sent. The page is only HTML until then, so each is recorded here, in order, kept from the app's
  // half-started handlers, and replayed by the app once it has hydrated (src/lib/early-events.ts), so that each acts
  // exactly once and the app adopts what the person set. What the browser does by itself still happens at once (a
  // letter typed, a box ticked, a tel: link); a button's or an in-app link's action waits for the app.
  var TYPES = ['click', 'input', 'change', 'keydown', 'submit'];
  var events = [];
  var giveUp = 0;
  function targetOf(el, root) {
    if (el.id) return { id: el.id };
    if (el.type === 'radio' && el.name) return { name: el.name, value: el.value };
    var steps = [];
    for (var n = el; n !== root; n = n.parentElement) steps.unshift(Array.prototype.indexOf.call(n.parentElement.children, n));
    return { steps: steps };
  }
  // A link the app follows itself: one to this origin, in this tab, plainly clicked, and not an anchor on this page.
  function appLink(a, e) {
    return e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) && (!a.target || a.target === '_self') &&
      !a.hasAttribute('download') && a.protocol === location.protocol && a.host === location.host &&
      !(a.pathname === location.pathname && a.search === location.search && a.hash);
  }
  // Which of the events the app must replay: a control the browser already changed (the app reads its new state), a
  // button's or an in-app link's click (held back from the browser), a key for the app's own key handlers, a form sent.
  function replayed(e, el) {
    var tag = el.tagName;
    var checkable = tag === 'INPUT' && (el.type === 'checkbox' || el.type === 'radio');
    var select = tag === 'SELECT' || (tag === 'INPUT' && el.type === 'file');
    var typed = !checkable && !select && (tag === 'INPUT' || tag === 'TEXTAREA');
    if (e.type === 'input') return typed;
    if (e.type === 'change') return select;
    if (e.type === 'submit') { e.preventDefault(); return true; }
    if (e.type !== 'click') return true;
    // A click on a label reaches its control as a click of its own: the control's is the one kept.
    var label = el.closest('label');
    if (label && label.control && !label.control.contains(el)) return false;
    // A disclosure opens natively; a text field takes focus natively: nothing for the app to redo.
    if (el.closest('summary') || typed || select) return false;
    var action = checkable ? null : el.closest('a[href], button, input');
    if (action && action.tagName === 'A') {
      if (!appLink(action, e)) return false;
      // An app that never comes (its script failed to load) must not leave the link dead.
      if (!giveUp) giveUp = setTimeout(function () { if (window.__bmEarlyEvents) window.__bmEarlyEvents.take(); location.assign(action.href); }, 10000);
    }
    if (action) e.preventDefault();
    return true;
  }
  function record(e) {
    var root = document.getElementById('root');
    var el = e.target;
    if (!root || !el || el.nodeType !== 1 || el === root || !root.contains(el) || early.indexOf(e) >= 0) return;
    // Kept from the app until it has hydrated: a half-hydrated app would act on some events and lose others.
    e.stopPropagation();
    if (replayed(e, el)) events.push({ type: e.type, node: el, target: targetOf(el, root), event: e, checked: el.checked, value: el.value });
  }
  for (i = 0; i < TYPES.length; i++) addEventListener(TYPES[i], record, true);
  window.__bmEarlyEvents = {
    events: events,
    take: function () {
      for (var t = 0; t < TYPES.length; t++) removeEventListener(TYPES[t], record, true);
      clearTimeout(giveUp);
      var taken = events.splice(0, events.length);
      window.__bmEarlyEvents = undefined;
      return taken;
    },
  };
})();
