//! One round: the deal, whose turn it is, and the four ways a turn ends
//! (play, draw, timer expiry, giving up an invalid turn).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::meld::{analyze_meld, arrange_meld};
use super::opening::can_open;
use super::rng::GameRng;
use super::ruleset::{MAX_PLAYERS, PlayDirection, RuleSet};
use super::scoring::{self, RoundResult, lost_on_time, pool_exhausted, rack_value};
use super::tile::{Tile, TileId, TileSet, faces};
use super::turn::{TurnError, TurnSummary, validate_turn};

/// One player's side of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub rack: Vec<TileId>,
    pub initial_meld_done: bool,
    /// Tiles drawn on this seat's last turn (0 when it played): what the
    /// others saw, and what the Hard player reads the rack from.
    #[serde(default)]
    pub drawn_last_turn: usize,
}

/// A tile drawn to decide who starts: seat and tile, in drawing order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartDraw {
    pub seat: usize,
    pub tile: TileId,
}

/// The state of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub rules: RuleSet,
    pub seats: Vec<Seat>,
    /// Face-down tiles; the next tile drawn is the last one.
    pub pool: Vec<TileId>,
    /// The sets on the table, each in display order.
    pub table: Vec<Vec<TileId>>,
    /// Whose turn it is.
    pub current: usize,
    /// Who played first this round.
    pub first: usize,
    /// Turns completed so far.
    pub turns: u32,
    /// Consecutive turns without a play while the pool was empty.
    pub passes: usize,
    /// The draws that decided who starts.
    pub start_draws: Vec<StartDraw>,
    pub result: Option<RoundResult>,
}

/// What a finished turn did, for the view to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnOutcome {
    pub seat: usize,
    pub played: Vec<TileId>,
    pub drawn: Vec<TileId>,
    pub round_over: bool,
}

/// A table in one order: each set's tiles sorted, empty sets dropped, the
/// sets sorted. Two tables are the same sets exactly when these are equal.
pub fn canonical_table(table: &[Vec<TileId>]) -> Vec<Vec<TileId>> {
    let mut sets: Vec<Vec<TileId>> = table
        .iter()
        .filter(|s| !s.is_empty())
        .map(|s| {
            let mut s = s.clone();
            s.sort_unstable();
            s
        })
        .collect();
    sets.sort_unstable();
    sets
}

/// How a turn that plays nothing ends; see [`Round::no_play_action`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoPlay {
    Draw,
    /// The table was changed: the turn is given up and `penalty` tiles drawn.
    GiveUp {
        penalty: u8,
    },
}

/// Why a round action was refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum RoundError {
    RoundOver,
    /// The same physical tile appears twice in the proposed table.
    DuplicateTile {
        tile: TileId,
    },
    /// A tile id that does not exist, or is in the pool or another rack.
    TileNotAvailable {
        tile: TileId,
    },
    /// The table tile left the table.
    TableTileRemoved {
        tile: TileId,
    },
    Turn(TurnError),
}

impl fmt::Display for RoundError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoundError::RoundOver => f.write_str("The round is over."),
            RoundError::DuplicateTile { tile } => {
                write!(f, "Tile #{} is on the table twice.", tile.0)
            }
            RoundError::TileNotAvailable { tile } => write!(
                f,
                "Tile #{} is neither on the table nor on your rack.",
                tile.0
            ),
            RoundError::TableTileRemoved { tile } => {
                TurnError::TableTileRemoved { tile: tile.face() }.fmt(f)
            }
            RoundError::Turn(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RoundError {}

impl RoundError {
    pub fn code(&self) -> &'static str {
        match self {
            RoundError::RoundOver => "round_over",
            RoundError::DuplicateTile { .. } => "duplicate_tile",
            RoundError::TileNotAvailable { .. } => "unknown_tile",
            RoundError::TableTileRemoved { .. } => "table_tile_removed",
            RoundError::Turn(e) => e.code(),
        }
    }
}

/// The most times a deal is shuffled again for three doubles; past it
/// the last deal stands (no real shuffle gets near).
const MAX_REDEALS: usize = 100;

/// Deals the racks from the shuffled pool, leaving the rest in it: one
/// joker each first under `joker_in_every_rack`, and again from a fresh
/// shuffle while a rack holds three doubles under `redeal_three_doubles`.
fn deal_racks(
    rng: &mut GameRng,
    pool: &mut Vec<TileId>,
    players: usize,
    rules: &RuleSet,
) -> Vec<Vec<TileId>> {
    for _ in 0..MAX_REDEALS {
        let mut left = pool.clone();
        let racks = deal_once(&mut left, players, rules);
        if !(rules.redeal_three_doubles && racks.iter().any(|r| doubles(r) >= 3)) {
            *pool = left;
            return racks;
        }
        rng.shuffle(pool);
    }
    deal_once(pool, players, rules)
}

fn deal_once(pool: &mut Vec<TileId>, players: usize, rules: &RuleSet) -> Vec<Vec<TileId>> {
    let mut jokers = Vec::new();
    if rules.joker_in_every_rack {
        let mut i = 0;
        while i < pool.len() && jokers.len() < players {
            if pool[i].face().is_joker() {
                jokers.push(pool.remove(i));
            } else {
                i += 1;
            }
        }
    }
    let hand = rules.tiles_per_player as usize;
    (0..players)
        .map(|seat| {
            let own = jokers.get(seat).copied();
            let take = (hand - usize::from(own.is_some())).min(pool.len());
            let mut rack = pool.split_off(pool.len() - take);
            rack.reverse();
            rack.splice(0..0, own);
            rack
        })
        .collect()
}

/// How many faces a rack holds two copies (or more) of.
pub fn doubles(rack: &[TileId]) -> usize {
    let mut seen = [0u8; Tile::FACES];
    for id in rack {
        seen[id.face().index()] += 1;
    }
    seen[..Tile::JOKER_INDEX]
        .iter()
        .filter(|&&c| c >= 2)
        .count()
}

impl Round {
    /// Shuffles with `seed`, decides who starts by each player drawing a
    /// tile (highest number starts; jokers and ties draw again), returns the
    /// tiles, reshuffles and deals.
    pub fn deal(seed: u64, players: usize, rules: &RuleSet) -> Round {
        assert!(
            (1..=MAX_PLAYERS).contains(&players),
            "a round has 1 to {MAX_PLAYERS} players"
        );
        let mut rng = GameRng::new(seed);
        let mut pool: Vec<TileId> = rules.tile_set_for(players).ids().collect();
        rng.shuffle(&mut pool);

        let mut start_draws = Vec::new();
        let mut contenders: Vec<usize> = (0..players).collect();
        let mut cursor = 0;
        // The bound only guards against an endless tie; no real shuffle gets near it.
        while contenders.len() > 1 && cursor < 4 * pool.len() {
            let mut best = 0;
            let mut drawn = Vec::new();
            for &seat in &contenders {
                let number = loop {
                    let tile = pool[cursor % pool.len()];
                    cursor += 1;
                    start_draws.push(StartDraw { seat, tile });
                    if let Some(n) = tile.face().number() {
                        break n;
                    }
                };
                best = best.max(number);
                drawn.push((seat, number));
            }
            contenders = drawn
                .into_iter()
                .filter(|&(_, n)| n == best)
                .map(|(s, _)| s)
                .collect();
        }
        let first = contenders[0];

        rng.shuffle(&mut pool);
        let seats = deal_racks(&mut rng, &mut pool, players, rules)
            .into_iter()
            .map(|rack| Seat {
                rack,
                initial_meld_done: false,
                drawn_last_turn: 0,
            })
            .collect();
        Round {
            rules: rules.clone(),
            seats,
            pool,
            table: Vec::new(),
            current: first,
            first,
            turns: 0,
            passes: 0,
            start_draws,
            result: None,
        }
    }

    /// A round set up by hand: these racks and table (tiles written in the
    /// project's notation), every other tile in the pool, seat 0 to play and
    /// every seat past its initial meld. For tests, lessons and puzzles.
    pub fn arranged(racks: &[&str], table: &[&str], rules: &RuleSet) -> Result<Round, String> {
        if !(1..=MAX_PLAYERS).contains(&racks.len()) {
            return Err(format!(
                "a round has 1 to {MAX_PLAYERS} racks, not {}",
                racks.len()
            ));
        }
        let mut free: Vec<TileId> = rules.tile_set_for(racks.len()).ids().collect();
        let mut take = |text: &str| -> Result<Vec<TileId>, String> {
            super::tile::parse_tiles(text)
                .map_err(|e| e.to_string())?
                .into_iter()
                .map(|face| {
                    let i = free
                        .iter()
                        .position(|id| id.face() == face)
                        .ok_or_else(|| format!("no {face} is left for \"{text}\""))?;
                    Ok(free.remove(i))
                })
                .collect()
        };
        let seats = racks
            .iter()
            .map(|r| {
                Ok(Seat {
                    rack: take(r)?,
                    initial_meld_done: true,
                    drawn_last_turn: 0,
                })
            })
            .collect::<Result<Vec<Seat>, String>>()?;
        let table = table
            .iter()
            .map(|s| take(s))
            .collect::<Result<Vec<_>, String>>()?;
        let mut round = Round::deal(1, racks.len(), rules);
        round.seats = seats;
        round.table = table;
        round.pool = free;
        round.current = 0;
        round.first = 0;
        round.check_invariants()?;
        Ok(round)
    }

    pub fn players(&self) -> usize {
        self.seats.len()
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    pub fn current_seat(&self) -> &Seat {
        &self.seats[self.current]
    }

    pub fn table_faces(&self) -> Vec<Vec<Tile>> {
        self.table.iter().map(|s| faces(s)).collect()
    }

    /// The seat that plays after `seat`.
    pub fn next_seat(&self, seat: usize) -> usize {
        let n = self.players();
        match self.rules.play_direction {
            PlayDirection::Clockwise => (seat + 1) % n,
            PlayDirection::Counterclockwise => (seat + n - 1) % n,
        }
    }

    /// Checks a proposed table for the current player without changing
    /// anything: the same judgement [`Round::play`] makes.
    pub fn check_play(&self, table: &[Vec<TileId>]) -> Result<TurnSummary, RoundError> {
        if self.is_over() {
            return Err(RoundError::RoundOver);
        }
        let mut seen = [false; TileId::SPAN];
        let mut on_table_before = [false; TileId::SPAN];
        for id in self.table.iter().flatten() {
            on_table_before[id.0 as usize] = true;
        }
        let seat = self.current_seat();
        for &id in table.iter().flatten() {
            if !id.is_valid() {
                return Err(RoundError::TileNotAvailable { tile: id });
            }
            if seen[id.0 as usize] {
                return Err(RoundError::DuplicateTile { tile: id });
            }
            seen[id.0 as usize] = true;
            if !on_table_before[id.0 as usize] && !seat.rack.contains(&id) {
                return Err(RoundError::TileNotAvailable { tile: id });
            }
        }
        if let Some(&id) = self.table.iter().flatten().find(|id| !seen[id.0 as usize]) {
            return Err(RoundError::TableTileRemoved { tile: id });
        }
        let after: Vec<Vec<Tile>> = table.iter().map(|s| faces(s)).collect();
        validate_turn(
            &self.table_faces(),
            &faces(&seat.rack),
            &after,
            seat.initial_meld_done,
            &self.rules,
        )
        .map_err(RoundError::Turn)
    }

    /// Commits the current player's turn with `table` as the new table.
    pub fn play(&mut self, table: Vec<Vec<TileId>>) -> Result<TurnOutcome, RoundError> {
        self.check_play(&table)?;
        let seat_index = self.current;
        let rules = self.rules.clone();
        let table: Vec<Vec<TileId>> = table
            .into_iter()
            .filter(|s| !s.is_empty())
            .map(|s| arrange_meld(&s, TileId::face, &rules).expect("checked valid"))
            .collect();
        let seat = &mut self.seats[seat_index];
        let played: Vec<TileId> = seat
            .rack
            .iter()
            .copied()
            .filter(|id| table.iter().flatten().any(|t| t == id))
            .collect();
        seat.rack.retain(|id| !played.contains(id));
        seat.initial_meld_done = true;
        seat.drawn_last_turn = 0;
        let went_out = seat.rack.is_empty();
        self.table = table;
        self.passes = 0;
        self.turns += 1;
        if went_out {
            self.result = Some(scoring::went_out(self.end_values(), seat_index));
        } else {
            self.current = self.next_seat(seat_index);
        }
        Ok(TurnOutcome {
            seat: seat_index,
            played,
            drawn: Vec::new(),
            round_over: went_out,
        })
    }

    /// The current player draws a tile (or passes when the pool is empty).
    pub fn draw(&mut self) -> Result<TurnOutcome, RoundError> {
        self.end_without_play(1)
    }

    /// The turn timer ran out with `attempted` on the table: the table goes
    /// back as it was at the start of the turn and the player draws the
    /// time-out penalty (the larger one when the table was left invalid).
    pub fn timeout(&mut self, attempted: &[Vec<TileId>]) -> Result<TurnOutcome, RoundError> {
        let penalty = if self.table_left_invalid(attempted) {
            self.rules.timeout_invalid_table_penalty
        } else {
            self.rules.timeout_penalty
        };
        self.end_without_play(penalty as usize)
    }

    /// The player gives up a turn the rules refused: the table is restored
    /// and the player draws the invalid-turn penalty.
    pub fn give_up(&mut self) -> Result<TurnOutcome, RoundError> {
        self.end_without_play(self.rules.invalid_turn_penalty as usize)
    }

    /// Whether `attempted` differs from the table at the start of the turn
    /// (the sets as sets of tiles: their order and the order inside them
    /// do not count).
    pub fn table_changed(&self, attempted: &[Vec<TileId>]) -> bool {
        canonical_table(attempted) != canonical_table(&self.table)
    }

    /// Whether the current player would leave the table invalid with
    /// `attempted`: a set that is not a valid meld, or a table that does
    /// not hold the start's tiles and rack tiles only.
    pub fn table_left_invalid(&self, attempted: &[Vec<TileId>]) -> bool {
        if !self.table_changed(attempted) {
            return false;
        }
        let bad_set = attempted
            .iter()
            .any(|s| !s.is_empty() && analyze_meld(&faces(s), &self.rules).is_err());
        bad_set
            || match self.check_play(attempted) {
                Ok(_) => false,
                Err(RoundError::Turn(e)) => matches!(
                    e,
                    TurnError::InvalidSet { .. }
                        | TurnError::TableTileRemoved { .. }
                        | TurnError::UnknownTile { .. }
                        | TurnError::ImpossibleTiles { .. }
                        | TurnError::InvalidStartingTable { .. }
                ),
                Err(_) => true,
            }
    }

    /// How a turn ends that plays nothing, from the table the player left:
    /// a draw from the table as it was, or giving up (with its penalty) when
    /// the player changed it. Drawing is never a cheaper way out of a failed
    /// turn than giving up.
    pub fn no_play_action(&self, attempted: &[Vec<TileId>]) -> NoPlay {
        if self.table_changed(attempted) {
            NoPlay::GiveUp {
                penalty: self.rules.invalid_turn_penalty,
            }
        } else {
            NoPlay::Draw
        }
    }

    fn end_without_play(&mut self, draws: usize) -> Result<TurnOutcome, RoundError> {
        if self.is_over() {
            return Err(RoundError::RoundOver);
        }
        let seat_index = self.current;
        let pool_was_empty = self.pool.is_empty();
        let take = draws.min(self.pool.len());
        let mut drawn = self.pool.split_off(self.pool.len() - take);
        drawn.reverse();
        self.seats[seat_index].rack.extend(&drawn);
        self.seats[seat_index].drawn_last_turn = drawn.len();
        self.turns += 1;
        if pool_was_empty {
            self.passes += 1;
        } else {
            self.passes = 0;
        }
        let round_over = self.passes >= self.players();
        if round_over {
            let sizes: Vec<usize> = self.seats.iter().map(|s| s.rack.len()).collect();
            self.result = Some(pool_exhausted(self.end_values(), &sizes, &self.rules));
        } else {
            self.current = self.next_seat(seat_index);
        }
        Ok(TurnOutcome {
            seat: seat_index,
            played: Vec::new(),
            drawn,
            round_over,
        })
    }

    /// The current player's clock ran out under a clock that loses the
    /// match: the round ends with them paying their rack to the others.
    pub fn out_of_time(&mut self) -> Result<TurnOutcome, RoundError> {
        if self.is_over() {
            return Err(RoundError::RoundOver);
        }
        let seat = self.current;
        self.result = Some(lost_on_time(self.end_values(), seat));
        Ok(TurnOutcome {
            seat,
            played: Vec::new(),
            drawn: Vec::new(),
            round_over: true,
        })
    }

    /// What each rack costs at the round's end: its tiles' value, or the
    /// unopened charge for a rack that never made the initial meld.
    pub fn end_values(&self) -> Vec<u32> {
        (0..self.players())
            .map(|i| {
                let seat = &self.seats[i];
                match self.rules.unopened_penalty {
                    Some(p) if !seat.initial_meld_done => u32::from(if self.could_have_opened(i) {
                        p.could
                    } else {
                        p.could_not
                    }),
                    _ => rack_value(&faces(&seat.rack), &self.rules),
                }
            })
            .collect()
    }

    /// Whether `seat`, which never opened, could have made the initial meld
    /// on its last turn: its rack then was the one it holds without that
    /// turn's draws, and the largest it ever had a turn with.
    pub fn could_have_opened(&self, seat: usize) -> bool {
        let n = self.players();
        let place = match self.rules.play_direction {
            PlayDirection::Clockwise => (seat + n - self.first) % n,
            PlayDirection::Counterclockwise => (self.first + n - seat) % n,
        };
        if self.turns as usize <= place {
            return false;
        }
        let rack = &self.seats[seat].rack;
        // The seat whose turn it is (it ran out of time) had this turn
        // with the whole rack.
        let drawn = match seat == self.current && !self.is_over() {
            true => 0,
            false => self.seats[seat].drawn_last_turn.min(rack.len()),
        };
        let held = &rack[..rack.len() - drawn];
        can_open(&faces(held), self.rules.initial_meld_points)
    }

    pub fn rack_faces(&self) -> Vec<Vec<Tile>> {
        self.seats.iter().map(|s| faces(&s.rack)).collect()
    }

    /// The tiles this round is played with.
    pub fn tile_set(&self) -> TileSet {
        self.rules.tile_set_for(self.players())
    }

    /// Checks the invariants every state must keep: each tile of the set is
    /// in exactly one place and every set on the table is valid.
    pub fn check_invariants(&self) -> Result<(), String> {
        let set = self.tile_set();
        let mut seen = [0u8; TileId::SPAN];
        let all = self
            .pool
            .iter()
            .chain(self.table.iter().flatten())
            .chain(self.seats.iter().flat_map(|s| &s.rack));
        for id in all {
            if !set.contains(*id) {
                return Err(format!("tile id {} is not in this game's set", id.0));
            }
            seen[id.0 as usize] += 1;
        }
        let misplaced = set.ids().map(|id| id.0 as usize).find(|&i| seen[i] != 1);
        if let Some(i) = misplaced {
            return Err(format!(
                "tile #{i} ({}) is in {} places",
                TileId(i as u8).face(),
                seen[i]
            ));
        }
        for set in &self.table {
            if let Err(e) = super::meld::analyze_meld(&faces(set), &self.rules) {
                return Err(format!(
                    "invalid set {} on the table: {e}",
                    super::tile::format_tiles(&faces(set))
                ));
            }
        }
        if let Some(result) = &self.result {
            let sum: i32 = result.scores.iter().sum();
            if sum != 0 {
                return Err(format!("round scores sum to {sum}, not 0"));
            }
        }
        Ok(())
    }
}
