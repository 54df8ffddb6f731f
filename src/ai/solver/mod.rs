//! The exact solver: the best play from a rack onto a table, and a complete
//! arrangement of the resulting table into valid sets.
//!
//! A dynamic programme over the numbers 1..13, after van Rijn, Takes and
//! Vis, "The complexity of Rummikub problems" (2015), extended with jokers,
//! with the constraint that every table tile is used, and with the
//! initial-meld threshold. Going through the numbers, each colour has two run
//! slots (two copies of each tile mean at most two runs of a colour through
//! one number) whose state is the run's length so far (0, 1, 2, or 3 for
//! "three or more, may stop"). At each number the solver decides, colour by
//! colour, which slots a real tile or a joker extends, starts or closes,
//! and how many tiles go to groups of that number; then how many jokers
//! join the groups. Reachable states are memoised.
//!
//! `front` takes a position and runs the programmes (`budget`: attempts
//! that may stop and carry on; `order`: up the numbers or down; `recall`:
//! the tiles of a programme met again), `search` is the programme itself
//! over the run slots' `state`s and the `groups` of each number, with its
//! `memo`;
//! under the joker options `jokers` tries each table joker set's fates,
//! and `explicit` searches on where they fall short.
//! `play` holds what a play is and is worth.

mod budget;
mod explicit;
mod front;
mod groups;
mod jokers;
mod memo;
mod order;
mod play;
mod recall;
mod search;
mod state;

pub use budget::Interrupted;
pub use front::{STEP_WORK, STEPS_AT_FIRST_ALLOWANCE, SolveJob, solve};
pub use memo::{MEMO_BYTES, work_done};
pub use play::{Objective, Solution, SolveError};
