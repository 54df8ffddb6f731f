//! The game's own words for the rules' and the AI's names (colours, tiles,
//! computer levels, rule sets, puzzle levels): each a catalog key, so every
//! language names them its way. The rules keep their stable keys
//! (`Level::key`, `Preset::key`) for files and the command line.

use crate::ai::Level;
use crate::i18n::Phrase;
use crate::puzzles::PuzzleLevel;
use crate::rules::{Color, Preset, Tile};

pub fn colour(c: Color) -> &'static str {
    match c {
        Color::Black => "colour-black",
        Color::Blue => "colour-blue",
        Color::Orange => "colour-orange",
        Color::Red => "colour-red",
    }
}

/// A tile as a reader says it: "red 7", "joker".
pub fn tile(t: Tile) -> Phrase {
    match (t.color(), t.number()) {
        (Some(c), Some(n)) => Phrase::new("tile-numbered")
            .with("colour", colour_word(c))
            .with("number", n),
        _ => Phrase::new("tile-joker"),
    }
}

/// The colour as the word the tile phrase takes (a Fluent selector value).
pub(super) fn colour_word(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::Blue => "blue",
        Color::Orange => "orange",
        Color::Red => "red",
    }
}

pub fn level(l: Level) -> &'static str {
    match l {
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
        Level::Greedy => "level-greedy",
        Level::Master => "level-master",
    }
}

pub fn preset(p: Preset) -> &'static str {
    match p {
        Preset::Modern => "preset-modern",
        Preset::Sabra => "preset-sabra",
        Preset::Pressman1998 => "preset-pressman1998",
        Preset::Pressman2009 => "preset-pressman2009",
        Preset::House => "preset-house",
        Preset::Xp => "preset-xp",
        Preset::Championship => "preset-championship",
    }
}

pub fn puzzle_level(l: PuzzleLevel) -> &'static str {
    match l {
        PuzzleLevel::Easy => "puzzle-level-easy",
        PuzzleLevel::Medium => "puzzle-level-medium",
        PuzzleLevel::Hard => "puzzle-level-hard",
    }
}
