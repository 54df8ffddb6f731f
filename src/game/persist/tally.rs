//! The statistics counted as rounds end (a round of a local game, a
//! daily puzzle solved) into the saved settings.

use bevy::prelude::*;

use super::Settings;
use crate::game::messages::Feedback;
use crate::game::session::Session;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        record_stats
            .run_if(resource_exists::<Settings>)
            .in_set(crate::game::GameSystems::View),
    );
}

fn record_stats(
    mut feedback: MessageReader<Feedback>,
    session: Res<Session>,
    mut settings: ResMut<Settings>,
) {
    for f in feedback.read() {
        if *f == Feedback::RoundOver {
            if session.replay_run().is_some() || session.online_table().is_some() {
                continue;
            }
            if let Some(run) = session.puzzle_run() {
                // Solved by the player, not played out by Show solution.
                if !run.shown && run.lesson.is_none() {
                    settings
                        .stats
                        .record_puzzle(&run.puzzle.date, run.puzzle.level, run.secs);
                }
                continue;
            }
            settings.stats.record_round(&session);
            if session.game.is_over() {
                settings.stats.record_match(&session);
            }
        }
    }
}
