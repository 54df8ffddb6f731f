//! The game in progress, saved after every action, every few seconds while
//! a turn's clock runs, when the table is left and when the app closes;
//! Continue picks up exactly where play stopped. A finished match's save
//! is removed. A save that does not hold is set aside, never fatal.

use bevy::prelude::*;

use super::storage::{Doc, Loaded, Store};
use super::{Storage, StorageNotices};
use crate::game::session::Session;
use crate::i18n::Phrase;

/// Whether there is a saved game to continue (read once, then kept up to
/// date by saving, so the menu never reads the disk in a frame).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct SaveStatus {
    pub has_saved_game: bool,
    /// The problem of the last failed save, reported once.
    pub failed: Option<String>,
}

/// The last turn serial and clock step saved, so saving happens once per change.
#[derive(Resource, Debug, Default)]
struct LastSaved {
    serial: u64,
    clock_step: i64,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastSaved>()
        .add_systems(Startup, look_for_saved_game)
        .add_systems(
            Last,
            (
                autosave_game.run_if(resource_exists::<Session>),
                save_on_exit,
                report_failed_save,
            )
                .chain()
                .run_if(resource_exists::<Storage>),
        );
}

fn look_for_saved_game(mut commands: Commands, storage: Res<Storage>) {
    commands.insert_resource(SaveStatus {
        has_saved_game: storage.0.exists(Doc::SavedGame),
        failed: None,
    });
}

fn autosave_game(
    session: Res<Session>,
    storage: Res<Storage>,
    mut status: ResMut<SaveStatus>,
    mut last: ResMut<LastSaved>,
) {
    // The clock is saved in five-second steps, not every frame.
    let bank_step = (session.turn_ms / 5000) as i64;
    let clock_step = session.clock.map_or(-1, |c| (c / 5.0) as i64) * 1_000_000 + bank_step;
    if session.turn_serial == last.serial && clock_step == last.clock_step {
        return;
    }
    last.serial = session.turn_serial;
    last.clock_step = clock_step;
    save_game(&session, &storage.0, &mut status);
}

/// Writes the game, or removes the save once the match is over. A puzzle
/// or a match being watched is never saved, and leaves the saved game (if
/// any) as it was.
pub fn save_game(session: &Session, store: &Store, status: &mut SaveStatus) {
    // An online room's match is kept by the server (and its seat in the
    // online seat file).
    if !session.is_local() {
        return;
    }
    if session.game.is_over() {
        store.remove(Doc::SavedGame);
        status.has_saved_game = false;
        return;
    }
    match store.save(Doc::SavedGame, session) {
        Ok(()) => {
            status.has_saved_game = true;
            status.failed = None;
        }
        Err(e) => {
            warn!("cannot save the game: {e}");
            status.failed = Some(e);
        }
    }
}

fn save_on_exit(
    mut exits: MessageReader<AppExit>,
    session: Option<Res<Session>>,
    storage: Res<Storage>,
    mut status: ResMut<SaveStatus>,
) {
    if exits.read().next().is_some()
        && let Some(session) = session
    {
        save_game(&session, &storage.0, &mut status);
    }
}

/// A failed save is told to the player once (until a save works again).
fn report_failed_save(
    status: Res<SaveStatus>,
    mut notices: ResMut<StorageNotices>,
    mut told: Local<Option<String>>,
) {
    if status.failed != *told {
        if let Some(why) = &status.failed {
            notices
                .0
                .push(Phrase::new("storage-game-not-saved").with("why", why));
        }
        told.clone_from(&status.failed);
    }
}

/// The saved game, if there is one that holds. One that cannot be read or
/// does not hold (its moves do not replay to it, its seats or turn do not
/// fit) is set aside and reported, and Continue is no longer offered.
pub fn load_saved_game(
    store: &Store,
    status: &mut SaveStatus,
    notices: &mut StorageNotices,
) -> Option<Session> {
    let loaded = match store.load::<Session>(Doc::SavedGame) {
        Loaded::Ok(session) => session,
        Loaded::Missing => {
            status.has_saved_game = false;
            return None;
        }
        Loaded::Bad { why, .. } => {
            warn!("the saved game cannot be read: {why:?}");
            notices.0.push(why);
            status.has_saved_game = store.exists(Doc::SavedGame);
            return None;
        }
    };
    match loaded.check_consistent() {
        Ok(()) => {
            let mut session = loaded;
            session.resumed();
            Some(session)
        }
        Err(why) => {
            let aside = store.set_aside(Doc::SavedGame);
            warn!("the saved game does not hold together ({why}); set aside: {aside:?}");
            notices
                .0
                .push(aside.told(Phrase::new("storage-game-inconsistent").with("why", why)));
            status.has_saved_game = store.exists(Doc::SavedGame);
            None
        }
    }
}
