//! Tiles as a screen reader says them: a run of one colour as "blue 4 5 6",
//! other tiles one by one ("red 7, blue 7, joker"), in the order given.

use super::words::colour_word;
use super::{Arg, Messages, Phrase};
use crate::rules::{Tile, parse_tiles};

/// `tiles` as words, in reading order (a part for a longer message).
pub fn tiles(messages: &Messages, tiles: &[Tile]) -> String {
    let mut said = Vec::new();
    let mut rest = tiles;
    while let Some(&first) = rest.first() {
        let (Some(colour), Some(number)) = (first.color(), first.number()) else {
            said.push(messages.part("tile-joker"));
            rest = &rest[1..];
            continue;
        };
        let run = 1 + rest[1..]
            .iter()
            .zip(1u8..)
            .take_while(|(t, step)| {
                t.color() == Some(colour) && t.number() == Some(number.saturating_add(*step))
            })
            .count();
        let colour = colour_word(colour);
        said.push(if run >= 2 {
            let numbers: Vec<String> = rest[..run]
                .iter()
                .filter_map(|t| t.number())
                .map(|n| n.to_string())
                .collect();
            messages.part_with(
                "tiles-run",
                &[
                    ("colour", colour.into()),
                    ("numbers", numbers.join(" ").into()),
                ],
            )
        } else {
            messages.part_with(
                "tile-numbered",
                &[("colour", colour.into()), ("number", number.into())],
            )
        });
        rest = &rest[run..];
    }
    said.join(&messages.part("tiles-separator"))
}

/// A phrase's variables with its tiles in words: a reason names tiles in
/// the game's notation ("r7 r9 r10", for logs and tests), which a player
/// reads and hears as "red 7 9 10" in their language.
pub fn phrase_args(messages: &Messages, phrase: &Phrase) -> Vec<(&'static str, Arg)> {
    phrase
        .args
        .iter()
        .map(|(name, value)| match value {
            Arg::Text(text) if TILE_ARGS.contains(name) => match parse_tiles(text) {
                Ok(list) if !list.is_empty() => (*name, Arg::Text(tiles(messages, &list))),
                _ => (*name, value.clone()),
            },
            _ => (*name, value.clone()),
        })
        .collect()
}

/// The variables of the reasons that hold tiles in notation.
const TILE_ARGS: [&str; 2] = ["tiles", "missing"];
