//! How the game looks: tile faces, backs and shadows drawn by code at
//! start-up (no image files), numbers in the four colours, set outlines,
//! the rack and the pool.

use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::glyphs;
use super::layout::MAX_TILE_H;
use crate::game::palette;

/// Pixel size of the generated tile images (drawn at the largest tile size).
pub const TILE_PX: Vec2 = Vec2::new(MAX_TILE_H * super::layout::TILE_ASPECT, MAX_TILE_H);

#[derive(Resource, Clone)]
pub struct TileArt {
    pub face: Handle<Image>,
    pub back: Handle<Image>,
    pub shadow: Handle<Image>,
    pub outline: Handle<Image>,
    /// White numerals 1..=13 (index 0 unused), tinted per colour, and the
    /// size each is drawn at on a tile.
    pub numerals: Vec<(Handle<Image>, Vec2)>,
    /// The same, with a heavier stroke (the low-vision tile colours).
    pub heavy_numerals: Vec<(Handle<Image>, Vec2)>,
    pub joker: Handle<Image>,
    pub bar: Handle<Image>,
    /// Colour-blind symbols: disc (black), square (blue), triangle (orange), diamond (red).
    pub symbols: [Handle<Image>; 4],
    pub felt: Handle<Image>,
    pub wood: Handle<Image>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_art);
}

fn make_art(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let (w, h) = (TILE_PX.x as u32 * 2, TILE_PX.y as u32 * 2);
    let radius = w as f32 * 0.14;
    let face = tile_face(w, h, radius);
    let back = tile_back(w, h, radius);
    let shadow = tile_shadow(w, h, radius);
    let outline = set_outline();
    let numerals = numeral_images(&mut images, glyphs::STROKE);
    let heavy_numerals = numeral_images(&mut images, glyphs::HEAVY_STROKE);
    let joker = images.add(joker_face(110));
    let bar = images.add(paint(48, 16, |x, y| {
        let d = rounded_rect_distance(x, y, 48.0, 16.0, 8.0);
        [1.0, 1.0, 1.0, coverage(d)]
    }));
    let symbols = [0, 1, 2, 3].map(|kind| images.add(symbol_image(kind)));
    let felt = felt_image();
    let wood = wood_image();
    commands.insert_resource(TileArt {
        face: images.add(face),
        back: images.add(back),
        shadow: images.add(shadow),
        outline: images.add(outline),
        numerals,
        heavy_numerals,
        joker,
        bar,
        symbols,
        felt: images.add(felt),
        wood: images.add(wood),
    });
}

/// A tile's face: ivory, warmer towards the bottom, with a bevelled rim and
/// a faint sheen near the top edge.
fn tile_face(w: u32, h: u32, radius: f32) -> Image {
    paint(w, h, |x, y| {
        let d = rounded_rect_distance(x, y, w as f32, h as f32, radius);
        let alpha = coverage(d);
        let t = y / h as f32;
        let (top, foot) = (palette::TILE_FACE_TOP, palette::TILE_FACE_FOOT);
        let base: [f32; 3] = std::array::from_fn(|i| top[i] + (foot[i] - top[i]) * t * t);
        let rim = (-d / 5.0).clamp(0.0, 1.0);
        let shade = 0.78 + 0.22 * rim;
        let sheen = (1.0 - (y / (h as f32 * 0.18))).clamp(0.0, 1.0) * 0.04 * rim;
        [
            base[0] * shade + sheen,
            base[1] * shade + sheen,
            base[2] * shade + sheen,
            alpha,
        ]
    })
}

/// A tile's back: a teal weave with a rim.
fn tile_back(w: u32, h: u32, radius: f32) -> Image {
    paint(w, h, |x, y| {
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
    })
}

/// The soft shadow under a tile.
fn tile_shadow(w: u32, h: u32, radius: f32) -> Image {
    paint(w, h, |x, y| {
        let d = rounded_rect_distance(x, y, w as f32 - 10.0, h as f32 - 10.0, radius);
        let a = (1.0 - (d + 5.0) / 12.0).clamp(0.0, 1.0).powf(1.5) * 0.5;
        [0.0, 0.0, 0.0, a]
    })
}

/// A set's outline: a faint fill and a rim, sliced to any size.
fn set_outline() -> Image {
    paint(64, 64, |x, y| {
        let d = rounded_rect_distance(x, y, 64.0, 64.0, 14.0);
        let fill = coverage(d) * 0.14;
        let edge = (1.0 - (d + 2.0).abs() / 2.0).clamp(0.0, 1.0) * 0.6;
        [1.0, 1.0, 1.0, fill.max(edge)]
    })
}

/// Numerals: bold rounded strokes of width `stroke` (a share of their
/// height), drawn white and tinted per colour; index 0 unused.
fn numeral_images(images: &mut Assets<Image>, stroke: f32) -> Vec<(Handle<Image>, Vec2)> {
    let numeral_h = TILE_PX.y * 0.5;
    let px_per_unit = numeral_h * 2.0;
    let margin = 6.0 + (stroke - glyphs::STROKE) * px_per_unit / 2.0;
    let mut numerals = vec![(Handle::default(), Vec2::ZERO)];
    for n in 1..=13u8 {
        let (strokes, width) = glyphs::number(n);
        let (iw, ih) = (
            (width * px_per_unit + 2.0 * margin) as u32,
            (px_per_unit + 2.0 * margin) as u32,
        );
        let mask = glyphs::stroke_mask(&strokes, iw, ih, px_per_unit, Vec2::splat(margin), stroke);
        let image = images.add(mask_image(iw, ih, &mask, [1.0, 1.0, 1.0]));
        numerals.push((image, Vec2::new(iw as f32, ih as f32) / 2.0));
    }
    numerals
}

/// A colour-blind symbol (see `TileArt::symbols`), white.
fn symbol_image(kind: usize) -> Image {
    let size = 48u32;
    paint(size, size, |x, y| {
        let a = glyphs::symbol_coverage(kind, Vec2::new(x, y) / size as f32, 1.0 / size as f32);
        [1.0, 1.0, 1.0, a]
    })
}

/// The felt: soft mottling and a vignette.
fn felt_image() -> Image {
    paint(256, 256, |x, y| {
        let (u, v) = (x / 256.0, y / 256.0);
        let mottle =
            ((u * 7.0).sin() * (v * 5.0).cos() + (u * 17.0 + v * 11.0).sin() * 0.5) * 0.012;
        let grain = ((x * 12.9898 + y * 78.233).sin() * 43758.547).fract() * 0.02;
        let edge = (u - 0.5).powi(2) + (v - 0.5).powi(2);
        let vignette = 1.0 - edge * 0.9;
        let g = (0.33 + mottle + grain) * vignette;
        [0.09 * vignette + mottle, g, 0.22 * vignette + mottle, 1.0]
    })
}

/// The rack: warm wood with grain and a lit top edge.
fn wood_image() -> Image {
    paint(512, 128, |x, y| {
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
    })
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
