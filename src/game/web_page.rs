//! The page around the game in a browser.
//!
//! Bevy sizes the canvas from the `devicePixelContentBoxSize` the browser
//! reports. A browser emulating a phone (device pixel ratio 3) reports CSS
//! pixels there, so Bevy took a 390-pixel-wide page for 130 logical pixels
//! and the menus for a giant's. The page's own width in CSS pixels is the
//! truth about the logical size: when Bevy's differs, its scale factor is
//! corrected to the physical pixels per CSS pixel it really has. On a real
//! phone the two agree and nothing changes.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, match_css_pixels);
}

fn match_css_pixels(mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    let Ok(mut window) = windows.single_mut() else {
        return;
    };
    let Some(css_width) = web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|v| v.as_f64())
    else {
        return;
    };
    let physical = f64::from(window.resolution.physical_width());
    if css_width < 1.0 || physical < 1.0 {
        return;
    }
    let wanted = (physical / css_width) as f32;
    if (window.scale_factor() - wanted).abs() > 0.02 {
        window.resolution.set_scale_factor_override(Some(wanted));
    }
}
