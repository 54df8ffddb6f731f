//! A match: rounds in a row, scores and standings. A match is its
//! configuration (seed, players, rules) plus a log of actions; replaying the
//! log reproduces the state exactly.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::clock::OutOfTime;
use super::rng::derive_seed;
use super::round::{Round, RoundError, TurnOutcome};
use super::ruleset::{MatchLength, RuleSet, RuleSetError};
use super::scoring::{RoundEnd, RoundResult, places, standings};
use super::tile::TileId;

/// Matches with a target score stop after this many rounds regardless.
pub const MAX_ROUNDS: u32 = 100;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchConfig {
    pub seed: u64,
    pub players: usize,
    pub rules: RuleSet,
}

/// Everything a player can do; the log of a match is a list of these.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "action")]
pub enum Action {
    /// End the turn leaving `table` on the table.
    Play { table: Vec<Vec<TileId>> },
    /// Draw a tile and pass (just pass when the pool is empty).
    Draw,
    /// The turn timer ran out with `attempted` on the table (what the
    /// player had laid out; the rules judge whether it was left invalid).
    Timeout {
        #[serde(default)]
        attempted: Vec<Vec<TileId>>,
    },
    /// Give up a turn the rules refused.
    GiveUp,
    /// The player's clock ran out, under a clock that loses the match on
    /// time (a clock that reverts and draws uses `Timeout`).
    OutOfTime,
    /// Start the next round after one has ended.
    NextRound,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum MatchError {
    Round(RoundError),
    /// A turn action while the round is over, or `NextRound` while it is not.
    WrongPhase {
        expected: String,
    },
    MatchOver,
    /// An action these rules have no place for.
    NotInTheseRules {
        what: String,
    },
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Round(e) => e.fmt(f),
            MatchError::WrongPhase { expected } => write!(f, "Not now: {expected}."),
            MatchError::MatchOver => f.write_str("The match is over."),
            MatchError::NotInTheseRules { what } => write!(f, "These rules have no {what}."),
        }
    }
}

impl std::error::Error for MatchError {}

/// The outcome of one action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionOutcome {
    Turn(TurnOutcome),
    RoundStarted { round: u32 },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    pub config: MatchConfig,
    /// Zero-based number of the round in play (or just finished).
    pub round_number: u32,
    pub round: Round,
    pub totals: Vec<i32>,
    pub rounds_won: Vec<u32>,
    pub history: Vec<RoundResult>,
    pub log: Vec<Action>,
}

impl Match {
    pub fn new(config: MatchConfig) -> Result<Match, RuleSetError> {
        config.rules.check_playable(config.players)?;
        let round = Round::deal(derive_seed(config.seed, 0), config.players, &config.rules);
        Ok(Match {
            round_number: 0,
            round,
            totals: vec![0; config.players],
            rounds_won: vec![0; config.players],
            history: Vec::new(),
            log: Vec::new(),
            config,
        })
    }

    /// A match of one prepared round (a puzzle or a lesson): the round is
    /// not dealt from the seed, so such a match is not rebuilt from its log.
    pub fn prepared(round: Round) -> Match {
        let players = round.players();
        let rules = RuleSet {
            match_length: MatchLength::Rounds { rounds: 1 },
            ..round.rules.clone()
        };
        Match {
            round_number: 0,
            totals: vec![0; players],
            rounds_won: vec![0; players],
            history: Vec::new(),
            log: Vec::new(),
            config: MatchConfig {
                seed: 0,
                players,
                rules,
            },
            round,
        }
    }

    /// Rebuilds a match from its configuration and log. Fails at the first
    /// action that does not apply, with its index.
    pub fn replay(config: MatchConfig, actions: &[Action]) -> Result<Match, ReplayError> {
        let mut m = Match::new(config).map_err(|e| ReplayError {
            index: None,
            message: e.to_string(),
        })?;
        for (index, action) in actions.iter().enumerate() {
            m.apply(action.clone()).map_err(|e| ReplayError {
                index: Some(index),
                message: e.to_string(),
            })?;
        }
        Ok(m)
    }

    pub fn rules(&self) -> &RuleSet {
        &self.config.rules
    }

    pub fn apply(&mut self, action: Action) -> Result<ActionOutcome, MatchError> {
        if self.is_over() {
            return Err(MatchError::MatchOver);
        }
        let outcome = match &action {
            Action::NextRound => {
                if !self.round.is_over() {
                    return Err(MatchError::WrongPhase {
                        expected: "the round is still being played".into(),
                    });
                }
                self.round_number += 1;
                self.round = Round::deal(
                    derive_seed(self.config.seed, self.round_number as u64),
                    self.config.players,
                    &self.config.rules,
                );
                ActionOutcome::RoundStarted {
                    round: self.round_number,
                }
            }
            turn_action => {
                let turn = match turn_action {
                    Action::Play { table } => self.round.play(table.clone()),
                    Action::Draw => self.round.draw(),
                    Action::Timeout { attempted } => self.round.timeout(attempted),
                    Action::GiveUp => self.round.give_up(),
                    Action::OutOfTime => {
                        self.check_loses_on_time()?;
                        self.round.out_of_time()
                    }
                    Action::NextRound => unreachable!(),
                }
                .map_err(MatchError::Round)?;
                if turn.round_over {
                    let result = self.round.result.clone().expect("round just ended");
                    for (total, score) in self.totals.iter_mut().zip(&result.scores) {
                        *total += score;
                    }
                    for w in result.winners() {
                        self.rounds_won[w] += 1;
                    }
                    self.history.push(result);
                }
                ActionOutcome::Turn(turn)
            }
        };
        self.log.push(action);
        Ok(outcome)
    }

    fn check_loses_on_time(&self) -> Result<(), MatchError> {
        match self.config.rules.clock {
            Some(c) if c.out_of_time == OutOfTime::LoseMatch => Ok(()),
            _ => Err(MatchError::NotInTheseRules {
                what: "clock that loses the match on time".into(),
            }),
        }
    }

    /// The seat that lost the match on time, if one did.
    pub fn lost_on_time(&self) -> Option<usize> {
        self.history.iter().find_map(|r| match r.end {
            RoundEnd::OutOfTime { loser } => Some(loser),
            _ => None,
        })
    }

    /// Whether the round in play has ended and no more rounds follow.
    pub fn is_over(&self) -> bool {
        if !self.round.is_over() {
            return false;
        }
        let played = self.history.len() as u32;
        self.lost_on_time().is_some()
            || played >= MAX_ROUNDS
            || match self.config.rules.match_length {
                MatchLength::OneRoundPerPlayer => played >= self.config.players as u32,
                MatchLength::Rounds { rounds } => played >= rounds as u32,
                MatchLength::TargetScore { points } => self.totals.iter().any(|&t| t >= points),
            }
    }

    /// Seats from first place to last; a seat that lost on time is last.
    pub fn standings(&self) -> Vec<usize> {
        let mut order = standings(&self.totals, &self.rounds_won, &self.config.rules);
        if let Some(loser) = self.lost_on_time() {
            order.retain(|&s| s != loser);
            order.push(loser);
        }
        order
    }

    /// Each seat's place (1 is first, ties share); a seat that lost on
    /// time is last alone.
    pub fn places(&self) -> Vec<usize> {
        let mut place = places(&self.totals, &self.rounds_won, &self.config.rules);
        if let Some(loser) = self.lost_on_time() {
            let others: Vec<usize> = (0..place.len()).filter(|&s| s != loser).collect();
            let before = place.clone();
            for &s in &others {
                place[s] = 1 + others.iter().filter(|&&o| before[o] < before[s]).count();
            }
            place[loser] = place.len();
        }
        place
    }

    /// The match invariants: the round's, and totals equal to the sum of
    /// the round scores, summing to zero.
    pub fn check_invariants(&self) -> Result<(), String> {
        self.round.check_invariants()?;
        for (seat, &total) in self.totals.iter().enumerate() {
            let sum: i32 = self.history.iter().map(|r| r.scores[seat]).sum();
            if sum != total {
                return Err(format!(
                    "seat {seat} totals {total} but its rounds sum to {sum}"
                ));
            }
        }
        let sum: i32 = self.totals.iter().sum();
        if sum != 0 {
            return Err(format!("match totals sum to {sum}, not 0"));
        }
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    /// The index of the action that failed; `None` for a bad configuration.
    pub index: Option<usize>,
    pub message: String,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.index {
            Some(i) => write!(f, "action {} cannot be replayed: {}", i + 1, self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ReplayError {}
