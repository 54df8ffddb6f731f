//! The online server as players meet it: the real `tilemeld serve` process,
//! real WebSocket clients on localhost. A whole game between two clients
//! and a computer (and every message each client got, checked against the
//! true state for tiles it must not see); every kind of bad message; the
//! server killed mid-game and started again; the web build's files.
//! `cargo test --no-default-features --features server --test server`

mod hardening;
mod harness;
mod play;

pub use harness::*;
