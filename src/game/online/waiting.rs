//! A quick match being waited for: what was asked, how long so far, and
//! when computers fill the table.

use bevy::prelude::*;

use super::connection::{FromServer, LinkEvent};
use super::seat::Seat;
use crate::online::matchmaking::Wanted;
use crate::online::protocol::{ErrorCode, ServerMsg};

#[derive(Debug, Clone, PartialEq)]
pub struct Waiting {
    pub wanted: Wanted,
    /// Seconds waited so far.
    pub waited: f32,
    /// Seconds until computers fill the table, when the server has said.
    pub fill_in: Option<f32>,
}

#[derive(Resource, Debug, Default)]
pub struct QuickWait(pub Option<Waiting>);

pub(super) fn follow(
    time: Res<Time>,
    mut from: MessageReader<FromServer>,
    mut links: MessageReader<LinkEvent>,
    seat: Res<Seat>,
    mut wait: ResMut<QuickWait>,
) {
    for FromServer(msg) in from.read() {
        match msg {
            ServerMsg::Queued { wanted, fill_in_ms } => {
                let waited = wait.0.as_ref().map_or(0.0, |w| w.waited);
                wait.0 = Some(Waiting {
                    wanted: wanted.clone(),
                    waited,
                    fill_in: Some(*fill_in_ms as f32 / 1000.0),
                });
            }
            ServerMsg::Unqueued | ServerMsg::Welcome { .. } => wait.0 = None,
            // A table found by another server is taken as a resume: its
            // refusal ends the wait too.
            ServerMsg::Error(e) if e.answers("resume") && seat.ticket.is_none() => {
                wait.0 = None;
            }
            // The wait's own refusal, or its player's: no table comes.
            ServerMsg::Error(e)
                if ["quick", "sign_in", "register", "recover"]
                    .into_iter()
                    .any(|kind| e.answers(kind))
                    || e.code == ErrorCode::SignedOut =>
            {
                wait.0 = None;
            }
            _ => {}
        }
    }
    // The server drops a live wait with its connection.
    // (A route asks again on the room's process: the wait goes on.)
    for event in links.read() {
        if matches!(event, LinkEvent::Closed { .. }) {
            wait.0 = None;
        }
    }
    if let Some(w) = &mut wait.0 {
        w.waited += time.delta_secs();
    }
}
