//! What egui drew, as its accessibility tree has it: each button, label,
//! box and slider with its name and rectangle (window pixels). A scripted
//! run keeps the latest frame's; a screenshot writes them beside itself, so
//! the layout tests can check that nothing overlaps or leaves the window.

use bevy::prelude::*;
use bevy_egui::egui::accesskit::{Node, Role};
use bevy_egui::{EguiContext, EguiOutput, EguiPostUpdateSet};
use serde_json::{Value, json};

/// The widgets of the latest frame.
#[derive(Resource, Debug, Default, Clone)]
pub struct Widgets(pub Vec<Value>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Widgets>()
        .add_systems(PreUpdate, enable_tree)
        .add_systems(
            PostUpdate,
            keep_widgets.after(EguiPostUpdateSet::PostProcessOutput),
        );
}

fn enable_tree(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut ctx in &mut contexts {
        ctx.get_mut().enable_accesskit();
    }
}

/// The roles a player sees and presses (what must fit and not overlap),
/// and scroll bars (what lies past a scrolled area's edge is not cut).
fn seen(role: Role) -> bool {
    matches!(
        role,
        Role::Button
            | Role::DefaultButton
            | Role::CheckBox
            | Role::RadioButton
            | Role::ComboBox
            | Role::Label
            | Role::TextInput
            | Role::Slider
            | Role::Link
            | Role::ScrollBar
    )
}

fn keep_widgets(
    outputs: Query<&EguiOutput>,
    windows: Query<&Window>,
    mut widgets: ResMut<Widgets>,
) {
    let Some((update, ppp)) = outputs.iter().find_map(|o| {
        Some((
            o.platform_output.accesskit_update.as_ref()?,
            o.pixels_per_point,
        ))
    }) else {
        return;
    };
    // egui's points to the window's logical pixels (the menus' size setting
    // zooms egui).
    let scale = windows
        .iter()
        .next()
        .map_or(1.0, |w| ppp / w.scale_factor());
    widgets.0 = update
        .nodes
        .iter()
        .filter(|(_, node)| seen(node.role()))
        .filter_map(|(id, node)| widget(id.0, node, scale))
        .collect();
}

fn widget(id: u64, node: &Node, scale: f32) -> Option<Value> {
    let b = node.bounds()?;
    let s = f64::from(scale);
    Some(json!({
        "id": id.to_string(),
        "role": format!("{:?}", node.role()),
        "name": node.label().or(node.value()).unwrap_or_default(),
        "rect": [b.x0 * s, b.y0 * s, b.x1 * s, b.y1 * s],
    }))
}
