//! Parts of a page fetched after it (a helper page's tabs after the first, a tracker's panels and what lies
//! below its sides, the armies page's print sheets, the rules page's search): a part whose code cannot be
//! fetched (a first visit that lost its signal) says so in words and tries again on a tap, and the rest of the
//! page works on; once the code can be had, the part opens.

use std::path::PathBuf;

use e2e::armies::{catch_print, print_from_browser_menu};
use e2e::battle::{start_skirmish, wait_men};
use e2e::phone::create_saved_army;
use e2e::{Session, copy_dir, dist};
use serde_json::json;

/// A copy of the release build to serve, with one chunk of one page taken out of it (kept beside it, to put
/// back) and no service worker: `chunk` of the page whose binary is `bin`. Returns the copy, the chunk's place
/// in it, and its bytes.
fn build_missing(bin: &str, chunk: &str) -> (PathBuf, PathBuf, Vec<u8>) {
    let dir = std::env::temp_dir().join(format!("sandtable-parts-{bin}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(&dist(), &dir);
    let pkg = std::fs::read_dir(dir.join("pkg"))
        .expect("the build's pkg folder")
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(&format!("{bin}-")))
        })
        .unwrap_or_else(|| panic!("the folder of the page {bin}"));
    let chunk = pkg.join(chunk);
    let bytes = std::fs::read(&chunk).expect("the release build splits the part off the page");
    std::fs::remove_file(&chunk).expect("the chunk taken out");
    // A part can be missing only on a first visit: the service worker keeps the installed app, which holds
    // every part. Without its script the copy stays a first visit on every page the test opens.
    std::fs::remove_file(dir.join("sw.js")).expect("the service worker's script taken out");
    (dir, chunk, bytes)
}

#[tokio::test]
async fn a_part_that_cannot_be_fetched_says_so_and_opens_once_it_can() {
    let (dir, chunk, bytes) = build_missing("sandarticus", "split_MELEE.wasm");
    let s = Session::start_serving(&dir).await;
    s.use_standard_phone().await;
    s.open_game("sandarticus").await;
    // The first tab is part of the page itself: its answer is there at once.
    s.wait_for("#shooters").await;
    s.click("[data-testid=tab-2]").await;
    let said = s
        .wait_text("[data-testid=part-missing]", |t| {
            t.contains("needs a signal")
        })
        .await;
    assert!(said.contains("has not reached the phone yet"), "{said}");
    s.screenshot("part-missing").await;
    // The other tabs still open, and the first still answers.
    s.click("[data-testid=tab-4]").await;
    s.wait_for("#mv-troop").await;
    s.click("[data-testid=tab-0]").await;
    s.wait_for("#shooters").await;
    // Still no signal: trying again on the tab says the same.
    s.click("[data-testid=tab-2]").await;
    s.click_button("Try again").await;
    s.wait_text("[data-testid=part-missing]", |t| {
        t.contains("needs a signal")
    })
    .await;
    // The signal is back: the chunk can be had, and "Try again" opens the tab.
    std::fs::write(&chunk, bytes).expect("the chunk put back");
    s.click_button("Try again").await;
    s.wait_for("#a-men").await;
    assert_eq!(
        s.eval("return document.querySelectorAll('[data-testid=part-missing]').length;")
            .await,
        0,
        "the message goes once the tab is there"
    );
    s.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn a_battle_plays_on_while_the_tracker_below_its_sides_cannot_be_fetched() {
    let (dir, chunk, bytes) = build_missing("battle_tracker", "split_BELOW.wasm");
    let s = Session::start_serving(&dir).await;
    s.use_standard_phone().await;
    start_skirmish(&s).await;
    // The turn, the units and the thumb bar are the page itself: a casualty and the next phase are recorded.
    s.click("[data-testid=cas1-0]").await;
    wait_men(&s, 0, 9).await;
    let said = s
        .wait_text("[data-testid=part-missing]", |t| {
            t.contains("needs a signal")
        })
        .await;
    assert!(said.contains("has not reached the phone yet"), "{said}");
    // The signal is back: "Try again" draws the story, with the casualty in it, and the battle's file.
    std::fs::write(&chunk, bytes).expect("the chunk put back");
    s.click_button("Try again").await;
    s.wait_for("[data-testid=end-battle]").await;
    s.wait_text("[data-testid=log]", |t| t.contains("Rangers"))
        .await;
    s.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn printing_without_the_sheets_code_says_to_print_again() {
    let (dir, chunk, bytes) = build_missing("armies", "split_SHEETS.wasm");
    let s = Session::start_serving(&dir).await;
    s.open_page("armies.html").await;
    create_saved_army(&s, "Legio Missing").await;
    s.click("[data-testid=back]").await;
    s.wait_for("[data-testid=army-card]").await;
    // The browser's own print: the paper says the sheets are on their way, not a blank page.
    print_from_browser_menu(&s).await;
    let paper = s
        .eval(
            "const c = document.querySelector('.print-coming'); \
             return c && c.getClientRects().length > 0 ? c.textContent : null;",
        )
        .await;
    assert!(
        paper.as_str().is_some_and(|t| t.contains("print again")),
        "{paper}"
    );
    s.media("").await;
    // The Print button says why it cannot print yet, and prints once the code can be had.
    catch_print(&s, "document.querySelectorAll('.print-sheet').length").await;
    s.click_button("Print all").await;
    s.wait_text("[data-testid=armies-problem]", |t| {
        t.contains("need a signal")
    })
    .await;
    assert_eq!(s.eval("return window.printed;").await, json!(null));
    std::fs::write(&chunk, bytes).expect("the chunk put back");
    s.click_button("Print all").await;
    s.poll("return window.printed === 1;", "a print with the sheet", 10)
        .await;
    s.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn the_rules_index_opens_while_the_search_cannot_be_fetched() {
    let (dir, chunk, bytes) = build_missing("rules_page", "split_SEARCH.wasm");
    let s = Session::start_serving(&dir).await;
    s.use_standard_phone().await;
    s.open_page("rules.html").await;
    // The index of every rule is the page itself.
    s.wait_text("[data-testid=rule-index]", |t| t.contains("Grapeshot"))
        .await;
    s.type_into("[data-testid=search]", "grapeshot").await;
    let said = s
        .wait_text("[data-testid=part-missing]", |t| {
            t.contains("needs a signal")
        })
        .await;
    assert!(said.contains("has not reached the phone yet"), "{said}");
    // Deleting the word brings the index back, and an entry still opens from it.
    let backspaces = "\u{E003}".repeat("grapeshot".len());
    s.wait_for("[data-testid=search]")
        .await
        .send_keys(&backspaces)
        .await
        .expect("typing works");
    s.click("[data-testid=rule-index] a[href='#sandy-hook.grapeshot']")
        .await;
    s.wait_text("[data-testid=entry-title]", |t| t == "Grapeshot")
        .await;
    s.client.back().await.expect("back");
    // Searching again, still without a signal, says so again.
    s.type_into("[data-testid=search]", "grapeshot").await;
    s.wait_text("[data-testid=part-missing]", |t| {
        t.contains("needs a signal")
    })
    .await;
    // The signal is back: "Try again" shows the results for what was typed.
    std::fs::write(&chunk, bytes).expect("the chunk put back");
    s.click_button("Try again").await;
    s.wait_text("[data-testid=hit] .hit-title", |t| t == "Grapeshot")
        .await;
    s.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}
