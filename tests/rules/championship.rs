//! The tournament clock's arithmetic and the championship preset: the
//! deal, the unopened charges, and losing on time.

use proptest::prelude::*;
use tilemeld::rules::{
    Action, Clock, ClockKind, Color, Match, MatchConfig, MatchError, OutOfTime, Preset, Round,
    RoundEnd, RuleSet, Tile, TimeBanks, TurnTime, can_open, doubles, parse_tiles,
};

use super::brute;

fn clock(kind: ClockKind, bank_secs: u32, bonus_secs: u16) -> Clock {
    Clock {
        bank_secs,
        bonus_secs,
        kind,
        out_of_time: OutOfTime::LoseMatch,
    }
}

#[test]
fn fischer_adds_the_increment_after_every_move() {
    let c = clock(ClockKind::Fischer, 60, 5);
    let mut banks = TimeBanks::new(&c, 2);
    assert_eq!(banks.showing(0, 10_000), 50_000);
    assert_eq!(
        banks.end_turn(&c, 0, 10_000),
        TurnTime::InTime { left_ms: 55_000 }
    );
    // A quick move gains: the bank may grow past its start.
    assert_eq!(
        banks.end_turn(&c, 0, 1_000),
        TurnTime::InTime { left_ms: 59_000 }
    );
    assert_eq!(
        banks.end_turn(&c, 0, 0),
        TurnTime::InTime { left_ms: 64_000 }
    );
    // The other seat's bank is its own.
    assert_eq!(banks.left_ms[1], 60_000);
    assert!(!banks.is_out(0, 63_999));
    assert!(banks.is_out(0, 64_000));
    // Out of time: the bank keeps the increment alone.
    assert_eq!(banks.end_turn(&c, 0, 70_000), TurnTime::OutOfTime);
    assert_eq!(banks.left_ms[0], 5_000);
}

#[test]
fn bronstein_gives_back_the_time_used_up_to_the_delay() {
    // The championship's clock: 10 minutes and 10 seconds a move.
    let c = Preset::Championship.rules().clock.unwrap();
    assert_eq!(
        (c.kind, c.bank_secs, c.bonus_secs),
        (ClockKind::Bronstein, 600, 10)
    );
    let mut banks = TimeBanks::new(&c, 2);
    // A move within the delay costs nothing.
    assert_eq!(
        banks.end_turn(&c, 1, 4_000),
        TurnTime::InTime { left_ms: 600_000 }
    );
    assert_eq!(
        banks.end_turn(&c, 1, 10_000),
        TurnTime::InTime { left_ms: 600_000 }
    );
    // A slower one costs what it took past the delay.
    assert_eq!(
        banks.end_turn(&c, 1, 25_000),
        TurnTime::InTime { left_ms: 585_000 }
    );
    // The clock runs down from the turn's first moment, as a Bronstein
    // clock's display does, and flags at zero, not at zero plus the delay.
    assert_eq!(banks.showing(1, 5_000), 580_000);
    assert!(banks.is_out(1, 585_000));
    assert_eq!(banks.end_turn(&c, 1, 590_000), TurnTime::OutOfTime);
}

proptest! {
    #[test]
    fn clocks_charge_what_the_rule_says(
        moves in prop::collection::vec(0u64..90_000, 1..40),
        fischer in any::<bool>(),
        bonus in 0u16..30,
    ) {
        let kind = if fischer { ClockKind::Fischer } else { ClockKind::Bronstein };
        let c = clock(kind, 300, bonus);
        let mut banks = TimeBanks::new(&c, 1);
        let bonus_ms = u64::from(bonus) * 1000;
        for elapsed in moves {
            let before = banks.left_ms[0];
            let after = match banks.end_turn(&c, 0, elapsed) {
                TurnTime::InTime { left_ms } => left_ms,
                TurnTime::OutOfTime => {
                    prop_assert!(elapsed >= before);
                    prop_assert_eq!(banks.left_ms[0], bonus_ms);
                    continue;
                }
            };
            prop_assert!(elapsed < before);
            let expected = match kind {
                ClockKind::Fischer => before - elapsed + bonus_ms,
                ClockKind::Bronstein => before - elapsed + elapsed.min(bonus_ms),
            };
            prop_assert_eq!(after, expected);
            if kind == ClockKind::Bronstein {
                prop_assert!(after <= before, "a Bronstein bank never grows");
            }
        }
    }
}

#[test]
fn clocks_that_cannot_be_played_are_refused() {
    let mut rules = RuleSet {
        clock: Some(clock(ClockKind::Fischer, 5, 2)),
        ..RuleSet::default()
    };
    assert!(rules.check_playable(2).unwrap_err().0.contains("bank"));
    rules.clock = Some(Clock {
        out_of_time: OutOfTime::RevertAndDraw,
        ..clock(ClockKind::Fischer, 300, 0)
    });
    assert!(rules.check_playable(2).unwrap_err().0.contains("bonus"));
    rules.clock = Some(Clock {
        out_of_time: OutOfTime::RevertAndDraw,
        ..clock(ClockKind::Fischer, 300, 5)
    });
    assert_eq!(rules.check_playable(4), Ok(()));
}

#[test]
fn the_championship_is_for_two_and_reads_back_from_json() {
    let rules = Preset::Championship.rules();
    assert_eq!(rules.check_playable(2), Ok(()));
    let three = rules.check_playable(3).unwrap_err().0;
    assert!(three.contains("joker"), "{three}");
    let json = serde_json::json!({ "preset": "championship" });
    assert_eq!(RuleSet::from_json_overrides(&json).unwrap(), rules);
    let text = serde_json::to_string(&rules).unwrap();
    assert_eq!(serde_json::from_str::<RuleSet>(&text).unwrap(), rules);
    // A classic rule set's JSON has none of the new fields.
    let classic = serde_json::to_string(&RuleSet::default()).unwrap();
    for field in [
        "clock",
        "joker_in_every_rack",
        "redeal_three_doubles",
        "unopened_penalty",
    ] {
        let key = format!("\"{field}\":");
        assert!(!classic.contains(&key), "{field} in {classic}");
    }
}

#[test]
fn a_championship_deal_gives_each_a_joker_and_never_three_doubles() {
    let rules = Preset::Championship.rules();
    let plain = RuleSet {
        redeal_three_doubles: false,
        ..rules.clone()
    };
    let mut redealt = 0;
    for seed in 0..400 {
        let round = Round::deal(seed, 2, &rules);
        round.check_invariants().unwrap();
        assert!(round.pool.iter().all(|id| !id.face().is_joker()));
        for seat in &round.seats {
            assert_eq!(seat.rack.len(), 14);
            assert_eq!(
                seat.rack.iter().filter(|id| id.face().is_joker()).count(),
                1
            );
            assert!(doubles(&seat.rack) < 3, "seed {seed}");
        }
        let first = Round::deal(seed, 2, &plain);
        if first.seats.iter().any(|s| doubles(&s.rack) >= 3) {
            redealt += 1;
            assert_ne!(first.seats, round.seats);
        } else {
            assert_eq!(
                first.seats, round.seats,
                "seed {seed}: dealt again for nothing"
            );
        }
    }
    // Three doubles in one of two racks of 13 random tiles is common enough
    // that 400 deals must have met it.
    assert!(redealt > 10, "only {redealt} deals were dealt again");
}

/// A championship round, `racks` dealt by hand, seat 1 still unopened and
/// both seats past a turn each.
fn unopened_round(racks: &[&str]) -> Round {
    let mut round = Round::arranged(racks, &["r1 r2 r3"], &Preset::Championship.rules()).unwrap();
    round.seats[1].initial_meld_done = false;
    round.turns = 2;
    round
}

#[test]
fn an_unopened_rack_costs_100_or_200_if_it_could_have_opened() {
    // Seat 1 holds black 10 11 12: 33 points, enough to open.
    let could = unopened_round(&["b5 b6 b7", "k10 k11 k12 o2"]);
    assert!(could.could_have_opened(1));
    assert_eq!(could.end_values(), vec![18, 200]);
    // 9 + 10 + 11 is 30: enough. 8 9 10 and an orange 13 is not.
    assert!(unopened_round(&["b5 b6 b7", "k9 k10 k11"]).could_have_opened(1));
    let could_not = unopened_round(&["b5 b6 b7", "k8 k9 k10 o13"]);
    assert_eq!(could_not.end_values(), vec![18, 100]);
    // A joker left on an opened rack costs 50.
    assert_eq!(unopened_round(&["j b7", "k1"]).end_values(), vec![57, 100]);
}

#[test]
fn a_rack_is_judged_as_it_was_at_its_last_turn() {
    // The orange 13 came with the last draw: before it, 11 + 12 + a joker
    // as 10 was 33, so it could open then as well as now.
    let mut round = unopened_round(&["b5 b6 b7", "o11 o12 j k13"]);
    round.seats[1].drawn_last_turn = 1;
    assert!(round.could_have_opened(1));
    // Here the joker came last: before it, 11 12 and a black 13 made nothing.
    let mut late = unopened_round(&["b5 b6 b7", "o11 o12 k13 j"]);
    late.seats[1].drawn_last_turn = 1;
    assert!(!late.could_have_opened(1));
    // A seat that never had a turn never had the chance.
    let mut early = unopened_round(&["b5 b6 b7", "k10 k11 k12"]);
    early.turns = 1;
    assert!(!early.could_have_opened(1));
}

#[test]
fn can_open_reads_jokers_and_groups() {
    let cases = [
        ("k10 k11 k12", 30, true),
        ("k1 k2 k3 b5 o5 r5", 30, false),
        ("k1 k2 k3 b8 o8 r8", 30, true),
        ("j k12 k13", 30, true),
        ("j r12 r13", 36, true),
        ("j k1 k2", 30, false),
        ("r10 b10 j", 30, true),
        ("r10 r10 b10", 30, false),
        ("j j k13", 36, true),
        ("r4 r5 r6 r7 b9 o9 k9", 49, true),
        ("r4 r5 r6 r7 b9 o9 k9", 50, false),
        ("", 0, true),
        ("k1", 1, false),
    ];
    for (rack, points, expected) in cases {
        let tiles = parse_tiles(rack).unwrap();
        assert_eq!(can_open(&tiles, points), expected, "{rack} for {points}");
    }
}

/// The most a rack's new sets are worth, by trying every way of putting
/// each tile into one of two sets or leaving it.
fn brute_opening(rack: &[Tile]) -> u32 {
    let n = rack.len();
    let value: Vec<Option<u32>> = (0..1usize << n)
        .map(|mask| {
            let set: Vec<Tile> = (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| rack[i])
                .collect();
            if set.is_empty() {
                Some(0)
            } else {
                brute::best_value(&set, false)
            }
        })
        .collect();
    let mut best = 0;
    for code in 0..3usize.pow(n as u32) {
        let mut masks = [0usize; 2];
        let mut c = code;
        for i in 0..n {
            if c % 3 > 0 {
                masks[c % 3 - 1] |= 1 << i;
            }
            c /= 3;
        }
        if let (Some(a), Some(b)) = (value[masks[0]], value[masks[1]]) {
            best = best.max(a + b);
        }
    }
    best
}

fn opening_tile() -> impl Strategy<Value = Tile> {
    prop_oneof![
        8 => (0usize..3, 8u8..14).prop_map(|(c, n)| Tile::new(Color::from_index(c), n)),
        1 => Just(Tile::JOKER),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]
    #[test]
    fn can_open_agrees_with_brute_force(
        rack in prop::collection::vec(opening_tile(), 0..8)
            .prop_filter("two jokers at most", |r| r.iter().filter(|t| t.is_joker()).count() <= 2),
        points in prop_oneof![Just(1u16), Just(30), Just(45), Just(60)],
    ) {
        let brute = brute_opening(&rack);
        prop_assert_eq!(can_open(&rack, points), brute >= u32::from(points), "{:?} best {}", rack, brute);
    }
}

fn championship_match(seed: u64) -> Match {
    Match::new(MatchConfig {
        seed,
        players: 2,
        rules: Preset::Championship.rules(),
    })
    .unwrap()
}

#[test]
fn running_out_of_time_loses_the_match() {
    let mut m = championship_match(7);
    m.apply(Action::Draw).unwrap();
    let loser = m.round.current;
    m.apply(Action::OutOfTime).unwrap();
    assert!(m.is_over());
    m.check_invariants().unwrap();
    let result = m.history.last().unwrap();
    assert_eq!(result.end, RoundEnd::OutOfTime { loser });
    // Neither opened; the loser had one turn with 14 tiles of the deal.
    let charged = m.round.end_values()[loser];
    assert!(charged == 100 || charged == 200, "{charged}");
    assert_eq!(result.scores[loser], -(charged as i32));
    assert_eq!(result.scores[1 - loser], charged as i32);
    assert_eq!(m.standings(), vec![1 - loser, loser]);
    assert_eq!(m.places()[loser], 2);
    assert_eq!(m.apply(Action::Draw), Err(MatchError::MatchOver));
    // The log replays to the same end.
    let again = Match::replay(m.config.clone(), &m.log).unwrap();
    assert_eq!(again.history, m.history);
}

#[test]
fn losing_on_time_needs_a_clock_that_says_so() {
    let mut m = Match::new(MatchConfig {
        seed: 1,
        players: 2,
        rules: RuleSet::default(),
    })
    .unwrap();
    let refused = m.apply(Action::OutOfTime).unwrap_err();
    assert!(matches!(refused, MatchError::NotInTheseRules { .. }));
    assert!(m.log.is_empty());
}

#[test]
fn the_loser_on_time_is_last_whatever_the_totals() {
    // Four seats, a clock that loses on time: the loser pays its rack to
    // the three others, and is last even when the totals tie.
    let rules = RuleSet {
        clock: Some(clock(ClockKind::Fischer, 600, 5)),
        ..RuleSet::default()
    };
    let mut m = Match::new(MatchConfig {
        seed: 3,
        players: 4,
        rules,
    })
    .unwrap();
    let loser = m.round.current;
    m.apply(Action::OutOfTime).unwrap();
    m.check_invariants().unwrap();
    let scores = &m.history[0].scores;
    let paid = -scores[loser];
    assert!(paid > 0);
    let others: i32 = (0..4).filter(|&s| s != loser).map(|s| scores[s]).sum();
    assert_eq!(others, paid);
    assert_eq!(*m.standings().last().unwrap(), loser);
    assert_eq!(m.places()[loser], 4);
    assert!(m.history[0].winners().len() == 3);
}

#[test]
fn after_a_loss_on_time_the_others_keep_their_tie() {
    // Three seats over several rounds; the leader then loses on time
    // while the other two are level: they share first place.
    let rules = RuleSet {
        clock: Some(clock(ClockKind::Fischer, 600, 5)),
        match_length: tilemeld::rules::MatchLength::Rounds { rounds: 3 },
        ..RuleSet::default()
    };
    let mut m = Match::new(MatchConfig {
        seed: 5,
        players: 3,
        rules,
    })
    .unwrap();
    let loser = m.round.current;
    m.apply(Action::OutOfTime).unwrap();
    // Totals as after earlier rounds the loser led (the round's own split
    // could leave a point between the others).
    m.totals = vec![-20; 3];
    m.totals[loser] = 40;
    let places = m.places();
    assert_eq!(places[loser], 3);
    let others: Vec<usize> = (0..3).filter(|&s| s != loser).map(|s| places[s]).collect();
    assert_eq!(others, vec![1, 1], "{places:?}");
}
