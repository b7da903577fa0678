// Sandtable's service worker: the whole app works offline after the first visit.
// scripts/precache.py fills in the three placeholders after each release build: the installed app's files (its
// one wasm for every page, styles, icons, scripts), each page's installed HTML (kept at the page's own address:
// it runs that one wasm, so the code the pages share is kept once; DESIGN.md, "The installed app") and a version
// that changes whenever any built file does.
// Cache-first: a player on a beach gets the same app with or without signal. A new version installs in the
// background and waits; the app offers "update ready - reload" and sends SKIP_WAITING only when tapped.
const VERSION = "__SANDTABLE_VERSION__";
const FILES = ["__SANDTABLE_FILES__"];
const PAGES = {"__SANDTABLE_PAGES__": ""};
const PREFIX = "sandtable-";
const CACHE = PREFIX + VERSION;

const scoped = (name) => new URL(name, self.registration.scope).href;

// `reload` skips the HTTP cache, so a new version never precaches a stale copy of an unhashed file.
const fresh = (f) => new Request(scoped(f), { cache: "reload" });

// A page's installed HTML, kept under the page's own address. A new response, so the page is the one asked
// for, not the file it came from.
async function keepPage(cache, page, file) {
  const got = await fetch(fresh(file));
  if (!got.ok) throw new Error(`${file}: ${got.status}`);
  const body = await got.blob();
  await cache.put(scoped(page), new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } }));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all([
        cache.addAll(FILES.map(fresh)),
        ...Object.entries(PAGES).map(([page, file]) => keepPage(cache, page, file)),
      ])
    )
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
