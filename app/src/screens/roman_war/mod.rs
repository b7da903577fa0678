//! Roman War Rules helpers: one tab each for missiles, artillery, melee, sieges and moves. Every number comes
//! from `rules::roman_war`; what the player enters is kept in one saved form.

use leptos::prelude::*;
use rules::house_rules::HouseRules;
use rules::roman_war::missiles::{
    CoverSituation, Obstacle, Slope, Testudo, Weapon, max_range, protection,
};
use rules::roman_war::troops::{Armour, ArmourSource, Troop, armour_of};
use serde::{Deserialize, Serialize};

use crate::battle_snapshot::{Offer, RosterUnit, offers};
use crate::components::bind::Field;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::helpers::source::SourcePick;
use crate::screens::helpers::stored_form;
use crate::settings::use_settings;
use rules::text::fixed;

mod artillery;
mod melee;
mod movement;
mod shoot;
mod siege;

pub const FORM_KEY: &str = "sandtable.roman-war.form";

/// The biggest count a field accepts: a whole pool of dice.
const MAX: u32 = rules::roman_war::MAX_MEN as u32;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    #[default]
    Shoot,
    Artillery,
    Melee,
    Siege,
    Move,
}

/// What stands in front of the target, as the player picks it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum CoverPick {
    #[default]
    Open,
    Light,
    Solid,
    High,
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

/// Everything entered on the page, saved after each change.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RwForm {
    pub tab: Tab,
    pub shoot: shoot::ShootForm,
    pub artillery: artillery::ArtilleryForm,
    pub melee: melee::MeleeForm,
    pub siege: siege::SiegeForm,
    pub movement: movement::MoveForm,
    /// Targets of the shooting tab (0) and the artillery tab (1).
    pub targets: [TargetForm; 2],
}

impl Default for RwForm {
    fn default() -> Self {
        RwForm {
            tab: Tab::Shoot,
            shoot: Default::default(),
            artillery: Default::default(),
            melee: Default::default(),
            siege: Default::default(),
            movement: Default::default(),
            targets: [TargetForm::default(), TargetForm::default()],
        }
    }
}

/// The house rules in force, read reactively.
pub(crate) fn house() -> Signal<HouseRules> {
    let settings = use_settings();
    Signal::derive(move || settings.settings.with(|s| s.house.clone()))
}

/// The Roman War Rules units of the saved armies and the open battle.
pub(crate) fn unit_offers() -> Signal<Vec<Offer>> {
    let list = offers::<rules::roster::roman_war::Unit>();
    Signal::derive(move || list.clone())
}

/// The troop list for a drop-down.
pub(crate) fn troop_options() -> Vec<(Troop, String)> {
    Troop::ALL
        .into_iter()
        .map(|t| (t, t.name().to_string()))
        .collect()
}

/// "armoured (from the list)" or "unarmoured (house rule)".
pub(crate) fn armour_note(troop: Troop, house: &HouseRules) -> String {
    let (a, src) = armour_of(troop, &house.roman_war);
    match src {
        ArmourSource::Listed => format!("{}: {} (armour list)", troop.name(), a.name()),
        ArmourSource::House => format!("{}: {} (house rule)", troop.name(), a.name()),
    }
}

pub(crate) fn armour(troop: Troop, house: &HouseRules) -> Armour {
    armour_of(troop, &house.roman_war).0
}

/// A shot's target: one of the form's two targets (0 shooting, 1 artillery), field by field.
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
/// caller asks for the men under the template itself.
#[component]
pub fn TargetEditor(
    t: TargetFields,
    weapon: Signal<Weapon>,
    block: bool,
    id: &'static str,
) -> impl IntoView {
    let house = house();
    let across_err = RwSignal::new(None);
    let deep_err = RwSignal::new(None);
    let wall_err = RwSignal::new(None);
    let cover_problem = move || {
        protection(weapon.get(), &t.cover(), &house.get().roman_war)
            .err()
            .map(|e| e.to_string())
    };
    let cover_line = move || {
        protection(weapon.get(), &t.cover(), &house.get().roman_war)
            .ok()
            .map(|p| format!("Target is {}.", p.describe()))
    };
    // A saved unit brings its troop type, and its men spread across the front at the ranks already set.
    let pick = Callback::new(move |o: Offer| {
        if let Some(RosterUnit::RomanWar(u)) = &o.unit {
            t.troop.set(u.troop);
        }
        t.across.set(o.men.div_ceil(t.deep.get_untracked().max(1)));
    });
    view! {
        <fieldset class="group">
            <legend>"Target"</legend>
            <SourcePick offers=unit_offers() from=t.from on_pick=pick label="Target" id=format!("{id}-target-src") />
            <Pick label="Troop type" options=troop_options() value=t.troop id=match id { "shoot" => "shoot-target-troop", _ => "art-target-troop" } />
            <p class="note">{move || armour_note(t.troop.get(), &house.get())}</p>
            {block.then(|| view! {
                <CountField label="Men across the front" value=t.across error=across_err min=1 max=MAX id=format!("{id}-across") />
                <CountField label="Ranks deep" value=t.deep error=deep_err min=1 max=MAX id=format!("{id}-deep") />
            })}
            <Segmented label="Cover" value=t.cover id=match id { "shoot" => "shoot-cover", _ => "art-cover" } options=vec![
                (CoverPick::Open, "Open".to_string()),
                (CoverPick::Light, "Hedge".to_string()),
                (CoverPick::Solid, "Stone".to_string()),
                (CoverPick::High, "High wall".to_string()),
            ] />
            <Show when=move || t.cover.get() == CoverPick::High>
                <CountField label="Inches behind the wall" value=t.wall_in error=wall_err min=0 max=MAX id=format!("{id}-wall") />
            </Show>
            <Toggle label="Target on a cliff top above the shooters".to_string() value=t.cliff_top />
            <Toggle label="Target in testudo".to_string() value=t.testudo />
            <p class="note" aria-live="polite">{cover_line}</p>
            <p class="field-error" role="alert">{cover_problem}</p>
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
    let err = RwSignal::new(None);
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
    let set_third = move |k: f64| inches.set((max() * k / 3.0).floor().max(0.0) as u32);
    view! {
        <fieldset class="group">
            <legend>"Range"</legend>
            <Segmented label="Slope" value=slope options=vec![
                (Slope::Level, "Level".to_string()),
                (Slope::Uphill, "Uphill".to_string()),
                (Slope::Downhill, "Downhill".to_string()),
            ] />
            <p class="note">{thirds}</p>
            <div class="segmented" role="group" aria-label="Pick a third of the range">
                <button type="button" data-testid=format!("{id}-third-0") on:click=move |_| set_third(1.0)>"Short"</button>
                <button type="button" data-testid=format!("{id}-third-1") on:click=move |_| set_third(2.0)>"Medium"</button>
                <button type="button" data-testid=format!("{id}-third-2") on:click=move |_| set_third(3.0)>"Long"</button>
            </div>
            <CountField label="Range in inches" value=inches error=err min=0 max=MAX id=format!("{id}-range") />
            <p class="field-error" role="alert" data-testid=format!("{id}-range-problem")>{move || problem.get()}</p>
        </fieldset>
    }
}

#[component]
pub fn RomanWarScreen() -> impl IntoView {
    let form = stored_form::<RwForm>(FORM_KEY);
    let tab = field!(form => tab);
    view! {
        <div class="screen helper-screen rw-screen">
            <nav class="helper-tabs" aria-label="Helpers"><Segmented label="Helper" value=tab id="tab" options=vec![
                (Tab::Shoot, "Shoot".to_string()),
                (Tab::Artillery, "Artillery".to_string()),
                (Tab::Melee, "Melee".to_string()),
                (Tab::Siege, "Siege".to_string()),
                (Tab::Move, "Move".to_string()),
            ] /></nav>
            {move || match tab.get() {
                Tab::Shoot => view! { <shoot::ShootTab form=form /> }.into_any(),
                Tab::Artillery => view! { <artillery::ArtilleryTab form=form /> }.into_any(),
                Tab::Melee => view! { <melee::MeleeTab form=form /> }.into_any(),
                Tab::Siege => view! { <siege::SiegeTab form=form /> }.into_any(),
                Tab::Move => view! { <movement::MoveTab form=form /> }.into_any(),
            }}
        </div>
    }
}
