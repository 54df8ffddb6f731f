//! Hand-drawn vector shapes for the tiles, rasterised at start-up: bold
//! rounded numerals 1–13, the joker's face, and the colour-blind symbols.
//! Everything is strokes and discs measured by signed distance, so the
//! edges are smooth at any size and no font or image file is needed.

use bevy::math::Vec2;

/// One stroke: a line segment, drawn with round caps.
type Segment = (Vec2, Vec2);

/// Glyph box: x from 0 to `DIGIT_W`, y from 0 (top) to 1 (bottom).
pub const DIGIT_W: f32 = 0.6;
pub const STROKE: f32 = 0.17;
/// The heavier stroke of the low-vision numerals.
pub const HEAVY_STROKE: f32 = 0.235;

fn arc(out: &mut Vec<Segment>, centre: Vec2, radius: Vec2, from_deg: f32, to_deg: f32) {
    let steps = (((to_deg - from_deg).abs() / 8.0).ceil() as usize).max(2);
    let point = |deg: f32| {
        let r = deg.to_radians();
        Vec2::new(centre.x + radius.x * r.cos(), centre.y - radius.y * r.sin())
    };
    for i in 0..steps {
        let a = from_deg + (to_deg - from_deg) * i as f32 / steps as f32;
        let b = from_deg + (to_deg - from_deg) * (i + 1) as f32 / steps as f32;
        out.push((point(a), point(b)));
    }
}

fn line(out: &mut Vec<Segment>, points: &[(f32, f32)]) {
    for w in points.windows(2) {
        out.push((Vec2::new(w[0].0, w[0].1), Vec2::new(w[1].0, w[1].1)));
    }
}

/// The strokes of one digit.
pub fn digit(d: u8) -> Vec<Segment> {
    let mut s = Vec::new();
    let v = |x, y| Vec2::new(x, y);
    match d {
        0 => arc(&mut s, v(0.3, 0.5), v(0.22, 0.41), 0.0, 360.0),
        1 => line(&mut s, &[(0.14, 0.24), (0.34, 0.09), (0.34, 0.91)]),
        2 => {
            arc(&mut s, v(0.3, 0.31), v(0.22, 0.22), 165.0, -25.0);
            line(
                &mut s,
                &[
                    (0.3 + 0.22 * 0.906, 0.31 + 0.22 * 0.423),
                    (0.08, 0.91),
                    (0.53, 0.91),
                ],
            );
        }
        3 => {
            arc(&mut s, v(0.29, 0.29), v(0.2, 0.2), 155.0, -90.0);
            arc(&mut s, v(0.29, 0.7), v(0.23, 0.21), 90.0, -155.0);
        }
        4 => {
            line(
                &mut s,
                &[(0.42, 0.91), (0.42, 0.09), (0.08, 0.66), (0.55, 0.66)],
            );
        }
        5 => {
            line(&mut s, &[(0.5, 0.09), (0.13, 0.09), (0.1, 0.47)]);
            arc(&mut s, v(0.3, 0.66), v(0.22, 0.25), 140.0, -160.0);
        }
        6 => {
            arc(&mut s, v(0.3, 0.68), v(0.22, 0.23), 0.0, 360.0);
            arc(&mut s, v(0.47, 0.66), v(0.39, 0.57), 97.0, 180.0);
        }
        7 => line(&mut s, &[(0.08, 0.09), (0.53, 0.09), (0.22, 0.91)]),
        8 => {
            arc(&mut s, v(0.3, 0.29), v(0.18, 0.2), 0.0, 360.0);
            arc(&mut s, v(0.3, 0.7), v(0.22, 0.21), 0.0, 360.0);
        }
        _ => {
            arc(&mut s, v(0.3, 0.32), v(0.22, 0.23), 0.0, 360.0);
            arc(&mut s, v(0.13, 0.34), v(0.39, 0.57), -83.0, 0.0);
        }
    }
    s
}

/// The strokes of a number 1–13, laid out in a box `width` wide.
pub fn number(n: u8) -> (Vec<Segment>, f32) {
    let digits: Vec<u8> = n.to_string().bytes().map(|b| b - b'0').collect();
    if digits.len() == 1 {
        return (digit(digits[0]), DIGIT_W);
    }
    // Two digits, a little narrower each, side by side.
    let squeeze = 0.8;
    let gap = 0.04;
    let mut out = Vec::new();
    for (i, &d) in digits.iter().enumerate() {
        let dx = i as f32 * (DIGIT_W * squeeze + gap);
        out.extend(digit(d).into_iter().map(|(a, b)| {
            (
                Vec2::new(a.x * squeeze + dx, a.y),
                Vec2::new(b.x * squeeze + dx, b.y),
            )
        }));
    }
    (out, DIGIT_W * squeeze * 2.0 + gap)
}

fn segment_distance(p: Vec2, a: Vec2, b: Vec2) -> f32 {
    let ab = b - a;
    let t = ((p - a).dot(ab) / ab.length_squared().max(1e-9)).clamp(0.0, 1.0);
    p.distance(a + ab * t)
}

/// Rasterises strokes (in glyph units, `unit` pixels each) into an alpha
/// mask of `w × h` pixels, offset by `origin` pixels.
pub fn stroke_mask(
    strokes: &[Segment],
    w: u32,
    h: u32,
    unit: f32,
    origin: Vec2,
    thickness: f32,
) -> Vec<f32> {
    let half = thickness * unit / 2.0;
    let mut out = vec![0.0; (w * h) as usize];
    for y in 0..h {
        for x in 0..w {
            let p = (Vec2::new(x as f32 + 0.5, y as f32 + 0.5) - origin) / unit;
            let d = strokes
                .iter()
                .map(|&(a, b)| segment_distance(p, a, b))
                .fold(f32::MAX, f32::min)
                * unit;
            out[(y * w + x) as usize] = (half - d + 0.5).clamp(0.0, 1.0);
        }
    }
    out
}

/// The colour-blind symbols: a filled disc, square, triangle and diamond,
/// as coverage functions over the unit square (centre 0.5, 0.5).
pub fn symbol_coverage(kind: usize, p: Vec2, px: f32) -> f32 {
    let d = match kind {
        0 => p.distance(Vec2::splat(0.5)) - 0.42,
        1 => polygon_distance(p, &[(0.14, 0.14), (0.86, 0.14), (0.86, 0.86), (0.14, 0.86)]),
        2 => polygon_distance(p, &[(0.5, 0.08), (0.94, 0.86), (0.06, 0.86)]),
        _ => polygon_distance(p, &[(0.5, 0.02), (0.96, 0.5), (0.5, 0.98), (0.04, 0.5)]),
    };
    (0.5 - d / px).clamp(0.0, 1.0)
}

/// Signed distance (negative inside) to a convex polygon, near enough at
/// the edge for anti-aliasing.
fn polygon_distance(p: Vec2, points: &[(f32, f32)]) -> f32 {
    let pts: Vec<Vec2> = points.iter().map(|&(x, y)| Vec2::new(x, y)).collect();
    let centre = pts.iter().copied().sum::<Vec2>() / pts.len() as f32;
    let mut d = f32::MIN;
    for i in 0..pts.len() {
        let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
        let mut n = (b - a).perp().normalize();
        if (centre - a).dot(n) > 0.0 {
            n = -n;
        }
        d = d.max((p - a).dot(n));
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_numeral_stays_in_its_box_and_draws_ink() {
        for n in 1..=13u8 {
            let (strokes, width) = number(n);
            for (a, b) in &strokes {
                for p in [a, b] {
                    assert!(
                        p.x >= -0.01 && p.x <= width + 0.01 && p.y >= 0.0 && p.y <= 1.0,
                        "{n}: {p}"
                    );
                }
            }
            let mask = stroke_mask(&strokes, 40, 50, 45.0, Vec2::new(5.0, 2.0), STROKE);
            let ink = mask.iter().filter(|&&a| a > 0.5).count();
            assert!(ink > 100, "{n} draws ink ({ink} pixels)");
        }
    }
}
