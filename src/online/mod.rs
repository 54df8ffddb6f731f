//! Online play's shared part, plain Rust: the messages between clients and
//! the server, a room's state machine (judged by `rules`), and the check of
//! a fair deal. The server (feature `server`) and the game's client use it.

pub mod fair;
pub mod protocol;
pub mod room;
pub mod shadow;

pub use protocol::{
    ClientMsg, ErrorCode, Intent, RoomPhase, RoomSetup, RoomView, SeatKind, ServerError, ServerMsg,
};
pub use room::{Due, Room};
