//! Reactions at the table: a seat's phrase or emoji from the fixed set,
//! to everyone in the room (the room itself is not sent again), at most
//! one every [`REACT_EVERY_MS`].

use super::{ConnId, Dispatcher, err};
use crate::online::protocol::{ErrorCode, Reaction, ServerError, ServerMsg};

/// A seat reacts at most this often.
pub const REACT_EVERY_MS: u64 = 2_000;

impl Dispatcher {
    pub(super) fn react(
        &mut self,
        id: ConnId,
        token: &str,
        reaction: Reaction,
        now: u64,
    ) -> Result<(), ServerError> {
        self.in_seat(id, token, |d, e, seat| {
            let last = e.reacted_at[seat];
            if last != 0 && now.saturating_sub(last) < REACT_EVERY_MS {
                return Err(err(ErrorCode::Throttled, "one reaction every two seconds"));
            }
            e.reacted_at[seat] = now;
            let msg = ServerMsg::Reaction { seat, reaction };
            let everyone = e.conns.iter().flatten().chain(&e.watchers).copied();
            for to in everyone.collect::<Vec<_>>() {
                d.send(to, &msg);
            }
            Ok(())
        })
    }
}
