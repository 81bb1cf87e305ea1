// The members' app's service worker (docs/web-app.md, "Installable and offline"). The build
// (pwa/vite-pwa.ts) writes this build's version and asset lists in place of the three marked lines.
//
// What it keeps: the shell (index.html, as last served, with its envelope key) and the hashed assets.
// What it never touches: API answers (money, sessions), members' media, the operator console and
// anything that is not a GET: those always go to the network.

const VERSION = 'development'; // written by the build
/** Fetched at install: the shell's chunks and styles, the tab pages, login and the languages. */
const PRECACHE = []; // written by the build
/** Every hashed asset of this build: a page not precached is kept once it has been fetched. */
const KNOWN = []; // written by the build

const SHELL_CACHE = 'cloudmine-shell';
const ASSET_CACHE = 'cloudmine-assets';
const SHELL_URL = '/';
/** A slow network falls back to the kept shell after this long rather than a blank screen. */
const NAVIGATION_TIMEOUT_MS = 4000;

const known = new Set(KNOWN);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const assets = await caches.open(ASSET_CACHE);
      // Hashed files never change under one URL: what an earlier version kept is kept.
      const missing = [];
      for (const url of PRECACHE) if (!(await assets.match(url))) missing.push(url);
      await assets.addAll(missing);
      const shell = await caches.open(SHELL_CACHE);
      await shell.add(new Request(SHELL_URL, { cache: 'no-cache' }));
    })(),
  );
  // No skipWaiting here: an open page keeps the version it started with until the member accepts
  // the reload prompt (the page posts 'skip-waiting').
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const assets = await caches.open(ASSET_CACHE);
      for (const request of await assets.keys()) {
        if (!known.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      // The first version takes the page that installed it, so that visit already works offline.
      await self.clients.claim();
    })(),
  );
});

function isShellNavigation(request, url) {
  return request.mode === 'navigate' && (url.pathname === '/' || url.pathname === '/index.html');
}

/** Network first, so a deployment (or a new envelope key) reaches members at once; the kept shell offline. */
async function shell(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await Promise.race([
      fetch(request),
      new Promise((_resolve, reject) =>
        setTimeout(() => reject(new Error('slow network')), NAVIGATION_TIMEOUT_MS),
      ),
    ]);
    if (response.ok) await cache.put(SHELL_URL, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL_URL);
    if (kept) return kept;
    throw error;
  }
}

/** Hashed assets never change under one URL: from the cache, else the network (and kept). */
async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isShellNavigation(request, url)) {
    event.respondWith(shell(request));
    return;
  }
  // Only this build's hashed files: never /api/ (money), /media/, /admin/ or anything else.
  if (known.has(url.pathname)) event.respondWith(cacheFirst(request));
});

// Which build this worker belongs to: a new deployment changes this file, so the browser installs it.
self.__CLOUDMINE_VERSION__ = VERSION;
