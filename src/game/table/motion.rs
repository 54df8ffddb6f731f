//! How tiles move: a spring towards where the state puts them (with a
//! small settle), a delay before each sets off (the deal), and a shake when
//! the rules turn them away.

use bevy::prelude::*;

use crate::game::persist::Settings;

/// Where a tile is heading and how it looks when it gets there.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct TileMotion {
    pub target: Vec2,
    pub z: f32,
    pub scale: f32,
    /// Into the pool or onto a hidden rack: gone once it gets there.
    pub hide_on_arrival: bool,
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
    /// Seconds left of a fade in at a new place (when tiles do not glide).
    pub fade: f32,
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

/// Seconds for a tile to cover most of the way to its target.
pub const GLIDE_SECS: f32 = 0.18;

/// Seconds a tile takes to fade in where it lands, when tiles do not glide
/// (reduced motion, or instant animation).
pub const FADE_SECS: f32 = 0.15;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MotionRate>()
        .add_systems(
            Update,
            (apply_motion_rate, animate_tiles)
                .chain()
                .after(super::ViewSync)
                .in_set(crate::game::GameSystems::View),
        )
        // After every system that colours a tile's sprites this frame.
        .add_systems(PostUpdate, fade_tiles);
}

/// The animation setting, as a rate (0: instant).
fn apply_motion_rate(settings: Option<Res<Settings>>, mut rate: ResMut<MotionRate>) {
    if let Some(settings) = settings.filter(|s| s.is_changed()) {
        rate.set_if_neq(MotionRate(settings.motion_rate()));
    }
}

/// Moves every tile towards its target on a lightly damped spring, so it
/// arrives with a small settle. Tiles that went into the pool or onto
/// another player's rack disappear once they get there.
fn animate_tiles(
    time: Res<Time>,
    rate: Res<MotionRate>,
    mut tiles: Query<(
        &TileMotion,
        &mut TileKinetics,
        &mut Transform,
        &mut Visibility,
    )>,
) {
    let dt = time.delta_secs().min(0.05);
    let scale_k = 1.0 - (-dt * 3.0 * rate.0.max(0.01) / GLIDE_SECS).exp();
    let omega = std::f32::consts::TAU * 1.7 * rate.0;
    let damping = 0.72;
    for (motion, mut kin, mut transform, mut visibility) in &mut tiles {
        let mut pos = kin.pos.unwrap_or(transform.translation.truncate());
        let mut velocity = kin.velocity;
        kin.fade = (kin.fade - dt).max(0.0);
        if rate.0 <= 0.0 {
            if kin
                .pos
                .is_some_and(|p| p.distance_squared(motion.target) > 1.0)
            {
                kin.fade = FADE_SECS;
            }
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
        // Without motion, a refused tile does not shake (the sound and the
        // message say it).
        let shake = if kin.shake > 0.0 && rate.0 > 0.0 {
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
        let gone = arrived && motion.hide_on_arrival;
        visibility.set_if_neq(if gone {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        });
    }
}

/// A tile fading in: its face and every part of it (numeral, mark, shadow)
/// at the same opacity, then opaque again.
fn fade_tiles(
    tiles: Query<(Entity, &TileKinetics, &Children)>,
    mut sprites: Query<&mut Sprite>,
    mut fading: Local<Vec<Entity>>,
) {
    let was = std::mem::take(&mut *fading);
    for (entity, kin, children) in &tiles {
        if kin.fade <= 0.0 && !was.contains(&entity) {
            continue;
        }
        let alpha = 1.0 - 0.8 * (kin.fade / FADE_SECS);
        for part in std::iter::once(entity).chain(children.iter()) {
            if let Ok(mut sprite) = sprites.get_mut(part)
                && (sprite.color.alpha() - alpha).abs() > 1e-3
            {
                sprite.color.set_alpha(alpha);
            }
        }
        if kin.fade > 0.0 {
            fading.push(entity);
        }
    }
}
