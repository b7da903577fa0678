// Lighthouse on every page of the release build, as issue #18 measures it: Lighthouse 12.2.3's mobile defaults
// (simulated slow 4G, 4x CPU), the build served with brotli, Debian's Chromium. Prints each page's performance
// score, time to interactive and total blocking time beside the goals; a report only, never a test (shared
// machines make timings noisy). Lighthouse comes from npm through npx on first use, so the test command's
// install stays small. Usage: node scripts/lighthouse.mjs [DIST] [RUNS] [PAGE...]   (median of RUNS, default 3;
// every page unless some are named). With LH_JSON=DIR set, each run's whole report is kept there as JSON.
//
// A tracker page (battle-<system>.html) shows a battle in play: with none saved it sends the player to the
// setup page, so Lighthouse would measure two page loads. Before each of its runs a quick battle of its system
// is started in a browser profile of its own (playwright-core, as scripts/perf.mjs uses), the profile's caches
// and service worker are deleted, and Lighthouse opens the tracker in that profile without clearing its
// storage: a first load of the page's files with a battle saved, as a player reopening the app after the
// browser dropped its cache meets it.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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
const named = process.argv.slice(4);
const pages = readdirSync(dist).filter((f) => f.endsWith(".html") && (!named.length || named.includes(f)))
  .sort((a, b) => a === "index.html" ? -1 : b === "index.html" ? 1 : a.localeCompare(b));

/// A browser profile holding a quick battle of `system` and nothing fetched: its folder.
async function profileWithBattle(base, system) {
  const { chromium } = await import("playwright-core");
  const dir = mkdtempSync(join(tmpdir(), "sandtable-lh-"));
  const ctx = await chromium.launchPersistentContext(dir, { executablePath: chrome, headless: true,
    serviceWorkers: "block", args: ["--no-sandbox", "--disable-gpu"] });
  const page = await ctx.newPage();
  await page.goto(base + "battle.html");
  await page.click(`[data-testid=quick-${system}]`);
  await page.waitForURL(new RegExp(`battle-${system}\\.html`));
  await page.waitForSelector("[data-testid=next-phase]");
  await page.waitForTimeout(500); // the battle's save runs just after the frame
  await ctx.close();
  for (const cache of ["Cache", "Code Cache", "GPUCache", "Service Worker"]) {
    rmSync(join(dir, "Default", cache), { recursive: true, force: true });
  }
  return dir;
}

const { server, url } = await serve(dist);
try {
  console.log(`Lighthouse 12.2.3, mobile defaults, brotli served, median of ${runs}`);
  console.log("page".padEnd(18), "score".padStart(6), "interactive".padStart(12), "blocking".padStart(10));
  for (const page of pages) {
    const score = [], tti = [], tbt = [];
    const tracker = page.match(/^battle-(.+)\.html$/);
    for (let i = 0; i < runs; i++) {
      const profile = tracker ? await profileWithBattle(url, tracker[1]) : null;
      const own = profile ? [`--chrome-flags=${flags} --user-data-dir=${profile}`, "--disable-storage-reset"]
        : [`--chrome-flags=${flags}`];
      // Asynchronous, so this process's own server keeps answering while Lighthouse loads the page.
      const { stdout: out } = await run("npx", ["--yes", "lighthouse@12.2.3", url + page, "--quiet", "--output=json",
        "--output-path=stdout", "--only-categories=performance", ...own],
        { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 << 20 });
      if (profile) rmSync(profile, { recursive: true, force: true });
      const lhr = JSON.parse(out);
      if (process.env.LH_JSON) {
        mkdirSync(process.env.LH_JSON, { recursive: true });
        writeFileSync(join(process.env.LH_JSON, `${page}.${i}.json`), out);
      }
      if (tracker && new URL(lhr.finalDisplayedUrl).pathname !== "/" + page) {
        throw new Error(`lighthouse: ${page} went on to ${lhr.finalDisplayedUrl}: its battle was not kept`);
      }
      score.push(Math.round(lhr.categories.performance.score * 100));
      tti.push(lhr.audits.interactive.numericValue);
      tbt.push(lhr.audits["total-blocking-time"].numericValue);
    }
    const [s, i, b] = [median(score), median(tti), median(tbt)];
    const marks = [s < GOALS.score, i > GOALS.tti, b > GOALS.tbt].some(Boolean) ? "  over a goal" : "";
    console.log(page.padEnd(18), String(s).padStart(6), `${(i / 1000).toFixed(2)} s`.padStart(12),
      `${Math.round(b)} ms`.padStart(10) + marks);
  }
  console.log(`goals: score >= ${GOALS.score}, interactive <= ${GOALS.tti / 1000} s, blocking <= ${GOALS.tbt} ms`);
} finally {
  server.closeAllConnections();
  server.close();
}
