/* global window, document, requestAnimationFrame */
/**
 * The first script of every page (tooling/webpack/after-first-paint-plugin.cjs puts it in place of the app's entry):
 * - it holds the taps on buttons, switches, radios and checkboxes made before the app has taken the page over (the
 *   server drew it; nothing answers them yet, and a radio or checkbox would change without the app knowing), for
 *   the app to press again once it has (shell/src/app/early-clicks.ts). Held, not only noted: React, while it
 *   hydrates, would otherwise see the same tap too, or drop it. It notes the fields typed into meanwhile, for the
 *   app to read what they hold;
 * - it loads the app's entry (`data-src`) once the page has been painted, so the server's HTML is on screen before
 *   any of the app's code is fetched or run, and then applies the stylesheets held back until then (the fonts:
 *   `data-after-paint`, linked as print).
 * Plain script, no build step: it runs before anything else and must stay tiny.
 */
(function (win, doc) {
  var PRESSABLE =
    'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"], input[type="checkbox"], input[type="radio"], label';
  var kept = [];
  function keep(event) {
    var target = event.target;
    var pressed = target && target.closest ? target.closest(PRESSABLE) : null;
    if (!pressed) return;
    // A label stands for its control: held only when that is a radio or a checkbox (a text field's label focuses it).
    if (pressed.tagName === 'LABEL') {
      pressed = pressed.control;
      if (!pressed || (pressed.type !== 'checkbox' && pressed.type !== 'radio')) return;
    }
    // A link works without the app: the server renders where it goes. A form's submit button is held too (Enter in
    // a field presses it): the app sends the form once it is there ("Add to cart" is not a plain GET of the page).
    if (pressed.closest('a[href]') || pressed.getAttribute('aria-disabled') === 'true' || pressed.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (kept.indexOf(pressed) < 0) kept.push(pressed);
  }
  // A field typed into meanwhile keeps what was typed, but the app would not know it: it is noted, in order with
  // the taps, for the app to be told once it has taken the page over.
  function typed(event) {
    var field = event.target;
    var tag = field && field.tagName;
    if (tag !== 'TEXTAREA' && tag !== 'SELECT' && !(tag === 'INPUT' && field.type !== 'checkbox' && field.type !== 'radio')) return;
    if (kept.indexOf(field) < 0) kept.push(field);
  }
  doc.addEventListener('click', keep, true);
  doc.addEventListener('input', typed, true);
  doc.addEventListener('change', typed, true);
  var stopped = false;
  function stop() {
    stopped = true;
    doc.removeEventListener('click', keep, true);
    doc.removeEventListener('input', typed, true);
    doc.removeEventListener('change', typed, true);
  }
  win.__storefrontEarlyClicks = { kept: kept, stop: stop };
  // The app never took over (its code failed to load): what was held is pressed as it is, a form then sent by the
  // browser itself, as without scripts.
  setTimeout(function () {
    if (stopped) return;
    stop();
    kept.splice(0).forEach(function (element) {
      if (element.isConnected) element.click();
    });
  }, 30000);

  var me = doc.currentScript;
  var src = me && me.getAttribute('data-src');
  if (!src) return;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var script = doc.createElement('script');
    script.src = src;
    doc.head.appendChild(script);
    doc.querySelectorAll('link[data-after-paint]').forEach(function (link) {
      link.media = 'all';
    });
  }
  // A frame's callback runs before that frame is painted; a task queued from it runs after.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  // A page opened in the background gets no frames until it is shown: its code loads all the same.
  setTimeout(load, 500);
})(window, document);
