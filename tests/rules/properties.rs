//! Property tests: the engine against brute force, and invariants of whole
//! random games.

use proptest::prelude::*;
use tilemeld::rules::{
    Action, Color, GameRng, Match, MatchConfig, Preset, RuleSet, Tile, TurnError, analyze_meld,
    rack_value, score_pool_exhausted, score_went_out, validate_turn,
};

use super::{bot, brute};

/// Tiles from a small corner of the box (two colours, a window of numbers,
/// jokers), so random sets are often valid.
fn small_tile() -> impl Strategy<Value = Tile> {
    prop_oneof![
        8 => (0usize..2, 4u8..9).prop_map(|(c, n)| Tile::new(Color::from_index(c), n)),
        2 => (0usize..4, 1u8..14).prop_map(|(c, n)| Tile::new(Color::from_index(c), n)),
        1 => Just(Tile::JOKER),
    ]
}

fn small_set() -> impl Strategy<Value = Vec<Tile>> {
    prop::collection::vec(small_tile(), 0..7).prop_filter("at most two jokers", |s| {
        s.iter().filter(|t| t.is_joker()).count() <= 2
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn meld_validity_and_value_agree_with_brute_force(set in small_set(), wrap in any::<bool>()) {
        let rules = RuleSet { wrap_around_runs: wrap, ..RuleSet::default() };
        let engine = analyze_meld(&set, &rules).ok().map(|s| s.value());
        prop_assert_eq!(engine, brute::best_value(&set, wrap), "set {:?}", set);
    }
}

/// A valid run or group, sometimes with a joker in it.
fn valid_set() -> impl Strategy<Value = Vec<Tile>> {
    let run = (0usize..2, 3u8..8, 3usize..6).prop_map(|(c, start, len)| {
        (0..len as u8)
            .map(|i| Tile::new(Color::from_index(c), start + i))
            .collect::<Vec<_>>()
    });
    let group = (4u8..9, Just(Color::ALL.to_vec()).prop_shuffle(), 3usize..5).prop_map(
        |(n, colors, len)| {
            colors[..len]
                .iter()
                .map(|&c| Tile::new(c, n))
                .collect::<Vec<_>>()
        },
    );
    (prop_oneof![run, group], 0usize..8).prop_map(|(mut set, joker_at)| {
        if joker_at < set.len() {
            set[joker_at] = Tile::JOKER;
        }
        set
    })
}

/// A small turn: a table of valid sets, a rack, and an after-table that
/// keeps the table and adds rack sets, extends a set, or deals table and
/// rack tiles into random chunks.
/// Table before, rack, table after, initial meld done.
type Turn = (Vec<Vec<Tile>>, Vec<Tile>, Vec<Vec<Tile>>, bool);

fn small_turn() -> impl Strategy<Value = Turn> {
    (
        prop::collection::vec(valid_set(), 0..3),
        prop::option::of(valid_set()),
        prop::collection::vec(small_tile(), 0..3),
        any::<u64>(),
        any::<bool>(),
        0u8..3,
    )
        .prop_filter_map(
            "a box has two of each tile",
            |(before, rack_set, extra, seed, done, mode)| {
                let mut rack: Vec<Tile> = rack_set.clone().unwrap_or_default();
                rack.extend(&extra);
                let mut all: Vec<Tile> = before.concat();
                all.extend(&rack);
                let counts: tilemeld::rules::TileCounts = all.iter().collect();
                if counts
                    .first_beyond(tilemeld::rules::TileSet::CLASSIC)
                    .is_some()
                {
                    return None;
                }
                let mut rng = GameRng::new(seed);
                let mut after = before.clone();
                match mode {
                    0 => after.extend(rack_set),
                    1 => {
                        if !after.is_empty() && !rack.is_empty() {
                            let s = rng.below(after.len() as u32) as usize;
                            let t = rng.below(rack.len() as u32) as usize;
                            after[s].push(rack[t]);
                        }
                    }
                    _ => {
                        let mut pieces: Vec<Tile> = before.concat();
                        pieces.extend(rack.iter().filter(|_| rng.below(3) > 0));
                        rng.shuffle(&mut pieces);
                        after.clear();
                        let mut rest = &pieces[..];
                        while !rest.is_empty() {
                            let n = (3 + rng.below(3) as usize).min(rest.len());
                            after.push(rest[..n].to_vec());
                            rest = &rest[n..];
                        }
                    }
                }
                Some((before, rack, after, done))
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn turn_validation_agrees_with_brute_force((before, rack, after, done) in small_turn(), threshold in prop_oneof![Just(0u16), Just(30u16)]) {
        let rules = RuleSet { initial_meld_points: threshold, ..RuleSet::default() };
        let engine = validate_turn(&before, &rack, &after, done, &rules);
        let brute = brute::turn_is_legal(&before, &rack, &after, done, threshold as u32);
        prop_assert_eq!(engine.is_ok(), brute, "before {:?} rack {:?} after {:?} done {} -> {:?}", before, rack, after, done, engine);
        if engine.is_ok() {
            // Every table a legal turn leaves is valid.
            for set in &after {
                prop_assert!(brute::best_value(set, false).is_some());
            }
        }
    }

    #[test]
    fn restrictive_joker_rules_only_ever_refuse_more(
        (before, rack, after, _done) in small_turn(),
        preset in prop::sample::select(Preset::ALL.to_vec()),
    ) {
        // Joker options restrict the default; they never allow what the default refuses.
        let strict = RuleSet { initial_meld_points: 30, wrap_around_runs: false, ..preset.rules() };
        let default = validate_turn(&before, &rack, &after, true, &RuleSet::default());
        let other = validate_turn(&before, &rack, &after, true, &strict);
        if default.is_err() {
            prop_assert!(other.is_err());
        }
        if let Err(e) = &other && default.is_ok() {
            prop_assert!(matches!(e,
                TurnError::JokerReplacementNotFromRack { .. }
                | TurnError::FreedJokerNeedsTwoRackTiles { .. }
                | TurnError::GroupJokerNeedsBothColours { .. }
                | TurnError::JokerSetManipulated { .. }), "{:?}", e);
        }
    }

    #[test]
    fn round_scores_sum_to_zero(
        racks in prop::collection::vec(prop::collection::vec(small_tile(), 0..8), 2..5),
        winner in 0usize..4,
        fewest in any::<bool>(),
    ) {
        let rules = RuleSet {
            pool_exhausted_winner: if fewest { tilemeld::rules::PoolExhaustedWinner::FewestTiles } else { tilemeld::rules::PoolExhaustedWinner::LowestValue },
            ..RuleSet::default()
        };
        let winner = winner % racks.len();
        let mut racks = racks;
        racks[winner].clear();
        let out = score_went_out(&racks, winner, &rules);
        prop_assert_eq!(out.scores.iter().sum::<i32>(), 0);
        prop_assert_eq!(out.scores[winner], racks.iter().map(|r| rack_value(r, &rules) as i32).sum::<i32>());
        let ex = score_pool_exhausted(&racks, &rules);
        prop_assert_eq!(ex.scores.iter().sum::<i32>(), 0);
        prop_assert!(ex.winners().iter().all(|&w| ex.scores[w] >= 0));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Whole matches with random actions: 106 tiles conserved, every table
    /// valid and every round summing to zero after every action; refused
    /// actions change nothing; the log replays to the same match.
    #[test]
    fn random_matches_keep_every_invariant(
        seed in any::<u64>(),
        players in 2usize..5,
        preset in prop::sample::select(Preset::ALL.to_vec()),
    ) {
        let players = players.min(*preset.seats().end());
        let config = MatchConfig { seed, players, rules: preset.rules() };
        let mut m = Match::new(config.clone()).unwrap();
        let mut rng = GameRng::new(seed);
        let mut steps = 0;
        while !m.is_over() && steps < 3000 {
            steps += 1;
            let action = if m.round.is_over() {
                steps = 0;
                Action::NextRound
            } else {
                // A random rearrangement, most often refused.
                let mut ids: Vec<_> = m.round.table.concat();
                ids.extend(m.round.current_seat().rack.iter().take(rng.below(3) as usize));
                rng.shuffle(&mut ids);
                let scrambled: Vec<Vec<_>> = ids.chunks(3).map(<[_]>::to_vec).collect();
                match rng.below(20) {
                    0 => Action::Timeout { attempted: scrambled },
                    1 => Action::GiveUp,
                    2 => Action::Play { table: scrambled },
                    3 => Action::Timeout { attempted: m.round.table.clone() },
                    _ => bot::choose(&m.round, &mut rng),
                }
            };
            let before = m.clone();
            match m.apply(action) {
                Ok(_) => {}
                Err(_) => prop_assert_eq!(&m, &before, "a refused action changed the match"),
            }
            if let Err(e) = m.check_invariants() {
                return Err(TestCaseError::fail(e));
            }
        }
        prop_assert!(m.is_over(), "every round ended within 3000 actions");
        prop_assert_eq!(Match::replay(config, &m.log).unwrap(), m);
    }
}

/// The turn strategy must produce a real mix of legal and illegal turns,
/// or the agreement property above would prove little.
#[test]
fn the_random_turns_cover_legal_and_illegal_cases() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = small_turn();
    let mut codes = std::collections::BTreeMap::new();
    for _ in 0..3000 {
        let (before, rack, after, done) = strategy.new_tree(&mut runner).unwrap().current();
        let code = match validate_turn(&before, &rack, &after, done, &RuleSet::default()) {
            Ok(_) => "legal",
            Err(e) => e.code(),
        };
        *codes.entry(code).or_insert(0) += 1;
    }
    for code in [
        "legal",
        "invalid_set",
        "no_tile_played",
        "initial_meld_too_low",
        "initial_meld_uses_table",
        "initial_meld_touches_table",
    ] {
        assert!(
            codes.get(code).copied().unwrap_or(0) >= 30,
            "{code} is rare: {codes:?}"
        );
    }
}

/// Bot games must end both ways, so the round-end rules are exercised.
#[test]
fn bot_matches_end_rounds_both_ways() {
    let (mut out, mut exhausted) = (0, 0);
    for seed in 0..12 {
        let mut m = Match::new(MatchConfig {
            seed,
            players: 4,
            rules: RuleSet::default(),
        })
        .unwrap();
        let mut rng = GameRng::new(seed);
        while !m.is_over() {
            let a = if m.round.is_over() {
                Action::NextRound
            } else {
                bot::choose(&m.round, &mut rng)
            };
            m.apply(a).unwrap();
        }
        for r in &m.history {
            match r.end {
                tilemeld::rules::RoundEnd::WentOut { .. } => out += 1,
                tilemeld::rules::RoundEnd::PoolExhausted { .. } => exhausted += 1,
                tilemeld::rules::RoundEnd::OutOfTime { .. } => panic!("no clock here"),
            }
        }
    }
    assert!(
        out > 0 && exhausted > 0,
        "went out {out}, pool exhausted {exhausted}"
    );
}
