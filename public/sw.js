// The offline service worker: plain JavaScript, its own file, never part of the app's bundle. It keeps the
// app shell (the entry's HTML, scripts and styles), the pages and API answers of the businesses saved in this
// browser (the app posts their ids), and the last search results page seen. Pages and API answers are asked
// of the network first, every time: a kept copy is answered only when the network fails, so nobody sees old
// data while online. Nothing private is kept: staff and owner pages, their API, sign-in, and any answer
// marked private or no-store. The build writes its version and the shell's files below
// (vite.config.ts, serviceWorkerBuild); a new version installs at once and deletes the old caches.
'use strict';

const VERSION = 'dev';
const SHELL_FILES = [];

const CACHE = 'engine-' + VERSION;
/** Paths never answered from, or written to, the cache. Set-Cookie is invisible here: such answers live under these paths. */
const PRIVATE = /^\/(?:admin|account|api\/(?:admin|account|auth|realtime|insights))(?:[/.?-]|$)/;
/** Pages kept so the app can start with no connection: the shell the offline page and the saved list are made in. */
const SHELL_PAGES = ['/offline', '/saved'];
const STATIC_FILES = ['/paint-first.js', '/manifest.webmanifest', '/favicon.svg'];
/** Where the saved ids are kept between the worker's runs. */
const SAVED_IDS = '/__offline/saved-ids';
const BUSINESS_PAGE = /^\/business\/(\d+)$/;
const BUSINESS_API = /^\/api\/listings\/(\d+)(?:\/reviews)?$/;
const SEARCH_PAGE = /^\/(?:search|search-results)$/;
const SEARCH_API = '/api/listings';

let saved = new Set();
const restored = caches
  .open(CACHE)
  .then((cache) => cache.match(SAVED_IDS))
  .then((answer) => (answer ? answer.json() : []))
  .then((ids) => {
    if (!saved.size) saved = new Set(ids);
  })
  .catch(() => {});

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        // One missing file must not stop the rest: each is kept on its own.
        Promise.all(
          SHELL_PAGES.concat(STATIC_FILES, SHELL_FILES).map((path) =>
            fetch(path, { credentials: 'omit' })
              .then((answer) => (keepable(answer) ? cache.put(path, stamped(answer)) : undefined))
              .catch(() => {}),
          ),
        ),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('engine-') && name !== CACHE).map((name) => caches.delete(name)));
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'saved' && Array.isArray(data.ids)) event.waitUntil(keepSaved(data.ids.filter((id) => Number.isInteger(id) && id > 0)));
  if (data && data.type === 'search' && typeof data.url === 'string' && typeof data.body === 'string') event.waitUntil(keepSearch(data.url, data.body));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PRIVATE.test(url.pathname)) return;
  if (request.mode === 'navigate') return event.respondWith(page(event, url));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(asset(request));
  if (STATIC_FILES.includes(url.pathname)) return event.respondWith(networkFirst(request, true));
  // The last search the app showed (it posts the answer: asking again would cost the server a search).
  if (url.pathname === SEARCH_API && !self.navigator.onLine) return event.respondWith(keptOr(request));
  const api = BUSINESS_API.exec(url.pathname);
  // A saved business's data, and any with no connection; every other request goes to the network untouched.
  if (api && (saved.has(Number(api[1])) || !self.navigator.onLine)) event.respondWith(networkFirst(request, saved.has(Number(api[1]))));
});

/** A copy with the moment it was kept (the app's offline banner reads it). */
function stamped(answer) {
  const headers = new Headers(answer.headers);
  headers.set('x-saved-at', new Date().toISOString());
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/** Only a whole, public, successful answer of this site is kept. */
function keepable(answer) {
  if (!answer || !answer.ok || answer.status !== 200 || answer.type !== 'basic') return false;
  return !/(?:^|,)\s*(?:private|no-store)\b/i.test(answer.headers.get('cache-control') || '');
}

async function networkFirst(request, keep) {
  const cache = await caches.open(CACHE);
  try {
    const answer = await fetch(request);
    if (keep && keepable(answer)) await cache.put(request, stamped(answer.clone()));
    return answer;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

async function keptOr(request) {
  const kept = await (await caches.open(CACHE)).match(request);
  return kept || fetch(request);
}

/** Built files have their content's hash in their names: a kept copy is always right. */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (keepable(answer)) await cache.put(request, answer.clone());
  return answer;
}

/** Which pages are kept when seen: the shell's, businesses' (pruned to the saved ones) and the last search. */
function pageToKeep(url) {
  if (url.pathname === '/' || SHELL_PAGES.includes(url.pathname)) return 'shell';
  if (BUSINESS_PAGE.test(url.pathname)) return 'business';
  if (SEARCH_PAGE.test(url.pathname)) return 'search';
  return null;
}

async function page(event, url) {
  const request = event.request;
  const cache = await caches.open(CACHE);
  const kind = pageToKeep(url);
  const key = kind === 'shell' ? url.pathname : url.pathname + url.search;
  try {
    const answer = (await event.preloadResponse) || (await fetch(request));
    if (kind && keepable(answer)) {
      if (kind === 'search') await forgetSearches(cache);
      await cache.put(key, stamped(answer.clone()));
    }
    return answer;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    await restored;
    const business = BUSINESS_PAGE.exec(url.pathname);
    // A saved business whose page was never opened here: the app starts from its shell and reads the kept data.
    // So is a search page whose results the app kept when it showed them.
    const keptSearch = SEARCH_PAGE.test(url.pathname) && (await cache.keys()).some((key) => new URL(key.url).pathname === SEARCH_API);
    if ((business && saved.has(Number(business[1]))) || keptSearch) {
      const shell = await cache.match('/saved');
      if (shell) return shell;
    }
    if (url.pathname !== '/offline' && (await cache.match('/offline'))) {
      return Response.redirect('/offline?from=' + encodeURIComponent(url.pathname + url.search), 302);
    }
    throw error;
  }
}

async function forgetSearches(cache) {
  const keys = await cache.keys();
  await Promise.all(
    keys
      .filter((request) => {
        const path = new URL(request.url).pathname;
        return SEARCH_PAGE.test(path) || path === SEARCH_API;
      })
      .map((request) => cache.delete(request)),
  );
}

/** The first page of the last search the app showed, as the API answered it. */
async function keepSearch(path, body) {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin || url.pathname !== SEARCH_API) return;
  const cache = await caches.open(CACHE);
  await forgetSearches(cache);
  await cache.put(url.pathname + url.search, new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8', 'x-saved-at': new Date().toISOString() } }));
}

/** The saved list changed (or a page started): keep its ids, drop other businesses, refresh the kept data. */
async function keepSaved(ids) {
  await restored;
  saved = new Set(ids);
  const cache = await caches.open(CACHE);
  await cache.put(SAVED_IDS, new Response(JSON.stringify(ids), { headers: { 'content-type': 'application/json' } }));
  const keys = await cache.keys();
  await Promise.all(
    keys
      .filter((request) => {
        const path = new URL(request.url).pathname;
        const match = BUSINESS_PAGE.exec(path) || BUSINESS_API.exec(path);
        return match && !saved.has(Number(match[1]));
      })
      .map((request) => cache.delete(request)),
  );
  if (!ids.length || !self.navigator.onLine) return;
  // One read for all of them (the list's own API, which counts no visit), kept as each business's own answer.
  try {
    const answer = await fetch('/api/listings/by-id?ids=' + ids.slice(0, 100).join(','), { credentials: 'omit' });
    if (!keepable(answer)) return;
    const { items } = await answer.json();
    const at = new Date().toISOString();
    await Promise.all(
      items.map((item) =>
        cache.put(
          '/api/listings/' + item.id,
          new Response(JSON.stringify(item), { headers: { 'content-type': 'application/json; charset=utf-8', 'x-saved-at': at } }),
        ),
      ),
    );
  } catch {
    // No connection after all: what was kept stays.
  }
}
