//! A lesson of the guided first game on the table: its position, the tiles
//! it talks about highlighted, and a goal that is not a play (draw, ask for
//! a hint) marked done when the player does it.

use bevy::prelude::*;

use super::in_puzzle;
use crate::game::messages::{HintRequest, TurnCommand};
use crate::game::play::PlaySystems;
use crate::game::session::Session;
use crate::puzzles::lessons::{Goal, LESSONS};
use crate::rules::TileId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        lesson_goals.run_if(in_puzzle).in_set(PlaySystems::Turn),
    );
}

impl Session {
    /// A lesson of the guided first game on the table, the tiles it talks
    /// about highlighted.
    pub fn lesson(index: usize) -> Result<Session, String> {
        let lesson = LESSONS
            .get(index)
            .ok_or_else(|| format!("there is no lesson {}", index + 1))?;
        let mut session = Session::puzzle(&lesson.position())?;
        if !lesson.meld_done {
            session.game.round.seats[0].initial_meld_done = false;
            session.begin_turn();
        }
        if let Some(run) = session.puzzle_run_mut() {
            run.lesson = Some(index);
        }
        let mut focus = lesson.focus_tiles();
        let focus: Vec<TileId> = session
            .game
            .round
            .table
            .iter()
            .flatten()
            .copied()
            .filter(|id| match focus.iter().position(|&f| f == id.face()) {
                Some(i) => {
                    focus.swap_remove(i);
                    true
                }
                None => false,
            })
            .collect();
        if let Some(run) = session.puzzle_run_mut() {
            run.focus = focus;
        }
        Ok(session)
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
    let Some(run) = session.puzzle_run() else {
        return;
    };
    let done = match run.goal() {
        Goal::Draw => drew,
        Goal::Hint => hinted,
        Goal::PlaceAll => false,
    };
    if done && let Some(run) = session.puzzle_run_mut() {
        run.done = true;
    }
}
