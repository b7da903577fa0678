//! Restoring a backup: a restore first shows what it adds, what is already here and what would replace
//! something; nothing of the phone's is replaced unless the player picks it, and nothing changes until they tap
//! "Restore". The plan and its rules are `rules::saved::backup`; gathering and writing, `crate::backup`.

use leptos::prelude::*;
use rules::saved::backup::{
    Backup, BattleChoice, RestoreChoices, RestorePlan, apply_restore, plan_restore,
};
use rules::saved::roster::Choice;

use crate::armies_store::ArmiesStore;
use crate::settings::SettingsState;

/// A restore waiting for the player's word: the plan, and a choice for everything that would replace
/// something of the phone's.
#[derive(Clone)]
pub struct PendingRestore {
    pub backup: Backup,
    /// The phone's data the plan was made against.
    pub phone: Backup,
    pub plan: RestorePlan,
    pub armies: Vec<RwSignal<Choice>>,
    pub battle: RwSignal<BattleChoice>,
    pub settings: RwSignal<bool>,
    pub house: RwSignal<bool>,
}

/// Restoring a backup on the backup page; its messages go in the page's problem and done lines.
#[derive(Clone, Copy)]
pub struct Restore {
    pub store: ArmiesStore,
    settings: SettingsState,
    pub problem: RwSignal<Option<String>>,
    done: RwSignal<Option<String>>,
    pub pending: RwSignal<Option<PendingRestore>>,
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
    pub fn confirm(&self) {
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

    pub fn cancel(&self) {
        self.pending.set(None);
        self.done
            .set(Some("Restore cancelled; nothing was changed.".into()));
    }
}
