//! The order a solve's programmes go through the numbers, and the best
//! sets of all of them.

use super::budget::{Budget, Interrupted, Outcome, Work, run};
use super::play::Objective;
use super::search::SearchInputs;
use crate::rules::Tile;

/// The DP's best sets: every tile of the inputs' table placed and as much
/// of the rack as the objective prefers, or `None` when the table's tiles
/// cannot all be placed (or nothing reaches the threshold).
///
/// With wrap-around runs the numbers form a circle; the programme goes
/// through them from each of the 13 starting points and keeps the best. A
/// run may then cross from 13 to 1 wherever no other run crosses the
/// starting point; an arrangement in which runs cross every point between
/// two numbers is not searched.
pub(super) fn best_sets(
    inputs: &SearchInputs,
    budget: &mut Budget,
) -> Result<Option<Vec<Vec<Tile>>>, Interrupted> {
    let up: [u8; 13] = std::array::from_fn(|p| p as u8 + 1);
    if !inputs.wrap {
        return up_or_down(inputs, up, budget);
    }
    let mut best: Option<(i64, Vec<Vec<Tile>>)> = None;
    for start in 0..13 {
        let numbers = std::array::from_fn(|p| up[(p + start) % 13]);
        let to_beat = best.as_ref().map(|(v, _)| *v);
        if let Outcome::Solved {
            value,
            sets: Some(sets),
        } = run(inputs, numbers, Work::Whole, to_beat, budget)?
        {
            best = Some((value, sets));
        }
    }
    Ok(best.map(|(_, sets)| sets))
}

/// Without wrap-around runs the programme may go up the numbers or down.
/// Showing that the rack's tiles cannot all be placed takes a search of
/// every arrangement of the numbers before the one where they fail, so it
/// is quick from the nearer end and may take a hundred times longer from
/// the other; and going down, the tiles worth most are settled first,
/// which the value tie-break's bound likes. So a short try goes up (most
/// positions end in it), and a position it does not end goes down. (Under
/// the value objective a rack joker's worth is counted going up, so it
/// goes up.) The programmes of a solve under the joker options share most
/// of their tiles, so once one of them needed to go down, the next ones go
/// down at once. A programme on tiles this attempt has solved before is
/// answered from what it learnt, when that tells.
fn up_or_down(
    inputs: &SearchInputs,
    up: [u8; 13],
    budget: &mut Budget,
) -> Result<Option<Vec<Vec<Tile>>>, Interrupted> {
    if let Some(sets) = budget.learnt.recall(inputs) {
        return Ok(sets);
    }
    let mut down = up;
    down.reverse();
    let outcome = if inputs.objective == Objective::Value {
        run(inputs, up, Work::Whole, None, budget)?
    } else if budget.learnt.down_first {
        run(inputs, down, Work::Whole, None, budget)?
    } else {
        match run(inputs, up, Work::Try, None, budget)? {
            Outcome::Unfinished => {
                budget.learnt.down_first = true;
                run(inputs, down, Work::Whole, None, budget)?
            }
            solved => solved,
        }
    };
    let Outcome::Solved { value, sets } = outcome else {
        unreachable!("only a try stops short")
    };
    budget.learnt.note(inputs, value, sets.clone());
    Ok(sets)
}

#[cfg(test)]
mod tests {
    use super::super::budget::TRY_WORK;
    use super::super::memo::Memo;
    use super::super::memo::NEG;
    use super::super::search::Dp;
    use super::*;
    use crate::rules::{Color, RuleSet, TileCounts, TileSet, is_valid_meld};

    /// A small generator, so the test needs no seeded crate.
    struct Dice(u64);

    impl Dice {
        fn roll(&mut self, sides: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % sides
        }
    }

    /// A table of valid sets (a joker in some) and a rack, within one box.
    fn position(dice: &mut Dice, tile_set: TileSet) -> (TileCounts, TileCounts) {
        let mut table = TileCounts::new();
        for _ in 0..dice.roll(9) {
            let mut set: Vec<Tile> = if dice.roll(2) == 0 {
                let c = Color::from_index(dice.roll(4) as usize);
                let start = 1 + dice.roll(9) as u8;
                let len = 3 + dice.roll(3) as u8;
                (start..(start + len).min(14))
                    .map(|n| Tile::new(c, n))
                    .collect()
            } else {
                let n = 1 + dice.roll(13) as u8;
                let skip = dice.roll(5) as usize;
                (0..4)
                    .filter(|&c| c != skip)
                    .map(|c| Tile::new(Color::from_index(c), n))
                    .collect()
            };
            if dice.roll(2) == 0 {
                let i = dice.roll(set.len() as u64) as usize;
                set[i] = Tile::JOKER;
            }
            let mut with = table.clone();
            with.add_all(&set);
            if with.first_beyond(tile_set).is_none() {
                table = with;
            }
        }
        let mut rack = TileCounts::new();
        for _ in 0..1 + dice.roll(12) {
            let t = if dice.roll(6) == 0 {
                Tile::JOKER
            } else {
                Tile::new(
                    Color::from_index(dice.roll(4) as usize),
                    1 + dice.roll(13) as u8,
                )
            };
            if table.get(t) + rack.get(t) < tile_set.copies_of(t) {
                rack.add(t);
            }
        }
        (table, rack)
    }

    /// Going down the numbers finds the value going up finds, and its sets
    /// are valid and hold the table and that many rack tiles: with the
    /// classic box, and with the XP box's third copies and four jokers.
    #[test]
    fn going_down_finds_what_going_up_finds() {
        for (set, positions) in [(TileSet::CLASSIC, 10_000), (TileSet::XP, 5_000)] {
            up_and_down_agree(set, positions);
        }
    }

    fn up_and_down_agree(set: TileSet, positions: usize) {
        let up: [u8; 13] = std::array::from_fn(|p| p as u8 + 1);
        let mut down = up;
        down.reverse();
        let mut dice = Dice(0x9E37_79B9_7F4A_7C15);
        let mut played = 0;
        let mut wide = 0;
        for _ in 0..positions {
            let (table, rack) = position(&mut dice, set);
            let meld = dice.roll(4) == 0;
            let empty = TileCounts::new();
            let inputs = SearchInputs {
                table: if meld { &empty } else { &table },
                rack: &rack,
                threshold: if meld { 30 } else { 0 },
                objective: Objective::Tiles,
                canonical: !meld,
                wrap: false,
                floor: NEG,
                wide_box: !set.is_classic(),
            };
            let mut values = Vec::new();
            for numbers in [up, down] {
                let mut dp = Dp::new(&inputs, numbers, Memo::take(None));
                wide += dp.wide as usize;
                let first = dp.start_state();
                let value = dp.best(first);
                let sets = (value >= 0).then(|| dp.reconstruct(first, false).unwrap());
                dp.memo.put_back();
                values.push(value);
                let Some(sets) = sets else { continue };
                let placed: TileCounts = sets.iter().flatten().collect();
                let from_rack = placed.minus(inputs.table);
                assert!(placed.contains_all(inputs.table));
                assert!(rack.contains_all(&from_rack));
                assert_eq!(from_rack.total() as i64, value >> 20);
                for set in &sets {
                    assert!(is_valid_meld(set, &RuleSet::default()), "{set:?}");
                }
                played += from_rack.total();
            }
            assert_eq!(
                values[0],
                values[1],
                "table {:?} rack {:?} meld {meld}",
                table.tiles(),
                rack.tiles()
            );
        }
        assert!(played > positions, "the positions play tiles");
        assert_eq!(
            wide > 0,
            !set.is_classic(),
            "the XP box's positions are searched wide"
        );
    }

    /// A position whose short try up the numbers does not end (position
    /// 550 of the bench's file, its table as tiles): going down ends it.
    /// Once a programme has gone down, the next goes down at once, and
    /// finds the same.
    #[test]
    fn once_a_programme_went_down_the_next_goes_down_at_once() {
        let tiles = |s: &str| -> TileCounts {
            s.split_whitespace()
                .map(|t| t.parse::<Tile>().unwrap())
                .collect::<Vec<_>>()
                .iter()
                .collect()
        };
        let table = tiles(
            "k1 b1 o1 k2 b2 r2 k3 b3 r3 k3 o3 r3 b1 b2 b3 k4 b4 o4 r4 k5 b5 o5 r5 \
             k6 b6 o6 k6 b6 o6 r6 k7 b7 o7 k7 b7 r7 r4 r5 r6 r7 r8 r9 k10 b10 r10 \
             b8 j b10 o8 o9 o10 k11 j r11 k12 o12 r12 o8 o9 o10 o11 o12 \
             k13 b13 r13 k13 b13 r13",
        );
        let rack = tiles("k9 k12 o1 r8 k9 b5 r11 r1");
        let inputs = SearchInputs {
            table: &table,
            rack: &rack,
            threshold: 0,
            objective: Objective::Tiles,
            canonical: true,
            wrap: false,
            floor: NEG,
            wide_box: false,
        };
        let up: [u8; 13] = std::array::from_fn(|p| p as u8 + 1);
        let mut first = Budget::unlimited();
        let sets = up_or_down(&inputs, up, &mut first).unwrap();
        assert_eq!(first.met, 2, "a try up, then down");
        assert!(first.learnt.down_first);
        let mut next = Budget::unlimited();
        next.learnt.down_first = true;
        let before = super::super::memo::work_done();
        let again = up_or_down(&inputs, up, &mut next).unwrap();
        assert_eq!(next.met, 1, "down at once");
        assert!(super::super::memo::work_done() - before < TRY_WORK);
        let played =
            |s: &Option<Vec<Vec<Tile>>>| s.as_ref().map(|s| s.iter().map(Vec::len).sum::<usize>());
        assert_eq!(played(&sets), played(&again));
    }
}
