//! Melee: the lance volley as the attackers close, then rounds of paired fights, then the secret choice to
//! stay or fall back for each group of at most ten. The two sides are drawn by one component.

use leptos::prelude::*;
use rules::roman_war::melee::Choice as StayOrRetreat;
use rules::roman_war::troops::Troop;
use serde::{Deserialize, Serialize};

use super::{RwForm, armour_note, house, troop_options, unit_offers};
use crate::battle_snapshot::{Offer, RosterUnit};
use crate::components::pick::Pick;
use crate::components::segmented::Segmented;
use crate::field;
use crate::screens::helpers::source::SourcePick;

mod lances;
mod round;
mod stay;

/// One side of the fight: its troop type, the saved unit it came from ("" when typed in), and how many of its
/// fighters already carry a wound from this turn (they stand in the first pairs).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SideForm {
    pub troop: Troop,
    pub from: String,
    pub wounded: u32,
}

impl Default for SideForm {
    fn default() -> Self {
        SideForm {
            troop: Troop::GallicWarriors,
            from: String::new(),
            wounded: 0,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(from = "SavedMelee")]
pub struct MeleeForm {
    /// 0 lances, 1 the fight, 2 stay or go.
    pub part: u8,
    /// The attackers, then the defenders.
    pub sides: [SideForm; 2],
    pub pairs: u32,
    pub later: bool,
    pub lancers: u32,
    pub lance_range: u32,
    pub lance_targets: u32,
    pub lances_thrown: bool,
    pub fighters: u32,
    /// Each group's secret choice, attackers' then defenders'; groups past the end stay.
    pub stay: Vec<[StayOrRetreat; 2]>,
}

impl Default for MeleeForm {
    fn default() -> Self {
        let side = |troop| SideForm {
            troop,
            ..SideForm::default()
        };
        MeleeForm {
            part: 0,
            sides: [side(Troop::Hastati), side(Troop::GallicWarriors)],
            pairs: 6,
            later: false,
            lancers: 6,
            lance_range: 2,
            lance_targets: 6,
            lances_thrown: false,
            fighters: 12,
            stay: Vec::new(),
        }
    }
}

/// The melee as saved by this version, or by the first one, which kept each side's troop and source in fields
/// of their own (`attacker`, `attacker_from`, `defender`, `defender_from`): read as such, then moved into
/// `sides`. The other fields are as in `MeleeForm`.
#[derive(Deserialize)]
#[serde(default)]
struct SavedMelee {
    part: u8,
    sides: Option<[SideForm; 2]>,
    pairs: u32,
    later: bool,
    lancers: u32,
    lance_range: u32,
    lance_targets: u32,
    lances_thrown: bool,
    fighters: u32,
    stay: Vec<[StayOrRetreat; 2]>,
    attacker: Option<Troop>,
    defender: Option<Troop>,
    attacker_from: Option<String>,
    defender_from: Option<String>,
}

impl Default for SavedMelee {
    fn default() -> Self {
        let m = MeleeForm::default();
        SavedMelee {
            part: m.part,
            sides: None,
            pairs: m.pairs,
            later: m.later,
            lancers: m.lancers,
            lance_range: m.lance_range,
            lance_targets: m.lance_targets,
            lances_thrown: m.lances_thrown,
            fighters: m.fighters,
            stay: m.stay,
            attacker: None,
            defender: None,
            attacker_from: None,
            defender_from: None,
        }
    }
}

impl From<SavedMelee> for MeleeForm {
    fn from(s: SavedMelee) -> MeleeForm {
        let mut sides = s.sides.unwrap_or_else(|| MeleeForm::default().sides);
        for (side, troop, from) in [
            (0, s.attacker, s.attacker_from),
            (1, s.defender, s.defender_from),
        ] {
            if let Some(t) = troop {
                sides[side].troop = t;
            }
            if let Some(f) = from {
                sides[side].from = f;
            }
        }
        MeleeForm {
            part: s.part,
            sides,
            pairs: s.pairs,
            later: s.later,
            lancers: s.lancers,
            lance_range: s.lance_range,
            lance_targets: s.lance_targets,
            lances_thrown: s.lances_thrown,
            fighters: s.fighters,
            stay: s.stay,
        }
    }
}

/// One side's troop type, filled from a saved unit or picked.
#[component]
fn SideEditor(form: RwSignal<RwForm>, side: usize, units: Signal<Vec<Offer>>) -> impl IntoView {
    let house = house();
    let troop = field!(form, i = side => melee.sides[i].troop);
    let from = field!(form, i = side => melee.sides[i].from);
    let pairs = field!(form => melee.pairs);
    let label = ["Attackers", "Defenders"][side];
    // Saved units bring their troop types; the attackers' men are the lance throwers and the men who decide
    // whether to stay. Once both sides come from units, the smaller side sets the pairs (the player can still
    // change it when not everyone is in contact).
    let pick = Callback::new(move |o: Offer| {
        if let Some(RosterUnit::RomanWar(u)) = &o.unit {
            troop.set(u.troop);
        }
        if side == 0 {
            form.update(|f| (f.melee.lancers, f.melee.fighters) = (o.men, o.men));
        }
        let other = form.with_untracked(|f| f.melee.sides[1 - side].from.clone());
        let men = units.with_untracked(|u| u.iter().find(|x| x.key == other).map(|x| x.men));
        if let Some(m) = men {
            pairs.set(o.men.min(m));
        }
    });
    let id = ["melee-attacker", "melee-defender"][side];
    view! {
        <SourcePick offers=units from=from on_pick=pick label=label id=format!("{id}-src") />
        <Pick label=label options=troop_options() value=troop id=id />
        <p class="note">{move || armour_note(troop.get(), &house.get())}</p>
    }
}

/// Both sides, under the part's answer.
#[component]
fn Sides(form: RwSignal<RwForm>) -> impl IntoView {
    let units = unit_offers();
    view! {
        <fieldset class="group">
            <legend>"Who fights"</legend>
            <SideEditor form=form side=0 units=units />
            <SideEditor form=form side=1 units=units />
        </fieldset>
    }
}

#[component]
pub fn MeleeTab(form: RwSignal<RwForm>) -> impl IntoView {
    let part = field!(form => melee.part);
    let head = ViewFn::from(move || {
        view! {
            <Segmented label="Part of the melee" value=part id="melee-part" options=vec![
                (0u8, "Lances".to_string()),
                (1u8, "Fight".to_string()),
                (2u8, "Stay or go".to_string()),
            ] />
            <Sides form=form />
        }
    });
    move || match part.get() {
        0 => view! { <lances::Lances form=form head=head.clone() /> }.into_any(),
        1 => view! { <round::Round form=form head=head.clone() /> }.into_any(),
        _ => view! { <stay::StayOrGo form=form head=head.clone() /> }.into_any(),
    }
}
