//! The turn timer: it counts down during a human turn; when it runs out the
//! rules' timeout applies (the table goes back, the penalty is drawn).

use bevy::prelude::*;

use super::hand::Hand;
use crate::game::messages::Feedback;
use crate::game::session::Session;
use crate::rules::{Action, ActionOutcome};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        tick_clock
            .run_if(super::human_turn)
            .after(super::human::apply_moves)
            .in_set(super::PlaySystems::Turn),
    );
}

fn tick_clock(
    time: Res<Time>,
    mut session: ResMut<Session>,
    mut hand: ResMut<Hand>,
    mut feedback: MessageWriter<Feedback>,
) {
    let Some(left) = session.clock else { return };
    let left = left - time.delta_secs();
    // Online, the server keeps the time and applies the timeout.
    if session.online_table().is_some() {
        session.clock = Some(left.max(0.0));
        return;
    }
    if left > 0.0 {
        session.clock = Some(left);
        return;
    }
    let seat = session.current_seat();
    let attempted = session.draft.table();
    hand.lifted.clear();
    match session.apply(Action::Timeout { attempted }) {
        Ok(ActionOutcome::Turn(t)) => {
            feedback.write(Feedback::TimeUp {
                seat,
                drew: t.drawn.len(),
            });
            if t.round_over {
                feedback.write(Feedback::RoundOver);
            }
        }
        other => {
            feedback.write_batch(Feedback::from_outcome(other, seat));
        }
    }
}
