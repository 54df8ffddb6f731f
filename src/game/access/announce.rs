//! What a screen reader says when something happens: each play in words
//! ("Ada played 3 tiles: blue 4 5 6 as a new set."), a draw, a refusal and
//! its reason, where tiles put by the player now are, and the start of the
//! player's turn. The newest sentence is the accessibility tree's live
//! region; a few recent ones are kept for a reader who asks again.

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::game::locale::Tr;
use crate::game::messages::{DropTiles, Feedback};
use crate::game::session::Session;
use crate::i18n::{Arg, Messages, spoken};
use crate::rules::{RoundEnd, RoundResult, TileId, faces};

/// How many sentences are kept.
const KEPT: usize = 8;

/// What was said, newest last: each frame's sentences together, since a
/// live region reads only its latest text ("Ada played 3 tiles: … The
/// round is over.").
#[derive(Resource, Debug, Default)]
pub struct Announcements {
    /// Counts every announcement (a reader repeats one said twice).
    pub serial: u64,
    recent: VecDeque<String>,
    pending: Vec<String>,
    /// The latest play said, and the round it was made in.
    last_play: Option<(u32, String)>,
}

impl Announcements {
    /// A sentence to say with the others of this frame.
    pub fn say(&mut self, text: String) {
        self.pending.push(text);
    }

    /// This frame's sentences, said as one.
    fn publish(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        if self.recent.len() == KEPT {
            self.recent.pop_front();
        }
        let text = self.pending.join(" ");
        self.pending.clear();
        self.recent.push_back(text);
        self.serial += 1;
    }

    /// The newest sentence, or "" before anything was said.
    pub fn latest(&self) -> &str {
        self.recent.back().map_or("", String::as_str)
    }

    pub fn recent(&self) -> impl Iterator<Item = &str> {
        self.recent.iter().map(String::as_str)
    }

    /// The latest play said in round `round`, if one was.
    pub fn last_play(&self, round: u32) -> Option<&str> {
        self.last_play
            .as_ref()
            .filter(|(r, _)| *r == round)
            .map(|(_, text)| text.as_str())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcements>().add_systems(
        Update,
        (announce_feedback, announce_turn, announce_clock, publish)
            .chain()
            .in_set(crate::game::GameSystems::View),
    );
}

pub(super) fn publish(mut announcements: ResMut<Announcements>) {
    announcements.publish();
}

/// The player's turn begins: how many tiles they have.
fn announce_turn(
    session: Res<Session>,
    mut announcements: ResMut<Announcements>,
    tr: Res<Tr>,
    mut seen: Local<Option<u64>>,
) {
    if seen.replace(session.turn_serial) == Some(session.turn_serial) {
        return;
    }
    if session.may_act() && session.viewer() == Some(session.draft.seat) {
        let count = session.draft.rack.len();
        announcements.say(tr.part_with("access-your-turn", &[("count", count.into())]));
        if let Some(clock) = clock_said(&tr, &session) {
            announcements.say(clock);
        }
    }
}

/// The turn's time left in whole seconds (rounded up, as the time bar
/// shows), when the turn has a timer or a clock: in minutes and seconds
/// from two minutes up.
pub fn clock_said(messages: &Messages, session: &Session) -> Option<String> {
    let (left, _) = session.turn_time_left()?;
    let secs = left.max(0.0).ceil() as u32;
    Some(if secs >= 120 {
        messages.part_with(
            "access-time-left-minutes",
            &[
                ("minutes", (secs / 60).into()),
                ("seconds", (secs % 60).into()),
            ],
        )
    } else {
        messages.part_with("access-time-left", &[("seconds", secs.into())])
    })
}

/// A seat's name as messages say it.
pub fn seat_name(messages: &Messages, session: &Session, seat: usize) -> String {
    session
        .seats
        .get(seat)
        .map_or_else(|| messages.part("toast-someone"), |s| s.name.clone())
}

/// Seconds left on the player's own turn at which the time is said.
const CLOCK_WARNINGS: [f32; 2] = [30.0, 10.0];

/// The player's turn clock passing 30 and 10 seconds left.
fn announce_clock(
    session: Res<Session>,
    mut announcements: ResMut<Announcements>,
    tr: Res<Tr>,
    mut last: Local<Option<(u64, f32)>>,
) {
    let Some((left, _)) = session.turn_time_left() else {
        *last = None;
        return;
    };
    let before = last
        .replace((session.turn_serial, left))
        .filter(|(serial, _)| *serial == session.turn_serial)
        .map(|(_, before)| before);
    let own_turn = session.may_act() && session.viewer() == Some(session.draft.seat);
    if let Some(before) = before
        && own_turn
        && CLOCK_WARNINGS.iter().any(|&w| before > w && left <= w)
        && let Some(clock) = clock_said(&tr, &session)
    {
        announcements.say(clock);
    }
}

fn announce_feedback(
    mut feedback: MessageReader<Feedback>,
    mut drops: MessageReader<DropTiles>,
    mut put: Local<Vec<TileId>>,
    mut own_rack: Local<Vec<TileId>>,
    session: Res<Session>,
    mut announcements: ResMut<Announcements>,
    tr: Res<Tr>,
) {
    if let Some(drop) = drops.read().last() {
        put.clone_from(&drop.tiles);
    }
    let said = |key: &str, seat: usize, count: usize| {
        tr.part_with(
            key,
            &[
                ("name", seat_name(&tr, &session, seat).into()),
                ("count", count.into()),
                ("self", session.person(seat).into()),
            ],
        )
    };
    for f in feedback.read() {
        let text = match f {
            Feedback::Refused { reason, .. } | Feedback::TurnRefused { reason, .. } => {
                tr.part_with(reason.key, &spoken::phrase_args(&tr, reason))
            }
            Feedback::Played { seat, .. } => {
                let text = played_text(&tr, &session, *seat);
                announcements.last_play = Some((session.game.round_number, text.clone()));
                match few_left(&tr, &session, *seat) {
                    Some(few) => format!("{text} {few}"),
                    None => text,
                }
            }
            Feedback::Drew { seat, tiles: 0 } => said("toast-passed", *seat, 0),
            Feedback::Drew { seat, tiles } if session.own_seat() == Some(*seat) => {
                own_draw(&tr, &session, &own_rack, *seat)
                    .unwrap_or_else(|| said("toast-drew", *seat, *tiles))
            }
            Feedback::Drew { seat, tiles } => said("toast-drew", *seat, *tiles),
            Feedback::TimeUp { seat, drew } => said("toast-time-up", *seat, *drew),
            Feedback::Placed if !put.is_empty() => {
                let text = put_text(&tr, &session, &put);
                put.clear();
                text
            }
            Feedback::RoundOver => round_over_text(&tr, &session),
            Feedback::WhileAway {
                turns,
                played,
                drew,
            } => {
                let (key, args) = while_away_said(*turns, *played, *drew);
                tr.part_with(key, &args)
            }
            _ => continue,
        };
        announcements.say(text);
    }
    // The player's rack as it is now, for the next draw to be told from.
    let rack = session
        .own_seat()
        .and_then(|s| session.game.round.seats.get(s));
    if let Some(rack) = rack.map(|s| &s.rack)
        && *own_rack != *rack
    {
        own_rack.clone_from(rack);
    }
}

/// Another player close to going out: at most this many tiles left is said
/// after their play.
const FEW_TILES: usize = 4;

/// "Ada has 2 tiles left." after Ada's play, when she is close to going out.
fn few_left(messages: &Messages, session: &Session, seat: usize) -> Option<String> {
    let left = session.game.round.seats.get(seat)?.rack.len();
    let other = session.own_seat() != Some(seat);
    (other && (1..=FEW_TILES).contains(&left)).then(|| {
        messages.part_with(
            "access-tiles-left",
            &[
                ("name", seat_name(messages, session, seat).into()),
                ("count", left.into()),
            ],
        )
    })
}

/// What the player drew, in words: the tiles on `seat`'s rack now that
/// were not on it `before`.
fn own_draw(
    messages: &Messages,
    session: &Session,
    before: &[TileId],
    seat: usize,
) -> Option<String> {
    let drawn: Vec<TileId> = session
        .game
        .round
        .seats
        .get(seat)?
        .rack
        .iter()
        .copied()
        .filter(|t| !before.contains(t))
        .collect();
    (!drawn.is_empty()).then(|| {
        messages.part_with(
            "access-you-drew",
            &[("tiles", spoken::tiles(messages, &faces(&drawn)).into())],
        )
    })
}

/// The round's end: who won, and each player's score for the round and
/// total, the best first ("The round is over. Ada went out. Scores this
/// round: Ada 35, total 35; you −12, total −12."). A lesson or puzzle just
/// ends.
fn round_over_text(messages: &Messages, session: &Session) -> String {
    let over = messages.part("access-round-over");
    let result = session.game.history.last();
    let Some(result) = result.filter(|_| session.puzzle_run().is_none()) else {
        return over;
    };
    let who = winners_said(messages, session, result);
    let won = match result.end {
        RoundEnd::WentOut { .. } => messages.part_with("access-went-out", &who),
        RoundEnd::PoolExhausted { .. } => messages.part_with("access-lowest-rack", &who),
        RoundEnd::OutOfTime { loser } => messages.part_with(
            "access-out-of-time",
            &[
                ("name", seat_name(messages, session, loser).into()),
                ("self", session.person(loser).into()),
            ],
        ),
    };
    let mut seats: Vec<usize> = (0..result.scores.len()).collect();
    seats.sort_by_key(|&s| std::cmp::Reverse(result.scores[s]));
    let scores: Vec<String> = seats
        .into_iter()
        .map(|seat| {
            messages.part_with(
                "access-round-score",
                &[
                    ("name", seat_name(messages, session, seat).into()),
                    ("self", session.person(seat).into()),
                    ("points", result.scores[seat].into()),
                    (
                        "total",
                        session.game.totals.get(seat).copied().unwrap_or(0).into(),
                    ),
                ],
            )
        })
        .collect();
    let scores = messages.part_with(
        "access-round-scores",
        &[(
            "scores",
            scores.join(&messages.part("access-laid-separator")).into(),
        )],
    );
    format!("{over} {won} {scores}")
}

/// Who won a round, as the round's end names them: `names` ("Ada", "Ada
/// and Bob"), `count`, and `self` (`you` when the one winner is the
/// player).
pub fn winners_said(
    messages: &Messages,
    session: &Session,
    result: &RoundResult,
) -> [(&'static str, Arg); 3] {
    let winners = result.winners();
    // The names one by one: "Ada", "Ada and Bob", "Ada and Bob and Cy".
    let names = winners
        .iter()
        .filter_map(|&w| session.seats.get(w))
        .map(|s| s.name.clone())
        .reduce(|list, name| {
            messages.part_with(
                "roundend-names-and",
                &[("list", list.into()), ("name", name.into())],
            )
        })
        .unwrap_or_default();
    let person = match winners.as_slice() {
        [one] => session.person(*one),
        _ => "other",
    };
    [
        ("names", Arg::from(names)),
        ("count", Arg::from(winners.len())),
        ("self", Arg::from(person)),
    ]
}

/// What the computer did in the player's seat while they were away (the
/// turns, and the tiles it laid and drew when it did either): the
/// message's key and its arguments.
pub fn while_away_said(
    turns: u32,
    played: u32,
    drew: u32,
) -> (&'static str, [(&'static str, Arg); 3]) {
    let key = match (played > 0, drew > 0) {
        (false, false) => "toast-while-away",
        (true, false) => "toast-while-away-laid",
        (false, true) => "toast-while-away-drew",
        (true, true) => "toast-while-away-laid-drew",
    };
    let args = [
        ("turns", turns.into()),
        ("played", played.into()),
        ("drew", drew.into()),
    ];
    (key, args)
}

/// The play just made, set by set: "Ada played 3 tiles: blue 4 5 6 as a
/// new set." Tiles laid into sets already there are said with the set
/// they joined.
pub fn played_text(messages: &Messages, session: &Session, seat: usize) -> String {
    let name = seat_name(messages, session, seat);
    let laid = &session.last_laid;
    let sets: Vec<String> = session
        .game
        .round
        .table
        .iter()
        .filter(|set| set.iter().any(|t| laid.contains(t)))
        .map(|set| {
            let new: Vec<TileId> = set.iter().copied().filter(|t| laid.contains(t)).collect();
            let tiles = spoken::tiles(messages, &faces(&new));
            if new.len() == set.len() {
                messages.part_with("access-laid-new", &[("tiles", tiles.into())])
            } else {
                let whole = spoken::tiles(messages, &faces(set));
                messages.part_with(
                    "access-laid-added",
                    &[("tiles", tiles.into()), ("set", whole.into())],
                )
            }
        })
        .collect();
    messages.part_with(
        "access-played",
        &[
            ("name", name.into()),
            ("self", session.person(seat).into()),
            ("count", laid.len().into()),
            (
                "sets",
                sets.join(&messages.part("access-laid-separator")).into(),
            ),
        ],
    )
}

/// Where the tiles the player just put are now.
fn put_text(messages: &Messages, session: &Session, put: &[TileId]) -> String {
    let tiles = spoken::tiles(messages, &faces(put));
    match session.draft.locate(put[0]) {
        Some(Ok(id)) => {
            let number = session.draft.sets.iter().position(|s| s.id == id);
            let set = session
                .draft
                .set(id)
                .map(|s| faces(&s.tiles))
                .unwrap_or_default();
            messages.part_with(
                "access-put",
                &[
                    ("tiles", tiles.into()),
                    ("number", (number.unwrap_or(0) + 1).into()),
                    ("set", spoken::tiles(messages, &set).into()),
                ],
            )
        }
        _ => messages.part_with("access-put-back", &[("tiles", tiles.into())]),
    }
}
