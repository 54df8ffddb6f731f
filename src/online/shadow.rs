//! A client's copy of an online match, built from what its seat may see.
//! The rules' `Round` wants every one of the 106 tiles somewhere, but a
//! client sees only its own rack, the table and how many tiles the other
//! racks and the pool hold. The shadow puts the tiles it cannot see, in id
//! order, on the other racks and then in the pool: nothing is guessed, the
//! tiles are conserved, and the rules judge the client's own turn exactly
//! as the server will. A hidden rack's tiles are stand-ins, never shown.

use std::fmt;

use super::protocol::{RoomPhase, RoomView};
use crate::rules::{MAX_PLAYERS, Match, MatchConfig, Round, Seat, TileId};

/// Why a view from the server cannot be a match, or a play cannot be shown
/// on it: the view does not add up (a server bug or a forged message).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewError {
    /// A room of this many seats (2–4 are played).
    Seats(usize),
    SeatOutside,
    ScoresCount,
    RackCount,
    WatcherRack,
    TwiceSeen(TileId),
    NoSuchTile(TileId),
    /// Tiles unseen, and what the other racks and the pool say they hold.
    Unseen {
        unseen: usize,
        held: usize,
    },
    NoResult,
    /// A play shown for a seat that is not another player's.
    NotAnother(usize),
    NoStandIn,
    NotHidden(TileId),
}

impl fmt::Display for ViewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ViewError::Seats(n) => write!(f, "a room of {n} seats"),
            ViewError::SeatOutside => write!(f, "a seat that is not in the room"),
            ViewError::ScoresCount => write!(f, "scores for another number of seats"),
            ViewError::RackCount => write!(f, "the rack and its count differ"),
            ViewError::WatcherRack => write!(f, "a watcher's view with a rack"),
            ViewError::TwiceSeen(t) => write!(f, "tile {} is in two places", t.0),
            ViewError::NoSuchTile(t) => write!(f, "there is no tile {}", t.0),
            ViewError::Unseen { unseen, held } => write!(
                f,
                "{unseen} tiles unseen, but the other racks and the pool hold {held}"
            ),
            ViewError::NoResult => write!(f, "a round over without a result"),
            ViewError::NotAnother(seat) => write!(f, "seat {seat} is not another player's"),
            ViewError::NoStandIn => write!(f, "the rack has no tile to swap"),
            ViewError::NotHidden(t) => write!(f, "tile {} was not hidden", t.0),
        }
    }
}

impl std::error::Error for ViewError {}

/// The match as `view`'s seat sees it, ready for the rules.
pub fn shadow_match(view: &RoomView) -> Result<Match, ViewError> {
    check_seats(view)?;
    let seen = seen_tiles(view)?;
    // A watcher sees no rack: every seat's tiles are hidden.
    let own = (!view.watching).then_some(view.you);
    if own.is_some() && view.rack.len() != view.seats[view.you].rack {
        return Err(ViewError::RackCount);
    }
    if own.is_none() && !view.rack.is_empty() {
        return Err(ViewError::WatcherRack);
    }
    let hidden: Vec<TileId> = view
        .rules
        .tile_set_for(view.seats.len())
        .ids()
        .filter(|t| !seen[t.0 as usize])
        .collect();
    let others: usize = view
        .seats
        .iter()
        .enumerate()
        .filter(|&(i, _)| Some(i) != own)
        .map(|(_, s)| s.rack)
        .sum();
    let unseen = hidden.len();
    if unseen != others + view.pool {
        return Err(ViewError::Unseen {
            unseen,
            held: others + view.pool,
        });
    }
    let mut hidden = hidden.into_iter();
    let seats = shadow_seats(view, own, &mut hidden);
    let round = shadow_round(view, seats, hidden.collect())?;
    Ok(Match {
        config: MatchConfig {
            seed: 0,
            players: view.seats.len(),
            rules: view.rules.clone(),
        },
        round_number: view.round,
        round,
        totals: view.totals.clone(),
        rounds_won: view.rounds_won.clone(),
        history: view.history.clone(),
        log: Vec::new(),
    })
}

/// The seats the view names add up: a room of 2–6, every seat named in
/// it, scores for each.
fn check_seats(view: &RoomView) -> Result<(), ViewError> {
    let players = view.seats.len();
    if !(2..=MAX_PLAYERS).contains(&players) {
        return Err(ViewError::Seats(players));
    }
    if view.you >= players || view.current >= players || view.first >= players {
        return Err(ViewError::SeatOutside);
    }
    if view.totals.len() != players || view.rounds_won.len() != players {
        return Err(ViewError::ScoresCount);
    }
    Ok(())
}

/// The tiles the view shows (table and rack), each once at most.
fn seen_tiles(view: &RoomView) -> Result<[bool; TileId::SPAN], ViewError> {
    let mut seen = [false; TileId::SPAN];
    for &t in view.table.iter().flatten().chain(&view.rack) {
        match seen.get_mut(t.0 as usize) {
            Some(s) if !*s => *s = true,
            Some(_) => return Err(ViewError::TwiceSeen(t)),
            None => return Err(ViewError::NoSuchTile(t)),
        }
    }
    Ok(seen)
}

/// Each seat: its own rack for the viewer's seat, stand-ins taken from
/// `hidden` for the others.
fn shadow_seats(
    view: &RoomView,
    own: Option<usize>,
    hidden: &mut impl Iterator<Item = TileId>,
) -> Vec<Seat> {
    view.seats
        .iter()
        .enumerate()
        .map(|(i, s)| Seat {
            rack: if Some(i) == own {
                view.rack.clone()
            } else {
                hidden.by_ref().take(s.rack).collect()
            },
            initial_meld_done: s.initial_meld_done,
            drawn_last_turn: view
                .last
                .as_ref()
                .filter(|l| l.seat == i)
                .map_or(0, |l| l.drew),
        })
        .collect()
}

/// The round as the view shows it, the pool of stand-ins `pool`.
fn shadow_round(view: &RoomView, seats: Vec<Seat>, pool: Vec<TileId>) -> Result<Round, ViewError> {
    let over = matches!(view.phase, RoomPhase::RoundOver | RoomPhase::MatchOver);
    let result = if over {
        let last = view.history.last().cloned();
        Some(last.ok_or(ViewError::NoResult)?)
    } else {
        None
    };
    Ok(Round {
        rules: view.rules.clone(),
        seats,
        pool,
        table: view.table.clone(),
        current: view.current,
        first: view.first,
        turns: view.turns,
        passes: view.passes,
        start_draws: Vec::new(),
        result,
    })
}

/// Before another seat's play is shown on the shadow: the tiles it played
/// (now known) are swapped onto its rack for stand-ins, so the rules can
/// apply the play. The viewer's rack (none for a watcher) and the table
/// are never touched.
pub fn reveal_played(
    round: &mut Round,
    seat: usize,
    you: Option<usize>,
    played: &[TileId],
) -> Result<(), ViewError> {
    if Some(seat) == you || seat >= round.seats.len() {
        return Err(ViewError::NotAnother(seat));
    }
    for &tile in played {
        if round.seats[seat].rack.contains(&tile) {
            continue;
        }
        let stand_in = round.seats[seat]
            .rack
            .iter()
            .position(|t| !played.contains(t))
            .ok_or(ViewError::NoStandIn)?;
        let swapped = round.seats[seat].rack[stand_in];
        let elsewhere: Option<&mut TileId> = round
            .seats
            .iter_mut()
            .enumerate()
            .filter(|&(i, _)| Some(i) != you && i != seat)
            .flat_map(|(_, s)| s.rack.iter_mut())
            .chain(round.pool.iter_mut())
            .find(|t| **t == tile);
        let Some(slot) = elsewhere else {
            return Err(ViewError::NotHidden(tile));
        };
        *slot = swapped;
        round.seats[seat].rack[stand_in] = tile;
    }
    Ok(())
}
