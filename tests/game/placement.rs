//! Where sets lie and how much of the table is seen, without a window:
//! a set put on free felt stays where it was put (the view's, not the
//! rules'), and the table zooms and pans (what a pinch, the wheel, the
//! keys and a drag on free felt send).

use bevy::prelude::*;
use tilemeld::game::messages::{PanTable, TurnCommand, ZoomTable};
use tilemeld::game::table::layout::Layout;
use tilemeld::game::table::{TableZoom, TileMotion, TileView};
use tilemeld::rules::{DropTarget, TileId};

use super::{
    app, arrange, command, dana_against_ada, drag, layout, press_key, rack_tile, session,
    table_text,
};

/// A point at this share of the table that a drop would make a new set at.
fn felt_at(l: &Layout, share: Vec2) -> Vec2 {
    let p = l.table.min + share * l.table.size();
    assert!(
        matches!(l.drop_target(p), Some(DropTarget::NewSet { .. })),
        "{share:?} of the table is not free felt"
    );
    p
}

/// Where the first tile of the set holding `tile` is drawn.
fn set_start(app: &App, tile: TileId) -> Vec2 {
    let set = session(app).draft.locate(tile).unwrap().unwrap();
    layout(app).set(set).unwrap().tiles[0]
}

fn faces(app: &App, faces: &str) -> Vec<TileId> {
    faces.split(' ').map(|f| rack_tile(app, f)).collect()
}

#[test]
fn a_set_put_on_free_felt_stays_where_it_was_put_through_moves_and_turns() {
    let mut app = app(dana_against_ada());
    arrange(
        &mut app,
        &["r1 r2 r3 k9 k10 k11", "b1 b2"],
        &["o4 o5 o6", "b7 b8 b9"],
    );
    let run = faces(&app, "r1 r2 r3");
    let at = felt_at(&layout(&app), Vec2::new(0.7, 0.25));
    drag(&mut app, run.clone(), at);
    assert_eq!(table_text(&app), vec!["o4 o5 o6", "b7 b8 b9", "r1 r2 r3"]);
    assert!(set_start(&app, run[0]).distance(at) < 0.5);

    // Moved whole to other free felt: it goes there, and the rules' table
    // and its undo steps do not change (one Undo takes the set back).
    let before = session(&app).draft.clone();
    let other = felt_at(&layout(&app), Vec2::new(0.15, 0.2));
    drag(&mut app, run.clone(), other);
    assert_eq!(session(&app).draft, before);
    assert!(set_start(&app, run[0]).distance(other) < 0.5);
    command(&mut app, TurnCommand::Undo);
    assert_eq!(table_text(&app), vec!["o4 o5 o6", "b7 b8 b9"]);

    // Laid again and played: the next turns keep it where it was put, as
    // it grows, and after the window changes.
    drag(&mut app, run.clone(), other);
    let k = faces(&app, "k9 k10 k11");
    let beside = felt_at(&layout(&app), Vec2::new(0.6, 0.6));
    drag(&mut app, k.clone(), beside);
    command(&mut app, TurnCommand::Done);
    assert_eq!(
        session(&app).game.round.table.len(),
        4,
        "the turn was taken"
    );
    assert!(set_start(&app, run[0]).distance(other) < 0.5);
    assert!(set_start(&app, k[0]).distance(beside) < 0.5);
    let share = layout(&app).felt_place(other);
    let mut window = app.world_mut().query::<&mut Window>();
    window
        .single_mut(app.world_mut())
        .unwrap()
        .resolution
        .set(900.0, 1400.0);
    app.update();
    let l = layout(&app);
    let start = set_start(&app, run[0]);
    assert!(
        (l.felt_place(start) - share).length() < 0.05,
        "portrait: the set is at {:?} of the table, was put at {share:?}",
        l.felt_place(start)
    );
    // Nothing overlaps with the placed sets among the flowing ones.
    for (i, a) in l.sets.iter().enumerate() {
        for b in &l.sets[i + 1..] {
            assert!(a.rect.intersect(b.rect).is_empty(), "sets overlap");
        }
    }
}

#[test]
fn the_table_zooms_about_a_point_pans_within_its_edges_and_hides_what_is_off_it() {
    let mut app = app(dana_against_ada());
    let table: Vec<String> = (1..=11)
        .map(|n| format!("r{n} b{n} o{n}"))
        .chain((1..=11).map(|n| format!("k{n} r{n} b{n}")))
        .collect();
    let table: Vec<&str> = table.iter().map(String::as_str).collect();
    arrange(&mut app, &["o12 o13 k12", "b12 b13"], &table);
    let fit = layout(&app);
    assert_eq!(fit.zoom, TableZoom::default());
    assert!(fit.max_zoom > 2.0, "a full table can be zoomed");

    // Zoomed twice about the first tile of the set nearest the centre:
    // that tile stays put, tiles are twice as large.
    let middle = (0..fit.sets.len())
        .min_by(|&a, &b| {
            let d = |i: usize| fit.sets[i].tiles[0].distance(fit.table.center());
            d(a).total_cmp(&d(b))
        })
        .unwrap();
    let anchor = fit.sets[middle].tiles[0];
    app.world_mut().write_message(ZoomTable {
        by: 2.0,
        at: anchor,
    });
    app.update();
    app.update();
    let zoomed = layout(&app);
    assert!((zoomed.zoom.zoom - 2.0).abs() < 1e-4);
    assert!((zoomed.tile.y - 2.0 * fit.tile.y).abs() < 0.01);
    assert!(zoomed.sets[middle].tiles[0].distance(anchor) < 0.5);
    // A drop on that tile hits its set, though the layout moved.
    assert!(matches!(
        zoomed.drop_target(anchor),
        Some(DropTarget::Set { set, .. }) if set == fit.sets[middle].id
    ));

    // Tiles over the table's edge are hidden (they would cover the seats or
    // the controls); those wholly on it are not.
    let mut q = app.world_mut().query::<(&TileView, &TileMotion)>();
    let motions: Vec<(TileId, TileMotion)> = q.iter(app.world()).map(|(v, m)| (v.0, *m)).collect();
    let (mut shown, mut hidden) = (0, 0);
    for set in &session(&app).draft.sets {
        for t in &set.tiles {
            let m = motions.iter().find(|(id, _)| id == t).unwrap().1;
            assert_eq!(m.hide_on_arrival, !zoomed.shows_table_tile(m.target));
            if zoomed.table.contains(m.target) && !m.hide_on_arrival {
                let r = Rect::from_center_size(m.target, zoomed.tile);
                assert!(
                    r.min.cmpge(zoomed.table.min - 0.5).all()
                        && r.max.cmple(zoomed.table.max + 0.5).all()
                );
            }
            if m.hide_on_arrival {
                hidden += 1;
            } else {
                shown += 1;
            }
        }
    }
    assert!(shown > 0 && hidden > 0, "{shown} shown, {hidden} hidden");

    // A pan moves everything by as much, and is held at the table's edge.
    app.world_mut().write_message(PanTable {
        by: Vec2::new(30.0, -20.0),
    });
    app.update();
    app.update();
    let panned = layout(&app);
    let moved = panned.sets[middle].tiles[0] - zoomed.sets[middle].tiles[0];
    assert!(moved.distance(Vec2::new(30.0, -20.0)) < 0.5, "{moved:?}");
    app.world_mut().write_message(PanTable {
        by: Vec2::new(1e5, 1e5),
    });
    app.update();
    app.update();
    let edge = layout(&app);
    let limit = (edge.zoom.zoom - 1.0) * edge.table.size() / 2.0;
    assert!(edge.zoom.pan.distance(limit) < 0.5, "{:?}", edge.zoom.pan);

    // A set laid down while zoomed keeps its place once zoomed out.
    arrange(
        &mut app,
        &["o12 o13 k12", "b12 b13"],
        &["r1 b1 o1", "r2 b2 o2", "r3 b3 o3", "k9 r9 b9"],
    );
    let centre = layout(&app).table.center();
    app.world_mut().write_message(ZoomTable {
        by: 2.0,
        at: centre,
    });
    app.update();
    app.update();
    let edge = layout(&app);
    assert!(edge.zoom.zoom > 1.2, "zoomed to {}", edge.zoom.zoom);
    let run = faces(&app, "o12 o13 k12");
    let spot = (0..40)
        .flat_map(|i| (0..40).map(move |j| Vec2::new(i as f32 + 0.5, j as f32 + 0.5) / 40.0))
        .map(|s| edge.table.min + s * edge.table.size())
        .find(|&p| {
            // Away from the whole table's edges, where a set is held inside.
            let whole = edge.felt_place(p);
            let tall = edge.table.height() / edge.table.width();
            (0.15..0.85).contains(&whole.x)
                && (0.15 * tall..0.85 * tall).contains(&whole.y)
                && matches!(edge.drop_target(p), Some(DropTarget::NewSet { .. }))
                && edge.sets.iter().all(|s| {
                    s.rect
                        .intersect(Rect::from_center_size(p, edge.tile * 3.0))
                        .is_empty()
                })
        });
    let spot = spot.expect("free felt in view while zoomed");
    let share = edge.felt_place(spot);
    drag(&mut app, vec![run[0]], spot);
    press_key(&mut app, KeyCode::Digit0);
    app.update();
    let whole = layout(&app);
    assert_eq!(whole.zoom, TableZoom::default());
    let start = set_start(&app, run[0]);
    assert!(
        (whole.felt_place(start) - share).length() < 0.02,
        "put at {share:?}, shown at {:?}",
        whole.felt_place(start)
    );

    // Zoomed out past the whole table: no change; the keys zoom in steps.
    app.world_mut().write_message(ZoomTable {
        by: 0.25,
        at: Vec2::ZERO,
    });
    app.update();
    assert_eq!(layout(&app).zoom, TableZoom::default());
    press_key(&mut app, KeyCode::Equal);
    app.update();
    assert!((layout(&app).zoom.zoom - 1.25).abs() < 1e-4);
    press_key(&mut app, KeyCode::Minus);
    app.update();
    assert!((layout(&app).zoom.zoom - 1.0).abs() < 1e-4);
}

#[test]
fn a_zoomed_tile_is_never_larger_than_a_large_tile() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r1 r2 r3", "b1 b2"], &["o4 o5 o6"]);
    let l = layout(&app);
    app.world_mut().write_message(ZoomTable {
        by: 3.0,
        at: l.table.center(),
    });
    app.update();
    app.update();
    let after = layout(&app);
    assert!(after.tile.y <= 1.5 * 96.0 + 0.01, "tiles {}", after.tile.y);
    assert!(after.zoom.zoom <= after.max_zoom + 1e-4);
}

/// On a phone held upright, tables from empty to crowded: a tile laid on
/// the lowest free felt (where the browser test taps) lies where it was
/// laid, and nothing overlaps.
#[test]
fn on_a_phone_a_tile_laid_on_free_felt_lies_there_at_any_fullness() {
    let sets = [
        "r1 b1 o1",
        "k2 r2 b2",
        "o3 o4 o5",
        "k5 k6 k7 k8",
        "b9 b10 b11",
        "r9 r10 r11 r12",
        "o9 k9 b9",
        "k11 k12 k13",
        "o11 o12 o13",
        "r4 r5 r6",
        "b4 b5 b6 b7",
    ];
    for count in 0..=sets.len() {
        let mut app = app(dana_against_ada());
        let mut window = app.world_mut().query::<&mut Window>();
        window
            .single_mut(app.world_mut())
            .unwrap()
            .resolution
            .set(390.0, 844.0);
        arrange(
            &mut app,
            &["k1 k3 k4 r7 r8 b12 b13 o6 o7 o8 k10 r13 b3 o2", "o10 r3"],
            &sets[..count],
        );
        let l = layout(&app);
        // The lowest free felt from the left, clear of the sets by a margin.
        let margin = 25.0;
        let spot = (0..200)
            .flat_map(|row| (0..80).map(move |col| (row, col)))
            .map(|(row, col)| {
                Vec2::new(
                    l.table.min.x + margin + col as f32 * 5.0,
                    l.table.min.y + margin + row as f32 * 5.0,
                )
            })
            .filter(|p| l.table.contains(*p + Vec2::splat(margin)))
            .find(|p| {
                l.sets.iter().all(|s| !s.rect.inflate(margin).contains(*p))
                    && matches!(l.drop_target(*p), Some(DropTarget::NewSet { .. }))
            })
            .unwrap_or_else(|| panic!("{count} sets: no free felt"));
        let tile = rack_tile(&app, "k1");
        drag(&mut app, vec![tile], spot);
        let after = layout(&app);
        let at = set_start(&app, tile);
        assert!(
            at.distance(spot) < after.tile.x * 0.5,
            "{count} sets: laid at {spot:?}, lies at {at:?} (tile {:?}, table {:?} then {:?})",
            after.tile,
            l.table,
            after.table
        );
        for (i, a) in after.sets.iter().enumerate() {
            for b in &after.sets[i + 1..] {
                assert!(
                    a.rect.intersect(b.rect).is_empty(),
                    "{count} sets: sets overlap"
                );
            }
        }
    }
}
