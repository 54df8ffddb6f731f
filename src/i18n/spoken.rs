//! Tiles as a screen reader says them: a run of one colour as "blue 4 5 6",
//! other tiles one by one ("red 7, blue 7, joker"), in the order given.

use super::Messages;
use super::words::colour_word;
use crate::rules::Tile;

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
