//! Where the player put sets on the felt. Positions are part of the view,
//! not of the rules: the rules know a table as a list of sets, and their
//! ids last one turn. So a place is remembered with the tiles of its set
//! and found again by them (the set that shares most of its tiles), which
//! carries it through edits, other players' turns and new turns.

use bevy::prelude::*;

use crate::game::messages::SetLaid;
use crate::game::state::Screen;
use crate::rules::{DraftSet, SetId, TileId};

#[derive(Debug, Clone, PartialEq)]
struct Placed {
    tiles: Vec<TileId>,
    /// The centre of the set's first tile, as a felt place (see
    /// `layout::felt_place_in`).
    at: Vec2,
}

/// The sets the player put down on free felt, and where.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct SetPlacements {
    placed: Vec<Placed>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SetPlacements>()
        .add_systems(OnEnter(Screen::Playing), |mut p: ResMut<SetPlacements>| {
            p.clear()
        })
        .add_systems(
            Update,
            keep_laid_sets
                .before(super::ViewSync)
                .in_set(crate::game::GameSystems::View),
        );
}

fn keep_laid_sets(mut laid: MessageReader<SetLaid>, mut placements: ResMut<SetPlacements>) {
    for SetLaid { tiles, at } in laid.read() {
        placements.put(tiles, *at);
    }
}

impl SetPlacements {
    /// The set of `tiles` was put down at `at` (a felt place). A
    /// set moved whole leaves its old place.
    pub fn put(&mut self, tiles: &[TileId], at: Vec2) {
        self.placed
            .retain(|p| !p.tiles.iter().all(|t| tiles.contains(t)));
        self.placed.push(Placed {
            tiles: tiles.to_vec(),
            // Down from the top is in table widths: a tall table goes past 1.
            at: Vec2::new(at.x.clamp(0.0, 1.0), at.y.max(0.0)),
        });
    }

    /// Each placed set of `sets` and where it goes. Every place goes to the
    /// set sharing most of its tiles (the newer place wins a tie), each set
    /// takes one place, and then remembers that set's tiles; a place whose
    /// tiles all left the table is forgotten.
    pub fn resolve(&mut self, sets: &[DraftSet]) -> Vec<(SetId, Vec2)> {
        let mut pairs: Vec<(usize, usize, usize)> = Vec::new();
        for (p, placed) in self.placed.iter().enumerate() {
            for (s, set) in sets.iter().enumerate() {
                let shared = set
                    .tiles
                    .iter()
                    .filter(|t| placed.tiles.contains(t))
                    .count();
                if shared > 0 {
                    pairs.push((shared, p, s));
                }
            }
        }
        pairs.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
        let mut place_of_set: Vec<Option<usize>> = vec![None; sets.len()];
        let mut used = vec![false; self.placed.len()];
        for (_, p, s) in pairs {
            if !used[p] && place_of_set[s].is_none() {
                used[p] = true;
                place_of_set[s] = Some(p);
            }
        }
        let mut kept = Vec::new();
        let mut out = Vec::new();
        for (s, p) in place_of_set.iter().enumerate() {
            if let Some(p) = *p {
                out.push((sets[s].id, self.placed[p].at));
                kept.push((
                    p,
                    Placed {
                        tiles: sets[s].tiles.clone(),
                        at: self.placed[p].at,
                    },
                ));
            }
        }
        // Keep the order the places were made in (newer wins ties).
        kept.sort_by_key(|(p, _)| *p);
        let kept: Vec<Placed> = kept.into_iter().map(|(_, placed)| placed).collect();
        if kept != self.placed {
            self.placed = kept;
        }
        out
    }

    pub fn clear(&mut self) {
        self.placed.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(id: u32, tiles: &[u8]) -> DraftSet {
        DraftSet {
            id: SetId(id),
            tiles: tiles.iter().map(|&t| TileId(t)).collect(),
        }
    }

    fn ids(t: &[u8]) -> Vec<TileId> {
        t.iter().map(|&t| TileId(t)).collect()
    }

    #[test]
    fn a_place_follows_its_set_through_edits_and_new_ids() {
        let mut p = SetPlacements::default();
        p.put(&ids(&[1, 2, 3]), Vec2::new(0.7, 0.2));
        let at = p.resolve(&[set(0, &[9, 10, 11]), set(1, &[1, 2, 3])]);
        assert_eq!(at, vec![(SetId(1), Vec2::new(0.7, 0.2))]);
        // A tile added, and the table renumbered in a new turn.
        let at = p.resolve(&[set(5, &[1, 2, 3, 4]), set(6, &[9, 10, 11])]);
        assert_eq!(at, vec![(SetId(5), Vec2::new(0.7, 0.2))]);
        // Split in two: the larger part keeps the place.
        let at = p.resolve(&[set(0, &[1]), set(1, &[2, 3, 4])]);
        assert_eq!(at, vec![(SetId(1), Vec2::new(0.7, 0.2))]);
        // All its tiles gone (an undo): the place is forgotten.
        assert!(p.resolve(&[set(0, &[9, 10, 11])]).is_empty());
        assert!(p.resolve(&[set(0, &[2, 3, 4])]).is_empty());
    }

    #[test]
    fn a_set_moved_whole_leaves_its_old_place_and_each_set_has_one() {
        let mut p = SetPlacements::default();
        p.put(&ids(&[1, 2, 3]), Vec2::new(0.1, 0.1));
        p.put(&ids(&[1, 2, 3]), Vec2::new(0.5, 0.5));
        assert_eq!(
            p.resolve(&[set(0, &[1, 2, 3])]),
            vec![(SetId(0), Vec2::new(0.5, 0.5))]
        );
        // Two places, one tile taken from the first into a new set placed
        // later: the first keeps its set, the new one its own.
        p.put(&ids(&[7, 8, 9]), Vec2::new(0.9, 0.9));
        p.put(&ids(&[3, 20, 21]), Vec2::new(0.3, 0.3));
        let mut at = p.resolve(&[set(0, &[1, 2, 4]), set(1, &[7, 8, 9]), set(2, &[3, 20, 21])]);
        at.sort_by_key(|(id, _)| *id);
        assert_eq!(
            at,
            vec![
                (SetId(0), Vec2::new(0.5, 0.5)),
                (SetId(1), Vec2::new(0.9, 0.9)),
                (SetId(2), Vec2::new(0.3, 0.3)),
            ]
        );
        // Off the table's edge is kept on it.
        p.put(&ids(&[30]), Vec2::new(1.5, -0.2));
        assert!(p.resolve(&[set(0, &[30])]) == vec![(SetId(0), Vec2::new(1.0, 0.0))]);
    }
}
