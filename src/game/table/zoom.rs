//! Zooming into the table and panning it, for a full table on a small
//! screen: a pinch, the mouse wheel or the keys zoom about a point, a drag
//! on free felt pans. The zoom is the view's; the layout holds it within
//! what the table allows (no smaller than the whole table, no tile larger
//! than a large one) and the pan so the table stays covered.

use bevy::prelude::*;

use super::layout::{CurrentLayout, TableZoom};
use crate::game::messages::{PanTable, ZoomTable};
use crate::game::state::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableZoom>()
        .add_systems(OnEnter(Screen::Playing), |mut z: ResMut<TableZoom>| {
            *z = TableZoom::default();
        })
        .add_systems(
            Update,
            zoom_and_pan
                .in_set(crate::game::GameSystems::Input)
                .run_if(in_state(Screen::Playing)),
        );
}

fn zoom_and_pan(
    mut zooms: MessageReader<ZoomTable>,
    mut pans: MessageReader<PanTable>,
    layout: Res<CurrentLayout>,
    mut view: ResMut<TableZoom>,
) {
    let layout = &layout.0;
    let c = layout.table.center();
    // Start from what the layout holds, so a zoom past the limit does not
    // have to be undone step by step.
    let mut next = layout.zoom;
    for z in zooms.read() {
        let to = (next.zoom * z.by).clamp(1.0, layout.max_zoom);
        // The point under `at` stays under it.
        next.pan = z.at - c - (z.at - c - next.pan) * (to / next.zoom);
        next.zoom = to;
        next = held(next, layout.table.size());
    }
    for p in pans.read() {
        next.pan += p.by;
        next = held(next, layout.table.size());
    }
    if next != layout.zoom {
        view.set_if_neq(next);
    }
}

/// The pan within what keeps the zoomed table over the whole table.
fn held(zoom: TableZoom, table: Vec2) -> TableZoom {
    let limit = (zoom.zoom - 1.0).max(0.0) * table / 2.0;
    TableZoom {
        zoom: zoom.zoom,
        pan: zoom.pan.clamp(-limit, limit),
    }
}
