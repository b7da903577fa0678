// Sandtable's service worker: the whole app works offline after the first visit.
// scripts/precache.py fills in the two placeholders after each release build: every built file (Trunk's hashed
// scripts and wasm, the pages, styles, icons) and a version that changes whenever any of them does.
// Cache-first: a player on a beach gets the same app with or without signal. A new version installs in the
// background and waits; the app offers "update ready - reload" and sends SKIP_WAITING only when tapped.
const VERSION = "__SANDTABLE_VERSION__";
const FILES = ["__SANDTABLE_FILES__"];
const PREFIX = "sandtable-";
const CACHE = PREFIX + VERSION;

const scoped = (name) => new URL(name, self.registration.scope).href;

self.addEventListener("install", (event) => {
  // `reload` skips the HTTP cache, so a new version never precaches a stale copy of an unhashed file.
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(scoped(f), { cache: "reload" }))))
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "SKIP_WAITING") self.skipWaiting();
});

// A navigation gets its page's html from the precache ("/" is index.html; queries and fragments are ignored),
// then the network, then, offline and unknown, the dice tray.
async function page(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  url.search = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  const hit = await cache.match(url.href);
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (err) {
    const shell = await cache.match(scoped("index.html"));
    if (shell) return shell;
    throw err;
  }
}

async function asset(request) {
  const hit = await caches.match(request, { cacheName: CACHE });
  return hit || fetch(request);
}

// A file shared to the installed app from another app (the manifest's share_target): kept in a cache of its
// own for the import page, which reads it and deletes it (app/src/launch.rs). Nothing leaves the phone.
const OPENED = "opened-files";
async function opened(request) {
  const form = await request.formData();
  const file = form.get("file");
  if (file && typeof file !== "string") {
    const cache = await caches.open(OPENED);
    await cache.put(scoped("opened-file"), new Response(file));
  }
  return Response.redirect(scoped("import.html?opened"), 303);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method === "POST" && request.url === scoped("share-target")) {
    event.respondWith(opened(request));
    return;
  }
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(request.mode === "navigate" ? page(request) : asset(request));
});
