//! The print view: one clean page per army (the open one, or all from the list), hidden on screen.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::roster::{Army, Forces, Severity, check};
use rules::saved::roster::house_of;

use super::Screen;
use super::systems::{describe, head_count};
use rules::sandarticus::troops::profile;
use rules::sandarticus::weapons::weapon;
use rules::text::capitalise;

/// One line per unit, as a player reads a roster on paper.
fn unit_lines(army: &Army) -> Vec<String> {
    let named = |name: &str, line: String| {
        if name.trim().is_empty() {
            line
        } else {
            format!("{}: {line}", name.trim())
        }
    };
    let noted = |notes: &str, line: String| {
        if notes.trim().is_empty() {
            line
        } else {
            format!("{line} ({})", notes.trim())
        }
    };
    match &army.forces {
        Forces::Sandarticus(f) => f
            .units
            .iter()
            .map(|u| {
                let mut line = format!(
                    "{} \u{d7} {}, {} leader(s), {}",
                    u.figures,
                    profile(u.troop).name,
                    u.leaders,
                    u.formation.name()
                );
                // The troop list's kit goes without saying; a changed one is printed.
                if !u.weapons.is_empty() {
                    let kit: Vec<&str> = u.weapons.iter().map(|w| weapon(*w).name).collect();
                    line.push_str(&format!("; {}", kit.join(", ")));
                }
                noted(&u.notes, named(&u.name, line))
            })
            .collect(),
        Forces::JerseyShore(f) => f
            .units
            .iter()
            .map(|u| {
                let mut line = format!(
                    "{} \u{d7} {}, {} officer(s)",
                    u.figures,
                    u.troop.name(),
                    u.officers
                );
                if let Some(w) = u.weapon {
                    line.push_str(&format!(", {}", w.name()));
                }
                noted(&u.notes, named(&u.name, line))
            })
            .collect(),
        Forces::RomanWar(f) => f
            .units
            .iter()
            .map(|u| {
                noted(
                    &u.notes,
                    named(&u.name, format!("{} \u{d7} {}", u.figures, u.troop.name())),
                )
            })
            .collect(),
        Forces::Ancients(f) => f
            .units
            .iter()
            .map(|u| {
                let line = format!(
                    "{} {} {} {}, {}, skill {}, leadership {}",
                    capitalise(u.size.name()),
                    u.weight.name(),
                    u.kind.name(),
                    u.formation.name(),
                    u.style.name(),
                    u.skill,
                    u.leadership
                );
                named(&u.name, line)
            })
            .collect(),
    }
}

/// One sheet per army: the open one, or all of them from the list; drawn again as they change. The page's
/// `print-sheets` box holds them, hidden on screen.
pub fn sheets(screen: Screen, current: Computed<Option<String>>) -> AnyView {
    (move || {
        let house = screen.settings.settings.get().house;
        let open = current.get();
        screen
            .store
            .armies
            .get()
            .into_iter()
            .filter(|a| open.as_ref().is_none_or(|id| *id == a.id))
            .map(|a| {
                let t = a.totals();
                let findings = check(&a, None, house_of(&a, &house));
                let units = unit_lines(&a)
                    .into_iter()
                    .map(|l| view! { <li>{l}</li> })
                    .collect_view();
                let by_type = t
                    .by_type
                    .iter()
                    .map(|(k, n)| format!("{} {n}", capitalise(k.name())))
                    .collect::<Vec<_>>()
                    .join(", ");
                let checks = findings
                    .into_iter()
                    .map(|f| {
                        let tag = match f.severity {
                            Severity::Error => "Against the rules",
                            Severity::Warning => "Advice",
                        };
                        view! { <li>{format!("{tag}: {} [{}]", f.message, f.rule)}</li> }
                    })
                    .collect_view();
                view! {
                    <article class="print-sheet">
                        <h2>{a.name.clone()}</h2>
                        <p>{describe(a.people(), a.system())}</p>
                        <ol>{units}</ol>
                        <p>{format!("{}, {} men. {by_type}.", head_count(&t), t.men)}</p>
                        <p>{format!("Leaders {} of {} needed; mercenaries {}.", t.leaders_present, t.leaders_needed, t.mercenaries)}</p>
                        <ul>{checks}</ul>
                        <p>{a.notes.clone()}</p>
                    </article>
                }
            })
            .collect_view()
    })
    .into_any()
}
