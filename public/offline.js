// Offline play: registers the service worker (sw.js) and offers a new version with "Update ready - reload"
// instead of reloading under a player mid-game. Plain script, loaded by every page beside boot.js: in the wasm
// this cost every page about 5 KB of its download.
const sw = navigator.serviceWorker;

// True when a worker already controls the page; with none, this is the first visit and a new worker simply
// takes over, so there is nothing to offer.
const controlled = () => Boolean(sw && sw.controller);

let shown = null;

// The bar that appears once a new version has installed and is waiting; tapping it applies the update. It sits
// at the top and stays in view wherever the player has scrolled (a battle is a long page).
function offer(registration) {
  if (shown) return;
  shown = document.createElement("div");
  shown.className = "notices update-notices";
  shown.setAttribute("role", "status");
  const notice = document.createElement("div");
  notice.className = "notice";
  notice.dataset.testid = "update-ready";
  const text = document.createElement("p");
  text.textContent = "Update ready \u2014 reload to use the new version.";
  const actions = document.createElement("div");
  actions.className = "notice-actions";
  const reload = document.createElement("button");
  reload.type = "button";
  reload.dataset.testid = "update-reload";
  reload.textContent = "Reload";
  reload.addEventListener("click", () => apply(registration));
  actions.append(reload);
  notice.append(text, actions);
  shown.append(notice);
  document.body.prepend(shown);
}

// Tells the waiting worker to take over, and reloads once it controls the page, so the page and its files come
// from the same version. If another tab applied it already, only the reload is left to do.
function apply(registration) {
  const waiting = registration.waiting;
  if (!waiting) {
    location.reload();
    return;
  }
  sw.addEventListener("controllerchange", () => location.reload());
  waiting.postMessage("SKIP_WAITING");
}

// Raises the offer when `worker` finishes installing beside a controlling one.
function watch(worker, registration) {
  worker.addEventListener("statechange", () => {
    if (worker.state === "installed" && controlled()) offer(registration);
  });
}

// The browser looks for a new worker only when a page loads, and a battle can keep one page open all afternoon.
// So the app also looks when the player comes back to it (phone unlocked, tab shown again), when the signal
// returns, and every half hour. Offline a check fails; that is no news for the player.
function lookForUpdates(registration) {
  const check = () => {
    if (!document.hidden) registration.update().catch(() => {});
  };
  document.addEventListener("visibilitychange", check);
  addEventListener("online", check);
  setInterval(check, 30 * 60 * 1000);
}

// Absent on plain http from another host and in some private modes: the app then simply stays online-only.
// Registered once the page has loaded: installing, the worker fetches every file of the app, and on a first
// visit over a slow signal that should not share the line with the page's own files.
function register() {
  sw.register("sw.js").then((registration) => {
    // A worker already waiting (installed on an earlier visit), or one the browser found before this page asked.
    if (registration.waiting && controlled()) offer(registration);
    if (registration.installing) watch(registration.installing, registration);
    registration.addEventListener("updatefound", () => {
      if (registration.installing) watch(registration.installing, registration);
    });
    lookForUpdates(registration);
  }, () => {});
}
if (sw) {
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
