//! Who moves first in a new battle: a coin tossed in the app or a real one tapped in, then the winner's
//! choice.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::SideId;
use rules::dice::Coin;
use rules::mechanism::DiceRequest;

use super::form::SetupForm;
use crate::components::roll_panel::RollPanel;
use crate::components::segmented::Segmented;
use crate::field;

#[component]
pub fn FirstMover(form: RwSignal<SetupForm>) -> impl IntoView {
    let names = Computed::new(move || form.with(SetupForm::names));
    let on_coin = Callback::new(move |faces: Vec<u8>| {
        let coin = if faces.first() == Some(&1) {
            Coin::Heads
        } else {
            Coin::Tails
        };
        form.update(|f| {
            f.toss = Some(SideId::toss_winner(coin));
            f.first = None;
        });
    });
    let toss_text = move || {
        let winner = form.with(|f| f.toss)?;
        Some(format!(
            "{} won the toss: they choose who moves first.",
            names.get()[winner.index()]
        ))
    };
    let choice = move || {
        let n = names.get();
        let options = SideId::BOTH
            .map(|s| (Some(s), format!("{} move first", n[s.index()])))
            .to_vec();
        view! { <Segmented label="Who moves first" options=options value=field!(form => first) id="first" /> }
    };
    view! {
        <section>
            <h3>"Who moves first"</h3>
            <p class="hint">"Heads: side A wins the toss; tails: side B."</p>
            <RollPanel request=Signal::derive(|| DiceRequest::Coins(1)) on_faces=on_coin id="toss" />
            <p data-testid="toss-result">{toss_text}</p>
            {choice}
        </section>
    }
}
