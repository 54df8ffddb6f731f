//! The Master player: Hard's candidate plays, judged by playing the next
//! turns out over several guesses at what the others hold.
//!
//! It sees only a [`PublicView`]: its own rack, the table, the pool's size
//! and each opponent's tile count, melded flag and what it drew on its
//! last turn; the other racks and the pool are never given to it. From that
//! it deals up to [`SAMPLES`] guesses (determinisations): the unseen tiles
//! dealt out among the opponents by count, where the tiles an opponent kept
//! when it last played or drew are ones that do not fit the table on their
//! own and together give it no play on the table (it would have played
//! them; a rack that does is dealt again, see `guess.rs`), and the rest
//! shuffled into the pool.
//! Each candidate (the most tiles, the most with one kind of tile held
//! back, the most points when someone is about to go out, or a draw) is
//! played out against every guess for [`DEPTH`] round of turns: each
//! opponent in turn plays the solver's most tiles from its guessed rack or
//! draws its tile from the guessed pool, and then Master plays its most (a
//! draw's tile in hand). A play-out ends early when someone goes out; it
//! scores [`OUT`] when Master does, minus that (and a fifth of its points
//! left) when another does, and otherwise its tile lead over the opponent
//! with the fewest (less a tenth of its points when someone is close to
//! going out). The candidate with the best sum wins (then jokers kept back,
//! then fewer points left); every candidate meets the same guesses. Before
//! every opponent has moved there is nothing to read and Hard decides.
//! Thinking is bounded by the solver's work, so a decision replays exactly.

mod guess;
mod view;

use std::task::Poll;

pub use guess::{Dealer, Sample, sample};
pub use view::PublicView;

use super::fitting::Fitting;
use super::hard::{self, DANGER, Planner};
use super::solver::{Objective, Solution, SolveJob, work_done};
use super::stepped::poll_solve;
use crate::rules::{GameRng, Tile, TileCounts, rack_value};

/// Guesses at the others' racks per decision, at most and at least. (In
/// 100 rounds against Hard heads-up, the same deals: 10 guesses won 70%,
/// 16 won 79%, 32 won 78%; with three Greedy opponents, 1,000 rounds, 16
/// won 46.5% and 32 won 47.5%, the other racks being more to guess.)
pub const SAMPLES: usize = 32;
pub const MIN_SAMPLES: usize = 3;

/// Rounds of turns played out after each candidate (every player once per
/// round, Master's next turn included). Two rounds, where Master's own
/// next turns are the solver's most tiles too, judged worse: 51% against
/// Hard heads-up in 100 rounds where one round won 70%.
pub const DEPTH: usize = 1;

/// Solver calls for playing out in one decision: with many candidates or
/// seats there are fewer guesses.
pub const PLAYOUT_BUDGET: usize = 960;

/// Candidates played out, at most.
pub const MAX_CANDIDATES: usize = 8;

/// The solver's work (search nodes) after which no further guess is begun.
pub const WORK_BUDGET: u64 = 1_500_000;

/// The solver's work after which the play-outs are given up (the guesses
/// finished so far still count; with none, the most tiles are played).
pub const GIVE_UP: u64 = 4_000_000;

/// What going out first is worth against a tile lead.
const OUT: i64 = 40;

/// A play (or a draw) under consideration.
struct Candidate {
    play: Option<Solution>,
    left: Vec<Tile>,
    /// Sum of the play-outs' scores over the finished guesses (higher is
    /// better), and over the guess under way.
    total: i64,
    pending: i64,
}

/// One candidate played out against one guess.
struct Playout {
    table: Vec<Vec<Tile>>,
    /// Ours first, then the opponents' in turn order.
    racks: Vec<Vec<Tile>>,
    melded: Vec<bool>,
    pool: Vec<Tile>,
    mover: usize,
    plies_left: usize,
    passes: usize,
}

/// The Master player's decision, made in steps of at most one bounded
/// solver step each.
pub struct MasterPlanner {
    view: PublicView,
    danger: bool,
    rng: GameRng,
    /// Before every opponent has moved there is nothing to read: Hard decides.
    fallback: Option<Planner>,
    to_solve: Vec<(Vec<Tile>, Objective)>,
    candidates: Vec<Candidate>,
    fitting: Option<Fitting>,
    sample: Option<Sample>,
    dealer: Option<Dealer>,
    samples_done: usize,
    next_candidate: usize,
    playout: Option<Playout>,
    solving: Option<SolveJob>,
    work_start: u64,
    started: bool,
    result: Option<Option<Solution>>,
}

impl MasterPlanner {
    pub fn new(view: PublicView, seed: u64) -> MasterPlanner {
        let danger = view.fewest_opponent_tiles() <= DANGER || view.pool == 0;
        let fallback = (!view.all_moved || view.opponents.is_empty()).then(|| {
            Planner::new(&hard::View {
                rack: &view.rack,
                table: &view.table,
                initial_meld_done: view.initial_meld_done,
                rules: &view.rules,
                fewest_opponent_tiles: view.fewest_opponent_tiles(),
                pool: view.pool,
                reading: None,
            })
        });
        MasterPlanner {
            view,
            danger,
            rng: GameRng::new(seed),
            fallback,
            to_solve: Vec::new(),
            candidates: Vec::new(),
            fitting: None,
            sample: None,
            dealer: None,
            samples_done: 0,
            next_candidate: 0,
            playout: None,
            solving: None,
            work_start: work_done(),
            started: false,
            result: None,
        }
    }

    fn work_spent(&self) -> u64 {
        work_done() - self.work_start
    }

    fn add_candidate(&mut self, play: Option<Solution>) {
        let played = play.as_ref().map(|p| p.played.clone()).unwrap_or_default();
        if self
            .candidates
            .iter()
            .any(|c| c.play.as_ref().map(|p| &p.played) == Some(&played))
        {
            return;
        }
        let rack: TileCounts = self.view.rack.iter().collect();
        let left = rack.minus(&played.iter().collect()).tiles();
        self.candidates.push(Candidate {
            play,
            left,
            total: 0,
            pending: 0,
        });
    }

    /// One step: at most one solver step of [`hard::STEP_WORK`] nodes
    /// and what follows. The decision once made (`None` inside: draw).
    pub fn step(&mut self) -> Option<Option<Solution>> {
        if let Some(r) = &self.result {
            return Some(r.clone());
        }
        if let Some(hard) = &mut self.fallback {
            let decided = hard.step()?;
            self.result = Some(decided);
            return self.result.clone();
        }
        if !self.started {
            return self.start_step();
        }
        if self.candidates.len() >= MAX_CANDIDATES || self.work_spent() > WORK_BUDGET {
            self.to_solve.clear();
        }
        if let Some((rack, objective)) = self.to_solve.last() {
            let Poll::Ready(play) = poll_solve(
                &mut self.solving,
                rack,
                &self.view.table,
                self.view.initial_meld_done,
                &self.view.rules,
                *objective,
            ) else {
                return None;
            };
            self.to_solve.pop();
            if let Some(play) = play {
                self.add_candidate(Some(play));
            }
            return None;
        }
        if self.playout_step() {
            return None;
        }
        self.result = Some(self.best());
        self.result.clone()
    }

    /// The first solve (the most tiles), and the candidates it suggests.
    fn start_step(&mut self) -> Option<Option<Solution>> {
        let v = &self.view;
        let Poll::Ready(most) = poll_solve(
            &mut self.solving,
            &v.rack,
            &v.table,
            v.initial_meld_done,
            &v.rules,
            Objective::Tiles,
        ) else {
            return None;
        };
        self.started = true;
        let Some(most) = most else {
            self.result = Some(None);
            return self.result.clone();
        };
        if most.tiles_played as usize == v.rack.len() {
            self.result = Some(Some(most));
            return self.result.clone();
        }
        if self.danger {
            self.to_solve.push((v.rack.clone(), Objective::Value));
        }
        let mut kinds = v.rack.clone();
        kinds.sort();
        kinds.dedup();
        for held in kinds.iter().filter(|t| most.played.contains(t)) {
            let mut rest = v.rack.clone();
            let i = rest.iter().position(|t| t == held).expect("a rack tile");
            rest.remove(i);
            if held.is_joker() {
                rest.retain(|t| !t.is_joker());
            }
            self.to_solve.push((rest, Objective::Tiles));
        }
        // The ones most like the whole play are tried first (popped last).
        self.to_solve.reverse();
        self.add_candidate(Some(most));
        self.add_candidate(None);
        None
    }

    /// Guesses wanted: up to the solver-call budget, at least a few.
    fn samples_wanted(&self) -> usize {
        let plies = DEPTH * (self.view.opponents.len() + 1);
        (PLAYOUT_BUDGET / (plies * self.candidates.len().max(1))).clamp(MIN_SAMPLES, SAMPLES)
    }

    /// One step of playing out; false once every guess wanted is done.
    fn playout_step(&mut self) -> bool {
        if self.work_spent() > GIVE_UP {
            self.playout = None;
            return false;
        }
        if self.playout.is_none() {
            if self.sample.is_none() {
                if self.samples_done >= self.samples_wanted()
                    || (self.samples_done > 0 && self.work_spent() > WORK_BUDGET)
                {
                    return false;
                }
                let check = self.work_spent() <= WORK_BUDGET;
                let view = &self.view;
                let fitting = self.fitting.get_or_insert_with(|| {
                    // As Hard's guesses ask, but of no joker.
                    let mut faces = view.unseen();
                    faces.retain(|f| !f.is_joker());
                    let melded = view.opponents.iter().any(|o| o.initial_meld_done);
                    Fitting::of_unseen(faces, melded, &view.table, &view.rules)
                });
                let Poll::Ready(fits) = fitting.step(&view.table, &view.rules, check) else {
                    return true;
                };
                let dealer = self.dealer.get_or_insert_with(|| {
                    Dealer::new(&self.view, GameRng::new(self.rng.next_u64()))
                });
                let Poll::Ready(guess) = dealer.step(&self.view, fits, check) else {
                    return true;
                };
                self.dealer = None;
                self.sample = Some(guess);
                self.next_candidate = 0;
            }
            self.playout = Some(self.begin_playout());
        }
        let Some(score) = self.advance_playout() else {
            return true;
        };
        self.playout = None;
        self.candidates[self.next_candidate].pending = score;
        self.next_candidate += 1;
        if self.next_candidate == self.candidates.len() {
            for c in &mut self.candidates {
                c.total += std::mem::take(&mut c.pending);
            }
            self.sample = None;
            self.samples_done += 1;
        }
        true
    }

    fn begin_playout(&self) -> Playout {
        let c = &self.candidates[self.next_candidate];
        let s = self.sample.as_ref().expect("a guess being played out");
        let mut pool = s.pool.clone();
        let mut ours = c.left.clone();
        if c.play.is_none()
            && let Some(t) = pool.pop()
        {
            ours.push(t);
        }
        let mut racks = vec![ours];
        racks.extend(s.racks.iter().cloned());
        let mut melded = vec![self.view.initial_meld_done || c.play.is_some()];
        melded.extend(self.view.opponents.iter().map(|o| o.initial_meld_done));
        Playout {
            table: c
                .play
                .as_ref()
                .map_or_else(|| self.view.table.clone(), |p| p.table.clone()),
            plies_left: DEPTH * racks.len(),
            racks,
            melded,
            pool,
            mover: 1 % (self.view.opponents.len() + 1),
            passes: 0,
        }
    }

    /// Carries the play-out on by one solver step; its score once over.
    fn advance_playout(&mut self) -> Option<i64> {
        let p = self.playout.as_mut().expect("a play-out");
        let rules = &self.view.rules;
        let m = p.mover;
        let Poll::Ready(play) = poll_solve(
            &mut self.solving,
            &p.racks[m],
            &p.table,
            p.melded[m],
            rules,
            Objective::Tiles,
        ) else {
            return None;
        };
        match play {
            Some(play) => {
                let rack: TileCounts = p.racks[m].iter().collect();
                p.racks[m] = rack.minus(&play.played.iter().collect()).tiles();
                p.table = play.table;
                p.melded[m] = true;
                p.passes = 0;
                if p.racks[m].is_empty() {
                    return Some(if m == 0 {
                        OUT
                    } else {
                        -OUT - rack_value(&p.racks[0], rules) as i64 / 5
                    });
                }
            }
            None => match p.pool.pop() {
                Some(t) => p.racks[m].push(t),
                None => p.passes += 1,
            },
        }
        p.mover = (m + 1) % p.racks.len();
        p.plies_left -= 1;
        if p.plies_left > 0 && p.passes < p.racks.len() {
            return None;
        }
        let theirs = p.racks[1..].iter().map(Vec::len).min().unwrap_or(0) as i64;
        let lead = theirs - p.racks[0].len() as i64;
        let points = if self.danger {
            rack_value(&p.racks[0], rules) as i64 / 10
        } else {
            0
        };
        Some(lead - points)
    }

    /// The candidate with the best play-outs; with none finished, the most
    /// tiles.
    fn best(&mut self) -> Option<Solution> {
        if self.samples_done == 0 {
            return self.candidates.first().and_then(|c| c.play.clone());
        }
        let rules = &self.view.rules;
        let key = |c: &Candidate| {
            let jokers = c.left.iter().filter(|t| t.is_joker()).count();
            (
                -c.total,
                usize::MAX - jokers,
                rack_value(&c.left, rules),
                c.play.as_ref().map(|p| p.played.clone()),
            )
        };
        std::mem::take(&mut self.candidates)
            .into_iter()
            .min_by_key(key)
            .and_then(|c| c.play)
    }
}
