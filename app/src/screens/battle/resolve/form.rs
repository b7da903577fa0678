//! What the player sets in a "Resolve here" panel: one plain struct in one signal, read and written through
//! `field!` lenses, and the unit it is all aimed at.

use leptos::prelude::*;
use rules::ancients::unit::Size;
use rules::battle::UnitId;
use rules::jersey_shore::troops::TroopType;
use rules::jersey_shore::weapons::Firearm;
use rules::roman_war::missiles::VolleyWeapon;
use rules::sandarticus::formations::Formation as SaFormation;
use rules::sandarticus::troops::Troop as SaTroop;
use rules::sandarticus::weapons::Weapon as SaWeapon;
use rules::sandy_hook::cords::Third;
use rules::sandy_hook::shooting::Cover;

use super::super::store::{BattleStore, with_state};
use crate::components::bind::Bind;

/// Everything a resolve panel asks, for every kind it offers: a shot, a fight or a Break Test.
#[derive(Debug, Clone, PartialEq)]
pub struct ResolveForm {
    /// Which of the system's kinds of resolution is open (shooting first).
    pub kind: usize,
    /// The enemy unit shooting at this one or fighting it.
    pub enemy: Option<UnitId>,
    pub shot: ShotForm,
    pub fight: FightForm,
    pub test: BreakForm,
}

/// A volley at this unit.
#[derive(Debug, Clone, PartialEq)]
pub struct ShotForm {
    pub shooters: u32,
    /// Distance in whole inches, as the tape reads it.
    pub inches: u32,
    pub third: Third,
    pub cover: Cover,
    pub firearm: Firearm,
    pub volley: VolleyWeapon,
    pub missile: SaWeapon,
    /// This unit's troop type, where its armour matters (Sandarticus).
    pub troop: SaTroop,
    /// Men in the ranks the volley reaches (Roman War Rules).
    pub in_ranks: u32,
    pub armoured: bool,
    pub shooters_still: bool,
    pub target_still: bool,
}

/// One round of a fight between this unit (side 0) and the enemy (side 1).
#[derive(Debug, Clone, PartialEq)]
pub struct FightForm {
    pub troops: [TroopType; 2],
    pub sa_troops: [SaTroop; 2],
    pub formations: [SaFormation; 2],
    pub armoured: [bool; 2],
    pub pairs: u32,
    pub attacking: bool,
    pub first_round: bool,
}

/// An Ancients Break Test for this unit.
#[derive(Debug, Clone, PartialEq)]
pub struct BreakForm {
    pub hits: u32,
    pub size: Size,
    pub leadership: u32,
    pub tested: bool,
    pub won: bool,
    pub shooting: bool,
}

/// An enemy unit still in the fight: who it is and how many men it has.
#[derive(Debug, Clone, PartialEq)]
pub struct Enemy {
    pub id: UnitId,
    pub name: String,
    pub men: u32,
}

impl ResolveForm {
    /// The starting inputs against `target`, with the first enemy's men as the shooters and in the fight.
    fn new(target_men: u32, first: Option<&Enemy>) -> ResolveForm {
        let enemy_men = first.map_or(1, |e| e.men);
        ResolveForm {
            kind: 0,
            enemy: first.map(|e| e.id),
            shot: ShotForm {
                shooters: enemy_men,
                inches: 6,
                third: Third::Close,
                cover: Cover::Open,
                firearm: Firearm::Musket,
                volley: VolleyWeapon::Archer,
                missile: SaWeapon::Bow,
                troop: SaTroop::RomanLegionnaire,
                in_ranks: target_men,
                armoured: false,
                shooters_still: false,
                target_still: false,
            },
            fight: FightForm {
                troops: [TroopType::MusketInfantry; 2],
                sa_troops: [SaTroop::RomanLegionnaire; 2],
                formations: [SaFormation::Scattered; 2],
                armoured: [false; 2],
                pairs: target_men.min(enemy_men),
                attacking: true,
                first_round: true,
            },
            test: BreakForm {
                hits: 1,
                size: Size::Medium,
                leadership: 7,
                tested: false,
                won: false,
                shooting: false,
            },
        }
    }
}

/// The unit a panel resolves against, its enemies, and the panel's one form. Copied into every part.
#[derive(Clone, Copy)]
pub struct Aim {
    pub store: BattleStore,
    pub target: UnitId,
    pub form: RwSignal<ResolveForm>,
    pub enemies: StoredValue<Vec<Enemy>>,
    pub close: Callback<()>,
}

impl Aim {
    /// Opens a panel against `target`: its enemies still in the fight, and inputs to start from.
    pub fn new(store: BattleStore, target: UnitId, close: Callback<()>) -> Aim {
        let i = usize::from(target.0);
        let (men, enemies) = with_state(store, |s| {
            let side = s.units.get(i).map(|u| u.side);
            let enemies = s
                .units
                .iter()
                .enumerate()
                .filter(|(_, u)| Some(u.side) != side && !u.status.is_out())
                .map(|(k, u)| Enemy {
                    id: UnitId(k as u16),
                    name: u.label().to_string(),
                    men: u.men,
                })
                .collect::<Vec<_>>();
            (s.units.get(i).map_or(0, |u| u.men), enemies)
        });
        Aim {
            store,
            target,
            form: RwSignal::new(ResolveForm::new(men, enemies.first())),
            enemies: StoredValue::new(enemies),
            close,
        }
    }

    /// The target's number, for test ids.
    pub fn index(&self) -> usize {
        usize::from(self.target.0)
    }

    /// The target's name.
    pub fn name(&self) -> String {
        with_state(self.store, |s| {
            s.units
                .get(self.index())
                .map(|u| u.label().to_string())
                .unwrap_or_default()
        })
    }

    /// The target's men now.
    pub fn men(&self) -> u32 {
        with_state(self.store, |s| {
            s.units.get(self.index()).map_or(0, |u| u.men)
        })
    }

    /// The target's Ancients damage tokens now.
    pub fn tokens(&self) -> u32 {
        with_state(self.store, |s| {
            s.units.get(self.index()).map_or(0, |u| u.damage_tokens)
        })
    }

    /// The enemy chosen in the form, if any is left.
    pub fn enemy(&self) -> Option<Enemy> {
        let id = self.form.with(|f| f.enemy)?;
        self.enemies
            .with_value(|l| l.iter().find(|e| e.id == id).cloned())
    }

    /// The enemies as a picker's options.
    pub fn enemy_options(&self) -> Vec<(Option<UnitId>, String)> {
        self.enemies
            .with_value(|l| l.iter().map(|e| (Some(e.id), e.name.clone())).collect())
    }

    /// The enemy picker's value: choosing an enemy also brings its men into the shooters and the pairs.
    pub fn enemy_field(&self) -> EnemyField {
        EnemyField { aim: *self }
    }
}

/// The enemy in the form, as a picker binds it (see `Aim::enemy_field`).
#[derive(Clone, Copy)]
pub struct EnemyField {
    aim: Aim,
}

impl Bind<Option<UnitId>> for EnemyField {
    fn value(&self) -> Option<UnitId> {
        self.aim.form.with(|f| f.enemy)
    }

    fn value_untracked(&self) -> Option<UnitId> {
        self.aim.form.with_untracked(|f| f.enemy)
    }

    fn put(&self, value: Option<UnitId>) {
        if self.value_untracked() == value {
            return;
        }
        let men = self
            .aim
            .enemies
            .with_value(|l| l.iter().find(|e| Some(e.id) == value).map(|e| e.men));
        let target_men = self.aim.men();
        self.aim.form.update(|f| {
            f.enemy = value;
            if let Some(m) = men {
                f.shot.shooters = m;
                f.fight.pairs = target_men.min(m);
            }
        });
    }
}
