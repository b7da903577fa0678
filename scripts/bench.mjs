// Prints the release sizes of every file in dist/ (raw, gzip, brotli) and what a first visit downloads,
// beside the budget. Usage: node scripts/bench.mjs [DIST] [--enforce]  (--enforce exits 1 above the ceiling).
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync, brotliCompressSync, constants } from "node:zlib";

const GOAL_KB = 100;     // the goal for a whole first load, brotli
const CEILING_KB = 160;  // above this the test command fails, so size cannot creep
const dist = process.argv.slice(2).find((a) => !a.startsWith("--")) || "dist";
if (!existsSync(join(dist, "index.html"))) {
  console.error("bench: dist/index.html is missing; build first (bash scripts/build)");
  process.exit(2);
}
const walk = (d) => readdirSync(d).flatMap((f) => {
  const p = join(d, f);
  return statSync(p).isDirectory() ? walk(p) : [p];
});
const sizes = (buf) => ({
  raw: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  br: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const kb = (n) => (n / 1000).toFixed(1).padStart(8);
const rows = walk(dist).sort().map((p) => ({ file: relative(dist, p), ...sizes(readFileSync(p)) }));
console.log("file".padEnd(44), "raw KB".padStart(8), "gzip KB".padStart(8), "brotli KB".padStart(9));
for (const r of rows) console.log(r.file.padEnd(44), kb(r.raw), kb(r.gzip), kb(r.br).padStart(9));
const sum = (rs, k) => rs.reduce((a, r) => a + r[k], 0);
console.log("all files".padEnd(44), kb(sum(rows, "raw")), kb(sum(rows, "gzip")), kb(sum(rows, "br")).padStart(9));

// A first visit to a page fetches its html and what it references (stylesheet, manifest, icon, scripts, wasm).
function firstLoad(page) {
  const html = readFileSync(join(dist, page), "utf8");
  const refs = new Set([page]);
  for (const m of html.matchAll(/(?:href|src|data-js|data-wasm)="\.?\/?([^"#?]+)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/["'(]\.?\/?([\w.-]+_bg\.wasm)/g)) refs.add(m[1]);
  for (const m of html.matchAll(/from\s+["']\.?\/?([\w.-]+\.js)/g)) refs.add(m[1]);
  return rows.filter((r) => refs.has(r.file));
}

// Every page's own first load, so no page grows unnoticed; the dice tray (index.html) is the one with a budget.
console.log();
console.log("first load per page".padEnd(44), "raw KB".padStart(8), "gzip KB".padStart(8), "brotli KB".padStart(9));
for (const page of rows.map((r) => r.file).filter((f) => f.endsWith(".html") && !f.includes("/"))) {
  const fl = firstLoad(page);
  console.log(page.padEnd(44), kb(sum(fl, "raw")), kb(sum(fl, "gzip")), kb(sum(fl, "br")).padStart(9));
}

const first = firstLoad("index.html");
const firstBr = sum(first, "br");
console.log();
console.log(`first load (${first.map((r) => r.file).join(", ")})`);
const verdict = firstBr > CEILING_KB * 1000 ? "OVER THE CEILING" : firstBr > GOAL_KB * 1000 ? "over the goal" : "within the goal";
console.log(`first load brotli: ${kb(firstBr).trim()} KB  goal ${GOAL_KB} KB  ceiling ${CEILING_KB} KB  -> ${verdict}`);
if (process.argv.includes("--enforce") && firstBr > CEILING_KB * 1000) process.exit(1);
