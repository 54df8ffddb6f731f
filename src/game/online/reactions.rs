//! Reactions heard at the table, not shown yet, and the seats muted.

use std::collections::BTreeSet;

use bevy::prelude::*;

use super::connection::FromServer;
use crate::online::protocol::{Reaction, ServerMsg};

/// Reactions kept for the table to show, at most.
const HEARD_KEPT: usize = 8;

/// A reaction from a seat, for the table to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Heard {
    pub seat: usize,
    pub reaction: Reaction,
}

#[derive(Resource, Debug, Default)]
pub struct Reactions {
    pub heard: Vec<Heard>,
    pub muted: BTreeSet<usize>,
}

impl Reactions {
    /// Mutes or unmutes a seat's reactions.
    pub fn mute(&mut self, seat: usize, muted: bool) {
        if muted {
            self.muted.insert(seat);
        } else {
            self.muted.remove(&seat);
        }
    }
}

pub(super) fn follow(mut from: MessageReader<FromServer>, mut reactions: ResMut<Reactions>) {
    for FromServer(msg) in from.read() {
        match msg {
            ServerMsg::Reaction { seat, reaction } if !reactions.muted.contains(seat) => {
                reactions.heard.push(Heard {
                    seat: *seat,
                    reaction: *reaction,
                });
                let over = reactions.heard.len().saturating_sub(HEARD_KEPT);
                reactions.heard.drain(..over);
            }
            ServerMsg::Error(e) if e.answers("react") => {
                info!("the server refused a reaction: {e}");
            }
            _ => {}
        }
    }
}
