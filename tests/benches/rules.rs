//! Benchmark of turn validation on a full table.
//! Run: `cargo bench --no-default-features --bench rules`
//! Prints the median time per call over many batches.

use std::hint::black_box;
use std::time::{Duration, Instant};

use tilemeld::cli::check_turn;
use tilemeld::rules::{Color, RuleSet, Tile, analyze_meld, validate_turn};

fn run(numbers: std::ops::RangeInclusive<u8>, color: Color) -> Vec<Tile> {
    numbers.map(|n| Tile::new(color, n)).collect()
}

/// Median nanoseconds per call of `f`, over batches filling about a second.
fn measure(name: &str, mut f: impl FnMut()) -> f64 {
    let mut batch = 1u32;
    loop {
        let t = Instant::now();
        for _ in 0..batch {
            f();
        }
        if t.elapsed() > Duration::from_millis(20) {
            break;
        }
        batch *= 2;
    }
    let mut samples = Vec::new();
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(1) || samples.len() < 10 {
        let t = Instant::now();
        for _ in 0..batch {
            f();
        }
        samples.push(t.elapsed().as_nanos() as f64 / batch as f64);
    }
    samples.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let median = samples[samples.len() / 2];
    println!(
        "{name:<48} {:>10.2} µs/call  ({} batches of {batch})",
        median / 1000.0,
        samples.len()
    );
    median
}

fn main() {
    let rules = RuleSet::default();
    // A full table: both copies of every colour's 1..12 as eight runs (96 tiles).
    let before: Vec<Vec<Tile>> = Color::ALL
        .iter()
        .flat_map(|&c| [run(1..=12, c), run(1..=12, c)])
        .collect();
    let rack: Vec<Tile> = Color::ALL
        .iter()
        .map(|&c| Tile::new(c, 13))
        .chain([Tile::JOKER, Tile::JOKER])
        .collect();

    // A: four runs extended with a 13 each.
    let mut extend = before.clone();
    for (i, c) in Color::ALL.iter().enumerate() {
        extend[2 * i].push(Tile::new(*c, 13));
    }
    // B: the whole table rearranged into 24 groups plus a new group of 13s.
    let mut regroup: Vec<Vec<Tile>> = (1..=12)
        .flat_map(|n| {
            let g: Vec<Tile> = Color::ALL.iter().map(|&c| Tile::new(c, n)).collect();
            [g.clone(), g]
        })
        .collect();
    regroup.push(Color::ALL.iter().map(|&c| Tile::new(c, 13)).collect());
    // C: like B but the last set is broken, so the validator reports it.
    let mut broken = regroup.clone();
    broken.last_mut().unwrap().pop();
    broken.last_mut().unwrap().pop();

    assert!(validate_turn(&before, &rack, &extend, true, &rules).is_ok());
    assert!(validate_turn(&before, &rack, &regroup, true, &rules).is_ok());
    assert!(validate_turn(&before, &rack, &broken, true, &rules).is_err());

    println!("turn validation, full table of 96 tiles in 8 runs, rack of 6:");
    measure("extend four runs (legal)", || {
        black_box(validate_turn(
            black_box(&before),
            &rack,
            black_box(&extend),
            true,
            &rules,
        ))
        .ok();
    });
    measure("rearrange all 100 tiles into groups (legal)", || {
        black_box(validate_turn(
            black_box(&before),
            &rack,
            black_box(&regroup),
            true,
            &rules,
        ))
        .ok();
    });
    measure("rearrange with one broken set (illegal)", || {
        black_box(validate_turn(
            black_box(&before),
            &rack,
            black_box(&broken),
            true,
            &rules,
        ))
        .err();
    });
    let sabra = tilemeld::rules::Preset::Sabra.rules();
    let mut joker_table = before.clone();
    joker_table[0][5] = Tile::JOKER;
    let joker_rack = vec![Tile::new(Color::Black, 6)];
    let mut exchange = joker_table.clone();
    exchange[0][5] = Tile::new(Color::Black, 6);
    exchange[2].push(Tile::JOKER);
    assert!(validate_turn(&joker_table, &joker_rack, &exchange, true, &sabra).is_ok());
    measure("joker exchange under the Sabra rules (legal)", || {
        black_box(validate_turn(
            &joker_table,
            &joker_rack,
            black_box(&exchange),
            true,
            &sabra,
        ))
        .ok();
    });
    println!("sets:");
    let long_run = run(1..=13, Color::Red);
    measure("analyze a 13-tile run", || {
        black_box(analyze_meld(black_box(&long_run), &rules)).ok();
    });
    let jokers = vec![Tile::JOKER, Tile::new(Color::Red, 7), Tile::JOKER];
    measure("analyze r7 with two jokers", || {
        black_box(analyze_meld(black_box(&jokers), &rules)).ok();
    });
    println!("check-turn CLI, one JSON line end to end:");
    let line = serde_json::json!({
        "before": before, "rack": rack, "after": regroup, "initial_meld_done": true
    })
    .to_string();
    measure("parse + validate + answer the regroup line", || {
        black_box(check_turn::answer(black_box(&line)));
    });
}
