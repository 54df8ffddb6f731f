//! The solver and the computer players: plain Rust, no Bevy.

pub mod solver;

pub use solver::{Objective, Solution, SolveError, solve};
