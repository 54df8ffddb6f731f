//! The accessibility tree in a browser. AccessKit has no adapter for the
//! web, and a canvas shows a screen reader nothing, so the page keeps an
//! off-screen copy of the tree in HTML (buttons, lists, a live region):
//! each frame whose tree changed, the tree goes to the page's
//! `tilemeldAccess` as JSON; a button pressed in the page comes back
//! through `tilemeld_access_press` as the AccessKit action egui would get
//! from a native screen reader.

use std::cell::RefCell;

use bevy::prelude::*;
use bevy_egui::egui::accesskit::{
    Action, ActionRequest, Live, Node, NodeId, Toggled, TreeId, TreeUpdate,
};
use bevy_egui::egui::{self, Event};
use bevy_egui::{EguiContext, EguiInput, EguiOutput, EguiPostUpdateSet, EguiPreUpdateSet};
use serde_json::{Value, json};

use crate::game::access::AccessQuery;
use crate::game::locale::Tr;
use wasm_bindgen::{JsCast, JsValue};

thread_local! {
    /// Nodes pressed in the page since the last frame.
    static PRESSED: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
    /// Questions asked with a key on the page's copy since the last frame.
    static ASKED: RefCell<Vec<AccessQuery>> = const { RefCell::new(Vec::new()) };
    /// Text fields of the copy, and their whole text as typed there.
    static TYPED: RefCell<Vec<(u64, String)>> = const { RefCell::new(Vec::new()) };
}

/// The page's copy of a text field now holds `text`: the field takes it on
/// its next frame ([`take_typed`]). (egui lets no field keep the keyboard
/// while the canvas is not focused, so the text cannot go in as key presses.)
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn tilemeld_access_text(id: &str, text: &str) {
    if let Ok(id) = id.parse() {
        let text: String = text.chars().take(MAX_TYPED).collect();
        TYPED.with_borrow_mut(|t| {
            t.retain(|(field, _)| *field != id);
            if t.len() < 16 {
                t.push((id, text));
            }
        });
    }
}

/// The text typed into the copy of the field `id` since it last looked.
pub fn take_typed(id: egui::Id) -> Option<String> {
    let node = id.accesskit_id().0;
    TYPED.with_borrow_mut(|t| {
        let i = t.iter().position(|(field, _)| *field == node)?;
        Some(t.remove(i).1)
    })
}

/// The longest text taken from the copy at once (the game's fields are
/// shorter still).
const MAX_TYPED: usize = 256;

/// The page pressed a node of the tree (its id as the JSON gave it).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn tilemeld_access_press(id: &str) {
    if let Ok(id) = id.parse() {
        PRESSED.with_borrow_mut(|p| {
            if p.len() < 64 {
                p.push(id);
            }
        });
    }
}

/// A key pressed on the page's copy (its `key`, or its `code` when the
/// key is not one character): the copy keeps its
/// keys from the game, but the keys that ask a question are for the game.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn tilemeld_access_key(key: &str) {
    if let Some(query) = AccessQuery::for_web_key(key) {
        ASKED.with_borrow_mut(|a| {
            if a.len() < 16 {
                a.push(query);
            }
        });
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            enable_tree,
            press
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        ),
    )
    .add_systems(
        PostUpdate,
        send_tree.after(EguiPostUpdateSet::PostProcessOutput),
    )
    .add_systems(Update, page_language.run_if(resource_changed::<Tr>))
    .add_systems(Update, asked.before(crate::game::GameSystems::Input));
}

fn asked(mut queries: MessageWriter<AccessQuery>) {
    queries.write_batch(ASKED.with_borrow_mut(std::mem::take));
}

/// The page's language and direction follow the game's, so a screen reader
/// reads the tree in the right voice (and Hebrew right to left).
fn page_language(tr: Res<Tr>) {
    let Some(html) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let lang = tr.lang();
    let _ = html.set_attribute("lang", lang.tag());
    let _ = html.set_attribute("dir", if lang.is_rtl() { "rtl" } else { "ltr" });
}

fn enable_tree(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut ctx in &mut contexts {
        ctx.get_mut().enable_accesskit();
    }
}

fn press(mut inputs: Query<&mut EguiInput>) {
    let pressed = PRESSED.with_borrow_mut(std::mem::take);
    let Some(mut input) = inputs.iter_mut().next() else {
        return;
    };
    for id in pressed {
        input
            .0
            .events
            .push(Event::AccessKitActionRequest(ActionRequest {
                action: Action::Click,
                target_tree: TreeId::ROOT,
                target_node: NodeId(id),
                data: None,
            }));
    }
}

fn send_tree(
    outputs: Query<&EguiOutput>,
    mut last_update: Local<Option<TreeUpdate>>,
    mut last: Local<String>,
) {
    let Some(update) = outputs
        .iter()
        .find_map(|o| o.platform_output.accesskit_update.as_ref())
    else {
        return;
    };
    // egui writes the whole tree every frame; most frames it is the same
    // tree, and comparing it costs less than writing it out as JSON.
    if last_update.as_ref() == Some(update) {
        return;
    }
    *last_update = Some(update.clone());
    let text = tree_json(update).to_string();
    if *last == text {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(show) = js_sys::Reflect::get(&window, &JsValue::from_str("tilemeldAccess")) else {
        return;
    };
    if let Ok(show) = show.dyn_into::<js_sys::Function>() {
        let _ = show.call1(&JsValue::NULL, &JsValue::from_str(&text));
    }
    *last = text;
}

/// The tree as the page reads it: the root's id and every node by id.
fn tree_json(update: &TreeUpdate) -> Value {
    // A field named by the label beside it (`Response::labelled_by`).
    let labels: std::collections::HashMap<NodeId, &str> = update
        .nodes
        .iter()
        .filter_map(|(id, node)| Some((*id, node.label().or(node.value())?)))
        .collect();
    let nodes: serde_json::Map<String, Value> = update
        .nodes
        .iter()
        .map(|(id, node)| (id.0.to_string(), node_json(node, &labels)))
        .collect();
    json!({
        "root": update.tree.as_ref().map(|t| t.root.0.to_string()),
        "focus": update.focus.0.to_string(),
        "nodes": nodes,
    })
}

fn node_json(node: &Node, labels: &std::collections::HashMap<NodeId, &str>) -> Value {
    let mut out = json!({
        "role": format!("{:?}", node.role()),
        "children": node.children().iter().map(|c| c.0.to_string()).collect::<Vec<_>>(),
    });
    let label = node.label().map(str::to_string).or_else(|| {
        let by: Vec<&str> = node
            .labelled_by()
            .iter()
            .filter_map(|id| labels.get(id).copied())
            .collect();
        (!by.is_empty()).then(|| by.join(" "))
    });
    let fields = [
        ("name", label),
        ("value", node.value().map(str::to_string)),
        ("description", node.description().map(str::to_string)),
    ];
    for (key, value) in fields {
        if let Some(v) = value.filter(|v| !v.is_empty()) {
            out[key] = Value::String(v);
        }
    }
    if let Some(toggled) = node.toggled() {
        out["toggled"] = Value::Bool(toggled == Toggled::True);
    }
    if node.is_disabled() {
        out["disabled"] = Value::Bool(true);
    }
    if let Some(lang) = node.language() {
        out["lang"] = Value::String(lang.to_string());
    }
    if node.live().is_some_and(|l| l != Live::Off) {
        out["live"] = Value::Bool(true);
    }
    if node.supports_action(Action::Click) {
        out["press"] = Value::Bool(true);
    }
    if let Some(n) = node.numeric_value() {
        out["number"] = json!(n);
    }
    out
}
