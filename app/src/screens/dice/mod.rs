//! The dice tray: pools of d6 in colour groups, 2d6, a coin and the scatter die, with virtual or real dice,
//! the exact odds of the pool as set before the roll, and a history that survives a reload.
//!
//! Split by what each part shows: `odds` (the answer at the top: the odds, or the roll and where it sits),
//! `pool` (how many dice of each colour, or the real dice tapped in), `small` (2d6, coin, scatter) and
//! `history`.

mod history;
mod odds;
mod pool;
mod small;

use leptos::prelude::*;
use rules::dice::{self, Colour, FACES, PoolRoll};
use rules::saved::history::{Entry, History, Rolled};

use crate::components::segmented::Segmented;
use crate::notices::use_notices;
use crate::rng::browser_rng;
use crate::storage;

pub use small::ScatterPicture;

pub const HISTORY_KEY: &str = "sandtable.history";

/// Everything the player sets on the tray, in one form: the dice of each colour, the target, and real dice.
#[derive(Debug, Clone, PartialEq)]
pub struct TrayForm {
    /// Dice to roll, per colour in `Colour::ALL` order.
    pub counts: [u32; 6],
    /// The face a die must show to count: 2+ to 6+.
    pub target: u8,
    /// Real dice: the player rolls their own and taps the faces in.
    pub real: bool,
    /// Real dice: how many of each face per colour.
    pub faces: [[u32; 6]; 6],
    /// Real dice: the colour being tapped in.
    pub picked: Colour,
}

impl Default for TrayForm {
    fn default() -> Self {
        TrayForm {
            counts: [10, 0, 0, 0, 0, 0],
            target: 4,
            real: false,
            faces: [[0; 6]; 6],
            picked: Colour::Red,
        }
    }
}

impl TrayForm {
    /// How many dice the pool as set holds.
    pub fn dice(&self) -> u32 {
        self.counts.iter().sum()
    }
}

/// The last roll of the pool, and the counts it was rolled with (none for real dice, read from the faces).
#[derive(Debug, Clone, PartialEq)]
pub struct LastRoll {
    roll: PoolRoll,
    counts: Option<[u32; 6]>,
}

/// The tray: the form, what each roll showed, and the history.
#[derive(Clone, Copy)]
pub struct TrayState {
    pub form: RwSignal<TrayForm>,
    /// Each count field's refusal of what was typed: the tray does not roll while one stands.
    pub errors: [RwSignal<Option<String>>; 6],
    last: RwSignal<Option<LastRoll>>,
    pub problem: RwSignal<Option<String>>,
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
            form: RwSignal::new(TrayForm::default()),
            errors: std::array::from_fn(|_| RwSignal::new(None)),
            last: RwSignal::new(None),
            problem: RwSignal::new(None),
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

    /// The dice of the last roll while they stand, read by `read`: a roll in the app until the counts change
    /// (the odds shown are then those of the new pool), real dice until the next are read.
    pub fn on_table<T>(&self, read: impl FnOnce(&PoolRoll) -> T) -> Option<T> {
        let counts = self.form.with(|f| f.counts);
        self.last.with(|l| {
            l.as_ref()
                .filter(|l| l.counts.is_none_or(|c| c == counts))
                .map(|l| read(&l.roll))
        })
    }

    fn record(&self, rolled: Rolled) {
        self.history.update(|h| {
            h.push(Entry {
                at_ms: js_sys::Date::now() as u64,
                rolled,
            })
        });
        self.save_history();
    }

    fn save_history(&self) {
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
        let spec = dice::PoolSpec {
            counts: self.form.with_untracked(|f| f.counts),
        };
        match dice::roll_pool(&spec, &mut browser_rng()) {
            Ok(roll) => self.show(roll, Some(spec.counts)),
            Err(e) => self.problem.set(Some(e.to_string())),
        }
    }

    fn read_real(&self) {
        let faces = self.form.with_untracked(|f| f.faces);
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
            Ok(roll) => self.show(roll, None),
            Err(e) => self.problem.set(Some(e.to_string())),
        }
    }

    /// Shows a roll: `counts` are those of a roll in the app, none for real dice.
    fn show(&self, roll: PoolRoll, counts: Option<[u32; 6]>) {
        let target = self.form.with_untracked(|f| f.target);
        self.problem.set(None);
        self.last.set(Some(LastRoll {
            roll: roll.clone(),
            counts,
        }));
        show_report();
        buzz();
        self.record(Rolled::Pool {
            roll,
            target,
            real: counts.is_none(),
        });
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
            .and_then(|d| d.query_selector("[data-testid=answer]").ok().flatten())
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
    let form = tray.form;
    let real = crate::field!(form => real);
    let target = crate::field!(form => target);
    let dice = move || form.with(TrayForm::dice);
    let targets = (2..=FACES).map(|t| (t, format!("{t}+"))).collect();
    view! {
        <div class="screen dice-screen">
            <odds::Answer tray=tray />
            <div class="target">
                <span aria-hidden="true">"Hits on"</span>
                <Segmented label="A die is a hit on" options=targets value=target id="target" />
            </div>
            <p class="problem" role="alert">{move || tray.problem.get()}</p>
            // Both entries stay built and one is hidden: switching keeps what was typed, and costs less code
            // than building views on the fly.
            <pool::PoolEntry tray=tray />
            <pool::RealDiceEntry tray=tray />
            <odds::TotalOdds tray=tray />
            <small::SmallDice tray=tray />
            <history::HistoryList tray=tray />
            <div class="thumb-bar">
                <div class="roll-row">
                    <button type="button" class="primary" data-testid="read-real" hidden=move || !real.get()
                        on:click=move |_| tray.read_real()>"Read my dice"</button>
                    <button type="button" class="primary" data-testid="roll" hidden=move || real.get()
                        on:click=move |_| tray.roll_pool()>{move || format!("Roll {} dice", dice())}</button>
                    <button type="button" class="secondary" data-testid="mode" on:click=move |_| real.set(!real.get_untracked())>
                        {move || if real.get() { "Roll in the app" } else { "Real dice" }}
                    </button>
                </div>
            </div>
        </div>
    }
}
