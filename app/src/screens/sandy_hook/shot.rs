//! A shot's answer, as both games' shooting tabs and the ballista give it: what each shot needs and its chance,
//! how many men fall on average, the roll's result in the same place once there is one, and the exact odds.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::DiceRequest;
use rules::odds::Distribution;
use rules::rule::RuleId;
use rules::text::{average, chance, percent};

use crate::components::bind::Field;
use crate::components::odds_view::{Noun, OddsView};
use crate::components::problem::Problem;
use crate::components::roll_panel::RollPanel;
use crate::components::why::OutcomeLine;

/// What a shot comes to before anyone rolls.
#[derive(Debug, Clone, PartialEq)]
pub struct Preview {
    pub request: DiceRequest,
    pub shots: u32,
    /// What each shot needs to hit, when the dice decide a hit (the cup's landing has no score to reach).
    pub need: Option<Need>,
    /// Shots each man fires.
    pub per_man: u32,
    pub casualties: Distribution,
}

/// The score a shot needs: at least `needed`, on 2d6 or on one die (thrown weapons), with its chance.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Need {
    pub needed: i32,
    pub two_d6: bool,
    pub p_hit: f64,
}

/// A shot's preview, or why the rules refuse it.
pub type Checked = Result<Preview, String>;
/// A roll's result: the line to show and the rule behind it.
pub type Rolled = Option<(String, RuleId)>;

/// "Each shot needs 6 or more on 2d6: 72.2 %", with the impossible and the certain said plainly.
fn need_line(n: &Need) -> String {
    let Need {
        needed,
        two_d6,
        p_hit,
    } = *n;
    let (dice, low, top) = if two_d6 {
        ("2d6", 2, 12)
    } else {
        ("one die", 1, 6)
    };
    if needed > top {
        format!("No shot can hit: it would need {needed} or more on {dice}.")
    } else if needed <= low {
        format!("Every shot hits: {dice} always reach {needed}.")
    } else {
        format!(
            "Each shot needs {needed} or more on {dice}: {}",
            percent(p_hit)
        )
    }
}

/// "From 10 shots: 7.2 men fall on average; 99.9 % chance at least one falls."
fn falls_line(p: &Preview) -> String {
    let shots = if p.shots == 1 {
        "one shot".to_string()
    } else {
        format!("{} shots", p.shots)
    };
    if p.casualties.max() == 0 {
        return format!("From {shots}: no hit gets through their armour, so nobody falls.");
    }
    format!(
        "From {shots}: {} men fall on average; {}.",
        average(p.casualties.mean()),
        chance(p.casualties.p_at_least(1), "at least one falls")
    )
}

/// Each man firing several shots: his chance of at least one hit.
fn per_man_line(p: &Preview) -> Option<String> {
    let n = p.need.filter(|_| p.per_man > 1)?;
    let miss = (1.0 - n.p_hit).powi(p.per_man as i32);
    Some(format!(
        "Each man fires {} shots: {}.",
        p.per_man,
        chance(1.0 - miss, "he hits at least once")
    ))
}

/// The answer at the top of a shooting tab: the roll's result when there is one, then what each shot needs and
/// how many fall. Test ids: `need`, `falls`.
#[component]
pub fn ShotAnswer(
    #[prop(into)] checked: Signal<Checked>,
    #[prop(into)] rolled: Signal<Rolled>,
) -> impl IntoView {
    let problem = Signal::derive(move || checked.with(|c| c.as_ref().err().cloned()));
    let lines = move || {
        checked.with(|c| {
            c.as_ref().ok().map(|p| {
                view! {
                    {p.need.map(|n| view! { <p class="need" data-testid="need">{need_line(&n)}</p> })}
                    <p data-testid="falls">{falls_line(p)}</p>
                    <p>{per_man_line(p)}</p>
                }
            })
        })
    };
    view! {
        <div class="answer" data-testid="shoot-answer">
            {move || rolled.get().map(|(s, r)| view! { <OutcomeLine summary=s rule=r /> })}
            {lines}
            <Problem text=problem id="shoot-problem" />
        </div>
    }
}

/// The exact chances of each number of men falling, when any can.
#[component]
pub fn CasualtyOdds(#[prop(into)] checked: Signal<Checked>, id: &'static str) -> impl IntoView {
    let dist = Computed::new(move || {
        checked.with(|c| {
            c.as_ref()
                .ok()
                .map(|p| p.casualties.clone())
                .filter(|d| d.max() > 0)
        })
    });
    let shown = Computed::new(move || dist.with(Option::is_some));
    let values = Signal::derive(move || dist.get().unwrap_or_else(|| Distribution::certain(0)));
    move || {
        shown.get().then(|| {
            view! { <OddsView dist=values what=Noun::new("casualty", "casualties") id=id /> }
        })
    }
}

/// The roll dock for a shot: rolls what the preview asks for into `faces`.
#[component]
pub fn ShotDock<F: Send + Sync + 'static>(
    #[prop(into)] checked: Signal<Checked>,
    faces: Field<F, Vec<u8>>,
    id: &'static str,
) -> impl IntoView {
    let request = Signal::derive(move || {
        checked.with(|c| {
            c.as_ref()
                .map(|p| p.request)
                .unwrap_or(DiceRequest::Nothing)
        })
    });
    view! {
        <div class="sh-roll">
            <RollPanel request=request on_faces=Callback::new(move |f| faces.set(f)) id=id />
        </div>
    }
}

/// Forgets the dice rolled (or the coins and dice played) once what they were for changes, so a result never
/// answers other inputs.
pub fn forget_on_change<F, T, V>(input: Computed<T>, rolled: Field<F, V>)
where
    F: Send + Sync + 'static,
    T: PartialEq + Send + Sync + 'static,
    V: Default + Clone + PartialEq + Send + Sync + 'static,
{
    Effect::new(move |seen: Option<()>| {
        input.track();
        if seen.is_some() {
            rolled.set(V::default());
        }
    });
}
