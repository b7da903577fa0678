//! The whole phone's data on the armies page: the line saying whether the browser keeps it, the backup button,
//! and restoring a backup. A restore first shows what it adds, what is already here and what would replace
//! something; nothing of the phone's is replaced unless the player picks it, and nothing changes until they
//! tap "Restore". The plan and its rules are `rules::saved::backup`; gathering and writing, `crate::backup`.

use leptos::prelude::*;
use rules::saved::backup::{
    Backup, BattleChoice, MAX_BACKUP_BYTES, RestoreChoices, RestorePlan, apply_restore,
    plan_restore,
};
use rules::saved::battle::SavedBattle;
use rules::saved::roster::{Choice, Conflict};

use crate::armies_store::ArmiesStore;
use crate::components::segmented::Segmented;
use crate::components::storage_status::StorageStatus;
use crate::file_text::{file_text, take_picked_file};
use crate::settings::SettingsState;

/// A restore waiting for the player's word: the plan, and a choice for everything that would replace
/// something of the phone's.
#[derive(Clone)]
pub struct PendingRestore {
    backup: Backup,
    /// The phone's data the plan was made against.
    phone: Backup,
    plan: RestorePlan,
    armies: Vec<RwSignal<Choice>>,
    battle: RwSignal<BattleChoice>,
    settings: RwSignal<bool>,
    house: RwSignal<bool>,
}

/// The armies screen's part in restoring backups; its messages go where the screen shows its others.
#[derive(Clone, Copy)]
pub struct Restore {
    store: ArmiesStore,
    settings: SettingsState,
    problem: RwSignal<Option<String>>,
    done: RwSignal<Option<String>>,
    pending: RwSignal<Option<PendingRestore>>,
}

impl Restore {
    pub fn new(
        store: ArmiesStore,
        settings: SettingsState,
        problem: RwSignal<Option<String>>,
        done: RwSignal<Option<String>>,
    ) -> Restore {
        Restore {
            store,
            settings,
            problem,
            done,
            pending: RwSignal::new(None),
        }
    }

    /// Everything on the phone now, the armies as this page holds them.
    fn phone(&self) -> Backup {
        crate::backup::gather(
            Some(self.store.armies.get_untracked()),
            self.settings.settings.get_untracked(),
        )
    }

    /// Reads a backup file and shows what restoring it would do. Nothing changes yet.
    pub fn offer(&self, text: &str) {
        match Backup::decode(text) {
            Ok(backup) => self.plan(backup),
            Err(e) => {
                self.pending.set(None);
                self.problem.set(Some(format!(
                    "That backup can't be restored. {e} Nothing was changed."
                )));
            }
        }
    }

    fn plan(&self, backup: Backup) {
        let phone = self.phone();
        let plan = plan_restore(&phone, backup.clone());
        let start = RestoreChoices::keep_mine(&plan);
        self.problem.set(None);
        self.done.set(None);
        self.pending.set(Some(PendingRestore {
            armies: start.armies.into_iter().map(RwSignal::new).collect(),
            battle: RwSignal::new(start.battle),
            settings: RwSignal::new(start.settings),
            house: RwSignal::new(start.house),
            backup,
            phone,
            plan,
        }));
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    /// Carries out the restore as chosen.
    fn confirm(&self) {
        let Some(p) = self.pending.get_untracked() else {
            return;
        };
        // Another tab, or an edit on this page, may have changed the phone since the plan was shown: plan
        // again rather than act on an old picture.
        if self.phone() != p.phone {
            self.plan(p.backup);
            self.problem.set(Some(
                "Your data changed meanwhile, so check the restore again.".into(),
            ));
            return;
        }
        let choices = RestoreChoices {
            armies: p.armies.iter().map(|c| c.get_untracked()).collect(),
            battle: p.battle.get_untracked(),
            settings: p.settings.get_untracked(),
            house: p.house.get_untracked(),
        };
        let after = apply_restore(&p.phone, &p.plan, &choices);
        self.pending.set(None);
        if after.armies != p.phone.armies {
            self.store.replace_all(after.armies.clone());
            self.store.flush();
        }
        if let Some(s) = after
            .settings
            .clone()
            .filter(|s| p.phone.settings.as_ref() != Some(s))
        {
            // Saved by the settings' own effects, as any change of settings is.
            self.settings.settings.set(s);
        }
        match crate::backup::write_battles(&p.phone, &after) {
            Ok(()) => self.done.set(Some("Backup restored.".into())),
            Err(e) => self.problem.set(Some(format!(
                "The armies and settings were restored, but not the battles. {e}"
            ))),
        }
    }

    fn cancel(&self) {
        self.pending.set(None);
        self.done
            .set(Some("Restore cancelled; nothing was changed.".into()));
    }
}

/// "Romans against Gauls, 7 events".
fn battle_line(b: &SavedBattle) -> String {
    let n = b.log.events.len();
    let events = if n == 1 { "event" } else { "events" };
    let [a, z] = &b.battle.sides;
    format!("{} against {}, {n} {events}", a.name, z.name)
}

/// "3 armies", "1 army".
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A keep-mine-or-take-theirs choice for something the backup would replace.
fn keep_or_take(value: RwSignal<bool>, id: &'static str) -> impl IntoView {
    view! {
        <Segmented label="What to do" value=value id=id
            options=vec![(false, "Keep mine".to_string()), (true, "Use the backup's".to_string())] />
    }
}

fn army_rows(p: &PendingRestore) -> impl IntoView {
    p.plan
        .armies
        .incoming
        .iter()
        .zip(p.armies.iter().copied())
        .map(|(item, choice)| {
            let clash = item.conflict.map(|c| {
                let text = match c {
                    Conflict::SameId { .. } => "You have another version of this army.",
                    Conflict::SameName { .. } => "You already have an army of this name.",
                };
                view! {
                    <p class="clash">{text}</p>
                    <Segmented label="What to do" value=choice id="restore-army"
                        options=vec![
                            (Choice::KeepBoth, "Keep both".to_string()),
                            (Choice::Replace, "Replace mine".to_string()),
                            (Choice::Skip, "Skip".to_string()),
                        ] />
                }
            });
            view! {
                <li class="incoming" data-testid="restore-army">
                    <p class="army-card-name">{item.army.name.clone()}</p>
                    {clash}
                </li>
            }
        })
        .collect_view()
}

fn battle_rows(p: &PendingRestore) -> impl IntoView {
    let open = p.plan.battle.as_ref().map(|b| {
        let choice = b.replaces.then(|| {
            view! {
                <p class="clash">"You have another battle open."</p>
                <Segmented label="What to do" value=p.battle id="restore-battle"
                    options=vec![
                        (BattleChoice::KeepAsCopy, "Keep it as a copy".to_string()),
                        (BattleChoice::Open, "Open it, keep mine as a copy".to_string()),
                        (BattleChoice::Skip, "Skip".to_string()),
                    ] />
            }
        });
        view! {
            <li class="incoming" data-testid="restore-battle">
                <p>{format!("The battle {}.", battle_line(&b.battle))}</p>
                {choice}
            </li>
        }
    });
    let copies = (!p.plan.copies.is_empty()).then(|| {
        let n = p.plan.copies.len();
        view! { <li class="incoming">{format!("{} of battles.", count(n, "kept copy", "kept copies"))}</li> }
    });
    view! { {open} {copies} }
}

fn settings_rows(p: &PendingRestore) -> impl IntoView {
    let looks = p.plan.settings.as_ref().map(|s| {
        let theme = match s.theme {
            rules::saved::settings::Theme::Sunlight => "sunlight",
            rules::saved::settings::Theme::Dark => "dark",
        };
        let game = s
            .system
            .map(|g| format!(", {} last played", g.name()))
            .unwrap_or_default();
        view! {
            <li class="incoming" data-testid="restore-settings">
                <p>{format!("Its settings: the {theme} theme{game}.")}</p>
                {keep_or_take(p.settings, "restore-settings")}
            </li>
        }
    });
    let house = p.plan.house.as_ref().map(|_| {
        view! {
            <li class="incoming" data-testid="restore-house">
                <p>"Its house rules differ from yours."</p>
                {keep_or_take(p.house, "restore-house")}
            </li>
        }
    });
    view! { {looks} {house} }
}

/// What a restore would do, with the player's choices, above the rest of the armies screen.
#[component]
pub fn RestorePanel(restore: Restore) -> impl IntoView {
    move || {
        let p = restore.pending.get()?;
        let here = p.plan.armies_here + p.plan.battles_here;
        let here = (here > 0).then(|| {
            let armies = count(p.plan.armies_here, "army", "armies");
            let battles = count(p.plan.battles_here, "battle", "battles");
            view! { <p class="hint">{format!("Already on this phone: {armies}, {battles}.")}</p> }
        });
        let body = if p.plan.is_empty() {
            view! { <p data-testid="restore-nothing">"Everything in this backup is already on this phone."</p> }
                .into_any()
        } else {
            view! {
                <ul class="incoming-list">{army_rows(&p)} {battle_rows(&p)} {settings_rows(&p)}</ul>
            }
            .into_any()
        };
        Some(view! {
            <section class="import-panel" aria-label="Restore" data-testid="restore-panel">
                <h2>"Restore this backup?"</h2>
                {here}
                {body}
                <div class="button-row">
                    <button type="button" class="primary" data-testid="restore-confirm"
                        on:click=move |_| restore.confirm()>"Restore"</button>
                    <button type="button" class="secondary" on:click=move |_| restore.cancel()>"Cancel"</button>
                </div>
            </section>
        })
    }
}

/// Where the armies are listed: whether the browser keeps them, a backup of the whole phone, and a restore.
#[component]
pub fn YourData(restore: Restore) -> impl IntoView {
    let on_file = move |ev: leptos::ev::Event| {
        let Some(file) = take_picked_file(&ev) else {
            return;
        };
        leptos::task::spawn_local(async move {
            match file_text(file.into(), MAX_BACKUP_BYTES).await {
                Ok(text) => restore.offer(&text),
                Err(()) => restore.problem.set(Some(
                    "The phone couldn't read that file as a backup. Nothing was changed.".into(),
                )),
            }
        });
    };
    view! {
        <div class="your-data no-print">
            <StorageStatus armies=restore.store.armies />
            <label class="file-button">
                <span>"Restore a backup"</span>
                <input type="file" id="restore-file" accept=".json,application/json" on:change=on_file />
            </label>
        </div>
    }
}
