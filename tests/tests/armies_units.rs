//! The unit editor's own fields: a Sandarticus unit's weapons and an Ancients unit's fighting style, each
//! saved, read back after a reload, and followed by the roster checks.

use std::time::Duration;

use e2e::Session;

const WEAPONS_FINDING: &str = "[data-testid=finding][data-rule='sandarticus.weapons']";
const PROFILE_FINDING: &str = "[data-testid=finding][data-rule='ancients.unit-profile']";

async fn create(s: &Session, system: &str, name: &str) {
    s.click(&format!("[data-testid=system-{system}]")).await;
    s.type_into("#new-name", name).await;
    s.click("[data-testid=create]").await;
    s.wait_for("#army-name").await;
    s.click("[data-testid=add-unit]").await;
    s.wait_for("#unit-0-name").await;
}

async fn weapon_ticked(s: &Session, weapon: &str) -> bool {
    let el = s
        .wait_for(&format!(
            "[data-testid=unit-0-weapons] [data-weapon='{weapon}']"
        ))
        .await;
    el.attr("aria-checked").await.unwrap().as_deref() == Some("true")
}

async fn count(s: &Session, css: &str) -> usize {
    s.eval(&format!(
        "return document.querySelectorAll(\"{css}\").length;"
    ))
    .await
    .as_u64()
    .unwrap_or(0) as usize
}

/// Waits until `css` matches `n` elements.
async fn wait_count(s: &Session, css: &str, n: usize) {
    for _ in 0..200 {
        if count(s, css).await == n {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{css}: {} found, expected {n}", count(s, css).await);
}

async fn stored_unit(s: &Session) -> serde_json::Value {
    s.eval("return JSON.parse(localStorage.getItem('sandtable.armies')).data.armies[0].forces.units[0];")
        .await
}

#[tokio::test]
async fn sandarticus_weapons_are_edited_checked_and_kept() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    // Romans: a new unit is legionnaires, whom the troop list arms with pilum and gladius.
    create(&s, "sandarticus", "Legio Armed").await;
    s.type_into("#unit-0-figures", "20").await;
    s.type_into("#unit-0-leaders", "1").await;
    s.wait_text("[data-testid=unit-kit]", |t| {
        t.contains("troop list's") && t.contains("pilum, gladius")
    })
    .await;
    assert!(weapon_ticked(&s, "pilum").await && weapon_ticked(&s, "gladius").await);
    assert!(!weapon_ticked(&s, "spear").await);
    assert_eq!(count(&s, WEAPONS_FINDING).await, 0);

    // A spear is no part of a legionnaire's kit: the weapons check speaks up, and goes quiet when it goes.
    s.click("[data-testid=unit-0-weapons] [data-weapon=spear]")
        .await;
    s.wait_for(WEAPONS_FINDING).await;
    s.wait_text("[data-testid=unit-kit]", |t| {
        t.contains("your own") && t.contains("spear")
    })
    .await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("armies-unit-weapons").await;
    s.click("[data-testid=unit-0-weapons] [data-weapon=spear]")
        .await;
    wait_count(&s, WEAPONS_FINDING, 0).await;
    s.wait_text("[data-testid=unit-kit]", |t| t.contains("troop list's"))
        .await;

    // Gladius alone is within the list: no finding. Then the spear again, kept across a reload.
    s.click("[data-testid=unit-0-weapons] [data-weapon=pilum]")
        .await;
    s.wait_text("[data-testid=unit-kit]", |t| t.contains("own): gladius ("))
        .await;
    assert_eq!(count(&s, WEAPONS_FINDING).await, 0);
    s.click("[data-testid=unit-0-weapons] [data-weapon=spear]")
        .await;
    s.wait_for(WEAPONS_FINDING).await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    s.reload().await;
    s.wait_for(WEAPONS_FINDING).await;
    assert!(weapon_ticked(&s, "spear").await && weapon_ticked(&s, "gladius").await);
    assert!(!weapon_ticked(&s, "pilum").await);
    assert_eq!(
        stored_unit(&s).await["weapons"],
        serde_json::json!(["Spear", "Gladius"])
    );
    s.close().await;
}

#[tokio::test]
async fn ancients_style_and_profile_are_edited_checked_and_kept() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    create(&s, "ancients", "Phalanx").await;
    let style = s.wait_for("#unit-0-style").await;
    let options = s
        .eval("return [...document.querySelectorAll('#unit-0-style option')].map(o => o.textContent);")
        .await;
    assert_eq!(
        options,
        serde_json::json!(["Ordinary", "Shock", "Defensive"])
    );
    style.select_by_value("1").await.expect("Shock is offered");
    // Skill beyond the house scale (1 to 4): the profile check speaks up, and goes quiet within it.
    s.type_into("#unit-0-skill", "9").await;
    s.wait_for(PROFILE_FINDING).await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("armies-unit-ancients").await;
    s.type_into("#unit-0-skill", "4").await;
    wait_count(&s, PROFILE_FINDING, 0).await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    let unit = stored_unit(&s).await;
    assert_eq!(
        (&unit["style"], &unit["skill"]),
        (&"Shock".into(), &4.into())
    );
    s.reload().await;
    s.wait_for("#unit-0-style").await;
    let chosen = s
        .eval("return document.querySelector('#unit-0-style').value;")
        .await;
    assert_eq!(chosen, "1", "Shock is still chosen after a reload");
    s.close().await;
}
