//! Computer turns: the AI thinks as a job (off the frame), then its moves
//! play out tile by tile before the rules apply the turn.

use bevy::prelude::*;

use super::jobs::{Job, StepBudget, ThinkingMode};
use super::playback::Playback;
use crate::ai::{AiJob, AiTurn};
use crate::game::seats::SeatKind;
use crate::game::session::{Phase, Session};
use crate::rules::derive_seed;

/// A computer player's turn being worked out, for the turn `key`.
#[derive(Resource)]
pub struct Thinking {
    job: Job<AiTurn>,
    key: u64,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ThinkingMode>()
        .init_resource::<StepBudget>()
        .add_systems(
            Update,
            (start_thinking, collect_thoughts)
                .chain()
                .in_set(super::PlaySystems::Jobs),
        );
}

fn start_thinking(
    mut commands: Commands,
    mode: Res<ThinkingMode>,
    session: Res<Session>,
    thinking: Option<Res<Thinking>>,
    playback: Res<Playback>,
) {
    if session.phase != Phase::Computer || playback.is_playing() || session.replay_run().is_some() {
        return;
    }
    if thinking.is_some_and(|t| t.key == session.turn_key()) {
        return;
    }
    let SeatKind::Computer(level) = session.seats[session.current_seat()].kind else {
        return;
    };
    // The computer's choices depend on the game's seed and the turn only,
    // so a replayed game plays the same.
    let (round_number, turns) = (
        session.game.round_number as u64,
        session.game.round.turns as u64,
    );
    let seed = derive_seed(
        session.game.config.seed ^ 0xA1,
        (round_number << 32) | turns,
    );
    // The job is set up in its first step, so its set-up is off the frame too.
    let round = session.game.round.clone();
    let mut ai: Option<AiJob> = None;
    let step = move || {
        ai.get_or_insert_with(|| AiJob::new(&round, level, seed))
            .step()
    };
    commands.insert_resource(Thinking {
        job: Job::start(*mode, Box::new(step)),
        key: session.turn_key(),
    });
}

fn collect_thoughts(
    mut commands: Commands,
    session: Res<Session>,
    thinking: Option<ResMut<Thinking>>,
    budget: Res<StepBudget>,
    mut playback: ResMut<Playback>,
) {
    let Some(mut thinking) = thinking else {
        return;
    };
    if thinking.key != session.turn_key() {
        commands.remove_resource::<Thinking>();
        return;
    }
    if let Some(turn) = thinking.job.poll(*budget) {
        commands.remove_resource::<Thinking>();
        playback.start(turn, &session, true);
    }
}
