//! The view of the game state: the 106 tile entities (spawned once per
//! session, never respawned), set, rack and pool entities, the layout, and
//! the motion of tiles towards where the state says they are.

use bevy::prelude::*;

use super::draft::{DropTarget, SetId};
use super::layout::{Layout, layout};
use super::messages::Rejected;
use super::screens::Screen;
use super::session::Session;
use super::turn::{CurrentLayout, Dragging};
use crate::rules::{TileId, analyze_meld, faces};

/// One physical tile, linked to its identity in the rules.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TileView(pub TileId);

/// Where a tile is, as the state says.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TilePlace {
    #[default]
    Pool,
    /// On the rack shown face up, at a slot.
    Rack {
        slot: usize,
    },
    /// On another player's rack, face down.
    Hidden {
        seat: usize,
    },
    Table {
        set: SetId,
        slot: usize,
    },
    /// Following the pointer.
    Dragged {
        index: usize,
    },
}

impl TilePlace {
    pub fn face_up(self) -> bool {
        matches!(
            self,
            TilePlace::Rack { .. } | TilePlace::Table { .. } | TilePlace::Dragged { .. }
        )
    }
}

/// Where a tile is heading and how it looks when it gets there.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct TileMotion {
    pub target: Vec2,
    pub z: f32,
    pub scale: f32,
}

/// How a tile is moving: a spring towards its target (with a small settle),
/// a delay before it sets off (the deal), and a shake after a refusal.
#[derive(Component, Debug, Clone, Copy, Default, PartialEq)]
pub struct TileKinetics {
    /// Where the spring has the tile (the shake is drawn on top).
    pub pos: Option<Vec2>,
    pub velocity: Vec2,
    pub delay: f32,
    pub shake: f32,
}

/// How fast tiles move (from the animation setting): 1 normal, 0 instant.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct MotionRate(pub f32);

impl Default for MotionRate {
    fn default() -> Self {
        MotionRate(1.0)
    }
}

/// Seconds a refused tile shakes.
pub const SHAKE_SECS: f32 = 0.4;

/// A set on the table, with its outline and the rules' verdict on it.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct SetView {
    pub id: SetId,
    pub rect: Rect,
    /// `None` when valid, else the reason the rules give.
    pub problem: Option<String>,
}

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RackView;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolView {
    pub tiles: usize,
}

/// The pointer in world units, for dragged tiles to follow.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct PointerWorld(pub Option<Vec2>);

/// While tiles are dragged: where they would go if dropped now.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct DropPreview {
    pub target: Option<DropTarget>,
}

/// The systems that bring the view in line with the state.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ViewSync;

/// Seconds for a tile to cover most of the way to its target.
pub const GLIDE_SECS: f32 = 0.18;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PointerWorld>()
        .init_resource::<DropPreview>()
        .add_systems(
            Update,
            (
                spawn_tiles,
                update_layout,
                sync_tiles,
                sync_sets,
                preview_drop,
                shake_rejected,
                animate_tiles,
            )
                .chain()
                .in_set(ViewSync)
                .in_set(super::GameSystems::View),
        );
}

/// Spawns the tile, rack and pool entities once for a new session.
fn spawn_tiles(
    mut commands: Commands,
    session: Option<Res<Session>>,
    tiles: Query<(), With<TileView>>,
) {
    if session.is_none() || !tiles.is_empty() {
        return;
    }
    for id in TileId::all() {
        commands.spawn((
            Name::new(format!("Tile {}", id.face())),
            TileView(id),
            TilePlace::Pool,
            TileMotion {
                target: Vec2::ZERO,
                z: 1.0,
                scale: 1.0,
            },
            TileKinetics::default(),
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ));
    }
    commands.spawn((
        Name::new("Rack"),
        RackView,
        Transform::default(),
        Visibility::default(),
        DespawnOnExit(Screen::Playing),
    ));
    commands.spawn((
        Name::new("Pool"),
        PoolView { tiles: 0 },
        Transform::default(),
        Visibility::default(),
        DespawnOnExit(Screen::Playing),
    ));
}

fn update_layout(mut commands: Commands, session: Option<Res<Session>>, windows: Query<&Window>) {
    let Some(session) = session else { return };
    let size = windows.iter().next().map_or(Vec2::new(1280.0, 720.0), |w| {
        Vec2::new(w.width(), w.height())
    });
    let sets: Vec<(SetId, usize)> = session
        .draft
        .sets
        .iter()
        .map(|s| (s.id, s.tiles.len()))
        .collect();
    let rack_len = shown_rack(&session).map_or(0, |r| r.len());
    let opponents = session.seats.len() - usize::from(session.viewer().is_some());
    commands.insert_resource(CurrentLayout(layout(size, &sets, rack_len, opponents)));
}

/// The rack shown face up, in its order: the draft's during the viewer's
/// own turn, otherwise the viewer's saved order.
pub fn shown_rack(session: &Session) -> Option<Vec<TileId>> {
    let viewer = session.viewer()?;
    if viewer == session.draft.seat {
        Some(session.draft.rack.clone())
    } else {
        Some(session.rack_orders[viewer].clone())
    }
}

/// The opponents' seats in the order their panels are shown.
pub fn opponent_seats(session: &Session) -> Vec<usize> {
    let viewer = session.viewer();
    (0..session.seats.len())
        .filter(|&s| Some(s) != viewer)
        .collect()
}

fn sync_tiles(
    session: Option<Res<Session>>,
    layout: Option<Res<CurrentLayout>>,
    dragging: Res<Dragging>,
    pointer: Res<PointerWorld>,
    rate: Res<MotionRate>,
    mut tiles: Query<(
        &TileView,
        &mut TilePlace,
        &mut TileMotion,
        &mut TileKinetics,
    )>,
    mut pool: Query<(&mut PoolView, &mut Transform), Without<TileView>>,
) {
    let (Some(session), Some(layout)) = (session, layout) else {
        return;
    };
    let layout: &Layout = &layout.0;
    let mut places = [TilePlace::Pool; TileId::COUNT];
    for s in &session.draft.sets {
        for (slot, t) in s.tiles.iter().enumerate() {
            places[t.0 as usize] = TilePlace::Table { set: s.id, slot };
        }
    }
    let round = &session.game.round;
    for (seat, s) in round.seats.iter().enumerate() {
        for t in &s.rack {
            if places[t.0 as usize] == TilePlace::Pool {
                places[t.0 as usize] = TilePlace::Hidden { seat };
            }
        }
    }
    if let Some(rack) = shown_rack(&session) {
        for (slot, t) in rack.iter().enumerate() {
            places[t.0 as usize] = TilePlace::Rack { slot };
        }
    }
    for (index, t) in dragging.tiles.iter().enumerate() {
        places[t.0 as usize] = TilePlace::Dragged { index };
    }
    let opponents = opponent_seats(&session);
    // Tile art is drawn at the largest size and scaled to the layout's.
    let base = layout.tile.y / super::layout::MAX_TILE_H;
    let dealing = round.turns == 0;
    let mut dealt = 0.0;
    for (view, mut place, mut motion, mut kin) in &mut tiles {
        let new_place = places[view.0.0 as usize];
        if *place != new_place {
            // The deal: tiles leave the pool one after another.
            if dealing && *place == TilePlace::Pool && rate.0 > 0.0 {
                let order = match new_place {
                    TilePlace::Rack { slot } => slot as f32,
                    _ => {
                        dealt += 1.0;
                        dealt * 0.5
                    }
                };
                kin.delay = order * 0.045 / rate.0;
            }
            *place = new_place;
        }
        let (target, z, scale) = match new_place {
            TilePlace::Table { set, slot } => {
                let pos = layout.set(set).and_then(|s| s.tiles.get(slot)).copied();
                (
                    pos.unwrap_or(layout.table.center()),
                    2.0 + slot as f32 * 0.01,
                    base,
                )
            }
            TilePlace::Rack { slot } => (
                layout
                    .rack_slots
                    .get(slot)
                    .copied()
                    .unwrap_or(layout.rack.center()),
                3.0,
                base,
            ),
            TilePlace::Hidden { seat } => {
                let panel = opponents
                    .iter()
                    .position(|&s| s == seat)
                    .and_then(|i| layout.opponents.get(i));
                (
                    panel.copied().unwrap_or(Vec2::new(0.0, layout.window.y)),
                    0.5,
                    base * 0.35,
                )
            }
            TilePlace::Pool => (layout.pool, 0.5, base * 0.5),
            TilePlace::Dragged { index } => {
                let at = pointer.0.unwrap_or(layout.table.center());
                (
                    at + Vec2::new(index as f32 * layout.tile.x * 0.9, 0.0),
                    10.0,
                    base * 1.12,
                )
            }
        };
        let m = TileMotion { target, z, scale };
        if *motion != m {
            *motion = m;
        }
    }
    for (mut p, mut transform) in &mut pool {
        p.tiles = round.pool.len();
        transform.translation = layout.pool.extend(0.1);
    }
}

/// Keeps one entity per set on the table, with its outline and verdict.
fn sync_sets(
    mut commands: Commands,
    session: Option<Res<Session>>,
    layout: Option<Res<CurrentLayout>>,
    mut views: Query<(Entity, &mut SetView, &mut Transform)>,
    mut racks: Query<&mut Transform, (With<RackView>, Without<SetView>)>,
) {
    let (Some(session), Some(layout)) = (session, layout) else {
        return;
    };
    let rules = session.rules();
    let mut seen = Vec::new();
    for (entity, mut view, mut transform) in &mut views {
        match (session.draft.set(view.id), layout.0.set(view.id)) {
            (Some(set), Some(l)) => {
                let problem = analyze_meld(&faces(&set.tiles), rules)
                    .err()
                    .map(|e| e.to_string());
                if view.rect != l.rect || view.problem != problem {
                    view.rect = l.rect;
                    view.problem = problem;
                }
                transform.translation = l.rect.center().extend(1.5);
                seen.push(view.id);
            }
            _ => commands.entity(entity).despawn(),
        }
    }
    for set in &session.draft.sets {
        if seen.contains(&set.id) {
            continue;
        }
        if let Some(l) = layout.0.set(set.id) {
            let problem = analyze_meld(&faces(&set.tiles), rules)
                .err()
                .map(|e| e.to_string());
            commands.spawn((
                Name::new("Set"),
                SetView {
                    id: set.id,
                    rect: l.rect,
                    problem,
                },
                Transform::from_translation(l.rect.center().extend(1.5)),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
    for mut t in &mut racks {
        t.translation = layout.0.rack.center().extend(0.2);
    }
}

fn preview_drop(
    dragging: Res<Dragging>,
    pointer: Res<PointerWorld>,
    layout: Option<Res<CurrentLayout>>,
    mut preview: ResMut<DropPreview>,
) {
    let target = match (&layout, pointer.0) {
        (Some(l), Some(p)) if !dragging.tiles.is_empty() => l.0.drop_target(p),
        _ => None,
    };
    preview.set_if_neq(DropPreview { target });
}

/// Moves every tile towards its target on a lightly damped spring, so it
/// arrives with a small settle. Tiles that went into the pool or onto
/// another player's rack disappear once they get there.
fn animate_tiles(
    time: Res<Time>,
    rate: Res<MotionRate>,
    mut tiles: Query<
        (
            &TileMotion,
            &TilePlace,
            &mut TileKinetics,
            &mut Transform,
            &mut Visibility,
        ),
        With<TileView>,
    >,
) {
    let dt = time.delta_secs().min(0.05);
    let scale_k = 1.0 - (-dt * 3.0 * rate.0.max(0.01) / GLIDE_SECS).exp();
    let omega = std::f32::consts::TAU * 1.7 * rate.0;
    let damping = 0.72;
    for (motion, place, mut kin, mut transform, mut visibility) in &mut tiles {
        let mut pos = kin.pos.unwrap_or(transform.translation.truncate());
        let mut velocity = kin.velocity;
        if rate.0 <= 0.0 {
            pos = motion.target;
            velocity = Vec2::ZERO;
            kin.delay = 0.0;
        } else if kin.delay > 0.0 {
            kin.delay -= dt;
        } else {
            let accel = (motion.target - pos) * omega * omega - velocity * 2.0 * damping * omega;
            velocity += accel * dt;
            pos += velocity * dt;
            if pos.distance_squared(motion.target) < 0.04 && velocity.length_squared() < 4.0 {
                pos = motion.target;
                velocity = Vec2::ZERO;
            }
        }
        let shake = if kin.shake > 0.0 {
            kin.shake = (kin.shake - dt).max(0.0);
            (kin.shake * 55.0).sin() * 7.0 * (kin.shake / SHAKE_SECS)
        } else {
            0.0
        };
        if kin.pos != Some(pos) || kin.velocity != velocity {
            kin.pos = Some(pos);
            kin.velocity = velocity;
        }
        let at = Vec3::new(pos.x + shake, pos.y, motion.z);
        if transform.translation != at {
            transform.translation = at;
        }
        let s = if rate.0 <= 0.0 {
            motion.scale
        } else {
            transform.scale.x + (motion.scale - transform.scale.x) * scale_k
        };
        if (transform.scale.x - s).abs() > 1e-4 {
            transform.scale = Vec3::splat(s);
        }
        let arrived = pos == motion.target && kin.delay <= 0.0;
        let gone = arrived && matches!(place, TilePlace::Pool | TilePlace::Hidden { .. });
        visibility.set_if_neq(if gone {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        });
    }
}

/// Refused tiles shake before they go back.
fn shake_rejected(
    mut rejected: MessageReader<Rejected>,
    mut tiles: Query<(&TileView, &mut TileKinetics)>,
) {
    for r in rejected.read() {
        for (view, mut kin) in &mut tiles {
            if r.tiles.contains(&view.0) {
                kin.shake = SHAKE_SECS;
            }
        }
    }
}
