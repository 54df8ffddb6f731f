//! The catalogs built into the program: every language has one file per
//! area of the game.

use super::Lang;

/// The areas, each a file `<area>.ftl` in every language's folder.
pub const AREAS: [&str; 7] = [
    "common", "menus", "table", "rules", "lessons", "online", "access",
];

macro_rules! catalog {
    ($tag:literal) => {
        [
            include_str!(concat!("../../assets/locales/", $tag, "/common.ftl")),
            include_str!(concat!("../../assets/locales/", $tag, "/menus.ftl")),
            include_str!(concat!("../../assets/locales/", $tag, "/table.ftl")),
            include_str!(concat!("../../assets/locales/", $tag, "/rules.ftl")),
            include_str!(concat!("../../assets/locales/", $tag, "/lessons.ftl")),
            include_str!(concat!("../../assets/locales/", $tag, "/online.ftl")),
            include_str!(concat!("../../assets/locales/", $tag, "/access.ftl")),
        ]
    };
}

/// A language's catalog texts, area by area (the pseudo-language reads
/// English's).
pub fn sources(lang: Lang) -> [&'static str; 7] {
    match lang {
        Lang::En | Lang::Pseudo => catalog!("en"),
        Lang::De => catalog!("de"),
        Lang::Fr => catalog!("fr"),
        Lang::Nl => catalog!("nl"),
        Lang::Es => catalog!("es"),
        Lang::Pt => catalog!("pt"),
        Lang::Pl => catalog!("pl"),
        Lang::Tr => catalog!("tr"),
        Lang::He => catalog!("he"),
        Lang::Ko => catalog!("ko"),
        Lang::Zh => catalog!("zh"),
    }
}
