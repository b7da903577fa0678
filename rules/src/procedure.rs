//! Step-by-step procedures: rules that say "do this, then flip a coin, and on heads do that".
//!
//! A procedure is plain data, so the app can walk a player through it one step at a time: show the
//! instruction, take a coin or die from an in-app flip or from a real one, show what the unit does next.
//! The same data gives the exact chance of every way the procedure can end, so odds and play never disagree.
//! Shared by the Sandy Hook games (Sandarticus leadership; Jersey Shore command can reuse it).

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::dice::{Coin, FACES, check_face, roll_d6};
use crate::error::{Problem, RulesError};
use crate::rule::RuleId;

/// The rule id used when a procedure itself is malformed or stepped wrongly.
pub const RULE: RuleId = "procedure";

/// The most draws one run may take; far above any rule's needs, it keeps a bad procedure from looping.
pub const MAX_DEPTH: usize = 64;

/// Identifies one step within its procedure.
pub type StepId = u16;

/// A procedure: numbered steps, starting at `start`; each step leads to another step or to an ending.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Procedure {
    /// The rule it comes from, such as "sandarticus.leaders.gauls".
    pub rule: String,
    /// A heading for the screen, such as "The Gaulish king has fallen".
    pub title: String,
    pub start: StepId,
    pub steps: Vec<Step>,
}

/// One instruction and what decides where to go next.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Step {
    pub id: StepId,
    /// What the player does at this step, in a sentence.
    pub instruction: String,
    pub action: Action,
}

/// How a step is decided.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Action {
    /// Nothing to flip or roll: carry out the instruction, then go on.
    Do { next: Next },
    /// Flip one coin.
    Flip { heads: Branch, tails: Branch },
    /// Roll one d6; the branches cover faces 1 to 6, each exactly once.
    Roll { branches: Vec<FaceBranch> },
}

/// What a result means and where it leads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Branch {
    /// What happens on this result, in a sentence ("Heads: he takes command.").
    pub result: String,
    pub next: Next,
}

/// A branch taken when the die shows `low..=high`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FaceBranch {
    pub low: u8,
    pub high: u8,
    pub branch: Branch,
}

/// Where a step leads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Next {
    Step(StepId),
    End(Ending),
}

/// A way the procedure finishes. Endings with the same `key` are the same outcome for the odds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    /// A stable key, such as "retreat".
    pub key: String,
    /// What the unit or army now does.
    pub text: String,
}

/// One coin or die result, from the app's dice or a real one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Draw {
    Coin(Coin),
    Face(u8),
}

/// The chance of one ending.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EndingChance {
    pub ending: Ending,
    pub chance: f64,
}

/// One step as it was played.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Played {
    pub step: StepId,
    pub instruction: String,
    pub draw: Option<Draw>,
    /// The branch text for the draw, empty for a plain instruction.
    pub result: String,
}

/// A whole run: every step in order and the ending reached.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Trace {
    pub played: Vec<Played>,
    pub ending: Ending,
}

impl Trace {
    /// How many coins or dice the run used.
    pub fn draws(&self) -> usize {
        self.played.iter().filter(|p| p.draw.is_some()).count()
    }
}

impl Ending {
    pub fn new(key: &str, text: &str) -> Ending {
        Ending {
            key: key.to_string(),
            text: text.to_string(),
        }
    }
}

impl Next {
    pub fn end(key: &str, text: &str) -> Next {
        Next::End(Ending::new(key, text))
    }
}

impl Branch {
    pub fn new(result: &str, next: Next) -> Branch {
        Branch {
            result: result.to_string(),
            next,
        }
    }
}

fn bad(why: String) -> RulesError {
    RulesError::from(Problem::NotAllowed { rule: RULE, why })
}

impl Procedure {
    /// Starts an empty procedure; add steps with `step`.
    pub fn new(rule: RuleId, title: &str) -> Procedure {
        Procedure {
            rule: rule.to_string(),
            title: title.to_string(),
            start: 0,
            steps: Vec::new(),
        }
    }

    /// Adds a step with the next free id and returns that id.
    pub fn step(&mut self, instruction: &str, action: Action) -> StepId {
        let id = self.steps.len() as StepId;
        self.steps.push(Step {
            id,
            instruction: instruction.to_string(),
            action,
        });
        id
    }

    pub fn find(&self, id: StepId) -> Result<&Step, RulesError> {
        self.steps
            .iter()
            .find(|s| s.id == id)
            .ok_or_else(|| bad(format!("This procedure has no step {id}.")))
    }

    /// What a step needs: nothing, a coin, or a die.
    pub fn needs(&self, id: StepId) -> Result<Need, RulesError> {
        Ok(match self.find(id)?.action {
            Action::Do { .. } => Need::Nothing,
            Action::Flip { .. } => Need::Coin,
            Action::Roll { .. } => Need::Die,
        })
    }

    /// Takes one step: the branch chosen by the draw (none for a plain instruction).
    pub fn advance(&self, id: StepId, draw: Option<Draw>) -> Result<Branch, RulesError> {
        let step = self.find(id)?;
        match (&step.action, draw) {
            (Action::Do { next }, None) => Ok(Branch::new("", next.clone())),
            (Action::Do { .. }, Some(_)) => Err(bad(
                "Nothing to flip or roll at this step: just do what it says.".to_string(),
            )),
            (Action::Flip { heads, .. }, Some(Draw::Coin(Coin::Heads))) => Ok(heads.clone()),
            (Action::Flip { tails, .. }, Some(Draw::Coin(Coin::Tails))) => Ok(tails.clone()),
            (Action::Flip { .. }, _) => Err(bad("This step needs a coin flip.".to_string())),
            (Action::Roll { branches }, Some(Draw::Face(f))) => {
                let f = check_face(f)?;
                branches
                    .iter()
                    .find(|b| (b.low..=b.high).contains(&f))
                    .map(|b| b.branch.clone())
                    .ok_or_else(|| bad(format!("This step says nothing for a {f}.")))
            }
            (Action::Roll { .. }, _) => Err(bad("This step needs one die.".to_string())),
        }
    }

    /// Runs the procedure with the draws given, in order; plain instructions take none.
    pub fn run(&self, draws: &[Draw]) -> Result<Trace, RulesError> {
        let mut draws = draws.iter().copied();
        let trace = self.walk(|need| match need {
            Need::Nothing => Ok(None),
            _ => draws
                .next()
                .map(Some)
                .ok_or_else(|| bad("The procedure needs more coin flips or dice.".to_string())),
        })?;
        if draws.next().is_some() {
            return Err(bad(
                "More coin flips or dice were entered than the procedure used.".to_string(),
            ));
        }
        Ok(trace)
    }

    /// Runs the procedure with faces in the `DiceRequest::Coins` convention: 1 heads, 2 tails; dice as 1 to 6.
    pub fn run_faces(&self, faces: &[u8]) -> Result<Trace, RulesError> {
        let mut faces = faces.iter().copied();
        let trace = self.walk(|need| match need {
            Need::Nothing => Ok(None),
            Need::Coin => match faces.next() {
                Some(1) => Ok(Some(Draw::Coin(Coin::Heads))),
                Some(2) => Ok(Some(Draw::Coin(Coin::Tails))),
                Some(face) => Err(RulesError::from(Problem::BadFace { face })),
                None => Err(bad("The procedure needs another coin flip.".to_string())),
            },
            Need::Die => faces
                .next()
                .map(|f| Some(Draw::Face(f)))
                .ok_or_else(|| bad("The procedure needs another die.".to_string())),
        })?;
        if faces.next().is_some() {
            return Err(bad(
                "More coin flips or dice were entered than the procedure used.".to_string(),
            ));
        }
        Ok(trace)
    }

    /// Plays the procedure with the app's coins and dice.
    pub fn play(&self, rng: &mut impl Rng) -> Result<Trace, RulesError> {
        self.walk(|need| {
            Ok(match need {
                Need::Nothing => None,
                Need::Coin => Some(Draw::Coin(Coin::flip(rng))),
                Need::Die => Some(Draw::Face(roll_d6(rng))),
            })
        })
    }

    fn walk(
        &self,
        mut draw: impl FnMut(Need) -> Result<Option<Draw>, RulesError>,
    ) -> Result<Trace, RulesError> {
        let mut at = self.start;
        let mut played = Vec::new();
        for _ in 0..MAX_DEPTH {
            let step = self.find(at)?;
            let d = draw(self.needs(at)?)?;
            let branch = self.advance(at, d)?;
            played.push(Played {
                step: at,
                instruction: step.instruction.clone(),
                draw: d,
                result: branch.result.clone(),
            });
            match branch.next {
                Next::Step(n) => at = n,
                Next::End(ending) => return Ok(Trace { played, ending }),
            }
        }
        Err(bad("This procedure never ends.".to_string()))
    }

    /// Checks the procedure is well formed: the start and every link exist, dice branches cover each face
    /// exactly once, and every path ends within `MAX_DEPTH` steps (so there are no loops).
    pub fn check(&self) -> Result<(), RulesError> {
        for (i, s) in self.steps.iter().enumerate() {
            if self.steps[..i].iter().any(|t| t.id == s.id) {
                return Err(bad(format!("Step {} appears twice.", s.id)));
            }
            if let Action::Roll { branches } = &s.action {
                for face in 1..=FACES {
                    let n = branches
                        .iter()
                        .filter(|b| (b.low..=b.high).contains(&face))
                        .count();
                    if n != 1 {
                        return Err(bad(format!(
                            "Step {} must say what a {face} does exactly once.",
                            s.id
                        )));
                    }
                }
            }
        }
        self.chances(self.start, 0, 1.0, &mut Vec::new())
    }

    /// The exact chance of each ending, outcomes with the same key merged, in order of first appearance.
    pub fn odds(&self) -> Result<Vec<EndingChance>, RulesError> {
        let mut out = Vec::new();
        self.chances(self.start, 0, 1.0, &mut out)?;
        Ok(out)
    }

    /// The chance of the ending with `key` (0 if it cannot happen).
    pub fn chance_of(&self, key: &str) -> Result<f64, RulesError> {
        Ok(self
            .odds()?
            .iter()
            .filter(|e| e.ending.key == key)
            .map(|e| e.chance)
            .sum())
    }

    /// The most coins or dice any run can need.
    pub fn max_draws(&self) -> Result<usize, RulesError> {
        self.depth(self.start, 0)
    }

    fn depth(&self, id: StepId, depth: usize) -> Result<usize, RulesError> {
        if depth >= MAX_DEPTH {
            return Err(bad("This procedure never ends.".to_string()));
        }
        let step = self.find(id)?;
        let (own, nexts): (usize, Vec<&Next>) = match &step.action {
            Action::Do { next } => (0, vec![next]),
            Action::Flip { heads, tails } => (1, vec![&heads.next, &tails.next]),
            Action::Roll { branches } => (1, branches.iter().map(|b| &b.branch.next).collect()),
        };
        let mut deepest = 0;
        for n in nexts {
            if let Next::Step(s) = n {
                deepest = deepest.max(self.depth(*s, depth + 1)?);
            }
        }
        Ok(own + deepest)
    }

    fn chances(
        &self,
        id: StepId,
        depth: usize,
        p: f64,
        out: &mut Vec<EndingChance>,
    ) -> Result<(), RulesError> {
        if depth >= MAX_DEPTH {
            return Err(bad("This procedure never ends.".to_string()));
        }
        let step = self.find(id)?;
        let weighted: Vec<(f64, &Next)> = match &step.action {
            Action::Do { next } => vec![(1.0, next)],
            Action::Flip { heads, tails } => vec![(0.5, &heads.next), (0.5, &tails.next)],
            Action::Roll { branches } => branches
                .iter()
                .map(|b| {
                    let faces = (b.low.max(1)..=b.high.min(FACES)).count();
                    (faces as f64 / FACES as f64, &b.branch.next)
                })
                .collect(),
        };
        for (w, next) in weighted {
            match next {
                Next::Step(s) => self.chances(*s, depth + 1, p * w, out)?,
                Next::End(e) => match out.iter_mut().find(|c| c.ending.key == e.key) {
                    Some(c) => c.chance += p * w,
                    None => out.push(EndingChance {
                        ending: e.clone(),
                        chance: p * w,
                    }),
                },
            }
        }
        Ok(())
    }
}

/// What a step asks the player for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Need {
    Nothing,
    Coin,
    Die,
}

impl Need {
    /// The button label for the step.
    pub fn instruction(self) -> &'static str {
        match self {
            Need::Nothing => "Done",
            Need::Coin => "Flip a coin",
            Need::Die => "Roll one die",
        }
    }
}

/// Every sequence of draws a procedure can take, for checking play against odds. Exponential: tests only.
pub fn all_runs(p: &Procedure) -> Result<Vec<Trace>, RulesError> {
    fn go(
        p: &Procedure,
        prefix: Vec<Draw>,
        out: &mut Vec<Trace>,
        depth: usize,
    ) -> Result<(), RulesError> {
        if depth > MAX_DEPTH {
            return Err(bad("This procedure never ends.".to_string()));
        }
        // Replays the prefix; if it runs out mid-way, branch on the step that needs a draw.
        let mut at = p.start;
        let mut used = 0;
        loop {
            let need = p.needs(at)?;
            let draw = match need {
                Need::Nothing => None,
                _ if used < prefix.len() => {
                    used += 1;
                    Some(prefix[used - 1])
                }
                Need::Coin => {
                    for c in [Coin::Heads, Coin::Tails] {
                        let mut next = prefix.clone();
                        next.push(Draw::Coin(c));
                        go(p, next, out, depth + 1)?;
                    }
                    return Ok(());
                }
                Need::Die => {
                    for f in 1..=FACES {
                        let mut next = prefix.clone();
                        next.push(Draw::Face(f));
                        go(p, next, out, depth + 1)?;
                    }
                    return Ok(());
                }
            };
            match p.advance(at, draw)?.next {
                Next::Step(s) => at = s,
                Next::End(_) => {
                    out.push(p.run(&prefix)?);
                    return Ok(());
                }
            }
        }
    }
    let mut out = Vec::new();
    go(p, Vec::new(), &mut out, 0)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    fn coin_then_die() -> Procedure {
        let mut p = Procedure::new("test.procedure", "Test");
        let die = 1;
        p.step(
            "Flip a coin.",
            Action::Flip {
                heads: Branch::new("Heads: stay.", Next::end("stay", "Stays put.")),
                tails: Branch::new("Tails: roll.", Next::Step(die)),
            },
        );
        p.step(
            "Roll a die.",
            Action::Roll {
                branches: vec![
                    FaceBranch {
                        low: 1,
                        high: 4,
                        branch: Branch::new("Low: run.", Next::end("run", "Runs.")),
                    },
                    FaceBranch {
                        low: 5,
                        high: 6,
                        branch: Branch::new("High: stay.", Next::end("stay", "Stays put.")),
                    },
                ],
            },
        );
        p
    }

    #[test]
    fn odds_merge_endings_by_key() {
        let p = coin_then_die();
        p.check().unwrap();
        assert!((p.chance_of("stay").unwrap() - (0.5 + 0.5 / 3.0)).abs() < 1e-12);
        assert!((p.chance_of("run").unwrap() - 1.0 / 3.0).abs() < 1e-12);
        assert_eq!(p.max_draws().unwrap(), 2);
    }

    #[test]
    fn runs_agree_with_odds() {
        let p = coin_then_die();
        let runs = all_runs(&p).unwrap();
        // Heads alone, or tails then one of six faces.
        assert_eq!(runs.len(), 7);
        let mut stay = 0.0;
        for t in &runs {
            let weight: f64 = t
                .played
                .iter()
                .filter_map(|s| s.draw)
                .map(|d| match d {
                    Draw::Coin(_) => 0.5,
                    Draw::Face(_) => 1.0 / 6.0,
                })
                .product();
            if t.ending.key == "stay" {
                stay += weight;
            }
        }
        assert!((stay - p.chance_of("stay").unwrap()).abs() < 1e-12);
    }

    #[test]
    fn wrong_draws_are_refused() {
        let p = coin_then_die();
        assert!(p.run(&[]).is_err());
        assert!(p.run(&[Draw::Face(3)]).is_err());
        assert!(p.run(&[Draw::Coin(Coin::Heads), Draw::Face(3)]).is_err());
        assert_eq!(
            p.run(&[Draw::Coin(Coin::Tails), Draw::Face(9)]),
            Err(RulesError::from(Problem::BadFace { face: 9 }))
        );
        assert_eq!(p.run_faces(&[2, 5]).unwrap().ending.key, "stay");
        assert!(p.run_faces(&[3]).is_err());
    }

    #[test]
    fn loops_and_gaps_are_caught() {
        let mut p = Procedure::new("test.loop", "Loop");
        p.step(
            "Again.",
            Action::Do {
                next: Next::Step(0),
            },
        );
        assert!(p.check().is_err());
        assert!(p.odds().is_err());
        assert!(p.run(&[]).is_err());
        let mut gap = Procedure::new("test.gap", "Gap");
        gap.step(
            "Roll.",
            Action::Roll {
                branches: vec![FaceBranch {
                    low: 1,
                    high: 5,
                    branch: Branch::new("", Next::end("x", "x")),
                }],
            },
        );
        assert!(gap.check().is_err());
    }

    #[test]
    fn plays_with_an_injected_rng() {
        let p = coin_then_die();
        let mut rng = Pcg64Mcg::seed_from_u64(11);
        for _ in 0..50 {
            let t = p.play(&mut rng).unwrap();
            assert!(t.ending.key == "stay" || t.ending.key == "run");
        }
    }

    #[test]
    fn serde_round_trip() {
        let p = coin_then_die();
        let json = serde_json::to_string(&p).unwrap();
        let back: Procedure = serde_json::from_str(&json).unwrap();
        assert_eq!(back, p);
    }
}
