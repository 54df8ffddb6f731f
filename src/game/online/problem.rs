//! What went wrong, for the Play online screen and the connection's note:
//! the server's errors as the player reads them (a sentence in their
//! language chosen by the error's stable code; the server's own message
//! is English for developers and goes to the log), and a server that
//! cannot be reached.

use bevy::prelude::*;

use super::connection::{FromServer, LinkEvent};
use super::seat::Seat;
use super::watch::Watched;
use crate::i18n::Phrase;
use crate::online::protocol::{ErrorCode, ServerError, ServerMsg};

#[derive(Resource, Debug, Default)]
pub struct OnlineProblem(pub Option<Phrase>);

/// What went wrong, for the player, by the server's code.
pub fn error_phrase(code: ErrorCode) -> Phrase {
    Phrase::new(error_key(code))
}

/// What an error says to the player, if anything: `shown` is what is
/// shown already.
fn told(e: &ServerError, shown: Option<&Phrase>) -> Option<Phrase> {
    let key = match e.code {
        _ if e.answers("react") => return None,
        // A message sent after an identity the server refused: the
        // refusal already said why.
        ErrorCode::NoPlayer if shown.is_some() => return None,
        ErrorCode::BadToken if e.answers("sign_in") => "online-player-unknown",
        ErrorCode::BadToken if e.answers("recover") => "online-recovery-unknown",
        ErrorCode::NoRoom if e.answers("resume") => "online-room-gone",
        code => error_key(code),
    };
    Some(Phrase::new(key))
}

pub(super) fn follow(
    mut from: MessageReader<FromServer>,
    mut links: MessageReader<LinkEvent>,
    seat: Res<Seat>,
    watched: Res<Watched>,
    mut problem: ResMut<OnlineProblem>,
) {
    for FromServer(msg) in from.read() {
        if let ServerMsg::Error(e) = msg
            && let Some(phrase) = told(e, problem.0.as_ref())
        {
            info!("the server refused a request: {e}");
            problem.0 = Some(phrase);
        }
    }
    let held = seat.played() || watched.0.is_some();
    for event in links.read() {
        if let LinkEvent::Closed { why } = event
            && !held
            && problem.0.is_none()
        {
            problem.0 = Some(Phrase::new("conn-no-server").with("why", why.clone()));
        }
    }
}

fn error_key(code: ErrorCode) -> &'static str {
    match code {
        ErrorCode::BadMessage => "servererror-bad-message",
        ErrorCode::TooLarge => "servererror-too-large",
        ErrorCode::Throttled => "servererror-throttled",
        ErrorCode::NoRoom => "servererror-no-room",
        ErrorCode::RoomFull => "servererror-room-full",
        ErrorCode::BadToken => "servererror-bad-token",
        ErrorCode::NotHost => "servererror-not-host",
        ErrorCode::WrongPhase => "servererror-wrong-phase",
        ErrorCode::NotYourTurn => "servererror-not-your-turn",
        ErrorCode::Stale => "servererror-stale",
        ErrorCode::Refused => "servererror-refused",
        ErrorCode::Storage => "servererror-storage",
        ErrorCode::Replaced => "servererror-replaced",
        ErrorCode::Removed => "servererror-removed",
        ErrorCode::NoPlayer => "servererror-no-player",
        ErrorCode::BadName => "servererror-bad-name",
        ErrorCode::QueueFull => "servererror-queue-full",
        ErrorCode::OtherServer => "servererror-other-server",
        ErrorCode::SignedOut => "servererror-signed-out",
        ErrorCode::NoEvent => "servererror-no-event",
        ErrorCode::EventClosed => "servererror-event-closed",
    }
}
