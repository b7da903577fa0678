//! The share QR code as another phone's camera sees it: the modules drawn on the page are read back from the
//! SVG, painted into a grey image and decoded by a QR reader; the decoded link, opened in a fresh browser
//! profile, imports the army exactly as it was built.

use std::time::Duration;

use e2e::Session;

/// Pixels per module in the rebuilt image: enough for the reader to find the finder patterns.
const SCALE: usize = 6;

/// The dark modules of the QR code's SVG path. The app draws each run of dark modules in a row as
/// `M{x} {y}h{w}v1h-{w}z` (app/src/share.rs); anything else fails the test, so a change of drawing shows.
fn dark_modules(path: &str, size: usize) -> Vec<Vec<bool>> {
    let mut grid = vec![vec![false; size]; size];
    for run in path.split('z').filter(|r| !r.is_empty()) {
        let rest = run
            .strip_prefix('M')
            .unwrap_or_else(|| panic!("run {run:?}"));
        let (x, rest) = rest.split_once(' ').expect("M x y");
        let (y, rest) = rest.split_once('h').expect("then h");
        let (w, back) = rest.split_once("v1h-").expect("v1h-");
        assert_eq!(w, back, "a run closes on itself: {run:?}");
        let (x, y, w): (usize, usize, usize) =
            (x.parse().unwrap(), y.parse().unwrap(), w.parse().unwrap());
        for cell in &mut grid[y][x..x + w] {
            *cell = true;
        }
    }
    grid
}

/// The saved collection's armies, as JSON.
async fn stored_armies(s: &Session) -> serde_json::Value {
    s.eval("return JSON.parse(localStorage.getItem('sandtable.armies')).data.armies;")
        .await
}

#[tokio::test]
async fn the_qr_code_scans_to_a_link_that_imports_the_army_intact() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    s.click("[data-testid=system-sandarticus]").await;
    s.type_into("#new-name", "Legio Scanned").await;
    s.click("[data-testid=create]").await;
    s.wait_for("#army-name").await;
    s.click("[data-testid=add-unit]").await;
    s.type_into("#unit-0-figures", "25").await;
    s.type_into("#unit-0-leaders", "2").await;
    s.type_into("#unit-0-name", "First cohort").await;
    // A kit of its own: spears besides the pilum and gladius the troop list gives legionnaires.
    s.click("[data-testid=unit-0-weapons] [data-weapon=spear]")
        .await;
    s.wait_text("[data-testid=unit-kit]", |t| t.contains("spear"))
        .await;
    tokio::time::sleep(Duration::from_millis(600)).await;

    s.click("[data-testid=share]").await;
    s.wait_for("[data-testid=qr] path").await;
    let link = s
        .eval("return document.querySelector('[data-testid=share-link]').value;")
        .await;
    let link = link.as_str().expect("the link").to_string();
    let qr = s
        .eval(
            "const q = document.querySelector('[data-testid=qr]'); \
             return [q.getAttribute('viewBox'), q.querySelector('path').getAttribute('d')];",
        )
        .await;
    let view_box = qr[0].as_str().expect("a viewBox");
    let size: usize = view_box
        .split(' ')
        .nth(2)
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("viewBox {view_box:?}"));
    let grid = dark_modules(qr[1].as_str().expect("a path"), size);

    // Paint the modules as a camera would see them, dark on light, quiet zone included.
    let px = size * SCALE;
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(px, px, |x, y| {
        if grid[y / SCALE][x / SCALE] { 0 } else { 255 }
    });
    let grids = img.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code in the picture");
    let (_, scanned) = grids[0].decode().expect("the QR code decodes");
    assert_eq!(scanned, link, "the QR code holds the share link");
    assert!(scanned.contains("armies.html#share=2"), "{scanned}");
    let sent = stored_armies(&s).await;

    // Another phone: a fresh profile opens the scanned link and adds the army.
    let p = Session::start().await;
    p.client.goto(&scanned).await.expect("the link opens");
    p.wait_mounted().await;
    p.wait_text("[data-testid=import-panel]", |t| {
        t.contains("Legio Scanned")
    })
    .await;
    p.click("[data-testid=import-confirm]").await;
    p.wait_text("[data-testid=armies-done]", |t| t.contains("Imported 1"))
        .await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    let got = stored_armies(&p).await;
    assert_eq!(got, sent, "the army arrives exactly as it was saved");
    assert_eq!(got[0]["forces"]["units"][0]["weapons"][0], "Spear", "{got}");

    // And the form shows it: the same men, leaders and kit.
    p.click("[data-testid=army-card]").await;
    p.wait_for("#unit-0-figures").await;
    let shown = p
        .eval(
            "return [document.querySelector('#unit-0-figures').value, \
             document.querySelector('#unit-0-leaders').value, \
             document.querySelector('[data-testid=unit-0-weapons] [data-weapon=spear]')\
             .getAttribute('aria-checked')];",
        )
        .await;
    assert_eq!(shown, serde_json::json!(["25", "2", "true"]));
    p.screenshot("armies-qr-imported").await;
    p.close().await;
    s.close().await;
}
