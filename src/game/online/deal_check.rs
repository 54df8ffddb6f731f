//! "Check this deal": what this device saw of an online match's deal (the
//! commitment the server published when the match began, and the rack
//! this seat was dealt in each round it saw begin), checked at the match's
//! end against the seed and salt the server then reveals, every rack
//! derived again from them by the rules (`online::fair`). A watcher, who
//! was dealt nothing, checks the commitment.

use bevy::prelude::*;

use super::{OnlineSystems, RoomShown};
use crate::online::fair::{DealProblem, SeenDeal, check_seen};
use crate::online::protocol::{RoomPhase, RoomView};
use crate::rules::TileId;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DealSeen>()
        .add_systems(Update, note_deal.after(OnlineSystems::Follow));
}

/// What the deal check found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DealVerdict {
    /// The seed and salt match the commitment, and deal exactly the racks
    /// seen dealt (`rounds` of them).
    Fair {
        rounds: usize,
    },
    Unfair(DealProblem),
}

/// The deal of the match on screen, as this device saw it.
#[derive(Resource, Debug, Default)]
pub struct DealSeen {
    /// The room and the commitment first seen for its match.
    room: String,
    commitment: String,
    /// The rack dealt in each round seen begin.
    dealt: Vec<(u32, Vec<TileId>)>,
    /// The check, once asked for.
    pub verdict: Option<DealVerdict>,
}

impl DealSeen {
    /// Whether the match on screen can be checked: it is over and its
    /// deal revealed, for the commitment seen when it began.
    pub fn checkable(&self, view: &RoomView) -> bool {
        view.phase == RoomPhase::MatchOver
            && view.reveal.is_some()
            && view.code == self.room
            && view.commitment.as_deref() == Some(self.commitment.as_str())
    }

    /// Checks the deal against what the server revealed.
    pub fn check(&mut self, view: &RoomView) -> Option<DealVerdict> {
        if !self.checkable(view) {
            return None;
        }
        let reveal = view.reveal.as_ref()?;
        let seen = SeenDeal {
            commitment: &self.commitment,
            rules: &view.rules,
            players: view.seats.len(),
            seat: view.you,
            dealt: &self.dealt,
        };
        let verdict = match check_seen(&seen, reveal.seed, &reveal.salt) {
            Ok(()) => DealVerdict::Fair {
                rounds: self.dealt.len(),
            },
            Err(problem) => DealVerdict::Unfair(problem),
        };
        self.verdict = Some(verdict);
        self.verdict
    }

    /// Takes in a view: a new match (another room, or a new commitment seen
    /// before its end) starts afresh; a round's first view (nobody has
    /// moved yet) shows the rack it dealt this seat.
    pub fn note(&mut self, view: &RoomView) {
        let Some(commitment) = view.commitment.as_deref() else {
            return;
        };
        let same = self.room == view.code && self.commitment == commitment;
        if !same {
            if view.phase == RoomPhase::MatchOver {
                // Revealed already: what the match began with was not seen.
                return;
            }
            *self = DealSeen {
                room: view.code.clone(),
                commitment: commitment.to_string(),
                ..DealSeen::default()
            };
        }
        let dealt_now = view.phase == RoomPhase::Playing && view.turns == 0;
        if dealt_now && !view.watching && !self.dealt.iter().any(|(r, _)| *r == view.round) {
            self.dealt.push((view.round, view.rack.clone()));
        }
    }
}

/// Each view once, as it comes.
fn note_deal(room: Res<RoomShown>, mut seen: ResMut<DealSeen>) {
    if !room.is_changed() {
        return;
    }
    if let Some(view) = &room.view {
        seen.note(view);
    }
}
