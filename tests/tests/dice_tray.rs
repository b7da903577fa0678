//! A player at the dice tray, in headless Chromium at a phone's width, against the release build.

use e2e::Session;
use e2e::dice::{chart_labels, reader, set_red, tap_bar};

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
    let line = s.text(".group-line").await;
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
    // Where it sits in the exact odds. 2 or more of 3 dice at 4+: (3 + 1)/8 = 50.0 %. A total of 14 or more on
    // 3d6: 15 + 10 + 6 + 3 + 1 = 35 of 216 throws = 16.2 %, one roll in six: lucky.
    assert_eq!(
        s.text("[data-testid=hits-placement]").await,
        "2 or more at 4+: 50.0 % of rolls. About average."
    );
    assert_eq!(
        s.text("[data-testid=total-placement]").await,
        "Total 14 or more: 16.2 % of rolls. Lucky."
    );
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
    // The roll is read in the odds of 2d6 beside it: its exact chance first.
    let total = two.rsplit(' ').next().unwrap();
    s.wait_text("[data-testid=two-d6-odds-exactly]", |t| {
        t.starts_with(&format!("Exactly {total} on 2d6: ")) && t.ends_with(" %")
    })
    .await;
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

/// What the field shows, as the player reads it.
async fn field_text(s: &Session, css: &str) -> String {
    s.eval(&format!("return document.querySelector({css:?}).value;"))
        .await
        .as_str()
        .unwrap_or("<no field>")
        .to_string()
}

/// Puts `text` in the field in one go, as pasting or a phone keyboard's suggestion does (one input event).
async fn paste(s: &Session, css: &str, text: &str) {
    s.eval(&format!(
        "const f = document.querySelector({css:?}); f.value = {text:?};\
         f.dispatchEvent(new Event('input', {{ bubbles: true }})); return true;"
    ))
    .await;
}

/// Leptos updates the page after the event that caused it: give any late update the time to land, so a test
/// that reads "500" is not reading it before something rewrites it.
async fn settle() {
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
}

#[tokio::test]
async fn refused_text_stays_as_typed_and_the_last_good_count_holds() {
    let s = Session::start().await;
    s.open().await;
    let red = "#count-red";
    s.type_into(red, "30").await;
    s.wait_text("[data-testid=roll]", |t| t.contains("Roll 30 dice"))
        .await;

    // Typed key by key, "500" passes through 5 and 50, both good counts; the third key makes a count over the
    // 200 limit. The field keeps the three digits the player typed, with the message beside them; 50 (the last
    // good count) stays in force, and the out-of-range number never reaches the tray.
    s.type_into(red, "500").await;
    let msg = s
        .wait_text("#count-red-error", |t| t.contains("at most 200"))
        .await;
    assert!(msg.contains("you entered 500"), "{msg}");
    settle().await;
    assert_eq!(
        field_text(&s, red).await,
        "500",
        "the field keeps what was typed"
    );
    assert_eq!(
        s.eval("return document.querySelector('#count-red').getAttribute('aria-invalid');")
            .await,
        "true"
    );
    let roll = s.text("[data-testid=roll]").await;
    assert!(
        roll.contains("Roll 50 dice"),
        "the last good count holds: {roll}"
    );
    // Real dice and back redraws the fields: the refused text comes back with its message (it used to come
    // back as the 50 in force beside a complaint about 500).
    s.click_button("Real dice").await;
    s.click_button("Roll in the app").await;
    s.wait_text("#count-red-error", |t| t.contains("you entered 500"))
        .await;
    settle().await;
    assert_eq!(
        field_text(&s, red).await,
        "500",
        "the field is drawn again as typed"
    );

    // Each refused text, put in whole over a good 30: shown as it is, explained, and 30 stays in force.
    s.type_into(red, "30").await;
    s.wait_text("[data-testid=roll]", |t| t.contains("Roll 30 dice"))
        .await;
    for (typed, expect) in [
        ("500", "at most 200"),
        ("-3", "can't be less than 0"),
        ("abc", "isn't a whole number"),
        ("", "Enter a whole number"),
    ] {
        paste(&s, red, typed).await;
        let msg = s
            .wait_text("#count-red-error", |t| t.contains(expect))
            .await;
        settle().await;
        assert_eq!(
            field_text(&s, red).await,
            typed,
            "the field shows {typed:?} as typed (message {msg:?})"
        );
        let roll = s.text("[data-testid=roll]").await;
        assert!(roll.contains("Roll 30 dice"), "after {typed:?}: {roll}");
    }
    s.screenshot("dice-field-refused").await;
    // Rolling while the field shows a refused text explains rather than rolls a number the player can't see.
    s.click("[data-testid=roll]").await;
    let problem = s.wait_text(".problem", |t| !t.is_empty()).await;
    assert!(problem.contains("whole number"), "{problem}");

    // The stepper counts from the number in force: 30 - 1 = 29, and the complaint goes.
    s.click(".count-field:has(#count-red) button.step:first-of-type")
        .await;
    s.wait_text("[data-testid=roll]", |t| t.contains("Roll 29 dice"))
        .await;
    settle().await;
    assert_eq!(field_text(&s, red).await, "29");
    assert_eq!(s.text("#count-red-error").await, "");
    s.click("[data-testid=roll]").await;
    s.wait_text("[data-testid=report] .headline", |t| {
        t.contains("of 29 dice")
    })
    .await;

    // A good number typed after a refused one is taken as it is.
    paste(&s, red, "abc").await;
    s.wait_text("#count-red-error", |t| !t.is_empty()).await;
    s.type_into(red, "12").await;
    s.wait_text("[data-testid=roll]", |t| t.contains("Roll 12 dice"))
        .await;
    settle().await;
    assert_eq!(field_text(&s, red).await, "12");
    assert_eq!(s.text("#count-red-error").await, "");
    s.close().await;
}

#[tokio::test]
async fn the_odds_before_the_roll_answer_any_question() {
    let s = Session::start().await;
    s.use_standard_phone().await;
    s.open().await;
    // The answer comes first: ten red dice at 4+, read at the most likely count, on screen with no scrolling.
    s.wait_for("[data-testid=hits-odds]").await;
    s.assert_on_screen(
        "[data-testid=hits-odds-at-least]",
        "the odds before the roll",
    )
    .await;
    s.assert_table_side_standards("the dice tray").await;
    s.screenshot("dice-odds").await;

    // "At least three 6s with 12 dice": twelve dice, 6+, the bar of 3 tapped. Each die is a six with chance 1/6:
    // none (5/6)^12 = 0.112157, one 12(1/6)(5/6)^11 = 0.269176, two 66(1/6)^2(5/6)^10 = 0.296094, so at least
    // three 1 - 0.677427 = 32.3 %; exactly three 220(1/6)^3(5/6)^9 = 19.7 %; at most three 87.5 %.
    set_red(&s, 12).await;
    s.click("[data-testid=target-4]").await; // 6+
    s.wait_text("[data-testid=hits-odds-head]", |t| {
        t.contains("average 2.0")
    })
    .await;
    tap_bar(&s, "hits-odds", 3).await;
    assert_eq!(
        reader(&s, "hits-odds").await,
        [
            "At least 3 hits: 32.3 %",
            "Exactly 3 hits: 19.7 %",
            "At most 3 hits: 87.5 %"
        ]
    );
    // The value read stays while the pool changes: 13 dice, still at least three, now
    // 1 - (5/6)^13 - 13(1/6)(5/6)^12 - 78(1/6)^2(5/6)^11 = 1 - 0.093464 - 0.243007 - 0.291608 = 37.2 %.
    s.click(".count-field:has(#count-red) button.step:last-of-type")
        .await;
    s.wait_text("[data-testid=hits-odds-at-least]", |t| {
        t == "At least 3 hits: 37.2 %"
    })
    .await;
    // The stepper reads one more: at least 4 of 13.
    s.click("[data-testid=hits-odds] button.step:last-of-type")
        .await;
    s.wait_text("[data-testid=hits-odds-exactly]", |t| {
        t.starts_with("Exactly 4 hits")
    })
    .await;

    // Chart values are written under the bars, no hover needed. Of 13 dice, 7 sixes still come up in
    // 1716 (1/6)^7 (5/6)^6 = 0.21 % of rolls and 8 in 0.03 %: bars under 0.05 % are left off, so 0 to 7.
    assert_eq!(
        chart_labels(&s, "hits-odds").await,
        (0..=7).collect::<Vec<_>>()
    );

    // The total of the pips has its own odds: 13d6 average 13 × 3.5 = 45.5.
    s.wait_text("[data-testid=total-odds-head]", |t| {
        t.contains("average 45.5")
    })
    .await;

    // "Exactly 7 on 2d6": 6 of 36 throws = 16.7 %; at least 7 and at most 7 are both 21 of 36 = 58.3 %.
    tap_bar(&s, "two-d6-odds", 7).await;
    assert_eq!(
        reader(&s, "two-d6-odds").await,
        [
            "At least 7 on 2d6: 58.3 %",
            "Exactly 7 on 2d6: 16.7 %",
            "At most 7 on 2d6: 58.3 %"
        ]
    );
    assert_eq!(
        chart_labels(&s, "two-d6-odds").await,
        (2..=12).collect::<Vec<_>>()
    );
    // A 2d6 roll is marked on its chart and read first.
    s.click("[data-testid=roll-2d6]").await;
    let rolled = s
        .wait_text("[data-testid=two-d6-result]", |t| t.contains('='))
        .await;
    let total: i64 = rolled.rsplit(' ').next().unwrap().parse().unwrap();
    s.wait_text("[data-testid=two-d6-odds-exactly]", |t| {
        t.starts_with(&format!("Exactly {total} on 2d6"))
    })
    .await;
    s.wait_for(&format!(
        "[data-testid=two-d6-odds] rect[data-v='{total}'] + rect.mark"
    ))
    .await;

    // The largest pool, 200 dice: exact odds at once, the total centred on 200 × 3.5 = 700.
    set_red(&s, 200).await;
    s.wait_text("[data-testid=total-odds-head]", |t| {
        t.contains("average 700.0")
    })
    .await;
    s.assert_table_side_standards("the dice tray with 200 dice")
        .await;
    s.screenshot("dice-odds-200").await;
    s.close().await;
}

#[tokio::test]
async fn a_roll_with_no_hits_says_so_in_words() {
    let s = Session::start().await;
    s.use_standard_phone().await;
    s.open().await;
    // Three real dice, all ones, read at 4+. None at 4+: (1/2)^3 = 12.5 %, one roll in eight: unlucky. The
    // lowest total, 3: 1/216 = 0.5 %, very unlucky. Never "0 or more … 100 %".
    s.click_button("Real dice").await;
    for _ in 0..3 {
        s.click("[data-testid=face-1]").await;
    }
    s.click("[data-testid=read-real]").await;
    s.wait_text("[data-testid=report] .headline", |t| {
        t.contains("of 3 dice")
    })
    .await;
    assert_eq!(headline(&s).await, (0, 3));
    assert_eq!(
        s.text("[data-testid=hits-placement]").await,
        "No dice at 4+: 12.5 % of rolls. Unlucky."
    );
    assert_eq!(
        s.text("[data-testid=total-placement]").await,
        "Total 3, the lowest there is: 0.5 % of rolls. Very unlucky."
    );
    let report = s.text("[data-testid=report]").await;
    assert!(
        !report.contains("or more") && !report.contains("100 %"),
        "{report}"
    );
    // The roll is marked on the chart of its odds, and the reader starts there: exactly none of 3 is 12.5 %,
    // and that line leads, not the certain "at least 0".
    s.wait_for("[data-testid=hits-odds] rect.mark").await;
    assert_eq!(
        s.text("[data-testid=hits-odds-exactly]").await,
        "Exactly 0 hits: 12.5 %"
    );
    let weight = |part: &str| {
        format!(
            "return getComputedStyle(document.querySelector('[data-testid=hits-odds-{part}]')).fontWeight;"
        )
    };
    assert_eq!(s.eval(&weight("exactly")).await, "800");
    assert_eq!(s.eval(&weight("at-least")).await, "400");
    // The result is where the answer was, at the top, clear of the bars.
    s.assert_on_screen("[data-testid=report] .headline", "the roll's result")
        .await;
    s.assert_table_side_standards("the dice tray after a roll")
        .await;
    s.screenshot("dice-no-hits").await;

    // Reading the same dice at 2+ instead: still none of 3 at 2+, (1/6)^3 = 0.5 %.
    s.click("[data-testid=target-0]").await;
    s.wait_text("[data-testid=hits-placement]", |t| {
        t == "No dice at 2+: 0.5 % of rolls. Very unlucky."
    })
    .await;
    s.close().await;
}
