//! The four faults of issue 19, found by trying to break the app, each driven end to end in headless Chromium:
//! an older battle file replacing a longer battle, a damaged share link opening as another army, numbers the
//! rules cannot use taken in, and refusals that did not say what was wrong.

use std::time::Duration;

use e2e::Session;
use e2e::imports::{
    address, answer_prompt, fixture, pick_file, prompt_text, temp_file, version_1_payload,
};
use serde_json::{Value, json};

async fn log_len(s: &Session) -> i64 {
    s.eval("return document.querySelectorAll('[data-testid=log] li').length;")
        .await
        .as_i64()
        .unwrap_or(-1)
}

/// Events in the battle stored on the phone.
async fn stored_events(s: &Session) -> usize {
    let text = s
        .eval("return localStorage.getItem('sandtable.battle');")
        .await;
    let doc: Value = serde_json::from_str(text.as_str().expect("a saved battle")).expect("JSON");
    doc["data"]["log"]["events"].as_array().map_or(0, Vec::len)
}

async fn card_count(s: &Session) -> i64 {
    s.eval("return document.querySelectorAll('[data-testid=army-card]').length;")
        .await
        .as_i64()
        .unwrap_or(-1)
}

/// The Roman War fixture army with one change made to it by hand.
fn scipio(edit: impl FnOnce(&mut Value)) -> Value {
    let mut doc: Value = serde_json::from_str(&fixture("army-roman-war-v1.json")).expect("JSON");
    edit(&mut doc["data"]["army"]);
    doc
}

/// Picks `doc` as an army file and waits for the refusal, which must contain `want` (each caller's differs from
/// the one before, so an old message cannot pass); nothing is added.
async fn refused_file(s: &Session, name: &str, doc: &str, want: &str) {
    pick_file(s, "#import-file", &temp_file(name, doc)).await;
    let shown = s
        .wait_text("[data-testid=armies-problem]", |t| t.contains(want))
        .await;
    assert!(shown.contains("Nothing was changed"), "{shown}");
    assert_eq!(card_count(s).await, 0, "nothing was imported");
}

/// Fault 1: a battle of 7 events on the phone, and an earlier export of it (2 events) picked. The players are
/// asked first; cancelling changes nothing, and going ahead keeps the longer battle as a copy.
#[tokio::test]
async fn an_older_copy_of_the_battle_asks_and_keeps_the_longer_one() {
    let s = Session::start().await;
    s.open_page("battle.html").await;
    let seven = fixture("battle-v1.json");
    s.client
        .execute(
            "localStorage.setItem('sandtable.battle', arguments[0]); return 0;",
            vec![json!(seven)],
        )
        .await
        .expect("the battle is stored");
    s.reload().await;
    s.wait_for("[data-testid=log] li").await;
    let shown = log_len(&s).await;
    assert_eq!(stored_events(&s).await, 7);

    let mut older: Value = serde_json::from_str(&seven).expect("JSON");
    older["data"]["log"]["events"]
        .as_array_mut()
        .expect("events")
        .truncate(2);
    older["data"]["log"]["undone"] = json!([]);
    let file = temp_file("older-battle.json", &older.to_string());

    pick_file(&s, "[data-testid=import]", &file).await;
    let question = prompt_text(&s).await;
    assert!(
        question.contains("2 events where the open one has 7"),
        "{question}"
    );
    answer_prompt(&s, false).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        log_len(&s).await,
        shown,
        "cancelled: the battle is as it was"
    );
    assert_eq!(stored_events(&s).await, 7);

    pick_file(&s, "[data-testid=import]", &file).await;
    prompt_text(&s).await;
    answer_prompt(&s, true).await;
    s.wait_text("[data-testid=copies]", |t| t.contains("7 events"))
        .await;
    assert_eq!(stored_events(&s).await, 2);
    assert_eq!(log_len(&s).await, shown - 5);
    // The longer battle comes back whole from its copy.
    s.click("[data-testid=open-copy]").await;
    s.wait_text("[data-testid=copies]", |t| t.contains("2 events"))
        .await;
    assert_eq!(stored_events(&s).await, 7);
    s.close().await;
}

/// Fault 2: one character changed in the middle of a real share link opened as another army. Now it is
/// refused as damaged; the real link, and a link of the first version (no checksum), still open.
#[tokio::test]
async fn a_damaged_share_link_is_refused_and_an_old_one_still_opens() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    pick_file(
        &s,
        "#import-file",
        &temp_file("scipio.json", &fixture("army-roman-war-v1.json")),
    )
    .await;
    s.click("[data-testid=import-confirm]").await;
    s.click("[data-testid=army-card]").await;
    s.click("[data-testid=share]").await;
    let link = s
        .wait_for("[data-testid=share-link]")
        .await
        .prop("value")
        .await
        .ok()
        .flatten()
        .unwrap_or_default();
    let at = link.find("#share=").expect("a share link") + "#share=".len();
    let payload = link[at..].to_string();
    assert!(payload.starts_with('2'), "{payload}");

    let mut damaged: Vec<char> = payload.chars().collect();
    let mid = damaged.len() / 2;
    damaged[mid] = if damaged[mid] == 'A' { 'B' } else { 'A' };
    let damaged: String = damaged.into_iter().collect();

    let p = Session::start().await;
    p.open_page(&format!("armies.html#share={damaged}")).await;
    let shown = p
        .wait_text("[data-testid=armies-problem]", |t| {
            t.contains("This link is damaged")
        })
        .await;
    assert!(shown.contains("Nothing was changed"), "{shown}");
    assert_eq!(card_count(&p).await, 0);
    assert_eq!(address(&p).await, "armies.html", "back on the armies page");

    // Links name the armies page, as every link already sent does; it passes them on to the import page,
    // army and all, and the import ends back on the armies page.
    p.open_page(&format!("armies.html#share={payload}")).await;
    p.wait_for("[data-testid=import-panel]").await;
    assert_eq!(address(&p).await, format!("import.html#share={payload}"));
    p.click("[data-testid=import-confirm]").await;
    p.wait_text("[data-testid=army-card]", |t| t.contains("Scipio's legion"))
        .await;
    assert_eq!(address(&p).await, "armies.html");

    // The same army by a link of the first version: it opens, as the same army again.
    let old = version_1_payload(&scipio(|_| {})["data"]["army"]);
    p.open_page(&format!("armies.html#share={old}")).await;
    p.wait_text("[data-testid=import-panel]", |t| {
        t.contains("already have this army")
    })
    .await;
    assert_eq!(address(&p).await, format!("import.html#share={old}"));
    p.close().await;
    s.close().await;
}

/// Fault 3: numbers the rules cannot use were taken in. Each is refused with the editor's own limit, an
/// oversized file before it is read, and the editor holds names to the same limit.
#[tokio::test]
async fn numbers_the_editor_cannot_make_are_refused() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    let figures = scipio(|a| a["forces"]["units"][5]["figures"] = json!(4_294_967_295u64));
    refused_file(
        &s,
        "figures.json",
        &figures.to_string(),
        "Unit 6, Slingers of \u{201c}Scipio's legion\u{201d}: figures 4,294,967,295, but a unit has a whole \
         number of figures from 0 to 1,000.",
    )
    .await;
    let mut leaders: Value =
        serde_json::from_str(&fixture("army-sandarticus-v1.json")).expect("JSON");
    leaders["data"]["army"]["forces"]["units"][0]["leaders"] = json!(4_294_967_295u64);
    refused_file(
        &s,
        "leaders.json",
        &leaders.to_string(),
        "Unit 1, First cohort of \u{201c}Legio IX on the beach\u{201d}: leaders 4,294,967,295, but a unit has \
         a whole number of leaders from 0 to 100.",
    )
    .await;
    let long_name = scipio(|a| a["name"] = json!("N".repeat(1_500_000)));
    refused_file(
        &s,
        "name.json",
        &long_name.to_string(),
        ": name of 1,500,000 letters, but a name has at most 80 letters.",
    )
    .await;
    // Over any saved armies (2 MB) but not over a backup's 10 MB: read, and found too long to be armies.
    let huge = scipio(|a| a["notes"] = json!("N".repeat(3_000_000)));
    refused_file(
        &s,
        "huge.json",
        &huge.to_string(),
        "far too big to be Sandtable armies. Nothing",
    )
    .await;
    // Over a backup's 10 MB: not read at all, and said to be neither armies nor a backup.
    let vast = scipio(|a| a["notes"] = json!("N".repeat(10_500_000)));
    refused_file(
        &s,
        "vast.json",
        &vast.to_string(),
        "far too big to be Sandtable armies or a backup",
    )
    .await;

    // The editor holds the army's name to the same limit the import does.
    pick_file(
        &s,
        "#import-file",
        &temp_file("scipio.json", &fixture("army-roman-war-v1.json")),
    )
    .await;
    s.click("[data-testid=import-confirm]").await;
    s.click("[data-testid=army-card]").await;
    let max = s
        .wait_for("#army-name")
        .await
        .attr("maxlength")
        .await
        .ok()
        .flatten();
    assert_eq!(max.as_deref(), Some("80"));
    s.close().await;
}

/// Fault 4: every refusal read "damaged or isn't from Sandtable". Now a file or link in Sandtable's shape says
/// what is wrong and where, with the editor's limit; data that is not Sandtable's keeps the short message.
#[tokio::test]
async fn refusals_say_what_and_where() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    let horde = scipio(|a| {
        a["forces"]["units"] = Value::Array(vec![json!({"troop": "Hastati", "figures": 1}); 5000]);
    });
    refused_file(
        &s,
        "horde.json",
        &horde.to_string(),
        "The army of \u{201c}Scipio's legion\u{201d}: 5,000 units, but an army has at most 500 units.",
    )
    .await;
    for (figures, shown) in [
        (json!(-5), "figures \u{2212}5, but"),
        (json!(3.7), "figures 3.7, but"),
        (json!(1e12), "figures 1,000,000,000,000, but"),
        (json!("ten"), "figures \u{201c}ten\u{201d}, but"),
    ] {
        let doc = scipio(|a| a["forces"]["units"][5]["figures"] = figures);
        let want = format!(
            "Unit 6, Slingers of \u{201c}Scipio's legion\u{201d}: {shown} a unit has a whole number of \
             figures from 0 to 1,000."
        );
        refused_file(&s, "figures.json", &doc.to_string(), &want).await;
    }
    let chess = scipio(|a| a["forces"]["system"] = json!("Chess"));
    refused_file(
        &s,
        "chess.json",
        &chess.to_string(),
        "game \u{201c}Chess\u{201d}, but Sandtable knows only",
    )
    .await;
    refused_file(
        &s,
        "other.json",
        r#"{"title":"my shopping list"}"#,
        "This data is damaged or isn't from Sandtable",
    )
    .await;

    // A link says the same.
    let army = scipio(|a| a["forces"]["units"][5]["figures"] = json!(-5));
    let link = version_1_payload(&army["data"]["army"]);
    s.open_page(&format!("armies.html#share={link}")).await;
    let shown = s
        .wait_text("[data-testid=armies-problem]", |t| {
            t.contains("Unit 6, Slingers")
        })
        .await;
    assert!(
        shown.starts_with("This share link can't be opened.")
            && shown.contains(
                "figures \u{2212}5, but a unit has a whole number of figures from 0 to 1,000."
            ),
        "{shown}"
    );
    assert_eq!(card_count(&s).await, 0);
    s.close().await;
}
