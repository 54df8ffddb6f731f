//! The catalogs built into the program: every language has one file per
//! area of the game.

use super::Lang;

/// The areas, each a file `<area>.ftl` in every language's folder.
pub const AREAS: [&str; 6] = ["common", "menus", "table", "rules", "lessons", "online"];

macro_rules! catalog {
    ($tag:literal) => {
        [
            include_str!(concat!("../../assets/locales/", $tag, "/common.ftl")),
            include_str!(concat!("../../assets/locales/", $tag, "/menus.ftl")),
            include_str!(concat!("../../assets/locales/", $tag, "/table.ftl")),
            include_str!(concat!("../../assets/locales/", $tag, "/rules.ftl")),
            include_str!(concat!("../../assets/locales/", $tag, "/lessons.ftl")),
            include_str!(concat!("../../assets/locales/", $tag, "/online.ftl")),
        ]
    };
}

const EN: [&str; 6] = catalog!("en");

/// A language's catalog texts, area by area. Every language reads English
/// until its catalogs are written (then it gets its own arm here); the
/// pseudo-language always does.
pub fn sources(_lang: Lang) -> [&'static str; 6] {
    EN
}
