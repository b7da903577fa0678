//! "Resolve here" for a structure in a Roman War Rules battle: artillery on a wall, tower, bridge or building,
//! a ram at a gate, or men at the drawbridge chains, rolled stage by stage and applied in one tap.

use leptos::prelude::*;
use rules::battle::{Integrity, StructureId, StructureKind, UnitId, outcomes};
use rules::mechanism::Mechanism;
use rules::roman_war::Staged;
use rules::roman_war::siege::{Battering, Chain, Drawbridge};
use rules::roman_war::structures::{Bombardment, Target};

use super::super::store::{BattleStore, with_state};
use super::frame::{Pending, Resolution, ResolveFrame};
use super::jersey_shore::MAX_MEN;
use crate::components::bind::Bind;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::field;

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

/// The inputs of a siege roll.
#[derive(Debug, Clone, PartialEq)]
struct SiegeForm {
    /// Shots that landed on the wall, tower or building.
    shots: u32,
    /// Men on the ram, or on each drawbridge chain.
    men: [u32; 2],
    /// The unit on or in the structure, lost with it if it comes down.
    on_it: Option<UnitId>,
    on_men: u32,
}

/// A unit that may be on the structure: its id, name and men.
type OnIt = (UnitId, String, u32);

/// The unit on the structure, as the picker binds it: choosing one brings all its men.
#[derive(Clone, Copy)]
struct OnItField {
    form: RwSignal<SiegeForm>,
    units: StoredValue<Vec<OnIt>>,
}

impl Bind<Option<UnitId>> for OnItField {
    fn value(&self) -> Option<UnitId> {
        self.form.with(|f| f.on_it)
    }

    fn value_untracked(&self) -> Option<UnitId> {
        self.form.with_untracked(|f| f.on_it)
    }

    fn put(&self, value: Option<UnitId>) {
        let men = self
            .units
            .with_value(|l| l.iter().find(|u| Some(u.0) == value).map_or(0, |u| u.2));
        self.form.update(|f| {
            f.on_it = value;
            f.on_men = men;
        });
    }
}

#[component]
pub fn StructureResolve(store: BattleStore, id: StructureId, close: Callback<()>) -> impl IntoView {
    let k = usize::from(id.0);
    let info = with_state(store, |s| {
        s.structures
            .get(k)
            .map(|st| (st.kind, st.integrity, st.owner))
    });
    let Some((kind, integrity, owner)) = info else {
        return ().into_any();
    };
    // Units that may stand on it: its holder's, or anyone's if nobody holds it.
    let units = StoredValue::new(with_state(store, |s| {
        s.units
            .iter()
            .enumerate()
            .filter(|(_, u)| owner.is_none_or(|o| u.side == o) && !u.status.is_out())
            .map(|(n, u)| (UnitId(n as u16), u.label().to_string(), u.men))
            .collect::<Vec<OnIt>>()
    }));
    let form = RwSignal::new(SiegeForm {
        shots: 1,
        men: [if kind == StructureKind::Gate { 5 } else { 2 }, 2],
        on_it: None,
        on_men: 0,
    });
    let house = store.house;
    let points_left = match integrity {
        Integrity::Points { left, .. } => i64::from(left),
        _ => 0,
    };
    let chains_before = match integrity {
        Integrity::Chains { broken } => broken,
        _ => [false, false],
    };
    let battering = move || Battering {
        men: i64::from(form.with(|f| f.men[0])),
    };
    let drawbridge = move || {
        let men = form.with(|f| f.men);
        Drawbridge {
            chains: [0, 1].map(|c| Chain {
                men: if chains_before[c] {
                    0
                } else {
                    i64::from(men[c])
                },
                broken: chains_before[c],
            }),
        }
    };
    let bombardment = move || {
        target_of(kind).map(|target| Bombardment {
            target,
            points_left,
            shots: i64::from(form.with(|f| f.shots)),
        })
    };
    let next = move |faces: Vec<u8>| {
        let r = match kind {
            StructureKind::Gate => battering().next_dice((), &faces),
            StructureKind::Drawbridge => drawbridge().next_dice((), &faces),
            _ => {
                let b = bombardment().ok_or("Nothing to shoot at here.")?;
                house.with(|h| b.next_dice(&h.roman_war, &faces))
            }
        };
        r.map_err(|e| e.to_string())
    };
    let finish = move |faces: Vec<u8>| -> Result<Pending, String> {
        let e = |x: rules::error::RulesError| x.to_string();
        Ok(match kind {
            StructureKind::Gate => {
                let o = battering().resolve((), &faces).map_err(e)?;
                Pending::of(&o, outcomes::battering(&o, id))
            }
            StructureKind::Drawbridge => {
                let o = drawbridge().resolve((), &faces).map_err(e)?;
                Pending::of(&o, outcomes::drawbridge(&o, id, chains_before))
            }
            _ => {
                let b = bombardment().ok_or("Nothing to shoot at here.")?;
                let o = house.with(|h| b.resolve(&h.roman_war, &faces)).map_err(e)?;
                let on_it = form.with(|f| f.on_it.map(|u| (u, f.on_men)));
                Pending::of(&o, outcomes::bombardment(&o, id, on_it.as_slice()))
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
            <CountField label="Men on the ram" value=field!(form => men[0]) min=0 max=MAX_MEN id="ram-men" />
        }
        .into_any(),
        StructureKind::Drawbridge => view! {
            {(!chains_before[0]).then(|| view! {
                <CountField label="Men on the first chain" value=field!(form => men[0]) min=0 max=MAX_MEN id="chain-1" />
            })}
            {(!chains_before[1]).then(|| view! {
                <CountField label="Men on the second chain" value=field!(form => men[1]) min=0 max=MAX_MEN id="chain-2" />
            })}
        }
        .into_any(),
        _ => {
            let mut options = vec![(None, "Nobody".to_string())];
            options.extend(units.with_value(|l| {
                l.iter()
                    .map(|u| (Some(u.0), u.1.clone()))
                    .collect::<Vec<_>>()
            }));
            let on_it = OnItField { form, units };
            view! {
                <CountField label="Shots that landed on it" value=field!(form => shots) min=0 max=1000 id="shots" />
                <Pick label="Men on or in it" options=options value=on_it id="on-it" />
                <Show when=move || form.with(|f| f.on_it.is_some())>
                    <CountField label="How many of them" value=field!(form => on_men) min=0 max=MAX_MEN id="on-men" />
                </Show>
            }
            .into_any()
        }
    };
    view! {
        <div class="resolve-panel" data-testid=format!("resolve-panel-s{k}")>
            <ResolveFrame store=store form=form resolution=resolution close=close testid=format!("s{k}")>
                {inputs}
            </ResolveFrame>
        </div>
    }
    .into_any()
}
