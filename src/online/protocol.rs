//! The messages of online play, as JSON text frames over a WebSocket. A
//! client sends intents; the server answers with the room as that seat may
//! see it, or with an error that says what was wrong.
//!
//! The protocol (`src/online/protocol.rs`) is JSON text frames: the client
//! sends `create` (name, rule set, seats: humans and computers with a level),
//! `join` (a 6-letter invite code from an alphabet without I, L or O),
//! `resume` (code and token), `start`, `act` (a move: the table you end the
//! turn with, `draw` or `give_up`, with the move number you saw), `rematch`,
//! `leave`, `remove` (the host frees a seat in the lobby), `register` (a
//! name), `sign_in` (player id and secret), `recover` (a recovery code),
//! `rename`, `quick` (rules preset, seats, pace, and how long to wait for
//! people), `unqueue`, `my_games`, `games`, `watch`, `react`, `leaderboard`
//! (a rules preset), `recent_games` (a player id, or your own) and `ping`; the server answers `welcome` (seat and
//! token, and what a computer played for you while you were away), `room`
//! (the room as your seat may see it), `player` (who you play as; the secret
//! and recovery code only when they are made), `queued`, `unqueued`,
//! `my_games`, `games`, `reaction`, `leaderboard`, `recent_games`, `error`
//! (a code and a sentence; `replaced` and `removed` mean this connection no
//! longer holds its seat, `signed_out` that it no longer speaks for its
//! player) or `pong`. An `unqueue` that comes after the player was seated is
//! not answered: the `welcome` that seated them stands.

use std::fmt;

use super::events::view::{EventSummary, EventView};
use serde::{Deserialize, Serialize};

use super::matchmaking::Wanted;
use crate::ai::Level;
use crate::rules::{RoundResult, RuleSet, TileId};

/// A message larger than this is refused unread (a whole table of 106
/// tiles as JSON is under 2 kB).
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;
/// Invite codes: six letters from an alphabet without look-alikes
/// (no I, L or O), 23^6 ≈ 148 million codes.
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ";
pub const CODE_LEN: usize = 6;
/// Longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Who sits in a seat of a room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum SeatKind {
    Human,
    Computer { level: Level },
}

/// What the host chooses when creating a room.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomSetup {
    pub rules: RuleSet,
    /// Two to four seats; the host takes the first human one.
    pub seats: Vec<SeatKind>,
    /// The computer that plays a dropped player's seat after the grace period.
    #[serde(default = "default_stand_in")]
    pub stand_in: Level,
    /// The rules family whose ratings the match changes (a quick match's
    /// preset); set by the server, never by a client.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated: Option<String>,
    /// Anyone may watch the match (quick matches are; a host may choose).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub public: bool,
    /// A game over days: each move within so many hours (instead of the
    /// rules' turn timer). A player away is not replaced by a computer;
    /// their turn runs out as any other.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_hours: Option<u16>,
    /// The event whose table the room plays; set by the server, never by
    /// a client.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
}

/// One of a player's games: where to resume it, and where it stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MyGame {
    pub code: String,
    pub seat: usize,
    pub token: String,
    pub phase: RoomPhase,
    pub your_turn: bool,
    /// Time left in the current turn, when it has a limit.
    pub turn_ms_left: Option<u64>,
    pub players: Vec<String>,
    pub move_hours: Option<u16>,
}

/// A public match being played, as the list of games to watch shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicGame {
    pub code: String,
    /// The rated family (a preset's key), if rated.
    pub rated: Option<String>,
    /// The players' names (computers' seats are not listed).
    pub players: Vec<String>,
}

/// A player on a leaderboard (the same lines the HTTP leaderboard gives).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaderLine {
    /// 1 is the best; equal ratings share a rank.
    pub rank: usize,
    pub player: String,
    pub name: String,
    pub rating: i32,
    pub provisional: bool,
    pub games: u32,
}

/// A rated match of a player's (the same fields the HTTP list gives).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecentGame {
    pub room: String,
    #[serde(rename = "match")]
    pub number: u32,
    pub family: String,
    pub place: usize,
    pub left: bool,
    pub rating_before: i32,
    pub rating_after: i32,
    pub provisional: bool,
    /// When it was rated (milliseconds since 1970).
    pub at: u64,
}

/// A seat's rating change at a rated match's end, as players see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatedSeat {
    pub before: i32,
    pub after: i32,
    /// Still provisional after the match (few games, or unsure).
    pub provisional: bool,
}

fn default_stand_in() -> Level {
    Level::Medium
}

/// What a client may ask.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum ClientMsg {
    /// Open a room and take its first human seat.
    Create {
        name: String,
        setup: RoomSetup,
    },
    /// Take a free human seat of a room in its lobby.
    Join {
        code: String,
        name: String,
    },
    /// Come back to a seat (after a reload, a dropped connection or a
    /// server restart) with the seat's token.
    Resume {
        code: String,
        token: String,
    },
    /// The host starts the match once every human seat is taken.
    Start {
        token: String,
    },
    /// A move. `seq` is the number of moves the client has seen; a message
    /// sent again after the game moved on is refused as stale.
    Act {
        token: String,
        seq: u32,
        intent: Intent,
    },
    /// The host starts a new match with the same seats after one ends.
    Rematch {
        token: String,
    },
    /// Leave for good. In the lobby the seat is free for someone else (the
    /// host's stays theirs); in a match a computer plays it from now on.
    Leave {
        token: String,
    },
    /// The host frees another player's seat in the lobby.
    Remove {
        token: String,
        seat: usize,
    },
    /// A new player (a first visit): the answer, `player`, carries the
    /// secret and the recovery code, once.
    Register {
        name: String,
    },
    /// The connection plays as this player from now on.
    SignIn {
        player: String,
        secret: String,
    },
    /// The player of this recovery code, on this device: a new secret
    /// replaces the old one.
    Recover {
        code: String,
    },
    /// A signed-in player changes their display name.
    Rename {
        name: String,
    },
    /// Quick match: wait for a table like this; computers fill its empty
    /// seats after `wait_secs` (20 unless given, at most 120).
    Quick {
        #[serde(flatten)]
        wanted: Wanted,
        #[serde(default)]
        wait_secs: Option<u32>,
    },
    /// Stop waiting for a quick match.
    Unqueue,
    /// A reaction to the table, from a fixed set (no free text).
    React {
        token: String,
        reaction: Reaction,
    },
    /// The public matches being played, to watch.
    Games,
    /// The events listed: upcoming and running first, then finished.
    Events,
    /// One event: its standings and tables, and the player's place in it.
    Event {
        id: String,
    },
    /// Enter an event (a signed-in player; a club's event needs its code).
    EventJoin {
        id: String,
        #[serde(default)]
        invite: Option<String>,
    },
    /// Withdraw from an event: not seated again; results stand.
    EventLeave {
        id: String,
    },
    /// Watch a public match: its room as the table shows it, no rack.
    Watch {
        code: String,
    },
    /// A signed-in player's games not over (a game over days among them),
    /// with whose turn it is.
    MyGames,
    /// A rules family's leaderboard, with the connection's player's rank.
    Leaderboard {
        rules: String,
    },
    /// A player's latest rated games (the connection's own player's when
    /// none is named).
    RecentGames {
        #[serde(default)]
        player: Option<String>,
    },
    Ping,
}

/// What a player may say at the table: a fixed set of phrases and emoji,
/// shown in each player's language, so there is nothing to moderate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reaction {
    Hello,
    GoodLuck,
    WellPlayed,
    Thanks,
    Oops,
    Wow,
    ThinkingIt,
    GoodGame,
}

impl Reaction {
    pub const ALL: [Reaction; 8] = [
        Reaction::Hello,
        Reaction::GoodLuck,
        Reaction::WellPlayed,
        Reaction::Thanks,
        Reaction::Oops,
        Reaction::Wow,
        Reaction::ThinkingIt,
        Reaction::GoodGame,
    ];
}

/// A move in the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "intent")]
pub enum Intent {
    /// End the turn with this table (the rules check it).
    Play {
        table: Vec<Vec<TileId>>,
    },
    Draw,
    GiveUp,
    /// Deal the next round after one ends (any seated player).
    NextRound,
}

/// Why a message changed nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not JSON, not a message, or a value out of range.
    BadMessage,
    TooLarge,
    Throttled,
    NoRoom,
    RoomFull,
    /// The token is not the seat's (or the connection has no seat).
    BadToken,
    NotHost,
    /// Not possible in the room's phase (starting twice, a move in the lobby).
    WrongPhase,
    NotYourTurn,
    /// The message was about an earlier state of the game.
    Stale,
    /// The rules refused the move; the message gives their reason.
    Refused,
    /// The server could not keep the move; nothing changed.
    Storage,
    /// The seat was opened on another connection; this one is closed.
    Replaced,
    /// The host removed this player from the lobby.
    Removed,
    /// The message needs a player: register or sign in first.
    NoPlayer,
    /// The name may not be used (empty, too long, or a computer's).
    BadName,
    /// The quick-match queue is full; try again soon.
    QueueFull,
    /// The room is played through another server (of several sharing one
    /// database).
    OtherServer,
    /// The player was carried to another device with the recovery code:
    /// this connection no longer speaks for them.
    SignedOut,
    NoEvent,
    /// The event does not take this player now (over, full, private, or
    /// every round begun); the message says which.
    EventClosed,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerError {
    pub code: ErrorCode,
    pub message: String,
    /// The request this answers (its `type`: `act`, `react`…), when it
    /// answers one: a client takes each error to the part that asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answers: Option<String>,
}

impl ServerError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> ServerError {
        ServerError {
            code,
            message: message.into(),
            answers: None,
        }
    }

    /// This error, as the answer to the request `text` (when it names
    /// its type).
    pub fn answering(mut self, text: &str) -> ServerError {
        if self.answers.is_none() {
            self.answers = request_type(text);
        }
        self
    }

    /// This error, as the answer to a request of type `kind` made
    /// earlier (a resume that waited for the room, a quick match's table).
    pub fn answering_type(mut self, kind: &str) -> ServerError {
        if self.answers.is_none() {
            self.answers = Some(kind.to_string());
        }
        self
    }

    /// Whether this answers a request of type `kind`.
    pub fn answers(&self, kind: &str) -> bool {
        self.answers.as_deref() == Some(kind)
    }
}

/// The `type` a client's message says it is, read without the rest.
pub fn request_type(text: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Typed {
        #[serde(rename = "type")]
        kind: String,
    }
    let typed: Typed = serde_json::from_str(text).ok()?;
    let fits = typed.kind.len() <= 32
        && typed
            .kind
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b == b'_');
    fits.then_some(typed.kind)
}

impl fmt::Display for ServerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}: {}", self.code, self.message)
    }
}

impl std::error::Error for ServerError {}

/// What the server sends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum ServerMsg {
    /// The connection holds this seat; keep the token to come back.
    Welcome {
        code: String,
        seat: usize,
        token: String,
        /// What a computer played in this seat while its player was away.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        while_away: Option<WhileAway>,
    },
    /// The room as this seat may see it, after every change.
    Room(Box<RoomView>),
    /// Who the connection plays as. `secret` and `recovery` are sent once,
    /// when the identity is made or carried to this device: keep them.
    Player {
        id: String,
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        secret: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        recovery: Option<String>,
    },
    /// Waiting for a quick match: computers fill the table in `fill_in_ms`
    /// if nobody comes. A `welcome` follows when the table is set.
    Queued {
        #[serde(flatten)]
        wanted: Wanted,
        fill_in_ms: u64,
    },
    /// No longer waiting for a quick match.
    Unqueued,
    /// A seat's reaction, to everyone at the table.
    Reaction {
        seat: usize,
        reaction: Reaction,
    },
    /// Public matches being played, the latest first.
    Games {
        games: Vec<PublicGame>,
    },
    /// The events listed.
    Events {
        events: Vec<EventSummary>,
    },
    /// One event; `you` is the player's index in it, when they entered.
    Event {
        event: Box<EventView>,
        #[serde(default)]
        you: Option<usize>,
    },
    /// The player's games, the latest changed first.
    MyGames {
        games: Vec<MyGame>,
    },
    /// A player's name and latest rated games, the newest first.
    RecentGames {
        player: String,
        name: String,
        games: Vec<RecentGame>,
    },
    /// A rules family's best players, and the connection's player's line.
    Leaderboard {
        rules: String,
        players: Vec<LeaderLine>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        you: Option<LeaderLine>,
    },
    /// The room asked for is played by another process of this server,
    /// reached through the same address with `?via=` and this value:
    /// connect again that way and send `again` (what was asked) there.
    Route {
        via: String,
        again: String,
    },
    Error(ServerError),
    Pong,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomPhase {
    Lobby,
    Playing,
    RoundOver,
    MatchOver,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub name: String,
    pub kind: SeatKind,
    /// A human seat someone has taken.
    pub taken: bool,
    pub connected: bool,
    /// A computer plays this seat for a player who dropped.
    pub stand_in: bool,
    /// How many tiles the seat holds (never which).
    pub rack: usize,
    pub initial_meld_done: bool,
}

/// The last move, as everyone saw it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    pub seat: usize,
    /// Tiles that went from the seat's rack to the table.
    pub played: Vec<TileId>,
    /// How many tiles it drew.
    pub drew: usize,
}

/// The turns a computer played for a seat while its player was away.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WhileAway {
    pub turns: u32,
    /// Tiles it laid from the seat's rack.
    pub played: u32,
    /// Tiles it drew.
    pub drew: u32,
}

/// The deal's seed and salt, revealed when the match ends, to check against
/// the commitment published when it started.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub seed: u64,
    pub salt: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomView {
    pub code: String,
    pub phase: RoomPhase,
    pub rules: RuleSet,
    pub host: usize,
    pub you: usize,
    pub seats: Vec<SeatView>,
    /// Moves made in this match: an `Act` must carry this number.
    pub seq: u32,
    pub round: u32,
    pub current: usize,
    pub table: Vec<Vec<TileId>>,
    /// Your tiles, and only yours.
    pub rack: Vec<TileId>,
    pub pool: usize,
    pub totals: Vec<i32>,
    /// Each seat's score in the round just ended.
    pub round_scores: Option<Vec<i32>>,
    pub last: Option<LastMove>,
    /// Milliseconds left in the current turn, when the rules have a timer.
    pub turn_ms_left: Option<u64>,
    /// Each seat's bank in milliseconds, when the rules have a tournament
    /// clock (the current seat's as it stands at this view).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub banks_ms: Option<Vec<u64>>,
    /// SHA-256 (hex) of the match's seed and salt, published at its start.
    pub commitment: Option<String>,
    pub reveal: Option<Reveal>,
    /// Turns completed in this round, and who played first in it.
    #[serde(default)]
    pub turns: u32,
    #[serde(default)]
    pub first: usize,
    /// Turns in a row without a play since the pool ran out.
    #[serde(default)]
    pub passes: usize,
    /// The rounds finished in this match (what each rack was worth is
    /// public once a round ends), and the rounds each seat won.
    #[serde(default)]
    pub history: Vec<RoundResult>,
    #[serde(default)]
    pub rounds_won: Vec<u32>,
    /// Each seat's rating change once a rated match is over (`None` for a
    /// computer's seat).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ratings: Vec<Option<RatedSeat>>,
    /// A watcher's view: no seat is theirs (`you` is 0 and `rack` empty).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub watching: bool,
}

/// Reads a client's message: size first, then JSON, then the values.
pub fn decode_client(text: &str) -> Result<ClientMsg, ServerError> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(ServerError::new(
            ErrorCode::TooLarge,
            format!(
                "the message is {} bytes; at most {MAX_MESSAGE_BYTES}",
                text.len()
            ),
        ));
    }
    let mut msg: ClientMsg = serde_json::from_str(text)
        .map_err(|e| ServerError::new(ErrorCode::BadMessage, format!("not a message: {e}")))?;
    if let ClientMsg::Create { name, .. } | ClientMsg::Join { name, .. } = &mut msg {
        *name = clean_name(name);
    }
    check_values(&msg)?;
    Ok(msg)
}

/// Characters that change how the text around them is drawn without being
/// seen: bidi embeddings, overrides, isolates and marks, zero-width
/// spaces, the word joiner, the byte-order mark, the soft hyphen.
fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'
            | '\u{200E}'
            | '\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{2069}'
            | '\u{FEFF}'
    )
}

/// A player's name as others see it: no control or invisible characters,
/// spaces collapsed. The zero-width (non-)joiner stays between two visible
/// characters (Persian and Indic names, emoji sequences need it), nowhere
/// else.
pub fn clean_name(name: &str) -> String {
    let chars: Vec<char> = name
        .chars()
        .filter(|&c| !invisible(c))
        .map(|c| {
            if c.is_control() || c.is_whitespace() {
                ' '
            } else {
                c
            }
        })
        .collect();
    let joiner = |c: char| matches!(c, '\u{200C}' | '\u{200D}');
    let visible = |c: Option<&char>| c.is_some_and(|&c| c != ' ' && !joiner(c));
    let mut out = String::with_capacity(name.len());
    for (i, &c) in chars.iter().enumerate() {
        let keep = if joiner(c) {
            visible(i.checked_sub(1).and_then(|j| chars.get(j))) && visible(chars.get(i + 1))
        } else {
            !(c == ' ' && out.ends_with(' '))
        };
        if keep {
            out.push(c);
        }
    }
    out.trim().to_string()
}

fn check_values(msg: &ClientMsg) -> Result<(), ServerError> {
    let bad = |m: String| Err(ServerError::new(ErrorCode::BadMessage, m));
    match msg {
        ClientMsg::Create { name, .. } | ClientMsg::Join { name, .. } => {
            let n = name.chars().count();
            if n == 0 || n > MAX_NAME_CHARS {
                return bad(format!(
                    "a name is 1 to {MAX_NAME_CHARS} printable characters"
                ));
            }
        }
        ClientMsg::Act {
            intent: Intent::Play { table },
            ..
        } => {
            if let Some(t) = table
                .iter()
                .flatten()
                .find(|t| t.0 as usize >= TileId::SPAN)
            {
                return bad(format!("there is no tile {}", t.0));
            }
            if table.iter().map(Vec::len).sum::<usize>() > TileId::SPAN {
                return bad("more tiles than the game has".into());
            }
        }
        _ => {}
    }
    Ok(())
}

/// Whether a text is an invite code's shape (letters are read in any case).
pub fn normalise_code(code: &str) -> Option<String> {
    let code = code.trim().to_ascii_uppercase();
    (code.len() == CODE_LEN && code.bytes().all(|b| CODE_ALPHABET.contains(&b))).then_some(code)
}
