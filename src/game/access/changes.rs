//! What the player's own commands and the connection did, said aloud:
//! Undo and Reset (or that there was nothing to take back), and an online
//! table's connection lost and made again.

use bevy::prelude::*;

use super::announce::Announcements;
use crate::game::locale::Tr;
use crate::game::messages::TurnCommand;
use crate::game::online::{Connection, Link};
use crate::game::session::Session;
use crate::rules::TurnDraft;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (announce_take_back, announce_link)
            .before(super::announce::publish)
            .in_set(crate::game::GameSystems::View),
    );
}

/// Undo or Reset pressed: what changed, by the turn's working table as it
/// was the frame before.
fn announce_take_back(
    mut commands: MessageReader<TurnCommand>,
    session: Res<Session>,
    mut announcements: ResMut<Announcements>,
    tr: Res<Tr>,
    mut before: Local<Option<TurnDraft>>,
) {
    for command in commands.read() {
        let key = match command {
            TurnCommand::Undo | TurnCommand::Reset if !session.may_act() => continue,
            TurnCommand::Undo | TurnCommand::Reset if before.as_ref() == Some(&session.draft) => {
                "access-nothing-to-take-back"
            }
            TurnCommand::Undo => "access-undone",
            TurnCommand::Reset => "access-reset",
            _ => continue,
        };
        announcements.say(tr.part(key));
    }
    if before.as_ref() != Some(&session.draft) {
        *before = Some(session.draft.clone());
    }
}

/// An online table's connection lost, and back.
fn announce_link(
    conn: Option<Res<Connection>>,
    session: Res<Session>,
    mut announcements: ResMut<Announcements>,
    tr: Res<Tr>,
    mut lost: Local<bool>,
) {
    let Some(conn) = conn.filter(|_| session.online_table().is_some()) else {
        *lost = false;
        return;
    };
    match conn.link() {
        Link::Lost { .. } if !*lost => {
            *lost = true;
            announcements.say(tr.part("conn-lost"));
        }
        Link::Open if *lost => {
            *lost = false;
            announcements.say(tr.part("access-reconnected"));
        }
        _ => {}
    }
}
