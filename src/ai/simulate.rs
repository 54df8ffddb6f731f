//! Headless games between computer players, with invariant checks: the
//! engine of `tilemeld simulate` and of the strength measurements.

use serde::Serialize;

use super::moves::apply_moves;
use super::player::{Level, choose_turn};
use crate::rules::{Action, Round, RoundEnd, RuleSet, canonical_table, derive_seed};

/// What one game (one round, from the deal to its end) produced.
#[derive(Debug, Clone, Default)]
pub struct GameRecord {
    /// Each seat's share of the win (tied winners share it).
    pub wins: Vec<f64>,
    pub scores: Vec<i32>,
    pub turns: u32,
    pub pool_exhausted: bool,
    pub violations: Vec<String>,
}

/// Games longer than this count as a violation (a stuck game).
pub const MAX_TURNS: u32 = 2000;

/// Plays one round with `levels` seated in order, checking the invariants
/// after every turn and that every computer move list applies to the
/// table it claims.
pub fn play_game(levels: &[Level], rules: &RuleSet, seed: u64) -> GameRecord {
    let mut round = Round::deal(seed, levels.len(), rules);
    let mut record = GameRecord {
        wins: vec![0.0; levels.len()],
        ..GameRecord::default()
    };
    while !round.is_over() {
        if round.turns >= MAX_TURNS {
            record
                .violations
                .push(format!("game {seed} did not end in {MAX_TURNS} turns"));
            break;
        }
        let seat = round.current;
        let turn = choose_turn(&round, levels[seat], derive_seed(seed, round.turns as u64));
        if let Action::Play { table } = &turn.action {
            match apply_moves(&round.table, &round.current_seat().rack, &turn.moves) {
                Ok((moved, _)) if canonical_table(&moved) == canonical_table(table) => {}
                Ok(_) => record.violations.push(format!(
                    "game {seed} turn {}: moves do not give the play",
                    round.turns
                )),
                Err(e) => record
                    .violations
                    .push(format!("game {seed} turn {}: {}", round.turns, e.0)),
            }
        }
        let result = match turn.action {
            Action::Play { table } => round.play(table),
            _ => round.draw(),
        };
        if let Err(e) = result {
            record.violations.push(format!(
                "game {seed} turn {}: refused computer turn: {e}",
                round.turns
            ));
            if round.draw().is_err() {
                break;
            }
        }
        if let Err(e) = round.check_invariants() {
            record
                .violations
                .push(format!("game {seed} turn {}: {e}", round.turns));
            break;
        }
    }
    record.turns = round.turns;
    if let Some(result) = &round.result {
        let winners = result.winners();
        for &w in &winners {
            record.wins[w] += 1.0 / winners.len() as f64;
        }
        record.scores = result.scores.clone();
        record.pool_exhausted = matches!(result.end, RoundEnd::PoolExhausted { .. });
        if result.scores.iter().sum::<i32>() != 0 {
            record
                .violations
                .push(format!("game {seed}: scores do not sum to zero"));
        }
    } else {
        record.scores = vec![0; levels.len()];
    }
    record
}

#[derive(Debug, Clone, Serialize)]
pub struct SeatSummary {
    pub level: Level,
    pub wins: f64,
    pub win_rate: f64,
    /// A 95% confidence interval on the win rate (normal approximation over
    /// independent units: games, or with seat rotation whole deals).
    pub win_rate_ci95: [f64; 2],
    pub mean_score: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    pub games: usize,
    pub unit: &'static str,
    /// With seat rotation: the deals, each played once from every seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deals: Option<usize>,
    pub seed: u64,
    pub seats: Vec<SeatSummary>,
    pub mean_turns: f64,
    pub pool_exhausted: usize,
    pub panics: usize,
    pub invariant_violations: usize,
    /// The first few violations, for a human to read.
    pub examples: Vec<String>,
    pub seconds: f64,
}

/// How a run of games is dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Dealing {
    /// A new deal every game, the players in the seats given.
    #[default]
    Fresh,
    /// Duplicate: each deal is played once with the players rotated through
    /// every seat, so the luck of the tiles falls on each player alike.
    Rotated,
}

/// Plays `games` games on `threads` threads; results do not depend on the
/// thread count. Rotated dealing plays whole deals (rounding `games` up to a
/// multiple of the seats) and reports each player of `levels` wherever it sat.
pub fn simulate(
    levels: &[Level],
    rules: &RuleSet,
    games: usize,
    seed: u64,
    threads: usize,
    dealing: Dealing,
) -> Summary {
    let started = std::time::Instant::now();
    let n = levels.len();
    let per_unit = match dealing {
        Dealing::Fresh => 1,
        Dealing::Rotated => n,
    };
    let games = games.div_ceil(per_unit) * per_unit;
    let results = play_games(levels, rules, games, per_unit, seed, threads);
    let tally = Tally::of(&results, n, per_unit);
    let played = (games - tally.panics).max(1) as f64;
    Summary {
        games,
        unit: "round",
        deals: (dealing == Dealing::Rotated).then_some(games / per_unit),
        seed,
        seats: (0..n)
            .map(|i| SeatSummary {
                level: levels[i],
                wins: tally.wins[i],
                win_rate: tally.wins[i] / played,
                win_rate_ci95: interval95(&tally.unit_shares[i]),
                mean_score: tally.scores[i] as f64 / played,
            })
            .collect(),
        mean_turns: tally.turns as f64 / played,
        pool_exhausted: tally.exhausted,
        panics: tally.panics,
        invariant_violations: tally.violations,
        examples: tally.examples,
        seconds: started.elapsed().as_secs_f64(),
    }
}

/// Games `0..games` on `threads` threads, in game order, each record in
/// the players' order (`None`: the game panicked). Game `g`: deal
/// `g / per_unit`, players turned by `g % per_unit` seats.
fn play_games(
    levels: &[Level],
    rules: &RuleSet,
    games: usize,
    per_unit: usize,
    seed: u64,
    threads: usize,
) -> Vec<Option<GameRecord>> {
    let seating =
        |g: usize| -> (u64, usize) { (derive_seed(seed, (g / per_unit) as u64), g % per_unit) };
    let threads = threads.clamp(1, 64);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..games)
                        .step_by(threads)
                        .map(|g| {
                            let (game_seed, turn) = seating(g);
                            (g, play_turned(levels, rules, game_seed, turn))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<(usize, Option<GameRecord>)> = handles
            .into_iter()
            .flat_map(|h| h.join().expect("worker"))
            .collect();
        all.sort_by_key(|(g, _)| *g);
        all.into_iter().map(|(_, r)| r).collect()
    })
}

/// One game with the players turned by `turn` seats (seat `i` holds player
/// `(i + turn) % n`), its record back in the players' order; `None` if it
/// panicked.
fn play_turned(
    levels: &[Level],
    rules: &RuleSet,
    game_seed: u64,
    turn: usize,
) -> Option<GameRecord> {
    let n = levels.len();
    let seated: Vec<Level> = (0..n).map(|i| levels[(i + turn) % n]).collect();
    std::panic::catch_unwind(|| play_game(&seated, rules, game_seed))
        .ok()
        .map(|mut r| {
            let mut wins = vec![0.0; n];
            let mut scores = vec![0; n];
            for i in 0..n {
                wins[(i + turn) % n] = r.wins[i];
                scores[(i + turn) % n] = r.scores[i];
            }
            r.wins = wins;
            r.scores = scores;
            r
        })
}

/// The games' records summed per player, in the players' order.
struct Tally {
    wins: Vec<f64>,
    scores: Vec<i64>,
    turns: u64,
    exhausted: usize,
    panics: usize,
    violations: usize,
    /// The first few violations.
    examples: Vec<String>,
    /// Each unit's win share per player, for the intervals.
    unit_shares: Vec<Vec<f64>>,
}

impl Tally {
    /// The tally of `results` (`n` players), by units of `per_unit` games.
    fn of(results: &[Option<GameRecord>], n: usize, per_unit: usize) -> Tally {
        let mut tally = Tally {
            wins: vec![0.0; n],
            scores: vec![0; n],
            turns: 0,
            exhausted: 0,
            panics: 0,
            violations: 0,
            examples: Vec::new(),
            unit_shares: vec![Vec::new(); n],
        };
        for unit in results.chunks(per_unit) {
            tally.add_unit(unit, n);
        }
        tally
    }

    /// One unit's games: a game, or with seat rotation a whole deal.
    fn add_unit(&mut self, unit: &[Option<GameRecord>], n: usize) {
        let mut share = vec![0.0; n];
        let mut counted = 0;
        for r in unit {
            match r {
                None => self.panics += 1,
                Some(r) => {
                    counted += 1;
                    for (i, share) in share.iter_mut().enumerate() {
                        self.wins[i] += r.wins[i];
                        *share += r.wins[i];
                        self.scores[i] += r.scores[i] as i64;
                    }
                    self.turns += r.turns as u64;
                    self.exhausted += r.pool_exhausted as usize;
                    self.violations += r.violations.len();
                    let room = 3 - self.examples.len().min(3);
                    self.examples
                        .extend(r.violations.iter().take(room).cloned());
                }
            }
        }
        if counted > 0 {
            for (shares, share) in self.unit_shares.iter_mut().zip(&share) {
                shares.push(share / counted as f64);
            }
        }
    }
}

/// The mean of `samples` plus and minus 1.96 standard errors, within 0..1.
pub fn interval95(samples: &[f64]) -> [f64; 2] {
    let k = samples.len();
    if k < 2 {
        return [0.0, 1.0];
    }
    let mean = samples.iter().sum::<f64>() / k as f64;
    let var = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (k - 1) as f64;
    let half = 1.96 * (var / k as f64).sqrt();
    [(mean - half).max(0.0), (mean + half).min(1.0)]
}
