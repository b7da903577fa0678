//! Stay or retreat: where both men of a pair missed, each side chooses in secret, group by group of at most
//! ten, and the choices are shown together.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::roman_war::melee::{
    Aftermath, Choice as StayOrRetreat, decision_groups, stay_or_retreat,
};
use rules::roman_war::movement::{Ground, Mover, retreat_distance};
use rules::roman_war::troops::Troop;

use super::super::{MAX, RwForm, house};
use crate::components::bind::Bind;
use crate::components::count_field::CountField;
use crate::components::segmented::{Segmented, options};
use crate::field;

/// One side's choice for one group, kept in the form's list of choices (a group past its end stays).
#[derive(Clone, Copy)]
struct GroupChoice {
    form: RwSignal<RwForm>,
    group: usize,
    side: usize,
}

impl GroupChoice {
    fn read(&self, f: &RwForm) -> StayOrRetreat {
        f.melee
            .stay
            .get(self.group)
            .map_or(StayOrRetreat::Stay, |c| c[self.side])
    }
}

impl Bind<StayOrRetreat> for GroupChoice {
    fn value(&self) -> StayOrRetreat {
        self.form.with(|f| self.read(f))
    }

    fn value_untracked(&self) -> StayOrRetreat {
        self.form.with_untracked(|f| self.read(f))
    }

    fn put(&self, value: StayOrRetreat) {
        if self.value_untracked() != value {
            self.form.update(|f| {
                let stay = &mut f.melee.stay;
                if stay.len() <= self.group {
                    stay.resize(self.group + 1, [StayOrRetreat::Stay; 2]);
                }
                stay[self.group][self.side] = value;
            });
        }
    }
}

#[component]
pub fn StayOrGo(form: RwSignal<RwForm>, head: ViewFn) -> impl IntoView {
    let house = house();
    let fighters = field!(form => melee.fighters);
    let troops = [0, 1].map(|i| field!(form, i = i => melee.sides[i].troop));
    let groups =
        Computed::new(move || decision_groups(fighters.get() as i64).map_err(|e| e.to_string()));
    let back = move |t: Troop| {
        let h = &house.get().roman_war;
        retreat_distance(Mover::of(t, h), Ground::Level, h)
            .map(rules::text::measure)
            .unwrap_or_default()
    };
    let row = move |group: usize, n: usize, size: u32| {
        let [a, d] = [0, 1].map(|side| GroupChoice { form, group, side });
        let result = move || {
            let after = stay_or_retreat(a.value(), d.value());
            let dist = match after {
                Aftermath::AttackersRetreat => {
                    format!(" ({} in on level ground)", back(troops[0].get()))
                }
                Aftermath::DefendersRetreat => {
                    format!(" ({} in on level ground)", back(troops[1].get()))
                }
                _ => String::new(),
            };
            format!("{}{dist}", after.describe())
        };
        view! {
            <fieldset class="group">
                <legend>{format!("Group {} of {n}: {size} men", group + 1)}</legend>
                <p class="big-line" aria-live="polite" data-testid="aftermath">{result}</p>
                <Segmented label="Attackers choose" value=a options={options::<StayOrRetreat>()} />
                <Segmented label="Defenders choose" value=d options={options::<StayOrRetreat>()} />
            </fieldset>
        }
    };
    let list = move || match groups.get() {
        Err(e) => view! { <p class="problem" role="alert">{e}</p> }.into_any(),
        Ok(g) => {
            let n = g.len();
            let plural = if n == 1 { "" } else { "s" };
            view! {
                <p class="big-line" data-testid="melee-groups">
                    {format!("Where both missed, each side decides in secret, in {n} group{plural} of at most 10.")}
                </p>
                {g.into_iter().enumerate().map(|(i, size)| row(i, n, size)).collect_view()}
            }
            .into_any()
        }
    };
    view! {
        <section class="tab-body" aria-label="Melee">
            <div class="answer stay-or-go">{list}</div>
            {head.run()}
            <CountField label="Men still fighting on one side" value=fighters min=0 max=MAX id="melee-fighters" />
        </section>
    }
}
