//! The log kept folded: the state after the last event, a copy of the state every `CHECKPOINT` events, and the
//! story line of every event. Recording, undoing and redoing one event then costs the same in a battle of twenty
//! events as in one of twenty thousand, where folding the whole log again after every tap took a fifth of a
//! second at two thousand events.
//!
//! The state is still the fold of the log (`Battle::state`): a `Folded` only remembers the steps of that fold.
//! An undo starts again from the last copy at or before the new end of the log, so it never folds more than
//! `CHECKPOINT - 1` events.

use super::event::Event;
use super::log::Log;
use super::setup::Battle;
use super::state::BattleState;
use super::{BattleError, MAX_EVENTS};
use crate::rule::RuleId;

/// Events between two copies of the state. At twenty thousand events that is 79 copies of a state of a few
/// dozen units; an undo folds at most 255 events from the copy before it.
pub const CHECKPOINT: usize = 256;

/// One line of the story and the rule behind it.
pub type StoryLine = (String, RuleId);

/// A log's fold, kept up to date event by event. It follows one log: change that log only through these
/// methods, or build a new `Folded` for a log changed any other way (read from storage, another tab's).
#[derive(Debug, Clone, PartialEq)]
pub struct Folded {
    state: BattleState,
    /// The state after `k * CHECKPOINT` events, for each `k` up to the log's length; the first is the start.
    checkpoints: Vec<BattleState>,
    story: Vec<StoryLine>,
}

impl Folded {
    /// Folds the whole log once. Events are passed over as `Battle::state` passes them (none is refused in a
    /// checked log), and each still has its story line.
    pub fn new(battle: &Battle, log: &Log) -> Folded {
        let start = battle.initial_state();
        let mut f = Folded {
            state: start.clone(),
            checkpoints: Vec::with_capacity(log.events.len() / CHECKPOINT + 1),
            story: Vec::with_capacity(log.events.len()),
        };
        f.checkpoints.push(start);
        for e in &log.events {
            f.story.push(line(e, &f.state));
            let _ = battle.apply(&mut f.state, e);
            f.checkpoint();
        }
        f
    }

    /// The state after every event in the log.
    pub fn state(&self) -> &BattleState {
        &self.state
    }

    /// The story, oldest line first: one line per event.
    pub fn story(&self) -> &[StoryLine] {
        &self.story
    }

    /// Keeps a copy of the state when the log has just reached a multiple of `CHECKPOINT` events.
    fn checkpoint(&mut self) {
        if self.story.len().is_multiple_of(CHECKPOINT) {
            self.checkpoints.push(self.state.clone());
        }
    }

    /// Records several events as one, like `Log::record_all`: all of them, or (if any is refused) none, and
    /// then neither the log nor this fold changes.
    pub fn record_all(
        &mut self,
        battle: &Battle,
        log: &mut Log,
        events: Vec<Event>,
    ) -> Result<(), BattleError> {
        if log.events.len().saturating_add(events.len()) > MAX_EVENTS {
            return Err(BattleError::LogFull);
        }
        // Checked on a copy of the state alone: copying the story or the checkpoints would cost the whole log.
        let mut state = self.state.clone();
        let mut lines = Vec::with_capacity(events.len());
        let mut copies = Vec::new();
        for e in &events {
            lines.push(line(e, &state));
            battle.apply(&mut state, e)?;
            if (self.story.len() + lines.len()).is_multiple_of(CHECKPOINT) {
                copies.push(state.clone());
            }
        }
        self.state = state;
        self.story.extend(lines);
        self.checkpoints.extend(copies);
        if !events.is_empty() {
            log.undone.clear();
        }
        log.events.extend(events);
        Ok(())
    }

    /// Undoes the last event: the log drops it onto its redo stack and the state is folded again from the
    /// last copy at or before the new end.
    pub fn undo(&mut self, battle: &Battle, log: &mut Log) -> Result<(), BattleError> {
        log.undo()?;
        let n = log.events.len();
        let from = n / CHECKPOINT;
        self.story.truncate(n);
        self.checkpoints.truncate(from + 1);
        let mut state = self.checkpoints[from].clone();
        for e in &log.events[from * CHECKPOINT..] {
            let _ = battle.apply(&mut state, e);
        }
        self.state = state;
        Ok(())
    }

    /// Redoes the last undone event onto the state kept here.
    pub fn redo(&mut self, battle: &Battle, log: &mut Log) -> Result<(), BattleError> {
        let next = log.undone.last().map(|e| line(e, &self.state));
        log.redo_onto(battle, &mut self.state)?;
        if let Some(next) = next {
            self.story.push(next);
            self.checkpoint();
        }
        Ok(())
    }
}

fn line(e: &Event, before: &BattleState) -> StoryLine {
    (e.story(before), e.rule(before))
}
