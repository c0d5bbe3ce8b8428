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
