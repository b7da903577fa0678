//! Melee: the lance volley before contact, the first round with the attacker's advantage, later rounds where the
//! dead strike back, and the secret stay-or-retreat choice per group of at most ten.
//!
//! The source's melee table never arrived (rules-gaps, seed 2 (b) 2), so the hit numbers are the house's.
//! Men fight in pairs, face to face: each pair is one fight, and unmatched men wait their turn.

use serde::{Deserialize, Serialize};

use super::missiles::{CoverSituation, Slope, Volley, VolleyWeapon};
use super::troops::Armour;
use super::{
    House, MAX_MEN, SURVIVE_FROM, count, men, p_dies_of_one_hit, p_face_at_least, refuse, rule,
};
use crate::error::RulesError;
use crate::mechanism::staged::{Progress, Reader, played, take_or_need};
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::Distribution;
use crate::rule::RuleId;

/// The lowest face that hits a man of this armour in melee (house numbers).
pub fn melee_hit_from(target: Armour, house: &House) -> u8 {
    match target {
        Armour::Unarmoured => house.melee_hit_unarmoured_from,
        Armour::Armoured => house.melee_hit_armoured_from,
    }
    .clamp(1, 7)
}

/// Lance volley before contact, Roman War Rules: attackers may throw lances as they close, and men killed are
/// removed before the melee begins; once engaged they may not throw again until they have broken off.
pub fn lance_volley_before_contact(
    lancers: i64,
    range_in: f64,
    targets: i64,
    target_armour: Armour,
    cover: CoverSituation,
    thrown_since_last_disengaged: bool,
) -> Result<Volley, RulesError> {
    if thrown_since_last_disengaged {
        return Err(refuse(
            rule::MELEE,
            "These men have already thrown their lances in this fight; they can throw again only after breaking off.",
        ));
    }
    Ok(Volley {
        weapon: VolleyWeapon::Lancer,
        shooters: lancers,
        range_in,
        slope: Slope::Level,
        target_armour,
        targets,
        cover,
        wounded_earlier: 0,
    })
}

/// Which round of a melee.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Round {
    /// The attacker's hit kills outright; only defenders he missed strike back.
    First,
    /// Second and later rounds, and ladder fights (no attacker advantage): every hit gets a survival roll, and the
    /// defenders strike back even if they die of it.
    Later,
}

/// One melee round between pairs of men.
///
/// Men already carrying a flesh wound from earlier this turn (a volley, a template, an earlier round) stand
/// first in pair order on their side: a hit on one of them is his second this turn and kills him with no
/// survival roll (Roman War Rules, survival).
///
/// Faces: first one attacker die per pair; then one defender die for each pair where the defender strikes back
/// (in the first round only where the attacker missed; later, every pair), in pair order; then, as one stage,
/// the survival dice: first for each unwounded defender hit in a later round, then for each unwounded attacker
/// hit, in pair order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeRound {
    pub round: Round,
    pub pairs: i64,
    pub attacker_armour: Armour,
    pub defender_armour: Armour,
    /// Attackers in these pairs already wounded this turn (the first ones in pair order).
    #[serde(default)]
    pub attackers_wounded: i64,
    /// Defenders in these pairs already wounded this turn (the first ones in pair order).
    #[serde(default)]
    pub defenders_wounded: i64,
}

/// What one pair's fight came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairResult {
    pub attacker_hit: bool,
    pub defender_hit: bool,
    pub attacker_dead: bool,
    pub defender_dead: bool,
}

impl PairResult {
    /// Both missed: the two sides choose, in secret, to stay or fall back.
    pub fn undecided(&self) -> bool {
        !self.attacker_hit && !self.defender_hit
    }
}

/// The result of a melee round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeOutcome {
    pub round: Round,
    pub pairs: Vec<PairResult>,
    pub attackers_dead: u32,
    pub defenders_dead: u32,
    /// Pairs where nobody hit: these go to the stay-or-retreat choice.
    pub to_decide: u32,
}

impl Explained for MeleeOutcome {
    fn summary(&self) -> String {
        let mut s = format!(
            "Attackers lose {}, defenders lose {}.",
            men(self.attackers_dead),
            men(self.defenders_dead)
        );
        if self.to_decide > 0 {
            s.push_str(&format!(
                " {} pair{} missed: each side chooses in secret to stay or retreat.",
                self.to_decide,
                if self.to_decide == 1 { "" } else { "s" }
            ));
        }
        s
    }

    fn rule(&self) -> RuleId {
        rule::MELEE
    }
}

impl MeleeRound {
    /// A fresh round: nobody wounded yet this turn.
    pub fn new(round: Round, pairs: i64, attacker_armour: Armour, defender_armour: Armour) -> Self {
        MeleeRound {
            round,
            pairs,
            attacker_armour,
            defender_armour,
            attackers_wounded: 0,
            defenders_wounded: 0,
        }
    }

    /// Pairs, attackers wounded and defenders wounded, checked.
    fn checked(&self) -> Result<(u32, u32, u32), RulesError> {
        let n = count("Pairs of fighters", self.pairs, 0, MAX_MEN)?;
        let aw = count(
            "Attackers already wounded this turn",
            self.attackers_wounded,
            0,
            n as i64,
        )?;
        let dw = count(
            "Defenders already wounded this turn",
            self.defenders_wounded,
            0,
            n as i64,
        )?;
        Ok((n, aw, dw))
    }

    /// Per pair where neither man is wounded yet this turn: the chance the defender dies and the chance the
    /// attacker dies.
    pub fn p_dead_per_pair(&self, house: &House) -> (f64, f64) {
        self.p_dead_in_pair(house, false, false)
    }

    /// The chance the defender dies and the chance the attacker dies, in a pair whose men may already carry a
    /// wound from this turn: a wounded man hit again dies without a survival roll.
    pub fn p_dead_in_pair(
        &self,
        house: &House,
        attacker_wounded: bool,
        defender_wounded: bool,
    ) -> (f64, f64) {
        let pa = p_face_at_least(melee_hit_from(self.defender_armour, house));
        let pd = p_face_at_least(melee_hit_from(self.attacker_armour, house));
        let die = |wounded: bool| if wounded { 1.0 } else { p_dies_of_one_hit() };
        match self.round {
            Round::First => (pa, (1.0 - pa) * pd * die(attacker_wounded)),
            Round::Later => (pa * die(defender_wounded), pd * die(attacker_wounded)),
        }
    }

    /// The exact distribution of attackers killed.
    pub fn odds_attackers_dead(&self, house: &House) -> Result<Distribution, RulesError> {
        let (n, aw, _) = self.checked()?;
        let p = |w| self.p_dead_in_pair(house, w, false).1;
        Ok(Distribution::binomial(aw, p(true)).add(&Distribution::binomial(n - aw, p(false))))
    }

    fn play(&self, house: &House, faces: &[u8]) -> Result<Progress<MeleeOutcome>, RulesError> {
        let (n, aw, dw) = self.checked()?;
        let att_from = melee_hit_from(self.defender_armour, house);
        let def_from = melee_hit_from(self.attacker_armour, house);
        let mut r = Reader::new(faces)?;
        let att = take_or_need!(r, DiceRequest::D6(n), "Attackers' dice, one per pair");
        let mut pairs: Vec<PairResult> = att
            .iter()
            .map(|&f| PairResult {
                attacker_hit: f >= att_from,
                defender_hit: false,
                attacker_dead: false,
                defender_dead: false,
            })
            .collect();
        let strikes_back = |p: &PairResult| self.round == Round::Later || !p.attacker_hit;
        let back = pairs.iter().filter(|p| strikes_back(p)).count() as u32;
        let def = take_or_need!(
            r,
            DiceRequest::D6(back),
            "Defenders strike back, one die per pair"
        );
        let mut def_faces = def.iter();
        for p in pairs.iter_mut().filter(|p| strikes_back(p)) {
            p.defender_hit = def_faces.next().is_some_and(|&f| f >= def_from);
        }
        // A man hit rolls for survival unless the first round's blow killed him outright or he was already
        // wounded this turn, when the hit kills him with no roll.
        let first = self.round == Round::First;
        let defender_rolls =
            |i: usize, p: &PairResult| p.attacker_hit && !first && i >= dw as usize;
        let attacker_rolls = |i: usize, p: &PairResult| p.defender_hit && i >= aw as usize;
        let def_rolls = pairs
            .iter()
            .enumerate()
            .filter(|(i, p)| defender_rolls(*i, p))
            .count();
        let att_rolls = pairs
            .iter()
            .enumerate()
            .filter(|(i, p)| attacker_rolls(*i, p))
            .count();
        // Both sides' survival dice are known after the blows, so they go in one stage: defenders' first.
        let survival = take_or_need!(
            r,
            DiceRequest::D6((def_rolls + att_rolls) as u32),
            "Survival dice: defenders hit first, then attackers"
        );
        let (def_surv, att_surv) = survival.split_at(def_rolls);
        let (mut def_it, mut att_it) = (def_surv.iter(), att_surv.iter());
        for (i, p) in pairs.iter_mut().enumerate() {
            p.defender_dead = p.attacker_hit
                && (!defender_rolls(i, p) || def_it.next().is_some_and(|&f| f < SURVIVE_FROM));
            p.attacker_dead = p.defender_hit
                && (!attacker_rolls(i, p) || att_it.next().is_some_and(|&f| f < SURVIVE_FROM));
        }
        let attackers_dead = pairs.iter().filter(|p| p.attacker_dead).count() as u32;
        let defenders_dead = pairs.iter().filter(|p| p.defender_dead).count() as u32;
        let to_decide = pairs.iter().filter(|p| p.undecided()).count() as u32;
        r.finish(MeleeOutcome {
            round: self.round,
            pairs,
            attackers_dead,
            defenders_dead,
            to_decide,
        })
    }
}

/// Melee rounds, Roman War Rules. `odds` gives the defenders killed; `odds_attackers_dead` the other side.
impl Mechanism for MeleeRound {
    type House<'h> = &'h House;
    type Outcome = MeleeOutcome;

    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        let (n, _, dw) = self.checked()?;
        let p = |w| self.p_dead_in_pair(house, false, w).0;
        Ok(Distribution::binomial(dw, p(true)).add(&Distribution::binomial(n - dw, p(false))))
    }

    played!(&House);
}

played!(Staged for MeleeRound, &House);

/// The largest group that makes one stay-or-retreat choice. Melee, Roman War Rules.
pub const MAX_GROUP: i64 = 10;

/// Splits men into the fewest groups of at most ten, as even as possible, for the stay-or-retreat choice.
pub fn decision_groups(fighters: i64) -> Result<Vec<u32>, RulesError> {
    let n = count("Men in the melee", fighters, 0, MAX_MEN)? as i64;
    let groups = (n + MAX_GROUP - 1) / MAX_GROUP;
    Ok((0..groups)
        .map(|i| (n / groups + i64::from(i < n % groups)) as u32)
        .collect())
}

/// One side's secret choice for a group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    Stay,
    Retreat,
}

/// What follows once both choices are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Aftermath {
    /// Both stay: fight the next round (no attacker advantage now).
    FightOn,
    /// The attackers fall back a full move.
    AttackersRetreat,
    /// The defenders fall back a full move.
    DefendersRetreat,
    /// Both fall back: the fight is broken off, and lances may be thrown again.
    BothRetreat,
}

impl Aftermath {
    pub fn describe(self) -> &'static str {
        match self {
            Aftermath::FightOn => "Both stay: fight another round.",
            Aftermath::AttackersRetreat => {
                "The attackers pull back a full move away from the enemy."
            }
            Aftermath::DefendersRetreat => {
                "The defenders pull back a full move away from the enemy."
            }
            Aftermath::BothRetreat => "Both sides pull back a full move: the melee is over.",
        }
    }
}

/// Stay or retreat, Roman War Rules: both sides choose in secret and reveal together; a retreat is a full move
/// away from the enemy (see `movement::retreat_distance`).
pub fn stay_or_retreat(attackers: Choice, defenders: Choice) -> Aftermath {
    match (attackers, defenders) {
        (Choice::Stay, Choice::Stay) => Aftermath::FightOn,
        (Choice::Retreat, Choice::Stay) => Aftermath::AttackersRetreat,
        (Choice::Stay, Choice::Retreat) => Aftermath::DefendersRetreat,
        (Choice::Retreat, Choice::Retreat) => Aftermath::BothRetreat,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mechanism::Staged;
    use proptest::prelude::*;

    fn round(round: Round, pairs: i64) -> MeleeRound {
        MeleeRound::new(round, pairs, Armour::Armoured, Armour::Unarmoured)
    }

    /// House melee numbers: unarmoured men are hit on 4–6, armoured on 5–6.
    #[test]
    fn melee_hit_numbers() {
        let h = House::default();
        assert_eq!(melee_hit_from(Armour::Unarmoured, &h), 4);
        assert_eq!(melee_hit_from(Armour::Armoured, &h), 5);
    }

    /// Melee round 1, Roman War Rules: the attacker's hit kills outright, with no survival roll and no reply.
    #[test]
    fn first_round_attacker_hit_kills_outright() {
        let h = House::default();
        let m = round(Round::First, 2);
        // Pair 1: attacker 4 hits (unarmoured defender). Pair 2: attacker 3 misses, defender replies.
        assert_eq!(m.next_dice(&h, &[4, 3]).unwrap(), DiceRequest::D6(1));
        // Defender 5 hits the armoured attacker, who rolls survival: 2 kills him.
        let o = m.resolve(&h, &[4, 3, 5, 2]).unwrap();
        assert_eq!((o.defenders_dead, o.attackers_dead, o.to_decide), (1, 1, 0));
        let o = m.resolve(&h, &[4, 3, 4]).unwrap();
        assert_eq!(o.to_decide, 1, "both missed: stay or retreat");
        assert!(o.summary().contains("stay or retreat"));
    }

    /// Melee rounds 2+, Roman War Rules: hits get survival rolls, and the dead strike back.
    #[test]
    fn later_rounds_dead_strike_back() {
        let h = House::default();
        let m = round(Round::Later, 1);
        // Attacker hits; defender strikes back anyway and hits; defender dies (1), attacker dies (3).
        assert_eq!(m.next_dice(&h, &[6]).unwrap(), DiceRequest::D6(1));
        assert_eq!(m.next_dice(&h, &[6, 5]).unwrap(), DiceRequest::D6(2));
        let o = m.resolve(&h, &[6, 5, 1, 3]).unwrap();
        assert_eq!((o.defenders_dead, o.attackers_dead), (1, 1));
        let o = m.resolve(&h, &[6, 5, 6, 6]).unwrap();
        assert_eq!((o.defenders_dead, o.attackers_dead), (0, 0));
    }

    /// Survival, Roman War Rules: a man hit two or more times in one turn is dead with no survival roll. A
    /// defender who took a flesh wound from this turn's volley and is hit again in a later round dies at once;
    /// an unwounded one rolls and lives on 5 or 6.
    #[test]
    fn a_second_hit_this_turn_kills_in_melee() {
        let h = House::default();
        let m = MeleeRound {
            defenders_wounded: 1,
            ..round(Round::Later, 2)
        };
        // Both attackers hit (6, 6); both defenders miss (1, 1). Only the unwounded defender rolls: a 5 saves him.
        assert_eq!(m.next_dice(&h, &[6, 6, 1, 1]).unwrap(), DiceRequest::D6(1));
        let o = m.resolve(&h, &[6, 6, 1, 1, 5]).unwrap();
        assert_eq!(o.defenders_dead, 1);
        assert!(o.pairs[0].defender_dead && !o.pairs[1].defender_dead);
        // A wounded attacker hit back in the first round dies too, with no roll.
        let f = MeleeRound {
            attackers_wounded: 1,
            ..round(Round::First, 1)
        };
        let o = f.resolve(&h, &[1, 6]).unwrap();
        assert_eq!(o.attackers_dead, 1);
        // Odds: an unwounded defender dies on a hit (4+) and a failed roll (1-4): 1/2 x 2/3 = 1/3; a wounded one
        // on any hit, 1/2.
        let (pd, _) = m.p_dead_in_pair(&h, false, true);
        assert!((pd - 0.5).abs() < 1e-12);
        assert!((m.p_dead_per_pair(&h).0 - 1.0 / 3.0).abs() < 1e-12);
        assert!((m.odds(&h).unwrap().mean() - (0.5 + 1.0 / 3.0)).abs() < 1e-12);
        let too_many = MeleeRound {
            defenders_wounded: 3,
            ..round(Round::Later, 2)
        };
        assert!(too_many.odds(&h).is_err());
    }

    /// Melee, Roman War Rules: groups of at most 10 choose together.
    #[test]
    fn groups_of_at_most_ten() {
        assert_eq!(decision_groups(10).unwrap(), vec![10]);
        assert_eq!(decision_groups(11).unwrap(), vec![6, 5]);
        assert_eq!(decision_groups(25).unwrap(), vec![9, 8, 8]);
        assert!(decision_groups(0).unwrap().is_empty());
        assert_eq!(
            decision_groups(-2).unwrap_err().to_string(),
            "Men in the melee can't be less than 0 (you entered -2)."
        );
    }

    #[test]
    fn stay_or_retreat_choices() {
        use Choice::*;
        assert_eq!(stay_or_retreat(Stay, Stay), Aftermath::FightOn);
        assert_eq!(stay_or_retreat(Retreat, Stay), Aftermath::AttackersRetreat);
        assert_eq!(stay_or_retreat(Stay, Retreat), Aftermath::DefendersRetreat);
        assert_eq!(stay_or_retreat(Retreat, Retreat), Aftermath::BothRetreat);
    }

    /// Melee, Roman War Rules: one lance volley as the attackers close, none again until they break off.
    #[test]
    fn lance_volley_once_before_contact() {
        let h = House::default();
        let v = lance_volley_before_contact(
            5,
            4.0,
            5,
            Armour::Unarmoured,
            CoverSituation::default(),
            false,
        )
        .unwrap();
        assert_eq!(v.dice_needed(&h).unwrap(), DiceRequest::D6(5));
        assert!(
            lance_volley_before_contact(
                5,
                4.0,
                5,
                Armour::Unarmoured,
                CoverSituation::default(),
                true
            )
            .is_err()
        );
        let far = lance_volley_before_contact(
            5,
            8.0,
            5,
            Armour::Unarmoured,
            CoverSituation::default(),
            false,
        )
        .unwrap();
        assert!(far.odds(&h).is_err(), "lances reach 6 in");
    }

    proptest! {
        #[test]
        fn melee_odds_are_distributions(n in 0i64..=200, later in any::<bool>()) {
            let h = House::default();
            let m = round(if later { Round::Later } else { Round::First }, n);
            for d in [m.odds(&h).unwrap(), m.odds_attackers_dead(&h).unwrap()] {
                prop_assert!((d.total_probability() - 1.0).abs() < 1e-12);
                prop_assert!(d.min() >= 0 && d.max() <= n);
            }
        }

        #[test]
        fn melee_resolve_never_panics(n in -3i64..=6, faces in proptest::collection::vec(0u8..=8, 0..24)) {
            let m = round(Round::Later, n);
            if let Ok(o) = m.resolve(&House::default(), &faces) {
                prop_assert!(o.defenders_dead as i64 <= n && o.attackers_dead as i64 <= n);
            }
        }
    }
}
