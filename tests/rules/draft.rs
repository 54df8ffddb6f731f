//! The turn in progress: what may be lifted and returned, undo and reset,
//! and the check a loaded draft must pass.

use tilemeld::rules::{DropTarget, MoveRefused, Round, RuleSet, SetId, TileId, TurnDraft};

fn tile(round: &Round, seat: usize, face: &str) -> TileId {
    let face = face.parse().unwrap();
    *round.seats[seat]
        .rack
        .iter()
        .chain(round.table.iter().flatten())
        .find(|t| t.face() == face)
        .unwrap()
}

fn faces(draft: &TurnDraft) -> Vec<String> {
    draft
        .sets
        .iter()
        .map(|s| tilemeld::rules::format_tiles(&tilemeld::rules::faces(&s.tiles)))
        .collect()
}

/// The ids new sets get do not depend on what was made and taken back
/// before: a hint played after Reset lays its sets where it planned them.
#[test]
fn a_set_made_again_after_reset_or_undo_gets_the_same_id() {
    let rules = RuleSet::default();
    let round = Round::arranged(&["k1 k2 k3 r9", "b1"], &["r4 r5 r6"], &rules).unwrap();
    let mut draft = TurnDraft::new(&round, &[]);
    let first = [tile(&round, 0, "k1")];
    draft
        .move_tiles(&first, DropTarget::NewSet { after: None }, &rules)
        .unwrap();
    let made = draft.sets.last().unwrap().id;
    assert_eq!(made, SetId(1));
    draft.reset();
    draft
        .move_tiles(&first, DropTarget::NewSet { after: None }, &rules)
        .unwrap();
    assert_eq!(draft.sets.last().unwrap().id, made, "after Reset");
    draft.undo();
    draft
        .move_tiles(&first, DropTarget::NewSet { after: None }, &rules)
        .unwrap();
    assert_eq!(draft.sets.last().unwrap().id, made, "after Undo");
    assert_eq!(faces(&draft), vec!["r4 r5 r6", "k1"]);
}

#[test]
fn before_the_initial_meld_table_tiles_stay_and_table_tiles_never_go_to_a_rack() {
    let rules = RuleSet::default();
    let mut round = Round::arranged(&["k1 k2 k3 r7", "b1"], &["r4 r5 r6"], &rules).unwrap();
    round.seats[0].initial_meld_done = false;
    let mut draft = TurnDraft::new(&round, &[]);
    let r4 = tile(&round, 0, "r4");
    assert!(matches!(
        draft.can_lift(r4),
        Err(MoveRefused::TableBeforeInitialMeld(_))
    ));
    let r7 = tile(&round, 0, "r7");
    assert_eq!(draft.can_lift(r7), Ok(()));
    round.seats[0].initial_meld_done = true;
    let mut draft_after = TurnDraft::new(&round, &[]);
    assert_eq!(draft_after.can_lift(r4), Ok(()));
    assert!(matches!(
        draft_after.move_tiles(&[r4], DropTarget::Rack { index: 0 }, &rules),
        Err(MoveRefused::TableToRack(_))
    ));
    // A rack tile played this turn may come back.
    draft
        .move_tiles(
            &[r7],
            DropTarget::Set {
                set: SetId(0),
                index: 9,
            },
            &rules,
        )
        .unwrap();
    draft
        .move_tiles(&[r7], DropTarget::Rack { index: 0 }, &rules)
        .unwrap();
    assert!(draft.is_untouched());
    assert!(
        !draft.reorder_rack(vec![r4]),
        "an order of other tiles is refused"
    );
}

#[test]
fn a_draft_that_does_not_belong_to_the_turn_is_refused() {
    let rules = RuleSet::default();
    let round = Round::arranged(&["k1 k2 k3 r7", "b1 b2"], &["r4 r5 r6"], &rules).unwrap();
    let mut draft = TurnDraft::new(&round, &[]);
    let r7 = tile(&round, 0, "r7");
    draft
        .move_tiles(&[r7], DropTarget::NewSet { after: None }, &rules)
        .unwrap();
    draft.check_against(&round).unwrap();

    let mut other_seat = round.clone();
    other_seat.current = 1;
    assert!(draft.check_against(&other_seat).is_err());

    let mut json = serde_json::to_value(&draft).unwrap();
    json["sets"][1]["tiles"][0] = serde_json::json!(tile(&round, 1, "b1").0);
    let stolen: TurnDraft = serde_json::from_value(json).unwrap();
    assert!(
        stolen.check_against(&round).is_err(),
        "a tile of another rack"
    );

    let mut json = serde_json::to_value(&draft).unwrap();
    json["history"][0]["rack"] = serde_json::json!([]);
    let bad_undo: TurnDraft = serde_json::from_value(json).unwrap();
    assert!(
        bad_undo.check_against(&round).is_err(),
        "an undo step that would lose tiles"
    );
}

/// A move that names a tile twice (a hostile message, a double click)
/// moves it once: tiles are never duplicated.
#[test]
fn a_tile_named_twice_moves_once() {
    let rules = RuleSet::default();
    let round = Round::arranged(&["k1 k2 k3 r7", "b1"], &["r4 r5 r6"], &rules).unwrap();
    let mut draft = TurnDraft::new(&round, &[]);
    let r7 = tile(&round, 0, "r7");
    draft
        .move_tiles(
            &[r7, r7],
            DropTarget::Set {
                set: SetId(0),
                index: 3,
            },
            &rules,
        )
        .unwrap();
    assert_eq!(faces(&draft), vec!["r4 r5 r6 r7"]);
    draft.check_against(&round).unwrap();
    let k1 = tile(&round, 0, "k1");
    draft
        .move_tiles(&[k1, k1, k1], DropTarget::NewSet { after: None }, &rules)
        .unwrap();
    draft
        .move_tiles(&[k1, k1], DropTarget::Rack { index: 0 }, &rules)
        .unwrap();
    assert_eq!(draft.rack.iter().filter(|&&t| t == k1).count(), 1);
    draft.check_against(&round).unwrap();
}

/// Planning the rack outside one's turn orders it exactly as a drop on the
/// rack does during the turn, and sorts it the same way.
#[test]
fn a_planned_rack_order_matches_the_turns_own_rack_moves() {
    let rules = RuleSet::default();
    let round = Round::arranged(&["k1 r9 b3 k2 o7 j k3 r10", "b1"], &[], &rules).unwrap();
    let rack = round.seats[0].rack.clone();
    for moving in [
        vec![rack[0]],
        vec![rack[5], rack[2]],
        vec![rack[7], rack[7]],
    ] {
        for index in [0, 1, 3, 7, 20] {
            let mut draft = TurnDraft::new(&round, &rack);
            draft
                .move_tiles(&moving, DropTarget::Rack { index }, &rules)
                .unwrap();
            assert_eq!(
                tilemeld::rules::rack_with_moved(&rack, &moving, index).as_deref(),
                Some(&draft.rack[..]),
                "moving {moving:?} to {index}"
            );
        }
    }
    let mut draft = TurnDraft::new(&round, &rack);
    draft.sort_rack_by_runs();
    assert_eq!(tilemeld::rules::rack_by_runs(&rack), draft.rack);
    let shown: Vec<String> = draft.rack.iter().map(|t| t.face().to_string()).collect();
    assert_eq!(shown.join(" "), "k1 k2 k3 b3 o7 r9 r10 j");
    draft.sort_rack_by_groups();
    assert_eq!(tilemeld::rules::rack_by_groups(&rack), draft.rack);
    // A tile that is not on the rack cannot be planned.
    let other = round.seats[1].rack[0];
    assert_eq!(tilemeld::rules::rack_with_moved(&rack, &[other], 0), None);
}
