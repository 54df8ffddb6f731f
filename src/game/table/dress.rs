//! Sprites for the table's entities, given as they are spawned: tile faces
//! and backs, set outlines, the rack and the pool, the felt; and the markers
//! that follow play (the drop slot, the keyboard cursor, the selection).

use bevy::ecs::hierarchy::ChildSpawnerCommands;
use bevy::prelude::*;

use super::art::{TILE_PX, TileArt};
use super::layout::{CurrentLayout, MAX_TILE_H};
use super::tiles::{DropPreview, PoolView, RackView, SetView, TilePlace, TileView};
use crate::game::palette::{self, PICKED_TINT, TileColours, UNTINTED};
use crate::game::persist::Settings;
use crate::game::play::hand::Hand;
use crate::game::session::Session;
use crate::game::state::Screen;
use crate::game::table::KeyCursor;
use crate::rules::{Color as TileColor, DropTarget, Tile, TileId};

/// The tints `tile_tint` gives, which `table` passes on.
pub use crate::game::palette::{DIMMED_TINT, FRESH_TINT};

pub(super) fn plugin(app: &mut App) {
    app.add_observer(dress_tile)
        .add_observer(dress_set)
        .add_observer(dress_rack)
        .add_observer(dress_pool)
        .add_systems(PostStartup, spawn_felt)
        .add_systems(OnEnter(Screen::Playing), spawn_markers)
        .add_systems(
            Update,
            (
                fit_felt,
                update_tile_looks.run_if(resource_exists_and_changed::<Settings>),
                (
                    show_faces,
                    colour_sets,
                    size_rack_and_pool,
                    show_slot_marker,
                    show_key_cursor,
                )
                    .in_set(crate::game::GameSystems::View)
                    .after(super::ViewSync),
            ),
        );
}

/// Marks the parts of a tile that show only when it is face up or down.
#[derive(Component)]
struct FacePart;

#[derive(Component)]
struct BackPart;

/// A tile's number (and its colour), drawn in the tile colours chosen.
#[derive(Component)]
struct Numeral(u8, TileColor);

/// The small mark under a tile's number: a bar, or in colour-blind mode a
/// symbol for the colour.
#[derive(Component)]
struct Indicator(usize);

/// Gives each new tile entity its sprites and numeral.
fn dress_tile(
    add: On<Add, TileView>,
    mut commands: Commands,
    art: Res<TileArt>,
    settings: Option<Res<Settings>>,
    tiles: Query<&TileView>,
) {
    let colour_blind = settings.as_ref().is_some_and(|s| s.colour_blind);
    let colours = settings.map_or(TileColours::Classic, |s| s.tile_colours);
    let entity = add.entity;
    if let Ok(view) = tiles.get(entity) {
        let face = view.0.face();
        commands
            .entity(entity)
            .insert((
                Sprite {
                    image: art.face.clone(),
                    custom_size: Some(TILE_PX),
                    ..default()
                },
                Pickable::default(),
            ))
            .with_children(|tile| {
                tile.spawn((
                    Sprite {
                        image: art.shadow.clone(),
                        custom_size: Some(TILE_PX + Vec2::splat(8.0)),
                        ..default()
                    },
                    Transform::from_xyz(3.0, -6.0, -0.05),
                    Pickable::IGNORE,
                ));
                spawn_face(tile, &art, face, (colours, colour_blind));
                tile.spawn((
                    Sprite {
                        image: art.back.clone(),
                        custom_size: Some(TILE_PX),
                        ..default()
                    },
                    Transform::from_xyz(0.0, 0.0, 0.06),
                    Visibility::Hidden,
                    BackPart,
                    Pickable::IGNORE,
                ));
            });
        if face == Tile::JOKER {
            commands.entity(entity).insert(Name::new("Joker"));
        }
    }
}

/// A tile's face: its numeral and its colour's mark, or the joker.
fn spawn_face(
    tile: &mut ChildSpawnerCommands,
    art: &TileArt,
    face: Tile,
    (colours, colour_blind): (TileColours, bool),
) {
    match (face.number(), face.color()) {
        (Some(n), Some(c)) => {
            let ink = colours.ink(Some(c));
            let numeral = numeral_look(art, n, colours);
            tile.spawn((
                inked(numeral, ink, Vec3::new(0.0, TILE_PX.y * 0.1, 0.05)),
                Numeral(n, c),
            ));
            let indicator = indicator_look(art, c.index(), colour_blind);
            tile.spawn((
                inked(indicator, ink, Vec3::new(0.0, -TILE_PX.y * 0.29, 0.04)),
                Indicator(c.index()),
            ));
        }
        _ => {
            tile.spawn((
                Sprite {
                    image: art.joker.clone(),
                    custom_size: Some(Vec2::splat(TILE_PX.x * 0.92)),
                    ..default()
                },
                Transform::from_xyz(0.0, TILE_PX.y * 0.02, 0.05),
                FacePart,
                Pickable::IGNORE,
            ));
        }
    }
}

/// A part of a tile's face drawn in its colour's ink at `at`.
fn inked((image, size): (Handle<Image>, Vec2), ink: Color, at: Vec3) -> impl Bundle {
    (
        Sprite {
            image,
            custom_size: Some(size),
            color: ink,
            ..default()
        },
        Transform::from_translation(at),
        FacePart,
        Pickable::IGNORE,
    )
}

fn indicator_look(art: &TileArt, colour: usize, colour_blind: bool) -> (Handle<Image>, Vec2) {
    if colour_blind {
        (art.symbols[colour].clone(), Vec2::splat(TILE_PX.x * 0.3))
    } else {
        (
            art.bar.clone(),
            Vec2::new(TILE_PX.x * 0.42, TILE_PX.x * 0.14),
        )
    }
}

fn numeral_look(art: &TileArt, number: u8, colours: TileColours) -> (Handle<Image>, Vec2) {
    let numerals = if colours.heavy() {
        &art.heavy_numerals
    } else {
        &art.numerals
    };
    numerals[number as usize].clone()
}

/// Colour-blind mode swaps every bar for its colour's symbol, and back;
/// the tile colours setting recolours the numbers and marks (and makes
/// the numbers heavier or lighter).
fn update_tile_looks(
    settings: Res<Settings>,
    art: Res<TileArt>,
    mut indicators: Query<(&Indicator, &mut Sprite), Without<Numeral>>,
    mut numerals: Query<(&Numeral, &mut Sprite), Without<Indicator>>,
) {
    let colours = settings.tile_colours;
    for (indicator, mut sprite) in &mut indicators {
        let (image, size) = indicator_look(&art, indicator.0, settings.colour_blind);
        let colour = colours.ink(Some(TileColor::from_index(indicator.0)));
        if sprite.image != image || sprite.color != colour {
            sprite.image = image;
            sprite.custom_size = Some(size);
            sprite.color = colour;
        }
    }
    for (numeral, mut sprite) in &mut numerals {
        let (image, size) = numeral_look(&art, numeral.0, colours);
        let colour = colours.ink(Some(numeral.1));
        if sprite.image != image || sprite.color != colour {
            sprite.image = image;
            sprite.custom_size = Some(size);
            sprite.color = colour;
        }
    }
}

/// The felt under everything, stretched over the window.
#[derive(Component)]
struct Felt;

fn spawn_felt(mut commands: Commands, art: Res<TileArt>) {
    commands.spawn((
        Name::new("Felt"),
        Felt,
        Sprite {
            image: art.felt.clone(),
            custom_size: Some(Vec2::new(1280.0, 800.0)),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, -10.0),
        Pickable::IGNORE,
    ));
}

/// The felt fills the window; under high contrast it is darkened so the
/// tiles stand out.
fn fit_felt(
    windows: Query<&Window>,
    settings: Option<Res<crate::game::persist::Settings>>,
    mut felt: Query<&mut Sprite, With<Felt>>,
) {
    let size = super::tiles::window_size(&windows);
    let tint = if settings.is_some_and(|s| s.high_contrast) {
        palette::FELT_TINT_HIGH_CONTRAST
    } else {
        UNTINTED
    };
    for mut sprite in &mut felt {
        if sprite.custom_size != Some(size) {
            sprite.custom_size = Some(size);
        }
        if sprite.color != tint {
            sprite.color = tint;
        }
    }
}

/// Face up on racks shown and on the table; face down elsewhere.
fn show_faces(
    tiles: Query<
        (&TilePlace, &Children),
        (With<TileView>, Or<(Changed<TilePlace>, Changed<Children>)>),
    >,
    mut faces: Query<&mut Visibility, (With<FacePart>, Without<BackPart>)>,
    mut backs: Query<&mut Visibility, (With<BackPart>, Without<FacePart>)>,
) {
    for (place, children) in &tiles {
        let up = place.face_up();
        for child in children.iter() {
            if let Ok(mut v) = faces.get_mut(child) {
                v.set_if_neq(if up {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                });
            }
            if let Ok(mut v) = backs.get_mut(child) {
                v.set_if_neq(if up {
                    Visibility::Hidden
                } else {
                    Visibility::Inherited
                });
            }
        }
    }
}

fn outline_colour(view: &SetView) -> Color {
    if view.problem.is_some() {
        palette::INVALID
    } else {
        palette::VALID
    }
}

/// Outlines each new set.
fn dress_set(
    add: On<Add, SetView>,
    mut commands: Commands,
    art: Res<TileArt>,
    sets: Query<&SetView>,
) {
    let Ok(view) = sets.get(add.entity) else {
        return;
    };
    commands.entity(add.entity).insert((
        Sprite {
            image: art.outline.clone(),
            custom_size: Some(view.rect.size()),
            color: outline_colour(view),
            image_mode: SpriteImageMode::Sliced(TextureSlicer {
                border: BorderRect::all(16.0),
                ..default()
            }),
            ..default()
        },
        // Dragging a set by its outline lifts the whole set.
        Pickable::default(),
    ));
}

/// A set's outline follows its size; an invalid one is red.
fn colour_sets(mut sets: Query<(&SetView, &mut Sprite), Changed<SetView>>) {
    for (view, mut sprite) in &mut sets {
        let size = Some(view.rect.size());
        if sprite.custom_size != size {
            sprite.custom_size = size;
        }
        let color = outline_colour(view);
        if sprite.color != color {
            sprite.color = color;
        }
    }
}

/// The rack's wooden board.
fn dress_rack(add: On<Add, RackView>, mut commands: Commands, art: Res<TileArt>) {
    commands.entity(add.entity).insert((
        Sprite {
            image: art.wood.clone(),
            custom_size: Some(Vec2::ONE),
            ..default()
        },
        Pickable::IGNORE,
    ));
}

/// The pool: a little stack of tile backs (its count is written by the HUD).
fn dress_pool(add: On<Add, PoolView>, mut commands: Commands, art: Res<TileArt>) {
    let back = || Sprite {
        image: art.back.clone(),
        custom_size: Some(TILE_PX),
        ..default()
    };
    commands
        .entity(add.entity)
        .insert((back(), Pickable::IGNORE))
        .with_children(|p| {
            for k in 1..3 {
                p.spawn((
                    back(),
                    Transform::from_xyz(-4.0 * k as f32, -5.0 * k as f32, -0.01 * k as f32),
                    Pickable::IGNORE,
                ));
            }
        });
}

fn size_rack_and_pool(
    layout: Res<CurrentLayout>,
    mut racks: Query<&mut Sprite, With<RackView>>,
    mut pools: Query<&mut Transform, (With<PoolView>, Without<RackView>)>,
) {
    let size = Some(layout.0.rack.size());
    for mut s in &mut racks {
        if s.custom_size != size {
            s.custom_size = size;
        }
    }
    // The stack of backs (a tile and a little more) fits its place.
    let l = &layout.0;
    let scale = Vec3::splat((l.pool.height() * 0.8 / MAX_TILE_H).min(l.rack_tile.y / MAX_TILE_H));
    for mut transform in &mut pools {
        if transform.scale != scale {
            transform.scale = scale;
        }
    }
}

/// The thin bar that shows the slot a dragged tile would take.
#[derive(Component)]
struct SlotMarker;

/// The keyboard cursor's ring, around a rack tile or a set.
#[derive(Component)]
struct CursorRing;

fn spawn_markers(mut commands: Commands, art: Res<TileArt>) {
    commands.spawn((
        Name::new("Slot marker"),
        SlotMarker,
        Sprite::from_color(palette::TARGET, Vec2::ONE),
        Transform::default(),
        Visibility::Hidden,
        Pickable::IGNORE,
        DespawnOnExit(Screen::Playing),
    ));
    commands.spawn((
        Name::new("Keyboard cursor"),
        CursorRing,
        Sprite {
            image: art.outline.clone(),
            color: palette::TARGET,
            image_mode: SpriteImageMode::Sliced(TextureSlicer {
                border: BorderRect::all(16.0),
                ..default()
            }),
            ..default()
        },
        Transform::default(),
        Visibility::Hidden,
        Pickable::IGNORE,
        DespawnOnExit(Screen::Playing),
    ));
}

fn show_slot_marker(
    preview: Res<DropPreview>,
    layout: Res<CurrentLayout>,
    mut marker: Query<(&mut Transform, &mut Sprite, &mut Visibility), With<SlotMarker>>,
) {
    let Ok((mut transform, mut sprite, mut visibility)) = marker.single_mut() else {
        return;
    };
    let l = &layout.0;
    let at = match preview.target {
        Some(DropTarget::Set { set, index }) => l.set(set).map(|s| {
            let x = match s.tiles.get(index) {
                Some(p) => p.x - l.tile.x / 2.0,
                None => s
                    .tiles
                    .last()
                    .map_or(s.rect.min.x, |p| p.x + l.tile.x / 2.0),
            };
            Vec2::new(x, s.rect.center().y)
        }),
        _ => None,
    };
    match at {
        Some(p) => {
            transform.translation = p.extend(9.0);
            sprite.custom_size = Some(Vec2::new((l.tile.x * 0.08).max(3.0), l.tile.y * 1.05));
            visibility.set_if_neq(Visibility::Inherited);
        }
        None => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}

fn show_key_cursor(
    cursor: Res<KeyCursor>,
    hand: Res<Hand>,
    session: Res<Session>,
    layout: Res<CurrentLayout>,
    mut ring: Query<(&mut Transform, &mut Sprite, &mut Visibility), With<CursorRing>>,
    mut tiles: Query<(&TileView, &mut Sprite), Without<CursorRing>>,
) {
    let Ok((mut transform, mut sprite, mut visibility)) = ring.single_mut() else {
        return;
    };
    let l = &layout.0;
    let at = if !cursor.active {
        None
    } else if let Some(set) = cursor.focused_set(&session) {
        l.set(set)
            .map(|s| (s.rect.center(), s.rect.size() + Vec2::splat(8.0)))
    } else {
        l.rack_slots
            .get(cursor.rack_slot)
            .filter(|_| cursor.focused_tile(&session).is_some())
            .map(|p| (*p, l.rack_tile * 1.12))
    };
    match at {
        Some((centre, size)) => {
            transform.translation = centre.extend(8.0);
            sprite.custom_size = Some(size);
            visibility.set_if_neq(Visibility::Inherited);
        }
        None => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
    for (view, mut sprite) in &mut tiles {
        let tint = tile_tint(&session, view.0, hand.picked.contains(&view.0));
        if sprite.color != tint {
            sprite.color = tint;
        }
    }
}

/// Picked tiles (tapped, long-pressed, Ctrl-clicked or chosen by key) are
/// tinted gold. A lesson highlights the table tiles it talks about and dims
/// the other table tiles; otherwise what the last turn laid is tinted blue
/// until the next player moves something.
pub fn tile_tint(session: &Session, tile: TileId, picked: bool) -> Color {
    let focus = session.puzzle_run().map_or(&[][..], |p| &p.focus[..]);
    if picked {
        PICKED_TINT
    } else if !focus.is_empty() {
        if focus.contains(&tile) {
            FRESH_TINT
        } else if session.draft.rack.contains(&tile) {
            UNTINTED
        } else {
            DIMMED_TINT
        }
    } else if session.draft.is_untouched() && session.last_laid.contains(&tile) {
        FRESH_TINT
    } else {
        UNTINTED
    }
}
