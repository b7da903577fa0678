//! The two sides of a fight, as both games draw them: each side's troop groups (front first, up to
//! `GROUPS`), a button adding one, and the game's own fields for the side and for each group.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::text::Choice;

use crate::battle_snapshot::Offer;
use crate::components::bind::Field;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::segmented::options;
use crate::screens::helpers::source::SourcePick;

/// The most troop types fighting together on one side of a fight.
pub const GROUPS: usize = 4;

/// Attackers (side 0) and defenders (side 1).
pub const NAMES: [&str; 2] = ["Attackers", "Defenders"];

/// Test id prefixes of the two sides.
pub const PREFIX: [&str; 2] = ["a", "b"];

/// The test id of `what` in group `k` of side `s`: `a-troop` for a side's first group, `a-g1-troop`… for the
/// others.
pub fn group_id(s: usize, k: usize, what: &str) -> String {
    match k {
        0 => format!("{}-{what}", PREFIX[s]),
        _ => format!("{}-g{k}-{what}", PREFIX[s]),
    }
}

/// The groups of a side that fight: the first `count` of `groups`, at least the first.
pub fn fighting<G>(groups: &[G; GROUPS], count: u32) -> &[G] {
    &groups[..(count as usize).clamp(1, GROUPS)]
}

/// A side's groups with `first` at the front and fresh groups behind it.
pub fn front<G: Default>(first: G) -> [G; GROUPS] {
    let mut groups: [G; GROUPS] = Default::default();
    groups[0] = first;
    groups
}

/// Adds a fresh group behind a side's last one (`count` of `groups` fight); a full side stays as it is.
pub fn add_group<G: Default>(groups: &mut [G], count: &mut u32) {
    if let Some(g) = groups.get_mut(*count as usize) {
        *g = G::default();
        *count += 1;
    }
}

/// Takes group `k` out of a side; the groups behind it move up.
pub fn remove_group<G: Default>(groups: &mut [G], count: &mut u32, k: usize) {
    groups[k..].rotate_left(1);
    if let Some(last) = groups.last_mut() {
        *last = G::default();
    }
    *count = count.saturating_sub(1);
}

/// A side's troop groups and how many of them fight, as fields of the page's form.
pub struct SideGroups<F: 'static, G: 'static> {
    pub groups: Field<F, [G; GROUPS]>,
    pub count: Field<F, u32>,
}

impl<F, G> Clone for SideGroups<F, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<F, G> Copy for SideGroups<F, G> {}

impl<F, G> SideGroups<F, G>
where
    F: Send + Sync + 'static,
    G: Clone + Default + PartialEq + Send + Sync + 'static,
{
    /// How many groups fight: at least the first, at most `GROUPS`.
    fn shown(&self) -> usize {
        (self.count.get() as usize).clamp(1, GROUPS)
    }

    /// Changes the groups and their count together, as one change of the form.
    fn change(&self, f: impl FnOnce(&mut [G; GROUPS], &mut u32)) {
        let mut count = self.count.get_untracked();
        self.groups.update(|g| f(g, &mut count));
        self.count.set(count);
    }
}

/// One side: its name, its troop groups (group `k` drawn by `row(s, k)`), the button adding one while there is
/// room, then the side's own fields (`children`). Test id of the button: `a-add`, `b-add`.
#[component]
pub fn SideFieldset<F, G, C>(
    s: usize,
    side: SideGroups<F, G>,
    row: fn(usize, usize) -> AnyView,
    children: TypedChildren<C>,
) -> impl IntoView
where
    F: Send + Sync + 'static,
    G: Clone + Default + PartialEq + Send + Sync + 'static,
    C: IntoView + 'static,
{
    let shown = Computed::new(move || side.shown());
    let rows = move || (0..shown.get()).map(|k| row(s, k)).collect_view();
    let add = move |_| side.change(|g, count| add_group(g, count));
    view! {
        <fieldset class="side">
            <legend>{NAMES[s]}</legend>
            {rows}
            {move || (shown.get() < GROUPS).then(|| view! {
                <button type="button" class="secondary wide add-group" data-testid=format!("{}-add", PREFIX[s])
                    on:click=add>"Add another troop type"</button>
            })}
            {children.into_inner()()}
        </fieldset>
    }
}

/// Group `k` of side `s`: the saved unit it was filled from (`fill` fills it), its troops and men, the game's
/// own fields for it (`children`), and a button taking it out (not for the first group). Test ids by
/// `group_id`: `a-src`, `a-troop`, `a-men`, `a-remove`.
#[component]
pub fn GroupFields<F, G, T, C>(
    s: usize,
    k: usize,
    side: SideGroups<F, G>,
    #[prop(into)] offers: Signal<Vec<Offer>>,
    from: Field<F, String>,
    troop: Field<F, T>,
    men: Field<F, u32>,
    fill: Callback<Offer>,
    children: TypedChildren<C>,
) -> impl IntoView
where
    F: Send + Sync + 'static,
    G: Clone + Default + PartialEq + Send + Sync + 'static,
    T: Choice,
    C: IntoView + 'static,
{
    let remove = move |_| side.change(|g, count| remove_group(g, count, k));
    view! {
        <div class="group-row" role="group" aria-label="Troops on this side">
            <SourcePick offers=offers from=from on_pick=fill
                label=if k == 0 { "First group" } else { "Group" } id=group_id(s, k, "src") />
            <Pick label="Troops" options=options() value=troop id=group_id(s, k, "troop") />
            <CountField label="Men" value=men min=1 max=rules::sandy_hook::MAX_MEN id=group_id(s, k, "men") />
            {children.into_inner()()}
            {(k > 0).then(|| view! {
                <button type="button" class="quiet wide" data-testid=group_id(s, k, "remove") on:click=remove>"Remove this group"</button>
            })}
        </div>
    }
}
