//! "Resolve here" for one blow on a rated object: a Jersey Shore door, wagon, wall or house, or a Sandarticus
//! engine, cart or gate. Damage at or above the rating breaks it. The damage is the weapon's damage factor
//! from the tables, not a roll (the shot's 2d6 only decides whether it landed), so the panel fills it in from
//! the battle's own weapon tables and lets the player change it.

use leptos::prelude::*;
use rules::battle::Integrity;
use rules::battle::{StructureId, StructureKind, outcomes};
use rules::jersey_shore::objects::{self, Ammunition, MAX_DAMAGE, damage_object};
use rules::mechanism::Explained;
use rules::sandarticus::armour::RULE_ARMOUR;
use rules::sandarticus::weapons::{WEAPONS, blow_damage, range};
use rules::sandy_hook::armour::{DamageCheck, check_damage};
use rules::sandy_hook::cords::Third;

use super::super::resolve::{Pending, choice};
use super::super::store::BattleStore;
use super::super::tracker::with_state;
use crate::components::count_field::CountField;
use crate::components::why::OutcomeLine;

/// Whether a structure is broken by a single blow against its rating.
pub fn rated(kind: StructureKind) -> bool {
    matches!(
        kind,
        StructureKind::Object { .. } | StructureKind::SandarticusObject { .. }
    )
}

#[component]
pub fn ObjectBlow(store: BattleStore, id: StructureId, close: Callback<()>) -> impl IntoView {
    let k = usize::from(id.0);
    let info = with_state(store, |s| {
        s.structures.get(k).map(|st| (st.kind, st.integrity))
    });
    let Some((kind, Integrity::Rating { rating, .. })) = info else {
        return ().into_any();
    };
    let house = move || store.house.get();
    let artillery = RwSignal::new(false);
    let weapon = RwSignal::new(0usize);
    let third = RwSignal::new(0usize);
    let damage = RwSignal::new(1u32);
    let damage_error = RwSignal::new(None::<String>);
    let weapon_pick = move || WEAPONS[weapon.get().min(WEAPONS.len() - 1)].weapon;
    let third_pick = move || Third::ALL[third.get().min(Third::ALL.len() - 1)];
    // The weapon's own damage, from the battle's tables: what a blow of it does before the player changes it.
    let table_damage = Memo::new(move |_| -> Result<u32, String> {
        let h = house();
        match kind {
            StructureKind::SandarticusObject { .. } => {
                blow_damage(weapon_pick(), third_pick(), &h.sandarticus)
                    .map(u32::from)
                    .map_err(|e| e.to_string())
            }
            _ => Ok(if artillery.get() {
                h.jersey_shore.weapons.cannon.damage
            } else {
                h.jersey_shore.weapons.musket.damage
            }),
        }
    });
    Effect::new(move |_| {
        if let Ok(d) = table_damage.get() {
            damage.set(d.min(MAX_DAMAGE));
        }
    });
    let check = Memo::new(move |_| -> Result<DamageCheck, String> {
        let d = damage.get();
        match kind {
            StructureKind::Object { object } => {
                let ammo = if artillery.get() {
                    Ammunition::Artillery
                } else {
                    Ammunition::SmallArms
                };
                damage_object(object, d, ammo, &house().jersey_shore).map_err(|e| e.to_string())
            }
            _ => {
                table_damage.get()?;
                Ok(check_damage(d, rating, format!("the {}", kind.describe())))
            }
        }
    });
    let pending = move || {
        if damage_error.get().is_some() {
            return None;
        }
        check.get().ok().map(|c| Pending {
            summary: c.summary(),
            rule: match kind {
                StructureKind::SandarticusObject { .. } => RULE_ARMOUR,
                _ => objects::RULE,
            },
            events: outcomes::object_hit(&c, id),
        })
    };
    let apply = move |_| {
        let Some(p) = pending() else { return };
        if !p.events.is_empty() {
            store.record(p.events);
            if store.problem.get_untracked().is_some() {
                return;
            }
        }
        close.run(());
    };
    let what_hit = match kind {
        StructureKind::SandarticusObject { .. } => {
            let h = store.house.get_untracked();
            let names = WEAPONS.iter().map(|w| w.name.to_string()).collect();
            let missile = move || range(weapon_pick(), &h.sandarticus).is_some();
            view! {
                {choice("Weapon that struck it", names, weapon, format!("weapon-s{k}"))}
                <Show when=missile>
                    {choice("Third of the cord", Third::ALL.iter().map(|t| t.name().to_string()).collect(), third, format!("third-s{k}"))}
                </Show>
            }
            .into_any()
        }
        _ => {
            let button = move |n: usize, label: &'static str| {
                view! {
                    <button type="button" data-testid=format!("ammo-s{k}-{n}")
                        aria-pressed=move || (artillery.get() == (n == 1)).to_string()
                        on:click=move |_| artillery.set(n == 1)>{label}</button>
                }
            };
            view! {
                <div class="segmented" role="group" aria-label="What hit it">
                    {button(0, "Small arms")}{button(1, "Artillery")}
                </div>
            }
            .into_any()
        }
    };
    view! {
        <div class="resolve-panel" data-testid=format!("resolve-panel-s{k}")>
            {what_hit}
            <p class="problem" role="alert" data-testid=format!("object-error-s{k}")>{move || check.get().err()}</p>
            <CountField label="Damage of the blow" value=damage error=damage_error min=0 max=MAX_DAMAGE id=format!("blow-s{k}") />
            {move || pending().map(|p| {
                let n = p.events.len();
                view! {
                    <OutcomeLine summary=p.summary rule=p.rule />
                    <button type="button" class="primary" data-testid=format!("apply-s{k}") on:click=apply>
                        {if n == 0 { "It holds: close" } else { "Apply to the table" }}
                    </button>
                }
            })}
            <button type="button" class="quiet" on:click=move |_| close.run(())>"Close"</button>
        </div>
    }
    .into_any()
}
