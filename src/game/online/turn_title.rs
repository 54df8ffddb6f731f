//! The window's title (in a browser, the page's title and icon) says when
//! it is your turn online: at the table, or in one of your games over days
//! listed on Play online. A player in another tab or window sees it there.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::OnlineSystems;
use super::lists::Lists;
use crate::game::locale::Tr;
use crate::game::session::{Phase, Session};
use crate::game::state::Screen;

const TITLE: &str = "Tilemeld";

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_turn.after(OnlineSystems::Follow));
}

/// Whether it is this player's turn somewhere online.
fn your_turn(session: Option<&Session>, screen: Screen, lists: &Lists) -> bool {
    if screen == Screen::Playing
        && let Some(s) = session.filter(|s| s.online_table().is_some())
    {
        return s.phase == Phase::Human;
    }
    lists
        .my_games
        .as_ref()
        .is_some_and(|games| games.iter().any(|g| g.your_turn))
}

fn show_turn(
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    lists: Res<Lists>,
    tr: Res<Tr>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut shown: Local<Option<bool>>,
) {
    let turn = your_turn(session.as_deref(), *screen.get(), &lists);
    if *shown == Some(turn) && !tr.is_changed() {
        return;
    }
    *shown = Some(turn);
    let title = if turn {
        tr.get("title-your-turn")
    } else {
        TITLE.into()
    };
    // A page's title is the document's (the window's is not carried there).
    #[cfg(target_arch = "wasm32")]
    page_title_and_icon(&title, turn);
    if let Ok(mut window) = windows.single_mut() {
        window.title = title;
    }
}

/// The page's title, and its icon with a dot while it is your turn.
#[cfg(target_arch = "wasm32")]
fn page_title_and_icon(title: &str, turn: bool) {
    const DOT: &str =
        "%3Ccircle cx='25' cy='7' r='6.5' fill='%23e8402f' stroke='white' stroke-width='1.5'/%3E";
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    document.set_title(title);
    let Some(link) = document.query_selector("link[rel=icon]").ok().flatten() else {
        return;
    };
    let Some(href) = link.get_attribute("href") else {
        return;
    };
    let plain = href.replace(DOT, "");
    let wanted = if turn {
        plain.replace("%3C/svg%3E", &format!("{DOT}%3C/svg%3E"))
    } else {
        plain
    };
    if wanted != href {
        let _ = link.set_attribute("href", &wanted);
    }
}
