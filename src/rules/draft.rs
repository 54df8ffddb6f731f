//! The turn in progress: the table and rack as the current player is
//! rearranging them, with undo and reset, and what may be moved while the
//! turn is open (lifting table tiles before the initial meld, returning
//! tiles to the rack). Whether the turn may end is [`Round::check_play`]'s
//! judgement.

use serde::{Deserialize, Serialize};

use super::meld::{MeldError, analyze_meld, arrange_meld};
use super::round::{Round, RoundError};
use super::ruleset::RuleSet;
use super::tile::{Tile, TileId, faces};
use super::turn::{TurnError, TurnSummary};

/// A set on the table keeps its id while it is edited, so its entity and
/// its place on the table follow it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SetId(pub u32);

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftSet {
    pub id: SetId,
    pub tiles: Vec<TileId>,
}

/// Where dropped tiles go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DropTarget {
    /// Into a set, at a slot (runs and groups re-order themselves once valid).
    Set { set: SetId, index: usize },
    /// A new set on free table space, placed after the set given (if any).
    NewSet { after: Option<SetId> },
    /// Back to the rack at a slot; only tiles that left this rack this turn.
    Rack { index: usize },
}

/// Why a move was refused; the tiles go back where they came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveRefused {
    /// Tiles on the table never go back to a rack.
    TableToRack(Tile),
    /// Before the initial meld the table's tiles may not be touched.
    TableBeforeInitialMeld(Tile),
    NotMovable,
}

impl std::fmt::Display for MoveRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveRefused::TableToRack(t) => TurnError::TableTileRemoved { tile: *t }.fmt(f),
            MoveRefused::TableBeforeInitialMeld(_) => f.write_str(
                "Before your initial meld you may only lay down new sets from your rack.",
            ),
            MoveRefused::NotMovable => f.write_str("That tile cannot be moved now."),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Snapshot {
    sets: Vec<DraftSet>,
    rack: Vec<TileId>,
    /// The id the next new set gets: restored with the rest, so a set made
    /// again after Undo or Reset gets the same id as before.
    #[serde(default)]
    next_id: u32,
}

/// The current player's working copy of the table and rack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnDraft {
    pub seat: usize,
    pub sets: Vec<DraftSet>,
    /// The current player's rack in display order.
    pub rack: Vec<TileId>,
    initial_meld_done: bool,
    /// Tiles on the rack when the turn started.
    rack_at_start: Vec<TileId>,
    start: Snapshot,
    history: Vec<Snapshot>,
    next_id: u32,
}

impl TurnDraft {
    /// A draft of the current turn of `round`, showing the rack in `rack_order`
    /// (the player's own arrangement; tiles missing from it are appended).
    pub fn new(round: &Round, rack_order: &[TileId]) -> TurnDraft {
        let seat = round.current_seat();
        let mut rack: Vec<TileId> = rack_order
            .iter()
            .copied()
            .filter(|t| seat.rack.contains(t))
            .collect();
        let missing: Vec<TileId> = seat
            .rack
            .iter()
            .copied()
            .filter(|t| !rack.contains(t))
            .collect();
        rack.extend(missing);
        let sets: Vec<DraftSet> = round
            .table
            .iter()
            .enumerate()
            .map(|(i, tiles)| DraftSet {
                id: SetId(i as u32),
                tiles: tiles.clone(),
            })
            .collect();
        let start = Snapshot {
            sets: sets.clone(),
            rack: rack.clone(),
            next_id: sets.len() as u32,
        };
        TurnDraft {
            seat: round.current,
            next_id: sets.len() as u32,
            sets,
            rack_at_start: seat.rack.clone(),
            initial_meld_done: seat.initial_meld_done,
            rack,
            start,
            history: Vec::new(),
        }
    }

    /// The table as the rules see it.
    pub fn table(&self) -> Vec<Vec<TileId>> {
        self.sets.iter().map(|s| s.tiles.clone()).collect()
    }

    pub fn set(&self, id: SetId) -> Option<&DraftSet> {
        self.sets.iter().find(|s| s.id == id)
    }

    /// Where a tile is: `Some(Ok(set))` on the table, `Some(Err(index))` on the rack.
    pub fn locate(&self, tile: TileId) -> Option<Result<SetId, usize>> {
        if let Some(i) = self.rack.iter().position(|&t| t == tile) {
            return Some(Err(i));
        }
        self.sets
            .iter()
            .find(|s| s.tiles.contains(&tile))
            .map(|s| Ok(s.id))
    }

    /// Whether the player may pick this tile up.
    pub fn can_lift(&self, tile: TileId) -> Result<(), MoveRefused> {
        match self.locate(tile) {
            None => Err(MoveRefused::NotMovable),
            Some(Err(_)) => Ok(()),
            Some(Ok(_)) if self.initial_meld_done || self.rack_at_start.contains(&tile) => Ok(()),
            Some(Ok(_)) => Err(MoveRefused::TableBeforeInitialMeld(tile.face())),
        }
    }

    /// Moves tiles (in the order given) to a target. On refusal nothing changes.
    pub fn move_tiles(
        &mut self,
        tiles: &[TileId],
        target: DropTarget,
        rules: &RuleSet,
    ) -> Result<(), MoveRefused> {
        // The same tile named twice moves once.
        let mut unique: Vec<TileId> = Vec::with_capacity(tiles.len());
        for &t in tiles {
            if !unique.contains(&t) {
                unique.push(t);
            }
        }
        let tiles = &unique[..];
        if tiles.is_empty() {
            return Ok(());
        }
        for &t in tiles {
            self.can_lift(t)?;
            if let DropTarget::Rack { .. } = target
                && !self.rack_at_start.contains(&t)
            {
                return Err(MoveRefused::TableToRack(t.face()));
            }
        }
        if let DropTarget::Set { set, .. } = target
            && self.set(set).is_none()
        {
            return Err(MoveRefused::NotMovable);
        }
        let before = self.snapshot();
        // Take the tiles out, remembering slots so same-set moves keep order.
        for &t in tiles {
            self.rack.retain(|&r| r != t);
            for s in &mut self.sets {
                s.tiles.retain(|&x| x != t);
            }
        }
        match target {
            DropTarget::Set { set, index } => {
                let s = self
                    .sets
                    .iter_mut()
                    .find(|s| s.id == set)
                    .expect("checked above");
                let at = index.min(s.tiles.len());
                s.tiles.splice(at..at, tiles.iter().copied());
                snap_to_meld(&mut s.tiles, rules);
            }
            DropTarget::NewSet { after } => {
                let id = SetId(self.next_id);
                self.next_id += 1;
                let mut new = tiles.to_vec();
                snap_to_meld(&mut new, rules);
                let at = after
                    .and_then(|a| self.sets.iter().position(|s| s.id == a))
                    .map_or(self.sets.len(), |p| p + 1);
                self.sets.insert(at, DraftSet { id, tiles: new });
            }
            DropTarget::Rack { index } => {
                let at = index.min(self.rack.len());
                self.rack.splice(at..at, tiles.iter().copied());
            }
        }
        self.sets.retain(|s| !s.tiles.is_empty());
        if self.snapshot() != before {
            self.history.push(before);
        }
        Ok(())
    }

    /// Rearranges the rack only (drag within the rack, or the sort buttons).
    /// An order that is not the same tiles is refused (returns false).
    pub fn reorder_rack(&mut self, order: Vec<TileId>) -> bool {
        if sorted(order.clone()) != sorted(self.rack.clone()) {
            return false;
        }
        if order != self.rack {
            self.history.push(self.snapshot());
            self.rack = order;
        }
        true
    }

    /// Sorts the rack into groups: by number, then colour (777 together).
    pub fn sort_rack_by_groups(&mut self) {
        self.reorder_rack(rack_by_groups(&self.rack));
    }

    /// Sorts the rack into runs: by colour, then number (789 together).
    pub fn sort_rack_by_runs(&mut self) {
        self.reorder_rack(rack_by_runs(&self.rack));
    }

    /// Steps back one move. Returns false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(s) => {
                self.restore(s);
                true
            }
            None => false,
        }
    }

    /// Puts the table and rack back as they were at the start of the turn.
    pub fn reset(&mut self) {
        if self.snapshot() != self.start {
            self.history.push(self.snapshot());
            self.restore(self.start.clone());
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    pub fn is_untouched(&self) -> bool {
        self.sets == self.start.sets
            && faces(&self.rack).len() == faces(&self.start.rack).len()
            && self.rack.iter().all(|t| self.start.rack.contains(t))
    }

    /// Each set's verdict, for the marks on the table.
    pub fn set_verdict(&self, id: SetId, rules: &RuleSet) -> Option<Result<(), MeldError>> {
        self.set(id)
            .map(|s| analyze_meld(&faces(&s.tiles), rules).map(|_| ()))
    }

    /// Whether the rules accept ending the turn with this table, and why not.
    pub fn check(&self, round: &Round) -> Result<TurnSummary, RoundError> {
        round.check_play(&self.table())
    }

    /// Checks that this draft belongs to the current turn of `round`: its
    /// start is that turn's table and rack, and every state it can undo or
    /// reset to holds exactly those tiles (a loaded save is checked so).
    pub fn check_against(&self, round: &Round) -> Result<(), String> {
        if round.is_over() {
            return Ok(());
        }
        let seat = round.current_seat();
        if self.seat != round.current {
            return Err(format!(
                "the turn in progress is seat {}'s, but seat {} is to play",
                self.seat, round.current
            ));
        }
        if sorted(self.rack_at_start.clone()) != sorted(seat.rack.clone())
            || self.initial_meld_done != seat.initial_meld_done
        {
            return Err("the turn in progress started from another rack".into());
        }
        let start_table: Vec<Vec<TileId>> =
            self.start.sets.iter().map(|s| s.tiles.clone()).collect();
        if start_table != round.table {
            return Err("the turn in progress started from another table".into());
        }
        let mut expected: Vec<TileId> = round.table.concat();
        expected.extend(&seat.rack);
        let expected = sorted(expected);
        let current = self.snapshot();
        let states = [("now", &current), ("at the start", &self.start)];
        let undo = self.history.iter().map(|s| ("an undo step", s));
        for (when, snapshot) in states.into_iter().chain(undo) {
            let mut tiles: Vec<TileId> =
                snapshot.sets.iter().flat_map(|s| s.tiles.clone()).collect();
            tiles.extend(&snapshot.rack);
            let tiles = sorted(tiles);
            if tiles != expected {
                let extra: Vec<String> = tiles
                    .iter()
                    .filter(|t| !expected.contains(t))
                    .map(|t| t.face().to_string())
                    .collect();
                let missing: Vec<String> = expected
                    .iter()
                    .filter(|t| !tiles.contains(t))
                    .map(|t| t.face().to_string())
                    .collect();
                return Err(format!(
                    "the turn in progress ({when}) holds other tiles than the table and rack \
                     (extra: {}; missing: {})",
                    extra.join(" "),
                    missing.join(" ")
                ));
            }
            let mut ids: Vec<u32> = snapshot.sets.iter().map(|s| s.id.0).collect();
            ids.sort_unstable();
            ids.dedup();
            if ids.len() != snapshot.sets.len()
                || ids
                    .last()
                    .is_some_and(|&id| id >= snapshot.next_id.max(self.next_id))
                || snapshot.sets.iter().any(|s| s.tiles.is_empty())
            {
                return Err("the turn in progress has sets without proper ids".into());
            }
        }
        Ok(())
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            sets: self.sets.clone(),
            rack: self.rack.clone(),
            next_id: self.next_id,
        }
    }

    fn restore(&mut self, s: Snapshot) {
        // Snapshots from before `next_id` was kept read 0: never reuse a live id.
        let live = s.sets.iter().map(|set| set.id.0 + 1).max().unwrap_or(0);
        self.next_id = s.next_id.max(live);
        self.sets = s.sets;
        self.rack = s.rack;
    }
}

/// A rack's tiles in groups: by number, then colour (777 together).
pub fn rack_by_groups(rack: &[TileId]) -> Vec<TileId> {
    let mut order = rack.to_vec();
    order.sort_by_key(|t| {
        let f = t.face();
        (f.is_joker(), f.number(), f.color(), t.0)
    });
    order
}

/// A rack's tiles in runs: by colour, then number (789 together).
pub fn rack_by_runs(rack: &[TileId]) -> Vec<TileId> {
    let mut order = rack.to_vec();
    order.sort_by_key(|t| {
        let f = t.face();
        (f.is_joker(), f.color(), f.number(), t.0)
    });
    order
}

/// A rack's order with `tiles` taken out and put back at `index` (as a
/// drop on the rack does). `None` when a tile is not on the rack.
pub fn rack_with_moved(rack: &[TileId], tiles: &[TileId], index: usize) -> Option<Vec<TileId>> {
    if tiles.iter().any(|t| !rack.contains(t)) {
        return None;
    }
    let mut moving: Vec<TileId> = Vec::with_capacity(tiles.len());
    for &t in tiles {
        if !moving.contains(&t) {
            moving.push(t);
        }
    }
    let mut order: Vec<TileId> = rack
        .iter()
        .copied()
        .filter(|t| !moving.contains(t))
        .collect();
    let at = index.min(order.len());
    order.splice(at..at, moving);
    Some(order)
}

fn sorted(mut tiles: Vec<TileId>) -> Vec<TileId> {
    tiles.sort_unstable();
    tiles
}

/// Puts a set in its display order once it is valid (runs ascending, each
/// joker in the slot it fills); an invalid set keeps the order it was built in.
pub fn snap_to_meld(tiles: &mut Vec<TileId>, rules: &RuleSet) {
    if let Ok(arranged) = arrange_meld(tiles, TileId::face, rules) {
        *tiles = arranged;
    }
}
