//! Solver benchmark over the committed positions file.
//!
//! `cargo bench --no-default-features --bench solver` times `solve` on every
//! position of `tests/data/positions.jsonl` under every preset (the file's
//! tables hold jokers, which the older editions restrict) and prints the
//! median, p90, p99 and worst; then the same on 300 big tables (60 to 90
//! tiles, racks of 1 to 20), each generated from its own seed, with the
//! search nodes each took (`-- --preset KEY` for one preset; `-- --profile
//! big|file N KEY [--show]` solves position N once, for a profiler such as
//! valgrind's callgrind). `-- --generate` rewrites the file from seeded
//! games; `-- --out FILE` also writes each default-rules result as JSON
//! lines (for the side-by-side comparison with the peer solver);
//! `-- --plays FILE` writes every position's play and search nodes under
//! each preset timed, to compare the plays of two versions of the solver.
//! `-- --turns` instead times whole computer turns: the Hard and the Master
//! player's decisions against Greedy, heads-up and with four seats, under
//! every preset, and the longest single step of each decision (what a
//! browser frame pays), in wall time and in the thread's CPU time (which a
//! loaded machine's pauses do not inflate); `--level hard|master` for one,
//! `--games N`, 20 by default, `--preset KEY`. `-- --meld`
//! times the initial meld's hard cases:
//! racks of the k lowest or highest numbers in every colour twice with both
//! jokers (k = 2 to 6: 18 to 50 tiles), against targets from 0 to 200
//! points, with an empty table and with the rest of the box on it (40 to 88
//! tiles). `-- --puzzles` times the daily
//! puzzles' generation: a year of days from 2026-11-23 at each level.

use std::io::Write;
use std::time::Instant;

use serde::{Deserialize, Serialize};
use tilemeld::ai::solver::work_done;
use tilemeld::ai::{AiJob, AiTurn, Level, Objective, choose_turn, solve};
use tilemeld::rules::{Action, Preset, Round, RuleSet, Tile, TileSet, derive_seed, faces};

const POSITIONS: &str = "tests/data/positions.jsonl";
const SEED: u64 = 20261122;

#[derive(Serialize, Deserialize)]
struct Position {
    rack: Vec<Tile>,
    table: Vec<Vec<Tile>>,
    initial_meld_done: bool,
}

fn play_turn(round: &mut Round, turn: AiTurn) {
    match turn.action {
        Action::Play { table } => round.play(table).expect("computer turns are legal"),
        _ => round.draw().expect("draw"),
    };
}

/// Positions met in seeded games between computer players: the rack and
/// table of the player to move, every few turns.
fn generate(count: usize) -> Vec<Position> {
    let rules = RuleSet::default();
    let mut out = Vec::new();
    let mut game = 0u64;
    while out.len() < count {
        let seed = derive_seed(SEED, game);
        let players = 2 + (game % 3) as usize;
        let levels = [Level::Medium, Level::Hard, Level::Medium, Level::Hard];
        let mut round = Round::deal(seed, players, &rules);
        while !round.is_over() && round.turns < 400 && out.len() < count {
            let seat = round.current_seat();
            if round.turns.is_multiple_of(3) {
                out.push(Position {
                    rack: faces(&seat.rack),
                    table: round.table_faces(),
                    initial_meld_done: seat.initial_meld_done,
                });
            }
            let turn = choose_turn(
                &round,
                levels[round.current],
                derive_seed(seed, round.turns as u64),
            );
            play_turn(&mut round, turn);
        }
        game += 1;
    }
    out
}

/// Big tables: `count` positions, each from its own seed, with a table of
/// `lo` to `hi` tiles (runs and groups dealt from one box of `tile_set`, a
/// joker in the place of a tile now and then) and a rack of 1 to 20 of the
/// tiles left. The classic box's are 60 to 90 tiles; the XP box's 90 to 135.
fn big_positions(count: u64, tile_set: TileSet, (lo, hi): (usize, usize)) -> Vec<Position> {
    use tilemeld::rules::{Color, GameRng, TileCounts, analyze_meld};
    let seed = if tile_set.is_classic() {
        SEED ^ 0xb16
    } else {
        SEED ^ 0xb160
    };
    (0..count)
        .map(|i| {
            let mut rng = GameRng::new(derive_seed(seed, i));
            let mut left: TileCounts = Tile::all_faces()
                .flat_map(|t| std::iter::repeat_n(t, tile_set.copies_of(t) as usize))
                .collect::<Vec<_>>()
                .iter()
                .collect();
            let target = lo + rng.below((hi - lo + 1) as u32) as usize;
            let mut table: Vec<Vec<Tile>> = Vec::new();
            let mut placed = 0;
            let mut tries = 0;
            while placed < target && tries < 10_000 {
                tries += 1;
                let mut set: Vec<Tile> = if rng.below(5) < 3 {
                    let c = Color::from_index(rng.below(4) as usize);
                    let start = 1 + rng.below(11) as u8;
                    let len = (3 + rng.below(4) as u8).min(14 - start);
                    (start..start + len).map(|n| Tile::new(c, n)).collect()
                } else {
                    let n = 1 + rng.below(13) as u8;
                    let mut colours = Color::ALL.to_vec();
                    rng.shuffle(&mut colours);
                    let size = 3 + rng.below(2) as usize;
                    colours[..size].iter().map(|&c| Tile::new(c, n)).collect()
                };
                if rng.below(8) == 0 && left.get(Tile::JOKER) > 0 {
                    let at = rng.below(set.len() as u32) as usize;
                    set[at] = Tile::JOKER;
                }
                let need: TileCounts = set.iter().collect();
                if placed + set.len() <= hi
                    && left.contains_all(&need)
                    && analyze_meld(&set, &RuleSet::default()).is_ok()
                {
                    left = left.minus(&need);
                    placed += set.len();
                    table.push(set);
                }
            }
            let mut rest = left.tiles();
            rng.shuffle(&mut rest);
            rest.truncate(1 + rng.below(20) as usize);
            Position {
                rack: rest,
                table,
                initial_meld_done: true,
            }
        })
        .collect()
}

/// The `q` quantile of a sorted sample.
fn percentile(sorted: &[f64], q: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

/// `thinker`'s decisions (Hard's or Master's) against Greedy under every
/// preset, heads-up and with four seats.
fn time_turns(thinker: Level, games: u64, only: Option<&str>) {
    for preset in Preset::ALL
        .into_iter()
        .filter(|p| only.is_none_or(|k| k == p.key()))
    {
        for players in [2usize, 4] {
            time_turns_with(thinker, games, &preset.rules(), preset.key(), players);
        }
    }
}

/// The calling thread's CPU time in seconds (what a step costs, whatever
/// else the machine runs; wall time where there is no such clock).
#[cfg(unix)]
fn thread_seconds() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to write.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    assert!(ok, "the thread's CPU clock");
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

#[cfg(not(unix))]
fn thread_seconds() -> f64 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64()
}

fn time_turns_with(thinker: Level, games: u64, rules: &RuleSet, name: &str, players: usize) {
    let mut decisions = Vec::new();
    let mut cpu_decisions = Vec::new();
    let mut steps = Vec::new();
    let mut cpu_steps = Vec::new();
    let mut work = Vec::new();
    for game in 0..games {
        let seed = derive_seed(SEED ^ 0x7e57, game);
        let levels = [thinker, Level::Greedy, Level::Greedy, Level::Greedy];
        let mut round = Round::deal(seed, players, rules);
        while !round.is_over() && round.turns < 400 {
            let level = levels[round.current];
            let turn_seed = derive_seed(seed, round.turns as u64);
            let turn = if level == thinker {
                let start = Instant::now();
                let cpu_start = thread_seconds();
                let work_start = work_done();
                let mut job = AiJob::new(&round, level, turn_seed);
                let mut longest_step = start.elapsed().as_secs_f64();
                let mut longest_cpu = thread_seconds() - cpu_start;
                let turn = loop {
                    let t = Instant::now();
                    let cpu = thread_seconds();
                    let done = job.step();
                    longest_cpu = longest_cpu.max(thread_seconds() - cpu);
                    longest_step = longest_step.max(t.elapsed().as_secs_f64());
                    if let Some(turn) = done {
                        break turn;
                    }
                };
                decisions.push(start.elapsed().as_secs_f64() * 1e3);
                cpu_decisions.push((thread_seconds() - cpu_start) * 1e3);
                work.push((work_done() - work_start) as f64);
                steps.push(longest_step * 1e3);
                cpu_steps.push(longest_cpu * 1e3);
                turn
            } else {
                choose_turn(&round, level, turn_seed)
            };
            play_turn(&mut round, turn);
        }
    }
    for v in [
        &mut decisions,
        &mut cpu_decisions,
        &mut steps,
        &mut cpu_steps,
        &mut work,
    ] {
        v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    }
    println!(
        "{name}, {thinker:?} and {} Greedy, {games} games ({} decisions):",
        players - 1,
        decisions.len()
    );
    for (what, v) in [
        ("whole decision", &decisions),
        ("  in CPU time", &cpu_decisions),
        ("longest step", &steps),
        ("  in CPU time", &cpu_steps),
    ] {
        println!(
            "  {what:<15} median {:>7.2} ms  p90 {:>7.2} ms  p99 {:>7.2} ms  worst {:>7.2} ms",
            percentile(v, 0.5),
            percentile(v, 0.9),
            percentile(v, 0.99),
            v[v.len() - 1]
        );
    }
    println!(
        "  solver work     median {:>7.0} nodes  p99 {:>7.0}  worst {:>7.0}; {:.0} nodes/ms over all",
        percentile(&work, 0.5),
        percentile(&work, 0.99),
        work[work.len() - 1],
        work.iter().sum::<f64>() / decisions.iter().sum::<f64>()
    );
}

/// The initial meld's hard cases: many tiles against a target they may not
/// reach, with nothing on the table and with the rest of the box on it.
fn time_meld_targets() {
    use tilemeld::rules::Color;
    println!(
        "initial meld, racks of k numbers in every colour twice and both jokers, targets 0 to 200:"
    );
    for (family, low) in [("1..k", true), ("(14-k)..13", false)] {
        for k in 2..=6u8 {
            let numbers = if low { 1..=k } else { 14 - k..=13 };
            let mut rack: Vec<Tile> = Vec::new();
            for _ in 0..2 {
                for c in Color::ALL {
                    rack.extend(numbers.clone().map(|n| Tile::new(c, n)));
                }
            }
            rack.extend([Tile::JOKER, Tile::JOKER]);
            // The other numbers as runs, two of each colour.
            let rest: Vec<u8> = (1..=13).filter(|n| !numbers.contains(n)).collect();
            let full_table: Vec<Vec<Tile>> = Color::ALL
                .iter()
                .flat_map(|&c| [0, 1].map(|_| rest.iter().map(|&n| Tile::new(c, n)).collect()))
                .collect();
            for table in [Vec::new(), full_table] {
                let mut times = Vec::new();
                let mut worst = (0.0, 0);
                for target in (0..=200u16).step_by(10) {
                    let rules = RuleSet {
                        initial_meld_points: target,
                        ..RuleSet::default()
                    };
                    let t = Instant::now();
                    solve(&rack, &table, false, &rules, Objective::Tiles).unwrap();
                    let ms = t.elapsed().as_secs_f64() * 1e3;
                    if ms > worst.0 {
                        worst = (ms, target);
                    }
                    times.push(ms);
                }
                times.sort_by(|a, b| a.partial_cmp(b).unwrap());
                println!(
                    "  {family:<10} k = {k} ({} tiles, table {:>2} tiles): median {:>8.2} ms, worst {:>8.2} ms (target {})",
                    rack.len(),
                    table.iter().map(Vec::len).sum::<usize>(),
                    percentile(&times, 0.5),
                    worst.0,
                    worst.1
                );
            }
        }
    }
}

/// Generation time per daily puzzle, a year of days at each level.
fn time_puzzles() {
    use tilemeld::puzzles::{Date, PuzzleLevel, daily};
    let first: Date = "2026-11-23".parse().unwrap();
    println!("daily puzzles, 365 days from {first}:");
    for level in PuzzleLevel::ALL {
        let mut times = Vec::new();
        let mut worst = (0.0, first);
        let (mut table_tiles, mut changes) = (0, 0);
        for i in 0..365 {
            let day = Date::from_days(first.days() + i);
            let t = Instant::now();
            let puzzle = daily(day, level).unwrap();
            let ms = t.elapsed().as_secs_f64() * 1e3;
            if ms > worst.0 {
                worst = (ms, day);
            }
            times.push(ms);
            table_tiles += puzzle.table.iter().map(Vec::len).sum::<usize>();
            changes += puzzle.sets_changed;
        }
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!(
            "  {level:<6}: median {:>7.2} ms, p99 {:>7.2} ms, worst {:>7.2} ms ({}); mean table {:.1} tiles, mean {:.2} sets changed",
            percentile(&times, 0.5),
            percentile(&times, 0.99),
            worst.0,
            worst.1,
            table_tiles as f64 / 365.0,
            changes as f64 / 365.0,
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--puzzles") {
        time_puzzles();
        return;
    }
    if args.iter().any(|a| a == "--turns") {
        let only = args
            .iter()
            .position(|a| a == "--preset")
            .map(|i| args[i + 1].as_str());
        let value = |flag: &str| {
            args.iter()
                .position(|a| a == flag)
                .map(|i| args[i + 1].as_str())
        };
        let games = value("--games").map_or(20, |g| g.parse().expect("--games N"));
        let levels = match value("--level") {
            Some(key) => vec![Level::from_key(key).expect("--level hard|master")],
            None => vec![Level::Hard, Level::Master],
        };
        for level in levels {
            time_turns(level, games, only);
        }
        return;
    }
    if args.iter().any(|a| a == "--meld") {
        time_meld_targets();
        return;
    }
    if args.iter().any(|a| a == "--generate") {
        let positions = generate(2000);
        let mut f = std::fs::File::create(POSITIONS).expect("write positions");
        for p in &positions {
            writeln!(f, "{}", serde_json::to_string(p).unwrap()).unwrap();
        }
        println!("wrote {} positions to {POSITIONS}", positions.len());
        return;
    }
    let out_path = args
        .iter()
        .position(|a| a == "--out")
        .map(|i| args[i + 1].clone());
    let text = std::fs::read_to_string(POSITIONS).expect("positions file; run with --generate");
    let positions: Vec<Position> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let mut out = out_path.map(|p| std::fs::File::create(p).expect("out file"));
    let mut plays = args
        .iter()
        .position(|a| a == "--plays")
        .map(|i| std::fs::File::create(&args[i + 1]).expect("plays file"));
    // `-- --profile big|file N PRESET`: one position solved once, for a profiler.
    if let Some(i) = args.iter().position(|a| a == "--profile") {
        let big;
        let from = if args[i + 1] == "big" {
            big = big_positions(args[i + 2].parse().unwrap(), TileSet::CLASSIC, (60, 90));
            &big
        } else {
            &positions
        };
        let p = &from[args[i + 2].parse::<usize>().unwrap() - 1];
        let rules = Preset::from_key(&args[i + 3]).unwrap().rules();
        if args.iter().any(|a| a == "--show") {
            println!("{}", serde_json::to_string(p).unwrap());
        }
        let t = Instant::now();
        let s = solve(&p.rack, &p.table, true, &rules, Objective::Tiles).unwrap();
        println!(
            "{} tiles played ({}), {:.2} ms, {} nodes",
            s.tiles_played,
            tilemeld::rules::format_tiles(&s.played),
            t.elapsed().as_secs_f64() * 1e3,
            work_done()
        );
        return;
    }
    // `-- --preset KEY`: that preset only.
    let only = args
        .iter()
        .position(|a| a == "--preset")
        .map(|i| args[i + 1].as_str());
    for preset in Preset::ALL
        .into_iter()
        .filter(|p| only.is_none_or(|k| k == p.key()))
    {
        // The peer comparison is under the default rules.
        let out = if preset == Preset::Modern {
            out.as_mut()
        } else {
            None
        };
        time_positions(&positions, POSITIONS, preset, out, plays.as_mut());
    }
    let big = big_positions(BIG_POSITIONS, TileSet::CLASSIC, (60, 90));
    describe("big tables", &big);
    for preset in Preset::ALL
        .into_iter()
        .filter(|p| only.is_none_or(|k| k == p.key()))
    {
        time_positions(&big, "big tables", preset, None, plays.as_mut());
    }
    // The XP box's tables, bigger than any the classic box makes.
    if only.is_none_or(|k| k == Preset::Xp.key()) {
        let xp = big_positions(BIG_POSITIONS, TileSet::XP, (90, 135));
        describe("XP tables", &xp);
        time_positions(&xp, "XP tables", Preset::Xp, None, plays.as_mut());
    }
}

fn describe(name: &str, positions: &[Position]) {
    let sizes: Vec<usize> = positions
        .iter()
        .map(|p| p.table.iter().map(Vec::len).sum())
        .collect();
    println!(
        "{name}: {} positions, tables of {} to {} tiles, racks of {} to {}",
        positions.len(),
        sizes.iter().min().unwrap(),
        sizes.iter().max().unwrap(),
        positions.iter().map(|p| p.rack.len()).min().unwrap(),
        positions.iter().map(|p| p.rack.len()).max().unwrap()
    );
}

/// Big-table positions the default run times besides the file's.
const BIG_POSITIONS: u64 = 300;

fn time_positions(
    positions: &[Position],
    name: &str,
    preset: Preset,
    mut out: Option<&mut std::fs::File>,
    mut plays: Option<&mut std::fs::File>,
) {
    let rules = preset.rules();
    let mut times = Vec::with_capacity(positions.len());
    let mut slowest = (0.0, 0);
    let mut nodes = Vec::with_capacity(positions.len());
    for (i, p) in positions.iter().enumerate() {
        let before = work_done();
        // Best of three runs, so a scheduler hiccup does not count.
        let mut best = f64::MAX;
        let mut result = None;
        for _ in 0..3 {
            let t = Instant::now();
            let s = solve(
                &p.rack,
                &p.table,
                p.initial_meld_done,
                &rules,
                Objective::Tiles,
            )
            .unwrap();
            best = best.min(t.elapsed().as_secs_f64() * 1e6);
            result = Some(s);
        }
        nodes.push((work_done() - before) / 3);
        if let (Some(f), Some(s)) = (plays.as_mut(), result.as_ref()) {
            let line = serde_json::json!({
                "preset": preset.key(),
                "positions": name,
                "position": i + 1,
                "nodes": nodes[i],
                "tiles_played": s.tiles_played,
                "value_played": s.value_played,
                "played": tilemeld::rules::format_tiles(&s.played),
            });
            writeln!(f, "{line}").unwrap();
        }
        if best > slowest.0 {
            slowest = (best, i);
        }
        times.push(best);
        if let Some(f) = out.as_mut() {
            let s = result.unwrap();
            writeln!(
                f,
                "{}",
                serde_json::json!({"tiles_played": s.tiles_played, "micros": best})
            )
            .unwrap();
        }
    }
    let mut sorted = times.clone();
    sorted.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let pct = |q: f64| percentile(&sorted, q);
    println!(
        "{}: solver over {} positions of {name} (best of 3 per position): median {:.1} µs, p90 {:.1} µs, p99 {:.1} µs, worst {:.1} µs (position {}), mean {:.1} µs",
        preset.key(),
        sorted.len(),
        pct(0.5),
        pct(0.9),
        pct(0.99),
        sorted[sorted.len() - 1],
        slowest.1 + 1,
        times.iter().sum::<f64>() / times.len() as f64
    );
    let most = (0..nodes.len()).max_by_key(|&i| (nodes[i], std::cmp::Reverse(i)));
    nodes.sort_unstable();
    println!(
        "  search nodes: median {}, p99 {}, worst {} (position {}), total {}",
        nodes[nodes.len() / 2],
        nodes[(nodes.len() - 1) * 99 / 100],
        nodes[nodes.len() - 1],
        most.unwrap() + 1,
        nodes.iter().sum::<u64>()
    );
}
