//! Where the UI drew its named buttons last frame: the screens note them,
//! the test probe ([`crate::game::dev`]) reads them. A leaf, so the screens
//! depend on no test tooling.

use std::collections::BTreeMap;

use bevy::prelude::*;

/// Where named buttons were drawn last frame, in window pixels.
#[derive(Resource, Debug, Default, Clone)]
pub struct UiRects(pub BTreeMap<&'static str, [f32; 4]>);

impl UiRects {
    pub fn note(&mut self, name: &'static str, r: bevy_egui::egui::Rect) {
        self.0.insert(name, [r.min.x, r.min.y, r.max.x, r.max.y]);
    }
}

/// Notes where a widget was drawn, when the rects are kept (the probe).
pub fn note(
    rects: &mut Option<ResMut<UiRects>>,
    name: &'static str,
    response: &bevy_egui::egui::Response,
) {
    if let Some(r) = rects {
        r.note(name, response.rect);
    }
}
