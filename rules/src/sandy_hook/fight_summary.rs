//! A fight as a player wants it told: the totals and how it ended first, then what happened to each side under
//! that side's own name, in words that say who did what to whom; the rounds come last. Both games' melees end in
//! a `FightEnd`, so one summary serves Sandarticus and Jersey Shore alike.

use super::melee::{FightEnd, Side};
use super::prisoners::{GuardRatios, PrisonerPlace, guards_needed};

/// Side A and side B, in the order the fight lists them.
const SIDES: [Side; 2] = [Side::A, Side::B];

/// The totals of a fought-out melee.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FightSummary {
    /// The sides' names, A then B ("Attackers", "Defenders").
    pub names: [String; 2],
    /// Men each side brought into the fight.
    pub started: [u32; 2],
    /// Men each side lost in all.
    pub lost: [u32; 2],
    /// Each round's losses, A then B, in order; only rounds in which somebody fell.
    pub rounds: Vec<[u32; 2]>,
    pub end: FightEnd,
    /// Guards the captors need for their prisoners (on the march, at their own lines), when anyone was taken.
    pub guards: Option<(u32, u32)>,
}

fn index(side: Side) -> usize {
    match side {
        Side::A => 0,
        Side::B => 1,
    }
}

/// "1 man", "3 men".
fn men(n: u32) -> String {
    if n == 1 {
        "1 man".to_string()
    } else {
        format!("{n} men")
    }
}

impl FightSummary {
    /// Totals from the men each side started with and each round's losses (A, B); `ratios` are the game's
    /// guard ratios for whoever takes prisoners.
    pub fn new(
        names: [&str; 2],
        started: [u32; 2],
        losses: impl IntoIterator<Item = (u32, u32)>,
        end: FightEnd,
        ratios: GuardRatios,
    ) -> FightSummary {
        let rounds: Vec<[u32; 2]> = losses
            .into_iter()
            .map(|(a, b)| [a, b])
            .filter(|r| *r != [0, 0])
            .collect();
        let lost = [0, 1].map(|i| rounds.iter().map(|r| r[i]).sum::<u32>().min(started[i]));
        let guards = match end {
            FightEnd::Captured { prisoners, .. } => {
                guards_needed(prisoners, PrisonerPlace::Marching, ratios)
                    .ok()
                    .zip(guards_needed(prisoners, PrisonerPlace::AtOwnLines, ratios).ok())
            }
            _ => None,
        };
        FightSummary {
            names: names.map(str::to_string),
            started,
            lost,
            rounds,
            end,
            guards,
        }
    }

    /// Men still standing on side `i` (0 for A, 1 for B) when the fight ends, prisoners included.
    pub fn left(&self, i: usize) -> u32 {
        self.started[i] - self.lost[i]
    }

    /// "after 3 rounds", "after 1 round", or "at once" when it ended before anyone fell.
    fn when(&self) -> String {
        match self.rounds.len() {
            0 => "at once".to_string(),
            1 => "after 1 round".to_string(),
            n => format!("after {n} rounds"),
        }
    }

    /// The answer in one sentence: who won, when, and how it ended.
    pub fn headline(&self) -> String {
        let when = self.when();
        match self.end {
            FightEnd::Captured { side, prisoners } => {
                let (lose, win) = (index(side), 1 - index(side));
                format!(
                    "{} win {when}: {} surrender, {prisoners} taken prisoner.",
                    self.names[win], self.names[lose]
                )
            }
            FightEnd::Destroyed { side } => {
                let (lose, win) = (index(side), 1 - index(side));
                format!(
                    "{} win {when}: {} are wiped out.",
                    self.names[win], self.names[lose]
                )
            }
            FightEnd::BothDestroyed => format!("Both sides fall to the last man {when}."),
            FightEnd::Stalemate => {
                format!("A standoff {when}: neither side can kill any more.")
            }
        }
    }

    /// What happened to side `i` (0 for A, 1 for B), sentence by sentence: its dead and who killed them, then
    /// its fate, and the prisoners it took with the guards they need.
    pub fn side_lines(&self, i: usize) -> Vec<String> {
        let enemy = &self.names[1 - i];
        let (lost, started) = (self.lost[i], self.started[i]);
        let mut lines = vec![if lost == 0 {
            "Nobody falls.".to_string()
        } else if lost < started {
            format!("{lost} of {started} killed by the {enemy}.")
        } else if started == 1 {
            format!("Their one man is killed by the {enemy}.")
        } else {
            format!("All {started} killed by the {enemy}.")
        }];
        let left = self.left(i);
        let me = SIDES[i];
        lines.push(match self.end {
            FightEnd::Captured { side, prisoners } if side == me => match prisoners {
                1 => format!("The last man surrenders to the {enemy}."),
                n => format!("The last {n} men surrender to the {enemy}."),
            },
            FightEnd::Captured { prisoners, .. } => format!(
                "{} left standing; they take {prisoners} prisoner{}.",
                men(left),
                if prisoners == 1 { "" } else { "s" }
            ),
            FightEnd::Destroyed { side } if side == me => "Wiped out.".to_string(),
            FightEnd::BothDestroyed => "Nobody is left.".to_string(),
            _ => format!("{} left standing.", men(left)),
        });
        if let (FightEnd::Captured { side, .. }, Some((march, lines_))) = (&self.end, self.guards)
            && *side != me
        {
            lines.push(format!(
                "Guards needed: {march} on the march, {lines_} behind the lines."
            ));
        }
        lines
    }

    /// One line per round in which anyone fell: "Round 2: Attackers lose 3, Defenders lose 3."
    pub fn round_lines(&self) -> Vec<String> {
        self.rounds
            .iter()
            .enumerate()
            .map(|(k, r)| {
                format!(
                    "Round {}: {} lose {}, {} lose {}.",
                    k + 1,
                    self.names[0],
                    r[0],
                    self.names[1],
                    r[1]
                )
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sandarticus guards: one per 8 prisoners on the march, one per 20 at the captor's lines.
    const SANDARTICUS: GuardRatios = GuardRatios {
        marching: 8,
        at_lines: 20,
    };
    /// Jersey Shore guards: one per 8 on the march, one per 12 at the lines.
    const JERSEY: GuardRatios = GuardRatios {
        marching: 8,
        at_lines: 12,
    };

    /// Melee, Sandarticus: 12 legionnaires (heavy, 2 kill 1) against 15 Gauls (medium, 3 kill 1). They kill 6
    /// and 5, then 3 and 3, 2 and 2, 1 and 1: 1 legionnaire against 3 Gauls, and he can kill nobody while they
    /// still can, so he is taken. In all the Gauls kill 5 + 3 + 2 + 1 = 11 legionnaires and lose
    /// 6 + 3 + 2 + 1 = 12 of their 15: 3 Gauls stand.
    #[test]
    fn legionnaires_against_gauls_lead_with_the_totals() {
        let s = FightSummary::new(
            ["Attackers", "Defenders"],
            [12, 15],
            [(5, 6), (3, 3), (2, 2), (1, 1), (0, 0)],
            FightEnd::Captured {
                side: Side::A,
                prisoners: 1,
            },
            SANDARTICUS,
        );
        assert_eq!(s.lost, [11, 12]);
        assert_eq!(
            s.headline(),
            "Defenders win after 4 rounds: Attackers surrender, 1 taken prisoner."
        );
        assert_eq!(
            s.side_lines(0),
            [
                "11 of 12 killed by the Defenders.",
                "The last man surrenders to the Defenders."
            ]
        );
        // 1 prisoner: 1 guard on the march (8 a guard), 1 at the lines (20 a guard).
        assert_eq!(
            s.side_lines(1),
            [
                "12 of 15 killed by the Attackers.",
                "3 men left standing; they take 1 prisoner.",
                "Guards needed: 1 on the march, 1 behind the lines."
            ]
        );
        assert_eq!(
            s.round_lines()[0],
            "Round 1: Attackers lose 5, Defenders lose 6."
        );
        assert_eq!(s.round_lines().len(), 4);
    }

    /// Hand to hand, Jersey Shore: 10 musketmen with bayonets against 8 Indians with tomahawks. 10 / 4 = 2
    /// Indians fall first; 10 against 6 cancel 2 each to 8 against 4, and the Indians, outnumbered 2 to 1, give
    /// up: 4 prisoners, guards 4 / 8 and 4 / 12, one each.
    #[test]
    fn indians_outnumbered_two_to_one_surrender() {
        let s = FightSummary::new(
            ["Attackers", "Defenders"],
            [10, 8],
            [(2, 4)],
            FightEnd::Captured {
                side: Side::B,
                prisoners: 4,
            },
            JERSEY,
        );
        assert_eq!(
            s.headline(),
            "Attackers win after 1 round: Defenders surrender, 4 taken prisoner."
        );
        assert_eq!(s.guards, Some((1, 1)));
        assert_eq!(
            s.side_lines(1)[1],
            "The last 4 men surrender to the Attackers."
        );
        assert_eq!(s.left(0), 8);
    }

    /// A side that can kill nobody from the start is taken before a blow is struck.
    #[test]
    fn a_fight_settled_before_any_blow() {
        let s = FightSummary::new(
            ["Attackers", "Defenders"],
            [1, 9],
            [(0, 0)],
            FightEnd::Captured {
                side: Side::A,
                prisoners: 1,
            },
            SANDARTICUS,
        );
        assert!(s.headline().starts_with("Defenders win at once"));
        assert_eq!(s.side_lines(1)[0], "Nobody falls.");
        assert!(s.round_lines().is_empty());
    }

    /// Wiped out and to the last man: nobody is taken, so no guards are needed.
    #[test]
    fn wiped_out_sides_need_no_guards() {
        let s = FightSummary::new(
            ["Attackers", "Defenders"],
            [4, 16],
            [(4, 2)],
            FightEnd::Destroyed { side: Side::A },
            SANDARTICUS,
        );
        assert_eq!(
            s.headline(),
            "Defenders win after 1 round: Attackers are wiped out."
        );
        assert_eq!(
            s.side_lines(0),
            ["All 4 killed by the Defenders.", "Wiped out."]
        );
        assert_eq!(s.side_lines(1)[1], "14 men left standing.");
        assert_eq!(s.guards, None);
        let both = FightSummary::new(
            ["A", "B"],
            [2, 2],
            [(2, 2)],
            FightEnd::BothDestroyed,
            JERSEY,
        );
        assert_eq!(
            both.headline(),
            "Both sides fall to the last man after 1 round."
        );
        assert_eq!(both.side_lines(0)[1], "Nobody is left.");
    }
}
