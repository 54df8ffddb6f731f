//! Guesses at the hidden tiles (determinisations): the others' racks and
//! the pool, dealt so they agree with what the table shows.

use std::task::Poll;

use super::view::PublicView;
use crate::ai::hard::{GUESS_ATTEMPTS, Opponent};
use crate::ai::solver::{Objective, SolveJob};
use crate::ai::stepped::poll_solve;
use crate::rules::{GameRng, Tile, TileCounts};

/// A guess at the hidden tiles: each opponent's rack (in the order they
/// move after us) and the pool (the next tile drawn last).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    pub racks: Vec<Vec<Tile>>,
    pub pool: Vec<Tile>,
}

/// Deals a guess at the hidden tiles consistent with `view`: each
/// opponent's kept tiles (all but what it drew last) from the unseen tiles
/// that do not fit the table alone (once it has melded), the rest from any.
pub fn sample(view: &PublicView, fits: &TileCounts, rng: &mut GameRng) -> Sample {
    let mut dealer = Dealer::new(view, rng.clone());
    let guess = loop {
        if let Poll::Ready(guess) = dealer.step(view, fits, false) {
            break guess;
        }
    };
    *rng = dealer.rng;
    guess
}

/// A guess being dealt, an opponent at a time. Checked, an opponent whose
/// kept tiles would have given it a play on the table is dealt again (it
/// plays whenever it can), up to [`GUESS_ATTEMPTS`] times (as Hard deals); each check is one
/// bounded solver step per call of [`Dealer::step`].
pub struct Dealer {
    unseen: Vec<Tile>,
    rng: GameRng,
    taken: Vec<bool>,
    racks: Vec<Vec<Tile>>,
    attempts: usize,
    /// The rack being checked (indices into `unseen`), its kept tiles first.
    trial: Option<Vec<usize>>,
    solving: Option<SolveJob>,
}

impl Dealer {
    pub fn new(view: &PublicView, rng: GameRng) -> Dealer {
        let unseen = view.unseen();
        Dealer {
            taken: vec![false; unseen.len()],
            unseen,
            rng,
            racks: Vec::new(),
            attempts: 0,
            trial: None,
            solving: None,
        }
    }

    /// Deals on; `check` asks the solver whether kept tiles give a play.
    /// Each call makes at most one solver step. The guess once dealt.
    pub fn step(&mut self, view: &PublicView, fits: &TileCounts, check: bool) -> Poll<Sample> {
        let Some(o) = view.opponents.get(self.racks.len()) else {
            return Poll::Ready(self.finish());
        };
        let trial = match self.trial.take() {
            Some(trial) => trial,
            None => self.deal_rack(o, fits),
        };
        let kept = o.rack_size - o.drawn_last_turn.min(o.rack_size);
        let kept: Vec<Tile> = trial.iter().take(kept).map(|&i| self.unseen[i]).collect();
        if check && !kept.is_empty() && self.attempts + 1 < GUESS_ATTEMPTS {
            let Poll::Ready(play) = poll_solve(
                &mut self.solving,
                &kept,
                &view.table,
                o.initial_meld_done,
                &view.rules,
                Objective::Tiles,
            ) else {
                self.trial = Some(trial);
                return Poll::Pending;
            };
            self.attempts += 1;
            if play.is_some() {
                return Poll::Pending;
            }
        }
        for &i in &trial {
            self.taken[i] = true;
        }
        self.racks
            .push(trial.into_iter().map(|i| self.unseen[i]).collect());
        self.attempts = 0;
        Poll::Pending
    }

    /// A rack for opponent `o` from the tiles not yet dealt: its kept
    /// tiles first, from those that do not fit the table alone once it has
    /// melded, then the tiles it drew, from any.
    fn deal_rack(&mut self, o: &Opponent, fits: &TileCounts) -> Vec<usize> {
        let mut free: Vec<usize> = (0..self.unseen.len()).filter(|&i| !self.taken[i]).collect();
        self.rng.shuffle(&mut free);
        let size = o.rack_size.min(free.len());
        let kept = size - o.drawn_last_turn.min(size);
        let mut rack: Vec<usize> = free
            .iter()
            .copied()
            .filter(|&i| !o.initial_meld_done || fits.get(self.unseen[i]) == 0)
            .take(kept)
            .collect();
        for &i in &free {
            if rack.len() == size {
                break;
            }
            if !rack.contains(&i) {
                rack.push(i);
            }
        }
        rack
    }

    fn finish(&mut self) -> Sample {
        let mut pool: Vec<usize> = (0..self.unseen.len()).filter(|&i| !self.taken[i]).collect();
        self.rng.shuffle(&mut pool);
        Sample {
            racks: std::mem::take(&mut self.racks),
            pool: pool.into_iter().map(|i| self.unseen[i]).collect(),
        }
    }
}
