//! The layout at every size: nothing overlaps, targets a finger can hit,
//! tiles that fill the felt, sets that stay where they were put.

use super::sizes::FLOOR_TILE_H;
use super::*;

fn sets(n: usize, len: usize) -> Vec<(SetId, usize)> {
    (0..n).map(|i| (SetId(i as u32), len)).collect()
}

const SIZES: [(f32, f32); 7] = [
    (360.0, 640.0),
    (390.0, 844.0),
    (768.0, 1024.0),
    (800.0, 600.0),
    (1280.0, 800.0),
    (1920.0, 1080.0),
    (3840.0, 2160.0),
];

/// Sets put down by a player: in the middle, in a corner, at the edge,
/// and one on top of another.
const PLACED: [(SetId, Vec2); 4] = [
    (SetId(1), Vec2::new(0.5, 0.5)),
    (SetId(0), Vec2::new(0.05, 0.95)),
    (SetId(5), Vec2::new(1.0, 0.0)),
    (SetId(3), Vec2::new(0.52, 0.5)),
];

fn overlap(a: Rect, b: Rect) -> bool {
    let i = a.intersect(b);
    !i.is_empty() && i.size().min_element() > 0.5
}

fn inside(outer: Rect, inner: Rect) -> bool {
    inner.min.x >= outer.min.x - 0.5
        && inner.min.y >= outer.min.y - 0.5
        && inner.max.x <= outer.max.x + 0.5
        && inner.max.y <= outer.max.y + 0.5
}

/// Every size from a small phone held upright to 4K, with one to five
/// opponents, every size setting, an empty to a full table and a short
/// to a long rack: nothing overlaps and nothing leaves the window.
#[test]
fn nothing_overlaps_at_any_size() {
    for (w, h) in SIZES {
        let window = Vec2::new(w, h);
        let screen = Rect::from_center_size(Vec2::ZERO, window);
        for opponents in 1..=5 {
            for scale in [0.8, 1.0, 1.6, 2.0] {
                for (sets, rack_len, anchors) in [
                    (sets(0, 3), 6, &[][..]),
                    (sets(0, 3), 14, &[][..]),
                    (sets(8, 4), 20, &[][..]),
                    (sets(30, 4), 24, &[][..]),
                    (sets(8, 4), 20, &PLACED[..]),
                    (sets(30, 4), 24, &PLACED[..]),
                ] {
                    let l = layout_for(&LayoutRequest {
                        window,
                        sets: &sets,
                        rack_len,
                        opponents,
                        scale,
                        anchors,
                        zoom: TableZoom::default(),
                        mirrored: false,
                    });
                    let what = format!(
                        "{w}x{h}, {opponents} opponents, scale {scale}, {} sets, rack {rack_len}, {} placed",
                        sets.len(),
                        anchors.len()
                    );
                    let mut parts = vec![
                        ("table", l.table),
                        ("rack", l.rack),
                        ("pool", l.pool),
                        ("controls", l.controls),
                        ("menu", l.menu_button),
                        ("notices", l.notices),
                        ("sort", l.sort_buttons),
                    ];
                    parts.extend(l.opponents.iter().map(|&r| ("seat", r)));
                    for (i, (name, r)) in parts.iter().enumerate() {
                        assert!(inside(screen, *r), "{what}: {name} {r:?} leaves the window");
                        assert!(
                            r.width() > 1.0 && r.height() > 1.0,
                            "{what}: {name} is empty"
                        );
                        for (other, q) in &parts[i + 1..] {
                            assert!(
                                !overlap(*r, *q),
                                "{what}: {name} {r:?} overlaps {other} {q:?}"
                            );
                        }
                    }
                    assert_eq!(l.opponents.len(), opponents);
                    // A seat card keeps room for a name and a count, with
                    // five others as with three.
                    for r in &l.opponents {
                        assert!(r.width() >= 80.0, "{what}: a seat of {:?}", r.size());
                    }
                    // Readable tiles, except on a small phone with large
                    // tiles and a full table.
                    let floor = if scale > 1.0 && w < 400.0 {
                        FLOOR_TILE_H
                    } else {
                        MIN_TILE_H
                    };
                    assert!(l.tile.y >= floor, "{what}: tiles {}", l.tile.y);
                    for s in &l.sets {
                        assert!(inside(l.table, s.rect), "{what}: a set leaves the table");
                    }
                    for (i, a) in l.sets.iter().enumerate() {
                        for b in &l.sets[i + 1..] {
                            assert!(!overlap(a.rect, b.rect), "{what}: sets overlap");
                        }
                    }
                    for slot in &l.rack_slots[..rack_len] {
                        let tile = Rect::from_center_size(*slot, l.rack_tile);
                        assert!(inside(l.rack, tile), "{what}: a rack tile leaves the rack");
                    }
                }
            }
        }
    }
}

/// What a finger needs: on a phone the layout stands upright, and the
/// buttons and rack tiles are at least 44 pixels.
#[test]
fn phones_get_the_portrait_form_with_targets_a_finger_can_hit() {
    for (w, h) in SIZES {
        let l = layout(Vec2::new(w, h), &sets(6, 3), 14, 3);
        let portrait = h > w;
        assert_eq!(l.form == Form::Portrait, portrait, "{w}x{h}");
        for (name, r) in [
            ("controls", l.controls),
            ("menu", l.menu_button),
            ("sort", l.sort_buttons),
        ] {
            assert!(
                r.height() >= TOUCH_MIN - 0.5,
                "{w}x{h}: {name} is {} high",
                r.height()
            );
        }
        assert!(
            l.rack_tile.x >= TOUCH_MIN - 0.5,
            "{w}x{h}: rack tiles {} wide",
            l.rack_tile.x
        );
        if portrait {
            // The controls sit right above the rack, at the bottom.
            assert!(l.controls.min.y >= l.rack.max.y && l.controls.max.y < 0.0);
            // Five buttons in the row, each wide enough.
            assert!(l.controls.width() / 5.0 >= TOUCH_MIN, "{w}x{h}");
        }
    }
}

#[test]
fn tiles_fill_the_felt_and_the_size_setting_makes_them_larger() {
    // A few sets on a big screen are drawn large, not in a corner.
    let l = layout(Vec2::new(1920.0, 1080.0), &sets(3, 3), 14, 3);
    assert!(l.tile.y >= 80.0, "tiles {} high", l.tile.y);
    assert!(l.rack_tile.y >= 80.0, "rack tiles {} high", l.rack_tile.y);
    let big = layout_for(&LayoutRequest {
        window: Vec2::new(390.0, 844.0),
        sets: &sets(3, 3),
        rack_len: 14,
        opponents: 3,
        scale: 1.6,
        anchors: &[],
        zoom: TableZoom::default(),
        mirrored: false,
    });
    let normal = layout(Vec2::new(390.0, 844.0), &sets(3, 3), 14, 3);
    assert!(big.rack_tile.x > normal.rack_tile.x);
    assert!(big.controls.height() > normal.controls.height());
}

/// However full the table, a new set has room: a point of free felt
/// (a drop there makes a new set) at least a tile wide.
#[test]
fn there_is_always_free_felt_for_a_new_set() {
    for (w, h) in SIZES {
        for n in [1, 4, 8, 16, 30] {
            let l = layout(Vec2::new(w, h), &sets(n, 4), 14, 3);
            let free = (0..200)
                .flat_map(|i| (0..200).map(move |j| (i, j)))
                .any(|(i, j)| {
                    let p = Vec2::new(
                        l.table.min.x + l.table.width() * (i as f32 + 0.5) / 200.0,
                        l.table.min.y + l.table.height() * (j as f32 + 0.5) / 200.0,
                    );
                    let spot = Rect::from_center_size(p, l.tile * 1.2);
                    l.sets.iter().all(|s| s.rect.intersect(spot).is_empty())
                        && inside(l.table, spot)
                        && matches!(l.drop_target(p), Some(DropTarget::NewSet { .. }))
                });
            assert!(free, "{w}x{h} with {n} sets: no free felt");
        }
    }
}

/// A set put down on free felt stays where it was put (its first tile
/// under the point, or against the table's edge when it would cross
/// it), at every size and after the window changes; the other sets flow
/// around it, and a set put on top of it flows instead.
#[test]
fn a_set_put_on_the_felt_stays_where_it_was_put() {
    for (w, h) in SIZES {
        for n in [3, 10] {
            let all = sets(n, 3);
            let put = Vec2::new(0.6, 0.25);
            let anchors = [(SetId(1), put), (SetId(2), put + Vec2::new(0.01, 0.0))];
            let l = layout_for(&LayoutRequest {
                window: Vec2::new(w, h),
                sets: &all,
                rack_len: 14,
                opponents: 2,
                scale: 1.0,
                anchors: &anchors,
                zoom: TableZoom::default(),
                mirrored: false,
            });
            let what = format!("{w}x{h}, {n} sets");
            let set = l.set(SetId(1)).expect("the set is laid out");
            let want = felt_point_in(l.table, put);
            let at_edge = (set.rect.max.x - l.table.max.x).abs() < 0.5
                || (set.rect.min.y - l.table.min.y).abs() < 0.5;
            assert!(
                set.tiles[0].distance(want) < 0.5 || at_edge,
                "{what}: the set is at {:?}, put at {want:?}",
                set.tiles[0]
            );
            assert!(
                (l.felt_place(set.tiles[0]) - put).length() < 0.5,
                "{what}: the set is far from where it was put"
            );
            for (i, a) in l.sets.iter().enumerate() {
                assert!(inside(l.table, a.rect), "{what}: a set leaves the table");
                for b in &l.sets[i + 1..] {
                    assert!(!overlap(a.rect, b.rect), "{what}: sets overlap");
                }
            }
            assert_eq!(l.sets.len(), n, "{what}");
            // The same place, as a share of the table, in another window.
            let other = layout_for(&LayoutRequest {
                window: Vec2::new(h.max(w) * 0.8, h.min(w) * 0.8),
                sets: &all,
                rack_len: 14,
                opponents: 2,
                scale: 1.0,
                anchors: &anchors,
                zoom: TableZoom::default(),
                mirrored: false,
            });
            let moved = other.set(SetId(1)).expect("laid out");
            assert!(
                (other.felt_place(moved.tiles[0]) - put).length() < 0.5,
                "{what}: resized, the set moved away"
            );
        }
    }
    // Without a place every row is centred as before; with one, the
    // set under the point is the one put there.
    let plain = layout(Vec2::new(1280.0, 800.0), &sets(3, 3), 14, 1);
    let put = [(SetId(0), Vec2::new(0.2, 0.2))];
    let placed = layout_for(&LayoutRequest {
        window: Vec2::new(1280.0, 800.0),
        sets: &sets(3, 3),
        rack_len: 14,
        opponents: 1,
        scale: 1.0,
        anchors: &put,
        zoom: TableZoom::default(),
        mirrored: false,
    });
    let point = felt_point_in(placed.table, Vec2::new(0.2, 0.2));
    assert!(matches!(
        placed.drop_target(point),
        Some(DropTarget::Set { set: SetId(0), .. })
    ));
    assert!(!matches!(
        plain.drop_target(point),
        Some(DropTarget::Set { set: SetId(0), .. })
    ));
}

#[test]
fn right_to_left_mirrors_the_frame_and_keeps_the_tiles_in_order() {
    for window in [
        Vec2::new(390.0, 844.0),
        Vec2::new(1280.0, 800.0),
        Vec2::new(1920.0, 1080.0),
    ] {
        let laid = sets(4, 3);
        let request = |mirrored| LayoutRequest {
            window,
            sets: &laid,
            rack_len: 14,
            opponents: 3,
            scale: 1.0,
            anchors: &[],
            zoom: TableZoom::default(),
            mirrored,
        };
        let plain = layout_for(&request(false));
        let rtl = layout_for(&request(true));
        for (what, a, b) in [
            ("controls", plain.controls, rtl.controls),
            ("pool", plain.pool, rtl.pool),
            ("menu button", plain.menu_button, rtl.menu_button),
            ("rack", plain.rack, rtl.rack),
            ("table", plain.table, rtl.table),
            ("sort buttons", plain.sort_buttons, rtl.sort_buttons),
        ] {
            assert_eq!(mirror(a), b, "{what} at {window}");
        }
        // The next seat is the rightmost one.
        let xs: Vec<f32> = rtl.opponents.iter().map(|r| r.center().x).collect();
        assert!(xs.windows(2).all(|w| w[0] > w[1]), "{xs:?}");
        // Tiles still run left to right, in the rack and in each set.
        assert!(rtl.rack_slots[0].x < rtl.rack_slots[1].x);
        for set in &rtl.sets {
            assert!(set.tiles.windows(2).all(|w| w[0].x < w[1].x));
            assert!(inside(rtl.table, set.rect), "a set off the table");
        }
        assert_eq!(plain.tile, rtl.tile);
        if form_of(window) == Form::Landscape {
            assert!(rtl.controls.max.x < rtl.table.min.x, "controls on the left");
        }
    }
}

#[test]
fn tiles_grow_with_the_window_and_shrink_with_a_full_table() {
    let small = layout(Vec2::new(800.0, 600.0), &sets(3, 3), 14, 1);
    let big = layout(Vec2::new(3840.0, 2160.0), &sets(3, 3), 14, 1);
    assert!(big.tile.y > small.tile.y);
    let full = layout(Vec2::new(800.0, 600.0), &sets(30, 4), 14, 1);
    assert!(full.tile.y < small.tile.y);
}

#[test]
fn drops_hit_sets_slots_the_rack_and_free_space() {
    let l = layout(Vec2::new(1280.0, 800.0), &sets(2, 3), 14, 1);
    let first = &l.sets[0];
    // Left of the second tile: slot 1.
    let p = Vec2::new(first.tiles[1].x - 1.0, first.tiles[1].y);
    assert_eq!(
        l.drop_target(p),
        Some(DropTarget::Set {
            set: SetId(0),
            index: 1
        })
    );
    let p = Vec2::new(first.tiles[2].x + 5.0, first.tiles[2].y);
    assert_eq!(
        l.drop_target(p),
        Some(DropTarget::Set {
            set: SetId(0),
            index: 3
        })
    );
    assert!(matches!(
        l.drop_target(l.rack_slots[3]),
        Some(DropTarget::Rack { index: 3 })
    ));
    let free = Vec2::new(l.table.center().x, l.table.min.y + 10.0);
    assert_eq!(
        l.drop_target(free),
        Some(DropTarget::NewSet {
            after: Some(SetId(1))
        })
    );
    assert_eq!(l.drop_target(Vec2::new(0.0, l.window.y / 2.0 - 2.0)), None);
    // In the gap between the two sets of the first row: after the first.
    let gap = Vec2::new(
        (l.sets[0].rect.max.x + l.sets[1].rect.min.x) / 2.0,
        l.sets[0].rect.center().y,
    );
    assert_eq!(
        l.drop_target(gap),
        Some(DropTarget::NewSet {
            after: Some(SetId(0))
        })
    );
}

/// The table grows with the window: on a desktop screen a full deal lies
/// in one row across half the width; on a 4K screen at scale 1 a tile is
/// at least 7% of the height, on the rack and on the table; a smaller
/// desktop keeps two rows rather than smaller tiles.
#[test]
fn the_rack_and_the_tiles_grow_with_the_window() {
    let hd = layout(Vec2::new(1920.0, 1080.0), &sets(4, 3), 14, 3);
    assert_eq!(hd.rack_rows, 1);
    assert!(hd.rack.width() > 0.5 * 1920.0, "{:?}", hd.rack);
    let uhd = layout(Vec2::new(3840.0, 2160.0), &sets(4, 3), 14, 3);
    assert_eq!(uhd.rack_rows, 1);
    assert!(uhd.rack_tile.y >= 0.07 * 2160.0, "{:?}", uhd.rack_tile);
    assert!(uhd.tile.y >= 0.07 * 2160.0, "{:?}", uhd.tile);
    // The rows are the full deal's: a smaller desktop keeps two rows
    // rather than smaller tiles, with fewer tiles too (none flips mid-round).
    for rack_len in [6, 13, 14] {
        let small = layout(Vec2::new(1280.0, 800.0), &[], rack_len, 3);
        assert_eq!(small.rack_rows, 2, "{rack_len} tiles");
    }
    // The pool beside a one-row rack stays a finger's target.
    for (w, h) in [(1920.0, 1080.0), (3840.0, 2160.0)] {
        let l = layout(Vec2::new(w, h), &[], 6, 3);
        assert_eq!(l.rack_rows, 1);
        assert!(l.pool.height() >= TOUCH_MIN, "{w}x{h}: {:?}", l.pool);
    }
}
