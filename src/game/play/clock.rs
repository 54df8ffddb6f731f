//! The turn timer and the tournament clock's bank: they count down during
//! a human turn. When the timer runs out, or a bank that reverts and draws,
//! the rules' timeout applies (the table goes back, the penalty is drawn);
//! when a bank that loses the match runs out, the match is lost.

use bevy::prelude::*;

use super::hand::Hand;
use crate::game::messages::Feedback;
use crate::game::session::Session;
use crate::rules::{Action, ActionOutcome, OutOfTime};

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
    let ran_out = session.run_bank(time.delta().as_millis() as u64);
    if ran_out == Some(OutOfTime::LoseMatch) {
        let seat = session.current_seat();
        hand.lifted.clear();
        match session.apply(Action::OutOfTime) {
            Ok(_) => {
                feedback.write(Feedback::RoundOver);
            }
            Err(e) => {
                feedback.write_batch(Feedback::from_outcome(Err(e), seat));
            }
        }
        return;
    }
    let timer_left = session.clock.map(|left| left - time.delta_secs());
    let left = match (ran_out, timer_left) {
        (Some(OutOfTime::RevertAndDraw), _) => 0.0,
        (_, Some(left)) => left,
        (_, None) => return,
    };
    // Online, the server keeps the time and applies the timeout.
    if session.online_table().is_some() {
        session.clock = timer_left.map(|l| l.max(0.0));
        return;
    }
    if left > 0.0 {
        session.clock = timer_left;
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
