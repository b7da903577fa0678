//! Messages to the player about their data: storage problems, kept-aside backups, updates.

use leptos::prelude::*;

/// A message shown in the banner area until dismissed.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    pub id: u32,
    pub text: String,
    /// Offer "Save a copy" of data kept aside.
    pub offer_backup: bool,
}

/// The app-wide list of notices.
#[derive(Clone, Copy)]
pub struct Notices(pub RwSignal<Vec<Notice>>);

impl Notices {
    pub fn new() -> Notices {
        Notices(RwSignal::new(Vec::new()))
    }

    /// Adds a notice unless the same text is already showing.
    pub fn push(&self, text: impl Into<String>, offer_backup: bool) {
        let text = text.into();
        self.0.update(|list| {
            if list.iter().any(|n| n.text == text) {
                return;
            }
            let id = list.iter().map(|n| n.id).max().unwrap_or(0) + 1;
            list.push(Notice {
                id,
                text,
                offer_backup,
            });
        });
    }

    pub fn dismiss(&self, id: u32) {
        self.0.update(|list| list.retain(|n| n.id != id));
    }
}

impl Default for Notices {
    fn default() -> Self {
        Notices::new()
    }
}

pub fn use_notices() -> Notices {
    use_context::<Notices>().unwrap_or_default()
}
