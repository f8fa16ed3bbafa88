/* Runs before first paint: applies the theme and reading settings mirrored in localStorage. Dexie is the source of
   truth; src/features/theme and src/features/accessibility write these mirrors and apply the same rules once the
   app has loaded. A corrupt mirror is ignored with a warning. */
(function () {
  var root = document.documentElement;
  var theme = 'dark';
  try {
    var pref = JSON.parse(localStorage.getItem('better-minds:theme') || '"dark"');
    if (pref === 'light' || pref === 'dark') theme = pref;
    else if (pref === 'system') theme = matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  } catch (e) { console.warn('Ignoring a corrupt stored theme'); }
  root.setAttribute('data-theme', theme);
  try {
    var a11y = JSON.parse(localStorage.getItem('better-minds:accessibility-settings') || 'null');
    if (a11y && typeof a11y === 'object') {
      if (a11y.high_contrast === true) document.body.classList.add('accessibility-high_contrast');
      if (a11y.reduced_motion === true) document.body.classList.add('accessibility-reduced_motion');
      if (['small', 'medium', 'large', 'xl'].indexOf(a11y.font_size) >= 0) root.setAttribute('data-font-size', a11y.font_size);
    }
  } catch (e) { console.warn('Ignoring corrupt stored accessibility settings'); }
})();
