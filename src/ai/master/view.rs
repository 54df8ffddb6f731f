//! What a player at the table may see: all the Master player decides from.

use crate::ai::hard::Opponent;
use crate::rules::{Round, RuleSet, Tile, TileCounts, TileId, faces};

/// Everything a player at the table may see: what Master decides from.
/// It holds no other rack and no pool order, so the planner cannot read
/// them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicView {
    pub rack: Vec<Tile>,
    pub table: Vec<Vec<Tile>>,
    pub initial_meld_done: bool,
    pub rules: RuleSet,
    /// Tiles left in the pool.
    pub pool: usize,
    /// The others, in the order they move after us.
    pub opponents: Vec<Opponent>,
    /// Whether every other player has had a turn (what they did can be read).
    pub all_moved: bool,
}

impl PublicView {
    /// What the current player of `round` may see.
    pub fn of(round: &Round) -> PublicView {
        let seat = round.current_seat();
        let mut opponents = Vec::new();
        let mut at = round.next_seat(round.current);
        while at != round.current {
            let s = &round.seats[at];
            opponents.push(Opponent {
                rack_size: s.rack.len(),
                initial_meld_done: s.initial_meld_done,
                drawn_last_turn: s.drawn_last_turn,
            });
            at = round.next_seat(at);
        }
        PublicView {
            rack: faces(&seat.rack),
            table: round.table_faces(),
            initial_meld_done: seat.initial_meld_done,
            rules: round.rules.clone(),
            pool: round.pool.len(),
            opponents,
            all_moved: round.turns + 1 >= round.players() as u32,
        }
    }

    /// The tiles neither on our rack nor on the table: the others' racks
    /// and the pool, in face order.
    pub fn unseen(&self) -> Vec<Tile> {
        let all: TileCounts = self
            .rules
            .tile_set_for(self.opponents.len() + 1)
            .ids()
            .map(TileId::face)
            .collect::<Vec<_>>()
            .iter()
            .collect();
        let seen: TileCounts = self
            .rack
            .iter()
            .chain(self.table.iter().flatten())
            .collect();
        all.minus(&seen).tiles()
    }

    pub(super) fn fewest_opponent_tiles(&self) -> usize {
        self.opponents
            .iter()
            .map(|o| o.rack_size)
            .min()
            .unwrap_or(usize::MAX)
    }
}
