//! "Resolve here" for one blow on a rated object: a Jersey Shore door, wagon, wall or house, or a Sandarticus
//! engine, cart or gate. Damage at or above the rating breaks it. The damage is the weapon's damage factor
//! from the tables, not a roll (the shot's 2d6 only decides whether it landed), so the panel fills it in from
//! the battle's own weapon tables and lets the player change it.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::{Integrity, StructureId, StructureKind, outcomes};
use rules::jersey_shore::objects::{self, Ammunition, MAX_DAMAGE, damage_object};
use rules::mechanism::Explained;
use rules::sandarticus::armour::RULE_ARMOUR;
use rules::sandarticus::weapons::{WEAPONS, blow_damage, range};
use rules::sandy_hook::armour::{DamageCheck, check_damage};
use rules::sandy_hook::cords::Third;

use super::super::desk::{Desk, indexed, nth};
use super::super::store::with_state;
use super::frame::{Pending, answer_view};
use super::lists::thirds;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::toggle::Toggle;
use crate::field;

/// The panel for a blow on a rated object that still stands; `None` for any other structure.
pub fn object_panel(desk: Desk, id: StructureId) -> Option<AnyView> {
    let k = usize::from(id.0);
    let (kind, integrity) = with_state(desk.store, |s| {
        s.structures.get(k).map(|st| (st.kind, st.integrity))
    })?;
    let Integrity::Rating {
        rating,
        destroyed: false,
    } = integrity
    else {
        return None;
    };
    let form = desk.form;
    let house = desk.store.house;
    let sandarticus = matches!(kind, StructureKind::SandarticusObject { .. });
    // The weapon's own damage, from the battle's tables: what a blow of it does before the player changes it.
    let table_damage = Computed::new(move || -> Result<u32, String> {
        let (artillery, weapon, third) =
            form.with(|f| (f.structure.artillery, f.structure.weapon, f.structure.third));
        house.with(|h| {
            if sandarticus {
                let w = nth(&WEAPONS, weapon).weapon;
                blow_damage(w, nth(&Third::ALL, third), &h.sandarticus)
                    .map(u32::from)
                    .map_err(|e| e.to_string())
            } else if artillery {
                Ok(h.jersey_shore.weapons.cannon.damage)
            } else {
                Ok(h.jersey_shore.weapons.musket.damage)
            }
        })
    });
    Effect::new(move |_| {
        if let Ok(d) = table_damage.get() {
            form.update(|f| f.structure.damage = d.min(MAX_DAMAGE));
        }
    });
    let check = Computed::new(move || -> Result<DamageCheck, String> {
        let (artillery, d) = form.with(|f| (f.structure.artillery, f.structure.damage));
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
    let answer = move || {
        let c = check.get().ok()?;
        let p = Pending {
            summary: c.summary(),
            rule: if sandarticus {
                RULE_ARMOUR
            } else {
                objects::RULE
            },
            events: outcomes::object_hit(&c, id),
        };
        Some(answer_view(desk, p, &format!("s{k}"), "It holds: close"))
    };
    let what_hit = if sandarticus {
        let weapons = indexed(WEAPONS.iter().map(|w| w.name.to_string()));
        let missile = Computed::new(move || {
            let w = nth(&WEAPONS, form.with(|f| f.structure.weapon)).weapon;
            house.with(|h| range(w, &h.sandarticus).is_some())
        });
        view! {
            <Pick label="Weapon that struck it" options=weapons value=field!(form => structure.weapon) id=format!("weapon-s{k}") />
            {move || missile.get().then(|| view! {
                <Pick label="Third of the cord" options=thirds() value=field!(form => structure.third) id=format!("third-s{k}") />
            })}
        }
        .into_any()
    } else {
        view! { <Toggle label="Artillery (not small arms)" value=field!(form => structure.artillery) id="artillery" /> }
            .into_any()
    };
    Some(
        view! {
            <div class="resolve-answer">
                <p class="problem" role="alert" data-testid=format!("object-error-s{k}")>{move || check.get().err()}</p>
                {answer}
            </div>
            {what_hit}
            <CountField label="Damage of the blow" value=field!(form => structure.damage) min=0 max=MAX_DAMAGE id=format!("blow-s{k}") />
        }
        .into_any(),
    )
}
