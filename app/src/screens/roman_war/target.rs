//! Who a shot is aimed at and how far away: the target's troop type, block, cover and wounds, and the range
//! with the weapon's thirds. Shared by the missile and the artillery tabs, each with its own target.

use leptos::prelude::*;
use rules::roman_war::missiles::{
    CoverSituation, Obstacle, Slope, Testudo, Weapon, max_range, protection,
};
use rules::roman_war::troops::Troop;
use rules::text::fixed;
use serde::{Deserialize, Serialize};

use super::{MAX, RwForm, armour_note, house, troop_options, unit_offers};
use crate::battle_snapshot::{Offer, RosterUnit};
use crate::components::bind::Field;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::problem::Problem;
use crate::components::segmented::{Segmented, options};
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::helpers::source::SourcePick;

crate::choices! {
    /// What stands in front of the target, as the player picks it.
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub enum CoverPick {
        #[default]
        Open => "Open",
        Light => "Hedge",
        Solid => "Stone",
        High => "High wall",
    }
}

/// The target of a shot: who, how deep, behind what.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TargetForm {
    pub troop: Troop,
    pub across: u32,
    pub deep: u32,
    pub cover: CoverPick,
    pub wall_in: u32,
    pub cliff_top: bool,
    pub testudo: bool,
    pub wounded: u32,
    /// The saved unit the target was filled from ("" when typed in).
    pub from: String,
}

impl Default for TargetForm {
    fn default() -> Self {
        TargetForm {
            troop: Troop::GallicWarriors,
            across: 10,
            deep: 1,
            cover: CoverPick::Open,
            wall_in: 3,
            cliff_top: false,
            testudo: false,
            wounded: 0,
            from: String::new(),
        }
    }
}

/// One of the form's two targets (0 shooting, 1 artillery), field by field.
#[derive(Clone, Copy)]
pub struct TargetFields {
    pub troop: Field<RwForm, Troop>,
    pub across: Field<RwForm, u32>,
    pub deep: Field<RwForm, u32>,
    pub cover: Field<RwForm, CoverPick>,
    pub wall_in: Field<RwForm, u32>,
    pub cliff_top: Field<RwForm, bool>,
    pub testudo: Field<RwForm, bool>,
    pub wounded: Field<RwForm, u32>,
    pub from: Field<RwForm, String>,
}

impl TargetFields {
    pub fn new(form: RwSignal<RwForm>, at: usize) -> TargetFields {
        TargetFields {
            troop: field!(form, i = at => targets[i].troop),
            across: field!(form, i = at => targets[i].across),
            deep: field!(form, i = at => targets[i].deep),
            cover: field!(form, i = at => targets[i].cover),
            wall_in: field!(form, i = at => targets[i].wall_in),
            cliff_top: field!(form, i = at => targets[i].cliff_top),
            testudo: field!(form, i = at => targets[i].testudo),
            wounded: field!(form, i = at => targets[i].wounded),
            from: field!(form, i = at => targets[i].from),
        }
    }

    /// The cover situation as the rules read it.
    pub fn cover(&self) -> CoverSituation {
        let obstacle = match self.cover.get() {
            CoverPick::Open => Obstacle::Open,
            CoverPick::Light => Obstacle::Light,
            CoverPick::Solid => Obstacle::Solid,
            CoverPick::High => Obstacle::High {
                distance_in: self.wall_in.get() as f64,
            },
        };
        CoverSituation {
            obstacle,
            building: None,
            on_cliff_top_above_shooters: self.cliff_top.get(),
            testudo: self.testudo.get().then(|| Testudo {
                troop: self.troop.get(),
                across: self.across.get() as i64,
                deep: self.deep.get() as i64,
                in_melee: false,
            }),
        }
    }
}

/// Who is shot at and what covers them. `block` asks for men across and ranks deep (volleys); otherwise the
/// tab asks for the men under the template itself.
#[component]
pub fn TargetEditor(
    t: TargetFields,
    weapon: Signal<Weapon>,
    block: bool,
    /// "shoot" or "art": the prefix of every id inside.
    id: &'static str,
) -> impl IntoView {
    let house = house();
    let cover = move || protection(weapon.get(), &t.cover(), &house.get().roman_war);
    let cover_line = move || cover().ok().map(|p| format!("Target is {}.", p.describe()));
    let cover_problem = Signal::derive(move || cover().err().map(|e| e.to_string()));
    // A saved unit brings its troop type, and its men spread across the front at the ranks already set.
    let pick = Callback::new(move |o: Offer| {
        if let Some(RosterUnit::RomanWar(u)) = &o.unit {
            t.troop.set(u.troop);
        }
        t.across.set(o.men.div_ceil(t.deep.get_untracked().max(1)));
    });
    let (cover_id, troop_id) = match id {
        "shoot" => ("shoot-cover", "shoot-target-troop"),
        _ => ("art-cover", "art-target-troop"),
    };
    view! {
        <fieldset class="group">
            <legend>"Target"</legend>
            <SourcePick offers=unit_offers() from=t.from on_pick=pick label="Target" id=format!("{id}-target-src") />
            <Pick label="Troop type" options=troop_options() value=t.troop id=troop_id />
            <p class="note">{move || armour_note(t.troop.get(), &house.get())}</p>
            {block.then(|| view! {
                <CountField label="Men across the front" value=t.across min=1 max=MAX id=format!("{id}-across") />
                <CountField label="Ranks deep" value=t.deep min=1 max=MAX id=format!("{id}-deep") />
            })}
            <Segmented label="Cover" value=t.cover id=cover_id options={options::<CoverPick>()} />
            {move || (t.cover.get() == CoverPick::High).then(|| view! {
                <CountField label="Inches behind the wall" value=t.wall_in min=0 max=MAX id=format!("{id}-wall") />
            })}
            <Toggle label="Target on a cliff top above the shooters" value=t.cliff_top />
            <Toggle label="Target in testudo" value=t.testudo />
            <p class="note" aria-live="polite">{cover_line}</p>
            <Problem text=cover_problem />
        </fieldset>
    }
}

/// The range fields: inches typed, or a third picked, with the thirds of this weapon shown.
#[component]
pub fn RangeEditor(
    weapon: Signal<Weapon>,
    inches: Field<RwForm, u32>,
    slope: Field<RwForm, Slope>,
    /// The range's own problem (out of reach), shown beside it.
    #[prop(into)]
    problem: Signal<Option<String>>,
    id: &'static str,
) -> impl IntoView {
    let house = house();
    let max = move || max_range(weapon.get(), slope.get(), &house.get().roman_war);
    let thirds = move || {
        let m = max();
        format!(
            "{} reach {} in: short to {}, medium to {}, long beyond.",
            weapon.get().name(),
            fixed(m, 1),
            fixed(m / 3.0, 1),
            fixed(2.0 * m / 3.0, 1)
        )
    };
    // Picking a third puts the target at that third's far edge, in whole inches.
    let third = move |k: f64, name: &'static str, n: usize| {
        let set = move |_| inches.set((max() * k / 3.0).floor().max(0.0) as u32);
        view! { <button type="button" data-testid=format!("{id}-third-{n}") on:click=set>{name}</button> }
    };
    view! {
        <fieldset class="group">
            <legend>"Range"</legend>
            <Segmented label="Slope" value=slope options={options::<Slope>()} />
            <p class="note">{thirds}</p>
            <div class="segmented" role="group" aria-label="Pick a third of the range">
                {third(1.0, "Short", 0)}{third(2.0, "Medium", 1)}{third(3.0, "Long", 2)}
            </div>
            <CountField label="Range in inches" value=inches min=0 max=MAX id=format!("{id}-range") />
            <p class="field-error" role="alert" data-testid=format!("{id}-range-problem")>{move || problem.get()}</p>
        </fieldset>
    }
}
