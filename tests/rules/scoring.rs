//! The score tables and scoring examples of the rule texts.

use tilemeld::rules::{
    PoolExhaustedWinner, RoundEnd, RuleSet, Standings, Tile, parse_tiles, places, rack_value,
    score_pool_exhausted, score_went_out, standings,
};

fn racks(text: &[&str]) -> Vec<Vec<Tile>> {
    text.iter().map(|r| parse_tiles(r).unwrap()).collect()
}

fn add(totals: &mut [i32], scores: &[i32]) {
    for (t, s) in totals.iter_mut().zip(scores) {
        *t += s;
    }
}

#[test]
fn sabra_score_table_games_one_and_two() {
    let rules = RuleSet::default();
    // Game one: A goes out; B, C and D hold 5, 16 and 3 points.
    let one = score_went_out(&racks(&["", "r5", "r10 b6", "k3"]), 0, &rules);
    assert_eq!(one.scores, vec![24, -5, -16, -3]);
    assert_eq!(one.rack_values, vec![0, 5, 16, 3]);
    // Game two: C goes out; A, B and D hold 6, 11 and 5.
    let two = score_went_out(&racks(&["b6", "b11", "", "k5"]), 2, &rules);
    assert_eq!(two.scores, vec![-6, -11, 22, -5]);
    let mut totals = vec![0; 4];
    add(&mut totals, &one.scores);
    add(&mut totals, &two.scores);
    assert_eq!(totals, vec![18, -16, 6, -8]);
}

#[test]
fn pressman_2009_score_table_three_rounds() {
    let rules = RuleSet::default();
    let mut totals = vec![0; 4];
    for (racks_text, winner, expected) in [
        (["", "r5", "r10 b6", "k3"], 0, [24, -5, -16, -3]),
        (["b6", "b11", "", "k5"], 2, [-6, -11, 22, -5]),
        (["k13 b13 o6", "r13", "r2", ""], 3, [-32, -13, -2, 47]),
    ] {
        let result = score_went_out(&racks(&racks_text), winner, &rules);
        assert_eq!(result.scores, expected);
        assert_eq!(result.scores.iter().sum::<i32>(), 0);
        add(&mut totals, &result.scores);
    }
    assert_eq!(totals, vec![-14, -29, 4, 39]);
}

#[test]
fn wikipedia_scoring_example() {
    // A wins; B holds 5, C 10 and D 3: A scores 18.
    let r = score_went_out(&racks(&["", "b5", "b4 r6", "o3"]), 0, &RuleSet::default());
    assert_eq!(r.scores, vec![18, -5, -10, -3]);
    assert_eq!(r.end, RoundEnd::WentOut { winner: 0 });
}

#[test]
fn how_to_guide_scoring_with_a_joker() {
    // Player 2 holds 4, 10, 2 (16); player 3 a joker and a 7 (37).
    let r = score_went_out(&racks(&["", "r4 b10 k2", "j o7"]), 0, &RuleSet::default());
    assert_eq!(r.scores, vec![53, -16, -37]);
    let cheaper = RuleSet {
        joker_penalty: 25,
        ..RuleSet::default()
    };
    assert_eq!(rack_value(&parse_tiles("j o7").unwrap(), &cheaper), 32);
}

#[test]
fn pool_exhausted_scores_the_difference_to_the_lowest_rack() {
    // Racks worth 12, 20 and 35: the 12 wins; the others lose 8 and 23.
    let r = score_pool_exhausted(
        &racks(&["r12", "r10 b10", "k13 o13 r9"]),
        &RuleSet::default(),
    );
    assert_eq!(r.end, RoundEnd::PoolExhausted { winners: vec![0] });
    assert_eq!(r.scores, vec![31, -8, -23]);
}

#[test]
fn pool_exhausted_tied_winners_share_and_the_round_sums_to_zero() {
    // The reader question of 001: three players hold a red 12; the fourth more.
    let r = score_pool_exhausted(
        &racks(&["r12", "r12", "b12", "k13 k10 r7"]),
        &RuleSet::default(),
    );
    assert_eq!(
        r.end,
        RoundEnd::PoolExhausted {
            winners: vec![0, 1, 2]
        }
    );
    assert_eq!(r.scores, vec![6, 6, 6, -18]);
    let uneven = score_pool_exhausted(&racks(&["r1", "b1", "k3"]), &RuleSet::default());
    assert_eq!(uneven.scores, vec![1, 1, -2]);
    let odd = score_pool_exhausted(&racks(&["r1", "b1", "k4"]), &RuleSet::default());
    assert_eq!(odd.scores, vec![2, 1, -3]);
}

#[test]
fn pressman_1998_fewest_tiles_wins_an_exhausted_pool() {
    let rules = RuleSet {
        pool_exhausted_winner: PoolExhaustedWinner::FewestTiles,
        ..RuleSet::default()
    };
    let r = score_pool_exhausted(&racks(&["r9 r10", "r1 r2 r3"]), &rules);
    assert_eq!(r.end, RoundEnd::PoolExhausted { winners: vec![0] });
    // The winner holds more points; nobody loses less than nothing.
    assert_eq!(r.scores, vec![0, 0]);
    let r = score_pool_exhausted(&racks(&["r1 r2", "r5 r6 r7"]), &rules);
    assert_eq!(r.scores, vec![15, -15]);
}

#[test]
fn standings_by_score_or_by_rounds_won() {
    let totals = [18, -16, 6, -8];
    let won = [1, 0, 2, 0];
    assert_eq!(
        standings(&totals, &won, &RuleSet::default()),
        vec![0, 2, 3, 1]
    );
    let by_wins = RuleSet {
        standings: Standings::RoundsWonThenScore,
        ..RuleSet::default()
    };
    assert_eq!(standings(&totals, &won, &by_wins), vec![2, 0, 3, 1]);
    assert_eq!(places(&totals, &won, &RuleSet::default()), vec![1, 4, 2, 3]);
    assert_eq!(places(&totals, &won, &by_wins), vec![2, 4, 1, 3]);
    // Equal seats share a place; the next one is skipped.
    assert_eq!(
        places(&[5, -5, 5, -5], &[0; 4], &RuleSet::default()),
        vec![1, 3, 1, 3]
    );
    // Ties on rounds won are split by score.
    assert_eq!(places(&[5, -5], &[1, 1], &by_wins), vec![1, 2]);
}
