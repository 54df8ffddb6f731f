use tilemeld::rules::{Color, Tile, TileCounts, TileId, TileSet, format_tiles, parse_tiles};

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

/// The classic box is 106 tiles, two of each face and two jokers, with the
/// ids 0 to 105 it always had (so its deals never move); the XP box adds a
/// third copy of each face and two jokers, 160 in all.
#[test]
fn each_box_holds_its_copies_of_every_face() {
    for (set, copies, jokers) in [(TileSet::CLASSIC, 2, 2), (TileSet::XP, 3, 4)] {
        let ids: Vec<TileId> = set.ids().collect();
        assert_eq!(ids.len(), set.len());
        assert_eq!(ids.len(), 52 * copies + jokers);
        let all: TileCounts = ids.iter().map(|id| id.face()).collect();
        for face in Tile::all_faces() {
            let want = if face.is_joker() { jokers } else { copies };
            assert_eq!(all.get(face) as usize, want, "{face}");
        }
        assert_eq!(all.first_beyond(set), None);
        let mut copy_seen = std::collections::HashSet::new();
        for id in &ids {
            assert!(copy_seen.insert((id.face(), id.copy())), "{id:?}");
        }
    }
    let classic: Vec<u8> = TileSet::CLASSIC.ids().map(|id| id.0).collect();
    assert_eq!(classic, (0..106).collect::<Vec<u8>>());
    assert_eq!(TileId(104).face(), Tile::JOKER);
    assert_eq!(TileId(106).face().to_string(), "k1");
    assert_eq!(TileId(157).face().to_string(), "r13");
    assert_eq!(TileId(159).face(), Tile::JOKER);
    assert!(!TileSet::CLASSIC.contains(TileId(106)));
    let three_sevens: TileCounts = ["r7", "r7", "r7"]
        .iter()
        .map(|t| t.parse::<Tile>().unwrap())
        .collect();
    assert_eq!(
        three_sevens
            .first_beyond(TileSet::CLASSIC)
            .map(|t| t.to_string()),
        Some("r7".into())
    );
    assert_eq!(three_sevens.first_beyond(TileSet::XP), None);
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
