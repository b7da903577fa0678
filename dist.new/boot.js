// Starts a page's wasm. Trunk would inline this as a <script> in every page; a file of our own lets the
// Content-Security-Policy forbid inline scripts outright. Trunk writes each page's hashed file names into the
// tag's data attributes (see `pattern_script` in Trunk.toml).
const tag = document.querySelector("script[data-wasm]");
const bindings = await import(tag.dataset.js);
const wasm = await bindings.default({ module_or_path: tag.dataset.wasm });
window.wasmBindings = bindings;
dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));
