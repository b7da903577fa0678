//! "Resolve here" for a structure in a Roman War Rules battle: artillery on a wall, tower, bridge or building,
//! a ram at a gate, or men at the drawbridge chains, rolled stage by stage and applied in one tap.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::{Integrity, StructureId, StructureKind, UnitId, outcomes};
use rules::error::RulesError;
use rules::mechanism::Mechanism;
use rules::mechanism::Staged;
use rules::roman_war::siege::{Battering, Chain, Drawbridge};
use rules::roman_war::structures::{Bombardment, Target};

use super::super::desk::{Desk, indexed};
use super::super::store::with_state;
use super::frame::{Pending, Resolution, ResolveFrame};
use super::lists::MAX_MEN;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::field;

/// What artillery can hit in a structure of this kind: walls, towers, bridges and buildings.
fn target_of(kind: StructureKind) -> Option<Target> {
    match kind {
        StructureKind::Fixed { fixed } => Some(Target::Fixed(fixed)),
        StructureKind::Building { storeys } => Some(Target::Building {
            storeys: i64::from(storeys),
        }),
        _ => None,
    }
}

/// The siege roll of a Roman War Rules structure, if its kind has one.
pub fn siege_panel(desk: Desk, id: StructureId) -> Option<AnyView> {
    let k = usize::from(id.0);
    let (kind, integrity, owner) = with_state(desk.store, |s| {
        s.structures
            .get(k)
            .map(|st| (st.kind, st.integrity, st.owner))
    })?;
    if target_of(kind).is_none() && !matches!(kind, StructureKind::Gate | StructureKind::Drawbridge)
    {
        return None;
    }
    let form = desk.form;
    let house = desk.store.house;
    // Units that may stand on it: its holder's, or anyone's if nobody holds it. The picker's 0 is nobody.
    let on_it: Vec<(UnitId, String, u32)> = with_state(desk.store, |s| {
        s.units
            .iter()
            .enumerate()
            .filter(|(_, u)| owner.is_none_or(|o| u.side == o) && !u.status.is_out())
            .map(|(n, u)| (UnitId(n as u16), u.label().to_string(), u.men))
            .collect()
    });
    let units = StoredValue::new(on_it.iter().map(|u| (u.0, u.2)).collect::<Vec<_>>());
    // Choosing the unit on it brings all its men.
    let picked = Computed::new(move || form.with(|f| f.structure.on_it));
    Effect::new(move |prev: Option<()>| {
        let p = picked.get();
        if prev.is_some() {
            let men =
                units.with_value(|l| p.checked_sub(1).and_then(|k| l.get(k)).map_or(0, |u| u.1));
            form.update(|f| f.structure.on_men = men);
        }
    });
    let points_left = match integrity {
        Integrity::Points { left, .. } => i64::from(left),
        _ => 0,
    };
    let chains_before = match integrity {
        Integrity::Chains { broken } => broken,
        _ => [false, false],
    };
    let men = move || form.with(|f| f.structure.men);
    let battering = move || Battering {
        men: i64::from(men()[0]),
    };
    let drawbridge = move || Drawbridge {
        chains: [0, 1].map(|c| Chain {
            men: if chains_before[c] {
                0
            } else {
                i64::from(men()[c])
            },
            broken: chains_before[c],
        }),
    };
    let bombardment = move |target: Target| Bombardment {
        target,
        points_left,
        shots: i64::from(form.with(|f| f.structure.shots)),
    };
    let e = |x: RulesError| x.to_string();
    let next = move |faces: Vec<u8>| -> Result<_, String> {
        match (kind, target_of(kind)) {
            (StructureKind::Gate, _) => battering().next_dice((), &faces).map_err(e),
            (StructureKind::Drawbridge, _) => drawbridge().next_dice((), &faces).map_err(e),
            (_, Some(t)) => house
                .with(|h| bombardment(t).next_dice(&h.roman_war, &faces))
                .map_err(e),
            _ => Err("Nothing to shoot at here.".to_string()),
        }
    };
    let finish = move |faces: Vec<u8>| -> Result<Pending, String> {
        Ok(match (kind, target_of(kind)) {
            (StructureKind::Gate, _) => {
                let o = battering().resolve((), &faces).map_err(e)?;
                Pending::of(&o, outcomes::battering(&o, id))
            }
            (StructureKind::Drawbridge, _) => {
                let o = drawbridge().resolve((), &faces).map_err(e)?;
                Pending::of(&o, outcomes::drawbridge(&o, id, chains_before))
            }
            (_, t) => {
                let b = bombardment(t.ok_or("Nothing to shoot at here.")?);
                let o = house.with(|h| b.resolve(&h.roman_war, &faces)).map_err(e)?;
                let (pick, n) = form.with(|f| (f.structure.on_it, f.structure.on_men));
                let on_it =
                    units.with_value(|l| pick.checked_sub(1).and_then(|p| l.get(p).map(|u| u.0)));
                let men_on_it: Vec<(UnitId, u32)> = on_it.map(|u| (u, n)).into_iter().collect();
                Pending::of(&o, outcomes::bombardment(&o, id, &men_on_it))
            }
        })
    };
    let resolution = Resolution {
        next: Callback::new(next),
        finish: Callback::new(finish),
        forecast: None,
    };
    let inputs = match kind {
        StructureKind::Gate => view! {
            <CountField label="Men on the ram" value=field!(form => structure.men[0]) min=0 max=MAX_MEN id="ram-men" />
        }
        .into_any(),
        StructureKind::Drawbridge => view! {
            {(!chains_before[0]).then(|| view! {
                <CountField label="Men on the first chain" value=field!(form => structure.men[0]) min=0 max=MAX_MEN id="chain-1" />
            })}
            {(!chains_before[1]).then(|| view! {
                <CountField label="Men on the second chain" value=field!(form => structure.men[1]) min=0 max=MAX_MEN id="chain-2" />
            })}
        }
        .into_any(),
        _ => {
            let names = std::iter::once("Nobody".to_string()).chain(on_it.into_iter().map(|u| u.1));
            let someone = Computed::new(move || form.with(|f| f.structure.on_it > 0));
            view! {
                <CountField label="Shots that landed on it" value=field!(form => structure.shots) min=0 max=1000 id="shots" />
                <Pick label="Men on or in it" options=indexed(names) value=field!(form => structure.on_it) id="on-it" />
                {move || someone.get().then(|| view! {
                    <CountField label="How many of them" value=field!(form => structure.on_men) min=0 max=MAX_MEN id="on-men" />
                })}
            }
            .into_any()
        }
    };
    Some(
        view! {
            <ResolveFrame desk=desk resolution=resolution testid=format!("s{k}")>
                {inputs}
            </ResolveFrame>
        }
        .into_any(),
    )
}
