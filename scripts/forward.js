// Sends an old address on to the page that replaced it. sandy-hook.html held both Sheil games; each now has its
// own page, so this reads the game last played from the saved settings (the same record the app keeps, see
// rules/src/saved/settings.rs) and goes there, keeping any "?…" and "#…" of the address. Without storage or
// settings it goes to Sandarticus, the game the old page opened on.
let target = "sandarticus.html";
try {
  const saved = JSON.parse(localStorage.getItem("sandtable.settings") || "{}");
  if (saved && saved.data && saved.data.system === "JerseyShore") target = "jersey-shore.html";
} catch (_) {
  // Unreadable settings: the default page.
}
location.replace(target + location.search + location.hash);
