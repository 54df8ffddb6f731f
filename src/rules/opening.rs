//! Whether a rack could make the initial meld on its own: what a
//! tournament charges double for when a player never opened.
//!
//! An exact search over the rack's sets by their lowest tile (numbers
//! first, then colours): that tile is left on the rack, or leads a group
//! of its number, or leads a run of its colour, jokers filling any gap or
//! standing before it. What is left after each choice is memoised. Sets of
//! jokers alone are not counted (no edition values them), nor runs that
//! wrap past 13.

use std::collections::HashMap;

use super::tile::Tile;

/// The most search steps one question takes; a rack past it is judged by
/// the best meld found so far (none of the racks a game deals gets near).
const STEP_BUDGET: usize = 200_000;

/// Whether `rack` holds new sets worth at least `points` (jokers count as
/// the tile they stand for).
pub fn can_open(rack: &[Tile], points: u16) -> bool {
    let mut search = Search::new(rack);
    let target = u32::from(points);
    target == 0 || search.best() >= target
}

/// The rack as counts per face, with the memo of what the rest is worth.
struct Search {
    counts: [u8; 52],
    jokers: u8,
    memo: HashMap<(u128, u8), u32>,
    steps: usize,
}

/// A set the search may take: the faces it uses, its jokers, its value.
#[derive(Clone)]
struct Candidate {
    faces: Vec<usize>,
    jokers: u8,
    value: u32,
}

fn index(color: usize, number: u8) -> usize {
    color * 13 + usize::from(number) - 1
}

impl Search {
    fn new(rack: &[Tile]) -> Search {
        let mut counts = [0u8; 52];
        let mut jokers = 0;
        for tile in rack {
            match tile.color().zip(tile.number()) {
                Some((c, n)) => counts[index(c.index(), n)] += 1,
                None => jokers += 1,
            }
        }
        Search {
            counts,
            jokers,
            memo: HashMap::new(),
            steps: 0,
        }
    }

    fn key(&self) -> (u128, u8) {
        let packed = self
            .counts
            .iter()
            .fold(0u128, |acc, &c| (acc << 2) | u128::from(c.min(3)));
        (packed, self.jokers)
    }

    /// The lowest tile left, by number and then colour.
    fn lowest(&self) -> Option<(usize, u8)> {
        (1..=13u8)
            .flat_map(|n| (0..4).map(move |c| (c, n)))
            .find(|&(c, n)| self.counts[index(c, n)] > 0)
    }

    /// The most the tiles left are worth in sets.
    fn best(&mut self) -> u32 {
        let Some((color, number)) = self.lowest() else {
            return 0;
        };
        let key = self.key();
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        self.steps += 1;
        let anchor = index(color, number);
        self.counts[anchor] -= 1;
        let mut best = self.best();
        if self.steps < STEP_BUDGET {
            let mut candidates = self.groups(color, number);
            candidates.extend(self.runs(color, number));
            for c in candidates {
                best = best.max(c.value + self.with_taken(&c));
            }
        }
        self.counts[anchor] += 1;
        self.memo.insert(key, best);
        best
    }

    /// What the rest is worth once `c` is taken (its lead already is).
    fn with_taken(&mut self, c: &Candidate) -> u32 {
        for &f in &c.faces {
            self.counts[f] -= 1;
        }
        self.jokers -= c.jokers;
        let rest = self.best();
        self.jokers += c.jokers;
        for &f in &c.faces {
            self.counts[f] += 1;
        }
        rest
    }

    /// Groups of `number` led by `color` (the lead is already taken):
    /// any higher colours of that number, jokers making up three or four.
    fn groups(&self, color: usize, number: u8) -> Vec<Candidate> {
        let others: Vec<usize> = (color + 1..4)
            .filter(|&c| self.counts[index(c, number)] > 0)
            .collect();
        let mut out = Vec::new();
        for mask in 0u32..(1 << others.len()) {
            let faces: Vec<usize> = (0..others.len())
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| index(others[i], number))
                .collect();
            let real = faces.len() as u8 + 1;
            for jokers in 0..=self.jokers.min(4 - real) {
                if real + jokers >= 3 {
                    out.push(Candidate {
                        faces: faces.clone(),
                        jokers,
                        value: u32::from(number) * u32::from(real + jokers),
                    });
                }
            }
        }
        out
    }

    /// Runs of `color` whose lowest real tile is `number` (already taken):
    /// jokers may stand before it and in any place after it.
    fn runs(&self, color: usize, number: u8) -> Vec<Candidate> {
        let mut out = Vec::new();
        for before in 0..=self.jokers.min(number - 1) {
            let start = Candidate {
                faces: Vec::new(),
                jokers: before,
                value: (number - before..=number).map(u32::from).sum(),
            };
            self.extend_run(color, number, 1 + before, start, &mut out);
        }
        out
    }

    /// Extends a run that ends at `last` and is `len` long, recording it
    /// whenever it is a set.
    fn extend_run(
        &self,
        color: usize,
        last: u8,
        len: u8,
        run: Candidate,
        out: &mut Vec<Candidate>,
    ) {
        if len >= 3 {
            out.push(run.clone());
        }
        let next = last + 1;
        if next > 13 {
            return;
        }
        let face = index(color, next);
        let used = run.faces.iter().filter(|&&f| f == face).count() as u8;
        if self.counts[face] > used {
            let mut faces = run.faces.clone();
            faces.push(face);
            let real = Candidate {
                faces,
                jokers: run.jokers,
                value: run.value + u32::from(next),
            };
            self.extend_run(color, next, len + 1, real, out);
        }
        if run.jokers < self.jokers {
            let joker = Candidate {
                faces: run.faces,
                jokers: run.jokers + 1,
                value: run.value + u32::from(next),
            };
            self.extend_run(color, next, len + 1, joker, out);
        }
    }
}
