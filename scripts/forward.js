// Sends an old address on to the page that replaced it. sandy-hook.html held both Sheil games; each now has its
// own page, so this reads the game last played from the saved settings (the same record the app keeps, see
// rules/src/saved/settings.rs) and goes there, keeping any "?…" and "#…" of the address. Without storage or
// settings it stays: the file is a copy of the Sandarticus page (its `data-here`), the game the old page opened
// on, so the address is only renamed and the page drawn with no second load. Leaving, it marks the page so that
// boot.js starts nothing here, which could save this game as the one last played.
const here = document.currentScript.dataset.here;
let target = here;
try {
  const saved = JSON.parse(localStorage.getItem("sandtable.settings") || "{}");
  if (saved && saved.data && saved.data.system === "JerseyShore") target = "jersey-shore.html";
} catch (_) {
  // Unreadable settings: the default page.
}
if (target === here) {
  history.replaceState(history.state, "", target + location.search + location.hash);
} else {
  document.documentElement.dataset.leaving = "";
  location.replace(target + location.search + location.hash);
}
