//! Quick entry: count the figures by type straight out of the bucket, then split them into units.

use leptos::prelude::*;
use rules::roster::TroopKind;

use super::systems::{add_bucket, troops};
use crate::armies_store::ArmiesStore;
use crate::components::count_field::CountField;
use crate::components::problem::Problem;

/// Figures in one heap of the quick entry.
const MAX_BUCKET: u32 = rules::roster::MAX_BUCKET_COUNT;

/// The counts by type, the most figures in one unit, and "Split into units".
#[component]
pub fn BucketEntry(store: ArmiesStore, id: String) -> impl IntoView {
    let Some(system) = store.army(&id).map(|a| a.system()) else {
        return ().into_any();
    };
    let kinds = troops(system);
    let counts: Vec<RwSignal<u32>> = kinds.iter().map(|_| RwSignal::new(0)).collect();
    let errors: Vec<RwSignal<Option<String>>> = kinds.iter().map(|_| RwSignal::new(None)).collect();
    let size = RwSignal::new(0u32);
    let size_error = RwSignal::new(None);
    let problem = RwSignal::new(None::<String>);
    let fields = kinds
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let label: &'static str = k.name();
            view! {
                <CountField label=label value=counts[i] error=errors[i] min=0 max=MAX_BUCKET
                    id=format!("bucket-{i}") />
            }
        })
        .collect_view();
    let (c2, e2) = (counts.clone(), errors.clone());
    let split = move |_| {
        if let Some(e) = e2
            .iter()
            .find_map(|e| e.get_untracked())
            .or(size_error.get_untracked())
        {
            problem.set(Some(e));
            return;
        }
        let heap: Vec<(TroopKind, u32)> = kinds
            .iter()
            .zip(&c2)
            .map(|(k, c)| (*k, c.get_untracked()))
            .filter(|(_, n)| *n > 0)
            .collect();
        if heap.is_empty() {
            problem.set(Some("Count some figures first.".into()));
            return;
        }
        let mut result = Ok(());
        store.update_army(&id, |a| {
            let mut forces = a.forces.clone();
            result = add_bucket(&mut forces, &heap, size.get_untracked());
            if result.is_ok() {
                a.forces = forces;
            }
        });
        match result {
            Ok(()) => {
                problem.set(None);
                c2.iter().for_each(|c| c.set(0));
            }
            Err(e) => problem.set(Some(e.to_string())),
        }
    };
    view! {
        <details class="bucket no-print">
            <summary>"Quick entry: count figures by type"</summary>
            <p class="hint">"Count what comes out of the bucket, then split it into units. Each new unit gets the leaders its rules ask for."</p>
            {fields}
            <CountField label="Most figures in one unit (0: one unit per type)" value=size error=size_error
                min=0 max=MAX_BUCKET id="bucket-size".to_string() />
            <Problem text=problem />
            <button type="button" class="secondary" data-testid="bucket-split" on:click=split>"Split into units"</button>
        </details>
    }
    .into_any()
}
