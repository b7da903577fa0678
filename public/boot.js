// Starts the page's wasm (names from scripts/build.py), then the service worker's script: see DESIGN.md, Offline.
// A forwarding page on its way to another (scripts/forward.js) starts nothing.
const tag = document.querySelector("script[data-wasm]");
if (!("leaving" in document.documentElement.dataset)) {
  try {
    const bindings = await import(tag.dataset.js);
    const wasm = await bindings.default({ module_or_path: tag.dataset.wasm });
    window.wasmBindings = bindings;
    dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));
  } finally {
    setTimeout(() => import("./offline.js"), 250);
  }
}
