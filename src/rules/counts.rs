//! Tile multisets as per-face counts: the cheap way to compare a table
//! before and after a turn.

use super::tile::{Tile, TileSet};

/// How many of each face a collection of tiles holds.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct TileCounts([u16; Tile::FACES]);

impl Default for TileCounts {
    fn default() -> Self {
        TileCounts([0; Tile::FACES])
    }
}

impl std::fmt::Debug for TileCounts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.tiles()).finish()
    }
}

impl TileCounts {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, tile: Tile) {
        self.0[tile.index()] += 1;
    }

    pub fn add_all<'a>(&mut self, tiles: impl IntoIterator<Item = &'a Tile>) {
        for &t in tiles {
            self.add(t);
        }
    }

    pub fn get(&self, tile: Tile) -> u16 {
        self.0[tile.index()]
    }

    pub fn total(&self) -> usize {
        self.0.iter().map(|&c| c as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&c| c == 0)
    }

    /// The tiles, in face order, each repeated as often as it is counted.
    pub fn tiles(&self) -> Vec<Tile> {
        Tile::all_faces()
            .flat_map(|t| std::iter::repeat_n(t, self.get(t) as usize))
            .collect()
    }

    /// What `self` has more of than `other` (a multiset difference).
    pub fn minus(&self, other: &TileCounts) -> TileCounts {
        let mut out = TileCounts::new();
        for i in 0..Tile::FACES {
            out.0[i] = self.0[i].saturating_sub(other.0[i]);
        }
        out
    }

    pub fn plus(&self, other: &TileCounts) -> TileCounts {
        let mut out = self.clone();
        for i in 0..Tile::FACES {
            out.0[i] += other.0[i];
        }
        out
    }

    pub fn contains_all(&self, other: &TileCounts) -> bool {
        (0..Tile::FACES).all(|i| self.0[i] >= other.0[i])
    }

    /// The first face held more often than `set` has it, if any.
    pub fn first_beyond(&self, set: TileSet) -> Option<Tile> {
        Tile::all_faces().find(|&t| self.get(t) > set.copies_of(t))
    }
}

impl<'a> FromIterator<&'a Tile> for TileCounts {
    fn from_iter<I: IntoIterator<Item = &'a Tile>>(iter: I) -> Self {
        let mut c = TileCounts::new();
        c.add_all(iter);
        c
    }
}

impl FromIterator<Tile> for TileCounts {
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> Self {
        let mut c = TileCounts::new();
        for t in iter {
            c.add(t);
        }
        c
    }
}
