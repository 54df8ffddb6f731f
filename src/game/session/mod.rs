//! The game being played: the rules' match, who sits where, the current
//! turn's draft, the phase of play, and what kind of table this is. Every
//! change of the game goes through [`Session::apply`], which asks the rules.
//! Each kind of table's constructors live with its feature: `puzzle`,
//! `replay`, `online::table`; the human turns' analysis in `play::analysis`.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

mod check;
mod clock;

use crate::game::online::room_table::OnlineTable;
use crate::game::play::missed::{MissedPlay, TurnToAnalyse};
use crate::game::puzzle::run::PuzzleRun;
use crate::game::replay::run::ReplayRun;
use crate::game::seats::{GameSetup, SeatConfig};
use crate::rules::{
    Action, ActionOutcome, Match, MatchConfig, MatchError, RuleSet, RuleSetError, TileId,
    TimeBanks, TurnDraft,
};

/// The phase of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Hot-seat: the racks are hidden until this seat's player is ready.
    Cover {
        seat: usize,
    },
    /// A human is playing the current turn.
    Human,
    /// A computer is thinking or playing its moves.
    Computer,
    RoundOver,
    MatchOver,
}

/// What kind of table the session is.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum TableKind {
    /// A match of this device's players and computers.
    #[default]
    Local,
    /// A daily puzzle or a lesson: one rack, one turn, no opponents.
    Puzzle(PuzzleRun),
    /// A kept match stepped through again.
    Replay(ReplayRun),
    /// An online room's match as this seat sees it: the server judges.
    Online(OnlineTable),
}

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Session {
    pub seats: Vec<SeatConfig>,
    pub game: Match,
    /// Each player's own arrangement of their rack.
    pub rack_orders: Vec<Vec<TileId>>,
    /// The current turn's working table and rack.
    pub draft: TurnDraft,
    pub phase: Phase,
    /// Seconds left on the turn timer, when the rules have one.
    pub clock: Option<f32>,
    /// Each player's bank, when the rules have a tournament clock.
    #[serde(default)]
    pub banks: Option<TimeBanks>,
    /// Milliseconds the current turn has run on its player's bank.
    #[serde(default)]
    pub turn_ms: u64,
    /// Counts the turns this session has begun; see [`Session::turn_key`].
    pub turn_serial: u64,
    /// Turns where a human left tiles the solver could have played.
    #[serde(default)]
    pub missed: Vec<MissedPlay>,
    /// The tiles the last turn laid on the table, shown to the next player
    /// until they move something.
    #[serde(default)]
    pub last_laid: Vec<TileId>,
    /// Human turns not yet compared with the solver's best play; the
    /// analysis runs off the frame and adds to `missed`.
    #[serde(skip)]
    pub to_analyse: Vec<TurnToAnalyse>,
    /// A match of this device's, a puzzle or lesson, a match watched again,
    /// or an online room. Only a local match is saved.
    #[serde(skip)]
    pub kind: TableKind,
}

/// The tiles on the table `after` that were not on it `before`.
pub fn newly_laid(before: &[Vec<TileId>], after: &[Vec<TileId>]) -> Vec<TileId> {
    let before: Vec<TileId> = before.iter().flatten().copied().collect();
    after
        .iter()
        .flatten()
        .copied()
        .filter(|t| !before.contains(t))
        .collect()
}

impl Session {
    pub fn new(setup: &GameSetup) -> Result<Session, RuleSetError> {
        let game = Match::new(MatchConfig {
            seed: setup.seed,
            players: setup.seats.len(),
            rules: setup.rules.clone(),
        })?;
        Ok(Session::from_match(setup.seats.clone(), game))
    }

    pub(crate) fn from_match(seats: Vec<SeatConfig>, game: Match) -> Session {
        let draft = TurnDraft::new(&game.round, &[]);
        let mut session = Session {
            rack_orders: vec![Vec::new(); seats.len()],
            seats,
            game,
            draft,
            phase: Phase::Human,
            clock: None,
            banks: None,
            turn_ms: 0,
            turn_serial: 0,
            missed: Vec::new(),
            last_laid: Vec::new(),
            to_analyse: Vec::new(),
            kind: TableKind::Local,
        };
        session.banks = session.fresh_banks();
        session.begin_turn();
        session
    }

    /// Whether the table's player may act now: their turn, and on an
    /// online table no move of theirs on its way. With a move being played
    /// out, see [`crate::game::play::human_may_act`].
    pub fn may_act(&self) -> bool {
        self.phase == Phase::Human && !self.online_table().is_some_and(|o| o.awaiting)
    }

    pub fn is_local(&self) -> bool {
        self.kind == TableKind::Local
    }

    /// The puzzle or lesson, when this table is one.
    pub fn puzzle_run(&self) -> Option<&PuzzleRun> {
        match &self.kind {
            TableKind::Puzzle(run) => Some(run),
            _ => None,
        }
    }

    pub fn puzzle_run_mut(&mut self) -> Option<&mut PuzzleRun> {
        match &mut self.kind {
            TableKind::Puzzle(run) => Some(run),
            _ => None,
        }
    }

    /// The match being watched, when this table shows one.
    pub fn replay_run(&self) -> Option<&ReplayRun> {
        match &self.kind {
            TableKind::Replay(w) => Some(w),
            _ => None,
        }
    }

    pub fn replay_run_mut(&mut self) -> Option<&mut ReplayRun> {
        match &mut self.kind {
            TableKind::Replay(w) => Some(w),
            _ => None,
        }
    }

    /// The online room, when this table is one.
    pub fn online_table(&self) -> Option<&OnlineTable> {
        match &self.kind {
            TableKind::Online(o) => Some(o),
            _ => None,
        }
    }

    pub fn online_table_mut(&mut self) -> Option<&mut OnlineTable> {
        match &mut self.kind {
            TableKind::Online(o) => Some(o),
            _ => None,
        }
    }

    pub fn rules(&self) -> &RuleSet {
        self.game.rules()
    }

    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|s| s.is_human()).count()
    }

    pub fn current_seat(&self) -> usize {
        self.game.round.current
    }

    /// Whose rack is shown face up: the only human, or in hot-seat the
    /// human whose turn it is once they have taken the device.
    /// The seat messages may call "you": the one person at this device
    /// (a table passed round among several names each seat).
    pub fn own_seat(&self) -> Option<usize> {
        (self.humans() == 1).then(|| self.viewer()).flatten()
    }

    /// The selector of a message about `seat`: `you` for the player's own
    /// seat, so a language can say "you drew" rather than put the seat's
    /// name into a sentence about someone else.
    pub fn person(&self, seat: usize) -> &'static str {
        if self.own_seat() == Some(seat) {
            "you"
        } else {
            "other"
        }
    }

    pub fn viewer(&self) -> Option<usize> {
        if let Some(w) = self.replay_run() {
            return Some(w.seat);
        }
        match self.humans() {
            0 => None,
            1 => self.seats.iter().position(SeatConfig::is_human),
            _ => (self.phase == Phase::Human).then(|| self.current_seat()),
        }
    }

    /// The seat whose rack the viewer may arrange while another seat plays
    /// (planning ahead): the viewer, when the turn in progress is not theirs.
    pub fn planning_seat(&self) -> Option<usize> {
        self.viewer()
            .filter(|&v| v != self.draft.seat || self.phase != Phase::Human)
    }

    /// Rearranges the planning seat's rack: `tiles` moved to `index`.
    /// False when there is no such rack or a tile is not on it.
    pub fn plan_rack(&mut self, tiles: &[TileId], index: usize) -> bool {
        let Some(seat) = self.planning_seat() else {
            return false;
        };
        match crate::rules::rack_with_moved(&self.rack_orders[seat], tiles, index) {
            Some(order) => {
                self.rack_orders[seat] = order;
                true
            }
            None => false,
        }
    }

    /// Sorts the planning seat's rack (runs, or else groups).
    pub fn plan_sort(&mut self, runs: bool) -> bool {
        let Some(seat) = self.planning_seat() else {
            return false;
        };
        let order = &self.rack_orders[seat];
        self.rack_orders[seat] = if runs {
            crate::rules::rack_by_runs(order)
        } else {
            crate::rules::rack_by_groups(order)
        };
        true
    }

    /// Applies an action through the rules and moves on to what follows.
    pub fn apply(&mut self, action: Action) -> Result<ActionOutcome, MatchError> {
        let question = self.question(&action);
        if matches!(
            action,
            Action::Play { .. } | Action::Draw | Action::GiveUp | Action::Timeout { .. }
        ) && self.draft.seat == self.current_seat()
        {
            self.rack_orders[self.draft.seat] = self.draft.rack.clone();
        }
        let before = self.game.round.table.clone();
        let banks_before = self.banks.clone();
        self.charge_bank(&action);
        let outcome = match self.game.apply(action) {
            Ok(outcome) => outcome,
            Err(e) => {
                self.banks = banks_before;
                return Err(e);
            }
        };
        self.last_laid = newly_laid(&before, &self.game.round.table);
        self.to_analyse.extend(question);
        self.begin_turn();
        Ok(outcome)
    }

    /// A human's turn, to compare with the solver's best play later.
    fn question(&self, action: &Action) -> Option<TurnToAnalyse> {
        let round = &self.game.round;
        if round.is_over()
            || !self.seats[round.current].is_human()
            || matches!(self.kind, TableKind::Puzzle(_) | TableKind::Replay(_))
        {
            return None;
        }
        let played = match action {
            Action::Play { table } => {
                (table.iter().map(Vec::len).sum::<usize>()
                    - round.table.iter().map(Vec::len).sum::<usize>()) as u32
            }
            Action::Draw | Action::GiveUp | Action::Timeout { .. } => 0,
            Action::OutOfTime | Action::NextRound => return None,
        };
        Some(TurnToAnalyse {
            round: round.clone(),
            round_number: self.game.round_number,
            played,
        })
    }

    /// Sets up whatever comes next: the next turn's draft and phase, or the
    /// end of the round or match.
    pub fn begin_turn(&mut self) {
        self.turn_serial += 1;
        self.turn_ms = 0;
        for (seat, order) in self.rack_orders.iter_mut().enumerate() {
            let rack = &self.game.round.seats[seat].rack;
            order.retain(|t| rack.contains(t));
            let missing: Vec<TileId> = rack
                .iter()
                .copied()
                .filter(|t| !order.contains(t))
                .collect();
            order.extend(missing);
        }
        if self.game.round.is_over() {
            self.phase = if self.game.is_over() {
                Phase::MatchOver
            } else {
                Phase::RoundOver
            };
            self.clock = None;
            return;
        }
        let seat = self.current_seat();
        self.draft = TurnDraft::new(&self.game.round, &self.rack_orders[seat]);
        self.clock = self.rules().turn_timer_secs.map(f32::from);
        self.phase = if !self.seats[seat].is_human() || self.replay_run().is_some() {
            // A watched match's moves are all played back, as a computer's are.
            Phase::Computer
        } else if self.humans() >= 2 {
            Phase::Cover { seat }
        } else {
            Phase::Human
        };
    }

    /// After loading: in hot-seat, the racks stay covered until the player
    /// whose turn it is says they are ready.
    pub fn resumed(&mut self) {
        if self.phase == Phase::Human && self.humans() >= 2 {
            self.phase = Phase::Cover {
                seat: self.current_seat(),
            };
        }
    }

    /// A key naming the current turn, so late results for an earlier turn
    /// (a computer's thinking, say) are recognised and dropped.
    pub fn turn_key(&self) -> u64 {
        self.turn_serial
    }
}
