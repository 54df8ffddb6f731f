//! The last finished matches, kept to be watched again (at most
//! [`KEPT`], the oldest dropped first).

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::storage::{Doc, Loaded};
use super::{Storage, StorageNotices};
use crate::game::messages::Feedback;
use crate::game::session::Session;
use crate::i18n::Phrase;
use crate::record::MatchRecord;

/// How many finished matches are kept.
pub const KEPT: usize = 50;

/// Finished matches, oldest first.
#[derive(Resource, Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Replays {
    pub matches: Vec<MatchRecord>,
}

impl Replays {
    /// Adds a match, dropping the oldest beyond [`KEPT`].
    pub fn keep(&mut self, record: MatchRecord) {
        self.matches.push(record);
        let over = self.matches.len().saturating_sub(KEPT);
        self.matches.drain(..over);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Replays>()
        .add_systems(Startup, load_replays)
        .add_systems(
            Update,
            keep_finished_match.in_set(crate::game::GameSystems::View),
        );
}

fn load_replays(
    storage: Res<Storage>,
    mut replays: ResMut<Replays>,
    mut notices: ResMut<StorageNotices>,
) {
    match storage.0.load::<Replays>(Doc::Replays) {
        Loaded::Ok(r) => *replays = r,
        Loaded::Missing => {}
        Loaded::Bad { why, .. } => notices.0.push(why),
    }
}

fn keep_finished_match(
    mut feedback: MessageReader<Feedback>,
    session: Res<Session>,
    storage: Res<Storage>,
    mut replays: ResMut<Replays>,
    mut notices: ResMut<StorageNotices>,
) {
    let over = feedback.read().any(|f| *f == Feedback::RoundOver);
    // An online match's deal is the server's; the server keeps it.
    if !over || !session.game.is_over() || !session.is_local() {
        return;
    }
    replays.keep(session.record(Some(crate::game::now::today().to_string())));
    if let Err(e) = storage.0.save(Doc::Replays, &*replays) {
        notices
            .0
            .push(Phrase::new("storage-match-not-kept").with("why", e));
    }
}
