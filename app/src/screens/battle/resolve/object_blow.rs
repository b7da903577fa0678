//! "Resolve here" for one blow on a rated object: a Jersey Shore door, wagon, wall or house, or a Sandarticus
//! engine, cart or gate. Damage at or above the rating breaks it. The damage is the weapon's damage factor
//! from the tables, not a roll (the shot's 2d6 only decides whether it landed), so the panel fills it in from
//! the battle's own weapon tables and lets the player change it.

use leptos::prelude::*;
use rules::battle::{Integrity, StructureId, StructureKind, outcomes};
use rules::jersey_shore::objects::{self, Ammunition, MAX_DAMAGE, damage_object};
use rules::mechanism::Explained;
use rules::sandarticus::armour::RULE_ARMOUR;
use rules::sandarticus::weapons::{WEAPONS, Weapon, blow_damage, range};
use rules::sandy_hook::armour::{DamageCheck, check_damage};
use rules::sandy_hook::cords::Third;

use super::super::store::{BattleStore, with_state};
use super::frame::Pending;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::segmented::Segmented;
use crate::components::why::OutcomeLine;
use crate::field;

/// Whether a structure is broken by a single blow against its rating.
pub fn rated(kind: StructureKind) -> bool {
    matches!(
        kind,
        StructureKind::Object { .. } | StructureKind::SandarticusObject { .. }
    )
}

/// What struck the object and how hard.
#[derive(Debug, Clone, PartialEq)]
struct BlowForm {
    /// Jersey Shore: a cannon ball rather than small arms.
    artillery: bool,
    /// Sandarticus: the weapon, and for a missile the third of its cord.
    weapon: Weapon,
    third: Third,
    /// The damage of the blow: the table's, unless the player changed it.
    damage: u32,
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
    let house = store.house;
    let form = RwSignal::new(BlowForm {
        artillery: false,
        weapon: WEAPONS[0].weapon,
        third: Third::Close,
        damage: 1,
    });
    // The weapon's own damage, from the battle's tables: what a blow of it does before the player changes it.
    let table_damage = Memo::new(move |_| -> Result<u32, String> {
        let (artillery, weapon, third) = form.with(|f| (f.artillery, f.weapon, f.third));
        house.with(|h| match kind {
            StructureKind::SandarticusObject { .. } => blow_damage(weapon, third, &h.sandarticus)
                .map(u32::from)
                .map_err(|e| e.to_string()),
            _ => Ok(if artillery {
                h.jersey_shore.weapons.cannon.damage
            } else {
                h.jersey_shore.weapons.musket.damage
            }),
        })
    });
    Effect::new(move |_| {
        if let Ok(d) = table_damage.get() {
            form.update(|f| f.damage = d.min(MAX_DAMAGE));
        }
    });
    let check = Memo::new(move |_| -> Result<DamageCheck, String> {
        let (artillery, d) = form.with(|f| (f.artillery, f.damage));
        match kind {
            StructureKind::Object { object } => {
                let ammo = if artillery {
                    Ammunition::Artillery
                } else {
                    Ammunition::SmallArms
                };
                house
                    .with(|h| damage_object(object, d, ammo, &h.jersey_shore))
                    .map_err(|e| e.to_string())
            }
            _ => {
                table_damage.get()?;
                Ok(check_damage(d, rating, format!("the {}", kind.describe())))
            }
        }
    });
    let pending = move || {
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
            let weapons = WEAPONS
                .iter()
                .map(|w| (w.weapon, w.name.to_string()))
                .collect::<Vec<_>>();
            let thirds = Third::ALL
                .iter()
                .map(|&t| (t, t.name().to_string()))
                .collect::<Vec<_>>();
            let missile = move || {
                let w = form.with(|f| f.weapon);
                house.with(|h| range(w, &h.sandarticus).is_some())
            };
            view! {
                <Pick label="Weapon that struck it" options=weapons value=field!(form => weapon) id=format!("weapon-s{k}") />
                <Show when=missile>
                    <Pick label="Third of the cord" options=thirds.clone() value=field!(form => third) id=format!("third-s{k}") />
                </Show>
            }
            .into_any()
        }
        _ => {
            let options = vec![
                (false, "Small arms".to_string()),
                (true, "Artillery".to_string()),
            ];
            view! { <Segmented label="What hit it" options=options value=field!(form => artillery) id="ammo" /> }
                .into_any()
        }
    };
    view! {
        <div class="resolve-panel" data-testid=format!("resolve-panel-s{k}")>
            <div class="resolve-answer">
                <p class="problem" role="alert" data-testid=format!("object-error-s{k}")>{move || check.get().err()}</p>
                {move || pending().map(|p| {
                    let label = if p.events.is_empty() { "It holds: close" } else { "Apply to the table" };
                    view! {
                        <OutcomeLine summary=p.summary rule=p.rule />
                        <button type="button" class="primary" data-testid=format!("apply-s{k}") on:click=apply>{label}</button>
                    }
                })}
            </div>
            {what_hit}
            <CountField label="Damage of the blow" value=field!(form => damage) min=0 max=MAX_DAMAGE id=format!("blow-s{k}") />
            <button type="button" class="quiet" on:click=move |_| close.run(())>"Close"</button>
        </div>
    }
    .into_any()
}
