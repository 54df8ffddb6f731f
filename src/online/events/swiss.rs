//! Swiss pairing of one round. Players meet others with the same score,
//! never the same opponent twice while it can be helped, and one player a
//! round sits out with a bye when the players do not fill the tables.
//!
//! The field is ranked by score, then rating, then a key drawn from the
//! seed (only exact ties reach it), then id. At 2 seats pairs are formed
//! from the top (`swiss/pairs.rs`); at 3 to 6 seats the ranking is cut into
//! tables (`swiss/tables.rs`).

use std::cmp::Reverse;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{EventError, check_seats, check_unique};
use crate::rules::derive_seed;

mod pairs;
mod tables;

pub use tables::table_sizes;

/// What a bye is worth, as a win. [`pair_round`] reports the bye apart:
/// the caller adds these points and counts the bye.
pub const BYE_POINTS: u32 = 2;

/// A player entered in a Swiss event, as they stand before the round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// The player's stable id.
    pub id: u64,
    /// Event points: a win 2, a tie 1, a loss 0, a bye [`BYE_POINTS`].
    pub score: u32,
    pub rating: i32,
    /// Games in which they were first to play at their table.
    pub firsts: u32,
    /// Games in which they were second to play.
    pub seconds: u32,
    /// Byes had so far.
    pub byes: u32,
    /// Withdrawn players are not paired.
    pub withdrawn: bool,
}

/// One round's seating: each table's players in seat order (the first
/// plays first), the top table first, and who sits out.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SwissRound {
    pub tables: Vec<Vec<u64>>,
    /// The player with a bye, if any: worth [`BYE_POINTS`], not a table.
    pub bye: Option<u64>,
}

/// Pairs a round: `played` are the tables of earlier rounds (who sat
/// together), `seats` the table size (2 to 6), `seed` breaks exact ties.
///
/// At 2 seats: pairs inside score groups, the top half of a group against
/// its bottom half, a player who cannot be paired in their group floating
/// down to the next; no rematch unless no pairing of the whole round
/// avoids one (then as few as possible); no player's firsts and seconds
/// more than 2 apart when some pairing keeps that; with an odd count, a bye
/// to the lowest-ranked of the players with the fewest byes.
///
/// At 3 to 6 seats: tables cut from the ranking, as many full as can be
/// and the rest one seat short ([`table_sizes`]); a swap between
/// neighbouring tables where it keeps two players from meeting again; a
/// bye only when one player is left alone.
pub fn pair_round(
    entrants: &[Entrant],
    played: &[Vec<u64>],
    seats: usize,
    seed: u64,
) -> Result<SwissRound, EventError> {
    check_seats(seats)?;
    check_unique(entrants.iter().map(|e| e.id))?;
    let field = Field::new(entrants, played, seed);
    let (tables, bye) = match field.len() {
        0 => (Vec::new(), None),
        1 => (Vec::new(), Some(0)),
        _ if seats == 2 => pairs::pair_in_twos(&field, seed),
        _ => (tables::cut_tables(&field, seats), None),
    };
    Ok(SwissRound {
        tables: tables
            .iter()
            .map(|t| t.iter().map(|&i| field.player(i).id).collect())
            .collect(),
        bye: bye.map(|i| field.player(i).id),
    })
}

/// The players to seat this round, best first (a player is their rank),
/// and who has already sat with whom.
pub(crate) struct Field<'a> {
    players: Vec<&'a Entrant>,
    met: Vec<bool>,
}

impl<'a> Field<'a> {
    fn new(entrants: &'a [Entrant], played: &[Vec<u64>], seed: u64) -> Field<'a> {
        let mut players: Vec<&Entrant> = entrants.iter().filter(|e| !e.withdrawn).collect();
        players.sort_by_key(|e| {
            (
                Reverse(e.score),
                Reverse(e.rating),
                derive_seed(seed, e.id),
                e.id,
            )
        });
        let rank: BTreeMap<u64, usize> =
            players.iter().enumerate().map(|(i, e)| (e.id, i)).collect();
        let n = players.len();
        let mut met = vec![false; n * n];
        for table in played {
            let seated: Vec<usize> = table
                .iter()
                .filter_map(|id| rank.get(id).copied())
                .collect();
            for &a in &seated {
                for &b in &seated {
                    met[a * n + b] |= a != b;
                }
            }
        }
        Field { players, met }
    }

    pub fn len(&self) -> usize {
        self.players.len()
    }

    pub fn player(&self, rank: usize) -> &Entrant {
        self.players[rank]
    }

    /// Whether two players sat at one table before.
    pub fn met(&self, a: usize, b: usize) -> bool {
        self.met[a * self.len() + b]
    }
}
