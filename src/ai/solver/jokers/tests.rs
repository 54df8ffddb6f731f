//! The joker options' plans and fates, on small hand-checked cases.

use super::fates::*;
use super::*;
use crate::rules::analyze_meld;

fn fates(dissolved: &[bool]) -> Vec<Fate> {
    dissolved
        .iter()
        .map(|&dissolved| Fate {
            relax: if dissolved {
                Relax::Dissolved
            } else {
                Relax::None
            },
            ..Fate::default()
        })
        .collect()
}

#[test]
fn plans_go_through_every_combination_the_first_set_fastest() {
    let sets = vec![fates(&[false; 3]), fates(&[false; 2])];
    let order: Vec<Vec<usize>> = plan_order(&sets).collect();
    assert_eq!(
        order,
        [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]].map(Vec::from)
    );
}

/// A tried plan bounds the plans it relaxes: the same fates, but where
/// it dissolves a set.
#[test]
fn a_plan_that_dissolves_a_set_bounds_the_plans_with_its_other_fates() {
    let sets = vec![fates(&[false, true, false]), fates(&[false, true])];
    let rules = RuleSet::modern();
    let mut tried = Relaxations::new(&sets, Objective::Tiles, &rules);
    tried.note(&[0, 0], 9);
    assert_eq!(tried.bound(&[2, 0]), None, "kept relaxes nothing");
    tried.note(&[1, 0], 6);
    assert_eq!(tried.bound(&[0, 0]), Some(6));
    assert_eq!(tried.bound(&[2, 0]), Some(6));
    assert_eq!(tried.bound(&[2, 1]), None, "the second set differs");
    tried.note(&[1, 1], 8);
    assert_eq!(tried.bound(&[2, 1]), Some(8));
    assert_eq!(tried.bound(&[0, 0]), Some(6), "the fewest of the bounds");
    let mut by_value = Relaxations::new(&sets, Objective::Value, &rules);
    by_value.note(&[1, 0], 6);
    assert_eq!(by_value.bound(&[0, 0]), None, "tiles bound only tiles");
    let wrap = RuleSet {
        wrap_around_runs: true,
        ..rules
    };
    let mut wrapping = Relaxations::new(&sets, Objective::Tiles, &wrap);
    wrapping.note(&[1, 0], 6);
    assert_eq!(wrapping.bound(&[0, 0]), None);
}

/// An exchange's rebuilt set sent to the rest relaxes the same
/// exchange with the set kept whole or in part, and its freed jokers
/// sent to the rest relax them sent to new sets; other exchanges and
/// the kept set it does not.
#[test]
fn an_exchange_sent_to_the_rest_relaxes_its_other_placements_and_destinations() {
    let exchange = |group, placement, destination| Relax::Exchange {
        group,
        placement,
        destination,
    };
    // The rebuilt set to the rest (`POOLED`), kept whole or in part;
    // the freed jokers all to the rest, or to new sets 2 and 1.
    const POOLED: Option<usize> = None;
    const ALL_TO_THE_REST: Option<usize> = None;
    let (whole, part) = (Some(1), Some(3));
    assert!(exchange(0, POOLED, ALL_TO_THE_REST).relaxes(exchange(0, whole, Some(2))));
    assert!(exchange(0, POOLED, Some(1)).relaxes(exchange(0, part, Some(1))));
    assert!(exchange(0, whole, ALL_TO_THE_REST).relaxes(exchange(0, whole, Some(1))));
    assert!(!exchange(0, POOLED, Some(1)).relaxes(exchange(0, whole, Some(2))));
    assert!(!exchange(0, whole, Some(1)).relaxes(exchange(0, whole, ALL_TO_THE_REST)));
    assert!(!exchange(0, whole, ALL_TO_THE_REST).relaxes(exchange(0, POOLED, Some(1))));
    assert!(!exchange(0, part, ALL_TO_THE_REST).relaxes(exchange(0, whole, Some(1))));
    assert!(!exchange(1, POOLED, ALL_TO_THE_REST).relaxes(exchange(0, whole, Some(1))));
    assert!(!exchange(0, POOLED, ALL_TO_THE_REST).relaxes(Relax::None));
    assert!(Relax::Dissolved.relaxes(exchange(0, Some(0), Some(1))));
    assert!(!Relax::None.relaxes(Relax::None));
}

/// The exchanges of a run whose joker the rack can replace, under
/// Pressman 2009: their tags say what the fates hold.
#[test]
fn exchange_fates_are_tagged_with_their_placement_and_destination() {
    let rules = crate::rules::Preset::Pressman2009.rules();
    let t = |s: &str| s.parse::<Tile>().unwrap();
    let set: Vec<Tile> = ["o10", "o11", "j", "o13"].map(t).to_vec();
    let rack: TileCounts = ["o12", "k3", "k4", "k5"].map(t).iter().collect();
    let fates = fates_of(&set, true, &rack, &rules);
    for fate in &fates {
        if let Relax::Exchange {
            group,
            placement,
            destination,
        } = fate.relax
        {
            assert_eq!(group, 0, "one replacement: o12 from the rack");
            assert_eq!(fate.from_rack[0], t("o12"));
            let rebuilt_kept = fate.fixed.iter().any(|s| s.contains(&t("o12")));
            assert_eq!(rebuilt_kept, placement.is_some(), "{fate:?}");
            let freed_to_rest = fate.pool.contains(&Tile::JOKER);
            assert_eq!(freed_to_rest, destination.is_none(), "{fate:?}");
        }
    }
    let exchanges = fates
        .iter()
        .filter(|f| matches!(f.relax, Relax::Exchange { .. }))
        .count();
    // Kept, to the rest, or in part ([o10 o11 o12], [o11 o12 o13]),
    // each with the joker to the rest or to [k3 k4 k5 j] or [k3 k4 j]...
    assert!(exchanges >= 8, "{exchanges} exchanges");
}

/// The sets a freed joker may start are, for racks of every size and
/// with and without wrap-around, the first four of every set of two to
/// four of the rack's faces and a joker that the rules take, longest
/// first and otherwise in the order of the faces.
#[test]
fn joker_sets_are_the_longest_sets_the_rules_take() {
    let faces: Vec<Tile> = Tile::all_faces().filter(|t| !t.is_joker()).collect();
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut roll = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for case in 0..400 {
        let rules = RuleSet {
            wrap_around_runs: case % 2 == 1,
            ..RuleSet::modern()
        };
        let mut rack = TileCounts::new();
        for _ in 0..1 + roll(20) {
            rack.add(faces[roll(faces.len())]);
        }
        let on_rack: Vec<Tile> = faces.iter().copied().filter(|t| rack.get(*t) > 0).collect();
        let mut every: Vec<Vec<Tile>> = Vec::new();
        for mask in 1u32..1 << on_rack.len().min(20) {
            let size = mask.count_ones() as usize;
            if !(2..=4).contains(&size) {
                continue;
            }
            let mut set: Vec<Tile> = (0..on_rack.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| on_rack[i])
                .collect();
            set.push(Tile::JOKER);
            if analyze_meld(&set, &rules).is_ok() {
                every.push(set);
            }
        }
        // Of one length, in the order of the faces.
        every.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
        every.truncate(MAX_JOKER_SETS);
        assert_eq!(joker_sets(&rack, &rules), every, "rack {:?}", rack.tiles());
    }
}
