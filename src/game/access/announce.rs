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
use crate::i18n::{Messages, spoken};
use crate::rules::{TileId, faces};

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
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcements>().add_systems(
        Update,
        (announce_feedback, announce_turn, publish)
            .chain()
            .in_set(crate::game::GameSystems::View),
    );
}

fn publish(mut announcements: ResMut<Announcements>) {
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
    }
}

fn announce_feedback(
    mut feedback: MessageReader<Feedback>,
    mut drops: MessageReader<DropTiles>,
    mut put: Local<Vec<TileId>>,
    session: Res<Session>,
    mut announcements: ResMut<Announcements>,
    tr: Res<Tr>,
) {
    if let Some(drop) = drops.read().last() {
        put.clone_from(&drop.tiles);
    }
    let name = |seat: usize| {
        session
            .seats
            .get(seat)
            .map_or_else(|| tr.part("toast-someone"), |s| s.name.clone())
    };
    let said = |key: &str, seat: usize, count: usize| {
        tr.part_with(
            key,
            &[
                ("name", name(seat).into()),
                ("count", count.into()),
                ("self", session.person(seat).into()),
            ],
        )
    };
    for f in feedback.read() {
        let text = match f {
            Feedback::Refused { reason, .. } | Feedback::TurnRefused { reason, .. } => {
                tr.part_with(reason.key, &reason.args)
            }
            Feedback::Played { seat, .. } => played_text(&tr, &session, *seat),
            Feedback::Drew { seat, tiles: 0 } => said("toast-passed", *seat, 0),
            Feedback::Drew { seat, tiles } => said("toast-drew", *seat, *tiles),
            Feedback::TimeUp { seat, drew } => said("toast-time-up", *seat, *drew),
            Feedback::Placed if !put.is_empty() => {
                let text = put_text(&tr, &session, &put);
                put.clear();
                text
            }
            Feedback::RoundOver => tr.part("access-round-over"),
            _ => continue,
        };
        announcements.say(text);
    }
}

/// The play just made, set by set: "Ada played 3 tiles: blue 4 5 6 as a
/// new set." Tiles laid into sets already there are said with the set
/// they joined.
pub fn played_text(messages: &Messages, session: &Session, seat: usize) -> String {
    let name = session
        .seats
        .get(seat)
        .map_or_else(|| messages.part("toast-someone"), |s| s.name.clone());
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
