//! A whole-phone backup: every army, the open battle and its kept copies, the settings and the house rules, in
//! one file the player keeps somewhere safe, and the restore that puts them back.
//!
//! Each part keeps its own envelope inside the backup's:
//! `{"v":1,"data":{"kind":"sandtable-backup","armies":{"v":1,...},"battle":{"v":2,...},"copies":[...],
//! "settings":{"v":1,...},"house":{"v":1,...}}}`. So every part is read by the same checked, migrating decoder
//! as local storage, and moves to a new format by its own chain without the backup's format changing. Parts
//! may be missing (an empty phone has no battle); a part that is there must read, or the whole file is refused,
//! so a restore never puts half a backup on the phone. The roll history is left out: it is a convenience of
//! the dice tray, not a player's work.
//!
//! A restore is planned first and changes nothing (`plan_restore`): what it adds, what is already on the phone,
//! and what would replace something, which waits on the player's choice. `apply_restore` then carries out the
//! choices; left at their defaults (`RestoreChoices::keep_mine`) they replace nothing.

use super::battle::{SavedBattle, decode_battle};
use super::envelope::{LoadError, unreadable_version, version_within};
use super::json::wrap_envelope;
use super::roster::{Armies, Choice, ImportPlan, apply, check_sane, plan_import};
use super::settings::{Settings, decode_house, encode_house};
use crate::house_rules::HouseRules;
use crate::json::tree::Json;
use crate::roster::Army;

/// The current format of a whole-phone backup.
pub const BACKUP_VERSION: u32 = 1;
/// The `kind` of a backup file, beside the `kind` of army files.
pub const KIND_BACKUP: &str = "sandtable-backup";
/// The largest backup read, in bytes: above what a browser keeps for one site (about 5 MB), so any phone's
/// data fits, and each part is still held to `MAX_SAVED_BYTES` by its own decoder.
pub const MAX_BACKUP_BYTES: usize = 10_000_000;

/// Everything a phone keeps, as one backup holds it (and as the app gathers it to compare a restore with).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Backup {
    pub armies: Vec<Army>,
    /// The battle open on the battle page.
    pub battle: Option<SavedBattle>,
    /// Battles kept aside when two tabs disagreed (`sandtable.battle.copy.N`).
    pub copies: Vec<SavedBattle>,
    /// The theme, the system last played and every house rule (`Settings::house` complete, as the pages that
    /// use house rules hold it). Stored as two parts, like the two storage keys.
    pub settings: Option<Settings>,
}

/// A part as it sits in the backup: the document `encode` wrote for it, as JSON (our own encoders always write
/// JSON, so the fallback is never used).
fn part(text: String) -> Json {
    Json::parse(&text).unwrap_or(Json::Null)
}

/// A part as read: its text again, for that part's own decoder, which checks its size and envelope.
fn part_text(part: &Json) -> Option<String> {
    (*part != Json::Null).then(|| part.to_text())
}

fn corrupt(detail: String) -> LoadError {
    LoadError::Corrupt { detail }
}

/// Names the part that failed, keeping the kind of error (a part from a newer app stays `FutureVersion`).
fn in_part(what: &str) -> impl Fn(LoadError) -> LoadError + '_ {
    move |e| match e {
        LoadError::Corrupt { detail } => corrupt(format!("{what}: {detail}")),
        other => other,
    }
}

impl Backup {
    /// The backup file's text.
    pub fn encode(&self) -> String {
        let armies = Armies {
            armies: self.armies.clone(),
        };
        let option = |text: Option<String>| text.map_or(Json::Null, part);
        // In the order, and with the nulls, serde wrote this shape.
        let parts = Json::object([
            ("kind", Json::Str(KIND_BACKUP.to_string())),
            ("armies", part(armies.encode())),
            (
                "battle",
                option(self.battle.as_ref().map(SavedBattle::encode)),
            ),
            (
                "copies",
                Json::Array(self.copies.iter().map(|b| part(b.encode())).collect()),
            ),
            (
                "settings",
                option(self.settings.as_ref().map(Settings::encode)),
            ),
            (
                "house",
                option(self.settings.as_ref().map(|s| encode_house(&s.house))),
            ),
        ]);
        wrap_envelope(BACKUP_VERSION, parts)
    }

    /// Reads a backup of any known format, every part through its own checked decoder.
    pub fn decode(text: &str) -> Result<Backup, LoadError> {
        let doc = match version_within(text, MAX_BACKUP_BYTES)? {
            1 if says_backup(text) => {
                Json::parse(text).map_err(|e| corrupt(format!("not JSON at byte {}", e.at)))?
            }
            1 => return Err(corrupt("not a whole-phone backup".to_string())),
            v => return Err(unreadable_version(v, BACKUP_VERSION)),
        };
        let parts = doc.get("data").unwrap_or(&Json::Null);
        // Each part is optional; `null` is the same as missing, as serde read it.
        let part = |key: &str| parts.get(key).and_then(part_text);
        let armies = match part("armies") {
            Some(raw) => Armies::decode(&raw).map_err(in_part("armies"))?.armies,
            None => Vec::new(),
        };
        check_sane(&armies)?;
        let battle = match part("battle") {
            Some(raw) => Some(decode_battle(&raw).map_err(in_part("battle"))?),
            None => None,
        };
        let copies = match parts.get("copies") {
            None | Some(Json::Null) => &[][..],
            Some(Json::Array(all)) => &all[..],
            Some(_) => return Err(corrupt("the kept copies are not a list".to_string())),
        };
        let copies = copies
            .iter()
            .map(|raw| decode_battle(&raw.to_text()).map_err(in_part("kept copy")))
            .collect::<Result<Vec<_>, _>>()?;
        let settings = match part("settings") {
            Some(raw) => Some(Settings::decode(&raw).map_err(in_part("settings"))?),
            None => None,
        };
        let house = match part("house") {
            Some(raw) => {
                let h = decode_house(&raw).map_err(in_part("house rules"))?;
                h.check()
                    .map_err(|e| corrupt(format!("house rules: {e}")))?;
                Some(h)
            }
            None => None,
        };
        Ok(Backup {
            armies,
            battle,
            copies,
            settings: join_settings(settings, house),
        })
    }
}

/// The settings and the house rules read from their two parts, as one `Settings`: the scatter reading lives
/// in the settings (the dice tray's), every other house rule in the house part, as in local storage.
fn join_settings(settings: Option<Settings>, house: Option<HouseRules>) -> Option<Settings> {
    match (settings, house) {
        (Some(mut s), Some(h)) => {
            s.house = HouseRules {
                sandy_hook: s.house.sandy_hook,
                ..h
            };
            Some(s)
        }
        (Some(s), None) => Some(s),
        (None, Some(h)) => Some(Settings {
            house: h,
            ..Settings::default()
        }),
        (None, None) => None,
    }
}

/// Whether `text` says it is a whole-phone backup (rather than an army file), read cheaply and without
/// checking the rest: the import button takes both and sends each to its own path.
pub fn is_backup(text: &str) -> bool {
    text.len() <= MAX_BACKUP_BYTES && says_backup(text)
}

/// The envelope's `data.kind` is the backup's. As `encode` writes files (a backup or an army file alike), the
/// kind is read from the first bytes, so any other file is told apart at once; keys in another order take the
/// full reading.
fn says_backup(text: &str) -> bool {
    let written = text
        .strip_prefix("{\"v\":1,\"data\":{\"kind\":\"")
        .and_then(|rest| rest.split_once('"'))
        .filter(|(kind, _)| !kind.bytes().any(|b| b == b'\\'));
    match written {
        Some((kind, _)) => kind == KIND_BACKUP,
        None => Json::parse(text).is_ok_and(|d| {
            d.get("data")
                .and_then(|d| d.get("kind"))
                .and_then(Json::as_str)
                == Some(KIND_BACKUP)
        }),
    }
}

/// The backup's open battle, and whether the phone has a different one open that it would take the place of.
#[derive(Debug, Clone, PartialEq)]
pub struct IncomingBattle {
    pub battle: SavedBattle,
    pub replaces: bool,
}

/// What to do with the backup's battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BattleChoice {
    /// Open it; a different battle open on the phone is kept as a copy, never lost.
    Open,
    /// Keep it among the kept copies, leaving the open battle as it is.
    KeepAsCopy,
    Skip,
}

// Keeping the battle as a copy comes first: it leaves the phone's open battle as it is.
crate::text::choice! { BattleChoice;
    KeepAsCopy => "Keep it as a copy",
    Open => "Open it, keep mine as a copy",
    Skip => "Skip",
}

/// What a restore would do, for the player to confirm. Only what differs from the phone is listed.
#[derive(Debug, Clone, PartialEq)]
pub struct RestorePlan {
    /// The armies the phone does not hold exactly as backed up, planned as an import: the same id or name as
    /// one of the phone's waits on the player's choice.
    pub armies: ImportPlan,
    /// Armies already on the phone exactly as in the backup.
    pub armies_here: usize,
    pub battle: Option<IncomingBattle>,
    /// Kept copies the phone does not have yet; they are added, never replacing anything.
    pub copies: Vec<SavedBattle>,
    /// Battles (open or kept) already on the phone exactly as in the backup.
    pub battles_here: usize,
    /// The backup's theme and system, when they differ from the phone's.
    pub settings: Option<Settings>,
    /// The backup's house rules, when they differ from the phone's.
    pub house: Option<HouseRules>,
}

impl RestorePlan {
    /// True when the phone already holds everything in the backup.
    pub fn is_empty(&self) -> bool {
        self.armies.incoming.is_empty()
            && self.battle.is_none()
            && self.copies.is_empty()
            && self.settings.is_none()
            && self.house.is_none()
    }
}

/// The player's choices for a restore. Where the backup would replace something of the phone's, only a
/// choice made by the player does; `keep_mine` replaces nothing.
#[derive(Debug, Clone, PartialEq)]
pub struct RestoreChoices {
    /// One per army of `RestorePlan::armies`, as for an import.
    pub armies: Vec<Choice>,
    pub battle: BattleChoice,
    /// Take the backup's theme and system.
    pub settings: bool,
    /// Take the backup's house rules.
    pub house: bool,
}

impl RestoreChoices {
    /// The choices a restore starts with: everything new is added, an army or battle that clashes with the
    /// phone's is added beside it, and the phone's settings and house rules stay.
    pub fn keep_mine(plan: &RestorePlan) -> RestoreChoices {
        RestoreChoices {
            armies: vec![Choice::KeepBoth; plan.armies.incoming.len()],
            battle: match &plan.battle {
                Some(b) if b.replaces => BattleChoice::KeepAsCopy,
                _ => BattleChoice::Open,
            },
            settings: false,
            house: false,
        }
    }
}

/// The same army, perhaps under another id: the copy an earlier restore or import added beside the phone's own
/// version is already here, and restoring the backup again must not add it a second time.
fn same_but_id(a: &Army, b: &Army) -> bool {
    // Every field named, so a field added to `Army` cannot be forgotten here.
    let Army {
        id: _,
        name,
        notes,
        house,
        forces,
    } = a;
    (name, notes, house, forces) == (&b.name, &b.notes, &b.house, &b.forces)
}

/// Plans putting `backup` onto a phone holding `phone`. Nothing is changed.
pub fn plan_restore(phone: &Backup, backup: Backup) -> RestorePlan {
    let (here, new): (Vec<Army>, Vec<Army>) = backup
        .armies
        .into_iter()
        .partition(|a| phone.armies.iter().any(|p| same_but_id(p, a)));
    let on_phone = |b: &SavedBattle| phone.battle.as_ref() == Some(b) || phone.copies.contains(b);
    let mut battles_here = 0;
    let battle = match backup.battle {
        Some(b) if on_phone(&b) => {
            battles_here += 1;
            None
        }
        Some(b) => Some(IncomingBattle {
            replaces: phone.battle.is_some(),
            battle: b,
        }),
        None => None,
    };
    let mut copies: Vec<SavedBattle> = Vec::new();
    for c in backup.copies {
        if on_phone(&c) || copies.contains(&c) || battle.as_ref().is_some_and(|b| b.battle == c) {
            battles_here += 1;
        } else {
            copies.push(c);
        }
    }
    let mine = phone.settings.clone().unwrap_or_default();
    let (settings, house) = match backup.settings {
        Some(s) => {
            let looks = (s.theme, s.system) != (mine.theme, mine.system);
            let house = (s.house != mine.house).then(|| s.house.clone());
            (looks.then_some(s), house)
        }
        None => (None, None),
    };
    RestorePlan {
        armies: plan_import(&phone.armies, new),
        armies_here: here.len(),
        battle,
        copies,
        battles_here,
        settings,
        house,
    }
}

/// Carries out a restore plan with the player's choices and gives what the phone then holds. Nothing of the
/// phone's is dropped: a replaced battle becomes a kept copy, and armies follow `roster::apply`.
pub fn apply_restore(phone: &Backup, plan: &RestorePlan, choices: &RestoreChoices) -> Backup {
    let mut out = phone.clone();
    out.armies = apply(&phone.armies, &plan.armies, &choices.armies);
    if let Some(incoming) = &plan.battle {
        match choices.battle {
            BattleChoice::Open => {
                if let Some(open) = out.battle.replace(incoming.battle.clone()) {
                    out.copies.push(open);
                }
            }
            BattleChoice::KeepAsCopy => out.copies.push(incoming.battle.clone()),
            BattleChoice::Skip => {}
        }
    }
    out.copies.extend(plan.copies.iter().cloned());
    let mut settings = phone.settings.clone().unwrap_or_default();
    if let Some(s) = plan.settings.as_ref().filter(|_| choices.settings) {
        settings.theme = s.theme;
        settings.system = s.system;
    }
    if let Some(h) = plan.house.as_ref().filter(|_| choices.house) {
        settings.house = h.clone();
    }
    out.settings = Some(settings);
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::rule::System;
    use crate::sandy_hook::ScatterReading;
    use crate::saved::roster::Conflict;
    use crate::saved::settings::Theme;
    use crate::saved::share::tests::arb_army;
    use proptest::prelude::*;

    const GOLDEN: &str = include_str!("../../tests/fixtures/backup-v1.json");

    fn golden_battle() -> SavedBattle {
        decode_battle(include_str!("../../tests/fixtures/battle-v1.json")).unwrap()
    }

    /// The golden battle with only its first `n` events, as another point of the same game.
    pub(crate) fn battle_after(n: usize) -> SavedBattle {
        let mut b = golden_battle();
        b.log.events.truncate(n);
        b.log.undone.clear();
        b
    }

    /// Golden fixture: a backup of format 1 holding parts of several formats (a format-1 battle, format-1
    /// settings with the early house-rules field, a format-2 kept copy) must keep reading after any change.
    #[test]
    fn reads_format_1_fixture() {
        let b = Backup::decode(GOLDEN).unwrap();
        let names: Vec<&str> = b.armies.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(names, ["Scipio's legion", "Vesuvius camp"]);
        assert_eq!(b.battle, Some(golden_battle()));
        assert_eq!(b.copies.len(), 1);
        let copy = &b.copies[0];
        assert_eq!(copy.battle.sides[1].name, "Gauls");
        assert_eq!(copy.log.events.len(), 1);
        assert_eq!(copy.state().units[1].men, 30 - 3);
        assert_eq!(
            copy.house.as_ref().map(|h| h.sandarticus.pilum_damage),
            Some(4)
        );
        let s = b.settings.as_ref().unwrap();
        assert_eq!(
            (s.theme, s.system),
            (Theme::Dark, Some(System::Sandarticus))
        );
        // The scatter reading comes from the settings part, every other house rule from the house part.
        assert_eq!(s.house.sandy_hook.scatter, ScatterReading::Literal);
        assert_eq!(s.house.sandarticus.pilum_damage, 4);
        assert_eq!(s.house.roman_war, HouseRules::default().roman_war);
        // Written again in the current formats, it reads back the same.
        assert_eq!(Backup::decode(&b.encode()), Ok(b));
        assert!(is_backup(GOLDEN));
    }

    #[test]
    fn army_files_and_damage_are_not_backups() {
        let army = include_str!("../../tests/fixtures/army-ancients-v1.json");
        assert!(!is_backup(army));
        assert!(matches!(
            Backup::decode(army),
            Err(LoadError::Corrupt { .. })
        ));
        assert!(!is_backup("nonsense"));
        // The kind spelt with an escape, or after the other members, is still read.
        let escaped = r#"{"v":1,"data":{"kind":"sandtable\u002dbackup"}}"#;
        assert!(is_backup(escaped) && Backup::decode(escaped).is_ok());
        assert!(is_backup(
            r#"{"data":{"armies":null,"kind":"sandtable-backup"},"v":1}"#
        ));
        assert!(matches!(
            Backup::decode(r#"{"v":2,"data":{"kind":"sandtable-backup"}}"#),
            Err(LoadError::FutureVersion { found: 2, .. })
        ));
        // An empty backup is a backup of an empty phone.
        assert_eq!(
            Backup::decode(r#"{"data":{"kind":"sandtable-backup"},"v":1}"#),
            Ok(Backup::default())
        );
        // One damaged part refuses the whole file, naming the part; a part from a newer app says so.
        let damaged = GOLDEN.replacen(
            r#""men":30,"leaders":2"#,
            r#""men":"thirty","leaders":2"#,
            1,
        );
        match Backup::decode(&damaged) {
            Err(LoadError::Corrupt { detail }) => {
                assert!(detail.starts_with("battle:"), "{detail}")
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
        let newer = GOLDEN.replacen(r#""house":{"v":1,"#, r#""house":{"v":9,"#, 1);
        assert!(matches!(
            Backup::decode(&newer),
            Err(LoadError::FutureVersion { found: 9, .. })
        ));
        let huge = format!(r#"{{"v":1,"data":"{}"}}"#, "a".repeat(MAX_BACKUP_BYTES));
        assert!(matches!(
            Backup::decode(&huge),
            Err(LoadError::TooLarge { .. })
        ));
    }

    fn army(id: &str, name: &str) -> Army {
        Army::new(
            id,
            name,
            crate::roster::Forces::Ancients(Default::default()),
        )
    }

    fn phone() -> Backup {
        Backup {
            armies: vec![army("a", "Legio X"), army("b", "Braves")],
            battle: Some(battle_after(3)),
            copies: vec![battle_after(1)],
            settings: Some(Settings::default()),
        }
    }

    /// Restoring onto a phone that already holds the same things adds nothing and asks nothing.
    #[test]
    fn restoring_the_same_phone_changes_nothing() {
        let p = phone();
        let plan = plan_restore(&p, Backup::decode(&p.encode()).unwrap());
        assert!(plan.is_empty(), "{plan:?}");
        assert_eq!((plan.armies_here, plan.battles_here), (2, 2));
        assert_eq!(
            apply_restore(&p, &plan, &RestoreChoices::keep_mine(&plan)),
            p
        );
    }

    /// An army the phone holds under another id (kept beside its own version by an earlier restore) is already
    /// here; one that differs in anything but the id is not.
    #[test]
    fn an_army_kept_beside_another_version_is_already_here() {
        let p = Backup {
            armies: vec![army("a", "Legio X, refitted"), army("a-2", "Legio X")],
            ..Backup::default()
        };
        let b = Backup {
            armies: vec![army("a", "Legio X"), army("b", "Legio X")],
            ..Backup::default()
        };
        let plan = plan_restore(&p, b);
        assert_eq!(plan.armies_here, 2);
        assert!(plan.armies.incoming.is_empty());
        let renamed = Backup {
            armies: vec![army("a-2", "Legio X (2)")],
            ..Backup::default()
        };
        assert_eq!(plan_restore(&p, renamed).armies.incoming.len(), 1);
    }

    /// Onto an empty phone, everything is added and nothing needs a choice.
    #[test]
    fn restoring_onto_an_empty_phone_adds_everything() {
        let b = phone();
        let plan = plan_restore(&Backup::default(), b.clone());
        assert!(!plan.armies.needs_choices());
        assert_eq!(plan.battle.as_ref().map(|i| i.replaces), Some(false));
        assert_eq!(
            plan.settings, None,
            "default settings are the empty phone's own"
        );
        let after = apply_restore(&Backup::default(), &plan, &RestoreChoices::keep_mine(&plan));
        assert_eq!(after, b);
    }

    /// What clashes with the phone is never replaced unless the player says so; what is replaced is kept.
    #[test]
    fn clashes_wait_on_the_player_and_nothing_is_lost() {
        let p = phone();
        let mut changed = army("a", "Legio X, refitted");
        changed.notes = "after the winter".into();
        let mut house = HouseRules::default();
        house.sandarticus.pilum_damage = 5;
        let backup = Backup {
            armies: vec![changed.clone(), army("b", "Braves"), army("c", "New")],
            battle: Some(battle_after(5)),
            copies: vec![battle_after(1), battle_after(2)],
            settings: Some(Settings {
                theme: Theme::Dark,
                system: Some(System::RomanWar),
                house: house.clone(),
            }),
        };
        let plan = plan_restore(&p, backup);
        assert_eq!(plan.armies_here, 1);
        let conflicts: Vec<_> = plan.armies.incoming.iter().map(|i| i.conflict).collect();
        assert_eq!(conflicts, [Some(Conflict::SameId { existing: 0 }), None]);
        assert_eq!(plan.battle.as_ref().map(|i| i.replaces), Some(true));
        assert_eq!(plan.copies, [battle_after(2)]);
        assert_eq!(plan.battles_here, 1);
        assert_eq!(plan.house, Some(house.clone()));

        // Left as they start: additions only.
        let kept = apply_restore(&p, &plan, &RestoreChoices::keep_mine(&plan));
        assert_eq!(
            kept.armies.len(),
            4,
            "the changed army is added beside the phone's"
        );
        assert_eq!(kept.armies[0], p.armies[0]);
        assert_eq!(kept.battle, p.battle);
        assert_eq!(
            kept.copies,
            [battle_after(1), battle_after(5), battle_after(2)]
        );
        assert_eq!(kept.settings, p.settings);

        // Every replacement chosen: the phone's battle becomes a copy rather than being lost.
        let all = RestoreChoices {
            armies: vec![Choice::Replace, Choice::KeepBoth],
            battle: BattleChoice::Open,
            settings: true,
            house: true,
        };
        let taken = apply_restore(&p, &plan, &all);
        assert_eq!(taken.armies[0], changed);
        assert_eq!(taken.armies.len(), 3);
        assert_eq!(taken.battle, Some(battle_after(5)));
        assert!(taken.copies.contains(&battle_after(3)));
        let s = taken.settings.unwrap();
        assert_eq!(
            (s.theme, s.system, s.house),
            (Theme::Dark, Some(System::RomanWar), house)
        );
    }

    fn arb_settings() -> impl Strategy<Value = Option<Settings>> {
        proptest::option::of(
            (any::<bool>(), 0..=System::ALL.len(), any::<bool>(), 1u8..=6).prop_map(
                |(dark, system, literal, pilum)| {
                    let mut house = HouseRules::default();
                    house.sandarticus.pilum_damage = pilum;
                    if literal {
                        house.sandy_hook.scatter = ScatterReading::Literal;
                    }
                    Settings {
                        theme: if dark { Theme::Dark } else { Theme::Sunlight },
                        system: System::ALL.get(system).copied(),
                        house,
                    }
                },
            ),
        )
    }

    /// Whole backups of every part: armies of every system, battles at several points, settings.
    pub(crate) fn arb_backup() -> impl Strategy<Value = Backup> {
        let events = golden_battle().log.events.len();
        (
            proptest::collection::vec(arb_army(), 0..4),
            proptest::option::of(0..=events),
            proptest::collection::vec(0..=events, 0..3),
            arb_settings(),
        )
            .prop_map(|(armies, battle, copies, settings)| Backup {
                armies,
                battle: battle.map(battle_after),
                copies: copies.into_iter().map(battle_after).collect(),
                settings,
            })
    }

    proptest! {
        #[test]
        fn backups_round_trip(b in arb_backup()) {
            prop_assert!(is_backup(&b.encode()));
            prop_assert_eq!(Backup::decode(&b.encode()), Ok(b));
        }

        /// Whatever the phone and the backup hold, a restore with the starting choices loses nothing of the
        /// phone's, and a second restore of the same backup finds nothing more to do.
        #[test]
        fn a_restore_keeps_the_phone_and_is_idempotent(p in arb_backup(), b in arb_backup()) {
            let plan = plan_restore(&p, b.clone());
            let after = apply_restore(&p, &plan, &RestoreChoices::keep_mine(&plan));
            for a in &p.armies {
                prop_assert!(after.armies.contains(a));
            }
            if let Some(open) = &p.battle {
                prop_assert_eq!(after.battle.as_ref(), Some(open));
            }
            // Every battle of the phone's and of the backup's is on the phone afterwards, open or kept.
            let held = |x: &SavedBattle| after.battle.as_ref() == Some(x) || after.copies.contains(x);
            for x in p.copies.iter().chain(&b.battle).chain(&b.copies) {
                prop_assert!(held(x));
            }
            prop_assert_eq!(&after.settings.clone().unwrap_or_default(), &p.settings.clone().unwrap_or_default());
            let again = plan_restore(&after, b);
            prop_assert!(again.armies.incoming.iter().all(|i| i.conflict.is_some()) || again.armies.incoming.is_empty());
            prop_assert!(again.battle.is_none() && again.copies.is_empty());
        }

        #[test]
        fn decoding_any_text_never_panics(s in "\\PC{0,200}") {
            let _ = Backup::decode(&s);
            let _ = is_backup(&s);
        }
    }
}
