//! The computer players: legal turns as tile moves, the step-by-step job,
//! the solve and simulate CLIs.

use std::process::Command;

use serde_json::{Value, json};
use tilemeld::ai::fitting::Fitting;
use tilemeld::ai::hard::{self, Opponent, Reading, STEP_WORK, View, WORK_BUDGET};
use tilemeld::ai::master::{self, PublicView};
use tilemeld::ai::simulate::play_game;
use tilemeld::ai::solver::work_done;
use tilemeld::ai::{AiJob, Level, Objective, apply_moves, choose_turn, hint, solve};
use tilemeld::cli::solve;
use tilemeld::rules::{
    Action, GameRng, Preset, Round, RuleSet, Tile, TileCounts, TileId, canonical_table,
    derive_seed, parse_tiles,
};

#[test]
fn every_level_plays_legal_turns_whose_moves_give_the_play() {
    let rules = RuleSet::default();
    let mut plays = 0;
    for level in Level::ALL {
        // Master thinks longest: fewer rounds keep the test quick.
        let seeds = if level == Level::Master { 2 } else { 6 };
        for seed in 0..seeds {
            let mut round = Round::deal(derive_seed(seed, 7), 3, &rules);
            for turn in 0..60u64 {
                if round.is_over() {
                    break;
                }
                let ai = choose_turn(&round, level, derive_seed(seed, turn));
                if let Action::Play { table } = &ai.action {
                    round.check_play(table).expect("computer turns are legal");
                    let (moved, _) =
                        apply_moves(&round.table, &round.current_seat().rack, &ai.moves)
                            .expect("the moves apply");
                    assert_eq!(
                        canonical_table(&moved),
                        canonical_table(table),
                        "{level:?}: the moves give the play"
                    );
                    assert!(!ai.moves.is_empty());
                    plays += 1;
                    round.play(table.clone()).unwrap();
                } else {
                    assert!(ai.moves.is_empty());
                    round.draw().unwrap();
                }
                round.check_invariants().unwrap();
            }
        }
    }
    assert!(plays > 100, "the levels really play ({plays} plays)");
}

/// Under locked joker sets, Medium's lay-off onto a set with a joker is
/// refused; its other lay-offs still go down (before, the whole turn became
/// a draw).
#[test]
fn medium_keeps_the_lay_offs_the_rules_accept() {
    let played = |rules: &RuleSet| -> Vec<Tile> {
        let round = Round::arranged(
            &["r13 r4 r9", "k1 k2"],
            &["r10 j r12", "r5 r6 r7", "k9 b9 o9"],
            rules,
        )
        .unwrap();
        laid_from(&round, Level::Medium, 3).expect("Medium has lay-offs to play")
    };
    assert_eq!(played(&Preset::Modern.rules()), tiles("r4 r9 r13"));
    assert_eq!(played(&Preset::Sabra.rules()), tiles("r4 r9"));
}

/// The rack tiles a level plays from an arranged position (its rack
/// first, after the initial meld), with at most `pool` tiles left in the
/// pool (the others stand for tiles drawn earlier), the turn checked legal;
/// `None` when it draws.
fn laid_by(level: Level, rack: &str, table: &[&str], pool: usize, seed: u64) -> Option<Vec<Tile>> {
    let mut round = Round::arranged(&[rack, "k1 k2"], table, &RuleSet::default()).unwrap();
    round.pool.truncate(pool);
    laid_from(&round, level, seed)
}

/// The rack tiles a level plays in this round, the turn checked legal;
/// `None` when it draws.
fn laid_from(round: &Round, level: Level, seed: u64) -> Option<Vec<Tile>> {
    let Action::Play { table } = choose_turn(round, level, seed).action else {
        return None;
    };
    round.check_play(&table).expect("a legal turn");
    let rack = &round.current_seat().rack;
    let mut laid: Vec<Tile> = table
        .iter()
        .flatten()
        .filter(|id| rack.contains(id))
        .map(|id| id.face())
        .collect();
    laid.sort();
    Some(laid)
}

/// Easy and Medium make a beginner's rearrangements: a tile taken from a
/// group of four or off the end of a run of four for a set with two rack
/// tiles, and a run split to take a tile. Medium also makes a set of one
/// rack tile and two table tiles taken from different sets; Easy does not.
/// Easy looks on seven turns in ten; Medium only once the pool holds 15
/// tiles or fewer, and then every turn. Each position is played from ten
/// seeds.
#[test]
fn easy_and_medium_make_a_beginners_rearrangements() {
    let seeds_laying =
        |level: Level, rack: &str, table: &[&str], pool: usize, want: Option<&str>| {
            (0..10u64)
                .filter(|&seed| laid_by(level, rack, table, pool, seed) == want.map(tiles))
                .count()
        };
    let cases: [(&str, &[&str], &str); 3] = [
        // k5 from the group of four: k5 k6 k7.
        ("k6 k7 o1", &["k5 b5 o5 r5", "r1 r2 r3"], "k6 k7"),
        // r9 off the end of r6-r9: r9 b9 o9.
        ("b9 o9 k1", &["r6 r7 r8 r9", "o1 o2 o3"], "b9 o9"),
        // r6 splits r3-r8 into r3-r6 and r6-r8.
        ("r6 b1", &["r3 r4 r5 r6 r7 r8", "k9 k10 k11"], "r6"),
    ];
    for (rack, table, want) in cases {
        // A run split is a lay-off, which both make on every turn.
        let lay_off = want == "r6";
        for pool in [60, 16, 15, 0] {
            let easy = seeds_laying(Level::Easy, rack, table, pool, Some(want));
            println!("Easy, rack {rack}, pool {pool}: {easy} of 10");
            let seen = if lay_off {
                easy == 10
            } else {
                (4..10).contains(&easy)
            };
            assert!(seen, "Easy, rack {rack}, pool {pool}: {easy} of 10");
        }
        let medium_early = if lay_off { 10 } else { 0 };
        for (pool, n) in [(60, medium_early), (16, medium_early), (15, 10), (0, 10)] {
            let medium = seeds_laying(Level::Medium, rack, table, pool, Some(want));
            assert_eq!(medium, n, "Medium, rack {rack}, pool {pool}");
        }
    }
    // o5 with k5 off the end of k5-k8 and b5 off the end of b2-b5.
    let two_sets = ["k5 k6 k7 k8", "b2 b3 b4 b5", "r10 r11 r12"];
    assert_eq!(
        seeds_laying(Level::Medium, "o5 r1", &two_sets, 15, Some("o5")),
        10
    );
    assert_eq!(
        seeds_laying(Level::Medium, "o5 r1", &two_sets, 16, None),
        10
    );
    assert_eq!(seeds_laying(Level::Easy, "o5 r1", &two_sets, 15, None), 10);
}

#[test]
fn the_hard_player_decides_in_small_steps_and_agrees_with_the_one_shot() {
    // Each step searches at most STEP_WORK nodes, also when one solve needs
    // more (it is stopped and carried on), under the joker options too.
    let presets = [Preset::Modern, Preset::Sabra, Preset::Pressman2009];
    let (mut stepped_more_than_once, mut stopped_solves) = (0, 0);
    for seed in 0..12u64 {
        let rules = presets[seed as usize % 3].rules();
        let mut round = Round::deal(seed, 2, &rules);
        for _ in 0..30 {
            if round.is_over() {
                break;
            }
            let mut job = AiJob::new(&round, Level::Hard, 1);
            let mut steps = 1;
            let stepped = loop {
                let before = work_done();
                let done = job.step();
                let work = work_done() - before;
                assert!(work <= STEP_WORK, "a step searched {work} nodes");
                stopped_solves += usize::from(work == STEP_WORK);
                if let Some(t) = done {
                    break t;
                }
                steps += 1;
                assert!(steps < 1000);
            };
            stepped_more_than_once += usize::from(steps > 2);
            let whole = choose_turn(&round, Level::Hard, 1);
            assert_eq!(stepped, whole);
            match whole.action {
                Action::Play { table } => round.play(table).unwrap(),
                _ => round.draw().unwrap(),
            };
        }
    }
    assert!(
        stepped_more_than_once > 20,
        "decisions are spread over steps ({stepped_more_than_once})"
    );
    assert!(
        stopped_solves > 10,
        "solves stopped at the step's work: {stopped_solves}"
    );
}

#[test]
fn at_four_seats_the_hard_players_thinking_stays_within_its_work_budget() {
    let rules = RuleSet::default();
    let levels = [Level::Hard, Level::Greedy, Level::Greedy, Level::Greedy];
    let (mut decisions, mut heavy, mut most) = (0, 0, 0);
    for seed in 0..10u64 {
        let mut round = Round::deal(seed, 4, &rules);
        while !round.is_over() && round.turns < 200 {
            let turn_seed = derive_seed(seed, round.turns as u64);
            let level = levels[round.current];
            let turn = if level == Level::Hard {
                let before = work_done();
                let turn = choose_turn(&round, level, turn_seed);
                let work = work_done() - before;
                decisions += 1;
                heavy += usize::from(work > WORK_BUDGET);
                most = most.max(work);
                // The same position decides the same way (the budget is
                // counted in the solver's work, not in time).
                assert_eq!(choose_turn(&round, level, turn_seed), turn);
                turn
            } else {
                choose_turn(&round, level, turn_seed)
            };
            match turn.action {
                Action::Play { table } => round.play(table).unwrap(),
                _ => round.draw().unwrap(),
            };
        }
    }
    assert!(decisions > 40, "{decisions} decisions");
    assert!(
        heavy > 0,
        "some decision reaches the budget (the largest took {most})"
    );
    let give_up = hard::give_up(&rules);
    assert!(
        most <= give_up + WORK_BUDGET,
        "a decision took {most} nodes of solver work; the look-ahead is given up past {give_up}"
    );
}

fn tiles(text: &str) -> Vec<Tile> {
    parse_tiles(text).unwrap()
}

#[test]
fn heads_up_the_hard_player_does_not_open_the_way_out_for_its_opponent() {
    let rules = RuleSet::default();
    let rack = tiles("r1 r2 r3 b1 b2 b3 k13 o11");
    let table = vec![tiles("k7 b7 o7")];
    // Everything unseen is the opponent's rack, so every guess is right:
    // r4 r5 b4 b5, which goes out on the two runs the rack could play.
    let their_rack = tiles("r4 r5 b4 b5");
    let view = |reading: Option<Reading>| View {
        rack: &rack,
        table: &table,
        initial_meld_done: true,
        rules: &rules,
        fewest_opponent_tiles: their_rack.len(),
        pool: 30,
        reading,
    };
    let most = solve(&rack, &table, true, &rules, Objective::Tiles).unwrap();
    assert_eq!(most.tiles_played, 6, "both runs");

    let blind = hard::choose(&view(None)).expect("plays");
    assert_eq!(blind.tiles_played, 6, "with no opponent to read: the most");

    let read = hard::choose(&view(Some(Reading {
        opponents: vec![Opponent {
            rack_size: their_rack.len(),
            initial_meld_done: true,
            drawn_last_turn: 1,
        }],
        unseen: their_rack.clone(),
        seed: 5,
    })));
    let table_left = read.as_ref().map_or(&table, |s| &s.table);
    let answer = solve(&their_rack, table_left, true, &rules, Objective::Tiles).unwrap();
    assert!(
        (answer.tiles_played as usize) < their_rack.len(),
        "Hard played {read:?}, and the opponent goes out on it"
    );
}

#[test]
fn with_three_players_the_hard_player_does_not_open_the_way_out_for_the_second_opponent() {
    let rules = RuleSet::default();
    let rack = tiles("r8 r9 r10 b1 b2 b3 k13 o11");
    let table = vec![tiles("k7 b7 o7")];
    // The next opponent played last turn, so it kept only tiles that do not
    // fit the table: o1 k4 b12 r13 are the only unseen ones. The one after
    // it drew both of its tiles: the two red 7s, of which the table takes
    // one now, and both once r8 r9 r10 are laid.
    let next = tiles("o1 k4 b12 r13");
    let after = tiles("r7 r7");
    let reading = Reading {
        opponents: vec![
            Opponent {
                rack_size: next.len(),
                initial_meld_done: true,
                drawn_last_turn: 0,
            },
            Opponent {
                rack_size: after.len(),
                initial_meld_done: true,
                drawn_last_turn: after.len(),
            },
        ],
        unseen: [next.clone(), after.clone()].concat(),
        seed: 11,
    };
    let view = |reading: Option<Reading>| View {
        rack: &rack,
        table: &table,
        initial_meld_done: true,
        rules: &rules,
        fewest_opponent_tiles: after.len(),
        pool: 30,
        reading,
    };
    let blind = hard::choose(&view(None)).expect("plays");
    assert_eq!(blind.tiles_played, 6, "with nothing to read: the most");
    let out_after = |table: &Vec<Vec<Tile>>| {
        let answer = solve(&after, table, true, &rules, Objective::Tiles).unwrap();
        answer.tiles_played as usize == after.len()
    };
    assert!(out_after(&blind.table), "the most hands the way out");

    let read = hard::choose(&view(Some(reading)));
    let table_left = read.as_ref().map_or(&table, |s| &s.table);
    assert!(
        !out_after(table_left),
        "Hard played {read:?}, and the second opponent goes out on it"
    );
    let next_answer = solve(&next, table_left, true, &rules, Objective::Tiles).unwrap();
    assert_eq!(
        next_answer.tiles_played, 0,
        "the next opponent cannot answer"
    );
}

#[test]
fn a_hint_is_the_best_play_as_moves() {
    let rules = RuleSet::default();
    let mut found = 0;
    for seed in 0..20 {
        let round = Round::deal(seed, 2, &rules);
        if let Some(h) = hint(&round) {
            found += 1;
            let Action::Play { table } = &h.action else {
                panic!("a hint plays")
            };
            assert!(round.check_play(table).is_ok());
            let (moved, _) =
                apply_moves(&round.table, &round.current_seat().rack, &h.moves).unwrap();
            assert_eq!(canonical_table(&moved), canonical_table(table));
        }
    }
    assert!(found > 3);
}

#[test]
fn simulated_games_keep_the_invariants() {
    let rules = RuleSet::default();
    for seed in 0..20 {
        let record = play_game(&[Level::Hard, Level::Medium, Level::Easy], &rules, seed);
        assert!(record.violations.is_empty(), "{:?}", record.violations);
        assert_eq!(record.scores.iter().sum::<i32>(), 0);
        assert!((record.wins.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    }
}

#[test]
fn the_solve_cli_answers_the_issue_example_and_refuses_impossible_input() {
    let out = solve::answer(
        r#"{"rack": ["r1","b13","j"], "table": [["r3","r4","r5"],["k7","b7","o7"]], "initial_meld_done": true, "objective": "tiles"}"#,
    );
    assert_eq!(out["tiles_played"], 2);
    assert_eq!(out["played"], json!(["r1", "j"]));
    assert_eq!(
        out["table"],
        json!([["r1", "j", "r3", "r4", "r5"], ["k7", "b7", "o7"]])
    );
    assert!(out["micros"].is_u64());
    let nothing = solve::answer(
        r#"{"rack": ["b13"], "table": [["r5","r3","r4"]], "initial_meld_done": true}"#,
    );
    assert_eq!(nothing["tiles_played"], 0);
    assert_eq!(nothing["table"], json!([["r5", "r3", "r4"]]));
    for bad in [
        r#"{"rack": ["r1","r1","r1"]}"#,
        r#"{"rack": ["j","j","j"]}"#,
        r#"{"rack": ["r1"], "table": [["r1","r2"]]}"#,
        r#"{"rack": ["q1"]}"#,
        r#"{"rack": [], "objective": "speed"}"#,
        r#"not json"#,
    ] {
        assert!(solve::answer(bad)["error"].is_string(), "{bad}");
    }
    let value = solve::answer(
        r#"{"rack": ["r1","r2","r3","k11","b11","o11"], "table": [], "initial_meld_done": true, "objective": "value"}"#,
    );
    assert_eq!(value["value_played"], 39);
}

#[test]
fn simulate_prints_a_summary_with_no_violations() {
    let out = Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .args([
            "simulate",
            "--games",
            "12",
            "--players",
            "hard,medium,easy",
            "--seed",
            "3",
            "--threads",
            "2",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(summary["games"], 12);
    assert_eq!(summary["panics"], 0);
    assert_eq!(summary["invariant_violations"], 0);
    assert_eq!(summary["seats"].as_array().unwrap().len(), 3);
    let wins: f64 = summary["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["wins"].as_f64().unwrap())
        .sum();
    assert!((wins - 12.0).abs() < 1e-9);
    let bad = Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .args(["simulate", "--players", "hard,wizard"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("wizard"));
}

/// With seat rotation each deal is played from every seat: two identical
/// players therefore split every deal exactly, whatever the luck of the
/// tiles, and a deal counts once in the interval.
#[test]
fn seat_rotation_plays_each_deal_from_every_seat() {
    use tilemeld::ai::simulate::{Dealing, interval95, simulate};
    let rules = RuleSet::default();
    let three = simulate(
        &[Level::Greedy, Level::Medium, Level::Easy],
        &rules,
        7,
        11,
        2,
        Dealing::Rotated,
    );
    assert_eq!(
        three.games, 9,
        "7 games round up to 3 whole deals of 3 seats"
    );
    assert_eq!(three.deals, Some(3));
    assert_eq!(three.panics + three.invariant_violations, 0);
    let same = simulate(
        &[Level::Greedy, Level::Greedy],
        &rules,
        30,
        11,
        2,
        Dealing::Rotated,
    );
    assert_eq!(same.seats[0].wins, same.seats[1].wins);
    assert_eq!(same.seats[0].mean_score, same.seats[1].mean_score);
    // Fresh deals: the same two players do not split them exactly here.
    let fresh = simulate(
        &[Level::Greedy, Level::Greedy],
        &rules,
        30,
        11,
        2,
        Dealing::Fresh,
    );
    assert_ne!(fresh.seats[0].mean_score, fresh.seats[1].mean_score);
    for seat in fresh.seats.iter().chain(&same.seats).chain(&three.seats) {
        let [lo, hi] = seat.win_rate_ci95;
        assert!(lo <= seat.win_rate && seat.win_rate <= hi, "{seat:?}");
    }
    // The interval: mean 0.5 over 100 coin flips, 1.96 standard errors.
    let flips: Vec<f64> = (0..100).map(|i| (i % 2) as f64).collect();
    let [lo, hi] = interval95(&flips);
    assert!(
        (lo - 0.4015).abs() < 1e-3 && (hi - 0.5985).abs() < 1e-3,
        "{lo} {hi}"
    );
}

/// Every preset, and wrap-around runs with every joker option, at two to
/// four seats: the computers' turns are all legal (the simulator checks each
/// against the rules and the invariants after it) and the rounds end.
#[test]
fn computers_play_legally_under_every_preset_and_option_at_every_table_size() {
    use tilemeld::ai::simulate::{Dealing, simulate};
    use tilemeld::rules::Preset;
    let mut rule_sets: Vec<(String, RuleSet)> = Preset::ALL
        .iter()
        .map(|p| (p.key().to_string(), p.rules()))
        .collect();
    rule_sets.push((
        "wrap-around, every joker option".into(),
        RuleSet {
            wrap_around_runs: true,
            joker_replacement_from_rack: true,
            freed_joker_needs_two_rack_tiles: true,
            group_joker_needs_both_colours: true,
            joker_sets_locked: true,
            ..RuleSet::default()
        },
    ));
    let tables: [&[Level]; 3] = [
        &[Level::Greedy, Level::Medium],
        &[Level::Hard, Level::Greedy, Level::Medium],
        &[Level::Hard, Level::Greedy, Level::Medium, Level::Easy],
    ];
    // Hard heads-up reads its opponent, which takes longest: once, with
    // every option on.
    let everything = rule_sets.last().expect("listed").1.clone();
    let s = simulate(
        &[Level::Hard, Level::Greedy],
        &everything,
        1,
        41,
        1,
        Dealing::Fresh,
    );
    assert_eq!(
        (s.panics, s.invariant_violations),
        (0, 0),
        "{:?}",
        s.examples
    );
    for (name, rules) in &rule_sets {
        for levels in tables {
            let games = 1;
            let s = simulate(levels, rules, games, 41, 2, Dealing::Fresh);
            assert_eq!(
                (s.panics, s.invariant_violations),
                (0, 0),
                "{name}, {} seats: {:?}",
                levels.len(),
                s.examples
            );
        }
    }
}

/// Plays `turns` turns of `levels` from the deal of `seed`.
fn played(seed: u64, levels: &[Level], rules: &RuleSet, turns: u32) -> Round {
    let mut round = Round::deal(seed, levels.len(), rules);
    while !round.is_over() && round.turns < turns {
        let turn = choose_turn(
            &round,
            levels[round.current],
            derive_seed(seed, round.turns as u64),
        );
        match turn.action {
            Action::Play { table } => round.play(table).unwrap(),
            _ => round.draw().unwrap(),
        };
    }
    round
}

/// The hidden tiles (the other racks and the pool) dealt again at random,
/// each rack and the pool keeping its size: nothing a player may see changes.
fn hidden_reshuffled(round: &Round, seed: u64) -> Round {
    let mut other = round.clone();
    let mut hidden: Vec<TileId> = other.pool.clone();
    for (i, s) in other.seats.iter().enumerate() {
        if i != other.current {
            hidden.extend(&s.rack);
        }
    }
    GameRng::new(seed).shuffle(&mut hidden);
    let current = other.current;
    for (i, s) in other.seats.iter_mut().enumerate() {
        if i != current {
            let n = s.rack.len();
            s.rack = hidden.split_off(hidden.len() - n);
        }
    }
    other.pool = hidden;
    other.check_invariants().unwrap();
    other
}

#[test]
fn the_master_player_sees_only_what_the_table_shows() {
    // Its planner takes a public view, which holds no other rack and no
    // pool: with the hidden tiles dealt differently it decides the same.
    let rules = RuleSet::default();
    let mut compared = 0;
    for seed in 0..4u64 {
        let round = played(
            seed,
            &[Level::Greedy, Level::Hard, Level::Greedy],
            &rules,
            9 + seed as u32,
        );
        if round.is_over() {
            continue;
        }
        let other = hidden_reshuffled(&round, seed);
        assert_ne!(round.pool, other.pool);
        assert_eq!(PublicView::of(&round), PublicView::of(&other));
        let turn = choose_turn(&round, Level::Master, 5);
        assert_eq!(turn, choose_turn(&other, Level::Master, 5));
        compared += 1;
    }
    assert!(compared >= 3);
}

#[test]
fn the_master_players_guesses_deal_the_unseen_tiles_by_count() {
    let rules = RuleSet::default();
    let round = played(3, &[Level::Hard, Level::Greedy, Level::Greedy], &rules, 10);
    let view = PublicView::of(&round);
    let unseen = view.unseen();
    assert_eq!(
        unseen.len(),
        round.pool.len() + view.opponents.iter().map(|o| o.rack_size).sum::<usize>()
    );
    let mut rng = GameRng::new(1);
    for _ in 0..20 {
        let guess = master::sample(&view, &TileCounts::new(), &mut rng);
        let sizes: Vec<usize> = guess.racks.iter().map(Vec::len).collect();
        let wanted: Vec<usize> = view.opponents.iter().map(|o| o.rack_size).collect();
        assert_eq!(sizes, wanted);
        assert_eq!(guess.pool.len(), round.pool.len());
        let mut all: Vec<Tile> = guess.racks.concat();
        all.extend(&guess.pool);
        all.sort();
        assert_eq!(all, unseen);
    }
}

/// Guesses dealt with `check`, until `count` are dealt: how many of them
/// give some opponent kept tiles that would have made a play.
fn guesses_with_a_missed_play(view: &PublicView, check: bool, count: usize) -> usize {
    let faces = Tile::all_faces().filter(|f| !f.is_joker());
    let mut fitting = Fitting::new(faces, &view.table, &view.rules);
    let fits = loop {
        if let std::task::Poll::Ready(fits) = fitting.step(&view.table, &view.rules, check) {
            break fits.clone();
        }
    };
    let mut inconsistent = 0;
    for seed in 0..count as u64 {
        let mut dealer = master::Dealer::new(view, GameRng::new(seed));
        let guess = loop {
            if let std::task::Poll::Ready(guess) = dealer.step(view, &fits, check) {
                break guess;
            }
        };
        let missed = view.opponents.iter().zip(&guess.racks).any(|(o, rack)| {
            let kept = &rack[..rack.len() - o.drawn_last_turn.min(rack.len())];
            !kept.is_empty()
                && solve(
                    kept,
                    &view.table,
                    o.initial_meld_done,
                    &view.rules,
                    Objective::Tiles,
                )
                .is_ok_and(|s| s.tiles_played > 0)
        });
        inconsistent += usize::from(missed);
    }
    inconsistent
}

#[test]
fn the_master_players_checked_guesses_give_nobody_a_play_it_would_have_made() {
    // An opponent plays whenever it can, so the tiles it kept give it no
    // play on the table: checked guesses deal its rack again until they do.
    let rules = RuleSet::default();
    let mut looked = 0;
    for seed in 0..6u64 {
        let round = played(
            seed,
            &[Level::Hard, Level::Greedy, Level::Greedy],
            &rules,
            24,
        );
        let view = PublicView::of(&round);
        if round.is_over() || view.opponents.iter().all(|o| o.rack_size == 0) {
            continue;
        }
        let unchecked = guesses_with_a_missed_play(&view, false, 12);
        let checked = guesses_with_a_missed_play(&view, true, 12);
        assert!(
            checked <= unchecked / 3,
            "seed {seed}: {checked} of 12 checked guesses missed a play ({unchecked} unchecked)"
        );
        looked += usize::from(unchecked > 0);
    }
    assert!(
        looked >= 3,
        "unchecked guesses missed plays in {looked} positions"
    );
}

#[test]
fn the_master_player_decides_in_small_steps_legally_and_the_same_every_time() {
    let presets = [Preset::Modern, Preset::Sabra, Preset::Pressman2009];
    let mut read = 0;
    for seed in 0..3u64 {
        let rules = presets[seed as usize].rules();
        let mut round = Round::deal(seed, 2 + seed as usize % 3, &rules);
        for _ in 0..16 {
            if round.is_over() {
                break;
            }
            read += usize::from(PublicView::of(&round).all_moved);
            let start = work_done();
            let mut job = AiJob::new(&round, Level::Master, seed);
            let mut steps = 0;
            let stepped = loop {
                let before = work_done();
                let done = job.step();
                let work = work_done() - before;
                assert!(work <= STEP_WORK, "a step searched {work} nodes");
                steps += 1;
                assert!(steps < 20_000);
                if let Some(t) = done {
                    break t;
                }
            };
            let work = work_done() - start;
            assert!(
                work <= master::GIVE_UP + STEP_WORK,
                "a decision took {work} nodes"
            );
            assert_eq!(stepped, choose_turn(&round, Level::Master, seed));
            match stepped.action {
                Action::Play { table } => round.play(table).expect("Master's turns are legal"),
                _ => round.draw().unwrap(),
            };
        }
    }
    assert!(read > 20, "Master read its opponents ({read} decisions)");
}
