//! The solver's answers for the player, worked out as jobs (never inside a
//! frame; in the browser, in steps of [`STEP_WORK`] search nodes): the hint,
//! played out on the table, and each human turn compared with the best
//! play, for the round end's "you could have played".

use bevy::prelude::*;

use super::jobs::{Job, StepBudget, ThinkingMode};
use super::playback::Playback;
use crate::ai::{self, AiTurn, Objective, STEP_WORK, SolveJob};
use crate::game::messages::{Feedback, HintRequest};
use crate::game::play::missed::MissedPlay;
use crate::game::session::Session;
use crate::i18n::Phrase;
use crate::rules::faces;

impl Session {
    /// The biggest miss of each human in the current round.
    pub fn biggest_misses(&self) -> Vec<&MissedPlay> {
        let mut out: Vec<&MissedPlay> = Vec::new();
        for m in self
            .missed
            .iter()
            .filter(|m| m.round == self.game.round_number)
        {
            match out.iter_mut().find(|o| o.seat == m.seat) {
                Some(o) if m.possible - m.played > o.possible - o.played => *o = m,
                Some(_) => {}
                None => out.push(m),
            }
        }
        out.sort_by_key(|m| m.seat);
        out
    }
}

/// A hint being worked out for the turn `key`.
#[derive(Resource)]
pub struct HintJob {
    job: Job<Option<AiTurn>>,
    key: u64,
}

/// Human turns being compared with the solver's best play, for the match
/// with this seed.
#[derive(Resource, Default)]
struct Analyses(Vec<(u64, Job<Option<MissedPlay>>)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analyses>().add_systems(
        Update,
        (start_hint, finish_hint, start_analyses, finish_analyses)
            .chain()
            .in_set(super::PlaySystems::Jobs),
    );
}

/// Drops the analyses under way (the game they were for is put away).
pub(super) fn forget(world: &mut World) {
    world.resource_mut::<Analyses>().0.clear();
}

fn start_hint(
    mut commands: Commands,
    mut requests: MessageReader<HintRequest>,
    mode: Res<ThinkingMode>,
    session: Res<Session>,
    running: Option<Res<HintJob>>,
) {
    if requests.read().count() == 0 || running.is_some_and(|h| h.key == session.turn_key()) {
        return;
    }
    let mut hinting = ai::HintJob::new(&session.game.round);
    commands.insert_resource(HintJob {
        job: Job::start(*mode, Box::new(move || hinting.step())),
        key: session.turn_key(),
    });
}

fn finish_hint(
    mut commands: Commands,
    hint: Option<ResMut<HintJob>>,
    budget: Res<StepBudget>,
    mut session: ResMut<Session>,
    mut playback: ResMut<Playback>,
    mut feedback: MessageWriter<Feedback>,
) {
    let Some(mut hint) = hint else { return };
    if hint.key != session.turn_key() {
        commands.remove_resource::<HintJob>();
        return;
    }
    let Some(answer) = hint.job.poll(*budget) else {
        return;
    };
    commands.remove_resource::<HintJob>();
    if !super::human_may_act(&session, &playback) {
        return;
    }
    match answer {
        Some(turn) => {
            // The hint is played from the start of the turn.
            session.draft.reset();
            playback.start(turn, &session, false);
        }
        None => {
            feedback.write(Feedback::refused(Phrase::new("hint-no-play")));
        }
    }
}

fn start_analyses(
    mut session: ResMut<Session>,
    mode: Res<ThinkingMode>,
    mut jobs: ResMut<Analyses>,
) {
    if session.to_analyse.is_empty() {
        return;
    }
    let seed = session.game.config.seed;
    for question in std::mem::take(&mut session.to_analyse) {
        let seat = question.round.current_seat();
        let mut solving = SolveJob::new(
            &faces(&seat.rack),
            &question.round.table_faces(),
            seat.initial_meld_done,
            &question.round.rules,
            Objective::Tiles,
        );
        let step = move || {
            let best = solving.step(STEP_WORK)?;
            Some(best.ok().and_then(|b| question.missed(&b)))
        };
        jobs.0.push((seed, Job::start(*mode, Box::new(step))));
    }
}

fn finish_analyses(
    mut session: ResMut<Session>,
    budget: Res<StepBudget>,
    mut jobs: ResMut<Analyses>,
) {
    let seed = session.game.config.seed;
    jobs.0.retain_mut(|(for_seed, job)| {
        if *for_seed != seed {
            return false;
        }
        match job.poll(*budget) {
            Some(missed) => {
                session.missed.extend(missed);
                false
            }
            None => true,
        }
    });
}
