//! The dice tray: pools of d6 in colour groups, 2d6, a coin and the scatter die, with virtual or real dice,
//! and a history that survives a reload.

use leptos::prelude::*;
use rules::dice::{self, Coin, Colour, FACES, MAX_POOL, PoolRoll, PoolSpec, TwoD6, colour_label};
use rules::odds::p_two_d6_at_least;
use rules::sandy_hook::scatter::{Scatter, ScatterReading};
use rules::saved::history::{Entry, History, Rolled};
use rules::tray::{TrayReport, report};

use crate::components::count_field::CountField;
use crate::components::report_view::ReportView;
use crate::notices::use_notices;
use crate::rng::browser_rng;
use crate::settings::use_settings;
use crate::storage;
use rules::text::capitalise;
use rules::text::percent;

pub const HISTORY_KEY: &str = "sandtable.history";

/// What the tray holds between screens: counts typed, faces tapped in, the last results.
#[derive(Clone, Copy)]
pub struct TrayState {
    pub counts: [RwSignal<u32>; 6],
    pub errors: [RwSignal<Option<String>>; 6],
    pub real: RwSignal<bool>,
    /// Real dice: how many of each face per colour.
    pub faces: RwSignal<[[u32; 6]; 6]>,
    pub picked: RwSignal<Colour>,
    pub target: RwSignal<u8>,
    pub report: RwSignal<Option<TrayReport>>,
    pub problem: RwSignal<Option<String>>,
    pub two_d6: RwSignal<Option<TwoD6>>,
    pub coin: RwSignal<Option<Coin>>,
    pub scatter: RwSignal<Option<Scatter>>,
    pub history: RwSignal<History>,
    history_writable: StoredValue<bool>,
}

impl TrayState {
    pub fn new() -> TrayState {
        let notices = use_notices();
        let loaded = storage::load(HISTORY_KEY, "roll history", History::decode);
        if let Some(p) = loaded.problem {
            notices.push(p, true);
        }
        let state = TrayState {
            counts: std::array::from_fn(|i| RwSignal::new(if i == 0 { 10 } else { 0 })),
            errors: std::array::from_fn(|_| RwSignal::new(None)),
            real: RwSignal::new(false),
            faces: RwSignal::new([[0; 6]; 6]),
            picked: RwSignal::new(Colour::Red),
            target: RwSignal::new(4),
            report: RwSignal::new(None),
            problem: RwSignal::new(None),
            two_d6: RwSignal::new(None),
            coin: RwSignal::new(None),
            scatter: RwSignal::new(None),
            history: RwSignal::new(loaded.value),
            history_writable: StoredValue::new(loaded.writable),
        };
        // Another tab rolled: show its history too, rather than overwrite it with ours.
        let _ = window_event_listener(leptos::ev::storage, move |ev: web_sys::StorageEvent| {
            if ev.key().as_deref() == Some(HISTORY_KEY)
                && let Some(text) = ev.new_value()
                && let Ok(h) = History::decode(&text)
            {
                state.history.set(h);
            }
        });
        state
    }

    fn spec(&self) -> PoolSpec {
        PoolSpec {
            counts: self.counts.map(|c| c.get_untracked()),
        }
    }

    fn record(&self, rolled: Rolled) {
        self.history.update(|h| {
            h.push(Entry {
                at_ms: js_sys::Date::now() as u64,
                rolled,
            })
        });
        if !self.history_writable.get_value() {
            return;
        }
        if let Err(e) = storage::save(HISTORY_KEY, &self.history.get_untracked().encode()) {
            use_notices().push(e.to_string(), false);
        }
    }

    fn roll_pool(&self) {
        if let Some(e) = self.errors.iter().find_map(|e| e.get_untracked()) {
            self.problem.set(Some(e));
            return;
        }
        match dice::roll_pool(&self.spec(), &mut browser_rng()) {
            Ok(roll) => self.show(roll, false),
            Err(e) => self.problem.set(Some(e.to_string())),
        }
    }

    fn read_real(&self) {
        let faces = self.faces.get_untracked();
        let groups = Colour::ALL
            .into_iter()
            .map(|c| {
                let per_face = faces[c as usize];
                let list = (1..=FACES)
                    .flat_map(|f| std::iter::repeat_n(f, per_face[(f - 1) as usize] as usize))
                    .collect();
                (c, list)
            })
            .collect();
        match PoolRoll::from_faces(groups) {
            Ok(roll) => self.show(roll, true),
            Err(e) => self.problem.set(Some(e.to_string())),
        }
    }

    fn show(&self, roll: PoolRoll, real: bool) {
        let target = self.target.get_untracked();
        self.problem.set(None);
        self.report.set(Some(report(&roll, target)));
        show_report();
        buzz();
        self.record(Rolled::Pool { roll, target, real });
    }
}

impl Default for TrayState {
    fn default() -> Self {
        TrayState::new()
    }
}

/// Brings the result into view once it has been drawn: the player tapped Roll at the bottom of the screen.
fn show_report() {
    request_animation_frame(|| {
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("[data-testid=report]").ok().flatten())
        {
            el.scroll_into_view();
        }
    });
}

/// A short vibration on a roll, where the phone supports it and the player has not asked for less motion.
fn buzz() {
    let Some(w) = web_sys::window() else { return };
    let reduced = w
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches());
    if !reduced {
        let _ = w.navigator().vibrate_with_duration(30);
    }
}

#[component]
pub fn DiceScreen() -> impl IntoView {
    let tray = use_context::<TrayState>().unwrap_or_default();
    let real = tray.real;
    view! {
        <div class="screen dice-screen">
            <div class="segmented" role="group" aria-label="Dice">
                <button type="button" aria-pressed=move || (!real.get()).to_string()
                    on:click=move |_| real.set(false)>"Roll in the app"</button>
                <button type="button" aria-pressed=move || real.get().to_string()
                    on:click=move |_| real.set(true)>"Real dice"</button>
            </div>
            <p class="problem" role="alert">{move || tray.problem.get()}</p>
            {move || tray.report.get().map(|r| view! { <ReportView report=r /> })}
            // Both entries stay built and one is hidden: switching keeps what was typed, and costs less code
            // than building views on the fly.
            <PoolEntry tray=tray />
            <RealDiceEntry tray=tray />
            <TargetPicker tray=tray />
            <SmallDice tray=tray />
            <HistoryList tray=tray />
            <div class="thumb-bar">
                <button type="button" class="primary" data-testid="read-real" hidden=move || !real.get()
                    on:click=move |_| tray.read_real()>"Read my dice"</button>
                <button type="button" class="primary" data-testid="roll" hidden=move || real.get()
                    on:click=move |_| tray.roll_pool()>
                    {move || format!("Roll {} dice", tray.counts.iter().map(|c| c.get()).sum::<u32>())}
                </button>
            </div>
        </div>
    }
}

#[component]
fn PoolEntry(tray: TrayState) -> impl IntoView {
    let fields = Colour::ALL
        .into_iter()
        .map(|c| {
            let i = c as usize;
            view! {
                <CountField label=colour_label(c) chip=(c.name(), c.letter()) value=tray.counts[i]
                    error=tray.errors[i] min=0 max=MAX_POOL id=format!("count-{}", c.name()) />
            }
        })
        .collect_view();
    let clear = move |_| {
        for (i, c) in tray.counts.iter().enumerate() {
            tray.errors[i].set(None);
            c.set(0);
        }
    };
    view! {
        <section class="pool" aria-label="Dice to roll" hidden=move || tray.real.get()>
            {fields}
            <button type="button" class="quiet" on:click=clear>"Set all to 0"</button>
        </section>
    }
}

#[component]
fn RealDiceEntry(tray: TrayState) -> impl IntoView {
    let chips = Colour::ALL
        .into_iter()
        .map(|c| {
            let n = move || tray.faces.get()[c as usize].iter().sum::<u32>();
            view! {
                <button type="button" class=format!("chip-tab chip-{}", c.name())
                    aria-pressed=move || (tray.picked.get() == c).to_string()
                    on:click=move |_| tray.picked.set(c)>
                    <span class="letter">{c.letter()}</span>
                    <span class="n">{n}</span>
                    <span class="sr-only">{format!("{} dice", c.name())}</span>
                </button>
            }
        })
        .collect_view();
    let faces = (1..=FACES)
        .map(|f| {
            let idx = (f - 1) as usize;
            let count = move || tray.faces.get()[tray.picked.get() as usize][idx];
            let change = move |d: i64| {
                let c = tray.picked.get_untracked() as usize;
                tray.faces.update(|all| {
                    let total: u32 = all.iter().flatten().sum();
                    let v = all[c][idx] as i64 + d;
                    if v >= 0 && (d < 0 || total < MAX_POOL) {
                        all[c][idx] = v as u32;
                    }
                });
            };
            view! {
                <div class="face-cell">
                    <button type="button" class="face-add" data-testid=format!("face-{f}")
                        aria-label=move || format!("Add a {f}: {} so far", count())
                        on:click=move |_| change(1)>
                        <span class="pip">{f}</span>
                        <span class="times">{move || format!("\u{d7}{}", count())}</span>
                    </button>
                    <button type="button" class="face-less" aria-label=format!("Take away a {f}")
                        on:click=move |_| change(-1)>"\u{2212}"</button>
                </div>
            }
        })
        .collect_view();
    let clear = move |_| tray.faces.set([[0; 6]; 6]);
    view! {
        <section class="real" aria-label="Real dice" hidden=move || !tray.real.get()>
            <p class="hint">"Roll your own dice, pick their colour, then tap each face as many times as it came up."</p>
            <div class="chip-tabs" role="group" aria-label="Colour">{chips}</div>
            <div class="face-grid">{faces}</div>
            <button type="button" class="quiet" on:click=clear>"Clear all faces"</button>
        </section>
    }
}

#[component]
fn TargetPicker(tray: TrayState) -> impl IntoView {
    let buttons = (2..=FACES)
        .map(|t| {
            view! {
                <button type="button" aria-pressed=move || (tray.target.get() == t).to_string()
                    on:click=move |_| {
                        tray.target.set(t);
                        // Re-read the dice on the table against the new target.
                        if let Some(r) = tray.report.get_untracked() {
                            let groups = r.groups.iter().map(|g| (g.colour, g.counts.faces_high_first())).collect();
                            if let Ok(roll) = PoolRoll::from_faces(groups) {
                                tray.report.set(Some(report(&roll, t)));
                            }
                        }
                    }>{format!("{t}+")}</button>
            }
        })
        .collect_view();
    view! {
        <div class="target">
            <span id="target-label">"Count dice showing"</span>
            <div class="segmented small" role="group" aria-labelledby="target-label">{buttons}</div>
        </div>
    }
}

#[component]
fn SmallDice(tray: TrayState) -> impl IntoView {
    let settings = use_settings();
    let reading = move || settings.settings.get().house.sandy_hook.scatter;
    let roll_2d6 = move |_| {
        let r = TwoD6::roll(&mut browser_rng());
        tray.two_d6.set(Some(r));
        buzz();
        tray.record(Rolled::TwoD6 { roll: r });
    };
    let flip = move |_| {
        let c = Coin::flip(&mut browser_rng());
        tray.coin.set(Some(c));
        buzz();
        tray.record(Rolled::Coin { coin: c });
    };
    let scatter = move |_| {
        let r = reading();
        let s = Scatter::roll(r, &mut browser_rng());
        tray.scatter.set(Some(s));
        buzz();
        tray.record(Rolled::Scatter {
            scatter: s,
            reading: r,
        });
    };
    let two_d6_text = move || {
        tray.two_d6.get().map(|r| {
            let t = r.total() as i64;
            format!(
                "{} + {} = {}. Scoring {t} or more: {}",
                r.dice[0],
                r.dice[1],
                r.total(),
                percent(p_two_d6_at_least(t))
            )
        })
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
                <button type="button" class="secondary" data-testid="roll-2d6" on:click=roll_2d6>"2d6"</button>
                <p class="small-result" data-testid="two-d6-result" aria-live="polite">{two_d6_text}</p>
            </div>
            <div class="small-row">
                <button type="button" class="secondary" data-testid="flip" on:click=flip>"Coin"</button>
                <p class="small-result" aria-live="polite">
                    {move || tray.coin.get().map(|c| format!("{}!", capitalise(c.name())))}
                </p>
            </div>
            <div class="small-row">
                <button type="button" class="secondary" data-testid="scatter" on:click=scatter>"Scatter"</button>
                <div class="small-result" aria-live="polite">
                    {move || tray.scatter.get().map(|s| view! { <ScatterPicture scatter=s /> <p>{s.describe()}</p> })}
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
#[component]
pub fn ScatterPicture(scatter: Scatter) -> impl IntoView {
    let (x, y) = match scatter {
        Scatter::DirectHit | Scatter::Reroll => (50, 40),
        Scatter::Short => (50, 70),
        Scatter::Over => (50, 10),
        Scatter::Left => (20, 40),
        Scatter::Right => (80, 40),
    };
    view! {
        <svg class="scatter-pic" viewBox="0 0 100 100" role="img"
            aria-label=format!("The cup lands: {}", scatter_word(scatter))>
            <circle cx="50" cy="40" r="4" class="aim" />
            <circle cx=x cy=y r="12" class="cup" />
            <rect x="44" y="88" width="12" height="8" class="gun" />
        </svg>
    }
}

#[component]
fn HistoryList(tray: TrayState) -> impl IntoView {
    let items = move || {
        tray.history
            .get()
            .entries()
            .iter()
            .map(|e| {
                let when = js_sys::Date::new(&(e.at_ms as f64).into());
                let time = format!("{:02}:{:02}", when.get_hours(), when.get_minutes());
                view! { <li><span class="when">{time}</span>" "{e.summary()}</li> }
            })
            .collect_view()
    };
    let count = move || tray.history.get().entries().len();
    let clear = move |_| {
        tray.history.update(|h| h.clear());
        if tray.history_writable.get_value() {
            let _ = storage::save(HISTORY_KEY, &tray.history.get_untracked().encode());
        }
    };
    view! {
        <details class="history" data-testid="history">
            <summary>{move || format!("Last rolls ({})", count())}</summary>
            <ol>{items}</ol>
            <button type="button" class="quiet" hidden=move || { count() == 0 } on:click=clear>"Clear history"</button>
        </details>
    }
}
