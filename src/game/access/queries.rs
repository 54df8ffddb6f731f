//! Questions a player asks the table with one key, answered aloud at once
//! (in the spirit of lichess's blind mode): what was said, whose turn it
//! is, the time left, the rack, the table, everyone's tiles and points,
//! the last play. The answer is an announcement like any other, so a
//! question asked twice is answered twice.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use super::announce::{Announcements, clock_said, seat_name};
use crate::game::locale::Tr;
use crate::game::session::{Phase, Session};
use crate::game::table::tiles::shown_rack;
use crate::i18n::{Messages, spoken};
use crate::rules::faces;

/// A question to the table.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccessQuery {
    /// The last announcement again.
    Again,
    /// The recent announcements, oldest first.
    Recent,
    WhoseTurn,
    TimeLeft,
    Rack,
    Table,
    /// Every player's tiles and points, and the pool.
    Counts,
    LastPlay,
}

impl AccessQuery {
    /// The letter that asks each question, and the key in its place on a
    /// US keyboard, for layouts whose letters are not Latin.
    pub const KEYS: [(char, KeyCode, AccessQuery); 8] = [
        ('a', KeyCode::KeyA, AccessQuery::Again),
        ('q', KeyCode::KeyQ, AccessQuery::Recent),
        ('w', KeyCode::KeyW, AccessQuery::WhoseTurn),
        ('t', KeyCode::KeyT, AccessQuery::TimeLeft),
        ('y', KeyCode::KeyY, AccessQuery::Rack),
        ('b', KeyCode::KeyB, AccessQuery::Table),
        ('c', KeyCode::KeyC, AccessQuery::Counts),
        ('l', KeyCode::KeyL, AccessQuery::LastPlay),
    ];

    /// The question a key asks: by the letter it types when that is a
    /// Latin one (so a French or German keyboard's A is A), else by its
    /// place.
    pub fn for_key(typed: Option<char>, place: KeyCode) -> Option<AccessQuery> {
        match typed.filter(char::is_ascii_alphabetic) {
            Some(letter) => Self::for_letter(letter),
            None => Self::KEYS
                .iter()
                .find(|(_, key, _)| *key == place)
                .map(|&(_, _, q)| q),
        }
    }

    /// The same for a key pressed on the web page: its `key` when that is
    /// one Latin letter, else its `code` ("KeyA": the letter in its place
    /// on a US keyboard).
    pub fn for_web_key(key: &str) -> Option<AccessQuery> {
        let mut chars = key.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if c.is_ascii_alphabetic() => Self::for_letter(c),
            _ => {
                let mut rest = key.strip_prefix("Key")?.chars();
                match (rest.next(), rest.next()) {
                    (Some(c), None) => Self::for_letter(c),
                    _ => None,
                }
            }
        }
    }

    fn for_letter(letter: char) -> Option<AccessQuery> {
        let letter = letter.to_ascii_lowercase();
        Self::KEYS
            .iter()
            .find(|(l, _, _)| *l == letter)
            .map(|&(_, _, q)| q)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<AccessQuery>().add_systems(
        Update,
        (
            query_keys.run_if(resource_exists::<bevy::ecs::message::Messages<KeyboardInput>>),
            answer,
        )
            .chain()
            .in_set(crate::game::GameSystems::Input),
    );
}

fn query_keys(
    mut presses: MessageReader<KeyboardInput>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut queries: MessageWriter<AccessQuery>,
) {
    let held = keys.is_some_and(|k| {
        k.any_pressed([
            KeyCode::ControlLeft,
            KeyCode::ControlRight,
            KeyCode::AltLeft,
            KeyCode::AltRight,
            KeyCode::SuperLeft,
            KeyCode::SuperRight,
        ])
    });
    for press in presses.read() {
        if held || press.state != ButtonState::Pressed || press.repeat {
            continue;
        }
        let typed = match &press.logical_key {
            Key::Character(text) => text.chars().next(),
            _ => None,
        };
        if let Some(query) = AccessQuery::for_key(typed, press.key_code) {
            queries.write(query);
        }
    }
}

fn answer(
    mut queries: MessageReader<AccessQuery>,
    session: Res<Session>,
    mut announcements: ResMut<Announcements>,
    tr: Res<Tr>,
) {
    for &query in queries.read() {
        let text = match query {
            AccessQuery::Again => again(&tr, &announcements),
            AccessQuery::Recent => recent(&tr, &announcements),
            AccessQuery::LastPlay => announcements
                .last_play(session.game.round_number)
                .map_or_else(|| tr.part("access-no-play-yet"), str::to_string),
            _ => about_the_table(&tr, &session, query),
        };
        announcements.say(text);
    }
}

fn again(messages: &Messages, said: &Announcements) -> String {
    match said.latest() {
        "" => messages.part("access-said-nothing"),
        latest => latest.to_string(),
    }
}

fn recent(messages: &Messages, said: &Announcements) -> String {
    let recent: Vec<&str> = said.recent().collect();
    if recent.is_empty() {
        return messages.part("access-said-nothing");
    }
    messages.part_with("access-said-lately", &[("said", recent.join(" ").into())])
}

/// The answers read from the table's state.
fn about_the_table(messages: &Messages, session: &Session, query: AccessQuery) -> String {
    match query {
        AccessQuery::WhoseTurn => whose_turn(messages, session),
        AccessQuery::TimeLeft => {
            clock_said(messages, session).unwrap_or_else(|| messages.part("access-no-timer"))
        }
        AccessQuery::Rack => rack(messages, session),
        AccessQuery::Table => table(messages, session),
        _ => counts(messages, session),
    }
}

fn whose_turn(messages: &Messages, session: &Session) -> String {
    if matches!(session.phase, Phase::RoundOver | Phase::MatchOver) {
        return messages.part("access-round-over");
    }
    let seat = session.current_seat();
    messages.part_with(
        "access-whose-turn",
        &[
            ("name", seat_name(messages, session, seat).into()),
            ("self", session.person(seat).into()),
        ],
    )
}

fn rack(messages: &Messages, session: &Session) -> String {
    let Some(rack) = shown_rack(session) else {
        return messages.part("access-no-rack");
    };
    messages.part_with(
        "access-your-rack",
        &[
            ("count", rack.len().into()),
            ("tiles", spoken::tiles(messages, &faces(&rack)).into()),
        ],
    )
}

fn table(messages: &Messages, session: &Session) -> String {
    let sets = &session.draft.sets;
    if sets.is_empty() {
        return messages.part("access-table-empty");
    }
    let said: Vec<String> = sets
        .iter()
        .enumerate()
        .map(|(i, set)| {
            messages.part_with(
                "access-set",
                &[
                    ("number", (i + 1).into()),
                    ("tiles", spoken::tiles(messages, &faces(&set.tiles)).into()),
                ],
            )
        })
        .collect();
    messages.part_with(
        "access-the-table",
        &[
            ("count", sets.len().into()),
            (
                "sets",
                said.join(&messages.part("access-laid-separator")).into(),
            ),
        ],
    )
}

/// Each player's tiles and points (in turn order from the player whose
/// turn it is), then the pool.
fn counts(messages: &Messages, session: &Session) -> String {
    let round = &session.game.round;
    let players = round.seats.len();
    let mut said: Vec<String> = (0..players)
        .map(|i| (round.current + i) % players)
        .map(|seat| {
            messages.part_with(
                "access-count",
                &[
                    ("name", seat_name(messages, session, seat).into()),
                    ("self", session.person(seat).into()),
                    ("count", round.seats[seat].rack.len().into()),
                    (
                        "points",
                        session.game.totals.get(seat).copied().unwrap_or(0).into(),
                    ),
                ],
            )
        })
        .collect();
    said.push(messages.part_with("access-pool", &[("count", round.pool.len().into())]));
    said.join(&messages.part("access-laid-separator"))
}
