//! The battle's log: append-only, with undo (drop the last event) and redo (put it back).

use serde::{Deserialize, Serialize};

use super::event::Event;
use super::setup::Battle;
use super::state::BattleState;
use super::{BattleError, MAX_EVENTS};
use crate::rule::RuleId;

/// Events in the order they happened, and the undone ones waiting for redo (the last undone on top).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Log {
    pub events: Vec<Event>,
    #[serde(default)]
    pub undone: Vec<Event>,
}

impl Log {
    pub fn new() -> Log {
        Log::default()
    }

    /// Records an event against the state it applies to, updating that state too. A refused event changes
    /// neither. A new event clears the redo stack, as in any editor.
    pub fn record(
        &mut self,
        battle: &Battle,
        state: &mut BattleState,
        event: Event,
    ) -> Result<(), BattleError> {
        if self.events.len() >= MAX_EVENTS {
            return Err(BattleError::LogFull);
        }
        battle.apply(state, &event)?;
        self.events.push(event);
        self.undone.clear();
        Ok(())
    }

    /// Records several events as one: all of them, or (if any is refused) none.
    pub fn record_all(
        &mut self,
        battle: &Battle,
        state: &mut BattleState,
        events: Vec<Event>,
    ) -> Result<(), BattleError> {
        if self.events.len().saturating_add(events.len()) > MAX_EVENTS {
            return Err(BattleError::LogFull);
        }
        let mut scratch = state.clone();
        for e in &events {
            battle.apply(&mut scratch, e)?;
        }
        *state = scratch;
        if !events.is_empty() {
            self.undone.clear();
        }
        self.events.extend(events);
        Ok(())
    }

    /// Records an event, folding the log for the state. Simple; for many events in a row keep a state and use
    /// `record`.
    pub fn push(&mut self, battle: &Battle, event: Event) -> Result<BattleState, BattleError> {
        let mut state = battle.state(self);
        self.record(battle, &mut state, event)?;
        Ok(state)
    }

    /// Drops the last event onto the redo stack.
    pub fn undo(&mut self) -> Result<&Event, BattleError> {
        let e = self.events.pop().ok_or(BattleError::NothingToUndo)?;
        self.undone.push(e);
        self.undone.last().ok_or(BattleError::NothingToUndo)
    }

    /// Puts the last undone event back, checking it again (it fits, since the state is as it was when it was
    /// first recorded).
    pub fn redo(&mut self, battle: &Battle) -> Result<BattleState, BattleError> {
        let mut state = battle.state(self);
        self.redo_onto(battle, &mut state)?;
        Ok(state)
    }

    /// Puts the last undone event back onto `state`, the state after the log as it stands (kept alongside, as
    /// `Folded` does), so a redo costs one event rather than a fold of the whole log. A refusal changes
    /// neither.
    pub fn redo_onto(
        &mut self,
        battle: &Battle,
        state: &mut BattleState,
    ) -> Result<(), BattleError> {
        let e = self.undone.last().ok_or(BattleError::NothingToRedo)?;
        battle.apply(state, e)?;
        if let Some(e) = self.undone.pop() {
            self.events.push(e);
        }
        Ok(())
    }

    pub fn can_undo(&self) -> bool {
        !self.events.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// The whole story, one line per event.
    pub fn story(&self, battle: &Battle) -> Vec<String> {
        let mut state = battle.initial_state();
        let mut out = Vec::with_capacity(self.events.len());
        for e in &self.events {
            out.push(e.story(&state));
            let _ = battle.apply(&mut state, e);
        }
        out
    }

    /// The whole story with the rule behind each line, for a log that links to the reference.
    pub fn story_with_rules(&self, battle: &Battle) -> Vec<(String, RuleId)> {
        let mut state = battle.initial_state();
        let mut out = Vec::with_capacity(self.events.len());
        for e in &self.events {
            out.push((e.story(&state), e.rule(&state)));
            let _ = battle.apply(&mut state, e);
        }
        out
    }

    /// Checks every event in order against the setup (for a log read from a file). On success gives the
    /// final state; the redo stack is checked too and emptied if it no longer fits, since it is only a
    /// convenience.
    pub fn validate(&mut self, battle: &Battle) -> Result<BattleState, (usize, BattleError)> {
        if self.events.len() > MAX_EVENTS {
            return Err((MAX_EVENTS, BattleError::LogFull));
        }
        let mut state = battle.initial_state();
        for (i, e) in self.events.iter().enumerate() {
            battle.apply(&mut state, e).map_err(|err| (i, err))?;
        }
        let mut scratch = state.clone();
        if self.undone.len() > MAX_EVENTS
            || self
                .undone
                .iter()
                .rev()
                .any(|e| battle.apply(&mut scratch, e).is_err())
        {
            self.undone.clear();
        }
        Ok(state)
    }
}

impl Battle {
    /// The state after every event in the log, folded from the start.
    ///
    /// Events in a log were each checked when recorded, so none is refused here; one that somehow is (a file
    /// edited by hand) is passed over rather than stopping the whole battle from opening, and
    /// `saved::battle` refuses such files before they get this far.
    pub fn state(&self, log: &Log) -> BattleState {
        let mut s = self.initial_state();
        for e in &log.events {
            let _ = self.apply(&mut s, e);
        }
        s
    }
}
