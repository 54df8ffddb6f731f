//! The solver and the computer players: plain Rust, no Bevy.

pub mod fitting;
pub mod hard;
pub mod master;
pub mod moves;
pub mod player;
pub mod simple;
pub mod simulate;
pub mod solver;
mod stepped;

pub use moves::{Spot, Target, TileMove, apply_moves, assign_ids, plan_moves};
pub use player::{AiJob, AiTurn, HintJob, Level, choose_turn, hint, obvious_tiles};
pub use solver::{Objective, STEP_WORK, Solution, SolveError, SolveJob, solve};

/// Takes a stepped job's steps until it answers (where nothing needs the
/// steps spread out).
fn run_to_end<T>(mut step: impl FnMut() -> Option<T>) -> T {
    loop {
        if let Some(answer) = step() {
            return answer;
        }
    }
}
