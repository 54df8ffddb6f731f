// The service worker: the game's files are kept in a cache when the page is
// first loaded, so later visits start from it, with or without a network.
// A new build has a new cache name (web/build.sh writes it in), which
// replaces the old cache once the new worker takes over.
const CACHE = 'tilemeld-__BUILD__';
const FILES = ['./', 'index.html', 'access.js', 'tilemeld.js', 'tilemeld_bg.wasm', 'manifest.webmanifest', 'icon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    const response = await fetch(request);
    // A script's font is fetched when its language is first chosen; keep
    // it, so that language works offline too.
    if (response.ok && new URL(request.url).pathname.includes('/fonts/')) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((c) => c.put(request, copy)));
    }
    return response;
  })());
});
