//! The rules' reasons in the player's language. The rules keep their error
//! types, each with a stable code and an English `Display` for developers;
//! here every variant is a catalog phrase (`reason-…` in `rules.ftl`), its
//! fields as variables, put into words where it is shown (the toast, the
//! tooltip of a wrong set, the Done button).
//!
//! A tile is two variables, `colour` (black, blue, orange, red or joker: a
//! selector) and `number` (numbered tiles only); tiles in notation (`r7 r8
//! j`) are the text variable `tiles`. A reason inside another (a set's own
//! fault inside "Set 2 is not valid: …") passes its key as the selector
//! `reason`, which the outer message matches to put in that message (a
//! referenced message reads the same variables), and its variables along.

use super::words::colour_word;
use crate::i18n::Phrase;
use crate::rules::{MatchError, MeldError, MoveRefused, RoundError, Tile, TurnError, format_tiles};

/// Why a set is not valid.
pub fn meld(e: &MeldError) -> Phrase {
    match e {
        MeldError::TooFewTiles { len } => Phrase::new("reason-too-few-tiles").with("count", *len),
        MeldError::OnlyJokers => Phrase::new("reason-only-jokers"),
        MeldError::GroupRepeatsColour { tile } => {
            with_tile(Phrase::new("reason-group-repeats-colour"), *tile)
        }
        MeldError::GroupTooLarge { len } => {
            Phrase::new("reason-group-too-large").with("count", *len)
        }
        MeldError::GroupMixesNumbers => Phrase::new("reason-group-mixes-numbers"),
        MeldError::RunRepeatsNumber { tile } => {
            with_tile(Phrase::new("reason-run-repeats-number"), *tile)
        }
        MeldError::RunMixesColours => Phrase::new("reason-run-mixes-colours"),
        MeldError::RunHasGap { missing, jokers } => Phrase::new("reason-run-has-gap")
            .with("missing", *missing)
            .with("jokers", *jokers),
        MeldError::RunTooLong { len } => Phrase::new("reason-run-too-long").with("count", *len),
        MeldError::RunWraps => Phrase::new("reason-run-wraps"),
        MeldError::MixedColoursAndNumbers => Phrase::new("reason-mixed-colours-and-numbers"),
    }
}

/// Why the rules refuse a turn.
pub fn turn(e: &TurnError) -> Phrase {
    match e {
        TurnError::ImpossibleTiles { tile } => {
            with_tile(Phrase::new("reason-impossible-tiles"), *tile)
        }
        TurnError::InvalidStartingTable {
            index,
            tiles,
            error,
        } => nest(
            Phrase::new("reason-invalid-starting-table")
                .with("set", index + 1)
                .with("tiles", format_tiles(tiles)),
            meld(error),
        ),
        TurnError::InvalidSet {
            index,
            tiles,
            error,
        } => nest(
            Phrase::new("reason-invalid-set")
                .with("set", index + 1)
                .with("tiles", format_tiles(tiles)),
            meld(error),
        ),
        TurnError::TableTileRemoved { tile } => table_tile_removed(*tile),
        TurnError::UnknownTile {
            tile,
            on_rack: true,
        } => with_tile(Phrase::new("reason-too-many-tiles"), *tile),
        TurnError::UnknownTile {
            tile,
            on_rack: false,
        } => with_tile(Phrase::new("reason-unknown-tile"), *tile),
        TurnError::NoTilePlayed {
            table_changed: true,
        } => Phrase::new("reason-rearranged-but-played-none"),
        TurnError::NoTilePlayed {
            table_changed: false,
        } => Phrase::new("reason-no-tile-played"),
        TurnError::InitialMeldTooLow { value, needed } => {
            Phrase::new("reason-initial-meld-too-low")
                .with("needed", *needed)
                .with("value", *value)
        }
        TurnError::InitialMeldUsesTable { tiles } => {
            Phrase::new("reason-initial-meld-uses-table").with("tiles", format_tiles(tiles))
        }
        TurnError::InitialMeldTouchesTable { tiles } => {
            Phrase::new("reason-initial-meld-touches-table").with("tiles", format_tiles(tiles))
        }
        TurnError::JokerReplacementNotFromRack { set } => {
            Phrase::new("reason-joker-replacement-not-from-rack").with("tiles", format_tiles(set))
        }
        TurnError::FreedJokerNeedsTwoRackTiles { set } => {
            Phrase::new("reason-freed-joker-needs-two-rack-tiles").with("tiles", format_tiles(set))
        }
        TurnError::GroupJokerNeedsBothColours { set, missing } => {
            Phrase::new("reason-group-joker-needs-both-colours")
                .with("tiles", format_tiles(set))
                .with("missing", format_tiles(missing))
        }
        TurnError::JokerSetManipulated { set } => {
            Phrase::new("reason-joker-set-manipulated").with("tiles", format_tiles(set))
        }
    }
}

/// Why the round refuses an action.
pub fn round(e: &RoundError) -> Phrase {
    match e {
        RoundError::RoundOver => Phrase::new("reason-round-over"),
        RoundError::DuplicateTile { tile } => {
            Phrase::new("reason-duplicate-tile").with("id", tile.0)
        }
        RoundError::TileNotAvailable { tile } => {
            Phrase::new("reason-tile-not-available").with("id", tile.0)
        }
        RoundError::TableTileRemoved { tile } => table_tile_removed(tile.face()),
        RoundError::Turn(e) => turn(e),
    }
}

/// Why the match refuses an action.
pub fn matching(e: &MatchError) -> Phrase {
    match e {
        MatchError::Round(e) => round(e),
        // The one phase the rules name (a new round asked for mid-round).
        MatchError::WrongPhase { expected } if expected == "the round is still being played" => {
            Phrase::new("reason-round-still-played")
        }
        // Any other is the rules' own English, as it is.
        MatchError::WrongPhase { expected } => {
            Phrase::new("reason-not-now").with("expected", expected)
        }
        MatchError::MatchOver => Phrase::new("reason-match-over"),
        MatchError::NotInTheseRules { .. } => Phrase::new("reason-not-in-these-rules"),
    }
}

/// Why a lift or a drop is refused (the tiles go back).
pub fn move_refused(e: &MoveRefused) -> Phrase {
    match e {
        MoveRefused::TableToRack(t) => table_tile_removed(*t),
        MoveRefused::TableBeforeInitialMeld(_) => Phrase::new("reason-table-before-initial-meld"),
        MoveRefused::NotMovable => Phrase::new("reason-not-movable"),
    }
}

fn table_tile_removed(t: Tile) -> Phrase {
    with_tile(Phrase::new("reason-table-tile-removed"), t)
}

/// `phrase` saying the tile: its colour (or joker) and number.
fn with_tile(phrase: Phrase, t: Tile) -> Phrase {
    match (t.color(), t.number()) {
        (Some(c), Some(n)) => phrase.with("colour", colour_word(c)).with("number", n),
        _ => phrase.with("colour", "joker"),
    }
}

/// `outer` holding a set's own fault (a [`meld`] phrase): its key as the
/// selector `reason` (the outer message puts in the message it names) and
/// its variables.
pub fn nest(outer: Phrase, inner: Phrase) -> Phrase {
    let mut phrase = outer.with("reason", inner.key);
    phrase.args.extend(inner.args);
    phrase
}

#[cfg(test)]
mod tests {
    use super::{matching, meld, move_refused, round, turn};
    use crate::i18n::{Lang, Messages};
    use crate::rules::{
        Color, MatchError, MeldError, MoveRefused, RoundError, Tile, TileId, TurnError, parse_tiles,
    };

    fn meld_errors() -> Vec<MeldError> {
        let mut out = vec![
            MeldError::OnlyJokers,
            MeldError::GroupMixesNumbers,
            MeldError::RunMixesColours,
            MeldError::RunWraps,
            MeldError::MixedColoursAndNumbers,
        ];
        for len in [0, 1, 2, 5, 14] {
            out.push(MeldError::TooFewTiles { len });
            out.push(MeldError::GroupTooLarge { len });
            out.push(MeldError::RunTooLong { len });
        }
        for tile in Tile::all_faces() {
            out.push(MeldError::GroupRepeatsColour { tile });
            out.push(MeldError::RunRepeatsNumber { tile });
        }
        for missing in 1..4 {
            for jokers in 0..4 {
                out.push(MeldError::RunHasGap { missing, jokers });
            }
        }
        out
    }

    fn turn_errors() -> Vec<TurnError> {
        let set = parse_tiles("r7 j r9").unwrap();
        let missing = parse_tiles("o5 b5").unwrap();
        let mut out = vec![
            TurnError::NoTilePlayed {
                table_changed: true,
            },
            TurnError::NoTilePlayed {
                table_changed: false,
            },
            TurnError::InitialMeldTooLow {
                value: 29,
                needed: 30,
            },
            TurnError::InitialMeldUsesTable { tiles: set.clone() },
            TurnError::InitialMeldTouchesTable { tiles: set.clone() },
            TurnError::JokerReplacementNotFromRack { set: set.clone() },
            TurnError::FreedJokerNeedsTwoRackTiles { set: set.clone() },
            TurnError::GroupJokerNeedsBothColours {
                set: set.clone(),
                missing,
            },
            TurnError::JokerSetManipulated { set: set.clone() },
        ];
        for tile in Tile::all_faces() {
            out.push(TurnError::ImpossibleTiles { tile });
            out.push(TurnError::TableTileRemoved { tile });
            out.push(TurnError::UnknownTile {
                tile,
                on_rack: true,
            });
            out.push(TurnError::UnknownTile {
                tile,
                on_rack: false,
            });
        }
        for (index, error) in meld_errors().into_iter().enumerate() {
            let tiles = set.clone();
            out.push(TurnError::InvalidStartingTable {
                index,
                tiles: tiles.clone(),
                error: error.clone(),
            });
            out.push(TurnError::InvalidSet {
                index,
                tiles,
                error,
            });
        }
        out
    }

    /// In English every reason reads as the rules' own `Display`.
    #[test]
    fn english_reasons_are_the_rules_words() {
        let en = Messages::new(Lang::En);
        assert!(en.problems.is_empty(), "{:?}", en.problems);
        for e in meld_errors() {
            assert_eq!(en.phrase(&meld(&e)), e.to_string());
        }
        for e in turn_errors() {
            assert_eq!(en.phrase(&turn(&e)), e.to_string());
            let e = MatchError::Round(RoundError::Turn(e));
            assert_eq!(en.phrase(&matching(&e)), e.to_string());
        }
        let rounds = [
            RoundError::RoundOver,
            RoundError::DuplicateTile { tile: TileId(7) },
            RoundError::TileNotAvailable { tile: TileId(105) },
            RoundError::TableTileRemoved { tile: TileId(104) },
            RoundError::TableTileRemoved { tile: TileId(3) },
        ];
        for e in rounds {
            assert_eq!(en.phrase(&round(&e)), e.to_string());
        }
        let matches = [
            MatchError::MatchOver,
            MatchError::WrongPhase {
                expected: "the round is still being played".into(),
            },
            MatchError::WrongPhase {
                expected: "something else".into(),
            },
        ];
        for e in matches {
            assert_eq!(en.phrase(&matching(&e)), e.to_string());
        }
        let moves = [
            MoveRefused::TableToRack(Tile::JOKER),
            MoveRefused::TableToRack(Tile::new(Color::Orange, 11)),
            MoveRefused::TableBeforeInitialMeld(Tile::JOKER),
            MoveRefused::NotMovable,
        ];
        for e in moves {
            assert_eq!(en.phrase(&move_refused(&e)), e.to_string());
        }
    }
}
