//! A player at the dice tray, in headless Chromium at a phone's width, against the release build.

use e2e::Session;

/// The numbers in "12 of 30 dice at 4+".
async fn headline(s: &Session) -> (u32, u32) {
    let text = s.text("[data-testid=report] .headline").await;
    let nums: Vec<u32> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect();
    (nums[0], nums[1])
}

#[tokio::test]
async fn roll_thirty_dice_then_real_dice_then_reload() {
    let s = Session::start().await;
    s.open().await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("dice-start").await;

    // Thirty red dice, rolled in the app.
    s.type_into("#count-red", "30").await;
    s.wait_text("[data-testid=roll]", |t| t.contains("Roll 30 dice"))
        .await;
    s.click("[data-testid=roll]").await;
    s.wait_for("[data-testid=report]").await;
    let (hits, dice) = headline(&s).await;
    assert_eq!(dice, 30, "the report counts 30 dice");
    assert!(hits <= 30);
    // The group line lists how many of each face: together they make 30.
    let line = s.text(".group-line .group-text").await;
    let per_face: u32 = line
        .split(['\u{d7}', ',', ' '])
        .collect::<Vec<_>>()
        .windows(2)
        .filter(|w| w[0].chars().all(|c| c.is_ascii_digit()) && !w[0].is_empty())
        .filter_map(|w| w[1].parse::<u32>().ok())
        .sum();
    assert_eq!(per_face, 30, "faces listed in `{line}` add up to 30");
    let total: u32 = s
        .text("[data-testid=total]")
        .await
        .trim_start_matches(|c: char| !c.is_ascii_digit())
        .parse()
        .unwrap();
    assert!((30..=180).contains(&total));
    s.assert_no_sideways_scroll().await;
    s.screenshot("dice-rolled").await;

    // Real dice: the player rolled three dice and read 6, 6, 2.
    s.click_button("Real dice").await;
    s.click("[data-testid=face-6]").await;
    s.click("[data-testid=face-6]").await;
    s.click("[data-testid=face-2]").await;
    s.click("[data-testid=read-real]").await;
    s.wait_text("[data-testid=report] .headline", |t| {
        t.contains("of 3 dice")
    })
    .await;
    let (hits, dice) = headline(&s).await;
    assert_eq!((hits, dice), (2, 3), "two of the three dice are at 4+");
    assert_eq!(
        s.text("[data-testid=total]").await.trim(),
        "\u{b7} total 14"
    );
    // Where it sits in the exact odds: 2 or more of 3 dice at 4+ is exactly 50%.
    let caption = s.text("[data-testid=report] figcaption").await;
    assert!(caption.contains("2 or more at 4+: 50%"), "{caption}");
    s.screenshot("dice-real").await;

    // After a reload the two rolls are still in the history.
    s.reload().await;
    let summary = s.text("[data-testid=history] summary").await;
    assert!(summary.contains("(2)"), "history after reload: {summary}");
    s.click("[data-testid=history] summary").await;
    let items = s.text("[data-testid=history] ol").await;
    assert!(
        items.contains("3 real dice entered: 2 at 4+, total 14"),
        "{items}"
    );
    assert!(items.contains("30 dice rolled"), "{items}");
    s.close().await;
}

#[tokio::test]
async fn impossible_numbers_get_a_message_not_a_crash() {
    let s = Session::start().await;
    s.open().await;
    for (typed, expect) in [
        ("500", "at most 200"),
        ("-3", "can't be less than 0"),
        ("abc", "isn't a whole number"),
    ] {
        s.type_into("#count-red", typed).await;
        let msg = s.wait_text("#count-red-error", |t| !t.is_empty()).await;
        assert!(msg.contains(expect), "typing {typed:?} said {msg:?}");
    }
    s.screenshot("dice-error").await;
    // Rolling with a bad field explains instead of rolling.
    s.click("[data-testid=roll]").await;
    let problem = s.wait_text(".problem", |t| !t.is_empty()).await;
    assert!(problem.contains("whole number"), "{problem}");
    // Fixing the field clears the message and the app still works.
    s.type_into("#count-red", "6").await;
    s.wait_text("[data-testid=roll]", |t| t.contains("Roll 6 dice"))
        .await;
    s.click("[data-testid=roll]").await;
    s.wait_text("[data-testid=report] .headline", |t| {
        t.contains("of 6 dice")
    })
    .await;
    s.close().await;
}

#[tokio::test]
async fn small_dice_and_the_dark_theme() {
    let s = Session::start().await;
    s.open().await;
    s.click("[data-testid=roll-2d6]").await;
    let two = s
        .wait_text("[data-testid=two-d6-result]", |t| t.contains('='))
        .await;
    assert!(two.contains("or more:"), "{two}");
    s.click("[data-testid=flip]").await;
    s.click("[data-testid=scatter]").await;
    s.wait_for(".scatter-pic").await;
    s.click_button("Switch reading").await;
    s.wait_text(".house-line", |t| t.contains("as written"))
        .await;
    s.click_button("Dark").await;
    let theme = s
        .eval("return document.documentElement.dataset.theme;")
        .await;
    assert_eq!(theme, "dark");
    s.screenshot("dice-dark").await;
    // Both choices are remembered.
    s.reload().await;
    assert_eq!(
        s.eval("return document.documentElement.dataset.theme;")
            .await,
        "dark"
    );
    s.wait_text(".house-line", |t| t.contains("as written"))
        .await;
    s.close().await;
}

#[tokio::test]
async fn corrupt_storage_is_kept_aside_and_the_player_told() {
    let s = Session::start().await;
    s.open().await;
    s.eval("localStorage.setItem('sandtable.history', '{\"v\":1,\"data\":{\"entries\":[{\"oops'); return 1;").await;
    s.reload().await;
    let notice = s.text("[data-testid=notice]").await;
    assert!(notice.contains("couldn't be read"), "{notice}");
    let backup = s
        .eval("return localStorage.getItem('sandtable.history.backup');")
        .await;
    assert_eq!(backup, "{\"v\":1,\"data\":{\"entries\":[{\"oops");
    // The app still rolls, and the new history saves normally.
    s.click("[data-testid=roll]").await;
    s.wait_for("[data-testid=report]").await;
    s.screenshot("dice-corrupt").await;
    s.close().await;
}
