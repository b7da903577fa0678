//! Ancients helpers: shooting, melee and moves. Every number comes from `rules::ancients`; what the player
//! enters is kept in one saved form.

use leptos::prelude::*;

use crate::components::bind::Field;
use crate::field;
use rules::ancients::advantage::Position;
use rules::ancients::break_test::BreakOdds;
use rules::ancients::unit::{
    Formation, MAX_DAMAGE_TOKENS, MAX_LEADERSHIP, MIN_LEADERSHIP, Size, Standing, Style, Unit,
    UnitType, Weight, skill_name,
};
use rules::house_rules::HouseRules;
use serde::{Deserialize, Serialize};

use crate::battle_snapshot::{Offer, RosterUnit, offers};
use crate::components::count_field::CountField;
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::screens::helpers::source::SourcePick;
use crate::screens::helpers::stored_form;
use crate::settings::use_settings;
use rules::text::percent;

mod melee;
mod movement;
mod shoot;

pub const FORM_KEY: &str = "sandtable.ancients.form";

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    #[default]
    Shoot,
    Melee,
    Move,
}

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
    pub charged: bool,
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
            from: String::new(),
        }
    }
}

/// Everything entered on the page, saved after each change.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AncForm {
    pub tab: Tab,
    /// Melee side A, melee side B, the shooters, their target.
    pub units: [UnitForm; 4],
    pub shoot: shoot::ShootForm,
    pub first_turn: bool,
}

impl Default for AncForm {
    fn default() -> Self {
        let mut units: [UnitForm; 4] = Default::default();
        units[0].name = "Side A".to_string();
        units[1].name = "Side B".to_string();
        units[2].name = "Shooters".to_string();
        units[3].name = "Target".to_string();
        AncForm {
            tab: Tab::Shoot,
            units,
            shoot: Default::default(),
            first_turn: false,
        }
    }
}

pub(crate) fn house() -> Signal<HouseRules> {
    let settings = use_settings();
    Signal::derive(move || settings.settings.with(|s| s.house.clone()))
}

/// A unit's fields bound to the form.
#[derive(Clone, Copy)]
pub struct UnitFields {
    pub name: Field<AncForm, String>,
    pub size: Field<AncForm, Size>,
    pub skill: Field<AncForm, u32>,
    pub weight: Field<AncForm, Weight>,
    pub kind: Field<AncForm, UnitType>,
    pub formation: Field<AncForm, Formation>,
    pub style: Field<AncForm, Style>,
    pub leadership: Field<AncForm, u32>,
    pub tokens: Field<AncForm, u32>,
    pub tested_before: Field<AncForm, bool>,
    pub engaging: Field<AncForm, Position>,
    pub charged: Field<AncForm, bool>,
    pub from: Field<AncForm, String>,
}

impl UnitFields {
    pub fn new(form: RwSignal<AncForm>, i: usize) -> UnitFields {
        UnitFields {
            name: field!(form, i = i => units[i].name),
            size: field!(form, i = i => units[i].size),
            skill: field!(form, i = i => units[i].skill),
            weight: field!(form, i = i => units[i].weight),
            kind: field!(form, i = i => units[i].kind),
            formation: field!(form, i = i => units[i].formation),
            style: field!(form, i = i => units[i].style),
            leadership: field!(form, i = i => units[i].leadership),
            tokens: field!(form, i = i => units[i].tokens),
            tested_before: field!(form, i = i => units[i].tested_before),
            engaging: field!(form, i = i => units[i].engaging),
            charged: field!(form, i = i => units[i].charged),
            from: field!(form, i = i => units[i].from),
        }
    }

    /// The unit as the rules read it. Out-of-range numbers are passed on so the rules can name the problem.
    pub fn unit(&self) -> Unit {
        Unit {
            name: self.name.get(),
            size: self.size.get(),
            skill: self.skill.get().min(u8::MAX as u32) as u8,
            weight: self.weight.get(),
            kind: self.kind.get(),
            formation: self.formation.get(),
            style: self.style.get(),
            leadership: self.leadership.get().min(u8::MAX as u32) as u8,
        }
    }

    pub fn standing(&self) -> Standing {
        Standing {
            damage_tokens: self.tokens.get(),
            tested_before: self.tested_before.get(),
        }
    }
}

fn options<T: Copy>(all: &[T], name: fn(T) -> &'static str) -> Vec<(T, String)> {
    all.iter().map(|&t| (t, name(t).to_string())).collect()
}

/// Which parts of a profile an editor asks for.
#[derive(Clone, Copy, PartialEq)]
pub enum Role {
    Shooter,
    Target,
    Fighter,
}

/// A unit's profile: size, skill, weight, type, formation, style, Leadership and its history.
#[component]
pub fn UnitEditor(
    u: UnitFields,
    role: Role,
    legend: &'static str,
    id: &'static str,
) -> impl IntoView {
    let house = house();
    let errs: [RwSignal<Option<String>>; 3] = std::array::from_fn(|_| RwSignal::new(None));
    let max_skill = house.with_untracked(|h| h.ancients.max_skill as u32);
    let skill_note = move || {
        let s = u.skill.get();
        let name = skill_name(s.min(255) as u8).unwrap_or("");
        let lead = house
            .get()
            .ancients
            .suggested_leadership(s.min(255) as u8)
            .map(|l| format!("; suggested Leadership {l} (house rule)"))
            .unwrap_or_default();
        format!("{name}{lead}")
    };
    let on_name = move |ev| u.name.set(event_target_value(&ev));
    let units = offers::<Unit>();
    // A saved unit brings its whole profile, and from the battle its damage tokens too.
    let pick = Callback::new(move |o: Offer| {
        if let Some(RosterUnit::Ancients(p)) = &o.unit {
            u.name.set(p.name.clone());
            u.size.set(p.size);
            u.skill.set(p.skill as u32);
            u.weight.set(p.weight);
            u.kind.set(p.kind);
            u.formation.set(p.formation);
            u.style.set(p.style);
            u.leadership.set(p.leadership as u32);
        }
        u.tokens.set(o.tokens);
    });
    view! {
        <fieldset class="group">
            <legend>{legend}</legend>
            <SourcePick offers=Signal::derive(move || units.clone()) from=u.from on_pick=pick label=legend id=format!("{id}-src") />
            <label class="pick">
                <span class="pick-label">"Name"</span>
                <input type="text" id=format!("{id}-name") maxlength="30" prop:value=move || u.name.get() on:input=on_name />
            </label>
            <p class="note">"Size"</p>
            <Segmented label="Size" value=u.size id=match id { "sa" => "sa-size", "sb" => "sb-size", "sh" => "sh-size", _ => "st-size" }
                options=options(&Size::ALL, Size::name) />
            <CountField label="Skill" value=u.skill error=errs[0] min=1 max=max_skill id=format!("{id}-skill") />
            <p class="note">{skill_note}</p>
            {(role != Role::Shooter).then(|| view! {
                <p class="note">"Weight"</p>
                <Segmented label="Weight" value=u.weight options=options(&Weight::ALL, Weight::name) />
                <p class="note">"Formation"</p>
                <Segmented label="Formation" value=u.formation options=options(&Formation::ALL, Formation::name) />
                <CountField label="Leadership" value=u.leadership error=errs[1] min=MIN_LEADERSHIP as u32 max=MAX_LEADERSHIP as u32 id=format!("{id}-leadership") />
                <CountField label="Damage tokens" value=u.tokens error=errs[2] min=0 max=MAX_DAMAGE_TOKENS id=format!("{id}-tokens") />
                <Toggle label="Has taken a Break Test before".to_string() value=u.tested_before />
            })}
            {(role == Role::Fighter).then(|| view! {
                <p class="note">"Type"</p>
                <Segmented label="Type" value=u.kind options=options(&UnitType::ALL, UnitType::name) />
                <p class="note">"Style"</p>
                <Segmented label="Style" value=u.style options=options(&[Style::Ordinary, Style::Shock, Style::Defensive], Style::name) />
                <p class="note">"Fighting the enemy's"</p>
                <Segmented label="Fighting the enemy's" value=u.engaging options=options(&[Position::Front, Position::Flank, Position::Rear], Position::name) />
                <Toggle label="Charged or counter-charged".to_string() value=u.charged />
            })}
        </fieldset>
    }
}

/// The chance of each Break Test result, in a list.
#[component]
pub fn BreakOddsList(odds: BreakOdds, id: String) -> impl IntoView {
    view! {
        <ul class="break-odds" data-testid=id>
            <li><span>"No test"</span><b>{percent(odds.no_test)}</b></li>
            <li><span>"Unaffected"</span><b>{percent(odds.unaffected)}</b></li>
            <li><span>"Give ground"</span><b>{percent(odds.give_ground)}</b></li>
            <li><span>"Destroyed"</span><b>{percent(odds.destroyed)}</b></li>
        </ul>
    }
}

#[component]
pub fn AncientsScreen() -> impl IntoView {
    let form = stored_form::<AncForm>(FORM_KEY);
    let tab = field!(form => tab);
    view! {
        <div class="screen helper-screen anc-screen">
            <nav class="helper-tabs" aria-label="Helpers"><Segmented label="Helper" value=tab id="tab" options=vec![
                (Tab::Shoot, "Shoot".to_string()),
                (Tab::Melee, "Melee".to_string()),
                (Tab::Move, "Move".to_string()),
            ] /></nav>
            {move || match tab.get() {
                Tab::Shoot => view! { <shoot::ShootTab form=form /> }.into_any(),
                Tab::Melee => view! { <melee::MeleeTab form=form /> }.into_any(),
                Tab::Move => view! { <movement::MoveTab form=form /> }.into_any(),
            }}
        </div>
    }
}
