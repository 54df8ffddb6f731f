//! Which faces fit the table on their own, so an opponent that has melded
//! and kept them would have played them: what Hard's and Master's guesses
//! at the hidden racks leave out.

use std::task::Poll;

use super::solver::{Objective, SolveJob};
use super::stepped::poll_solve;
use crate::rules::{RuleSet, Tile, TileCounts};

/// The faces of a list that fit the table: the simple ways first, then
/// (`search`) a solve per other face, one bounded solver step per call of
/// [`Fitting::step`], the last face first.
pub struct Fitting {
    to_check: Vec<Tile>,
    fits: TileCounts,
    solving: Option<SolveJob>,
}

impl Fitting {
    pub fn new(
        faces: impl IntoIterator<Item = Tile>,
        table: &[Vec<Tile>],
        rules: &RuleSet,
    ) -> Fitting {
        let mut fits = TileCounts::new();
        let mut to_check = Vec::new();
        for face in faces {
            if fits_simply(face, table, rules) {
                fits.add(face);
            } else {
                to_check.push(face);
            }
        }
        Fitting {
            to_check,
            fits,
            solving: None,
        }
    }

    /// The faces a guess at the hidden racks asks about: each unseen face
    /// once, and none before an opponent has melded (a lone tile could not
    /// have been played then anyway).
    pub fn of_unseen(
        mut unseen: Vec<Tile>,
        an_opponent_melded: bool,
        table: &[Vec<Tile>],
        rules: &RuleSet,
    ) -> Fitting {
        unseen.sort();
        unseen.dedup();
        if !an_opponent_melded {
            unseen.clear();
        }
        Fitting::new(unseen, table, rules)
    }

    /// Checks on; without `search` the faces left count as not fitting.
    pub fn step(
        &mut self,
        table: &[Vec<Tile>],
        rules: &RuleSet,
        search: bool,
    ) -> Poll<&TileCounts> {
        let Some(&face) = self.to_check.last().filter(|_| search) else {
            self.to_check.clear();
            return Poll::Ready(&self.fits);
        };
        let Poll::Ready(fit) = poll_solve(
            &mut self.solving,
            &[face],
            table,
            true,
            rules,
            Objective::Tiles,
        ) else {
            return Poll::Pending;
        };
        self.to_check.pop();
        if fit.is_some() {
            self.fits.add(face);
        }
        Poll::Pending
    }

    /// The faces found to fit so far.
    pub fn fits(&self) -> &TileCounts {
        &self.fits
    }
}

/// Whether a lone tile fits the table in one of the simple ways, without a
/// search: it extends a run of its colour, splits one, or completes a group
/// of three (sets with a joker, and wrap-around runs, are left to the
/// solver).
fn fits_simply(face: Tile, table: &[Vec<Tile>], rules: &RuleSet) -> bool {
    let (Some(color), Some(number)) = (face.color(), face.number()) else {
        return false;
    };
    if rules.wrap_around_runs {
        return false;
    }
    table.iter().any(|set| {
        if set.iter().any(|t| t.is_joker()) {
            return false;
        }
        let numbers = || set.iter().filter_map(|t| t.number());
        let (low, high) = (numbers().min().unwrap_or(0), numbers().max().unwrap_or(0));
        if low == high {
            set.len() == 3 && set.iter().all(|t| t.color() != Some(color)) && number == low
        } else {
            set.iter().all(|t| t.color() == Some(color))
                && (number + 1 == low
                    || number == high + 1
                    || (number >= low + 2 && number + 2 <= high))
        }
    })
}
