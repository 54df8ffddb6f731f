//! The rack and the table as a screen reader reads them: lists of tiles
//! in words, each tile marked when picked up, each set with its place in
//! the table and whether the rules accept it yet.

use crate::game::session::Session;
use crate::game::table::tiles::shown_rack;
use crate::i18n::{Messages, spoken};
use crate::rules::{SetId, TileId, faces};

/// One tile as a button: its words, and whether it is picked up.
#[derive(Debug, Clone, PartialEq)]
pub struct TileReading {
    pub tile: TileId,
    pub words: String,
    pub picked: bool,
}

/// One set on the table: "Set 2: blue 4 5 6", and its tiles.
#[derive(Debug, Clone, PartialEq)]
pub struct SetReading {
    pub id: SetId,
    pub words: String,
    /// Its button's name: the picked tiles into this set, by its number
    /// and tiles (a dozen buttons each named alike tell nothing).
    pub put: String,
    pub tiles: Vec<TileReading>,
}

/// The rack (face up, when the device's player may see one) and the table.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TableReading {
    pub rack: Option<Vec<TileReading>>,
    pub sets: Vec<SetReading>,
}

/// What a reader finds on the table now; `picked` are the tiles held.
/// `valid` says whether a set of the draft is one the rules accept.
pub fn read_table(
    messages: &Messages,
    session: &Session,
    picked: &[TileId],
    valid: impl Fn(SetId) -> bool,
) -> TableReading {
    let tile = |tile: TileId| TileReading {
        tile,
        words: spoken::tiles(messages, &[tile.face()]),
        picked: picked.contains(&tile),
    };
    let sets = session
        .draft
        .sets
        .iter()
        .enumerate()
        .map(|(i, set)| {
            let key = if valid(set.id) {
                "access-set"
            } else {
                "access-set-invalid"
            };
            let said = [
                ("number", (i + 1).into()),
                ("tiles", spoken::tiles(messages, &faces(&set.tiles)).into()),
            ];
            SetReading {
                id: set.id,
                words: messages.part_with(key, &said),
                put: messages.part_with("access-put-here", &said),
                tiles: set.tiles.iter().map(|&t| tile(t)).collect(),
            }
        })
        .collect();
    TableReading {
        rack: shown_rack(session).map(|rack| rack.into_iter().map(tile).collect()),
        sets,
    }
}
