//! "Resolve here" for a structure in a Roman War Rules battle: artillery on a wall, tower, bridge or building,
//! a ram at a gate, or men at the drawbridge chains, rolled and applied to the table in one tap.

/// Rated objects (Jersey Shore, Sandarticus) live beside the siege structures: declared here because the
/// battle module's own list is being edited elsewhere.
pub mod object_blow;

use leptos::prelude::*;
use rules::battle::Integrity;
use rules::battle::{StructureId, StructureKind, UnitId, outcomes};
use rules::mechanism::DiceRequest;
use rules::mechanism::Staged;
use rules::roman_war::siege::{Battering, Chain, Drawbridge};
use rules::roman_war::structures::{Bombardment, Target};

use super::resolve::{Pending, ResolveFoot, choice, field, num, staged};
use super::store::BattleStore;
use super::tracker::with_state;

/// What can be rolled against a structure of this kind; `None` for rated objects, whose single blows have
/// their own panel (`object_blow`).
fn target_of(kind: StructureKind) -> Option<Target> {
    match kind {
        StructureKind::Fixed { fixed } => Some(Target::Fixed(fixed)),
        StructureKind::Building { storeys } => Some(Target::Building {
            storeys: i64::from(storeys),
        }),
        _ => None,
    }
}

/// Whether the structure has a Roman War Rules mechanism to resolve here.
pub fn resolvable(kind: StructureKind) -> bool {
    target_of(kind).is_some() || matches!(kind, StructureKind::Gate | StructureKind::Drawbridge)
}

#[component]
pub fn StructureResolve(store: BattleStore, id: StructureId, close: Callback<()>) -> impl IntoView {
    let k = usize::from(id.0);
    let tid = move |what: &str| format!("{what}-s{k}");
    let info = with_state(store, |s| {
        s.structures
            .get(k)
            .map(|st| (st.kind, st.integrity, st.owner))
    });
    let Some((kind, integrity, owner)) = info else {
        return ().into_any();
    };
    // Units that may stand on it: its holder's, or anyone's if nobody holds it.
    let on_it = with_state(store, |s| {
        s.units
            .iter()
            .enumerate()
            .filter(|(_, u)| owner.is_none_or(|o| u.side == o) && !u.status.is_out())
            .map(|(n, u)| (UnitId(n as u16), u.label().to_string(), u.men))
            .collect::<Vec<_>>()
    });
    let on_it = StoredValue::new(on_it);
    let house = move || store.house.get();
    let shots = RwSignal::new(String::from("1"));
    let men = RwSignal::new(String::from(match kind {
        StructureKind::Gate => "5",
        _ => "2",
    }));
    let men_b = RwSignal::new(String::from("2"));
    let on_unit = RwSignal::new(0usize);
    let on_men = RwSignal::new(String::from("0"));
    let pending = RwSignal::new(None::<Pending>);
    let error = RwSignal::new(None::<String>);
    let faces_so_far = RwSignal::new(Vec::<u8>::new());
    let points_left = match integrity {
        Integrity::Points { left, .. } => i64::from(left),
        _ => 0,
    };
    let chains_before = match integrity {
        Integrity::Chains { broken } => broken,
        _ => [false, false],
    };

    let bombardment = move || -> Result<Bombardment, String> {
        Ok(Bombardment {
            target: target_of(kind).ok_or("Nothing to shoot at here.")?,
            points_left,
            shots: i64::from(num(&shots.get())?),
        })
    };
    let battering = move || -> Result<Battering, String> {
        Ok(Battering {
            men: i64::from(num(&men.get())?),
        })
    };
    let drawbridge = move || -> Result<Drawbridge, String> {
        let chain = |text: &str, broken: bool| -> Result<Chain, String> {
            Ok(Chain {
                men: if broken { 0 } else { i64::from(num(text)?) },
                broken,
            })
        };
        Ok(Drawbridge {
            chains: [
                chain(&men.get(), chains_before[0])?,
                chain(&men_b.get(), chains_before[1])?,
            ],
        })
    };
    let request = Memo::new(move |_| -> Result<DiceRequest, String> {
        let h = house();
        let so_far = faces_so_far.get();
        let e = |x: rules::error::RulesError| x.to_string();
        match kind {
            StructureKind::Gate => battering()?.next_dice((), &so_far).map_err(e),
            StructureKind::Drawbridge => drawbridge()?.next_dice((), &so_far).map_err(e),
            _ => bombardment()?.next_dice(&h.roman_war, &so_far).map_err(e),
        }
    });
    Effect::new(move |_| {
        shots.track();
        men.track();
        men_b.track();
        faces_so_far.set(Vec::new());
        pending.set(None);
    });
    let resolve_with = move |faces: Vec<u8>| {
        let h = house();
        let result: Result<Option<Pending>, String> = (|| match kind {
            StructureKind::Gate => Ok(staged(&battering()?, (), faces_so_far, faces)?
                .map(|o| Pending::of(&o, outcomes::battering(&o, id)))),
            StructureKind::Drawbridge => Ok(staged(&drawbridge()?, (), faces_so_far, faces)?
                .map(|o| Pending::of(&o, outcomes::drawbridge(&o, id, chains_before)))),
            _ => {
                let men_on_it =
                    match on_it.with_value(|l| l.get(on_unit.get_untracked()).map(|x| x.0)) {
                        Some(u) => vec![(u, num(&on_men.get_untracked())?)],
                        None => Vec::new(),
                    };
                Ok(staged(&bombardment()?, &h.roman_war, faces_so_far, faces)?
                    .map(|o| Pending::of(&o, outcomes::bombardment(&o, id, &men_on_it))))
            }
        })();
        match result {
            Ok(p) => {
                error.set(None);
                pending.set(p);
            }
            Err(e) => error.set(Some(e)),
        }
    };
    let on_faces = Callback::new(resolve_with);
    let dice = Signal::derive(move || request.get().unwrap_or(DiceRequest::Nothing));
    let apply = move |_| {
        if let Some(p) = pending.get_untracked() {
            if !p.events.is_empty() {
                store.record(p.events);
                if store.problem.get_untracked().is_some() {
                    return;
                }
            }
            pending.set(None);
            close.run(());
        }
    };
    let form = match kind {
        StructureKind::Gate => view! {
            {field("Men on the ram", men, tid("ram-men"))}
        }
        .into_any(),
        StructureKind::Drawbridge => view! {
            {(!chains_before[0]).then(|| field("Men on the first chain", men, tid("chain-1")))}
            {(!chains_before[1]).then(|| field("Men on the second chain", men_b, tid("chain-2")))}
        }
        .into_any(),
        _ => {
            let mut names = vec!["Nobody".to_string()];
            names.extend(on_it.with_value(|l| l.iter().map(|x| x.1.clone()).collect::<Vec<_>>()));
            // Index 0 is "nobody": the units start at 1.
            let pick = RwSignal::new(0usize);
            Effect::new(move |_| {
                let p = pick.get();
                on_unit.set(p.wrapping_sub(1));
                let m = on_it.with_value(|l| l.get(p.wrapping_sub(1)).map_or(0, |x| x.2));
                on_men.set(m.to_string());
            });
            view! {
                {field("Shots that landed on it", shots, tid("shots"))}
                {choice("Men on or in it", names, pick, tid("on-it"))}
                <Show when=move || { pick.get() > 0 }>{field("How many of them", on_men, tid("on-men"))}</Show>
            }
            .into_any()
        }
    };
    view! {
        <div class="resolve-panel" data-testid=format!("resolve-panel-s{k}")>
            {form}
            <ResolveFoot request=request error=error pending=pending on_faces=on_faces dice=dice
                apply=Callback::new(apply) close=close testid=format!("s{k}") />
        </div>
    }
    .into_any()
}
