//! The computer players. A turn is chosen from what a player at the table
//! can see: its own rack, the table, the pool's size and the other racks'
//! tile counts.

use serde::{Deserialize, Serialize};

use super::hard;
use super::master::{MasterPlanner, PublicView};
use super::moves::{TileMove, assign_ids, plan_moves};
use super::simple::{lay_off, rack_sets, rearrange};
use super::solver::{Objective, STEP_WORK, SolveJob, solve};
use crate::rules::{Action, GameRng, Round, TileId, derive_seed, faces};

/// How strong a computer player is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Plays sets from its own rack (sometimes missing them), lays tiles
    /// off and splits runs for them, and on most turns takes a tile from a
    /// set of four or a long run's end for a set with two of its own.
    Easy,
    /// Plays every set it sees, lays off, splits runs, and on some turns
    /// makes the beginner's rearrangements (sets of rack tiles and table
    /// tiles taken off sets of four or long runs' ends); no deep rearranging.
    Medium,
    /// Solver-optimal plays with strategy: holding back, shedding at the end.
    Hard,
    /// Always plays the solver's maximum (the yardstick for Hard).
    Greedy,
    /// Hard's candidate plays, each played out a few turns ahead over
    /// several guesses at the other racks (see [`super::master`]).
    Master,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Greedy,
        Level::Master,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Greedy => "greedy",
            Level::Master => "master",
        }
    }

    pub fn from_key(key: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.key().eq_ignore_ascii_case(key.trim()))
    }
}

/// A computer turn: the action for the rules and the tile moves that
/// lead to it (empty when drawing).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiTurn {
    pub action: Action,
    pub moves: Vec<TileMove>,
}

impl AiTurn {
    fn draw() -> AiTurn {
        AiTurn {
            action: Action::Draw,
            moves: Vec::new(),
        }
    }

    fn play(round: &Round, table: Vec<Vec<TileId>>) -> AiTurn {
        let moves = plan_moves(&round.table, &round.current_seat().rack, &table);
        AiTurn {
            action: Action::Play { table },
            moves,
        }
    }
}

/// Chooses the current player's turn. `seed` makes the weaker levels'
/// mistakes reproducible.
pub fn choose_turn(round: &Round, level: Level, seed: u64) -> AiTurn {
    let mut job = AiJob::new(round, level, seed);
    super::run_to_end(|| job.step())
}

/// A computer turn being worked out in small steps (each at most one
/// solver call), so a single-threaded host (the browser) can spread it over
/// frames and never freeze. Native builds simply run it to the end on
/// another thread.
pub struct AiJob {
    round: Round,
    level: Level,
    seed: u64,
    planner: Option<hard::Planner>,
    master: Option<MasterPlanner>,
}

impl AiJob {
    pub fn new(round: &Round, level: Level, seed: u64) -> AiJob {
        let planner = (level == Level::Hard).then(|| {
            let seat = round.current_seat();
            let rack = faces(&seat.rack);
            let table = round.table_faces();
            hard::Planner::new(&hard::View {
                rack: &rack,
                table: &table,
                initial_meld_done: seat.initial_meld_done,
                rules: &round.rules,
                fewest_opponent_tiles: fewest_opponent_tiles(round),
                pool: round.pool.len(),
                reading: reading(round, seed),
            })
        });
        // Master is given only what the current player may see.
        let master = (level == Level::Master)
            .then(|| MasterPlanner::new(PublicView::of(round), derive_seed(seed, 0x3a57)));
        AiJob {
            round: round.clone(),
            level,
            seed,
            planner,
            master,
        }
    }

    /// Does one step; returns the turn once it is decided.
    pub fn step(&mut self) -> Option<AiTurn> {
        let round = &self.round;
        let table = match self.level {
            Level::Easy => simple_play(round, &EASY, self.seed),
            Level::Medium => simple_play(round, &MEDIUM, self.seed),
            Level::Greedy => solver_play(round, Objective::Tiles),
            Level::Hard => {
                let decided = self
                    .planner
                    .as_mut()
                    .expect("a Hard job has a planner")
                    .step()?;
                let seat = round.current_seat();
                decided.map(|s| assign_ids(&round.table, &seat.rack, &s.table))
            }
            Level::Master => {
                let decided = self
                    .master
                    .as_mut()
                    .expect("a Master job has a planner")
                    .step()?;
                let seat = round.current_seat();
                decided.map(|s| assign_ids(&round.table, &seat.rack, &s.table))
            }
        };
        Some(match table {
            Some(t) if round.check_play(&t).is_ok() => AiTurn::play(round, t),
            _ => AiTurn::draw(),
        })
    }
}

/// Once every opponent has had a turn: what the table shows of them, in
/// the order they move after the current player.
fn reading(round: &Round, seed: u64) -> Option<hard::Reading> {
    let players = round.players();
    if round.turns + 1 < players as u32 {
        return None;
    }
    let mut seen = [false; TileId::SPAN];
    for id in round
        .current_seat()
        .rack
        .iter()
        .chain(round.table.iter().flatten())
    {
        seen[id.0 as usize] = true;
    }
    let mut opponents = Vec::new();
    let mut at = round.next_seat(round.current);
    while at != round.current {
        let seat = &round.seats[at];
        opponents.push(hard::Opponent {
            rack_size: seat.rack.len(),
            initial_meld_done: seat.initial_meld_done,
            drawn_last_turn: seat.drawn_last_turn,
        });
        at = round.next_seat(at);
    }
    Some(hard::Reading {
        opponents,
        unseen: round
            .tile_set()
            .ids()
            .filter(|id| !seen[id.0 as usize])
            .map(TileId::face)
            .collect(),
        seed: derive_seed(seed, 0x0990),
    })
}

fn fewest_opponent_tiles(round: &Round) -> usize {
    round
        .seats
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != round.current)
        .map(|(_, s)| s.rack.len())
        .min()
        .unwrap_or(usize::MAX)
}

/// The best play from the current position as moves: the hint for a human.
pub fn hint(round: &Round) -> Option<AiTurn> {
    let mut job = HintJob::new(round);
    super::run_to_end(|| job.step())
}

/// The hint worked out in steps of at most [`STEP_WORK`] search nodes, for
/// the browser's frames.
pub struct HintJob {
    round: Round,
    solving: SolveJob,
}

impl HintJob {
    pub fn new(round: &Round) -> HintJob {
        let seat = round.current_seat();
        HintJob {
            solving: SolveJob::new(
                &faces(&seat.rack),
                &round.table_faces(),
                seat.initial_meld_done,
                &round.rules,
                Objective::Tiles,
            ),
            round: round.clone(),
        }
    }

    /// One step; the hint once found (`None` inside: nothing can be played).
    pub fn step(&mut self) -> Option<Option<AiTurn>> {
        let answer = self.solving.step(STEP_WORK)?;
        let round = &self.round;
        let seat = round.current_seat();
        Some(
            answer
                .ok()
                .filter(|s| s.tiles_played > 0)
                .map(|s| assign_ids(&round.table, &seat.rack, &s.table))
                .filter(|t| round.check_play(t).is_ok())
                .map(|t| AiTurn::play(round, t)),
        )
    }
}

/// What a simpler player sees and does.
struct Skill {
    /// Sets it overlooks, as a probability.
    miss: f32,
    /// Lays single tiles off onto table sets (and splits runs for them).
    lay_offs: bool,
    /// Also makes a set of one rack tile and two table tiles.
    two_spares: bool,
    /// Turns it does not look for a rearrangement, as a probability.
    rearrange_miss: f32,
    /// Once the pool holds this few tiles, it looks every turn.
    low_pool: Option<usize>,
}

/// Easy: its own sets, often missing one; lay-offs and run splits; a
/// tile from a set of four or the end of a long run for a set with two of
/// its own, on seven turns in ten.
const EASY: Skill = Skill {
    miss: 0.3,
    lay_offs: true,
    two_spares: false,
    rearrange_miss: 0.3,
    low_pool: None,
};

/// Medium: every set it sees, lay-offs and run splits; once the pool runs
/// low (15 tiles or fewer) it looks hard at the table every turn: the
/// beginner's rearrangements, and a set of one rack tile and two table
/// tiles too. (Looking on four turns in ten from the start, it lost only
/// 90.4% of its rounds to Hard heads-up under Pressman 2009; rounds
/// against Hard rarely get that far.)
const MEDIUM: Skill = Skill {
    miss: 0.0,
    lay_offs: true,
    two_spares: true,
    rearrange_miss: 1.0,
    low_pool: Some(15),
};

/// What anyone sees without rearranging the table: every set in the rack
/// and every lay-off (Medium without its late looks at the table).
const OBVIOUS: Skill = Skill {
    low_pool: None,
    ..MEDIUM
};

/// The rack tiles the obvious play places (sets from the rack, lay-offs;
/// nothing taken apart): what a turn asks of nobody in particular.
pub fn obvious_tiles(round: &Round) -> u32 {
    let placed = |t: &[Vec<TileId>]| t.iter().map(Vec::len).sum::<usize>();
    match simple_play(round, &OBVIOUS, 0) {
        Some(t) if round.check_play(&t).is_ok() => (placed(&t) - placed(&round.table)) as u32,
        _ => 0,
    }
}

fn simple_play(round: &Round, skill: &Skill, seed: u64) -> Option<Vec<Vec<TileId>>> {
    let rules = &round.rules;
    let seat = round.current_seat();
    let mut rng = GameRng::new(seed);
    let (sets, left) = rack_sets(&seat.rack, rules, skill.miss, &mut rng);
    let mut table = round.table.clone();
    if !seat.initial_meld_done {
        let value: u32 = sets
            .iter()
            .map(|s| crate::rules::meld_value(&faces(s), rules).unwrap_or(0))
            .sum();
        if sets.is_empty() || value < rules.initial_meld_points as u32 {
            return None;
        }
        table.extend(sets);
        return Some(table);
    }
    table.extend(sets);
    if skill.lay_offs {
        let with_sets = table.clone();
        lay_off(&mut table, &left, rules, &|_| true);
        if round.check_play(&table).is_err() {
            // A stricter joker rule refused a lay-off (onto a locked joker
            // set, say): lay off again, keeping each place the rules accept.
            table = with_sets;
            lay_off(&mut table, &left, rules, &|t| round.check_play(t).is_ok());
        }
    }
    let rearrange_miss = match skill.low_pool {
        Some(low) if round.pool.len() <= low => 0.0,
        _ => skill.rearrange_miss,
    };
    // Only with the turn's table legal so far: each rearrangement keeps it
    // so. (Medium's early turns never look: no need to judge the table.)
    let looks = rearrange_miss < 1.0;
    if looks && (table == round.table || round.check_play(&table).is_ok()) {
        let accept = |t: &[Vec<TileId>]| round.check_play(t).is_ok();
        rearrange(
            &mut table,
            &left,
            rules,
            skill.two_spares,
            rearrange_miss,
            &mut rng,
            &accept,
        );
    }
    (table != round.table).then_some(table)
}

fn solver_play(round: &Round, objective: Objective) -> Option<Vec<Vec<TileId>>> {
    let seat = round.current_seat();
    let rack = faces(&seat.rack);
    let table = round.table_faces();
    let solution = solve(
        &rack,
        &table,
        seat.initial_meld_done,
        &round.rules,
        objective,
    )
    .ok()?;
    if solution.tiles_played == 0 {
        return None;
    }
    Some(assign_ids(&round.table, &seat.rack, &solution.table))
}
