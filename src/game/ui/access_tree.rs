//! The table in the accessibility tree: egui names its own buttons and
//! labels; this adds what is drawn as sprites (the rack and the table as
//! lists of tile buttons, a button per set to put picked tiles into it)
//! and the live region that says what just happened. Screen readers read
//! it through AccessKit natively; in a browser the page mirrors it.
//! A pressed node comes back as an AccessKit action request on the next
//! frame and becomes an [`AccessAction`].

use std::collections::HashMap;

use bevy::prelude::*;
use bevy_egui::egui::accesskit::{Action, Live, NodeId, Role, Toggled};
use bevy_egui::egui::{self, Id, UiBuilder};
use bevy_egui::{EguiContexts, EguiOutput, EguiPostUpdateSet, EguiPrimaryContextPass};

use crate::game::access::reading::{TableReading, TileReading, read_table};
use crate::game::access::{AccessAction, Announcements};
use crate::game::locale::Tr;
use crate::game::play::hand::Hand;
use crate::game::session::Session;
use crate::game::state::Screen;
use crate::game::table::SetView;
use crate::rules::TileId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        write_tree
            .run_if(in_state(Screen::Playing))
            .run_if(super::theme::ui_ready),
    )
    .add_systems(
        PostUpdate,
        tidy_labels
            .after(EguiPostUpdateSet::ProcessOutput)
            .before(EguiPostUpdateSet::PostProcessOutput),
    );
}

/// What a screen reader says of egui's own widgets: right to left, the
/// text egui was given in display order goes back to reading order (every
/// text the catalogs gave the screen is remembered with its reading); and
/// an icon at the start of a button's text ("✔ Done") is left out.
fn tidy_labels(mut outputs: Query<&mut EguiOutput>, tr: Res<Tr>) {
    let rtl = tr.lang().is_rtl();
    for mut output in &mut outputs {
        let Some(update) = output.platform_output.accesskit_update.as_mut() else {
            continue;
        };
        for (_, node) in &mut update.nodes {
            if let Some(label) = node.label().and_then(|l| tidy(&tr, rtl, l)) {
                node.set_label(label);
            }
            if let Some(value) = node.value().and_then(|v| tidy(&tr, rtl, v)) {
                node.set_value(value);
            }
        }
    }
}

/// The text as said, when it differs from the text shown.
fn tidy(tr: &Tr, rtl: bool, shown: &str) -> Option<String> {
    let text = if rtl { tr.reading_of(shown) } else { None };
    let text = text.as_deref().unwrap_or(shown);
    let words = without_icon(text);
    (words != shown).then(|| words.to_string())
}

/// The text without a leading icon: a first word of symbols only.
fn without_icon(text: &str) -> &str {
    match text.split_once(' ') {
        Some((icon, rest))
            if !icon.is_empty() && icon.chars().all(|c| !c.is_ascii() && !c.is_alphanumeric()) =>
        {
            rest
        }
        _ => text,
    }
}

/// The buttons of the last tree written, by node: what pressing each does.
#[derive(Default)]
struct Buttons(HashMap<NodeId, AccessAction>);

#[allow(clippy::too_many_arguments)]
fn write_tree(
    mut contexts: EguiContexts,
    session: Res<Session>,
    announcements: Res<Announcements>,
    hand: Res<Hand>,
    sets: Query<&SetView>,
    tr: Res<Tr>,
    mut buttons: Local<Buttons>,
    mut actions: MessageWriter<AccessAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let pressed: Vec<AccessAction> = ctx.input(|input| {
        input
            .events
            .iter()
            .filter_map(|event| match event {
                egui::Event::AccessKitActionRequest(request) if request.action == Action::Click => {
                    buttons.0.get(&request.target_node).copied()
                }
                _ => None,
            })
            .collect()
    });
    actions.write_batch(pressed);
    buttons.0.clear();
    // The live region first; nothing more when no reader asked for the tree.
    let live = ctx.accesskit_node_builder(Id::new("access-live"), |n| {
        n.set_role(Role::Status);
        n.set_live(Live::Polite);
        // Every other announcement ends in a no-break space: a sentence said
        // twice in a row (a refusal, a question asked again) is a new label,
        // so a reader says it again.
        let mark = if announcements.serial % 2 == 1 {
            "\u{a0}"
        } else {
            ""
        };
        n.set_label(format!("{}{mark}", announcements.latest()));
    });
    if live.is_none() {
        return Ok(());
    }
    let held: Vec<TileId> = hand.picked.clone();
    let valid = |id| {
        sets.iter()
            .find(|s| s.id == id)
            .is_none_or(|s| s.problem.is_none())
    };
    let reading = read_table(&tr, &session, &held, valid);
    egui::Area::new(Id::new("access-table"))
        .interactable(false)
        .fixed_pos(egui::pos2(0.0, 0.0))
        .show(ctx, |ui| write_lists(ui, &tr, &reading, &mut buttons));
    Ok(())
}

fn write_lists(ui: &mut egui::Ui, tr: &Tr, reading: &TableReading, buttons: &mut Buttons) {
    if let Some(rack) = &reading.rack {
        let label = tr.part_with("access-rack", &[("count", rack.len().into())]);
        list(ui, "access-rack", label, |ui| {
            for t in rack {
                item(ui, t.tile, |ui| tile_button(ui, t, buttons));
            }
        });
    }
    let label = tr.part_with("access-table", &[("count", reading.sets.len().into())]);
    list(ui, "access-sets", label, |ui| {
        for set in &reading.sets {
            ui.scope_builder(UiBuilder::new().id_salt(("set", set.id)), |ui| {
                let id = ui.unique_id();
                ui.ctx().accesskit_node_builder(id, |n| {
                    n.set_role(Role::ListItem);
                    n.set_label(set.words.clone());
                });
                button(
                    ui,
                    "put",
                    set.put.clone(),
                    AccessAction::PutInSet(set.id),
                    buttons,
                );
                for t in &set.tiles {
                    tile_button(ui, t, buttons);
                }
            });
        }
    });
    if reading.rack.is_some() {
        button(
            ui,
            "new-set",
            tr.part("access-new-set"),
            AccessAction::PutNewSet,
            buttons,
        );
        button(
            ui,
            "back",
            tr.part("access-back-to-rack"),
            AccessAction::PutBack,
            buttons,
        );
    }
}

fn tile_button(ui: &mut egui::Ui, t: &TileReading, buttons: &mut Buttons) {
    let id = button(
        ui,
        ("tile", t.tile.0),
        t.words.clone(),
        AccessAction::Pick(t.tile),
        buttons,
    );
    let toggled = if t.picked {
        Toggled::True
    } else {
        Toggled::False
    };
    ui.ctx()
        .accesskit_node_builder(id, |n| n.set_toggled(toggled));
}

/// A node of its own, a child of the node `ui` is in.
fn node(
    ui: &mut egui::Ui,
    salt: impl std::hash::Hash + std::fmt::Debug,
    fill: impl FnOnce(&mut egui::accesskit::Node),
) -> Id {
    ui.scope_builder(UiBuilder::new().id_salt(salt), |ui| {
        let id = ui.unique_id();
        ui.ctx().accesskit_node_builder(id, fill);
        id
    })
    .inner
}

fn button(
    ui: &mut egui::Ui,
    salt: impl std::hash::Hash + std::fmt::Debug,
    label: String,
    action: AccessAction,
    buttons: &mut Buttons,
) -> Id {
    let id = node(ui, salt, |n| {
        n.set_role(Role::Button);
        n.set_label(label);
        n.add_action(Action::Click);
    });
    buttons.0.insert(id.accesskit_id(), action);
    id
}

fn list(ui: &mut egui::Ui, salt: &str, label: String, items: impl FnOnce(&mut egui::Ui)) {
    ui.scope_builder(UiBuilder::new().id_salt(salt), |ui| {
        let id = ui.unique_id();
        ui.ctx().accesskit_node_builder(id, |n| {
            n.set_role(Role::List);
            n.set_label(label);
        });
        items(ui);
    });
}

fn item(
    ui: &mut egui::Ui,
    salt: impl std::hash::Hash + std::fmt::Debug,
    inside: impl FnOnce(&mut egui::Ui),
) {
    ui.scope_builder(UiBuilder::new().id_salt(salt), |ui| {
        let id = ui.unique_id();
        ui.ctx()
            .accesskit_node_builder(id, |n| n.set_role(Role::ListItem));
        inside(ui);
    });
}
