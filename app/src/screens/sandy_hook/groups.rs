//! The extra troop groups on one side of a melee (soldiers with gladiators, regulars with their officers): each
//! row is a troop type and a count, filled by hand or from a saved unit, and removable.

use leptos::prelude::*;
use rules::jersey_shore::troops::{MeleeWeapon, TroopType, melee_weapons};
use rules::sandarticus::troops::Troop;
use rules::sandy_hook::MAX_MEN;
use serde::{Deserialize, Serialize};

use super::shoot::troop_options;
use super::{Pick, use_ctx};
use crate::battle_snapshot::{Offer, RosterUnit};
use crate::components::count_field::CountField;
use crate::components::segmented::Segmented;
use crate::screens::helpers::source::SourcePick;
use rules::text::capitalise;

/// A Sandarticus group fighting beside the side's first one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SaGroup {
    /// Tells rows apart while others are added and removed.
    pub key: u32,
    pub troop: Troop,
    pub men: u32,
    pub from: String,
}

impl Default for SaGroup {
    fn default() -> Self {
        SaGroup {
            key: 0,
            troop: Troop::Gladiator,
            men: 4,
            from: String::new(),
        }
    }
}

/// A Jersey Shore group fighting beside the side's first one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct JsRow {
    pub key: u32,
    pub troop: TroopType,
    pub men: u32,
    pub weapon: Option<MeleeWeapon>,
    pub from: String,
}

impl Default for JsRow {
    fn default() -> Self {
        JsRow {
            key: 0,
            troop: TroopType::Officer,
            men: 1,
            weapon: None,
            from: String::new(),
        }
    }
}

pub trait Row: Clone + PartialEq + Default + Send + Sync + 'static {
    fn key(&self) -> u32;
    fn with_key(self, key: u32) -> Self;
}

impl Row for SaGroup {
    fn key(&self) -> u32 {
        self.key
    }
    fn with_key(self, key: u32) -> Self {
        SaGroup { key, ..self }
    }
}

impl Row for JsRow {
    fn key(&self) -> u32 {
        self.key
    }
    fn with_key(self, key: u32) -> Self {
        JsRow { key, ..self }
    }
}

/// A signal for one field of the row `key`, written back into the list on every change.
fn row_field<R: Row, T>(
    list: RwSignal<Vec<R>>,
    key: u32,
    get: impl Fn(&R) -> T + Copy + Send + Sync + 'static,
    set: impl Fn(&mut R, T) + Send + Sync + 'static,
) -> RwSignal<T>
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let start = list
        .with_untracked(|l| l.iter().find(|r| r.key() == key).map(get))
        .unwrap_or_else(|| get(&R::default()));
    let s = RwSignal::new(start);
    Effect::new(move |_| {
        let v = s.get();
        let stale = list.with_untracked(|l| l.iter().any(|r| r.key() == key && get(r) != v));
        if stale {
            list.update(|l| {
                if let Some(r) = l.iter_mut().find(|r| r.key() == key) {
                    set(r, v);
                }
            });
        }
    });
    s
}

/// A row's own fields, given the list, the row's key and the side's test id prefix.
pub type RowFields<R> = fn(RwSignal<Vec<R>>, u32, &'static str) -> AnyView;

/// The extra rows of one side and the button that adds another. `side` prefixes the test ids: a row's fields
/// are `{side}-g{key}-troop`, `{side}-g{key}-men`, and its remove button `{side}-g{key}-remove`.
#[component]
pub fn GroupRows<R: Row>(
    list: RwSignal<Vec<R>>,
    side: &'static str,
    fields: RowFields<R>,
) -> impl IntoView {
    let keys = move || list.with(|l| l.iter().map(Row::key).collect::<Vec<_>>());
    let add = move |_| {
        list.update(|l| {
            let key = l.iter().map(Row::key).max().unwrap_or(0) + 1;
            l.push(R::default().with_key(key));
        })
    };
    let row = move |key: u32| {
        let remove = move |_| list.update(|l| l.retain(|r| r.key() != key));
        view! {
            <div class="group-row" role="group" aria-label="Another troop type on this side">
                {fields(list, key, side)}
                <button type="button" class="quiet wide" data-testid=format!("{side}-g{key}-remove")
                    on:click=remove>"Remove this group"</button>
            </div>
        }
    };
    view! {
        <For each=keys key=|k| *k children=row />
        <button type="button" class="secondary wide add-group" data-testid=format!("{side}-add")
            on:click=add>"Add another troop type"</button>
    }
}

pub fn sa_fields(list: RwSignal<Vec<SaGroup>>, key: u32, side: &'static str) -> AnyView {
    view! { <SaRowFields list=list key=key side=side /> }.into_any()
}

pub fn js_fields(list: RwSignal<Vec<JsRow>>, key: u32, side: &'static str) -> AnyView {
    view! { <JsRowFields list=list key=key side=side /> }.into_any()
}

#[component]
fn SaRowFields(list: RwSignal<Vec<SaGroup>>, key: u32, side: &'static str) -> impl IntoView {
    let ctx = use_ctx();
    let troop = row_field(list, key, |r| r.troop, |r, v| r.troop = v);
    let men = row_field(list, key, |r| r.men, |r, v| r.men = v);
    let from = row_field(list, key, |r| r.from.clone(), |r, v| r.from = v);
    let err = RwSignal::new(None);
    let pick = Callback::new(move |o: Offer| {
        men.set(o.men);
        if let Some(RosterUnit::Sandarticus(u)) = &o.unit {
            troop.set(u.troop);
        }
    });
    view! {
        <SourcePick offers=ctx.offers from=from on_pick=pick label="Group" id=format!("{side}-g{key}-src") />
        <Pick label="Troops" options=troop_options() value=troop id=format!("{side}-g{key}-troop") />
        <CountField label="Men" value=men error=err min=1 max=MAX_MEN id=format!("{side}-g{key}-men") />
    }
}

#[component]
fn JsRowFields(list: RwSignal<Vec<JsRow>>, key: u32, side: &'static str) -> impl IntoView {
    let ctx = use_ctx();
    let troop = row_field(list, key, |r| r.troop, |r, v| r.troop = v);
    let men = row_field(list, key, |r| r.men, |r, v| r.men = v);
    let weapon = row_field(list, key, |r| r.weapon, |r, v| r.weapon = v);
    let from = row_field(list, key, |r| r.from.clone(), |r, v| r.from = v);
    let err = RwSignal::new(None);
    let pick = Callback::new(move |o: Offer| {
        men.set(o.men);
        if let Some(RosterUnit::JerseyShore(u)) = &o.unit {
            troop.set(u.troop);
            weapon.set(u.weapon);
        }
    });
    view! {
        <SourcePick offers=ctx.offers from=from on_pick=pick label="Group" id=format!("{side}-g{key}-src") />
        <Pick label="Troops" options=js_troops() value=troop id=format!("{side}-g{key}-troop") />
        <CountField label="Men" value=men error=err min=1 max=MAX_MEN id=format!("{side}-g{key}-men") />
        <WeaponChoice troop=troop weapon=weapon />
    }
}

pub fn js_troops() -> Vec<(TroopType, String)> {
    TroopType::ALL
        .into_iter()
        .map(|t| (t, capitalise(t.name())))
        .collect()
}

/// The hand-to-hand weapon, shown only where the troop type has a choice; a weapon the troop type doesn't
/// carry falls back to its usual one.
#[component]
pub fn WeaponChoice(
    troop: RwSignal<TroopType>,
    weapon: RwSignal<Option<MeleeWeapon>>,
    #[prop(optional)] id: Option<&'static str>,
) -> impl IntoView {
    Effect::new(move |_| {
        let t = troop.get();
        if let Some(x) = weapon.get_untracked()
            && !melee_weapons(t).contains(&x)
        {
            weapon.set(None);
        }
    });
    move || {
        let opts: Vec<(Option<MeleeWeapon>, String)> = melee_weapons(troop.get())
            .iter()
            .map(|&w| (Some(w), capitalise(w.name())))
            .collect();
        (opts.len() > 1).then(|| {
            if weapon.get_untracked().is_none() {
                weapon.set(opts[0].0);
            }
            match id {
                Some(id) => view! { <Segmented label="Weapon" options=opts value=weapon id=id /> }
                    .into_any(),
                None => view! { <Segmented label="Weapon" options=opts value=weapon /> }.into_any(),
            }
        })
    }
}
