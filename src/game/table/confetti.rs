//! A bit of confetti when a round ends.

use bevy::prelude::*;

use super::layout::CurrentLayout;
use super::motion::MotionRate;
use crate::game::messages::Feedback;
use crate::game::palette;
use crate::game::state::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (celebrate, fall_confetti)
            .after(super::ViewSync)
            .in_set(crate::game::GameSystems::View),
    );
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
    mut feedback: MessageReader<Feedback>,
    layout: Res<CurrentLayout>,
    rate: Res<MotionRate>,
    time: Res<Time>,
) {
    if !feedback.read().any(|f| *f == Feedback::RoundOver) || rate.0 <= 0.0 {
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
