//! Drives whole games in tests with the Medium computer player: it plays
//! sets from its rack and lays tiles off onto the table, which is legal
//! often and varied enough.

use tilemeld::ai::{Level, choose_turn};
use tilemeld::rules::{Action, GameRng, Round};

pub fn choose(round: &Round, rng: &mut GameRng) -> Action {
    choose_turn(round, Level::Medium, rng.next_u64()).action
}
