//! The game being played: the rules' match, who sits where, the current
//! turn's draft, and the phase of play. Every change of the game goes
//! through [`Session::apply`], which asks the rules.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::draft::TurnDraft;
use crate::ai::Level;
use crate::rules::{
    Action, ActionOutcome, Match, MatchConfig, MatchError, RuleSet, RuleSetError, TileId, faces,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "level")]
pub enum SeatKind {
    Human,
    Computer(Level),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatConfig {
    pub name: String,
    pub kind: SeatKind,
}

impl SeatConfig {
    pub fn human(name: &str) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            kind: SeatKind::Human,
        }
    }

    pub fn computer(name: &str, level: Level) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            kind: SeatKind::Computer(level),
        }
    }

    pub fn is_human(&self) -> bool {
        self.kind == SeatKind::Human
    }
}

/// Everything needed to start a match.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    pub seats: Vec<SeatConfig>,
    pub seed: u64,
    pub rules: RuleSet,
}

impl Default for GameSetup {
    fn default() -> Self {
        GameSetup {
            seats: vec![
                SeatConfig::human("You"),
                SeatConfig::computer("Ada", Level::Hard),
                SeatConfig::computer("Ben", Level::Medium),
                SeatConfig::computer("Cleo", Level::Medium),
            ],
            seed: 1,
            rules: RuleSet::default(),
        }
    }
}

/// A turn where a human played fewer tiles than the solver could have.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissedPlay {
    pub round: u32,
    /// The round's turn number, from 1.
    pub turn: u32,
    pub seat: usize,
    pub played: u32,
    pub possible: u32,
}

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
    /// Counts the turns this session has begun; see [`Session::turn_key`].
    pub turn_serial: u64,
    /// Turns where a human left tiles the solver could have played.
    #[serde(default)]
    pub missed: Vec<MissedPlay>,
}

impl Session {
    pub fn new(setup: &GameSetup) -> Result<Session, RuleSetError> {
        let game = Match::new(MatchConfig {
            seed: setup.seed,
            players: setup.seats.len(),
            rules: setup.rules.clone(),
        })?;
        let draft = TurnDraft::new(&game.round, &[]);
        let mut session = Session {
            seats: setup.seats.clone(),
            rack_orders: vec![Vec::new(); setup.seats.len()],
            game,
            draft,
            phase: Phase::Human,
            clock: None,
            turn_serial: 0,
            missed: Vec::new(),
        };
        session.begin_turn();
        Ok(session)
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
    pub fn viewer(&self) -> Option<usize> {
        match self.humans() {
            0 => None,
            1 => self.seats.iter().position(SeatConfig::is_human),
            _ => (self.phase == Phase::Human).then(|| self.current_seat()),
        }
    }

    /// Applies an action through the rules and moves on to what follows.
    pub fn apply(&mut self, action: Action) -> Result<ActionOutcome, MatchError> {
        let missed = self.missed_play(&action);
        if matches!(
            action,
            Action::Play { .. } | Action::Draw | Action::GiveUp | Action::Timeout { .. }
        ) && self.draft.seat == self.current_seat()
        {
            self.rack_orders[self.draft.seat] = self.draft.rack.clone();
        }
        let outcome = self.game.apply(action)?;
        self.missed.extend(missed);
        self.begin_turn();
        Ok(outcome)
    }

    /// Compares a human's turn with the best play the solver finds.
    fn missed_play(&self, action: &Action) -> Option<MissedPlay> {
        let round = &self.game.round;
        if round.is_over() || !self.seats[round.current].is_human() {
            return None;
        }
        let played = match action {
            Action::Play { table } => {
                (table.iter().map(Vec::len).sum::<usize>()
                    - round.table.iter().map(Vec::len).sum::<usize>()) as u32
            }
            Action::Draw | Action::GiveUp | Action::Timeout { .. } => 0,
            Action::NextRound => return None,
        };
        let seat = round.current_seat();
        let best = crate::ai::solve(
            &faces(&seat.rack),
            &round.table_faces(),
            seat.initial_meld_done,
            self.rules(),
            crate::ai::Objective::Tiles,
        )
        .ok()?;
        (best.tiles_played > played).then(|| MissedPlay {
            round: self.game.round_number,
            turn: round.turns + 1,
            seat: round.current,
            played,
            possible: best.tiles_played,
        })
    }

    /// The biggest miss of each human in the current round.
    pub fn biggest_misses(&self) -> Vec<&MissedPlay> {
        let mut out: Vec<&MissedPlay> = Vec::new();
        for m in self
            .missed
            .iter()
            .filter(|m| m.round == self.game.round_number)
        {
            match out.iter_mut().find(|o| o.seat == m.seat) {
                Some(o) if m.possible - m.played > o.possible - o.played => *o = m,
                Some(_) => {}
                None => out.push(m),
            }
        }
        out.sort_by_key(|m| m.seat);
        out
    }

    /// Sets up whatever comes next: the next turn's draft and phase, or the
    /// end of the round or match.
    pub fn begin_turn(&mut self) {
        self.turn_serial += 1;
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
        self.phase = if !self.seats[seat].is_human() {
            Phase::Computer
        } else if self.humans() >= 2 {
            Phase::Cover { seat }
        } else {
            Phase::Human
        };
    }

    /// Checks a loaded session: the rules' invariants and a draft that
    /// belongs to the current turn.
    pub fn check_consistent(&self) -> Result<(), String> {
        self.game.check_invariants()?;
        if self.seats.len() != self.game.config.players
            || self.rack_orders.len() != self.seats.len()
        {
            return Err("the seats do not match the game".into());
        }
        if !self.game.round.is_over() {
            let rack = &self.game.round.current_seat().rack;
            let mut draft_tiles: Vec<TileId> = self.draft.table().concat();
            draft_tiles.extend(&self.draft.rack);
            let mut expected: Vec<TileId> = self.game.round.table.concat();
            expected.extend(rack);
            draft_tiles.sort();
            expected.sort();
            if self.draft.seat != self.current_seat() || draft_tiles != expected {
                return Err("the turn in progress does not match the table".into());
            }
        }
        Ok(())
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
