//! The view of the game state: the 106 tile entities (spawned when the
//! table is entered, never respawned), set, rack and pool entities, the
//! layout, and where each tile is heading.

use bevy::prelude::*;

use super::layout::{
    CurrentLayout, Layout, LayoutRequest, MAX_TILE_H, TableZoom, layout, layout_for, size_for,
};
use super::motion::{MotionRate, SHAKE_SECS, TileKinetics, TileMotion};
use super::placement::SetPlacements;
use crate::game::locale::Tr;
use crate::game::messages::Feedback;
use crate::game::persist::Settings;
use crate::game::play::hand::Hand;
use crate::game::session::Session;
use crate::game::state::Screen;
use crate::i18n::Phrase;
use crate::i18n::reasons;
use crate::rules::{DropTarget, SetId, TileId};

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

/// A set on the table, with its outline and the rules' verdict on it.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct SetView {
    pub id: SetId,
    pub rect: Rect,
    /// `None` when valid, else the reason the rules give (put into words
    /// where it is shown).
    pub problem: Option<Phrase>,
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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PointerWorld>()
        .init_resource::<DropPreview>()
        .insert_resource(CurrentLayout(layout(Vec2::new(1280.0, 720.0), &[], 0, 0)))
        .add_systems(OnEnter(Screen::Playing), spawn_table)
        .add_systems(
            Update,
            (
                spawn_tiles.run_if(resource_exists_and_changed::<Session>),
                update_layout,
                sync_tiles,
                sync_sets.run_if(
                    resource_exists_and_changed::<Session>
                        .or_else(resource_changed::<CurrentLayout>),
                ),
                preview_drop,
                shake_rejected,
            )
                .chain()
                .in_set(super::ViewSync)
                .in_set(crate::game::GameSystems::View),
        );
}

/// The rack and pool entities of a game, made when the table is entered
/// (the tiles come with the game: [`spawn_tiles`]).
fn spawn_table(mut commands: Commands) {
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

/// One entity per tile of the game's set, for the whole match: made the
/// first frame the table has a game, and for any tile a later view adds
/// (the XP box's 160 at five or six seats).
fn spawn_tiles(mut commands: Commands, session: Res<Session>, tiles: Query<&TileView>) {
    let set = session.game.round.tile_set();
    // The session changes with every move; the tiles are made once.
    if tiles.iter().len() >= set.len() {
        return;
    }
    let mut have = [false; TileId::SPAN];
    for t in &tiles {
        have[t.0.0 as usize] = true;
    }
    for id in set.ids().filter(|id| !have[id.0 as usize]) {
        commands.spawn((
            Name::new(format!("Tile {}", id.face())),
            TileView(id),
            TilePlace::Pool,
            TileMotion {
                target: Vec2::ZERO,
                z: 1.0,
                scale: 1.0,
                hide_on_arrival: true,
            },
            TileKinetics::default(),
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ));
    }
}

/// The window's size in logical pixels.
pub fn window_size(windows: &Query<&Window>) -> Vec2 {
    windows.iter().next().map_or(Vec2::new(1280.0, 720.0), |w| {
        Vec2::new(w.width(), w.height())
    })
}

fn update_layout(
    session: Res<Session>,
    windows: Query<&Window>,
    settings: Option<Res<Settings>>,
    mut placements: ResMut<SetPlacements>,
    zoom: Res<TableZoom>,
    tr: Option<Res<Tr>>,
    mut current: ResMut<CurrentLayout>,
) {
    let sets: Vec<(SetId, usize)> = session
        .draft
        .sets
        .iter()
        .map(|s| (s.id, s.tiles.len()))
        .collect();
    let rack_len = shown_rack(&session).map_or(0, |r| r.len());
    let opponents = session.seats.len() - usize::from(session.viewer().is_some());
    let anchors = placements.resolve(&session.draft.sets);
    let new = layout_for(&LayoutRequest {
        window: window_size(&windows),
        sets: &sets,
        rack_len,
        opponents,
        scale: size_for(settings.map_or(1.0, |s| s.ui_scale), window_size(&windows)),
        anchors: &anchors,
        zoom: *zoom,
        mirrored: tr.is_some_and(|t| t.lang().is_rtl()),
    });
    if current.0 != new {
        current.0 = new;
    }
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
    session: Res<Session>,
    layout: Res<CurrentLayout>,
    hand: Res<Hand>,
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
    let layout: &Layout = &layout.0;
    let places = tile_places(&session, &hand);
    let round = &session.game.round;
    let opponents = opponent_seats(&session);
    let dealing = round.turns == 0;
    let mut dealt = 0.0;
    for (view, mut place, mut motion, mut kin) in &mut tiles {
        let picked = hand.picked.contains(&view.0);
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
        let m = tile_motion(layout, new_place, picked, &opponents, pointer.0);
        if *motion != m {
            *motion = m;
        }
    }
    for (mut p, mut transform) in &mut pool {
        p.tiles = round.pool.len();
        transform.translation = layout.pool.center().extend(0.1);
    }
}

/// Where each tile is, by its id: in a set on the table, on a hidden
/// rack, on the rack shown, dragged, or else in the pool.
fn tile_places(session: &Session, hand: &Hand) -> [TilePlace; TileId::SPAN] {
    let mut places = [TilePlace::Pool; TileId::SPAN];
    for s in &session.draft.sets {
        for (slot, t) in s.tiles.iter().enumerate() {
            places[t.0 as usize] = TilePlace::Table { set: s.id, slot };
        }
    }
    for (seat, s) in session.game.round.seats.iter().enumerate() {
        for t in &s.rack {
            if places[t.0 as usize] == TilePlace::Pool {
                places[t.0 as usize] = TilePlace::Hidden { seat };
            }
        }
    }
    if let Some(rack) = shown_rack(session) {
        for (slot, t) in rack.iter().enumerate() {
            places[t.0 as usize] = TilePlace::Rack { slot };
        }
    }
    for (index, t) in hand.lifted.iter().enumerate() {
        places[t.0 as usize] = TilePlace::Dragged { index };
    }
    places
}

/// Where a tile at `place` heads and how it looks there.
fn tile_motion(
    layout: &Layout,
    place: TilePlace,
    picked: bool,
    opponents: &[usize],
    pointer: Option<Vec2>,
) -> TileMotion {
    let (target, z, scale) = place_target(layout, place, opponents, pointer);
    // A picked-up tile stands a little proud of its place.
    let lift = if picked && place.face_up() {
        Vec2::new(0.0, layout.tile.y.max(layout.rack_tile.y) * 0.18)
    } else {
        Vec2::ZERO
    };
    // Zoomed in, the table's tiles over its edge are not shown.
    let off_table = matches!(place, TilePlace::Table { .. }) && !layout.shows_table_tile(target);
    TileMotion {
        target: target + lift,
        z,
        scale,
        hide_on_arrival: off_table || matches!(place, TilePlace::Pool | TilePlace::Hidden { .. }),
    }
}

/// A place's centre, depth and scale.
fn place_target(
    layout: &Layout,
    place: TilePlace,
    opponents: &[usize],
    pointer: Option<Vec2>,
) -> (Vec2, f32, f32) {
    // Tile art is drawn at the largest size and scaled to the layout's.
    let base = layout.tile.y / MAX_TILE_H;
    let rack_base = layout.rack_tile.y / MAX_TILE_H;
    match place {
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
            rack_base,
        ),
        TilePlace::Hidden { seat } => {
            let panel = opponents
                .iter()
                .position(|&s| s == seat)
                .and_then(|i| layout.opponents.get(i));
            (
                panel
                    .map(|r| r.center())
                    .unwrap_or(Vec2::new(0.0, layout.window.y)),
                0.5,
                base * 0.35,
            )
        }
        TilePlace::Pool => (layout.pool.center(), 0.5, rack_base * 0.5),
        TilePlace::Dragged { index } => {
            let at = pointer.unwrap_or(layout.table.center());
            (
                at + Vec2::new(
                    index as f32 * layout.tile.x.max(layout.rack_tile.x) * 0.9,
                    0.0,
                ),
                10.0,
                base.max(rack_base) * 1.05,
            )
        }
    }
}

/// What is wrong with a set of the draft, in words: the rules' verdict,
/// the same one Done goes by.
fn set_problem(session: &Session, set: SetId) -> Option<Phrase> {
    let verdict = session.draft.set_verdict(set, session.rules())?;
    verdict.err().map(|e| reasons::meld(&e))
}

/// Keeps one entity per set on the table, with its outline and verdict.
fn sync_sets(
    mut commands: Commands,
    session: Res<Session>,
    layout: Res<CurrentLayout>,
    mut views: Query<(Entity, &mut SetView, &mut Transform)>,
    mut racks: Query<&mut Transform, (With<RackView>, Without<SetView>)>,
) {
    let mut seen = Vec::new();
    for (entity, mut view, mut transform) in &mut views {
        match (session.draft.set(view.id), layout.0.set(view.id)) {
            (Some(set), Some(l)) => {
                let problem = set_problem(&session, set.id);
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
            let problem = set_problem(&session, set.id);
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
    hand: Res<Hand>,
    pointer: Res<PointerWorld>,
    layout: Res<CurrentLayout>,
    mut preview: ResMut<DropPreview>,
) {
    let target = match pointer.0 {
        Some(p) if !hand.lifted.is_empty() => layout.0.drop_target(p),
        _ => None,
    };
    preview.set_if_neq(DropPreview { target });
}

/// Refused tiles shake before they go back.
fn shake_rejected(
    mut feedback: MessageReader<Feedback>,
    mut tiles: Query<(&TileView, &mut TileKinetics)>,
) {
    for f in feedback.read() {
        let (Feedback::Refused { tiles: refused, .. }
        | Feedback::TurnRefused { tiles: refused, .. }) = f
        else {
            continue;
        };
        for (view, mut kin) in &mut tiles {
            if refused.contains(&view.0) {
                kin.shake = SHAKE_SECS;
            }
        }
    }
}
