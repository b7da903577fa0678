// Serves a build on loopback the way a static host would: brotli when the browser accepts it (the budgets are
// in brotli), the right types, and no caching of pages and the service worker. Shared by perf.mjs and
// lighthouse.mjs.
import { createServer } from "node:http";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm",
  ".css": "text/css", ".webmanifest": "application/manifest+json", ".png": "image/png", ".svg": "image/svg+xml" };
export function serve(dir) {
  // Every file is compressed before the server answers: compressing a page's wasm on its first request would
  // hold up that load, and Lighthouse reads the delay as a slow server and adds it to every simulated request.
  const packed = new Map();
  for (const f of readdirSync(dir, { recursive: true })) {
    const file = normalize(join(dir, f));
    if (statSync(file).isFile() && !/\.png$/.test(file)) {
      packed.set(file, brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
  const server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (path.endsWith("/")) path += "index.html";
    const file = normalize(join(dir, path));
    if (!file.startsWith(normalize(dir)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const headers = { "Content-Type": TYPES[extname(file)] || "application/octet-stream" };
    if (/\.html$|sw\.js$/.test(file)) headers["Cache-Control"] = "no-cache";
    let body = readFileSync(file);
    if (/\bbr\b/.test(req.headers["accept-encoding"] || "") && !/\.png$/.test(file)) {
      body = packed.get(file) || brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      headers["Content-Encoding"] = "br";
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${server.address().port}/` })),
  );
}

