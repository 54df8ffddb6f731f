//! The languages the game speaks, and the choice of one from what the
//! system or the browser asks for.

use serde::{Deserialize, Serialize};

/// A language with a complete catalog, or the pseudo-language that tests
/// the layout (accented and 40% longer).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lang {
    En,
    De,
    Fr,
    Nl,
    Es,
    Pt,
    Pl,
    Tr,
    He,
    Ko,
    Zh,
    /// Not a language: English, accented and lengthened.
    Pseudo,
}

impl Lang {
    /// Every language a player may choose, in the order the list shows them.
    pub const ALL: [Lang; 11] = [
        Lang::En,
        Lang::De,
        Lang::Fr,
        Lang::Nl,
        Lang::Es,
        Lang::Pt,
        Lang::Pl,
        Lang::Tr,
        Lang::He,
        Lang::Ko,
        Lang::Zh,
    ];

    /// The BCP 47 tag of its catalog folder (`assets/locales/<tag>/`).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Nl => "nl",
            Lang::Es => "es",
            Lang::Pt => "pt",
            Lang::Pl => "pl",
            Lang::Tr => "tr",
            Lang::He => "he",
            Lang::Ko => "ko",
            Lang::Zh => "zh",
            Lang::Pseudo => "en-XA",
        }
    }

    /// Its own name, as the language list shows it to those who read it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Nl => "Nederlands",
            Lang::Es => "Español",
            Lang::Pt => "Português",
            Lang::Pl => "Polski",
            Lang::Tr => "Türkçe",
            Lang::He => "עברית",
            Lang::Ko => "한국어",
            Lang::Zh => "中文",
            Lang::Pseudo => "Ƥšéûđö",
        }
    }

    /// Written in a script the menus' own font lacks (Hebrew, Hangul,
    /// Chinese characters): shown with a font of the system's.
    pub fn needs_script_font(self) -> bool {
        matches!(self, Lang::He | Lang::Ko | Lang::Zh)
    }

    /// Whether its script is set in italics for a tagline (Hebrew, Hangul
    /// and hanzi are not slanted).
    pub fn slants(self) -> bool {
        !self.needs_script_font()
    }

    /// Written right to left.
    pub fn is_rtl(self) -> bool {
        self == Lang::He
    }

    /// The language for a tag such as `pt-BR`, `zh-Hans-CN`, `iw` or
    /// `en_GB.UTF-8`, by its primary subtag.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        if tag.eq_ignore_ascii_case("en-XA") {
            return Some(Lang::Pseudo);
        }
        Some(match primary.as_str() {
            "en" => Lang::En,
            "de" => Lang::De,
            "fr" => Lang::Fr,
            "nl" => Lang::Nl,
            "es" => Lang::Es,
            "pt" => Lang::Pt,
            "pl" => Lang::Pl,
            "tr" => Lang::Tr,
            // "iw" is Hebrew's old code, still sent by some systems.
            "he" | "iw" => Lang::He,
            "ko" => Lang::Ko,
            "zh" => Lang::Zh,
            _ => return None,
        })
    }

    /// The first of the asked-for languages (most wanted first) that the
    /// game speaks; English when none is.
    pub fn negotiate<'a>(wanted: impl IntoIterator<Item = &'a str>) -> Lang {
        wanted
            .into_iter()
            .filter_map(Lang::from_tag)
            .find(|l| *l != Lang::Pseudo)
            .unwrap_or(Lang::En)
    }
}
