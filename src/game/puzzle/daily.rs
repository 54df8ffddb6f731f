//! A daily puzzle on the table: the time counts up while the player works;
//! Show solution plays the solver's solution out on the board (the day then
//! does not count as solved).

use bevy::prelude::*;

use super::in_puzzle;
use super::run::PuzzleRun;
use crate::ai::{AiTurn, assign_ids, plan_moves};
use crate::game::messages::{Feedback, TurnCommand};
use crate::game::play::playback::Playback;
use crate::game::play::{PlaySystems, human_may_act};
use crate::game::seats::SeatConfig;
use crate::game::session::{Session, TableKind};
use crate::puzzles::{Date, Puzzle, PuzzleLevel, puzzle_rules};
use crate::rules::{Action, Match, Round, RuleSet, format_tiles};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (tick_puzzle_clock, show_solution)
            .run_if(in_puzzle)
            .in_set(PlaySystems::Turn),
    );
}

impl Session {
    /// The day's puzzle at a level, on the table.
    pub fn daily(date: Date, level: PuzzleLevel) -> Result<Session, String> {
        Session::puzzle(&crate::puzzles::daily(date, level)?)
    }

    /// A table for a daily puzzle: one rack, no opponents, no turn timer.
    pub fn puzzle(puzzle: &Puzzle) -> Result<Session, String> {
        let rules = RuleSet {
            turn_timer_secs: None,
            ..puzzle_rules()
        };
        let rack = format_tiles(&puzzle.rack);
        let table: Vec<String> = puzzle.table.iter().map(|s| format_tiles(s)).collect();
        let table: Vec<&str> = table.iter().map(String::as_str).collect();
        let round = Round::arranged(&[&rack], &table, &rules)?;
        let mut session =
            Session::from_match(vec![SeatConfig::human("You")], Match::prepared(round));
        session.kind = TableKind::Puzzle(PuzzleRun::new(puzzle));
        Ok(session)
    }
}

fn tick_puzzle_clock(time: Res<Time>, mut session: ResMut<Session>, playback: Res<Playback>) {
    if !human_may_act(&session, &playback) {
        return;
    }
    // Egui redraws the time every frame; nothing else needs to see this change.
    if let Some(run) = session.bypass_change_detection().puzzle_run_mut() {
        run.secs += time.delta_secs();
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
        let Some(run) = session.puzzle_run_mut() else {
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
