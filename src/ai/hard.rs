//! The Hard player's judgement on top of the solver: which of the good
//! plays to make, or whether to draw instead.
//!
//! Once every opponent has had a turn it looks a whole round ahead. It
//! guesses the opponents' racks from what the table shows: tiles nobody
//! has seen, dealt out among them, where the ones an opponent kept on its
//! last turn could not be played on the table (an opponent is assumed to
//! play whenever it can). For each candidate (the most tiles, the most with
//! one kind of tile held back, or a draw) it lets every opponent who moves
//! before its next turn answer in order with its best play from a guessed
//! rack, then finds its own best play after those answers, and keeps the
//! candidate that leaves it the most tiles ahead of the opponent with the
//! fewest; that also keeps it from handing an opponent the way out. With no
//! turn to read yet it plays the most tiles it can. Among equal choices it
//! keeps its jokers back, and when an opponent is about to go out it sheds
//! points (jokers and high tiles first).

use std::task::Poll;

use super::fitting::Fitting;
pub use super::solver::STEP_WORK;
use super::solver::{Objective, Solution, SolveJob, work_done};
use super::stepped::poll_solve;
use crate::rules::{GameRng, RuleSet, Tile, TileCounts, rack_value};

/// What the Hard player sees: its rack, the table, whether it has melded,
/// the fewest tiles any opponent holds, the pool's size, and what it can
/// tell about the players who move before its next turn.
pub struct View<'a> {
    pub rack: &'a [Tile],
    pub table: &'a [Vec<Tile>],
    pub initial_meld_done: bool,
    pub rules: &'a RuleSet,
    pub fewest_opponent_tiles: usize,
    pub pool: usize,
    /// The opponents, once each has had a turn (`None`: nothing to read).
    pub reading: Option<Reading>,
}

/// What the table tells about the opponents.
#[derive(Debug, Clone)]
pub struct Reading {
    /// In the order they move after us; each answers every play.
    pub opponents: Vec<Opponent>,
    /// Every tile neither on the table nor on our rack: the opponents'
    /// racks and the pool.
    pub unseen: Vec<Tile>,
    /// Seeds the guesses at their racks, so a decision can be replayed.
    pub seed: u64,
}

/// An opponent as the table shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opponent {
    pub rack_size: usize,
    pub initial_meld_done: bool,
    /// Tiles it drew on its last turn (0: it played). The rest of its rack
    /// could not be played on the table it saw.
    pub drawn_last_turn: usize,
}

/// When an opponent holds this few tiles, points on the rack matter most.
pub const DANGER: usize = 3;

/// Guesses at the opponents' racks per decision, at most and at least.
pub const GUESSES: usize = 8;
pub const MIN_GUESSES: usize = 3;

/// Solver calls for looking ahead in one decision: a candidate against one
/// guess costs one per opponent and one for our next play, so with many
/// candidates or opponents there are fewer guesses.
pub const LOOKAHEAD_BUDGET: usize = 240;

/// The solver's work (search nodes, [`work_done`]) in one decision after
/// which nothing optional is solved any more: no more held-back
/// candidates, no more checks of lone tiles against the table or retries
/// of a guess, no further guess once one has been looked ahead with. It
/// bounds a decision's time on large tables the same way on every machine;
/// past [`give_up`] the look-ahead is given up.
pub const WORK_BUDGET: u64 = 400_000;

/// The solver's work in one decision after which the look-ahead is given
/// up, under the joker options or wrap-around runs. A node takes about
/// 0.13 us natively on the slowest tables (Pressman 2009, four seats),
/// where one decision in a hundred gets this far, so this keeps a whole
/// decision under 100 ms there.
pub const GIVE_UP: u64 = WORK_BUDGET * 7 / 4;

/// The same under the other rules, where nodes are quicker and hardly a
/// decision gets near it (the bench's worst, four seats, is about 950,000
/// nodes and 110 ms).
pub const GIVE_UP_PLAIN: u64 = WORK_BUDGET * 3;

/// Where the look-ahead is given up under `rules`.
pub fn give_up(rules: &RuleSet) -> u64 {
    if rules.restricts_jokers() || rules.wrap_around_runs {
        GIVE_UP
    } else {
        GIVE_UP_PLAIN
    }
}

/// Candidates looked ahead with, at most (each costs a solver call per
/// opponent and one more for every guess).
pub const MAX_CANDIDATES: usize = 8;

/// Attempts at an opponent's rack that fits what it did, before settling
/// for the last attempt.
pub const GUESS_ATTEMPTS: usize = 10;

/// What going out is worth against a count of tiles ahead.
const OUT: i64 = 100;

/// A play (or a draw) under consideration, and the rack it leaves.
struct Candidate {
    play: Option<Solution>,
    left: Vec<Tile>,
    /// Sum over the guesses of our tiles minus the fewest an opponent
    /// holds, after the opponents' answers and our next play (lower is
    /// better).
    outlook: i64,
}

/// The opponents' answers to a candidate so far, against one guess: the
/// tiles each keeps (one more than it held if it had to draw) and the
/// table they leave.
struct Answers {
    theirs: Vec<usize>,
    table: Vec<Vec<Tile>>,
}

/// Building the guesses at the opponents' racks.
struct Guessing {
    reading: Reading,
    rng: GameRng,
    /// The unseen faces that fit the table on their own (an opponent that
    /// has melded would have played them).
    fitting: Fitting,
    /// Whole guesses: a rack for each opponent.
    guesses: Vec<Vec<Vec<Tile>>>,
    /// The guess being dealt: the racks so far, and the unseen tiles
    /// (by index) already in them.
    dealing: Vec<Vec<Tile>>,
    dealt: Vec<bool>,
    attempts: usize,
}

/// The Hard player's decision, made in small steps (a solver call or two
/// each), so a single-threaded host can spread it over frames.
pub struct Planner {
    rack: Vec<Tile>,
    table: Vec<Vec<Tile>>,
    initial_meld_done: bool,
    rules: RuleSet,
    danger: bool,
    /// Rack variants still to solve, with the objective to solve them for.
    to_solve: Vec<(Vec<Tile>, Objective)>,
    candidates: Vec<Candidate>,
    guessing: Option<Guessing>,
    /// The next (guess, candidate) pair to look ahead with: every
    /// candidate meets a guess before the next guess is made, so all are
    /// judged against the same guesses wherever the budget stops.
    next_lookahead: (usize, usize),
    /// The solver's work when the decision began.
    work_start: u64,
    /// The answers so far in the pair being looked ahead with.
    answers: Option<Answers>,
    /// The solve under way, carried on step by step.
    solving: Option<SolveJob>,
    started: bool,
    result: Option<Option<Solution>>,
}

impl Planner {
    pub fn new(view: &View) -> Planner {
        let guessing = view
            .reading
            .clone()
            .filter(|r| !r.opponents.is_empty())
            .map(|reading| {
                let melded = reading.opponents.iter().any(|o| o.initial_meld_done);
                let fitting =
                    Fitting::of_unseen(reading.unseen.clone(), melded, view.table, view.rules);
                Guessing {
                    rng: GameRng::new(reading.seed),
                    dealt: vec![false; reading.unseen.len()],
                    fitting,
                    reading,
                    guesses: Vec::new(),
                    dealing: Vec::new(),
                    attempts: 0,
                }
            });
        Planner {
            rack: view.rack.to_vec(),
            table: view.table.to_vec(),
            initial_meld_done: view.initial_meld_done,
            rules: view.rules.clone(),
            danger: view.fewest_opponent_tiles <= DANGER || view.pool == 0,
            to_solve: Vec::new(),
            candidates: Vec::new(),
            guessing,
            next_lookahead: (0, 0),
            work_start: work_done(),
            answers: None,
            solving: None,
            started: false,
            result: None,
        }
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
        let rack_counts: TileCounts = self.rack.iter().collect();
        let left = rack_counts.minus(&played.iter().collect()).tiles();
        self.candidates.push(Candidate {
            play,
            left,
            outlook: 0,
        });
    }

    /// Does one step of work: a solver search of at most [`STEP_WORK`]
    /// nodes and what follows from it. Returns the decision once made
    /// (`None` inside means: draw).
    ///
    /// A step whose solve is not finished changes nothing else, so the
    /// next step comes back to the same solve and carries it on.
    pub fn step(&mut self) -> Option<Option<Solution>> {
        if let Some(r) = &self.result {
            return Some(r.clone());
        }
        if !self.started {
            let Poll::Ready(most) = poll_solve(
                &mut self.solving,
                &self.rack,
                &self.table,
                self.initial_meld_done,
                &self.rules,
                Objective::Tiles,
            ) else {
                return None;
            };
            self.started = true;
            let Some(most) = most else {
                self.result = Some(None);
                return self.result.clone();
            };
            if most.tiles_played as usize == self.rack.len() {
                self.result = Some(Some(most)); // going out
                return self.result.clone();
            }
            if self.danger {
                self.to_solve.push((self.rack.clone(), Objective::Value));
            }
            // The most tiles with each kind of played tile held back (with a
            // joker, both jokers).
            let mut kinds: Vec<Tile> = self.rack.clone();
            kinds.sort();
            kinds.dedup();
            for held in kinds.iter().filter(|t| most.played.contains(t)) {
                let mut rest = self.rack.clone();
                let i = rest.iter().position(|t| t == held).expect("a rack tile");
                rest.remove(i);
                if held.is_joker() {
                    rest.retain(|t| !t.is_joker());
                }
                self.to_solve.push((rest, Objective::Tiles));
            }
            self.add_candidate(Some(most));
            if self.guessing.is_some() {
                self.add_candidate(None);
            }
            return None;
        }
        if self.candidates.len() >= MAX_CANDIDATES || self.over_budget() {
            self.to_solve.clear();
        }
        if let Some((rack, objective)) = self.to_solve.last() {
            let Poll::Ready(play) = poll_solve(
                &mut self.solving,
                rack,
                &self.table,
                self.initial_meld_done,
                &self.rules,
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
        if self.guess_step() || self.lookahead_step() {
            return None;
        }
        let best = std::mem::take(&mut self.candidates)
            .into_iter()
            .map(|c| (self.judge(&c), c))
            .min_by(|a, b| {
                a.0.cmp(&b.0).then_with(|| {
                    let played = |c: &Candidate| c.play.as_ref().map(|p| p.played.clone());
                    played(&a.1).cmp(&played(&b.1))
                })
            })
            .and_then(|(_, c)| c.play);
        self.result = Some(best);
        self.result.clone()
    }

    /// One step towards the guesses; false once they are all made.
    fn guess_step(&mut self) -> bool {
        let wanted = self.more_guesses();
        let over_budget = self.over_budget();
        let Some(g) = &mut self.guessing else {
            return false;
        };
        // The faces that fit the table on their own; past the budget only
        // the simple ways count.
        if g.fitting
            .step(&self.table, &self.rules, !over_budget)
            .is_pending()
        {
            return true;
        }
        if g.guesses.len() > self.next_lookahead.0 || !wanted {
            return false;
        }
        // The next opponent's rack: the tiles it kept, unseen tiles not yet
        // dealt that (once it has melded) do not fit the table alone and
        // together give no play; then the tiles it drew, from anywhere. The
        // shuffles are kept only once the solve of the kept tiles is done.
        let unseen = &g.reading.unseen;
        let opponent = &g.reading.opponents[g.dealing.len()];
        let free: Vec<usize> = (0..unseen.len()).filter(|&i| !g.dealt[i]).collect();
        let size = opponent.rack_size.min(free.len());
        let kept = size - opponent.drawn_last_turn.min(size);
        let mut quiet: Vec<usize> = free
            .iter()
            .copied()
            .filter(|&i| !opponent.initial_meld_done || g.fitting.fits().get(unseen[i]) == 0)
            .collect();
        let mut rng = g.rng.clone();
        rng.shuffle(&mut quiet);
        let mut chosen: Vec<usize> = quiet.into_iter().take(kept).collect();
        let kept_tiles: Vec<Tile> = chosen.iter().map(|&i| unseen[i]).collect();
        let could_play = if kept_tiles.is_empty() {
            false
        } else {
            let Poll::Ready(play) = poll_solve(
                &mut self.solving,
                &kept_tiles,
                &self.table,
                opponent.initial_meld_done,
                &self.rules,
                Objective::Tiles,
            ) else {
                return true;
            };
            play.is_some()
        };
        g.attempts += 1;
        if could_play && g.attempts < GUESS_ATTEMPTS && !over_budget {
            g.rng = rng;
            return true;
        }
        let mut rest: Vec<usize> = free.into_iter().filter(|i| !chosen.contains(i)).collect();
        rng.shuffle(&mut rest);
        g.rng = rng;
        chosen.extend(rest.into_iter().take(size - chosen.len()));
        for &i in &chosen {
            g.dealt[i] = true;
        }
        g.dealing
            .push(chosen.into_iter().map(|i| unseen[i]).collect());
        g.attempts = 0;
        if g.dealing.len() == g.reading.opponents.len() {
            g.guesses.push(std::mem::take(&mut g.dealing));
            g.dealt.fill(false);
        }
        true
    }

    /// Whether to look ahead with another guess: up to the budgets, and at
    /// least one.
    fn more_guesses(&self) -> bool {
        let Some(g) = &self.guessing else {
            return false;
        };
        let r = self.next_lookahead.0;
        let per_pair = g.reading.opponents.len() + 1;
        let guesses = (LOOKAHEAD_BUDGET / (per_pair * self.candidates.len().max(1)))
            .clamp(MIN_GUESSES, GUESSES);
        r == 0 || (r < guesses && !self.over_budget())
    }

    fn over_budget(&self) -> bool {
        self.work_spent() > WORK_BUDGET
    }

    /// The solver's work since the decision began.
    fn work_spent(&self) -> u64 {
        work_done() - self.work_start
    }

    /// One step of looking ahead with a candidate against a guess (an
    /// opponent's answer, or our next play); false once every pair is done.
    fn lookahead_step(&mut self) -> bool {
        if self.work_spent() > give_up(&self.rules) {
            // Even the first guess costs too much on this table: judge the
            // candidates as if there were nothing to read.
            self.guessing = None;
            self.answers = None;
            return false;
        }
        let Some(g) = &self.guessing else {
            return false;
        };
        let (r, c) = self.next_lookahead;
        if r >= g.guesses.len() {
            return false;
        }
        let candidate = &self.candidates[c];
        let table = match (&self.answers, &candidate.play) {
            (Some(a), _) => &a.table,
            (None, Some(play)) => &play.table,
            (None, None) => &self.table,
        };
        let next = self.answers.as_ref().map_or(0, |a| a.theirs.len());
        let outlook = if next < g.reading.opponents.len() {
            let rack = &g.guesses[r][next];
            let Poll::Ready(answer) = poll_solve(
                &mut self.solving,
                rack,
                table,
                g.reading.opponents[next].initial_meld_done,
                &self.rules,
                Objective::Tiles,
            ) else {
                return true;
            };
            match answered(rack, answer) {
                Some((theirs, table)) => {
                    let mut answers = self.answers.take().unwrap_or_else(|| Answers {
                        theirs: Vec::new(),
                        table: candidate
                            .play
                            .as_ref()
                            .map_or_else(|| self.table.clone(), |p| p.table.clone()),
                    });
                    answers.theirs.push(theirs);
                    if let Some(table) = table {
                        answers.table = table;
                    }
                    self.answers = Some(answers);
                    return true;
                }
                None => OUT,
            }
        } else {
            let drew = candidate.play.is_none();
            let Poll::Ready(ours_next) = poll_solve(
                &mut self.solving,
                &candidate.left,
                table,
                self.initial_meld_done || !drew,
                &self.rules,
                Objective::Tiles,
            ) else {
                return true;
            };
            let theirs = self.answers.as_ref().map_or(&[][..], |a| &a.theirs[..]);
            outlook(candidate, theirs, ours_next.map_or(0, |s| s.tiles_played))
        };
        self.answers = None;
        self.candidates[c].outlook += outlook;
        self.next_lookahead = if c + 1 < self.candidates.len() {
            (r, c + 1)
        } else {
            (r + 1, 0)
        };
        true
    }

    /// Lower is better. Reading the opponents: the outlook, then in danger
    /// the points left, otherwise jokers kept back where that costs nothing
    /// and then the points. Not reading it: in danger the points left,
    /// otherwise the tiles left, then jokers kept, then points.
    fn judge(&self, c: &Candidate) -> (i64, usize, usize) {
        let value = rack_value(&c.left, &self.rules) as usize;
        let jokers_given_up = usize::MAX - c.left.iter().filter(|t| t.is_joker()).count();
        match (self.guessing.is_some(), self.danger) {
            (true, true) => (c.outlook, value, c.left.len()),
            (true, false) => (c.outlook, jokers_given_up, value),
            (false, true) => (value as i64, c.left.len(), 0),
            (false, false) => (c.left.len() as i64, jokers_given_up, value),
        }
    }
}

/// An opponent's best answer `answer` from `rack`: the tiles it keeps and
/// the table it leaves if it played (`None`: it goes out).
fn answered(rack: &[Tile], answer: Option<Solution>) -> Option<(usize, Option<Vec<Vec<Tile>>>)> {
    let played = answer.as_ref().map_or(0, |s| s.tiles_played as usize);
    if played == rack.len() && !rack.is_empty() {
        return None;
    }
    let theirs = if played == 0 {
        rack.len() + 1
    } else {
        rack.len() - played
    };
    Some((theirs, answer.map(|s| s.table)))
}

/// Our tiles minus the fewest an opponent holds (`theirs`, after their
/// answers) once we play `ours_next` tiles on the table they left
/// (−[`OUT`] when we go out).
fn outlook(candidate: &Candidate, theirs: &[usize], ours_next: u32) -> i64 {
    let ours_next = ours_next as usize;
    let drew = candidate.play.is_none();
    if ours_next == candidate.left.len() && !drew {
        return -OUT;
    }
    let ours = candidate.left.len() + usize::from(drew);
    let ours = if ours_next == 0 {
        ours + 1
    } else {
        ours - ours_next
    };
    let theirs = theirs.iter().copied().min().unwrap_or(0);
    ours as i64 - theirs as i64
}

/// The play to make (`None`: draw), all at once.
pub fn choose(view: &View) -> Option<Solution> {
    let mut planner = Planner::new(view);
    super::run_to_end(|| planner.step())
}
