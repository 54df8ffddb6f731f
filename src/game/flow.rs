//! Starting, pausing and leaving a game: a new or continued match waits
//! until the table is entered; Esc and a hidden window open the pause menu;
//! leaving the table (Quit to menu) saves the game and puts it away.

use bevy::prelude::*;
use bevy::window::WindowOccluded;

use super::persist::{SaveStatus, Storage, save_game};
use super::seats::GameSetup;
use super::session::Session;
use super::state::{Menu, Screen};

/// A match started from a screen waits here until the table is entered:
/// "Play again" goes from the table to the table, and leaving it puts the
/// finished match away first.
#[derive(Resource)]
pub struct PendingGame(pub Session);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Playing), leave_game)
        .add_systems(OnEnter(Screen::Playing), begin_pending_game)
        .add_systems(
            Update,
            (
                pause_key.run_if(resource_exists::<ButtonInput<KeyCode>>),
                pause_when_hidden,
            )
                .run_if(in_state(Screen::Playing)),
        );
}

/// Starts a new match from a setup: it is dealt when the table is entered.
pub fn start_game(
    commands: &mut Commands,
    setup: &GameSetup,
    next: &mut NextState<Screen>,
) -> Result<(), String> {
    open_table(
        commands,
        Session::new(setup).map_err(|e| e.to_string()),
        next,
    )
}

/// Puts a session on the table when it is entered: a new match, a daily
/// puzzle, a lesson or a replay. A session that could not be made is
/// passed back and nothing changes.
pub fn open_table<E>(
    commands: &mut Commands,
    session: Result<Session, E>,
    next: &mut NextState<Screen>,
) -> Result<(), E> {
    commands.insert_resource(PendingGame(session?));
    next.set(Screen::Playing);
    Ok(())
}

fn begin_pending_game(world: &mut World) {
    if let Some(PendingGame(session)) = world.remove_resource::<PendingGame>() {
        world.insert_resource(session);
    }
    if !world.contains_resource::<Session>() {
        // Nothing to play: back to the title.
        world.resource_mut::<NextState<Screen>>().set(Screen::Title);
    }
}

/// Saves and puts the game away when the table is left.
fn leave_game(
    mut commands: Commands,
    session: Option<Res<Session>>,
    storage: Option<Res<Storage>>,
    status: Option<ResMut<SaveStatus>>,
) {
    if let (Some(session), Some(storage), Some(mut status)) = (session, storage, status) {
        save_game(&session, &storage.0, &mut status);
    }
    commands.remove_resource::<Session>();
}

/// Esc opens the pause menu over the table, and closes it (from Settings
/// or How to play it goes back to the pause menu).
fn pause_key(
    keys: Res<ButtonInput<KeyCode>>,
    menu: Res<State<Menu>>,
    mut next: ResMut<NextState<Menu>>,
) {
    if keys.just_pressed(KeyCode::Escape) {
        next.set(match menu.get() {
            Menu::None => Menu::Pause,
            Menu::Pause => Menu::None,
            _ => Menu::Pause,
        });
    }
}

/// A hidden tab or a minimised window opens the pause menu, so the turn
/// timer and the computer's moves wait for the player to come back. Every
/// seat is at this screen, so pausing is always fair.
fn pause_when_hidden(
    mut occluded: MessageReader<WindowOccluded>,
    menu: Res<State<Menu>>,
    mut next: ResMut<NextState<Menu>>,
) {
    if occluded.read().any(|o| o.occluded) && *menu.get() == Menu::None {
        next.set(Menu::Pause);
    }
}
