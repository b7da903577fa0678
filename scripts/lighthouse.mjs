// Lighthouse on every page of the release build, as issue #18 measures it: Lighthouse 12.2.3's mobile defaults
// (simulated slow 4G, 4x CPU), the build served with brotli, Debian's Chromium. Prints each page's performance
// score, time to interactive and total blocking time beside the goals; a report only, never a test (shared
// machines make timings noisy). Lighthouse comes from npm through npx on first use, so the test command's
// install stays small. Usage: node scripts/lighthouse.mjs [DIST] [RUNS]   (median of RUNS, default 3).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { serve } from "./serve-brotli.mjs";

const dist = process.argv[2] || "dist";
const runs = Number(process.argv[3] || 3);
const GOALS = { score: 95, tti: 2000, tbt: 200 };
if (!existsSync(join(dist, "index.html"))) {
  console.error(`lighthouse: ${dist}/index.html is missing; build first (bash scripts/build)`);
  process.exit(2);
}
const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
const flags = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run " +
  "--disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage";
const run = promisify(execFile);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pages = readdirSync(dist).filter((f) => f.endsWith(".html")).sort((a, b) =>
  a === "index.html" ? -1 : b === "index.html" ? 1 : a.localeCompare(b));

const { server, url } = await serve(dist);
try {
  console.log(`Lighthouse 12.2.3, mobile defaults, brotli served, median of ${runs}`);
  console.log("page".padEnd(18), "score".padStart(6), "interactive".padStart(12), "blocking".padStart(10));
  for (const page of pages) {
    const score = [], tti = [], tbt = [];
    for (let i = 0; i < runs; i++) {
      // Asynchronous, so this process's own server keeps answering while Lighthouse loads the page.
      const { stdout: out } = await run("npx", ["--yes", "lighthouse@12.2.3", url + page, "--quiet", "--output=json",
        "--output-path=stdout", "--only-categories=performance", `--chrome-flags=${flags}`],
        { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 << 20 });
      const lhr = JSON.parse(out);
      score.push(Math.round(lhr.categories.performance.score * 100));
      tti.push(lhr.audits.interactive.numericValue);
      tbt.push(lhr.audits["total-blocking-time"].numericValue);
    }
    const [s, i, b] = [median(score), median(tti), median(tbt)];
    const marks = [s < GOALS.score, i > GOALS.tti, b > GOALS.tbt].some(Boolean) ? "  over a goal" : "";
    console.log(page.padEnd(18), String(s).padStart(6), `${(i / 1000).toFixed(1)} s`.padStart(12),
      `${Math.round(b)} ms`.padStart(10) + marks);
  }
  console.log(`goals: score >= ${GOALS.score}, interactive <= ${GOALS.tti / 1000} s, blocking <= ${GOALS.tbt} ms`);
} finally {
  server.closeAllConnections();
  server.close();
}
