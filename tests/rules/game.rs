//! Rounds and matches: the deal, the ways a turn ends, round ends, match
//! length, replay and save round trips.

use tilemeld::rules::{
    Action, ActionOutcome, GameRng, Match, MatchConfig, MatchError, MatchLength, NoPlay, Preset,
    Round, RoundEnd, RoundError, RuleSet, Tile, TileId, faces, format_tiles, parse_tiles,
};

use super::bot;

/// A round with these racks and table; every other tile is in the pool.
pub fn round_with(racks: &[&str], table: &[&str], rules: &RuleSet) -> Round {
    Round::arranged(racks, table, rules).unwrap()
}

fn ids_of(round: &Round, seat: usize, text: &str) -> Vec<TileId> {
    let mut rack = round.seats[seat].rack.clone();
    parse_tiles(text)
        .unwrap()
        .into_iter()
        .map(|f| {
            let i = rack.iter().position(|id| id.face() == f).unwrap();
            rack.remove(i)
        })
        .collect()
}

#[test]
fn the_deal_gives_each_player_fourteen_and_leaves_the_rest_in_the_pool() {
    for players in 2..=4 {
        let round = Round::deal(7, players, &RuleSet::default());
        round.check_invariants().unwrap();
        assert!(round.seats.iter().all(|s| s.rack.len() == 14));
        assert_eq!(round.pool.len(), 106 - 14 * players);
        assert!(round.table.is_empty());
        assert_eq!(round.current, round.first);
    }
    let sixteen = RuleSet {
        tiles_per_player: 16,
        ..RuleSet::default()
    };
    assert!(
        Round::deal(7, 4, &sixteen)
            .seats
            .iter()
            .all(|s| s.rack.len() == 16)
    );
}

#[test]
fn the_highest_opening_draw_starts_and_jokers_draw_again() {
    let (mut saw_joker, mut saw_tie) = (false, false);
    for seed in 0..300 {
        let round = Round::deal(seed, 4, &RuleSet::default());
        let mut draws = round.start_draws.iter();
        let mut contenders: Vec<usize> = (0..4).collect();
        while contenders.len() > 1 {
            let mut numbers = Vec::new();
            for &seat in &contenders {
                let number = loop {
                    let d = draws.next().expect("a draw for every contender");
                    assert_eq!(d.seat, seat, "seats draw in turn, a joker drawn again");
                    match d.tile.face().number() {
                        Some(n) => break n,
                        None => saw_joker = true,
                    }
                };
                numbers.push(number);
            }
            let best = *numbers.iter().max().unwrap();
            contenders = contenders
                .iter()
                .zip(&numbers)
                .filter(|(_, n)| **n == best)
                .map(|(s, _)| *s)
                .collect();
            saw_tie |= contenders.len() > 1;
        }
        assert!(draws.next().is_none());
        assert_eq!(round.first, contenders[0], "seed {seed}");
    }
    assert!(saw_joker && saw_tie, "300 seeds include jokers and ties");
}

#[test]
fn one_seed_always_deals_the_same_game() {
    let a = Round::deal(20261122, 4, &RuleSet::default());
    let b = Round::deal(20261122, 4, &RuleSet::default());
    assert_eq!(a, b);
    assert_ne!(a, Round::deal(20261123, 4, &RuleSet::default()));
    // Pinned, so a change in shuffling (or a platform difference) shows up.
    assert_eq!(
        format_tiles(&faces(&a.seats[0].rack)),
        GOLDEN_RACK_0,
        "seat 0 of seed 20261122"
    );
    assert_eq!(a.first, GOLDEN_FIRST);
}

const GOLDEN_RACK_0: &str = "b11 r3 o3 o1 o5 k12 o10 o8 b11 b5 o6 o6 b5 k3";
const GOLDEN_FIRST: usize = 1;

#[test]
fn drawing_ends_the_turn_with_one_more_tile() {
    let mut round = Round::deal(3, 3, &RuleSet::default());
    let seat = round.current;
    let top = *round.pool.last().unwrap();
    let out = round.draw().unwrap();
    assert_eq!(out.drawn, vec![top]);
    assert!(round.seats[seat].rack.contains(&top));
    assert_eq!(round.seats[seat].rack.len(), 15);
    assert_eq!(round.current, (seat + 1) % 3);
    assert_eq!(round.seats[seat].drawn_last_turn, 1, "the table saw a draw");
    round.check_invariants().unwrap();
}

#[test]
fn each_seat_shows_what_it_drew_on_its_last_turn() {
    let strict = RuleSet {
        timeout_invalid_table_penalty: 3,
        ..RuleSet::default()
    };
    let mut round = round_with(&["r10 r11 r12 k1", "b1 b2 o9"], &[], &strict);
    let bad = vec![ids_of(&round, 0, "r10 r11 k1")];
    round.timeout(&bad).unwrap();
    assert_eq!(round.seats[0].drawn_last_turn, 3);
    round.draw().unwrap();
    assert_eq!(round.seats[1].drawn_last_turn, 1);
    assert_eq!(
        round.seats[0].drawn_last_turn, 3,
        "another seat's turn changes nothing"
    );
    let set = ids_of(&round, 0, "r10 r11 r12");
    round.play(vec![set]).unwrap();
    assert_eq!(round.seats[0].drawn_last_turn, 0, "it played");
    // Saves written before the field existed still load.
    let mut json = serde_json::to_value(&round).unwrap();
    json["seats"][1]
        .as_object_mut()
        .unwrap()
        .remove("drawn_last_turn");
    let loaded: Round = serde_json::from_value(json).unwrap();
    assert_eq!(loaded.seats[1].drawn_last_turn, 0);
}

#[test]
fn counterclockwise_play_goes_the_other_way() {
    let mut round = Round::deal(3, 3, &Preset::Sabra.rules());
    let seat = round.current;
    round.draw().unwrap();
    assert_eq!(round.current, (seat + 2) % 3);
}

#[test]
fn a_legal_play_moves_tiles_and_marks_the_initial_meld() {
    let mut round = round_with(&["r10 r11 r12 k1", "b1 b2"], &[], &RuleSet::default());
    round.seats[0].initial_meld_done = false;
    let set = ids_of(&round, 0, "r12 r10 r11");
    let out = round.play(vec![set.clone()]).unwrap();
    assert_eq!(out.played.len(), 3);
    assert_eq!(
        format_tiles(&faces(&round.table[0])),
        "r10 r11 r12",
        "shown in order"
    );
    assert!(round.seats[0].initial_meld_done);
    assert_eq!(format_tiles(&faces(&round.seats[0].rack)), "k1");
    assert_eq!(round.current, 1);
    round.check_invariants().unwrap();
}

#[test]
fn a_refused_play_changes_nothing() {
    let mut round = round_with(&["r10 r11 k1", "b1 b2"], &["o4 o5 o6"], &RuleSet::default());
    let before = round.clone();
    let mut table = round.table.clone();
    table.push(ids_of(&round, 0, "r10 r11 k1"));
    let err = round.play(table).unwrap_err();
    assert_eq!(err.code(), "invalid_set");
    // A table tile taken back, a duplicated id, a tile of the other seat.
    let err = round.play(vec![]).unwrap_err();
    assert!(
        matches!(err, RoundError::TableTileRemoved { .. }),
        "{err:?}"
    );
    let t = round.table[0].clone();
    let err = round.play(vec![t.clone(), t.clone()]).unwrap_err();
    assert!(matches!(err, RoundError::DuplicateTile { .. }));
    let theirs = round.seats[1].rack.clone();
    let mut with_theirs = round.table.clone();
    with_theirs[0].extend(&theirs);
    assert_eq!(round.play(with_theirs).unwrap_err().code(), "unknown_tile");
    assert_eq!(round, before);
}

#[test]
fn timer_expiry_keeps_the_table_and_draws_the_penalty() {
    let rules = RuleSet::default();
    let mut round = round_with(&["r10 r11 k1", "b1 b2"], &["o4 o5 o6"], &rules);
    let table = round.table.clone();
    let out = round.timeout(&table).unwrap();
    assert_eq!(out.drawn.len(), 1);
    assert_eq!(round.table, table);
    assert_eq!(round.seats[0].rack.len(), 4);

    // The rules judge the table the player left, not the caller.
    let strict = RuleSet {
        timeout_invalid_table_penalty: 3,
        ..rules.clone()
    };
    let fresh = || round_with(&["r10 r11 k1", "b1 b2"], &["o4 o5 o6"], &strict);
    let start = fresh().table.clone();
    let round = fresh();
    let mut invalid = start.clone();
    invalid.push(ids_of(&round, 0, "r10 k1"));
    let mut unfinished = start.clone();
    unfinished[0].extend(ids_of(&round, 0, "r10"));
    let mut with_empty_set = start.clone();
    with_empty_set.push(Vec::new());
    let mut shuffled = start.clone();
    shuffled[0].reverse();
    for (attempted, drawn, why) in [
        (invalid, 3, "an invalid set was left"),
        (unfinished, 3, "o4 o5 o6 r10 is no set"),
        (start.clone(), 1, "the table as it was"),
        (shuffled, 1, "the same set in another order"),
        (with_empty_set, 1, "an empty set is no change"),
        (vec![], 3, "table tiles went missing"),
    ] {
        let mut round = fresh();
        assert_eq!(
            round.timeout(&attempted).unwrap().drawn.len(),
            drawn,
            "{why}"
        );
        assert_eq!(round.table, start, "{why}: the table goes back");
    }

    let house = Preset::House.rules();
    let mut round = round_with(&["r10 r11 k1", "b1 b2"], &["o4 o5 o6"], &house);
    let table = round.table.clone();
    assert_eq!(
        round.timeout(&table).unwrap().drawn.len(),
        3,
        "002: three tiles"
    );
}

/// Drawing from a changed table is giving up: under the editions with a
/// three-tile penalty, Draw is never a cheaper way out of a failed turn.
#[test]
fn a_draw_from_a_changed_table_is_giving_up() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let round = round_with(&["r10 r11 k1 b5", "b1 b2"], &["o4 o5 o6"], &rules);
        let start = round.table.clone();
        assert_eq!(round.no_play_action(&start), NoPlay::Draw, "{preset:?}");
        let mut moved = start.clone();
        moved[0].reverse();
        moved.reverse();
        assert_eq!(
            round.no_play_action(&moved),
            NoPlay::Draw,
            "{preset:?}: the same sets in another order"
        );
        let mut changed = start.clone();
        changed.push(ids_of(&round, 0, "r10 r11"));
        assert_eq!(
            round.no_play_action(&changed),
            NoPlay::GiveUp {
                penalty: rules.invalid_turn_penalty
            },
            "{preset:?}"
        );
    }
    assert_eq!(Preset::Sabra.rules().invalid_turn_penalty, 3);
}

#[test]
fn giving_up_an_invalid_turn_draws_the_penalty() {
    let mut round = round_with(&["r10 r11 k1", "b1 b2"], &[], &RuleSet::default());
    assert_eq!(round.give_up().unwrap().drawn.len(), 1);
    let mut round = round_with(&["r10 r11 k1", "b1 b2"], &[], &Preset::Pressman2009.rules());
    assert_eq!(round.give_up().unwrap().drawn.len(), 3, "004: three tiles");
}

#[test]
fn going_out_ends_the_round_and_scores_it() {
    let mut round = round_with(&["r10 r11 r12", "b1 b2", "j k9"], &[], &RuleSet::default());
    let set = round.seats[0].rack.clone();
    let out = round.play(vec![set]).unwrap();
    assert!(out.round_over);
    let result = round.result.clone().unwrap();
    assert_eq!(result.end, RoundEnd::WentOut { winner: 0 });
    assert_eq!(result.scores, vec![42, -3, -39]);
    assert_eq!(round.draw().unwrap_err(), RoundError::RoundOver);
}

#[test]
fn with_the_pool_empty_everyone_passing_ends_the_round() {
    let mut round = round_with(&["r10 r12", "b1 b2", "j k9"], &[], &RuleSet::default());
    let pool = std::mem::take(&mut round.pool);
    round.seats[2].rack.extend(pool);
    round.check_invariants().unwrap();
    assert!(!round.draw().unwrap().round_over);
    assert!(!round.draw().unwrap().round_over);
    let last = round.draw().unwrap();
    assert!(last.round_over && last.drawn.is_empty());
    let result = round.result.clone().unwrap();
    assert_eq!(result.end, RoundEnd::PoolExhausted { winners: vec![1] });
    assert_eq!(result.scores.iter().sum::<i32>(), 0);
    assert_eq!(result.scores[0], -(22 - 3));
}

#[test]
fn a_play_resets_the_passes() {
    let mut round = round_with(
        &["r10 r12", "b1 b2", "k8 k9 k10 r1"],
        &[],
        &RuleSet::default(),
    );
    let pool = std::mem::take(&mut round.pool);
    round.seats[1].rack.extend(pool);
    round.draw().unwrap();
    round.draw().unwrap();
    assert_eq!(round.passes, 2);
    let set = ids_of(&round, 2, "k8 k9 k10");
    round.play(vec![set]).unwrap();
    assert_eq!(round.passes, 0);
    assert!(!round.draw().unwrap().round_over);
    assert!(!round.draw().unwrap().round_over);
    assert!(round.draw().unwrap().round_over);
}

fn play_match(seed: u64, players: usize, rules: RuleSet) -> Match {
    play_match_seen(seed, players, rules, |_| {})
}

/// Plays a match between bots, showing `seen` the match after every action.
fn play_match_seen(
    seed: u64,
    players: usize,
    rules: RuleSet,
    mut seen: impl FnMut(&Match),
) -> Match {
    let mut m = Match::new(MatchConfig {
        seed,
        players,
        rules,
    })
    .unwrap();
    let mut rng = GameRng::new(seed ^ 0xB07);
    let mut actions = 0;
    while !m.is_over() {
        let action = if m.round.is_over() {
            Action::NextRound
        } else {
            bot::choose(&m.round, &mut rng)
        };
        m.apply(action).unwrap();
        m.check_invariants().unwrap();
        seen(&m);
        actions += 1;
        assert!(actions < 20_000, "a match ends");
    }
    m
}

#[test]
fn a_match_lasts_one_round_per_player_by_default() {
    let mut m = play_match(11, 3, RuleSet::default());
    assert_eq!(m.history.len(), 3);
    assert_eq!(m.apply(Action::Draw), Err(MatchError::MatchOver));
    let totals: i32 = m.totals.iter().sum();
    assert_eq!(totals, 0);
    let fixed = RuleSet {
        match_length: MatchLength::Rounds { rounds: 2 },
        ..RuleSet::default()
    };
    assert_eq!(play_match(11, 4, fixed).history.len(), 2);
    let target = RuleSet {
        match_length: MatchLength::TargetScore { points: 40 },
        ..RuleSet::default()
    };
    let m = play_match(12, 2, target);
    assert!(
        m.totals.iter().any(|&t| t >= 40),
        "{:?} after {} rounds",
        m.totals,
        m.history.len()
    );
    let before_last: Vec<i32> = (0..2)
        .map(|s| {
            m.history[..m.history.len() - 1]
                .iter()
                .map(|r| r.scores[s])
                .sum()
        })
        .collect();
    assert!(
        before_last.iter().all(|&t| t < 40),
        "it stops at the first round that reaches the target"
    );
}

#[test]
fn next_round_only_after_a_round_ends() {
    let mut m = Match::new(MatchConfig {
        seed: 5,
        players: 2,
        rules: RuleSet::default(),
    })
    .unwrap();
    assert!(matches!(
        m.apply(Action::NextRound),
        Err(MatchError::WrongPhase { .. })
    ));
    assert!(m.log.is_empty(), "a refused action is not logged");
}

#[test]
fn replaying_the_log_reproduces_the_match_exactly() {
    for (seed, preset) in [(1, Preset::Modern), (2, Preset::Sabra), (3, Preset::House)] {
        // The live match as it stood every 25 actions.
        let mut states = Vec::new();
        let m = play_match_seen(seed, 4, preset.rules(), |live| {
            if live.log.len() % 25 == 0 {
                states.push(live.clone());
            }
        });
        assert!(states.len() > 2, "{preset:?}");
        let replayed = Match::replay(m.config.clone(), &m.log).unwrap();
        assert_eq!(replayed, m);
        for live in states {
            let replayed = Match::replay(m.config.clone(), &m.log[..live.log.len()]).unwrap();
            assert_eq!(
                replayed,
                live,
                "{preset:?} after {} actions",
                live.log.len()
            );
        }
    }
}

#[test]
fn a_tampered_log_fails_at_the_bad_action() {
    let m = play_match(4, 2, RuleSet::default());
    let mut log = m.log.clone();
    let i = log
        .iter()
        .position(|a| matches!(a, Action::Play { .. }))
        .unwrap();
    log[i] = Action::Play {
        table: vec![vec![TileId(0), TileId(2), TileId(4)]],
    };
    let err = Match::replay(m.config.clone(), &log).unwrap_err();
    assert_eq!(err.index, Some(i));
}

#[test]
fn a_match_survives_a_json_round_trip() {
    let mut m = Match::new(MatchConfig {
        seed: 9,
        players: 3,
        rules: Preset::Sabra.rules(),
    })
    .unwrap();
    let mut rng = GameRng::new(1);
    for _ in 0..40 {
        if m.round.is_over() {
            break;
        }
        let a = bot::choose(&m.round, &mut rng);
        m.apply(a).unwrap();
    }
    let json = serde_json::to_string(&m).unwrap();
    let back: Match = serde_json::from_str(&json).unwrap();
    assert_eq!(back, m);
}

#[test]
fn bad_configurations_are_refused() {
    for players in [0, 1, 5] {
        assert!(
            Match::new(MatchConfig {
                seed: 1,
                players,
                rules: RuleSet::default()
            })
            .is_err()
        );
    }
    let zero_timer = RuleSet {
        turn_timer_secs: Some(0),
        ..RuleSet::default()
    };
    // A meld no rack can reach would leave every seat drawing to the end.
    let absurd_meld = RuleSet {
        initial_meld_points: 65535,
        ..RuleSet::default()
    };
    for rules in [zero_timer, absurd_meld] {
        let refused = Match::new(MatchConfig {
            seed: 1,
            players: 2,
            rules: rules.clone(),
        });
        assert!(refused.is_err(), "{rules:?}");
    }
    let highest = RuleSet {
        initial_meld_points: 200,
        ..RuleSet::default()
    };
    assert!(
        Match::new(MatchConfig {
            seed: 1,
            players: 2,
            rules: highest
        })
        .is_ok()
    );
}

#[test]
fn every_preset_plays_whole_matches() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let players = 4.min(*preset.seats().end());
        let mut m = play_match(21, players, rules.clone());
        // As long as the preset's match length says, and not a round longer.
        let rounds = m.history.len();
        match rules.match_length {
            MatchLength::OneRoundPerPlayer => assert_eq!(rounds, players, "{preset:?}"),
            MatchLength::Rounds { rounds: r } => assert_eq!(rounds, r as usize, "{preset:?}"),
            MatchLength::TargetScore { points } => {
                assert!(m.totals.iter().any(|&t| t >= points), "{preset:?}");
                let before: Vec<i32> = (0..4)
                    .map(|s| m.history[..rounds - 1].iter().map(|r| r.scores[s]).sum())
                    .collect();
                assert!(before.iter().all(|&t| t < points), "{preset:?}");
            }
        }
        assert!(matches!(m.apply(Action::Draw), Err(MatchError::MatchOver)));
        assert!(matches!(
            m.apply(Action::NextRound),
            Err(MatchError::MatchOver)
        ));
    }
}

#[test]
fn outcomes_report_what_happened() {
    let mut m = Match::new(MatchConfig {
        seed: 3,
        players: 2,
        rules: RuleSet::default(),
    })
    .unwrap();
    let seat = m.round.current;
    match m.apply(Action::Draw).unwrap() {
        ActionOutcome::Turn(t) => {
            assert_eq!(t.seat, seat);
            assert_eq!(t.drawn.len(), 1);
        }
        other => panic!("{other:?}"),
    }
    let _ = Tile::JOKER;
}

/// The XP preset: six seats deal from all 160 tiles, four or fewer from
/// the classic 106 (the box's advice), and every other preset's deals are
/// the ones they always were.
#[test]
fn the_xp_box_deals_160_tiles_to_five_or_six() {
    let xp = Preset::Xp.rules();
    for players in 2..=6 {
        xp.check_playable(players).unwrap();
        let round = Round::deal(7, players, &xp);
        round.check_invariants().unwrap();
        let held = round.pool.len() + round.seats.iter().map(|s| s.rack.len()).sum::<usize>();
        assert_eq!(held, if players > 4 { 160 } else { 106 }, "{players} seats");
        assert!(round.seats.iter().all(|s| s.rack.len() == 14));
    }
    let classic = Round::deal(7, 4, &RuleSet::default());
    assert_eq!(
        Round::deal(7, 4, &xp).seats,
        classic.seats,
        "same deal at four"
    );
    let six = Round::deal(7, 6, &xp);
    let faces: Vec<Tile> = six
        .pool
        .iter()
        .chain(six.seats.iter().flat_map(|s| &s.rack))
        .map(|id| id.face())
        .collect();
    let sevens = faces.iter().filter(|t| t.to_string() == "r7").count();
    assert_eq!(sevens, 3);
    assert_eq!(faces.iter().filter(|t| t.is_joker()).count(), 4);

    let refused = |rules: &RuleSet, players| rules.check_playable(players).unwrap_err().to_string();
    assert!(refused(&RuleSet::default(), 5).contains("160 tiles"));
    assert!(refused(&xp, 7).contains("2 to 6 players"));
    let strict = RuleSet {
        joker_sets_locked: true,
        ..xp.clone()
    };
    assert!(refused(&strict, 6).contains("classic 106"));
    let odd = RuleSet {
        tile_set: tilemeld::rules::TileSet {
            copies: 2,
            jokers: 3,
        },
        ..RuleSet::default()
    };
    assert!(refused(&odd, 2).contains("2 or 3 copies"));
}

/// Under XP a run may meet a third copy, a group still holds each colour
/// once, and a third r7 is a tile of the game, not an impossible one.
#[test]
fn three_copies_play_like_two() {
    let xp = RuleSet {
        classic_set_up_to_four_seats: false,
        ..Preset::Xp.rules()
    };
    let mut round = round_with(&["r7 r8 r9 r7 k7 b7", "b1 b2"], &["r6 r7 r8"], &xp);
    let mut table = round.table.clone();
    let mut laid = ids_of(&round, 0, "r7 r8 r9 r7 k7 b7");
    table.push(laid.split_off(3));
    table.push(laid);
    let outcome = round.play(table).unwrap();
    assert_eq!(outcome.played.len(), 6);
    round.check_invariants().unwrap();
    let same_colour = parse_tiles("r7 r7 k7").unwrap();
    assert!(tilemeld::rules::analyze_meld(&same_colour, &xp).is_err());
    let classic = Round::arranged(&["r7 r7 r7", "b1"], &[], &RuleSet::default());
    assert!(classic.unwrap_err().contains("no r7 is left"));
}
