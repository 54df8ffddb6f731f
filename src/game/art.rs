//! How the game looks: tile faces, backs and shadows drawn by code at
//! start-up (no image files), numbers in the four colours, set outlines,
//! the rack and the pool.

use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::draft::DropTarget;
use super::input::Selected;
use super::keys::KeyCursor;
use super::layout::MAX_TILE_H;
use super::screens::Screen;
use super::session::Session;
use super::theme::palette;
use super::turn::CurrentLayout;
use super::view::{DropPreview, PoolView, RackView, SetView, TilePlace, TileView};
use crate::rules::{Color as TileColor, Tile};

/// Pixel size of the generated tile images (drawn at the largest tile size).
const TILE_PX: Vec2 = Vec2::new(MAX_TILE_H * super::layout::TILE_ASPECT, MAX_TILE_H);

#[derive(Resource, Clone)]
pub struct TileArt {
    pub face: Handle<Image>,
    pub back: Handle<Image>,
    pub shadow: Handle<Image>,
    pub outline: Handle<Image>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_art).add_systems(
        Update,
        (
            dress_tiles,
            dress_sets,
            dress_rack_and_pool,
            show_faces,
            show_slot_marker,
            show_key_cursor,
        )
            .in_set(super::GameSystems::View)
            .after(super::view::ViewSync),
    );
}

/// The colour of a tile's number.
pub fn ink(color: Option<TileColor>) -> Color {
    match color {
        Some(TileColor::Black) => palette::TILE_BLACK,
        Some(TileColor::Blue) => palette::TILE_BLUE,
        Some(TileColor::Orange) => palette::TILE_ORANGE,
        Some(TileColor::Red) => palette::TILE_RED,
        None => palette::JOKER,
    }
}

fn make_art(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let (w, h) = (TILE_PX.x as u32 * 2, TILE_PX.y as u32 * 2);
    let radius = w as f32 * 0.14;
    let face = paint(w, h, |x, y| {
        let d = rounded_rect_distance(x, y, w as f32, h as f32, radius);
        let alpha = coverage(d);
        // Ivory, a touch darker towards the bottom edge, with a rim.
        let t = y / h as f32;
        let base = [
            0.985 - 0.06 * t * t,
            0.965 - 0.07 * t * t,
            0.90 - 0.08 * t * t,
        ];
        let rim = (-d / 3.0).clamp(0.0, 1.0);
        let shade = 0.80 + 0.20 * rim;
        [base[0] * shade, base[1] * shade, base[2] * shade, alpha]
    });
    let back = paint(w, h, |x, y| {
        let d = rounded_rect_distance(x, y, w as f32, h as f32, radius);
        let alpha = coverage(d);
        let stripe = (((x + y) / 10.0).floor() as i32 % 2) as f32 * 0.04;
        let rim = (-d / 3.0).clamp(0.0, 1.0);
        let shade = 0.75 + 0.25 * rim;
        [
            (0.16 + stripe) * shade,
            (0.42 + stripe) * shade,
            (0.45 + stripe) * shade,
            alpha,
        ]
    });
    let shadow = paint(w, h, |x, y| {
        let d = rounded_rect_distance(x, y, w as f32 - 8.0, h as f32 - 8.0, radius);
        let a = (1.0 - (d + 4.0) / 10.0).clamp(0.0, 1.0) * 0.45;
        let _ = (x, y);
        [0.0, 0.0, 0.0, a]
    });
    let outline = paint(64, 64, |x, y| {
        let d = rounded_rect_distance(x, y, 64.0, 64.0, 14.0);
        let fill = coverage(d) * 0.16;
        let edge = (1.0 - (d + 2.0).abs() / 2.0).clamp(0.0, 1.0) * 0.5;
        [1.0, 1.0, 1.0, fill.max(edge)]
    });
    commands.insert_resource(TileArt {
        face: images.add(face),
        back: images.add(back),
        shadow: images.add(shadow),
        outline: images.add(outline),
    });
}

/// Distance from a point to a rounded rectangle filling (0,0)-(w,h);
/// negative inside.
fn rounded_rect_distance(x: f32, y: f32, w: f32, h: f32, r: f32) -> f32 {
    let px = (x - w / 2.0).abs() - (w / 2.0 - r);
    let py = (y - h / 2.0).abs() - (h / 2.0 - r);
    let outside = Vec2::new(px.max(0.0), py.max(0.0)).length();
    outside + px.max(py).min(0.0) - r
}

/// Anti-aliased coverage of a pixel at signed distance `d`.
fn coverage(d: f32) -> f32 {
    (0.5 - d).clamp(0.0, 1.0)
}

fn paint(w: u32, h: u32, f: impl Fn(f32, f32) -> [f32; 4]) -> Image {
    let mut data = Vec::with_capacity((w * h * 4) as usize);
    for y in 0..h {
        for x in 0..w {
            let c = f(x as f32 + 0.5, y as f32 + 0.5);
            for v in c {
                data.push((v.clamp(0.0, 1.0) * 255.0).round() as u8);
            }
        }
    }
    Image::new(
        Extent3d {
            width: w,
            height: h,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

/// Marks the parts of a tile that show only when it is face up or down.
#[derive(Component)]
struct FacePart;

#[derive(Component)]
struct BackPart;

/// Gives each new tile entity its sprites and number.
fn dress_tiles(
    mut commands: Commands,
    art: Option<Res<TileArt>>,
    tiles: Query<(Entity, &TileView), Without<Sprite>>,
) {
    let Some(art) = art else { return };
    for (entity, view) in &tiles {
        let face = view.0.face();
        let label = match face.number() {
            Some(n) => n.to_string(),
            None => "J".to_string(),
        };
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
                        custom_size: Some(TILE_PX + Vec2::splat(6.0)),
                        ..default()
                    },
                    Transform::from_xyz(3.0, -5.0, -0.05),
                    Pickable::IGNORE,
                ));
                tile.spawn((
                    Text2d::new(label),
                    TextFont {
                        font_size: FontSize::Px(if face.is_joker() { 40.0 } else { 44.0 }),
                        ..default()
                    },
                    TextColor(ink(face.color())),
                    Transform::from_xyz(0.0, TILE_PX.y * 0.12, 0.05),
                    FacePart,
                    Pickable::IGNORE,
                ));
                tile.spawn((
                    Sprite {
                        image: art.face.clone(),
                        custom_size: Some(Vec2::new(TILE_PX.x * 0.42, TILE_PX.x * 0.18)),
                        color: ink(face.color()).with_alpha(0.9),
                        ..default()
                    },
                    Transform::from_xyz(0.0, -TILE_PX.y * 0.27, 0.04),
                    FacePart,
                    Pickable::IGNORE,
                ));
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

/// Outlines each set; an invalid one in red.
fn dress_sets(
    mut commands: Commands,
    art: Option<Res<TileArt>>,
    mut sets: Query<(Entity, &SetView, Option<&mut Sprite>)>,
) {
    let Some(art) = art else { return };
    for (entity, view, sprite) in &mut sets {
        let color = if view.problem.is_some() {
            palette::INVALID
        } else {
            palette::VALID
        };
        let size = view.rect.size();
        match sprite {
            Some(mut s) => {
                if s.custom_size != Some(size) {
                    s.custom_size = Some(size);
                }
                if s.color != color {
                    s.color = color;
                }
            }
            None => {
                commands.entity(entity).insert((
                    Sprite {
                        image: art.outline.clone(),
                        custom_size: Some(size),
                        color,
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
        }
    }
}

/// The rack's wooden board and the pool's stack.
fn dress_rack_and_pool(
    mut commands: Commands,
    layout: Option<Res<CurrentLayout>>,
    art: Option<Res<TileArt>>,
    mut racks: Query<(Entity, Option<&mut Sprite>), With<RackView>>,
    pools: Query<(Entity, &PoolView, Option<&Children>)>,
    mut texts: Query<&mut Text2d>,
) {
    let (Some(layout), Some(art)) = (layout, art) else {
        return;
    };
    let size = layout.0.rack.size();
    for (entity, sprite) in &mut racks {
        match sprite {
            Some(mut s) => {
                if s.custom_size != Some(size) {
                    s.custom_size = Some(size);
                }
            }
            None => {
                commands
                    .entity(entity)
                    .insert((Sprite::from_color(palette::RACK, size), Pickable::IGNORE));
            }
        }
    }
    for (entity, pool, children) in &pools {
        let label = format!("{}", pool.tiles);
        match children.and_then(|c| c.iter().find_map(|e| texts.get(e).ok().map(|_| e))) {
            Some(text_entity) => {
                if let Ok(mut t) = texts.get_mut(text_entity)
                    && t.0 != label
                {
                    t.0 = label;
                }
            }
            None => {
                let scale = layout.0.tile.y / MAX_TILE_H;
                commands
                    .entity(entity)
                    .insert(Transform::from_scale(Vec3::splat(scale)))
                    .with_children(|p| {
                        p.spawn((
                            Sprite {
                                image: art.back.clone(),
                                custom_size: Some(TILE_PX),
                                ..default()
                            },
                            Pickable::IGNORE,
                        ));
                        p.spawn((
                            Text2d::new(label),
                            TextFont {
                                font_size: FontSize::Px(34.0),
                                ..default()
                            },
                            TextColor(palette::INK),
                            Transform::from_xyz(0.0, 0.0, 0.1),
                        ));
                    });
            }
        }
    }
}

/// The thin bar that shows the slot a dragged tile would take.
#[derive(Component)]
struct SlotMarker;

fn show_slot_marker(
    mut commands: Commands,
    preview: Res<DropPreview>,
    layout: Option<Res<CurrentLayout>>,
    mut marker: Query<(&mut Transform, &mut Sprite, &mut Visibility), With<SlotMarker>>,
) {
    let Some(layout) = layout else { return };
    let Ok((mut transform, mut sprite, mut visibility)) = marker.single_mut() else {
        commands.spawn((
            Name::new("Slot marker"),
            SlotMarker,
            Sprite::from_color(palette::TARGET, Vec2::ONE),
            Transform::default(),
            Visibility::Hidden,
            Pickable::IGNORE,
        ));
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

/// The keyboard cursor's ring, around a rack tile or a set.
#[derive(Component)]
struct CursorRing;

fn show_key_cursor(
    mut commands: Commands,
    cursor: Res<KeyCursor>,
    session: Option<Res<Session>>,
    layout: Option<Res<CurrentLayout>>,
    art: Option<Res<TileArt>>,
    mut ring: Query<(&mut Transform, &mut Sprite, &mut Visibility), With<CursorRing>>,
    mut tiles: Query<(&TileView, &mut Sprite, Has<Selected>), Without<CursorRing>>,
) {
    let (Some(session), Some(layout), Some(art)) = (session, layout, art) else {
        return;
    };
    let Ok((mut transform, mut sprite, mut visibility)) = ring.single_mut() else {
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
            .map(|p| (*p, l.tile * 1.12))
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
    // Selected tiles (by keyboard or Ctrl-click) are tinted gold.
    for (view, mut sprite, mouse_selected) in &mut tiles {
        let tint = if mouse_selected || cursor.selected.contains(&view.0) {
            Color::srgb(1.0, 0.9, 0.55)
        } else {
            Color::WHITE
        };
        if sprite.color != tint {
            sprite.color = tint;
        }
    }
}
