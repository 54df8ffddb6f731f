//! Automation for tests and screenshots on native builds:
//! - `TILEMELD_SCREENSHOT=<file.png>` saves a screenshot of the window after
//!   `TILEMELD_SCREENSHOT_FRAME` frames (default 60) and exits.
//! - `TILEMELD_EXIT_AFTER_FRAMES=<n>` closes the app after n frames.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

#[derive(Resource)]
struct Automation {
    screenshot: Option<String>,
    screenshot_frame: u32,
    exit_after: Option<u32>,
    frame: u32,
}

pub(super) fn plugin(app: &mut App) {
    let env_u32 = |name: &str| std::env::var(name).ok().and_then(|v| v.parse().ok());
    let automation = Automation {
        screenshot: std::env::var("TILEMELD_SCREENSHOT").ok(),
        screenshot_frame: env_u32("TILEMELD_SCREENSHOT_FRAME").unwrap_or(60),
        exit_after: env_u32("TILEMELD_EXIT_AFTER_FRAMES"),
        frame: 0,
    };
    if automation.screenshot.is_some() || automation.exit_after.is_some() {
        app.insert_resource(automation)
            .add_systems(Last, drive_automation);
    }
}

fn drive_automation(
    mut commands: Commands,
    mut automation: ResMut<Automation>,
    mut exit: MessageWriter<AppExit>,
) {
    automation.frame += 1;
    if automation.frame == automation.screenshot_frame
        && let Some(path) = automation.screenshot.clone()
    {
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path))
            .observe(
                |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                    exit.write(AppExit::Success);
                },
            );
    }
    if automation.exit_after == Some(automation.frame) {
        exit.write(AppExit::Success);
    }
}
