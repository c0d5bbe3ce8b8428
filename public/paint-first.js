// Paint first, then the app. The server's page arrives whole (its markup and its styles are in the
// document), so it is drawn before any script is fetched; right after that first frame the app's entry
// and the screen's own modules are fetched, and the app takes the page over. A tab opened in the
// background draws nothing yet: it starts at once.
(function () {
  var me = document.currentScript;
  var entry = me.getAttribute('data-entry');
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
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
