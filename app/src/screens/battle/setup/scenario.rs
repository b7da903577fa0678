//! The scenario of a new battle, with how each side wins, each condition linked to its rule.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::Scenario;

use super::form::SetupForm;
use crate::components::segmented::Segmented;
use crate::components::why::rule_href;
use crate::field;

#[component]
pub fn ScenarioSetup(form: RwSignal<SetupForm>) -> impl IntoView {
    let system = Computed::new(move || form.with(|f| f.system));
    let picker = move || {
        let options = Scenario::available(system.get())
            .into_iter()
            .enumerate()
            .map(|(i, sc)| (i, sc.name().to_string()))
            .collect::<Vec<_>>();
        view! { <Segmented label="Scenario" options=options value=field!(form => scenario) id="scenario" /> }
    };
    let text = move || {
        let (system, scenario, names) = form.with(|f| (f.system, f.scenario, f.names()));
        let list = Scenario::available(system);
        let sc = list.get(scenario).or(list.first()).copied()?;
        let conds = sc
            .conditions(system)
            .into_iter()
            .map(|c| {
                let who = match c.side {
                    Some(s) => names[s.index()].clone(),
                    None => "Either side".to_string(),
                };
                view! {
                    <li>
                        {c.house.then(|| view! { <span class="house-tag">"house rule"</span> })}
                        {format!("{who} wins when {}. ", c.reason.describe())}
                        <a class="why" href=rule_href(c.rule)>"Why?"</a>
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <p>{sc.describe(&names)}</p>
            <p class="sub">"How to win:"</p>
            <ul class="conditions" data-testid="conditions">{conds}</ul>
        })
    };
    view! {
        <section>
            <h3>"Scenario"</h3>
            {picker}
            {text}
        </section>
    }
}
