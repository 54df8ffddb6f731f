//! Whether the human may act on the table now: the one check behind drags,
//! Done, Draw, the pool, the clock and hints.

use bevy::prelude::*;

use super::playback::Playback;
use crate::game::session::Session;

/// Their turn, no online move of theirs awaiting the server's answer, and
/// nothing being played out on the table.
pub fn human_may_act(session: &Session, playback: &Playback) -> bool {
    session.may_act() && !playback.is_playing()
}

/// [`human_may_act`] as a run condition.
pub fn human_turn(session: Option<Res<Session>>, playback: Res<Playback>) -> bool {
    session.is_some_and(|s| human_may_act(&s, &playback))
}
