//! Rolling what a mechanism asks for: virtual dice with one tap, or real dice tapped in face by face.
//! Either way the faces go to the same `resolve` in `rules`.

use leptos::prelude::*;
use rules::dice::{Coin, FACES, roll_d6};
use rules::mechanism::DiceRequest;

use crate::rng::browser_rng;

/// Rolls or takes real dice for `request`, then calls `on_faces` with faces in the order the rules expect
/// (pairs for 2d6; 1 for heads and 2 for tails for coins).
#[component]
pub fn RollPanel(
    #[prop(into)] request: Signal<DiceRequest>,
    on_faces: Callback<Vec<u8>>,
    /// Test id prefix for the panel's buttons.
    #[prop(optional)]
    id: Option<&'static str>,
) -> impl IntoView {
    let real = RwSignal::new(false);
    let entered: RwSignal<Vec<u8>> = RwSignal::new(Vec::new());
    // A new request starts a fresh entry.
    Effect::new(move |_| {
        request.track();
        entered.set(Vec::new());
    });
    let id = id.unwrap_or("roll");
    let roll = move |_| {
        let req = request.get_untracked();
        let mut rng = browser_rng();
        let faces: Vec<u8> = match req {
            DiceRequest::Coins(n) => (0..n)
                .map(|_| {
                    if Coin::flip(&mut rng) == Coin::Heads {
                        1
                    } else {
                        2
                    }
                })
                .collect(),
            _ => (0..req.faces()).map(|_| roll_d6(&mut rng)).collect(),
        };
        on_faces.run(faces);
    };
    let need = move || request.get().faces();
    let is_coin = move || matches!(request.get(), DiceRequest::Coins(_));
    let add = move |f: u8| {
        entered.update(|e| {
            if e.len() < need() {
                e.push(f);
            }
        })
    };
    let pad = move || {
        if is_coin() {
            view! {
                <div class="face-pad coins">
                    <button type="button" data-testid=format!("{id}-heads") on:click=move |_| add(1)>"Heads"</button>
                    <button type="button" data-testid=format!("{id}-tails") on:click=move |_| add(2)>"Tails"</button>
                </div>
            }
            .into_any()
        } else {
            let faces = (1..=FACES)
                .map(|f| {
                    view! {
                        <button type="button" class="pad-face" data-testid=format!("{id}-face-{f}")
                            aria-label=format!("A die showing {f}") on:click=move |_| add(f)>{f}</button>
                    }
                })
                .collect_view();
            view! { <div class="face-pad">{faces}</div> }.into_any()
        }
    };
    let entered_text = move || {
        let e = entered.get();
        let shown: Vec<String> = if is_coin() {
            e.iter()
                .map(|&f| {
                    if f == 1 {
                        "H".to_string()
                    } else {
                        "T".to_string()
                    }
                })
                .collect()
        } else if matches!(request.get(), DiceRequest::TwoD6(_)) {
            e.chunks(2)
                .map(|c| {
                    c.iter()
                        .map(|f| f.to_string())
                        .collect::<Vec<_>>()
                        .join("+")
                })
                .collect()
        } else {
            e.iter().map(|f| f.to_string()).collect()
        };
        format!("{} of {} entered: {}", e.len(), need(), shown.join(" "))
    };
    let use_real = move |_| {
        let e = entered.get_untracked();
        if e.len() == need() {
            on_faces.run(e);
            entered.set(Vec::new());
        }
    };
    // One row until real dice are wanted: the roll button and the switch to real dice. The pad of faces opens
    // above it only for a player rolling their own dice, so the dock takes little of the screen.
    view! {
        <div class="roll-panel" class:real=move || real.get()>
            <Show when=move || real.get()>
                <p class="hint">{move || format!("{}, then tap each result in order.", request.get().instruction())}</p>
                {pad}
                <p class="entered" aria-live="polite">{entered_text}</p>
            </Show>
            <div class="roll-row">
                <Show when=move || real.get() fallback=move || view! {
                    <button type="button" class="primary" data-testid=id on:click=roll
                        disabled=move || need() == 0>{move || request.get().instruction()}</button>
                    <button type="button" class="secondary" data-testid=format!("{id}-real")
                        on:click=move |_| real.set(true)>"Real dice"</button>
                }>
                    <button type="button" class="quiet" on:click=move |_| entered.update(|e| { e.pop(); })>"Undo"</button>
                    <button type="button" class="primary" data-testid=format!("{id}-use")
                        disabled=move || entered.get().len() != need() on:click=use_real>"Use these dice"</button>
                    <button type="button" class="secondary" data-testid=format!("{id}-app")
                        on:click=move |_| real.set(false)>"In the app"</button>
                </Show>
            </div>
        </div>
    }
}
