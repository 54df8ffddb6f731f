//! The language the game speaks: the one chosen in Settings, or else the
//! system's (in a browser, `navigator.languages`). [`Tr`] holds its
//! catalogs; every screen reads its words from it.

use std::sync::Arc;

use bevy::prelude::*;

use crate::game::persist::Settings;
use crate::i18n::{Lang, Messages};

/// The catalogs of the language being spoken.
#[derive(Resource, Clone, Deref)]
pub struct Tr(pub Arc<Messages>);

impl Tr {
    pub fn new(lang: Lang) -> Tr {
        let messages = Messages::new(lang);
        for problem in &messages.problems {
            error!("a message catalog does not read: {problem}");
        }
        Tr(Arc::new(messages))
    }
}

impl Default for Tr {
    fn default() -> Tr {
        Tr::new(Lang::En)
    }
}

/// The system's language, read once at start (Settings change often; the
/// system's languages do not while the game runs).
#[derive(Resource, Clone, Copy)]
struct SystemLang(Lang);

pub(super) fn plugin(app: &mut App) {
    let system = system_language();
    app.insert_resource(SystemLang(system))
        .insert_resource(Tr::new(system))
        .add_systems(
            PreUpdate,
            follow_settings.run_if(resource_exists_and_changed::<Settings>),
        );
}

/// The system's first language the game speaks (`TILEMELD_LANG` first, for
/// tests and screenshots), or English.
pub fn system_language() -> Lang {
    if let Some(lang) = std::env::var("TILEMELD_LANG")
        .ok()
        .and_then(|tag| Lang::from_tag(&tag))
    {
        return lang;
    }
    let wanted: Vec<String> = sys_locale::get_locales().collect();
    Lang::negotiate(wanted.iter().map(String::as_str))
}

/// The language follows Settings (and the system's, while none is chosen).
fn follow_settings(settings: Res<Settings>, system: Res<SystemLang>, mut tr: ResMut<Tr>) {
    let lang = settings.language.unwrap_or(system.0);
    if tr.lang() != lang {
        *tr = Tr::new(lang);
    }
}
