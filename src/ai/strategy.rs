//! The Hard player's judgement on top of the solver: which of the good
//! plays to make, or whether to draw instead.
//!
//! Heads-up it looks two turns ahead. It guesses the opponent's rack from
//! what the table shows: tiles nobody has seen, of which the ones the
//! opponent kept on its last turn could not be played on the table it left
//! (the opponent is assumed to play whenever it can). For each candidate
//! (the most tiles, the most with one kind of tile held back, or a draw) it
//! lets each guessed rack answer with its best play, then finds its own
//! best play after that answer, and keeps the candidate that leaves it the
//! most tiles ahead; that also keeps it from handing the opponent the way
//! out. With more players, or with no turn to read yet, it plays the most
//! tiles it can. Among equal choices it keeps its jokers back, and when an
//! opponent is about to go out it sheds points (jokers and high tiles
//! first).

use super::solver::{Objective, Solution, solve};
use crate::rules::{GameRng, RuleSet, Tile, TileCounts, rack_value};

/// What the Hard player sees: its rack, the table, whether it has melded,
/// the fewest tiles any opponent holds, the pool's size, and what it can
/// tell about the player who moves after it.
pub struct View<'a> {
    pub rack: &'a [Tile],
    pub table: &'a [Vec<Tile>],
    pub initial_meld_done: bool,
    pub rules: &'a RuleSet,
    pub fewest_opponent_tiles: usize,
    pub pool: usize,
    /// Heads-up only: the opponent, who answers every play.
    pub opponent: Option<Opponent>,
}

/// The opponent as the table shows it.
#[derive(Debug, Clone)]
pub struct Opponent {
    pub rack_size: usize,
    pub initial_meld_done: bool,
    /// Tiles it drew on its last turn (0: it played). The rest of its rack
    /// could not be played on the table as it is now.
    pub drawn_last_turn: usize,
    /// Every tile neither on the table nor on our rack: the opponent's
    /// rack and the pool.
    pub unseen: Vec<Tile>,
    /// Seeds the guesses at its rack, so a decision can be replayed.
    pub seed: u64,
}

/// When an opponent holds this few tiles, points on the rack matter most.
pub const DANGER: usize = 3;

/// Racks guessed for the opponent per decision, at most and at least.
pub const GUESSES: usize = 8;
pub const MIN_GUESSES: usize = 3;

/// Candidates times guessed racks looked ahead with in one decision: with
/// many candidates, fewer guesses each (each pair costs two solver calls).
pub const LOOKAHEAD_BUDGET: usize = 40;

/// Attempts at a guess that fits what the opponent did, before settling
/// for the last attempt.
pub const GUESS_ATTEMPTS: usize = 40;

/// What going out is worth against a count of tiles ahead.
const OUT: i64 = 100;

/// A play (or a draw) under consideration, and the rack it leaves.
struct Candidate {
    play: Option<Solution>,
    left: Vec<Tile>,
    /// Sum over the guessed racks of our tiles minus theirs after the
    /// opponent's answer and our next play (lower is better).
    outlook: i64,
}

/// A guessed opponent's answer to a candidate, when it does not go out:
/// the tiles it keeps (one more than it held if it had to draw) and the
/// table it leaves.
struct Answer {
    theirs: usize,
    table: Vec<Vec<Tile>>,
}

/// Building the guesses at the opponent's rack.
struct Guessing {
    opponent: Opponent,
    rng: GameRng,
    /// Faces not yet checked for fitting the table on their own.
    faces_to_check: Vec<Tile>,
    /// Faces that fit the table on their own (the opponent would have
    /// played them).
    fits: TileCounts,
    racks: Vec<Vec<Tile>>,
    attempts: usize,
}

/// The Hard player's decision, made in small steps (a solver call or two
/// each), so a single-threaded host can spread it over frames.
pub struct Planner {
    rack: Vec<Tile>,
    table: Vec<Vec<Tile>>,
    initial_meld_done: bool,
    rules: RuleSet,
    /// The rules the look-ahead guesses with: without the joker options,
    /// whose search costs several solver runs. A guessed answer only
    /// estimates how far a rack gets; every play made is solved under
    /// `rules`.
    guess_rules: RuleSet,
    danger: bool,
    /// Rack variants still to solve, with the objective to solve them for.
    to_solve: Vec<(Vec<Tile>, Objective)>,
    candidates: Vec<Candidate>,
    guessing: Option<Guessing>,
    /// The next (candidate, guess) pair to look ahead with.
    next_lookahead: (usize, usize),
    /// The opponent's answer in the pair being looked ahead with, once
    /// solved and before our next play is.
    answer: Option<Answer>,
    started: bool,
    result: Option<Option<Solution>>,
}

impl Planner {
    pub fn new(view: &View) -> Planner {
        let guessing = view.opponent.clone().map(|opponent| {
            let mut faces_to_check: Vec<Tile> = opponent.unseen.clone();
            faces_to_check.sort();
            faces_to_check.dedup();
            if !opponent.initial_meld_done {
                // Before its initial meld a lone tile could not be played anyway.
                faces_to_check.clear();
            }
            Guessing {
                rng: GameRng::new(opponent.seed),
                opponent,
                faces_to_check,
                fits: TileCounts::new(),
                racks: Vec::new(),
                attempts: 0,
            }
        });
        Planner {
            rack: view.rack.to_vec(),
            table: view.table.to_vec(),
            initial_meld_done: view.initial_meld_done,
            rules: view.rules.clone(),
            guess_rules: RuleSet {
                joker_replacement_from_rack: false,
                freed_joker_needs_two_rack_tiles: false,
                group_joker_needs_both_colours: false,
                joker_sets_locked: false,
                ..view.rules.clone()
            },
            danger: view.fewest_opponent_tiles <= DANGER || view.pool == 0,
            to_solve: Vec::new(),
            candidates: Vec::new(),
            guessing,
            next_lookahead: (0, 0),
            answer: None,
            started: false,
            result: None,
        }
    }

    fn solve_rack(&self, rack: &[Tile], objective: Objective) -> Option<Solution> {
        solve(
            rack,
            &self.table,
            self.initial_meld_done,
            &self.rules,
            objective,
        )
        .ok()
        .filter(|s| s.tiles_played > 0)
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

    /// Does one step of work. Returns the decision once made (`None`
    /// inside means: draw).
    pub fn step(&mut self) -> Option<Option<Solution>> {
        if let Some(r) = &self.result {
            return Some(r.clone());
        }
        if !self.started {
            self.started = true;
            let Some(most) = self.solve_rack(&self.rack, Objective::Tiles) else {
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
        if let Some((rack, objective)) = self.to_solve.pop() {
            if let Some(s) = self.solve_rack(&rack, objective) {
                self.add_candidate(Some(s));
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

    /// One step towards the guessed racks; false once they are all made.
    fn guess_step(&mut self) -> bool {
        let Some(g) = &mut self.guessing else {
            return false;
        };
        if let Some(face) = g.faces_to_check.pop() {
            let fits = solve(
                &[face],
                &self.table,
                true,
                &self.guess_rules,
                Objective::Tiles,
            )
            .is_ok_and(|s| s.tiles_played > 0);
            if fits {
                g.fits.add(face);
            }
            return true;
        }
        let guesses = (LOOKAHEAD_BUDGET / self.candidates.len().max(1)).clamp(MIN_GUESSES, GUESSES);
        if g.racks.len() >= guesses {
            return false;
        }
        // The tiles it kept: unseen tiles that do not fit the table alone,
        // and together give no play; then the tiles it drew, from anywhere.
        let opponent = &g.opponent;
        let size = opponent.rack_size.min(opponent.unseen.len());
        let kept = size - opponent.drawn_last_turn.min(size);
        let mut quiet: Vec<usize> = (0..opponent.unseen.len())
            .filter(|&i| g.fits.get(opponent.unseen[i]) == 0)
            .collect();
        g.rng.shuffle(&mut quiet);
        let mut chosen: Vec<usize> = quiet.into_iter().take(kept).collect();
        let kept_tiles: Vec<Tile> = chosen.iter().map(|&i| opponent.unseen[i]).collect();
        g.attempts += 1;
        let could_play = solve(
            &kept_tiles,
            &self.table,
            opponent.initial_meld_done,
            &self.guess_rules,
            Objective::Tiles,
        )
        .is_ok_and(|s| s.tiles_played > 0);
        if could_play && g.attempts < GUESS_ATTEMPTS {
            return true;
        }
        let mut rest: Vec<usize> = (0..opponent.unseen.len())
            .filter(|i| !chosen.contains(i))
            .collect();
        g.rng.shuffle(&mut rest);
        chosen.extend(rest.into_iter().take(size - chosen.len()));
        g.racks
            .push(chosen.into_iter().map(|i| opponent.unseen[i]).collect());
        g.attempts = 0;
        true
    }

    /// One solver call of looking ahead with a candidate against a guessed
    /// rack (the opponent's answer, then our next play); false once every
    /// pair is done.
    fn lookahead_step(&mut self) -> bool {
        let Some(g) = &self.guessing else {
            return false;
        };
        let (c, r) = self.next_lookahead;
        if c >= self.candidates.len() {
            return false;
        }
        let candidate = &self.candidates[c];
        let outlook = match self.answer.take() {
            Some(answer) => self.outlook(candidate, &answer),
            None => match self.answer(candidate, &g.racks[r], &g.opponent) {
                Some(answer) => {
                    self.answer = Some(answer);
                    return true;
                }
                None => OUT,
            },
        };
        self.candidates[c].outlook += outlook;
        self.next_lookahead = if r + 1 < g.racks.len() {
            (c, r + 1)
        } else {
            (c + 1, 0)
        };
        true
    }

    /// The opponent's best answer to `candidate` from `rack` (`None`: it
    /// goes out).
    fn answer(&self, candidate: &Candidate, rack: &[Tile], opponent: &Opponent) -> Option<Answer> {
        let table = candidate.play.as_ref().map_or(&self.table, |p| &p.table);
        let answer = solve(
            rack,
            table,
            opponent.initial_meld_done,
            &self.guess_rules,
            Objective::Tiles,
        )
        .ok()
        .filter(|s| s.tiles_played > 0);
        let answered = answer.as_ref().map_or(0, |s| s.tiles_played as usize);
        if answered == rack.len() {
            return None;
        }
        let theirs = if answered == 0 {
            rack.len() + 1
        } else {
            rack.len() - answered
        };
        Some(Answer {
            theirs,
            table: answer.map_or_else(|| table.clone(), |s| s.table),
        })
    }

    /// Our tiles minus the opponent's after its answer and our best play
    /// on the table it left (−[`OUT`] when we go out).
    fn outlook(&self, candidate: &Candidate, answer: &Answer) -> i64 {
        let drew = candidate.play.is_none();
        let melded = self.initial_meld_done || !drew;
        let ours_next = solve(
            &candidate.left,
            &answer.table,
            melded,
            &self.guess_rules,
            Objective::Tiles,
        )
        .map_or(0, |s| s.tiles_played as usize);
        if ours_next == candidate.left.len() && !drew {
            return -OUT;
        }
        let ours = candidate.left.len() + usize::from(drew);
        let ours = if ours_next == 0 {
            ours + 1
        } else {
            ours - ours_next
        };
        ours as i64 - answer.theirs as i64
    }

    /// Lower is better. Reading the opponent: the outlook, then in danger
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

/// The play to make (`None`: draw), all at once.
pub fn choose(view: &View) -> Option<Solution> {
    let mut planner = Planner::new(view);
    loop {
        if let Some(result) = planner.step() {
            return result;
        }
    }
}
