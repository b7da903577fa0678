//! Parts of a page fetched after it (a helper page's tabs after the first, a tracker's resolve panels): a part
//! whose code cannot be fetched (a first visit that lost its signal) says so in words and tries again on a
//! tap, and the rest of the page works on; once the code can be had, the part opens.

use std::path::PathBuf;

use e2e::{Session, copy_dir, dist};

/// A copy of the release build to serve, with the Sandarticus page's melee tab's chunk taken out of it (kept
/// beside it, to put back). Returns the copy, the chunk's place in it, and the chunk's bytes.
fn build_missing_melee() -> (PathBuf, PathBuf, Vec<u8>) {
    let dir = std::env::temp_dir().join(format!("sandtable-parts-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(&dist(), &dir);
    let pkg = std::fs::read_dir(dir.join("pkg"))
        .expect("the build's pkg folder")
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("sandarticus-"))
        })
        .expect("the Sandarticus page's folder");
    let chunk = pkg.join("split_MELEE.wasm");
    let bytes = std::fs::read(&chunk).expect("the release build splits the melee tab off the page");
    std::fs::remove_file(&chunk).expect("the chunk taken out");
    (dir, chunk, bytes)
}

#[tokio::test]
async fn a_part_that_cannot_be_fetched_says_so_and_opens_once_it_can() {
    let (dir, chunk, bytes) = build_missing_melee();
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
