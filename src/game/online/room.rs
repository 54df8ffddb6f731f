//! The room as the server last showed it: the seat's, or the game watched.
//! Whoever follows it reads its change ticks; nothing counts the views.

use bevy::prelude::*;

use super::connection::FromServer;
use crate::online::RoomView;
use crate::online::protocol::ServerMsg;

#[derive(Resource, Debug, Default)]
pub struct RoomShown {
    pub view: Option<RoomView>,
}

impl RoomShown {
    /// Lets the view go (changing the resource only when there was one).
    pub(super) fn forget(room: &mut ResMut<RoomShown>) {
        if room.view.is_some() {
            room.view = None;
        }
    }
}

pub(super) fn follow(mut from: MessageReader<FromServer>, mut room: ResMut<RoomShown>) {
    for FromServer(msg) in from.read() {
        if let ServerMsg::Room(view) = msg {
            room.view = Some(view.as_ref().clone());
        }
    }
}
