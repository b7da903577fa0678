//! Battle-tracker steps shared by the journeys that need a battle under way.

use crate::Session;

/// One side of a battle typed in on the setup screen: its name and its units as (name, men, leaders).
pub struct SideSpec<'a> {
    pub name: &'a str,
    pub units: &'a [(&'a str, u32, u32)],
}

/// Who moves first: a real coin tapped in (heads: side A wins the toss) and then side A chosen, or side A
/// chosen straight away.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum FirstMove {
    TossHeadsThenA,
    A,
}

/// A battle as a player sets it up by hand.
pub struct BattleSpec<'a> {
    /// The system's button, as it reads ("Jersey Shore").
    pub system: &'a str,
    pub sides: [SideSpec<'a>; 2],
    /// The scenario's button, counting from 0; `None` leaves the first.
    pub scenario: Option<usize>,
    /// Structures to add, each as its line in the structure picker reads ("door (rating 3)").
    pub structures: &'a [&'a str],
    pub first: FirstMove,
}

impl<'a> BattleSpec<'a> {
    /// Two sides of units typed in, no structures, the first scenario, side A moving first.
    pub fn typed(system: &'a str, a: SideSpec<'a>, b: SideSpec<'a>) -> BattleSpec<'a> {
        BattleSpec {
            system,
            sides: [a, b],
            scenario: None,
            structures: &[],
            first: FirstMove::A,
        }
    }
}

/// The systems as their buttons read, in the order the setup shows them.
pub const SYSTEM_NAMES: [&str; 4] = ["Sandarticus", "Jersey Shore", "Roman War Rules", "Ancients"];

/// Opens battle.html and starts the battle `spec` describes, typing it in as a player would; returns on turn 1.
pub async fn start_battle(s: &Session, spec: &BattleSpec<'_>) {
    s.open_page("battle.html").await;
    s.wait_for("[data-testid=start]").await;
    // The rules' own row of buttons: the quick battles above it name the systems too.
    let k = SYSTEM_NAMES
        .iter()
        .position(|n| *n == spec.system)
        .unwrap_or_else(|| panic!("no system called `{}`", spec.system));
    s.click(&format!("[data-testid=system-{k}]")).await;
    for (i, side) in spec.sides.iter().enumerate() {
        s.type_into(&format!("#side-{i}-name"), side.name).await;
        for (j, (name, men, leaders)) in side.units.iter().enumerate() {
            if j > 0 {
                s.click(&format!("[data-testid=add-unit-{i}]")).await;
            }
            s.type_into(&format!("#u{i}-{j}-name"), name).await;
            s.type_into(&format!("#u{i}-{j}-men"), &men.to_string())
                .await;
            if *leaders > 0 {
                s.type_into(&format!("#u{i}-{j}-leaders"), &leaders.to_string())
                    .await;
            }
        }
    }
    if let Some(k) = spec.scenario {
        s.click(&format!("[data-testid=scenario-{k}]")).await;
    }
    for structure in spec.structures {
        choose(s, "#structure-kind", structure).await;
        s.click("[data-testid=add-structure]").await;
    }
    if spec.first == FirstMove::TossHeadsThenA {
        s.click("[data-testid=toss-real]").await;
        s.click("[data-testid=toss-heads]").await;
        s.click("[data-testid=toss-use]").await;
        let winner = format!("{} won the toss", spec.sides[0].name);
        s.wait_text("[data-testid=toss-result]", |t| t.contains(&winner))
            .await;
    }
    s.click("[data-testid=first-0]").await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("battle-setup").await;
    s.click("[data-testid=start]").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Turn 1"))
        .await;
}

/// Opens battle.html and starts a Jersey Shore skirmish: Blue with Rangers 10 (1 leader) and Militia 5, Red with
/// Redcoats 9 (1 leader), the first scenario; a real coin tapped in comes up heads, so Blue wins the toss and
/// moves first. Returns on turn 1.
pub async fn start_skirmish(s: &Session) {
    let spec = BattleSpec {
        first: FirstMove::TossHeadsThenA,
        scenario: Some(0),
        ..BattleSpec::typed(
            "Jersey Shore",
            SideSpec {
                name: "Blue",
                units: &[("Rangers", 10, 1), ("Militia", 5, 0)],
            },
            SideSpec {
                name: "Red",
                units: &[("Redcoats", 9, 1)],
            },
        )
    };
    start_battle(s, &spec).await;
}

/// Sets up a quick game of `system` with one typed unit a side, Blue against Red, and starts it, Blue moving
/// first.
pub async fn quick_game(s: &Session, system: &str, a: (&str, u32), b: (&str, u32)) {
    let (a, b) = ([(a.0, a.1, 0)], [(b.0, b.1, 0)]);
    let spec = BattleSpec::typed(
        system,
        SideSpec {
            name: "Blue",
            units: &a,
        },
        SideSpec {
            name: "Red",
            units: &b,
        },
    );
    start_battle(s, &spec).await;
}

/// Waits out the battle page's save, which runs 50 ms after a change once the screen is drawn (`SAVE_DELAY`):
/// a test that reads or clears the stored battle itself, as no player does, must not race it.
pub async fn wait_saved() {
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
}

/// Waits until unit `unit`'s card shows `n` men.
pub async fn wait_men(s: &Session, unit: u32, n: u32) {
    s.wait_text(&format!("[data-testid=men-{unit}]"), |t| {
        t.trim() == n.to_string()
    })
    .await;
}

/// Picks the option of a drop-down by its text, as a player taps it.
pub async fn choose(s: &Session, css: &str, text: &str) {
    s.wait_for(css).await;
    let js = format!(
        "const sel = document.querySelector({css:?}); \
         const o = [...sel.options].find(o => o.text.trim() === {text:?}); \
         if (!o) return null; sel.value = o.value; \
         sel.dispatchEvent(new Event('change', {{bubbles: true}})); return o.value;"
    );
    let v = s.eval(&js).await;
    assert!(v.is_string(), "no option `{text}` in `{css}`");
}
