//! A daily puzzle or a lesson on the table (the content is
//! [`crate::puzzles`]): one rack, no opponents; `daily` (the time counting
//! up, Show solution), `lesson` (its goal and the tiles it talks about),
//! `run` (what the table holds). Its heading and result card are
//! `ui::puzzle_card`.

use bevy::prelude::*;

use crate::game::messages::TurnCommand;
use crate::game::session::{Phase, Session};
use crate::game::table::tiles::PoolView;

mod daily;
mod lesson;
pub mod run;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((daily::plugin, lesson::plugin))
        .add_systems(Update, show_pool.in_set(crate::game::GameSystems::View));
}

/// A puzzle has nothing to draw: its pool is not shown.
fn show_pool(session: Res<Session>, mut pools: Query<&mut Visibility, With<PoolView>>) {
    let shown = if session
        .puzzle_run()
        .is_some_and(|p| !p.allows(TurnCommand::Draw))
    {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    for mut v in &mut pools {
        v.set_if_neq(shown);
    }
}

/// Run condition: the table holds a daily puzzle or a lesson.
pub fn in_puzzle(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| s.puzzle_run().is_some())
}

/// A puzzle or lesson whose result card is up.
pub fn puzzle_over(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| {
        s.puzzle_run()
            .is_some_and(|p| s.phase == Phase::MatchOver || p.done)
    })
}
