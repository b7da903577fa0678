//! The other dice on the tray: 2d6 with its exact odds, a coin, and the scatter die of the cup rule.

use leptos::prelude::*;
use rules::dice::{Coin, TwoD6};
use rules::odds::two_d6;
use rules::sandy_hook::scatter::{Scatter, ScatterReading};
use rules::saved::history::Rolled;
use rules::text::percent;

use super::{TrayState, buzz};
use crate::components::odds_view::{Noun, OddsView};
use crate::rng::browser_rng;
use crate::settings::use_settings;

const ON_2D6: Noun = Noun::new("on 2d6", "on 2d6");

/// What each of the small dice last showed.
#[derive(Clone, Copy)]
struct Shown {
    two: RwSignal<Option<TwoD6>>,
    coin: RwSignal<Option<Coin>>,
    scatter: RwSignal<Option<Scatter>>,
}

#[derive(Clone, Copy)]
enum Small {
    TwoD6,
    Coin,
    Scatter,
}

/// Rolls one of the small dice, shows it, and keeps it in the history. One function for the three buttons:
/// a copy in each would weigh on the first page's download.
#[inline(never)]
fn roll_small(tray: TrayState, shown: Shown, which: Small, reading: ScatterReading) {
    let mut rng = browser_rng();
    let rolled = match which {
        Small::TwoD6 => {
            let roll = TwoD6::roll(&mut rng);
            shown.two.set(Some(roll));
            Rolled::TwoD6 { roll }
        }
        Small::Coin => {
            let coin = Coin::flip(&mut rng);
            shown.coin.set(Some(coin));
            Rolled::Coin { coin }
        }
        Small::Scatter => {
            let scatter = Scatter::roll(reading, &mut rng);
            shown.scatter.set(Some(scatter));
            Rolled::Scatter { scatter, reading }
        }
    };
    buzz();
    tray.record(rolled);
}

#[component]
pub fn SmallDice(tray: TrayState) -> impl IntoView {
    let settings = use_settings();
    let reading = move || settings.settings.get().house.sandy_hook.scatter;
    let shown = Shown {
        two: RwSignal::new(None),
        coin: RwSignal::new(None),
        scatter: RwSignal::new(None),
    };
    let (two, coin, scatter) = (shown.two, shown.coin, shown.scatter);
    let two_text = move || {
        two.get()
            .map(|r| format!("{} + {} = {}", r.dice[0], r.dice[1], r.total()))
    };
    let toggle_reading = move |_| {
        settings.update(|s| {
            s.house.sandy_hook.scatter = match s.house.sandy_hook.scatter {
                ScatterReading::LowFacesHit => ScatterReading::Literal,
                ScatterReading::Literal => ScatterReading::LowFacesHit,
            }
        })
    };
    let odds_line = move || {
        Scatter::odds(reading())
            .into_iter()
            .map(|(s, p)| format!("{} {}", scatter_word(s), percent(p)))
            .collect::<Vec<_>>()
            .join(" \u{b7} ")
    };
    view! {
        <section class="small-dice" aria-label="Other dice">
            <div class="small-row">
                <button type="button" class="secondary" data-testid="roll-2d6"
                    on:click=move |_| roll_small(tray, shown, Small::TwoD6, reading())>"2d6"</button>
                <p class="small-result" data-testid="two-d6-result" aria-live="polite">{two_text}</p>
            </div>
            <OddsView dist=Memo::new(|_| two_d6()) what=ON_2D6
                observed=Signal::derive(move || two.get().map(|r| r.total() as i64)) id="two-d6-odds" />
            <div class="small-row">
                <button type="button" class="secondary" data-testid="flip"
                    on:click=move |_| roll_small(tray, shown, Small::Coin, reading())>"Coin"</button>
                <p class="small-result" aria-live="polite">
                    {move || coin.get().map(|c| if c == Coin::Heads { "Heads!" } else { "Tails!" })}
                </p>
            </div>
            <div class="small-row">
                <button type="button" class="secondary" data-testid="scatter"
                    on:click=move |_| roll_small(tray, shown, Small::Scatter, reading())>"Scatter"</button>
                <div class="small-result" aria-live="polite">
                    {move || scatter.get().map(|s| view! { <ScatterPicture scatter=s /> <p>{s.describe()}</p> })}
                </div>
            </div>
            <div class="house-line">
                <span class="house-tag">"house rule"</span>
                <span>{move || match reading() {
                    ScatterReading::LowFacesHit => "Scatter die read as 1\u{2013}2 hit, 3 short, 4 over, 5 left, 6 right.",
                    ScatterReading::Literal => "Scatter die read as written: 5\u{2013}6 hit, 3 short, 4 over, 1\u{2013}2 roll again.",
                }}</span>
                <button type="button" class="quiet" on:click=toggle_reading>"Switch reading"</button>
                <p class="odds-line">{odds_line}</p>
            </div>
        </section>
    }
}

fn scatter_word(s: Scatter) -> &'static str {
    match s {
        Scatter::DirectHit => "hit",
        Scatter::Short => "short",
        Scatter::Over => "over",
        Scatter::Left => "left",
        Scatter::Right => "right",
        Scatter::Reroll => "again",
    }
}

/// Where the cup lands, seen from behind the gun: the target in the middle, the cup on one of five spots.
/// Written as markup: a drawing that never changes needs no view of its own.
#[component]
pub fn ScatterPicture(scatter: Scatter) -> impl IntoView {
    let (x, y) = match scatter {
        Scatter::DirectHit | Scatter::Reroll => (50, 40),
        Scatter::Short => (50, 70),
        Scatter::Over => (50, 10),
        Scatter::Left => (20, 40),
        Scatter::Right => (80, 40),
    };
    let svg = format!(
        "<svg class=\"scatter-pic\" viewBox=\"0 0 100 100\" role=\"img\" aria-label=\"The cup lands: {}\">\
         <circle cx=\"50\" cy=\"40\" r=\"4\" class=\"aim\"/><circle cx=\"{x}\" cy=\"{y}\" r=\"12\" class=\"cup\"/>\
         <rect x=\"44\" y=\"88\" width=\"12\" height=\"8\" class=\"gun\"/></svg>",
        scatter_word(scatter)
    );
    view! { <span class="scatter-wrap" inner_html=svg></span> }
}
