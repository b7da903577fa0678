//! The tracker's one form and its one open panel. Everything a player sets on the tracker (a volley's
//! shooters, a fight's troops, a Break Test's hits, a structure's blow, several casualties at once) is one
//! plain struct in one signal, read and written through `field!` lenses; only one panel is open at a time, so
//! the struct holds the inputs of that one. Picks hold the index of the choice in the list they show.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::{StructureId, StructureKind, UnitId};
use rules::rule::System;

use super::store::{BattleStore, with_state};
use crate::later::Part;

/// The one panel open on the tracker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Open {
    /// "Resolve here" on a unit.
    Resolve(UnitId),
    /// "More" on a unit: its rarer changes.
    More(UnitId),
    /// A structure's changes and, where a mechanism decides them, "Resolve here".
    Structure(StructureId),
}

/// A volley at the open unit.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ShotForm {
    pub shooters: u32,
    /// Distance in whole inches, as the tape reads it.
    pub inches: u32,
    pub weapon: usize,
    pub third: usize,
    pub cover: usize,
    /// The target's troop type, where its armour matters (Sandarticus).
    pub troop: usize,
    /// Men in the ranks the volley reaches (Roman War Rules).
    pub in_ranks: u32,
    pub armoured: bool,
    pub shooters_still: bool,
    pub target_still: bool,
}

/// One round of a fight between the open unit (side 0) and the enemy (side 1).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FightForm {
    pub troops: [usize; 2],
    pub formations: [usize; 2],
    pub armoured: [bool; 2],
    pub pairs: u32,
    pub attacking: bool,
    pub first_round: bool,
    /// Each side charged into the fight (Jersey Shore, where only attackers earn the long-weapon bonus).
    pub charged: [bool; 2],
    /// Men of each side already wounded this turn (Roman War Rules: a second hit kills them outright).
    pub wounded: [u32; 2],
}

/// An Ancients Break Test for the open unit.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BreakForm {
    pub hits: u32,
    pub size: usize,
    pub leadership: u32,
    pub tested: bool,
    pub won: bool,
    pub shooting: bool,
}

/// A siege roll or a blow against the open structure, and the points taken off by hand.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StructureForm {
    /// Shots that landed on a wall, tower or building.
    pub shots: u32,
    /// Men on the ram, or on each drawbridge chain.
    pub men: [u32; 2],
    /// The unit on or in it (an index into the units that may be: 0 is nobody), and how many of its men.
    pub on_it: usize,
    pub on_men: u32,
    /// What struck a rated object: a cannon ball (Jersey Shore), or a weapon and the third of its cord.
    pub artillery: bool,
    pub weapon: usize,
    pub third: usize,
    /// The damage of a blow, or the points taken off or set by hand.
    pub damage: u32,
    pub points: u32,
}

/// The rarer changes to the open unit.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MoreForm {
    pub lost: u32,
    pub cause: usize,
    pub formation: String,
    pub taken: u32,
    pub taken_from: usize,
    pub guards: u32,
    pub at_lines: bool,
    pub escaped: u32,
    pub escape_to: usize,
    /// Which number "Correct by hand" sets, and to what.
    pub fix: usize,
    pub fix_value: u32,
}

/// Everything the player sets on the tracker.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TrackerForm {
    /// Which of the system's kinds of resolution is open (shooting first).
    pub kind: usize,
    /// The enemy shooting at the open unit or fighting it: an index into the panel's enemies.
    pub enemy: usize,
    pub shot: ShotForm,
    pub fight: FightForm,
    pub test: BreakForm,
    pub structure: StructureForm,
    pub more: MoreForm,
}

/// A unit of the other side: who it is and how many men it has.
#[derive(Debug, Clone, PartialEq)]
pub struct Enemy {
    pub id: UnitId,
    pub name: String,
    pub men: u32,
}

/// A kind's panel, drawn for the unit it resolves.
pub type Panel = fn(Desk, UnitId) -> AnyView;

/// The panel for a structure that a mechanism of the system decides (`None` where it takes changes by hand).
pub type StructurePanel = fn(Desk, StructureId) -> Option<AnyView>;

/// One kind of resolution a unit can be the target of: its button and its panel. Panels are parts fetched
/// after the page (`later`): a tracker opens on its units, and a panel only when the player taps one.
pub type Kind = (&'static str, &'static Part<Panel>);

/// What one tracker page draws from parts fetched after it (`later`): its system's kinds of resolution for a
/// unit, the panel for a structure (if any of its system's structures is decided by a mechanism), a unit's
/// rarer changes ("More"), and the tracker below the two sides. A tracker opens on its turn and its units;
/// the rest comes a moment later, before a player has scrolled or tapped to it.
pub struct TrackerParts {
    pub system: System,
    pub kinds: &'static [Kind],
    pub structure: Option<&'static Part<StructurePanel>>,
    pub more: &'static Part<Panel>,
    pub below: &'static Part<Below>,
}

/// What draws the tracker below the two sides: the scenario's markers, the structures, the story, kept
/// copies and the battle's file.
pub type Below = fn(Desk) -> AnyView;

impl TrackerParts {
    /// Fetches the code of every part of the page, one after another: what is drawn at once first.
    pub async fn fetch(&'static self) {
        self.below.fetch().await;
        for (_, part) in self.kinds {
            part.fetch().await;
        }
        self.more.fetch().await;
        if let Some(part) = self.structure {
            part.fetch().await;
        }
    }
}

/// The tracker's shared parts, copied into every component.
#[derive(Clone, Copy)]
pub struct Desk {
    pub store: BattleStore,
    pub form: RwSignal<TrackerForm>,
    pub open: RwSignal<Option<Open>>,
    /// The enemies of the open unit, still in the fight.
    pub enemies: StoredValue<Vec<Enemy>>,
    pub parts: &'static TrackerParts,
}

impl Desk {
    pub fn new(store: BattleStore, parts: &'static TrackerParts) -> Desk {
        let desk = Desk {
            store,
            form: RwSignal::new(TrackerForm::default()),
            open: RwSignal::new(None),
            enemies: StoredValue::new(Vec::new()),
            parts,
        };
        // Another enemy brings its own men into the shooters and the pairs.
        let enemy = Computed::new(move || desk.form.with(|f| f.enemy));
        Effect::new(move |prev: Option<()>| {
            let k = enemy.get();
            if prev.is_some()
                && let (Some(Open::Resolve(unit)), Some(m)) = (
                    desk.open.get_untracked(),
                    desk.enemies.with_value(|l| l.get(k).map(|e| e.men)),
                )
            {
                let men = desk.men(unit);
                desk.form.update(|f| {
                    f.shot.shooters = m;
                    f.fight.pairs = men.min(m);
                });
            }
        });
        desk
    }

    /// Opens `panel` with its inputs set afresh, or closes it when it is the one open.
    pub fn toggle(&self, panel: Open) {
        if self.open.get_untracked() == Some(panel) {
            self.open.set(None);
            return;
        }
        let form = match panel {
            Open::Resolve(unit) | Open::More(unit) => {
                let enemies = self.enemies_of(unit, false);
                let first = enemies.first().map_or(1, |e| e.men);
                let men = self.men(unit);
                self.enemies.set_value(enemies);
                starting_form(men, first)
            }
            Open::Structure(id) => {
                let mut form = starting_form(0, 0);
                // Five men on a ram is the usual crew; a chain takes two.
                if with_state(self.store, |s| {
                    s.structures
                        .get(usize::from(id.0))
                        .is_some_and(|st| st.kind == StructureKind::Gate)
                }) {
                    form.structure.men[0] = 5;
                }
                form
            }
        };
        self.form.set(form);
        self.open.set(Some(panel));
    }

    pub fn close(&self) {
        self.open.set(None);
    }

    /// Whether `panel` is the one open, tracked.
    pub fn is_open(&self, panel: Open) -> bool {
        self.open.get() == Some(panel)
    }

    /// A unit's name.
    pub fn name(&self, unit: UnitId) -> String {
        with_state(self.store, |s| {
            s.units
                .get(usize::from(unit.0))
                .map(|u| u.label().to_string())
                .unwrap_or_default()
        })
    }

    /// A unit's men now.
    pub fn men(&self, unit: UnitId) -> u32 {
        with_state(self.store, |s| {
            s.units.get(usize::from(unit.0)).map_or(0, |u| u.men)
        })
    }

    /// A unit's Ancients damage tokens now.
    pub fn tokens(&self, unit: UnitId) -> u32 {
        with_state(self.store, |s| {
            s.units
                .get(usize::from(unit.0))
                .map_or(0, |u| u.damage_tokens)
        })
    }

    /// The units of the other side: those still in the fight, or (`held`) those with men in enemy hands.
    pub fn enemies_of(&self, unit: UnitId, held: bool) -> Vec<Enemy> {
        with_state(self.store, |s| {
            let side = s.units.get(usize::from(unit.0)).map(|u| u.side);
            s.units
                .iter()
                .enumerate()
                .filter(|(_, u)| Some(u.side) != side)
                .filter(|(_, u)| {
                    if held {
                        u.captured > 0
                    } else {
                        !u.status.is_out()
                    }
                })
                .map(|(k, u)| Enemy {
                    id: UnitId(k as u16),
                    name: u.label().to_string(),
                    men: u.men,
                })
                .collect()
        })
    }

    /// The enemy chosen in the form, if any is left.
    pub fn enemy(&self) -> Option<Enemy> {
        let k = self.form.with(|f| f.enemy);
        self.enemies.with_value(|l| l.get(k).cloned())
    }

    /// The enemies' names, for a picker.
    pub fn enemy_names(&self) -> Vec<String> {
        self.enemies
            .with_value(|l| l.iter().map(|e| e.name.clone()).collect())
    }
}

/// The inputs a panel starts from, for a unit of `men` and a first enemy of `enemy_men`.
fn starting_form(men: u32, enemy_men: u32) -> TrackerForm {
    TrackerForm {
        shot: ShotForm {
            shooters: enemy_men,
            inches: 6,
            in_ranks: men,
            ..ShotForm::default()
        },
        fight: FightForm {
            pairs: men.min(enemy_men),
            attacking: true,
            first_round: true,
            ..FightForm::default()
        },
        test: BreakForm {
            hits: 1,
            // Medium, the commonest size.
            size: 1,
            leadership: 7,
            ..BreakForm::default()
        },
        structure: StructureForm {
            shots: 1,
            men: [2, 2],
            damage: 1,
            points: 1,
            ..StructureForm::default()
        },
        more: MoreForm {
            lost: 2,
            taken: 1,
            guards: 1,
            escaped: 1,
            ..MoreForm::default()
        },
        ..TrackerForm::default()
    }
}

/// Labels as a picker's options, each by its place in the list.
pub fn indexed(labels: impl IntoIterator<Item = String>) -> Vec<(usize, String)> {
    labels.into_iter().enumerate().collect()
}

/// The item at `k` of a list a picker shows, or its first when the index is stale.
pub fn nth<T: Copy>(list: &[T], k: usize) -> T {
    list[k.min(list.len() - 1)]
}
