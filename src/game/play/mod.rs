//! Play: the human turn, the turn timer, the computers, moves played out
//! on the table, and the solver's jobs (hints, missed plays).

pub mod analysis;
mod clock;
pub mod computer;
pub mod hand;
pub mod human;
pub mod jobs;
pub mod missed;
pub mod playback;
mod turn;

use bevy::prelude::*;

use crate::game::state::Screen;

pub use turn::{human_may_act, human_turn};

/// The order of play in a frame: the human's turn and the clock, then the
/// jobs (the computers' thinking, hints, analyses), then moves played out.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlaySystems {
    Turn,
    Jobs,
    Playback,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<hand::Hand>()
        .configure_sets(
            Update,
            (PlaySystems::Turn, PlaySystems::Jobs, PlaySystems::Playback)
                .chain()
                .in_set(crate::game::GameSystems::Logic),
        )
        .add_plugins((
            human::plugin,
            clock::plugin,
            computer::plugin,
            playback::plugin,
            analysis::plugin,
        ))
        // After every turn change of the frame (moves, the clock, the
        // computers, an online view), before the table is drawn.
        .add_systems(
            Update,
            hand::keep_to_the_turn
                .in_set(crate::game::GameSystems::View)
                .before(crate::game::table::ViewSync),
        )
        .add_systems(OnExit(Screen::Playing), forget_the_game);
}

/// Work under way belongs to the game that is put away: the next game (or
/// the same one continued) starts with none of it.
fn forget_the_game(
    mut commands: Commands,
    mut playback: ResMut<playback::Playback>,
    mut hand: ResMut<hand::Hand>,
) {
    *playback = playback::Playback::default();
    hand.clear();
    commands.remove_resource::<computer::Thinking>();
    commands.remove_resource::<analysis::HintJob>();
    commands.remove_resource::<human::GiveUpPrompt>();
    commands.queue(|world: &mut World| analysis::forget(world));
}
