//! Keyboard play for everything: the turn commands, and a cursor to pick
//! tiles and move them without a mouse. ←/→ move the cursor along the
//! rack (or between sets), ↑/↓ switch between rack and table, Space picks
//! the tile (or set) under the cursor, M moves what is picked (however it
//! was picked) onto the set under the cursor, N makes it a new set.

use bevy::prelude::*;

use crate::game::messages::{DropTiles, Pick, TurnCommand, ZoomTable};
use crate::game::play::hand::Hand;
use crate::game::session::{Phase, Session};
use crate::game::table::{CurrentLayout, KeyCursor};
use crate::rules::{DropTarget, TileId};

pub fn plugin(app: &mut App) {
    app.init_resource::<KeyCursor>().add_systems(
        Update,
        (turn_keys, cursor_keys, zoom_keys)
            .run_if(resource_exists::<ButtonInput<KeyCode>>)
            .in_set(crate::game::GameSystems::Input),
    );
}

fn turn_keys(
    keys: Res<ButtonInput<KeyCode>>,
    session: Res<Session>,
    prompt: Option<Res<crate::game::play::human::GiveUpPrompt>>,
    mut out: MessageWriter<TurnCommand>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let command = if keys.just_pressed(KeyCode::Enter) {
        Some(match session.phase {
            Phase::Cover { .. } => TurnCommand::Reveal,
            Phase::RoundOver => TurnCommand::NextRound,
            _ if prompt.is_some() => TurnCommand::ConfirmGiveUp,
            _ => TurnCommand::Done,
        })
    } else if keys.just_pressed(KeyCode::KeyZ) && ctrl || keys.just_pressed(KeyCode::Backspace) {
        Some(TurnCommand::Undo)
    } else if keys.just_pressed(KeyCode::KeyD) {
        Some(TurnCommand::Draw)
    } else if keys.just_pressed(KeyCode::KeyR) {
        Some(TurnCommand::Reset)
    } else if keys.just_pressed(KeyCode::KeyH) {
        Some(TurnCommand::Hint)
    } else if keys.just_pressed(KeyCode::KeyG) {
        Some(TurnCommand::SortGroups)
    } else if keys.just_pressed(KeyCode::KeyS) {
        Some(TurnCommand::SortRuns)
    } else if keys.just_pressed(KeyCode::KeyF)
        || (keys.just_pressed(KeyCode::Space) && session.phase == Phase::Computer)
    {
        Some(TurnCommand::SpeedUp)
    } else {
        None
    };
    if let Some(c) = command {
        out.write(c);
    }
}

/// + and - zoom the table about its centre; 0 shows all of it.
fn zoom_keys(
    keys: Res<ButtonInput<KeyCode>>,
    layout: Res<CurrentLayout>,
    mut zooms: MessageWriter<ZoomTable>,
) {
    let by = if keys.any_just_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
        1.25
    } else if keys.any_just_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) {
        0.8
    } else if keys.any_just_pressed([KeyCode::Digit0, KeyCode::Numpad0]) {
        0.0
    } else {
        return;
    };
    zooms.write(ZoomTable {
        by,
        at: layout.0.table.center(),
    });
}

/// The keys that move the cursor, pick and put.
const CURSOR_KEYS: [KeyCode; 7] = [
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
    KeyCode::Space,
    KeyCode::KeyM,
    KeyCode::KeyN,
];

fn cursor_keys(
    keys: Res<ButtonInput<KeyCode>>,
    session: Res<Session>,
    hand: Res<Hand>,
    mut cursor: ResMut<KeyCursor>,
    mut picks: MessageWriter<Pick>,
    mut moves: MessageWriter<DropTiles>,
) {
    if session.phase != Phase::Human {
        if cursor.active {
            *cursor = KeyCursor::default();
        }
        return;
    }
    if !CURSOR_KEYS.into_iter().any(|k| keys.just_pressed(k)) {
        // Keep the cursor on the rack or table as they shrink.
        cursor.rack_slot = cursor
            .rack_slot
            .min(session.draft.rack.len().saturating_sub(1));
        cursor.set = cursor.set.min(session.draft.sets.len().saturating_sub(1));
        return;
    }
    cursor.active = true;
    move_cursor(&keys, &mut cursor, &session);
    if keys.just_pressed(KeyCode::Space) {
        // What is under the cursor is picked; picked whole, put down.
        let under = focused_tiles(&cursor, &session);
        let all = under.iter().all(|t| hand.picked.contains(t));
        let toggled = under
            .into_iter()
            .filter(|t| all || !hand.picked.contains(t));
        picks.write_batch(toggled.map(Pick));
    }
    if let Some(target) = put_target(&keys, &cursor, &session) {
        let mut tiles = hand.picked.clone();
        if tiles.is_empty() {
            tiles.extend(cursor.focused_tile(&session));
        }
        if !tiles.is_empty() {
            moves.write(DropTiles::to(tiles, target));
        }
    }
}

/// Up to the table, down to the rack, left and right along either (round
/// the end).
fn move_cursor(keys: &ButtonInput<KeyCode>, cursor: &mut KeyCursor, session: &Session) {
    let sets = session.draft.sets.len();
    let rack_len = session.draft.rack.len();
    if keys.just_pressed(KeyCode::ArrowUp) && sets > 0 {
        cursor.on_table = true;
    }
    if keys.just_pressed(KeyCode::ArrowDown) {
        cursor.on_table = false;
    }
    let step = |at: usize, len: usize, right: bool| -> usize {
        if len == 0 {
            0
        } else if right {
            (at + 1) % len
        } else {
            (at + len - 1) % len
        }
    };
    for (key, right) in [(KeyCode::ArrowLeft, false), (KeyCode::ArrowRight, true)] {
        if keys.just_pressed(key) {
            if cursor.on_table {
                cursor.set = step(cursor.set, sets, right);
            } else {
                cursor.rack_slot = step(cursor.rack_slot, rack_len, right);
            }
        }
    }
}

/// What Space picks (or puts down again, if picked): the tile under the
/// cursor or, on the table, its whole set.
fn focused_tiles(cursor: &KeyCursor, session: &Session) -> Vec<TileId> {
    if cursor.on_table {
        session
            .draft
            .sets
            .get(cursor.set)
            .map(|s| s.tiles.clone())
            .unwrap_or_default()
    } else {
        cursor.focused_tile(session).into_iter().collect()
    }
}

/// Where N (a new set) or M (the set under the cursor) puts the picked
/// tiles.
fn put_target(
    keys: &ButtonInput<KeyCode>,
    cursor: &KeyCursor,
    session: &Session,
) -> Option<DropTarget> {
    if keys.just_pressed(KeyCode::KeyN) {
        Some(DropTarget::NewSet { after: None })
    } else if keys.just_pressed(KeyCode::KeyM) {
        cursor.focused_set(session).map(|set| DropTarget::Set {
            set,
            index: usize::MAX,
        })
    } else {
        None
    }
}
