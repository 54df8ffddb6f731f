use tilemeld::rules::{Color, Tile, TileCounts, TileId, format_tiles, parse_tiles};

#[test]
fn every_face_round_trips_through_notation() {
    for tile in Tile::all_faces() {
        let text = tile.to_string();
        assert_eq!(text.parse::<Tile>().unwrap(), tile, "{text}");
        assert_eq!(text.to_uppercase().parse::<Tile>().unwrap(), tile, "{text}");
    }
    assert_eq!(Tile::new(Color::Red, 7).to_string(), "r7");
    assert_eq!(Tile::new(Color::Black, 13).to_string(), "k13");
    assert_eq!(Tile::new(Color::Orange, 1).to_string(), "o1");
    assert_eq!(Tile::JOKER.to_string(), "j");
}

#[test]
fn bad_tokens_are_named_in_the_error() {
    for (token, hint) in [
        ("x7", "colour"),
        ("r14", "1 to 13"),
        ("r0", "1 to 13"),
        ("r", "number"),
        ("j2", "joker"),
        ("", "empty"),
        ("b-1", "number"),
        ("r007", "number"),
    ] {
        let err = token.parse::<Tile>().unwrap_err();
        let text = err.to_string();
        assert!(text.contains(&format!("\"{token}\"")), "{text}");
        assert!(text.contains(hint), "{token}: {text}");
    }
    let err = parse_tiles("r1 r2 q9 r4").unwrap_err();
    assert_eq!(err.token, "q9");
    let long = "r".repeat(10_000);
    assert!(long.parse::<Tile>().unwrap_err().to_string().len() < 300);
}

#[test]
fn lists_parse_and_print() {
    let tiles = parse_tiles("r4, r5 J  k13").unwrap();
    assert_eq!(format_tiles(&tiles), "r4 r5 j k13");
    let json = serde_json::to_string(&tiles).unwrap();
    assert_eq!(json, r#"["r4","r5","j","k13"]"#);
    let back: Vec<Tile> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, tiles);
}

#[test]
fn the_box_holds_106_tiles_two_of_each_and_two_jokers() {
    let all: TileCounts = TileId::all().map(|id| id.face()).collect();
    assert_eq!(all.total(), 106);
    for face in Tile::all_faces() {
        assert_eq!(all.get(face), 2, "{face}");
    }
    assert_eq!(all.first_over_two(), None);
}

/// The committed sounds are exactly what the generator makes, so they are
/// ours and can be made again (`tilemeld gen-sounds`).
#[test]
fn the_committed_sounds_come_from_the_generator() {
    let sounds = tilemeld::sounds::all();
    assert_eq!(sounds.len(), 10);
    for (name, samples) in sounds {
        let committed = std::fs::read(format!("assets/sounds/{name}"))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            committed == tilemeld::sounds::wav_bytes(&samples),
            "{name} differs from the generator's output; run `tilemeld gen-sounds`"
        );
        assert!(
            samples.iter().any(|s| s.abs() > 0.2),
            "{name} is not silent"
        );
    }
}
