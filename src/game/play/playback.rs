//! Moves played out on the draft one by one: a computer's turn (then the
//! rules apply it) or a hint (then the turn is the player's again).

use bevy::prelude::*;

use crate::ai::{AiTurn, Target};
use crate::game::messages::Feedback;
use crate::game::session::Session;
use crate::rules::{DropTarget, SetId};

/// Seconds each computer move takes at normal speed.
pub const MOVE_SECS: f32 = 0.3;
/// A short pause before a computer turn starts and after it ends.
pub const PAUSE_SECS: f32 = 0.4;

/// Moves being played out on the draft, one by one.
#[derive(Resource, Debug, Default)]
pub struct Playback {
    turn: Option<AiTurn>,
    key: u64,
    next: usize,
    /// The draft's set for each set index of the moves: the table's sets
    /// when playback began, then each new set as it is made.
    sets: Vec<SetId>,
    /// Seconds until the next move.
    wait: f32,
    /// Apply the turn's action when the moves are done (a computer turn),
    /// or leave the draft to the player (a hint).
    commit: bool,
    pub speed: f32,
}

impl Playback {
    /// Plays `turn` out on the session's draft as it stands now.
    pub fn start(&mut self, turn: AiTurn, session: &Session, commit: bool) {
        *self = Playback {
            turn: Some(turn),
            key: session.turn_key(),
            next: 0,
            sets: session.draft.sets.iter().map(|s| s.id).collect(),
            wait: PAUSE_SECS,
            commit,
            speed: self.speed.max(1.0),
        };
    }

    pub fn is_playing(&self) -> bool {
        self.turn.is_some()
    }

    /// Moves not yet shown of the turn being played out.
    pub fn moves_left(&self) -> usize {
        self.turn.as_ref().map_or(0, |t| t.moves.len() - self.next)
    }

    pub fn speed_up(&mut self) {
        self.speed = (self.speed.max(1.0) * 4.0).min(64.0);
    }
}

/// How fast computer moves play: 1 is normal; tests and fast-forward raise it.
#[derive(Resource, Debug, Clone, Copy)]
pub struct ComputerSpeed(pub f32);

impl Default for ComputerSpeed {
    fn default() -> Self {
        ComputerSpeed(1.0)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Playback>()
        .init_resource::<ComputerSpeed>()
        .add_systems(Update, play_moves.in_set(super::PlaySystems::Playback));
}

fn play_moves(
    time: Res<Time>,
    speed: Res<ComputerSpeed>,
    mut session: ResMut<Session>,
    mut playback: ResMut<Playback>,
    mut feedback: MessageWriter<Feedback>,
) {
    if !playback.is_playing() {
        return;
    }
    if playback.key != session.turn_key() {
        *playback = Playback {
            speed: playback.speed,
            ..default()
        };
        return;
    }
    playback.wait -= time.delta_secs() * speed.0 * playback.speed.max(1.0);
    while playback.wait <= 0.0 {
        let turn = playback.turn.as_ref().expect("playing");
        if let Some(m) = turn.moves.get(playback.next).copied() {
            // A set index of the moves that has no set on the draft (never
            // made, or emptied and gone) gets a new set, remembered for later moves.
            let slot = match m.to {
                Target::Set(i) => Some(i),
                Target::NewSet => None,
            };
            let target = match slot.and_then(|i| playback.sets.get(i)) {
                Some(&set) if session.draft.set(set).is_some() => DropTarget::Set {
                    set,
                    index: usize::MAX,
                },
                _ => DropTarget::NewSet { after: None },
            };
            let rules = session.rules().clone();
            match session.draft.move_tiles(&[m.tile], target, &rules) {
                Ok(()) if target == (DropTarget::NewSet { after: None }) => {
                    let made = session.draft.sets.last().map(|s| s.id);
                    match (slot, made) {
                        (Some(i), Some(id)) if i < playback.sets.len() => playback.sets[i] = id,
                        (_, Some(id)) => playback.sets.push(id),
                        _ => {}
                    }
                }
                Ok(()) => {}
                Err(e) => warn!("a planned move did not apply: {e}"),
            }
            feedback.write(Feedback::Placed);
            playback.next += 1;
            playback.wait += MOVE_SECS;
            continue;
        }
        // All moves shown.
        let turn = playback.turn.take().expect("playing");
        if playback.commit {
            let seat = session.current_seat();
            feedback.write_batch(Feedback::from_outcome(session.apply(turn.action), seat));
        }
        playback.speed = 1.0;
        break;
    }
}
