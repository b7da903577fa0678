//! Offline play and updates, against the release build: after one visit the whole app (every page present)
//! works with the server gone; a new version waits for the player's tap; no request ever leaves the origin
//! and the Content-Security-Policy blocks nothing the app needs.

use std::path::Path;

use e2e::{Session, copy_dir, dist, publish_build_b};
use serde_json::json;

/// Every page of the build other than the dice tray, found at test time so new pages are covered too.
fn other_pages(dir: &Path) -> Vec<String> {
    let mut pages: Vec<String> = std::fs::read_dir(dir)
        .expect("the build folder")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".html") && n != "index.html")
        .collect();
    pages.sort();
    pages
}

/// Before any page script runs, in every document from now on, records Content-Security-Policy violations
/// into `window.__csp`.
async fn watch_csp(s: &Session) {
    let source = "window.__csp = []; document.addEventListener('securitypolicyviolation', \
                  e => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));";
    s.cdp(
        "Page.addScriptToEvaluateOnNewDocument",
        json!({ "source": source }),
    )
    .await;
}

/// The page fetched nothing from another origin, and its policy blocked nothing.
async fn assert_stays_home(s: &Session, what: &str) {
    let v = s
        .eval(
            "return { csp: window.__csp || ['the violation recorder did not run'], \
             away: performance.getEntriesByType('resource').map(r => r.name) \
             .filter(n => new URL(n).origin !== location.origin) };",
        )
        .await;
    assert_eq!(v["away"], json!([]), "{what}: requests left the origin");
    assert_eq!(
        v["csp"],
        json!([]),
        "{what}: the Content-Security-Policy blocked something"
    );
}

/// What a page drew: where it ended up (a page may pass the player on) and its headings.
const DRAWN: &str = "return location.pathname + ' ' + \
                     [...document.querySelectorAll('h1, h2')].map(h => h.textContent).join(' | ');";

/// Waits until the service worker has installed everything and controls the page.
async fn wait_controlled(s: &Session) {
    s.poll(
        "const c = navigator.serviceWorker && navigator.serviceWorker.controller; \
         return !!c && c.state === 'activated';",
        "the service worker to control the page",
        30,
    )
    .await;
}

async fn roll(s: &Session, dice: u32) {
    s.type_into("#count-red", &dice.to_string()).await;
    s.wait_text("[data-testid=roll]", |t| {
        t.contains(&format!("Roll {dice} dice"))
    })
    .await;
    s.click("[data-testid=roll]").await;
    s.wait_text("[data-testid=report] .headline", |t| {
        t.contains(&format!("of {dice} dice"))
    })
    .await;
}

#[tokio::test]
async fn every_page_works_offline_after_one_visit() {
    let dir = dist();
    let pages = other_pages(&dir);
    let mut s = Session::start().await;
    watch_csp(&s).await;
    s.open().await;
    assert_stays_home(&s, "index.html online").await;
    wait_controlled(&s).await;
    let mut drawn = Vec::new();
    for page in &pages {
        s.open_page(page).await;
        assert_stays_home(&s, &format!("{page} online")).await;
        drawn.push(s.eval(DRAWN).await);
    }

    s.server.stop();
    s.open().await;
    assert!(
        s.eval("return navigator.serviceWorker.controller !== null;")
            .await
            == json!(true),
        "the dice tray came from the service worker"
    );
    // A roll draws its chart (one SVG drawing, which the strict policy allows).
    roll(&s, 12).await;
    s.wait_for(".odds-chart rect.fill").await;
    assert_stays_home(&s, "index.html offline").await;
    s.screenshot("offline-dice").await;
    for (i, page) in pages.iter().enumerate() {
        // open_page waits for the page's wasm to mount: with the server gone, it came from the cache.
        s.open_page(page).await;
        let title = s.eval("return document.title;").await;
        assert!(
            title.as_str().is_some_and(|t| !t.is_empty()),
            "{page} has a title"
        );
        assert_stays_home(&s, &format!("{page} offline")).await;
        // The service worker serves the installed app (every page in one wasm), which draws the same page.
        let wasm = s
            .eval("return document.querySelector('script[data-wasm]').dataset.wasm;")
            .await;
        assert!(
            wasm.as_str().is_some_and(|w| w.contains("/pkg/all-")),
            "{page} offline runs the installed app, not {wasm}"
        );
        assert_eq!(
            s.eval(DRAWN).await,
            drawn[i],
            "{page} offline draws what it drew online"
        );
    }
    // An address the build never had still opens the app rather than the browser's offline page.
    s.open_page("no-such-page.html").await;
    s.close().await;
}

#[tokio::test]
async fn an_update_waits_for_the_players_tap_and_keeps_their_rolls() {
    let served = std::env::temp_dir().join(format!("sandtable-update-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&served);
    copy_dir(&dist(), &served);
    let s = Session::start_serving(&served).await;
    s.open().await;
    wait_controlled(&s).await;
    roll(&s, 7).await;

    publish_build_b(&served, "index.html");
    // The player comes back to the page: the browser finds the new worker, which installs and waits.
    s.reload().await;
    s.wait_for("[data-testid=update-ready]").await;
    let build = "return document.documentElement.dataset.build || 'a';";
    assert_eq!(
        s.eval(build).await,
        json!("a"),
        "nothing changed under the player"
    );
    s.screenshot("update-ready").await;

    s.click("[data-testid=update-reload]").await;
    s.poll(
        "return document.documentElement.dataset.build === 'b' && !document.getElementById('shell');",
        "build B after the tap",
        20,
    )
    .await;
    s.wait_mounted().await;
    assert!(
        s.client
            .find_all(e2e::Locator::Css("[data-testid=update-ready]"))
            .await
            .unwrap_or_default()
            .is_empty(),
        "the prompt is gone once the update is applied"
    );
    // Saved data survives the update.
    let summary = s.text("[data-testid=history] summary").await;
    assert!(
        summary.contains("(1)"),
        "history after the update: {summary}"
    );
    s.click("[data-testid=history] summary").await;
    let items = s.text("[data-testid=history] ol").await;
    assert!(items.contains("7 dice rolled"), "{items}");
    s.close().await;
    let _ = std::fs::remove_dir_all(&served);
}

/// On a first visit, the service worker's script is fetched only once the page's wasm has arrived: fetched
/// beside it, its bytes delayed the wasm on a slow signal. The worker still registers and takes over.
#[tokio::test]
async fn the_service_worker_script_waits_for_the_pages_wasm() {
    let dir = dist();
    let mut pages = vec!["index.html".to_string()];
    pages.extend(other_pages(&dir).into_iter().filter(|p| {
        let html = std::fs::read_to_string(dir.join(p)).expect("the page");
        html.contains("data-wasm=")
    }));
    for page in &pages {
        let s = Session::start().await;
        s.open_page(page).await;
        s.poll(
            "return performance.getEntriesByType('resource').some(r => r.name.endsWith('/offline.js'));",
            &format!("{page} to fetch offline.js"),
            10,
        )
        .await;
        let v = s
            .eval(
                "const all = performance.getEntriesByType('resource'); \
                 const wasm = all.find(r => r.name.endsWith('_bg.wasm')); \
                 const sw = all.find(r => r.name.endsWith('/offline.js')); \
                 return { wasmEnd: wasm ? wasm.responseEnd : null, swStart: sw.startTime };",
            )
            .await;
        let wasm_end = v["wasmEnd"]
            .as_f64()
            .unwrap_or_else(|| panic!("{page} fetched its wasm"));
        let sw_start = v["swStart"].as_f64().expect("a start time");
        assert!(
            sw_start >= wasm_end,
            "{page}: offline.js was asked for at {sw_start:.0} ms, before the wasm had arrived ({wasm_end:.0} ms)"
        );
        wait_controlled(&s).await;
        s.close().await;
    }
}
