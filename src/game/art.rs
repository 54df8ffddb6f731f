//! How the game looks: tile faces, backs and shadows drawn by code at
//! start-up (no image files), numbers in the four colours, set outlines,
//! the rack and the pool.

use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::draft::DropTarget;
use super::glyphs;
use super::input::Selected;
use super::keys::KeyCursor;
use super::layout::MAX_TILE_H;
use super::screens::Screen;
use super::session::Session;
use super::settings::Settings;
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
    /// White numerals 1..=13 (index 0 unused), tinted per colour, and the
    /// size each is drawn at on a tile.
    pub numerals: Vec<(Handle<Image>, Vec2)>,
    pub joker: Handle<Image>,
    pub bar: Handle<Image>,
    /// Colour-blind symbols: disc (black), square (blue), triangle (orange), diamond (red).
    pub symbols: [Handle<Image>; 4],
    pub felt: Handle<Image>,
    pub wood: Handle<Image>,
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
            fit_felt,
            update_indicators,
            celebrate,
            fall_confetti,
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
        // Ivory, warmer towards the bottom, with a bevelled rim and a
        // faint sheen near the top edge.
        let t = y / h as f32;
        let base = [
            0.99 - 0.06 * t * t,
            0.975 - 0.07 * t * t,
            0.92 - 0.09 * t * t,
        ];
        let rim = (-d / 5.0).clamp(0.0, 1.0);
        let shade = 0.78 + 0.22 * rim;
        let sheen = (1.0 - (y / (h as f32 * 0.18))).clamp(0.0, 1.0) * 0.04 * rim;
        [
            base[0] * shade + sheen,
            base[1] * shade + sheen,
            base[2] * shade + sheen,
            alpha,
        ]
    });
    let back = paint(w, h, |x, y| {
        let d = rounded_rect_distance(x, y, w as f32, h as f32, radius);
        let alpha = coverage(d);
        let weave = ((x * 0.35).sin() * (y * 0.35).sin()).abs() * 0.05;
        let rim = (-d / 5.0).clamp(0.0, 1.0);
        let shade = 0.72 + 0.28 * rim;
        [
            (0.12 + weave) * shade,
            (0.38 + weave) * shade,
            (0.42 + weave) * shade,
            alpha,
        ]
    });
    let shadow = paint(w, h, |x, y| {
        let d = rounded_rect_distance(x, y, w as f32 - 10.0, h as f32 - 10.0, radius);
        let a = (1.0 - (d + 5.0) / 12.0).clamp(0.0, 1.0).powf(1.5) * 0.5;
        [0.0, 0.0, 0.0, a]
    });
    let outline = paint(64, 64, |x, y| {
        let d = rounded_rect_distance(x, y, 64.0, 64.0, 14.0);
        let fill = coverage(d) * 0.14;
        let edge = (1.0 - (d + 2.0).abs() / 2.0).clamp(0.0, 1.0) * 0.6;
        [1.0, 1.0, 1.0, fill.max(edge)]
    });

    // Numerals: bold rounded strokes, drawn white and tinted per colour.
    let numeral_h = TILE_PX.y * 0.5;
    let px_per_unit = numeral_h * 2.0;
    let margin = 6.0;
    let mut numerals = vec![(Handle::default(), Vec2::ZERO)];
    for n in 1..=13u8 {
        let (strokes, width) = glyphs::number(n);
        let (iw, ih) = (
            (width * px_per_unit + 2.0 * margin) as u32,
            (px_per_unit + 2.0 * margin) as u32,
        );
        let mask = glyphs::stroke_mask(
            &strokes,
            iw,
            ih,
            px_per_unit,
            Vec2::splat(margin),
            glyphs::STROKE,
        );
        let image = images.add(mask_image(iw, ih, &mask, [1.0, 1.0, 1.0]));
        numerals.push((image, Vec2::new(iw as f32, ih as f32) / 2.0));
    }
    let joker = images.add(joker_face(110));
    let bar = images.add(paint(48, 16, |x, y| {
        let d = rounded_rect_distance(x, y, 48.0, 16.0, 8.0);
        [1.0, 1.0, 1.0, coverage(d)]
    }));
    let mut symbol = |kind: usize| {
        let size = 48u32;
        images.add(paint(size, size, |x, y| {
            let a = glyphs::symbol_coverage(kind, Vec2::new(x, y) / size as f32, 1.0 / size as f32);
            [1.0, 1.0, 1.0, a]
        }))
    };
    let symbols = [symbol(0), symbol(1), symbol(2), symbol(3)];

    // The felt: soft mottling and a vignette.
    let felt = paint(256, 256, |x, y| {
        let (u, v) = (x / 256.0, y / 256.0);
        let mottle =
            ((u * 7.0).sin() * (v * 5.0).cos() + (u * 17.0 + v * 11.0).sin() * 0.5) * 0.012;
        let grain = ((x * 12.9898 + y * 78.233).sin() * 43758.547).fract() * 0.02;
        let edge = (u - 0.5).powi(2) + (v - 0.5).powi(2);
        let vignette = 1.0 - edge * 0.9;
        let g = (0.33 + mottle + grain) * vignette;
        [0.09 * vignette + mottle, g, 0.22 * vignette + mottle, 1.0]
    });
    // The rack: warm wood with grain and a lit top edge.
    let wood = paint(512, 128, |x, y| {
        let grain = ((y * 0.9 + (x * 0.012).sin() * 9.0).sin() * 0.5 + 0.5) * 0.06;
        let fine = ((x * 3.1 + y * 7.7).sin() * 0.5 + 0.5) * 0.015;
        let lit = (1.0 - y / 18.0).clamp(0.0, 1.0) * 0.18;
        let shade = 1.0 - (y / 128.0) * 0.25;
        let d = rounded_rect_distance(x, y, 512.0, 128.0, 18.0);
        [
            (0.47 + grain + fine + lit) * shade,
            (0.29 + grain * 0.7 + lit * 0.8) * shade,
            (0.15 + grain * 0.4 + lit * 0.5) * shade,
            coverage(d),
        ]
    });
    commands.insert_resource(TileArt {
        face: images.add(face),
        back: images.add(back),
        shadow: images.add(shadow),
        outline: images.add(outline),
        numerals,
        joker,
        bar,
        symbols,
        felt: images.add(felt),
        wood: images.add(wood),
    });
}

fn mask_image(w: u32, h: u32, mask: &[f32], rgb: [f32; 3]) -> Image {
    paint(w, h, |x, y| {
        let a = mask[(y as u32 * w + x as u32) as usize];
        [rgb[0], rgb[1], rgb[2], a]
    })
}

/// The joker: a grinning face under a three-pointed jester's cap.
fn joker_face(size: u32) -> Image {
    use bevy::math::Vec2 as V;
    let mut face = Vec::new();
    let circle = |out: &mut Vec<(V, V)>, c: V, r: V, from: f32, to: f32| {
        let steps = 36;
        for i in 0..steps {
            let a = (from + (to - from) * i as f32 / steps as f32).to_radians();
            let b = (from + (to - from) * (i + 1) as f32 / steps as f32).to_radians();
            out.push((
                c + V::new(r.x * a.cos(), -r.y * a.sin()),
                c + V::new(r.x * b.cos(), -r.y * b.sin()),
            ));
        }
    };
    circle(&mut face, V::new(0.5, 0.62), V::new(0.3, 0.3), 0.0, 360.0);
    circle(
        &mut face,
        V::new(0.5, 0.64),
        V::new(0.17, 0.14),
        200.0,
        340.0,
    );
    let mut eyes = Vec::new();
    circle(
        &mut eyes,
        V::new(0.39, 0.56),
        V::new(0.012, 0.012),
        0.0,
        360.0,
    );
    circle(
        &mut eyes,
        V::new(0.61, 0.56),
        V::new(0.012, 0.012),
        0.0,
        360.0,
    );
    let cap = vec![
        (V::new(0.2, 0.4), V::new(0.14, 0.1)),
        (V::new(0.14, 0.1), V::new(0.37, 0.3)),
        (V::new(0.37, 0.3), V::new(0.5, 0.04)),
        (V::new(0.5, 0.04), V::new(0.63, 0.3)),
        (V::new(0.63, 0.3), V::new(0.86, 0.1)),
        (V::new(0.86, 0.1), V::new(0.8, 0.4)),
    ];
    let unit = size as f32;
    let m_face = glyphs::stroke_mask(&face, size, size, unit, V::ZERO, 0.07);
    let m_eyes = glyphs::stroke_mask(&eyes, size, size, unit, V::ZERO, 0.09);
    let m_cap = glyphs::stroke_mask(&cap, size, size, unit, V::ZERO, 0.07);
    let purple = [0.55, 0.12, 0.55];
    let red = [0.85, 0.12, 0.12];
    paint(size, size, |x, y| {
        let i = (y as u32 * size + x as u32) as usize;
        let f = m_face[i].max(m_eyes[i]);
        let c = m_cap[i];
        let a = f.max(c);
        if a <= 0.0 {
            return [0.0; 4];
        }
        let w = c / (f + c).max(1e-6);
        [
            purple[0] * (1.0 - w) + red[0] * w,
            purple[1] * (1.0 - w) + red[1] * w,
            purple[2] * (1.0 - w) + red[2] * w,
            a,
        ]
    })
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

/// The small mark under a tile's number: a bar, or in colour-blind mode a
/// symbol for the colour.
#[derive(Component)]
struct Indicator(usize);

/// Gives each new tile entity its sprites and numeral.
fn dress_tiles(
    mut commands: Commands,
    art: Option<Res<TileArt>>,
    settings: Option<Res<Settings>>,
    tiles: Query<(Entity, &TileView), Without<Sprite>>,
) {
    let Some(art) = art else { return };
    let colour_blind = settings.is_some_and(|s| s.colour_blind);
    for (entity, view) in &tiles {
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
                match (face.number(), face.color()) {
                    (Some(n), Some(c)) => {
                        let (image, size) = art.numerals[n as usize].clone();
                        tile.spawn((
                            Sprite {
                                image,
                                custom_size: Some(size),
                                color: ink(Some(c)),
                                ..default()
                            },
                            Transform::from_xyz(0.0, TILE_PX.y * 0.1, 0.05),
                            FacePart,
                            Pickable::IGNORE,
                        ));
                        let (image, size) = indicator_look(&art, c.index(), colour_blind);
                        tile.spawn((
                            Sprite {
                                image,
                                custom_size: Some(size),
                                color: ink(Some(c)),
                                ..default()
                            },
                            Transform::from_xyz(0.0, -TILE_PX.y * 0.29, 0.04),
                            FacePart,
                            Indicator(c.index()),
                            Pickable::IGNORE,
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

/// Colour-blind mode swaps every bar for its colour's symbol, and back.
fn update_indicators(
    settings: Option<Res<Settings>>,
    art: Option<Res<TileArt>>,
    mut indicators: Query<(&Indicator, &mut Sprite)>,
) {
    let (Some(settings), Some(art)) = (settings, art) else {
        return;
    };
    if !settings.is_changed() {
        return;
    }
    for (indicator, mut sprite) in &mut indicators {
        let (image, size) = indicator_look(&art, indicator.0, settings.colour_blind);
        if sprite.image != image {
            sprite.image = image;
            sprite.custom_size = Some(size);
        }
    }
}

/// The felt under everything, stretched over the window.
#[derive(Component)]
struct Felt;

fn fit_felt(
    mut commands: Commands,
    art: Option<Res<TileArt>>,
    windows: Query<&Window>,
    mut felt: Query<&mut Sprite, With<Felt>>,
) {
    let Some(art) = art else { return };
    let size = windows.iter().next().map_or(Vec2::new(1280.0, 800.0), |w| {
        Vec2::new(w.width(), w.height())
    });
    match felt.single_mut() {
        Ok(mut sprite) => {
            if sprite.custom_size != Some(size) {
                sprite.custom_size = Some(size);
            }
        }
        Err(_) => {
            commands.spawn((
                Name::new("Felt"),
                Felt,
                Sprite {
                    image: art.felt.clone(),
                    custom_size: Some(size),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, -10.0),
                Pickable::IGNORE,
            ));
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
    mut pools: Query<
        (Entity, Option<&Sprite>, &mut Transform),
        (With<PoolView>, Without<RackView>),
    >,
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
                commands.entity(entity).insert((
                    Sprite {
                        image: art.wood.clone(),
                        custom_size: Some(size),
                        ..default()
                    },
                    Pickable::IGNORE,
                ));
            }
        }
    }
    // The pool: a little stack of tile backs (its count is written by the HUD).
    let scale = layout.0.tile.y / MAX_TILE_H;
    for (entity, sprite, mut transform) in &mut pools {
        transform.scale = Vec3::splat(scale);
        if sprite.is_none() {
            commands
                .entity(entity)
                .insert((
                    Sprite {
                        image: art.back.clone(),
                        custom_size: Some(TILE_PX),
                        ..default()
                    },
                    Pickable::IGNORE,
                ))
                .with_children(|p| {
                    for k in 1..3 {
                        p.spawn((
                            Sprite {
                                image: art.back.clone(),
                                custom_size: Some(TILE_PX),
                                ..default()
                            },
                            Transform::from_xyz(-4.0 * k as f32, -5.0 * k as f32, -0.01 * k as f32),
                            Pickable::IGNORE,
                        ));
                    }
                });
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

/// A bit of confetti for the winner.
#[derive(Component)]
struct Confetti {
    velocity: Vec2,
    spin: f32,
    life: f32,
}

fn celebrate(
    mut commands: Commands,
    mut feedback: MessageReader<super::messages::Feedback>,
    layout: Option<Res<CurrentLayout>>,
    rate: Res<super::view::MotionRate>,
    time: Res<Time>,
) {
    let Some(layout) = layout else {
        feedback.clear();
        return;
    };
    if !feedback
        .read()
        .any(|f| *f == super::messages::Feedback::RoundOver)
        || rate.0 <= 0.0
    {
        return;
    }
    let colours = [
        palette::TILE_RED,
        palette::TILE_BLUE,
        palette::TILE_ORANGE,
        palette::TARGET,
        palette::INK,
    ];
    let mut seed = (time.elapsed_secs() * 1000.0) as u32 | 1;
    let mut rand = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed as f32 / u32::MAX as f32
    };
    let w = layout.0.window;
    for i in 0..160 {
        let from = Vec2::new((rand() - 0.5) * w.x * 0.9, -w.y * 0.5);
        let velocity = Vec2::new((rand() - 0.5) * 500.0, w.y * (1.1 + rand() * 0.9));
        let size = Vec2::new(6.0 + rand() * 6.0, 10.0 + rand() * 8.0);
        commands.spawn((
            Name::new("Confetti"),
            Confetti {
                velocity,
                spin: (rand() - 0.5) * 14.0,
                life: 2.5 + rand() * 1.5,
            },
            Sprite::from_color(colours[i % colours.len()], size),
            Transform::from_translation(from.extend(20.0 + i as f32 * 0.001)),
            Pickable::IGNORE,
            DespawnOnExit(Screen::Playing),
        ));
    }
}

fn fall_confetti(
    mut commands: Commands,
    time: Res<Time>,
    mut bits: Query<(Entity, &mut Confetti, &mut Transform)>,
) {
    let dt = time.delta_secs().min(0.05);
    for (e, mut c, mut t) in &mut bits {
        c.life -= dt;
        if c.life <= 0.0 {
            commands.entity(e).despawn();
            continue;
        }
        c.velocity.y -= 900.0 * dt;
        c.velocity *= 1.0 - 0.6 * dt;
        t.translation += (c.velocity * dt).extend(0.0);
        t.rotate_z(c.spin * dt);
    }
}
