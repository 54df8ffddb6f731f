//! Tournaments: Swiss pairing round after round with random results (every
//! player seated once, no rematch, byes and seats spread, pairs inside
//! score groups where the round allows it), tables of 3 to 6, arena
//! pairing and streaks, duplicate matchpoints checked by hand, standings.

use std::collections::BTreeSet;

use proptest::prelude::*;
use tilemeld::online::events::arena::{ArenaPairing, Streak, Waiting, pair_waiting, place_points};
use tilemeld::online::events::duplicate::{DealResult, matchpoints, standings};
use tilemeld::online::events::standings::swiss_standings;
use tilemeld::online::events::swiss::{BYE_POINTS, Entrant, SwissRound, pair_round, table_sizes};
use tilemeld::online::events::{EventError, MAX_SEATS, MIN_SEATS};
use tilemeld::rules::GameRng;

fn entrant(id: u64, score: u32, rating: i32) -> Entrant {
    Entrant {
        id,
        score,
        rating,
        firsts: 0,
        seconds: 0,
        byes: 0,
        withdrawn: false,
    }
}

/// An event being played: its entrants as they stand, every table so far
/// and every bye.
struct Event {
    entrants: Vec<Entrant>,
    played: Vec<Vec<u64>>,
    byes: Vec<u64>,
}

impl Event {
    /// `n` players with distinct ratings in a random order, so the ranking
    /// is score then rating, as a test can say it.
    fn new(n: usize, rng: &mut GameRng) -> Event {
        let mut ratings: Vec<i32> = (0..n as i32).map(|i| 1500 + 10 * i).collect();
        rng.shuffle(&mut ratings);
        let entrants = (0..n as u64)
            .zip(ratings)
            .map(|(i, rating)| entrant(100 + i, 0, rating))
            .collect();
        Event {
            entrants,
            played: Vec::new(),
            byes: Vec::new(),
        }
    }

    fn get(&mut self, id: u64) -> &mut Entrant {
        self.entrants.iter_mut().find(|e| e.id == id).unwrap()
    }

    /// Plays a round with random results (a win, a loss or a tie at 2
    /// seats; places at more) and records it.
    fn play(&mut self, round: &SwissRound, rng: &mut GameRng) {
        for table in &round.tables {
            let winner = rng.below(table.len() as u32 + 1) as usize;
            for (seat, &id) in table.iter().enumerate() {
                let e = self.get(id);
                match seat {
                    0 => e.firsts += 1,
                    1 => e.seconds += 1,
                    _ => {}
                }
                e.score += match winner {
                    w if w == table.len() => 1,
                    w if w == seat => 2,
                    _ => 0,
                };
            }
            self.played.push(table.clone());
        }
        if let Some(id) = round.bye {
            self.get(id).score += BYE_POINTS;
            self.get(id).byes += 1;
            self.byes.push(id);
        }
    }

    fn met(&self, a: u64, b: u64) -> bool {
        self.played.iter().any(|t| t.contains(&a) && t.contains(&b))
    }
}

/// Every active player once, at a table or as the bye; nobody withdrawn.
fn assert_everyone_once(entrants: &[Entrant], round: &SwissRound) {
    let mut seated: Vec<u64> = round.tables.iter().flatten().copied().collect();
    seated.extend(round.bye);
    let unique: BTreeSet<u64> = seated.iter().copied().collect();
    assert_eq!(
        unique.len(),
        seated.len(),
        "someone seated twice: {round:?}"
    );
    let active: BTreeSet<u64> = entrants
        .iter()
        .filter(|e| !e.withdrawn)
        .map(|e| e.id)
        .collect();
    assert_eq!(unique, active, "{round:?}");
}

fn random_entrants() -> impl Strategy<Value = Vec<Entrant>> {
    let one = (
        0u32..12,
        1200i32..2200,
        0u32..4,
        0u32..4,
        0u32..2,
        prop::bool::weighted(0.2),
    );
    prop::collection::vec(one, 0..40).prop_map(|players| {
        players
            .into_iter()
            .enumerate()
            .map(
                |(i, (score, rating, firsts, seconds, byes, withdrawn))| Entrant {
                    id: 7 * i as u64 + 3,
                    score,
                    rating,
                    firsts,
                    seconds,
                    byes,
                    withdrawn,
                },
            )
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn swiss_seats_every_active_player_once_at_tables_of_the_right_size(
        entrants in random_entrants(),
        history in prop::collection::vec(prop::collection::vec(0u64..40, 2..5), 0..30),
        seats in MIN_SEATS..=MAX_SEATS,
        seed in any::<u64>(),
    ) {
        let played: Vec<Vec<u64>> =
            history.iter().map(|t| t.iter().map(|i| 7 * i + 3).collect()).collect();
        let round = pair_round(&entrants, &played, seats, seed).unwrap();
        assert_everyone_once(&entrants, &round);
        let active = entrants.iter().filter(|e| !e.withdrawn).count();
        let sizes: Vec<usize> = round.tables.iter().map(Vec::len).collect();
        if seats == 2 {
            prop_assert!(sizes.iter().all(|&s| s == 2));
            prop_assert_eq!(round.bye.is_some(), active % 2 == 1);
        } else {
            prop_assert_eq!(round.bye.is_some(), active == 1);
            let expected = if active == 1 { Vec::new() } else { table_sizes(active, seats) };
            prop_assert_eq!(sizes, expected);
        }
        prop_assert_eq!(pair_round(&entrants, &played, seats, seed).unwrap(), round);
    }

    #[test]
    fn table_sizes_are_full_or_one_short_and_never_one(players in 2usize..200, seats in 3usize..=6) {
        let sizes = table_sizes(players, seats);
        let count = players.div_ceil(seats);
        prop_assert_eq!(sizes.len(), count);
        prop_assert_eq!(sizes.iter().sum::<usize>(), players);
        let (least, most) = (*sizes.iter().min().unwrap(), *sizes.iter().max().unwrap());
        prop_assert!(most <= seats && most - least <= 1 && least >= 2, "{:?}", sizes);
        if players >= count * (seats - 1) {
            prop_assert!(least >= seats - 1, "{:?}", sizes);
        }
        if least == 2 {
            // no way to seat them at tables of 3 or more
            prop_assert!(players < 3 * count || seats == 3, "{:?}", sizes);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn swiss_rounds_in_a_row_have_no_rematch_distinct_byes_and_balanced_seats(
        n in 10usize..=24,
        rounds in 1usize..=5,
        seed in any::<u64>(),
    ) {
        let mut rng = GameRng::new(seed);
        let mut event = Event::new(n, &mut rng);
        for r in 0..rounds {
            let round = pair_round(&event.entrants, &event.played, 2, seed ^ r as u64).unwrap();
            assert_everyone_once(&event.entrants, &round);
            for t in &round.tables {
                prop_assert!(!event.met(t[0], t[1]), "round {}: {:?} met before", r + 1, t);
            }
            if let Some(b) = round.bye {
                prop_assert!(!event.byes.contains(&b), "a second bye for {}", b);
            }
            event.play(&round, &mut rng);
        }
        for e in &event.entrants {
            prop_assert!(e.firsts.abs_diff(e.seconds) <= 2, "{:?}", e);
            prop_assert!(e.firsts as usize <= rounds.div_ceil(2) + 1, "{:?}", e);
        }
    }
}

/// Whether `players` can all sit in twos at pairs `ok` allows (brute
/// force, for small sets).
fn can_pair(players: &[u64], ok: &dyn Fn(u64, u64) -> bool) -> bool {
    let Some((&first, rest)) = players.split_first() else {
        return true;
    };
    (0..rest.len()).any(|i| {
        let mut others = rest.to_vec();
        let partner = others.remove(i);
        ok(first, partner) && can_pair(&others, ok)
    })
}

/// The fewest rematches any pairing of `players` has (brute force).
fn fewest_rematches(players: &[u64], met: &dyn Fn(u64, u64) -> bool) -> usize {
    let Some((&first, rest)) = players.split_first() else {
        return 0;
    };
    (0..rest.len())
        .map(|i| {
            let mut others = rest.to_vec();
            let partner = others.remove(i);
            usize::from(met(first, partner)) + fewest_rematches(&others, met)
        })
        .min()
        .unwrap_or(0)
}

/// The round's pairs, each better-ranked player first, in the order of
/// `ranking`: the order in which pairing took them.
fn pairs_best_first(round: &SwissRound, ranking: &[u64]) -> Vec<(u64, u64)> {
    let rank = |id: u64| ranking.iter().position(|&r| r == id).unwrap();
    let mut pairs: Vec<(u64, u64)> = round
        .tables
        .iter()
        .map(|t| (t[0], t[1]))
        .map(|(a, b)| if rank(a) < rank(b) { (a, b) } else { (b, a) })
        .collect();
    pairs.sort_by_key(|&(p, _)| rank(p));
    pairs
}

/// Checks one 2-seat round against brute force: the fewest rematches the
/// round allows; no seat clash when a round without either exists; and a
/// player paired below their score only when every partner of their own
/// score would leave the others unpairable (given who took whom above).
fn assert_pairs_fit_the_round(event: &Event, round: &SwissRound) {
    let e = |id: u64| event.entrants.iter().find(|e| e.id == id).unwrap();
    let balance = |id: u64| i64::from(e(id).firsts) - i64::from(e(id).seconds);
    let clash = |a: u64, b: u64| {
        (balance(a) >= 2 && balance(b) >= 2) || (balance(a) <= -2 && balance(b) <= -2)
    };
    let fresh = |a: u64, b: u64| !event.met(a, b);
    let clean = |a: u64, b: u64| fresh(a, b) && !clash(a, b);
    let mut rest: Vec<u64> = round.tables.iter().flatten().copied().collect();
    rest.sort_by_key(|&id| {
        (
            std::cmp::Reverse(e(id).score),
            std::cmp::Reverse(e(id).rating),
        )
    });
    let ok: &dyn Fn(u64, u64) -> bool = if can_pair(&rest, &clean) {
        &clean
    } else if can_pair(&rest, &fresh) {
        &fresh
    } else {
        let rematches = round
            .tables
            .iter()
            .filter(|t| event.met(t[0], t[1]))
            .count();
        assert_eq!(rematches, fewest_rematches(&rest, &|a, b| event.met(a, b)));
        return;
    };
    let pairs = pairs_best_first(round, &rest);
    for (k, &(p, q)) in pairs.iter().enumerate() {
        assert!(ok(p, q), "{p} and {q} should not meet: {round:?}");
        if e(q).score == e(p).score {
            continue;
        }
        let unpaired: Vec<u64> = pairs[k..].iter().flat_map(|&(a, b)| [a, b]).collect();
        for &r in unpaired
            .iter()
            .filter(|&&r| r != p && e(r).score == e(p).score)
        {
            let others: Vec<u64> = unpaired
                .iter()
                .copied()
                .filter(|&x| x != p && x != r)
                .collect();
            assert!(
                !(ok(p, r) && can_pair(&others, ok)),
                "{p} floated to {q} though {r} had the same score: {round:?}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn swiss_pairs_leave_their_score_group_only_when_the_round_needs_it(
        n in 2usize..=13,
        rounds in 1usize..=8,
        seed in any::<u64>(),
    ) {
        let mut rng = GameRng::new(seed);
        let mut event = Event::new(n, &mut rng);
        for r in 0..rounds {
            let round = pair_round(&event.entrants, &event.played, 2, seed ^ r as u64).unwrap();
            assert_everyone_once(&event.entrants, &round);
            assert_pairs_fit_the_round(&event, &round);
            event.play(&round, &mut rng);
        }
    }
}

#[test]
fn swiss_pairs_256_players_for_9_rounds() {
    let mut rng = GameRng::new(7);
    let mut event = Event::new(256, &mut rng);
    for r in 0..9 {
        let round = pair_round(&event.entrants, &event.played, 2, r).unwrap();
        assert_everyone_once(&event.entrants, &round);
        assert_eq!(round.bye, None);
        let score = |id: u64| event.entrants.iter().find(|e| e.id == id).unwrap().score;
        // Floats go one score group down, no further.
        let groups: Vec<u32> = event
            .entrants
            .iter()
            .map(|e| e.score)
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let group = |id: u64| groups.binary_search(&score(id)).unwrap();
        assert!(
            round
                .tables
                .iter()
                .all(|t| group(t[0]).abs_diff(group(t[1])) <= 1),
            "round {}",
            r + 1
        );
        for t in &round.tables {
            assert!(!event.met(t[0], t[1]), "round {}: {t:?} met before", r + 1);
        }
        event.play(&round, &mut rng);
    }
    for e in &event.entrants {
        assert!(e.firsts.abs_diff(e.seconds) <= 2, "{e:?}");
    }
}

#[test]
fn swiss_pairs_top_half_against_bottom_half_and_avoids_a_rematch() {
    let players: Vec<Entrant> = (1..=4).map(|i| entrant(i, 2, 2000 - i as i32)).collect();
    let round = pair_round(&players, &[], 2, 0).unwrap();
    let pairs: Vec<BTreeSet<u64>> = round
        .tables
        .iter()
        .map(|t| t.iter().copied().collect())
        .collect();
    assert_eq!(pairs, [BTreeSet::from([1, 3]), BTreeSet::from([2, 4])]);
    // 1 and 3 met: 1 takes 4, and 3 meets 2.
    let round = pair_round(&players, &[vec![3, 1]], 2, 0).unwrap();
    let pairs: Vec<BTreeSet<u64>> = round
        .tables
        .iter()
        .map(|t| t.iter().copied().collect())
        .collect();
    assert_eq!(pairs, [BTreeSet::from([1, 4]), BTreeSet::from([2, 3])]);
}

#[test]
fn swiss_rematches_only_when_every_pairing_needs_one() {
    // Four players who met in five of the six possible pairs: every
    // pairing repeats a meeting; the one with a single repeat is chosen.
    let players: Vec<Entrant> = (1..=4).map(|i| entrant(i, 0, 1500)).collect();
    let played = vec![vec![1, 2], vec![3, 4], vec![1, 3], vec![2, 4], vec![1, 4]];
    let round = pair_round(&players, &played, 2, 9).unwrap();
    // 2-3 have not met: they sit together, and 1-4 is the one rematch
    // (1-2 with 3-4, or 1-3 with 2-4, would be two).
    let pairs: BTreeSet<BTreeSet<u64>> = round
        .tables
        .iter()
        .map(|t| t.iter().copied().collect())
        .collect();
    assert_eq!(
        pairs,
        BTreeSet::from([BTreeSet::from([1, 4]), BTreeSet::from([2, 3])])
    );
}

#[test]
fn swiss_bye_goes_to_the_lowest_ranked_player_without_one() {
    let mut players: Vec<Entrant> = (1..=5)
        .map(|i| entrant(i, 10 - 2 * i as u32, 1500))
        .collect();
    let round = pair_round(&players, &[], 2, 0).unwrap();
    assert_eq!(round.bye, Some(5));
    players[4].byes = 1;
    let round = pair_round(&players, &[], 2, 0).unwrap();
    assert_eq!(round.bye, Some(4));
    players[2].withdrawn = true;
    let round = pair_round(&players, &[], 2, 0).unwrap();
    assert_eq!(round.bye, None);
    assert_eq!(round.tables.len(), 2);
}

#[test]
fn swiss_seats_second_the_player_who_has_been_first_more() {
    let mut a = entrant(1, 4, 1900);
    let mut b = entrant(2, 4, 1500);
    (a.firsts, a.seconds, b.firsts, b.seconds) = (2, 1, 1, 2);
    let round = pair_round(&[a.clone(), b.clone()], &[], 2, 0).unwrap();
    assert_eq!(round.tables, [vec![2, 1]]);
    (a.firsts, a.seconds, b.firsts, b.seconds) = (1, 2, 2, 1);
    let round = pair_round(&[a, b], &[], 2, 0).unwrap();
    assert_eq!(round.tables, [vec![1, 2]]);
    // Equal: boards alternate who plays first, the better-ranked on one
    // board, the other on the next.
    let even: Vec<Entrant> = (1..=4).map(|i| entrant(i, 0, 2000 - i as i32)).collect();
    let round = pair_round(&even, &[], 2, 0).unwrap();
    assert_eq!(round.tables, [vec![1, 3], vec![4, 2]]);
}

#[test]
fn swiss_tables_of_four_swap_to_avoid_a_repeat() {
    let players: Vec<Entrant> = (1..=8).map(|i| entrant(i, 0, 2000 - i as i32)).collect();
    let round = pair_round(&players, &[], 4, 0).unwrap();
    assert_eq!(round.tables, [vec![1, 2, 3, 4], vec![5, 6, 7, 8]]);
    // 1 and 2 sat together: the closest swap is 2 for 5.
    let round = pair_round(&players, &[vec![1, 2, 9]], 4, 0).unwrap();
    assert_eq!(round.tables, [vec![1, 3, 4, 5], vec![2, 6, 7, 8]]);
    // 10 at 4 seats: 4, 3, 3; seat order by fewest firsts.
    let mut ten: Vec<Entrant> = (1..=10).map(|i| entrant(i, 0, 2000 - i as i32)).collect();
    ten[0].firsts = 3;
    let round = pair_round(&ten, &[], 4, 0).unwrap();
    assert_eq!(
        round.tables,
        [vec![2, 3, 4, 1], vec![5, 6, 7], vec![8, 9, 10]]
    );
}

#[test]
fn swiss_refuses_bad_input_and_pairs_an_empty_field() {
    let a = entrant(1, 0, 1500);
    let err = pair_round(&[a.clone(), a.clone()], &[], 2, 0).unwrap_err();
    assert_eq!(err, EventError::DuplicateId { id: 1 });
    for seats in [0, 1, 7] {
        let err = pair_round(std::slice::from_ref(&a), &[], seats, 0).unwrap_err();
        assert_eq!(err, EventError::Seats { seats });
        assert!(err.to_string().contains("2 to 6 seats"), "{err}");
    }
    assert_eq!(pair_round(&[], &[], 2, 0).unwrap(), SwissRound::default());
    let mut gone = a.clone();
    gone.withdrawn = true;
    assert_eq!(
        pair_round(&[gone], &[], 3, 0).unwrap(),
        SwissRound::default()
    );
    let round = pair_round(&[a], &[], 5, 0).unwrap();
    assert_eq!((round.tables.len(), round.bye), (0, Some(1)));
}

#[test]
fn swiss_standings_break_ties_by_buchholz_then_rating_then_id() {
    let players = vec![
        entrant(1, 4, 1500),
        entrant(2, 2, 1500),
        entrant(3, 2, 1600),
        entrant(4, 2, 1600),
        entrant(5, 0, 1500),
    ];
    // 2 met 1 (4): Buchholz 4. 3 met 5 (0) and 4 met 5: Buchholz 0 each;
    // 3 and 4 tie on rating too, so the lower id first.
    let played = vec![vec![1, 2], vec![3, 5], vec![5, 4]];
    let table = swiss_standings(&players, &played).unwrap();
    let order: Vec<(u64, u64)> = table.iter().map(|s| (s.id, s.buchholz)).collect();
    assert_eq!(order, [(1, 2), (2, 4), (3, 0), (4, 0), (5, 4)]);
}

#[test]
fn duplicate_matchpoints_match_a_hand_count() {
    // Tables: 1 (seat 0) v 2 (seat 1), 3 v 4, 5 v 6; deals 1 and 2.
    // Deal 1, seat 0: 1 = 10, 3 = -5, 5 = 10 -> 1: beats 3, ties 5 = 3;
    //   3: 0; 5: 3. Seat 1: 2 = -10, 4 = 5, 6 = -10 -> 2: 1; 4: 4; 6: 1.
    // Deal 2, seat 0: 1 = 0, 3 = 20, 5 = -20 -> 1: 2; 3: 4; 5: 0.
    //   Seat 1: 2 = 0, 4 = -20, 6 = 20 -> 2: 2; 4: 0; 6: 4.
    // Out of 8: 1 = 5 (62.50%), 2 = 3 (37.50%), 3 = 4, 4 = 4 (50%),
    // 5 = 3 (37.50%), 6 = 5 (62.50%).
    let scores = [
        (1, 0, 1, 10),
        (1, 1, 2, -10),
        (1, 0, 3, -5),
        (1, 1, 4, 5),
        (1, 0, 5, 10),
        (1, 1, 6, -10),
        (2, 0, 1, 0),
        (2, 1, 2, 0),
        (2, 0, 3, 20),
        (2, 1, 4, -20),
        (2, 0, 5, -20),
        (2, 1, 6, 20),
    ];
    let results: Vec<DealResult> = scores
        .iter()
        .map(|&(deal, seat, player, score)| DealResult {
            deal,
            seat,
            player,
            score,
        })
        .collect();
    let earned: Vec<u64> = matchpoints(&results)
        .unwrap()
        .iter()
        .map(|m| m.earned)
        .collect();
    assert_eq!(earned, [3, 1, 0, 4, 3, 1, 2, 2, 4, 0, 0, 4]);
    let table: Vec<(u64, u64, u32)> = standings(&results)
        .unwrap()
        .iter()
        .map(|s| (s.player, s.matchpoints, s.hundredths))
        .collect();
    assert_eq!(
        table,
        [
            (1, 5, 6250),
            (6, 5, 6250),
            (3, 4, 5000),
            (4, 4, 5000),
            (2, 3, 3750),
            (5, 3, 3750)
        ]
    );
}

#[test]
fn duplicate_lone_result_scores_half_and_a_repeat_is_refused() {
    let lone = DealResult {
        deal: 3,
        seat: 2,
        player: 9,
        score: -40,
    };
    let m = matchpoints(&[lone]).unwrap();
    assert_eq!((m[0].earned, m[0].most), (1, 2));
    assert_eq!(standings(&[lone]).unwrap()[0].hundredths, 5000);
    let again = DealResult { seat: 1, ..lone };
    let err = standings(&[lone, again]).unwrap_err();
    assert_eq!(err, EventError::DuplicateResult { deal: 3, player: 9 });
    assert!(standings(&[]).unwrap().is_empty());
}

fn waiting(id: u64, score: u32, waited_ms: u64, last: &[u64]) -> Waiting {
    Waiting {
        id,
        rating: 1500,
        score,
        last_opponents: last.to_vec(),
        waited_ms,
    }
}

#[test]
fn arena_seats_close_scores_and_avoids_the_last_opponent() {
    let queue = [
        waiting(1, 10, 5000, &[]),
        waiting(2, 0, 4000, &[]),
        waiting(3, 9, 3000, &[]),
        waiting(4, 1, 2000, &[]),
    ];
    let paired = pair_waiting(&queue, 2).unwrap();
    assert_eq!(
        paired,
        ArenaPairing {
            tables: vec![vec![1, 3], vec![2, 4]],
            waiting: vec![]
        }
    );
    // 1 just played 3: 1 takes the next closest (4), and 2 meets 3.
    let mut queue = queue;
    queue[2].last_opponents = vec![1];
    let paired = pair_waiting(&queue, 2).unwrap();
    assert_eq!(paired.tables, [vec![1, 4], vec![2, 3]]);
    // With nobody else, they play again.
    let paired = pair_waiting(&[queue[0].clone(), queue[2].clone()], 2).unwrap();
    assert_eq!(paired.tables, [vec![1, 3]]);
}

#[test]
fn arena_seats_the_longest_wait_first_and_leaves_the_rest_waiting() {
    let queue = [
        waiting(1, 0, 100, &[]),
        waiting(2, 20, 5000, &[]),
        waiting(3, 0, 9000, &[]),
    ];
    let paired = pair_waiting(&queue, 2).unwrap();
    assert_eq!(
        paired,
        ArenaPairing {
            tables: vec![vec![3, 1]],
            waiting: vec![2]
        }
    );
    let paired = pair_waiting(&queue, 4).unwrap();
    assert_eq!(
        paired,
        ArenaPairing {
            tables: vec![],
            waiting: vec![3, 2, 1]
        }
    );
    assert_eq!(
        pair_waiting(&queue, 7).unwrap_err(),
        EventError::Seats { seats: 7 }
    );
    let twice = [queue[0].clone(), queue[0].clone()];
    assert_eq!(
        pair_waiting(&twice, 2).unwrap_err(),
        EventError::DuplicateId { id: 1 }
    );
    assert_eq!(pair_waiting(&[], 3).unwrap(), ArenaPairing::default());
}

#[test]
fn arena_place_points_and_the_streak_on_fire() {
    assert_eq!(place_points(2, 0, 1), Ok(2));
    assert_eq!(place_points(2, 1, 1), Ok(0));
    assert_eq!(place_points(2, 0, 2), Ok(1));
    let four: Vec<u32> = (0..4).map(|p| place_points(4, p, 1).unwrap()).collect();
    assert_eq!(four, [6, 4, 2, 0]);
    assert_eq!(place_points(4, 1, 3), Ok(2));
    assert!(place_points(4, 3, 2).is_err());
    assert!(place_points(4, 0, 0).is_err());
    let mut streak = Streak::default();
    let won: Vec<u32> = (0..3).map(|_| streak.record(2, 0, 1).unwrap()).collect();
    assert_eq!(won, [2, 2, 4]);
    assert!(streak.on_fire());
    assert_eq!(streak.record(2, 1, 1), Ok(0));
    assert!(!streak.on_fire());
    assert_eq!(streak.record(2, 0, 1), Ok(2));
    // A tie on fire scores double and ends the fire.
    streak.record(2, 0, 1).unwrap();
    assert_eq!(streak.record(2, 0, 2), Ok(2));
    assert_eq!(streak.record(2, 0, 1), Ok(2));
}
