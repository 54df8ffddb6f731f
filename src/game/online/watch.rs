//! The public game watched, by its code: asked again on a new connection;
//! a refusal lets it go.

use bevy::prelude::*;

use super::connection::{FromServer, LinkEvent, ToServer};
use super::room::RoomShown;
use crate::online::ClientMsg;
use crate::online::protocol::{ErrorCode, ServerMsg};

#[derive(Resource, Debug, Default)]
pub struct Watched(pub Option<String>);

pub(super) fn follow(
    mut from: MessageReader<FromServer>,
    mut links: MessageReader<LinkEvent>,
    room: Res<RoomShown>,
    mut watched: ResMut<Watched>,
    mut to: MessageWriter<ToServer>,
) {
    for FromServer(msg) in from.read() {
        let ServerMsg::Error(e) = msg else { continue };
        if !e.answers("watch") || watched.0.is_none() {
            continue;
        }
        if room.view.is_none() {
            // Refused (no such game, full, too many asks).
            watched.0 = None;
        } else if e.code == ErrorCode::NoRoom {
            // The game left the server's memory: nothing more will come
            // (Menu, Stop watching).
            to.write(ToServer::HangUp);
        }
    }
    for event in links.read() {
        if *event == LinkEvent::Opened
            && let Some(code) = &watched.0
        {
            to.write(ToServer::Greet(ClientMsg::Watch { code: code.clone() }));
        }
    }
}
