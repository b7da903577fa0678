//! One unit's profile and state, as entered: the same editor draws both melee sides, the shooters and their
//! target, each showing only what its part of the rules reads.

use leptos::prelude::*;
use rules::ancients::advantage::Position;
use rules::ancients::charge::Charge;
use rules::ancients::group::MAX_UNITS_A_SIDE;
use rules::ancients::melee::Combatant;
use rules::ancients::unit::{
    Formation, MAX_DAMAGE_TOKENS, MAX_LEADERSHIP, MIN_LEADERSHIP, Size, Standing, Style, Unit,
    UnitType, Weight, skill_name,
};
use serde::{Deserialize, Serialize};

use super::{AncForm, house};
use crate::battle_snapshot::{Offer, RosterUnit, offers};
use crate::components::bind::{Bind, Field};
use crate::components::count_field::CountField;
use crate::components::segmented::{Segmented, options};
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::helpers::source::SourcePick;

/// One unit's profile and state as entered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct UnitForm {
    pub name: String,
    pub size: Size,
    pub skill: u32,
    pub weight: Weight,
    pub kind: UnitType,
    pub formation: Formation,
    pub style: Style,
    pub leadership: u32,
    pub tokens: u32,
    pub tested_before: bool,
    pub engaging: Position,
    /// Whether it charged, or counter-charged (a separate switch so that forms saved before counter-charges
    /// still read): at most one is on, as the one pick sets them (`Charge`).
    pub charged: bool,
    pub counter_charged: bool,
    /// The saved unit the profile was filled from ("" when typed in).
    pub from: String,
}

impl Default for UnitForm {
    fn default() -> Self {
        UnitForm {
            name: String::new(),
            size: Size::Medium,
            skill: 2,
            weight: Weight::Medium,
            kind: UnitType::Infantry,
            formation: Formation::Formed,
            style: Style::Ordinary,
            leadership: 7,
            tokens: 0,
            tested_before: false,
            engaging: Position::Front,
            charged: false,
            counter_charged: false,
            from: String::new(),
        }
    }
}

/// Room in the form for units: the four below, then three more a side for a group melee.
pub const UNIT_SLOTS: usize = 4 + 2 * MORE_A_SIDE;
/// The most units a side may add to its first one in a group melee.
pub const MORE_A_SIDE: usize = MAX_UNITS_A_SIDE - 1;

/// Which unit of the form: melee side A, melee side B, the shooters, their target, or a further melee unit of
/// a group melee (its side, 0 for A and 1 for B, and its number on that side from 1, the side's first unit
/// being 0).
#[derive(Clone, Copy, PartialEq)]
pub enum Role {
    SideA,
    SideB,
    Shooter,
    Target,
    More(usize, usize),
}

impl Role {
    /// Melee unit `k` of side `side`, the first one being the side's own.
    pub fn melee(side: usize, k: usize) -> Role {
        match (side, k) {
            (0, 0) => Role::SideA,
            (_, 0) => Role::SideB,
            _ => Role::More(side, k),
        }
    }

    /// Where the unit sits in the form's list.
    pub fn at(self) -> usize {
        match self {
            Role::SideA => 0,
            Role::SideB => 1,
            Role::Shooter => 2,
            Role::Target => 3,
            Role::More(side, k) => 4 + side * MORE_A_SIDE + k - 1,
        }
    }

    /// The prefix of the editor's ids, as the tests and labels know them: "sa", "sb", then "sa2", "sb3" and
    /// so on for a group melee's further units.
    pub fn id(self) -> String {
        match self {
            Role::More(side, k) => format!("{}{}", ["sa", "sb"][side], k + 1),
            _ => ["sa", "sb", "sh", "st"][self.at()].to_string(),
        }
    }
}

/// Reads a saved list of units, topped up to `UNIT_SLOTS` so that a form saved before group melees (four
/// units) still loads.
pub fn padded<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<UnitForm>, D::Error> {
    let mut units = Vec::<UnitForm>::deserialize(d)?;
    units.resize_with(UNIT_SLOTS, UnitForm::default);
    Ok(units)
}

/// A unit's fields bound to the form.
#[derive(Clone, Copy)]
pub struct UnitFields {
    form: RwSignal<AncForm>,
    at: usize,
}

impl UnitFields {
    pub fn new(form: RwSignal<AncForm>, role: Role) -> UnitFields {
        UnitFields {
            form,
            at: role.at(),
        }
    }

    /// The unit as the rules read it. Out-of-range numbers are passed on so the rules can name the problem.
    pub fn unit(&self) -> Unit {
        self.form.with(|f| {
            let u = &f.units[self.at];
            Unit {
                name: u.name.clone(),
                size: u.size,
                skill: u.skill.min(u8::MAX as u32) as u8,
                weight: u.weight,
                kind: u.kind,
                formation: u.formation,
                style: u.style,
                leadership: u.leadership.min(u8::MAX as u32) as u8,
            }
        })
    }

    pub fn standing(&self) -> Standing {
        self.form.with(|f| Standing {
            damage_tokens: f.units[self.at].tokens,
            tested_before: f.units[self.at].tested_before,
        })
    }

    pub fn engaging(&self) -> Position {
        self.form.with(|f| f.units[self.at].engaging)
    }

    pub fn charge(&self) -> Charge {
        ChargeOf(*self).value()
    }

    /// The unit as a melee reads it.
    pub fn combatant(&self) -> Combatant {
        let (charged, counter_charged) = self.charge().flags();
        Combatant {
            unit: self.unit(),
            standing: self.standing(),
            engaging: self.engaging(),
            charged,
            counter_charged,
        }
    }
}

/// The one charge pick over the form's two switches, so they can never both be on.
#[derive(Clone, Copy)]
struct ChargeOf(UnitFields);

impl Bind<Charge> for ChargeOf {
    fn value(&self) -> Charge {
        let ChargeOf(u) = self;
        u.form
            .with(|f| Charge::from_flags(f.units[u.at].charged, f.units[u.at].counter_charged))
    }

    fn value_untracked(&self) -> Charge {
        untrack(|| self.value())
    }

    fn put(&self, value: Charge) {
        if self.value_untracked() != value {
            let ChargeOf(u) = self;
            u.form.update(|f| {
                let unit = &mut f.units[u.at];
                (unit.charged, unit.counter_charged) = value.flags();
            });
        }
    }
}

/// Fills a unit from a saved army's profile, and from the battle its damage tokens too.
fn fill(form: RwSignal<AncForm>, at: usize, o: &Offer) {
    form.update(|f| {
        let u = &mut f.units[at];
        if let Some(RosterUnit::Ancients(p)) = &o.unit {
            u.name = p.name.clone();
            u.size = p.size;
            u.skill = p.skill as u32;
            u.weight = p.weight;
            u.kind = p.kind;
            u.formation = p.formation;
            u.style = p.style;
            u.leadership = p.leadership as u32;
        }
        u.tokens = o.tokens;
    });
}

/// A unit's profile: size, skill, weight, type, formation, style, Leadership and its history, as far as its
/// role needs them (the shooters' weight, formation and state do not change their shooting).
#[component]
pub fn UnitEditor(form: RwSignal<AncForm>, role: Role, legend: &'static str) -> impl IntoView {
    let house = house();
    let at = role.at();
    let id = role.id();
    let name: Field<AncForm, String> = field!(form, i = at => units[i].name);
    let skill = field!(form, i = at => units[i].skill);
    let max_skill = house.with_untracked(|h| h.ancients.max_skill as u32);
    let skill_note = move || {
        let s = skill.get().min(255) as u8;
        let lead = house
            .get()
            .ancients
            .suggested_leadership(s)
            .map(|l| format!("; suggested Leadership {l} (house rule)"))
            .unwrap_or_default();
        format!("{}{lead}", skill_name(s).unwrap_or(""))
    };
    let units = offers::<Unit>();
    let pick = Callback::new(move |o: Offer| fill(form, at, &o));
    view! {
        <fieldset class="group">
            <legend>{legend}</legend>
            <SourcePick offers=Signal::derive(move || units.clone()) from=field!(form, i = at => units[i].from)
                on_pick=pick label=legend id=format!("{id}-src") />
            <label class="pick">
                <span class="pick-label">"Name"</span>
                <input type="text" id=format!("{id}-name") maxlength="30" prop:value=move || name.get()
                    on:input=move |ev| name.set(event_target_value(&ev)) />
            </label>
            <p class="note">"Size"</p>
            <Segmented label="Size" value=field!(form, i = at => units[i].size) id=format!("{id}-size") options={options::<Size>()} />
            <CountField label="Skill" value=skill min=1 max=max_skill id=format!("{id}-skill") />
            <p class="note">{skill_note}</p>
            {(role != Role::Shooter).then(|| view! { <WhenHit form=form at=at id=id.clone() /> })}
            {(!matches!(role, Role::Shooter | Role::Target)).then(|| view! { <Fighting form=form at=at id=id /> })}
        </fieldset>
    }
}

/// What a unit that is hit needs: its weight and formation (saves and Advantage), Leadership and its history
/// (the Break Test).
#[component]
fn WhenHit(form: RwSignal<AncForm>, at: usize, id: String) -> impl IntoView {
    view! {
        <p class="note">"Weight"</p>
        <Segmented label="Weight" value=field!(form, i = at => units[i].weight) options={options::<Weight>()} />
        <p class="note">"Formation"</p>
        <Segmented label="Formation" value=field!(form, i = at => units[i].formation) options={options::<Formation>()} />
        <CountField label="Leadership" value=field!(form, i = at => units[i].leadership)
            min=MIN_LEADERSHIP as u32 max=MAX_LEADERSHIP as u32 id=format!("{id}-leadership") />
        <CountField label="Damage tokens" value=field!(form, i = at => units[i].tokens)
            min=0 max=MAX_DAMAGE_TOKENS id=format!("{id}-tokens") />
        <Toggle label="Has taken a Break Test before" value=field!(form, i = at => units[i].tested_before) />
    }
}

/// What only a melee reads: type, style, which face of the enemy it fights and whether it charged.
#[component]
fn Fighting(form: RwSignal<AncForm>, at: usize, id: String) -> impl IntoView {
    // Only what applies: the charge pick says when it cannot change this unit's dice.
    let idle = move || {
        let u = UnitFields { form, at };
        let c = Combatant::new(u.unit());
        !Charge::matters(&c, form.with(|f| f.first_turn))
    };
    view! {
        <p class="note">"Type"</p>
        <Segmented label="Type" value=field!(form, i = at => units[i].kind) options={options::<UnitType>()} />
        <p class="note">"Style"</p>
        <Segmented label="Style" value=field!(form, i = at => units[i].style) id=format!("{id}-style") options={options::<Style>()} />
        <p class="note">"Fighting the enemy's"</p>
        <Segmented label="Fighting the enemy's" value=field!(form, i = at => units[i].engaging) options={options::<Position>()} />
        <p class="note">"Coming into the fight"</p>
        <Segmented label="Coming into the fight" value=ChargeOf(UnitFields { form, at }) id=format!("{id}-charge")
            options={options::<Charge>()} />
        <p class="note" class:hidden=move || !idle() data-testid=format!("{id}-charge-idle")>
            "No difference here: only a Shock or Defensive unit gains dice from it, on a fight's first turn."</p>
    }
}
