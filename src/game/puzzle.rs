//! A daily puzzle on the table: one rack, no opponents, no pool. The time
//! counts up while the player works; Show solution plays the solver's
//! solution out on the board (the day then does not count as solved).

use bevy::prelude::*;

use crate::ai::puzzle::Date;
use crate::ai::{AiTurn, assign_ids, plan_moves};
use crate::game::messages::{Feedback, HintRequest, TurnCommand};
use crate::game::play::playback::Playback;
use crate::game::play::{PlaySystems, human_may_act};
use crate::game::session::{Phase, Session};
use crate::game::table::tiles::PoolView;
use crate::lessons::Goal;
use crate::rules::Action;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (tick_puzzle_clock, show_solution, lesson_goals)
            .run_if(in_puzzle)
            .in_set(PlaySystems::Turn),
    )
    .add_systems(Update, show_pool.in_set(crate::game::GameSystems::View));
}

/// A puzzle has nothing to draw: its pool is not shown.
fn show_pool(session: Res<Session>, mut pools: Query<&mut Visibility, With<PoolView>>) {
    let drawing = |p: &crate::game::session::PuzzleRun| p.allows(TurnCommand::Draw);
    let shown = if session.puzzle.as_ref().is_some_and(|p| !drawing(p)) {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    for mut v in &mut pools {
        v.set_if_neq(shown);
    }
}

/// Run condition: the table holds a daily puzzle.
pub fn in_puzzle(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| s.puzzle.is_some())
}

/// A puzzle or lesson whose result card is up.
pub fn puzzle_over(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| {
        s.puzzle.is_some()
            && (s.phase == Phase::MatchOver || s.puzzle.as_ref().is_some_and(|p| p.done))
    })
}

/// Today, by this device's clock (UTC).
pub fn today() -> Date {
    let seconds = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    Date::from_unix_seconds(seconds)
}

fn tick_puzzle_clock(time: Res<Time>, mut session: ResMut<Session>, playback: Res<Playback>) {
    if !human_may_act(&session, &playback) {
        return;
    }
    // Egui redraws the time every frame; nothing else needs to see this change.
    if let Some(run) = session.bypass_change_detection().puzzle.as_mut() {
        run.secs += time.delta_secs();
    }
}

/// A lesson that teaches drawing or the hint is done when the player does it.
fn lesson_goals(
    mut commands_in: MessageReader<TurnCommand>,
    mut hints: MessageReader<HintRequest>,
    mut session: ResMut<Session>,
) {
    let drew = commands_in.read().any(|c| *c == TurnCommand::Draw);
    let hinted = hints.read().count() > 0;
    let Some(run) = session.puzzle.as_ref() else {
        return;
    };
    let done = match run.goal() {
        Goal::Draw => drew,
        Goal::Hint => hinted,
        Goal::PlaceAll => false,
    };
    if done && let Some(run) = session.puzzle.as_mut() {
        run.done = true;
    }
}

fn show_solution(
    mut commands_in: MessageReader<TurnCommand>,
    mut session: ResMut<Session>,
    mut playback: ResMut<Playback>,
    mut feedback: MessageWriter<Feedback>,
) {
    for command in commands_in.read() {
        if *command != TurnCommand::ShowSolution || !human_may_act(&session, &playback) {
            continue;
        }
        let Some(run) = session.puzzle.as_mut() else {
            continue;
        };
        run.shown = true;
        let solution = run.puzzle.solution.clone();
        session.draft.reset();
        let round = &session.game.round;
        let rack = &round.current_seat().rack;
        let table = assign_ids(&round.table, rack, &solution);
        let moves = plan_moves(&round.table, rack, &table);
        let turn = AiTurn {
            action: Action::Play { table },
            moves,
        };
        playback.start(turn, &session, true);
        feedback.write(Feedback::Lifted);
    }
}
