//! The server's errors as the player reads them: a sentence in their
//! language chosen by the error's stable code. The server's own message is
//! English for developers (it goes to the log).

use crate::i18n::Phrase;
use crate::online::protocol::ErrorCode;

/// What went wrong, for the player, by the server's code.
pub fn error_phrase(code: ErrorCode) -> Phrase {
    Phrase::new(error_key(code))
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
    }
}
