//! The Sandy Hook forms in a real browser: the form the single Sandy Hook page saved (a golden copy of what it
//! wrote) becomes each game's form, once, and each game's form reads back exactly as it was saved.

use std::rc::Rc;

use app::screens::sandy_hook::jersey_shore::form::{self as js, GunHelper, JsWeapon, LeadHelper};
use app::screens::sandy_hook::legacy::{OLD_KEY, load_form};
use app::screens::sandy_hook::sandarticus::form::{self as sa, EngineKind, Fallen};
use app::screens::sandy_hook::saved::Value;
use app::screens::sandy_hook::tabs::Tab;
use app::storage::{self, MemoryStore, Store};
use leptos::prelude::*;
use rules::jersey_shore::command::RallyingOfficer;
use rules::jersey_shore::troops::{MeleeWeapon, TroopType};
use rules::sandarticus::formations::Formation;
use rules::sandarticus::troops::Troop;
use rules::sandarticus::weapons::Weapon;
use rules::sandy_hook::artillery::GunKind;
use rules::sandy_hook::cords::{CordScale, Third};
use rules::sandy_hook::shooting::Cover;
use rules::saved::json::open_envelope;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// What the single Sandy Hook page saved, byte for byte, after a player set up both games.
const OLD: &str = include_str!("fixtures/sandy-hook-form-v1.json");

#[wasm_bindgen_test]
fn the_old_form_becomes_the_sandarticus_form() {
    let (_, data) = open_envelope(OLD).unwrap();
    let f = sa::migrate(&data);
    assert_eq!(f.tab, Tab::Melee);
    assert_eq!(f.shoot.shooters, 7);
    assert_eq!(f.shoot.weapon, Weapon::Sling);
    assert_eq!(f.shoot.target, Troop::GreekHoplite);
    assert_eq!(
        (f.shoot.third, f.shoot.cover),
        (Third::Medium, Cover::WagonOrHouse)
    );
    assert!(f.shoot.rear && f.shoot.target_moved);
    assert_eq!(f.engines.kind, EngineKind::Cup);
    assert_eq!(f.engines.bolt_men, 2);
    let [a, b] = &f.melee.sides;
    assert_eq!(a.count, 2);
    assert_eq!((a.groups[0].troop, a.groups[0].men), (Troop::Gladiator, 5));
    assert_eq!(
        (a.groups[1].troop, a.groups[1].men),
        (Troop::RomanAuxiliaryInfantry, 6)
    );
    assert_eq!((b.groups[0].troop, b.groups[0].men), (Troop::Gaul, 11));
    assert_eq!(b.formation, Formation::ShieldWall);
    assert_eq!(f.leaders.fallen, Fallen::GaulKing);
    assert_eq!(f.movement.troop, Troop::RomanCavalry);
    assert!(f.movement.running);
    assert_eq!(f.movement.scale, CordScale::Doubled);
}

#[wasm_bindgen_test]
fn the_old_form_becomes_the_jersey_shore_form() {
    let (_, data) = open_envelope(OLD).unwrap();
    let f = js::migrate(&data);
    assert_eq!(f.tab, Tab::Melee);
    assert_eq!(f.shoot.weapon, JsWeapon::Rifle);
    assert!(f.shoot.shot_before);
    assert_eq!(f.guns.helper, GunHelper::Cup);
    assert_eq!((f.guns.gun, f.guns.mortar_inches), (GunKind::Mortar, 40));
    let [a, b] = &f.melee.sides;
    assert_eq!(a.count, 2);
    assert_eq!(
        (a.groups[0].troop, a.groups[0].men),
        (TroopType::Rifleman, 6)
    );
    assert_eq!(
        (a.groups[1].troop, a.groups[1].men),
        (TroopType::Officer, 3)
    );
    assert_eq!((b.groups[0].troop, b.groups[0].men), (TroopType::Indian, 8));
    assert_eq!(b.groups[0].weapon, Some(MeleeWeapon::Tomahawk));
    assert_eq!(f.leaders.helper, LeadHelper::Rally);
    assert_eq!(f.leaders.officer, RallyingOfficer::Hessian);
}

#[wasm_bindgen_test]
fn each_form_reads_back_as_it_was_saved() {
    let (_, data) = open_envelope(OLD).unwrap();
    let s = sa::migrate(&data);
    assert_eq!(sa::SaForm::read(&s.write()), Some(s));
    let j = js::migrate(&data);
    assert_eq!(js::JsForm::read(&j.write()), Some(j));
}

#[wasm_bindgen_test]
fn a_page_takes_the_old_form_once_and_leaves_it_in_place() {
    // Mounting starts Leptos's task executor, which the saved form's effect needs.
    leptos::mount::mount_to_body(|| ());
    let store = Rc::new(MemoryStore::default());
    storage::install(store.clone());
    store.write(OLD_KEY, OLD.trim()).unwrap();
    Owner::new().with(|| {
        let form = load_form(sa::FORM_KEY, sa::migrate);
        assert_eq!(form.get_untracked().shoot.shooters, 7);
    });
    // Saved under the game's own key; the old form stays as it was.
    let saved = store
        .read(sa::FORM_KEY)
        .unwrap()
        .expect("the page's own form");
    assert_eq!(store.read(OLD_KEY).unwrap().as_deref(), Some(OLD.trim()));
    // Once the page has its own form, the old one is not read again: what the player changed since stands.
    let (_, data) = open_envelope(&saved).unwrap();
    let mut changed = sa::SaForm::read(&data).unwrap();
    changed.shoot.shooters = 3;
    store
        .write(
            sa::FORM_KEY,
            &rules::saved::json::wrap_envelope(1, changed.write()),
        )
        .unwrap();
    Owner::new().with(|| {
        let form = load_form(sa::FORM_KEY, sa::migrate);
        assert_eq!(form.get_untracked().shoot.shooters, 3);
    });
}
