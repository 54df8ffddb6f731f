//! Pointer and touch input, turned into the game's messages, through
//! Bevy's picking observers.
//! - Drag: a press-and-drag lifts one tile (or the selection it belongs
//!   to); dragging a set's outline lifts the whole set.
//! - Tap: a tap on a tile picks it up (it is selected); a tap on a set,
//!   on free felt or on the rack then places the picked tiles there. A tap
//!   on a picked tile puts it down again.
//! - Long press (or Ctrl/Shift-click): adds a tile to the selection.
//! - A drag on free felt pans a zoomed table; two fingers pinch it, and
//!   the mouse wheel over the table zooms it.
//!
//! A press that moves less than `TAP_SLOP` is a tap even if a drag began.

use std::time::Duration;

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::input::touch::Touches;
use bevy::picking::events::{Click, Drag, DragEnd, DragStart, Pointer, Press};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use crate::game::messages::{LetGo, LiftTiles, PanTable, PointerDrop, Tap, ZoomTable};
use crate::game::play::hand::Hand;
use crate::game::session::Session;
use crate::game::state::Screen;
use crate::game::table::{CurrentLayout, PointerWorld, SetView, TileView};
use crate::rules::TileId;

/// How far (logical pixels) a press may wander and still be a tap.
pub const TAP_SLOP: f32 = 12.0;
/// A press held this long adds the tile to the selection.
pub const LONG_PRESS: Duration = Duration::from_millis(450);

/// Where the primary button or finger went down, in window pixels.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
struct PressedAt(Option<Vec2>);

impl PressedAt {
    fn is_tap(&self, release: Vec2) -> bool {
        self.0.is_some_and(|p| p.distance(release) < TAP_SLOP)
    }
}

/// A drag that began on free felt: it pans the table.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
struct Panning(bool);

pub fn plugin(app: &mut App) {
    app.init_resource::<PressedAt>()
        .init_resource::<Panning>()
        .add_systems(
            Update,
            (pinch, wheel)
                .in_set(crate::game::GameSystems::Input)
                .run_if(in_state(Screen::Playing)),
        )
        .add_observer(on_press)
        .add_observer(on_drag_start)
        .add_observer(on_drag)
        .add_observer(on_drag_end)
        .add_observer(on_click);
}

fn to_world(position: Vec2, cameras: &Query<(&Camera, &GlobalTransform)>) -> Option<Vec2> {
    let (camera, transform) = cameras.iter().next()?;
    camera.viewport_to_world_2d(transform, position).ok()
}

fn on_press(mut event: On<Pointer<Press>>, mut pressed: ResMut<PressedAt>) {
    event.propagate(false);
    if event.event.button == PointerButton::Primary {
        pressed.0 = Some(event.pointer_location.position);
    }
}

fn on_drag_start(
    mut event: On<Pointer<DragStart>>,
    tiles: Query<&TileView>,
    sets: Query<&SetView>,
    hand: Res<Hand>,
    session: Option<Res<Session>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    windows: Query<(), With<Window>>,
    mut panning: ResMut<Panning>,
    mut pointer: ResMut<PointerWorld>,
    mut lifts: MessageWriter<LiftTiles>,
) {
    // Pointer events bubble from a tile to the window, and a global
    // observer hears every step: each press, drag and click is handled
    // once, on what was hit first.
    event.propagate(false);
    if event.event.button != PointerButton::Primary {
        return;
    }
    let Some(session) = session else { return };
    let lifted: Vec<TileId> = if let Ok(tile) = tiles.get(event.entity) {
        if hand.picked.contains(&tile.0) {
            hand.picked.clone()
        } else {
            vec![tile.0]
        }
    } else if let Ok(set) = sets.get(event.entity) {
        session
            .draft
            .set(set.id)
            .map(|s| s.tiles.clone())
            .unwrap_or_default()
    } else {
        // Nothing was hit but the window: free felt (or the table's
        // surroundings), where a drag pans.
        panning.0 = windows.contains(event.entity);
        return;
    };
    pointer.0 = to_world(event.pointer_location.position, &cameras);
    lifts.write(LiftTiles { tiles: lifted });
}

fn on_drag(
    event: On<Pointer<Drag>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    panning: Res<Panning>,
    mut pointer: ResMut<PointerWorld>,
    mut pans: MessageWriter<PanTable>,
) {
    let at = event.pointer_location.position;
    if panning.0 {
        if let (Some(now), Some(before)) = (
            to_world(at, &cameras),
            to_world(at - event.event.delta, &cameras),
        ) {
            pans.write(PanTable { by: now - before });
        }
        return;
    }
    if let Some(p) = to_world(at, &cameras) {
        pointer.0 = Some(p);
    }
}

/// Two fingers on the screen pinch the table: it zooms by how much their
/// distance changed, about the point between them.
fn pinch(
    touches: Res<Touches>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    hand: Res<Hand>,
    mut let_go: MessageWriter<LetGo>,
    mut zooms: MessageWriter<ZoomTable>,
) {
    let fingers: Vec<_> = touches.iter().take(3).collect();
    let [a, b] = fingers[..] else { return };
    // A pinch that began on a tile is not a drag: the tile goes back.
    if !hand.lifted.is_empty() {
        let_go.write(LetGo);
    }
    let before = a.previous_position().distance(b.previous_position());
    let now = a.position().distance(b.position());
    if before < 8.0 || (now - before).abs() < 0.5 {
        return;
    }
    if let Some(at) = to_world((a.position() + b.position()) / 2.0, &cameras) {
        zooms.write(ZoomTable {
            by: now / before,
            at,
        });
    }
}

/// The mouse wheel over the table zooms it about the pointer.
fn wheel(
    mut wheel: MessageReader<MouseWheel>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    layout: Res<CurrentLayout>,
    egui: Option<Res<EguiWantsInput>>,
    mut zooms: MessageWriter<ZoomTable>,
) {
    let steps: f32 = wheel
        .read()
        .map(|w| match w.unit {
            MouseScrollUnit::Line => w.y,
            MouseScrollUnit::Pixel => w.y / 60.0,
        })
        .sum();
    if steps == 0.0 || egui.is_some_and(|e| e.is_pointer_over_area()) {
        return;
    }
    let Some(at) = windows
        .iter()
        .next()
        .and_then(|w| w.cursor_position())
        .and_then(|p| to_world(p, &cameras))
        .filter(|&p| layout.0.table.contains(p))
    else {
        return;
    };
    zooms.write(ZoomTable {
        by: 1.15f32.powf(steps.clamp(-4.0, 4.0)),
        at,
    });
}

fn on_drag_end(
    event: On<Pointer<DragEnd>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    hand: Res<Hand>,
    pressed: Res<PressedAt>,
    mut drops: MessageWriter<PointerDrop>,
    mut let_go: MessageWriter<LetGo>,
    mut pointer: ResMut<PointerWorld>,
    mut panning: ResMut<Panning>,
) {
    panning.0 = false;
    if hand.lifted.is_empty() {
        return;
    }
    pointer.0 = None;
    // A finger that barely moved tapped; the tiles go back where they were.
    if pressed.is_tap(event.pointer_location.position) {
        let_go.write(LetGo);
        return;
    }
    let at = to_world(event.pointer_location.position, &cameras);
    if let Some(at) = at {
        drops.write(PointerDrop {
            tiles: hand.lifted.clone(),
            at,
        });
    }
}

/// A click that barely moved is a tap: on a tile, a set, or free space
/// (see `taps` for what it does).
fn on_click(
    mut event: On<Pointer<Click>>,
    keys: Res<ButtonInput<KeyCode>>,
    pressed: Res<PressedAt>,
    tiles: Query<&TileView>,
    sets: Query<&SetView>,
    cameras_only: Query<(), With<Camera>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    mut taps: MessageWriter<Tap>,
) {
    // A click bubbles from the tile to the window; it is one tap, on what
    // was hit first (a global observer would hear it at every step).
    event.propagate(false);
    if event.event.button != PointerButton::Primary
        || !pressed.is_tap(event.pointer_location.position)
        // A click on the menus and buttons is theirs.
        || cameras_only.contains(event.entity)
    {
        return;
    }
    let Some(at) = to_world(event.pointer_location.position, &cameras) else {
        return;
    };
    let long = event.event.duration >= LONG_PRESS
        || keys.any_pressed([
            KeyCode::ControlLeft,
            KeyCode::ControlRight,
            KeyCode::ShiftLeft,
            KeyCode::ShiftRight,
        ]);
    taps.write(Tap {
        tile: tiles.get(event.entity).ok().map(|t| t.0),
        set: sets.get(event.entity).ok().map(|s| s.id),
        at,
        long,
    });
}
