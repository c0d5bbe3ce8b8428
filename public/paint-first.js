// Paint first, then the app. The server's page arrives whole (its markup and its styles are in the
// document), so it is drawn before any script is fetched; right after that first frame the app's entry
// and the screen's own modules are fetched, and the app takes the page over. A tab opened in the
// background draws nothing yet: it starts at once.
(function () {
  var me = document.currentScript;
  var entry = me.getAttribute('data-entry');
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  // A tap on a business's Call, Email, Website, Directions or social link tells the server, for the
  // owner's insights (a link marked data-insight, inside the business's data-listing-id). Here rather than
  // in the app, so a tap counts from the first paint on, before the app has started.
  function counted(event) {
    var link = event.target instanceof Element ? event.target.closest('a[data-insight]') : null;
    var holder = link && link.closest('[data-listing-id]');
    if (!holder || !navigator.sendBeacon) return;
    navigator.sendBeacon(
      '/api/insights/taps?listing=' +
        encodeURIComponent(holder.getAttribute('data-listing-id')) +
        '&kind=' +
        encodeURIComponent(link.getAttribute('data-insight')),
    );
  }
  document.addEventListener('click', counted, true);
  document.addEventListener('auxclick', counted, true);

  // Save, the heart on a business (components/save-button.tsx): answered here until the app has taken the
  // button over (it marks it data-save-ready), so a tap made as soon as the page shows is kept, in the list
  // the app reads (lib/saved-list.ts); and the businesses saved already show as saved from the start. Only
  // the button's aria-pressed changes: its words follow it in CSS, so the app hydrates the same markup.
  var SAVED_KEY = 'engine:saved';
  function readSaved() {
    try {
      var list = JSON.parse(localStorage.getItem(SAVED_KEY) || '[]');
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  }
  function showSaved(list) {
    var ids = {};
    list.forEach(function (entry) {
      if (entry && typeof entry.id === 'number') ids[entry.id] = true;
    });
    document.querySelectorAll('button[data-save-id]:not([data-save-ready])').forEach(function (button) {
      button.setAttribute('aria-pressed', ids[Number(button.getAttribute('data-save-id'))] ? 'true' : 'false');
    });
  }
  function saveEarly(event) {
    var button = event.target instanceof Element ? event.target.closest('button[data-save-id]') : null;
    if (!button || button.hasAttribute('data-save-ready')) return;
    event.preventDefault();
    event.stopPropagation();
    var id = Number(button.getAttribute('data-save-id'));
    var list = readSaved();
    var kept = list.filter(function (entry) {
      return !entry || entry.id !== id;
    });
    if (kept.length === list.length) kept.unshift({ id: id, savedAt: Date.now() });
    try {
      localStorage.setItem(SAVED_KEY, JSON.stringify(kept));
    } catch {
      return;
    }
    showSaved(kept);
    document.dispatchEvent(new Event('engine:saved-change'));
  }
  document.addEventListener('click', saveEarly, true);
  showSaved(readSaved());

  function add(tag, props) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var key in props) element[key] = props[key];
    document.head.appendChild(element);
  }
  function start() {
    add('script', { type: 'module', src: entry });
    preload.forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  if (document.visibilityState !== 'visible' || typeof PerformanceObserver === 'undefined') return startOnce();
  // The first paint as the screen shows it; a page that paints no content starts a second after.
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) startOnce();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
  }
  setTimeout(startOnce, 1000);
})();
