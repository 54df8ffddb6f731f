//! A small read-only JSON view of the game for tests: the screen, the
//! phase, where tiles and buttons are drawn (window pixels), the table.
//! The browser test reads it through `tilemeld_state()` on the web build;
//! the window tests get the tile map with their screenshots.

use std::sync::Mutex;

use bevy::prelude::*;
use serde_json::{Value, json};

use crate::game::online::deal_check::{DealSeen, DealVerdict};
use crate::game::online::{Link, OnlinePlay};
use crate::game::session::{Phase, Session};
use crate::game::state::{Menu, Screen};
use crate::game::table::layout::{Layout, MAX_TILE_H, TILE_ASPECT};
use crate::game::table::{CurrentLayout, TileMotion, TilePlace, TileView};
use crate::game::ui_rects::UiRects;
use crate::rules::{faces, format_tiles};

/// The latest view, as JSON text.
static LATEST: Mutex<String> = Mutex::new(String::new());

/// The latest view of the game as JSON (the web build exports this).
pub fn latest() -> String {
    LATEST.lock().map(|s| s.clone()).unwrap_or_default()
}

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn tilemeld_state() -> String {
    latest()
}

#[derive(Resource, Default)]
struct Frames(u64);

pub fn plugin(app: &mut App) {
    app.init_resource::<UiRects>()
        .init_resource::<Frames>()
        .add_systems(Last, publish);
}

pub type TileQuery<'w, 's> = Query<
    'w,
    's,
    (
        &'static TileView,
        &'static TilePlace,
        &'static TileMotion,
        &'static GlobalTransform,
        &'static InheritedVisibility,
    ),
>;

/// Where each visible, face-up tile is drawn, in window pixels.
pub fn tile_rects(tiles: &TileQuery, cameras: &Query<(&Camera, &GlobalTransform)>) -> Vec<Value> {
    let Some((camera, cam_t)) = cameras.iter().next() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (view, place, motion, transform, visible) in tiles {
        if !visible.get() || !place.face_up() {
            continue;
        }
        let centre = transform.translation().truncate();
        let settled = centre.distance(motion.target) < 1.0;
        let half = Vec2::new(MAX_TILE_H * TILE_ASPECT, MAX_TILE_H) * transform.scale().x / 2.0;
        let a = camera.world_to_viewport(cam_t, (centre - half).extend(0.0));
        let b = camera.world_to_viewport(cam_t, (centre + half).extend(0.0));
        if let (Ok(a), Ok(b)) = (a, b) {
            let (place_name, slot) = match place {
                TilePlace::Rack { slot } => ("rack", *slot),
                TilePlace::Table { slot, .. } => ("table", *slot),
                _ => ("other", 0),
            };
            out.push(json!({
                "id": view.0.0,
                "tile": view.0.face().to_string(),
                "rect": [a.x.min(b.x), a.y.min(b.y), a.x.max(b.x), a.y.max(b.y)],
                "settled": settled,
                "on_table": place_name == "table",
                "place": place_name,
                "slot": slot,
            }));
        }
    }
    out.sort_by_key(|t| (t["place"].as_str().map(str::to_string), t["slot"].as_u64()));
    out
}

/// The others' seat cards, in window pixels (`[left, top, right, bottom]`).
pub fn seat_rects(layout: &Layout) -> Value {
    let half = layout.window / 2.0;
    layout
        .opponents
        .iter()
        .map(|r| {
            json!([
                r.min.x + half.x,
                half.y - r.max.y,
                r.max.x + half.x,
                half.y - r.min.y
            ])
        })
        .collect()
}

fn publish(
    mut frames: ResMut<Frames>,
    screen: Option<Res<State<Screen>>>,
    menu: Option<Res<State<Menu>>>,
    session: Option<Res<Session>>,
    layout: Option<Res<CurrentLayout>>,
    rects: Res<UiRects>,
    tiles: TileQuery,
    cameras: Query<(&Camera, &GlobalTransform)>,
    windows: Query<&Window>,
    online: Option<OnlinePlay>,
    said: Option<Res<crate::game::access::Announcements>>,
    deal: Option<Res<DealSeen>>,
) {
    frames.0 += 1;
    let window = windows.iter().next().map(|w| {
        json!({
            "width": w.width(),
            "height": w.height(),
            "scale": w.scale_factor(),
            "cursor": w.cursor_position().map(|c| [c.x, c.y]),
            "title": w.title,
            "physical": [w.resolution.physical_width(), w.resolution.physical_height()],
        })
    });
    let screen = screen.map_or("none".to_string(), |s| format!("{:?}", s.get()));
    let menu = menu.map_or("none".to_string(), |s| format!("{:?}", s.get()));
    let game = session.as_deref().map(game_json);
    let table_rect = layout.as_ref().and_then(|l| {
        let (camera, t) = cameras.iter().next()?;
        let a = camera
            .world_to_viewport(t, l.0.table.min.extend(0.0))
            .ok()?;
        let b = camera
            .world_to_viewport(t, l.0.table.max.extend(0.0))
            .ok()?;
        Some([a.x.min(b.x), a.y.min(b.y), a.x.max(b.x), a.y.max(b.y)])
    });
    let online = online.as_ref().map(online_json);
    let view = json!({
        "online": online,
        "deal_check": deal.and_then(|d| d.verdict).map(|v| match v {
            DealVerdict::Fair { rounds } => json!({"fair": true, "rounds": rounds}),
            DealVerdict::Unfair(why) => json!({"fair": false, "why": why.to_string()}),
        }),
        "said": said.map(|a| a.recent().map(str::to_string).collect::<Vec<_>>()),
        "ready": frames.0 > 3,
        "frame": frames.0,
        "window": window,
        "screen": screen,
        "menu": menu,
        "game": game,
        "buttons": rects.0,
        "table_rect": table_rect,
        "seats": layout.as_ref().map(|l| seat_rects(&l.0)),
        "zoom": layout.as_ref().map(|l| json!({
            "zoom": l.0.zoom.zoom,
            "pan": [l.0.zoom.pan.x, l.0.zoom.pan.y],
            "max": l.0.max_zoom,
        })),
        "tiles": if session.is_some() { tile_rects(&tiles, &cameras) } else { Vec::new() },
    });
    if let Ok(mut latest) = LATEST.lock() {
        *latest = view.to_string();
    }
}

/// The game's part of the view.
fn game_json(s: &Session) -> Value {
    let phase = match s.phase {
        Phase::Cover { .. } => "cover",
        Phase::Human => "human",
        Phase::Computer => "computer",
        Phase::RoundOver => "round_over",
        Phase::MatchOver => "match_over",
    };
    json!({
        "seed": s.game.config.seed,
        "round": s.game.round_number,
        "turn_serial": s.turn_serial,
        "turns": s.game.round.turns,
        "phase": phase,
        "online": s.online_table().map(|o| json!({
            "code": o.code,
            "you": o.you,
            "seq": o.seq,
            "awaiting": o.awaiting,
        })),
        "current": s.current_seat(),
        "viewer": s.viewer(),
        "pool": s.game.round.pool.len(),
        "counts": s.game.round.seats.iter().map(|seat| seat.rack.len()).collect::<Vec<_>>(),
        "table": s.game.round.table.iter().map(|set| format_tiles(&faces(set))).collect::<Vec<_>>(),
        "draft": s.draft.sets.iter().map(|set| format_tiles(&faces(&set.tiles))).collect::<Vec<_>>(),
        "rack": s.viewer().map(|v| format_tiles(&faces(&s.game.round.seats[v].rack))),
        "log": s.game.log.len(),
        "puzzle": s.puzzle_run().map(|p| json!({
            "lesson": p.lesson,
            "done": p.done,
            "focus": p.focus.len(),
        })),
    })
}

/// The online client's part of the view.
fn online_json(o: &OnlinePlay) -> Value {
    json!({
        "link": match o.conn.link() {
            Link::Offline => "offline",
            Link::Connecting => "connecting",
            Link::Open => "open",
            Link::Lost { .. } => "lost",
        },
        "ticket": o.seat.ticket.as_ref().map(|t| json!({"code": t.code, "seat": t.seat})),
        "room": o.room.view.as_ref().map(|v| json!({
            "code": v.code,
            "phase": format!("{:?}", v.phase),
            "you": v.you,
            "host": v.host,
            "seq": v.seq,
            "taken": v.seats.iter().map(|s| s.taken).collect::<Vec<_>>(),
            "names": v.seats.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
            "computers": v.seats.iter().map(|s| s.kind != crate::online::SeatKind::Human).collect::<Vec<_>>(),
            "rack": v.rack.len(),
            "watching": v.watching,
            "ratings": v.ratings,
        })),
        "problem": o.problem.0.as_ref().map(|p| p.key),
        "player": o.card().map(|c| json!({"id": c.id, "name": c.name, "recovery": c.recovery.is_some()})),
        "identity": format!("{:?}", *o.identity),
        "waiting": o.wait.0.as_ref().map(|w| json!({"waited": w.waited, "fill_in": w.fill_in})),
        "watching": o.watched.0,
        "games": o.lists.games.as_ref().map(|g| g.iter().map(|g| json!({"code": g.code, "players": g.players})).collect::<Vec<_>>()),
        "my_games": o.lists.my_games.as_ref().map(|g| g.iter().map(|g| json!({"code": g.code, "your_turn": g.your_turn})).collect::<Vec<_>>()),
        "recent": o.lists.recent.as_ref().map(|r| json!({"name": r.name, "games": r.games.len()})),
        "leaderboard": o.lists.leaderboard.as_ref().map(|b| json!({
            "rules": b.rules,
            "players": b.players.iter().map(|p| json!({"name": p.name, "rating": p.rating})).collect::<Vec<_>>(),
            "you": b.you.as_ref().map(|y| json!({"rank": y.rank, "rating": y.rating})),
        })),
    })
}
