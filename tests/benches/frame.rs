//! Per-frame cost of all the game's systems, headless, with all 106 tiles
//! on the table. Run: `cargo bench --bench frame`.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use tilemeld::game::core_plugin;
use tilemeld::game::messages::{LiftTiles, PointerDrop};
use tilemeld::game::seats::GameSetup;
use tilemeld::game::session::Session;
use tilemeld::rules::Round;

fn main() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            16,
        )))
        .insert_resource(GameSetup::default());
    app.world_mut().spawn(Window::default());
    app.add_plugins(core_plugin);
    app.update();
    app.update();

    // Every tile on the table: eight runs 1-13 (two without their 13s) and
    // a group of the two 13s with a joker; the other joker left on the rack.
    let mut table = Vec::new();
    for c in ["k", "b", "o", "r"] {
        for copy in 0..2 {
            let top = if copy == 1 && (c == "k" || c == "b") {
                12
            } else {
                13
            };
            let run: Vec<String> = (1..=top).map(|n| format!("{c}{n}")).collect();
            table.push(run.join(" "));
        }
    }
    table.push("k13 b13 j".into());
    let table: Vec<&str> = table.iter().map(String::as_str).collect();
    {
        let mut session = app.world_mut().resource_mut::<Session>();
        let rules = session.rules().clone();
        session.game.round =
            Round::arranged(&["j", "", "", ""], &table, &rules).expect("a full table");
        session.begin_turn();
    }
    for _ in 0..30 {
        app.update();
    }

    let measure = |app: &mut App, frames: u32, with_drag: bool| -> f64 {
        let start = Instant::now();
        for i in 0..frames {
            if with_drag && i % 2 == 0 {
                let tiles = app.world().resource::<Session>().draft.sets[0].tiles[12..].to_vec();
                app.world_mut().write_message(LiftTiles {
                    tiles: tiles.clone(),
                });
                app.update();
                let at = Vec2::new(0.0, -100.0 + (i % 50) as f32);
                app.world_mut().write_message(PointerDrop { tiles, at });
            }
            app.update();
        }
        start.elapsed().as_secs_f64() * 1e6 / frames as f64
    };
    let idle = measure(&mut app, 3000, false);
    let busy = measure(&mut app, 3000, true);
    println!("game systems per frame, headless, 106 tiles on the table:");
    println!("  idle frame                       {idle:>8.1} µs");
    println!("  frame with a drag and drop       {busy:>8.1} µs");
}
