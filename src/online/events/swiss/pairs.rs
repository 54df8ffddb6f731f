//! Swiss pairs (2 seats). The best player still unpaired takes the first
//! partner in their order of preference that still lets the rest of the
//! round be paired with as few faults as the whole round needs; a maximum
//! matching (Edmonds) answers that in a search or two per candidate, so a
//! round of 256 costs no backtracking.
//!
//! The faults counted: rematches always; seat clashes too when the whole
//! round can be paired without a rematch or a clash. A clash is two players
//! who both have been first (or both second) two games more than the other
//! way, and so both need the same seat.
//!
//! A player's preference: the players of their own score, the bottom half
//! of the group first in order (top half against bottom half), then the
//! top half from its bottom; among those, first one that keeps the most
//! pairs possible inside the group; then the lower scores, best first (a
//! float down).

use super::Field;
use crate::online::events::matching::{Graph, Matching};

/// Candidates tried for one player before taking their partner in the
/// maximum matching, which always fits: a bound on the work of a round.
const MAX_TRIES: usize = 24;

/// Pairs the field, each pair in seat order, the top board first, and the
/// player with a bye.
pub(super) fn pair_in_twos(field: &Field, seed: u64) -> (Vec<Vec<usize>>, Option<usize>) {
    let fresh = Graph::new(field.len(), |a, b| !field.met(a, b));
    let clean = Graph::new(field.len(), |a, b| {
        !field.met(a, b) && !clash(balance(field, a), balance(field, b))
    });
    let bye = (field.len() % 2 == 1).then(|| choose_bye(field, &clean, &fresh));
    let mut graph = if clean_round_exists(&clean, bye) {
        clean
    } else {
        fresh
    };
    if let Some(b) = bye {
        graph.remove(b);
    }
    let tables = pair_greedily(field, graph)
        .into_iter()
        .enumerate()
        .map(|(board, (a, b))| seat_pair(field, a, b, seed.wrapping_add(board as u64)).to_vec())
        .collect();
    (tables, bye)
}

/// Firsts minus seconds.
fn balance(field: &Field, i: usize) -> i64 {
    let e = field.player(i);
    i64::from(e.firsts) - i64::from(e.seconds)
}

/// Both need the same seat to keep their firsts and seconds within 2.
fn clash(a: i64, b: i64) -> bool {
    (a >= 2 && b >= 2) || (a <= -2 && b <= -2)
}

fn clean_round_exists(clean: &Graph, bye: Option<usize>) -> bool {
    let mut g = clean.clone();
    if let Some(b) = bye {
        g.remove(b);
    }
    2 * Matching::maximum(&g).size() == g.count()
}

/// The bye: among the players with the fewest byes, the lowest-ranked one
/// who leaves the others a round without faults; failing that, with the
/// fewest (no seat clash first, then the fewest rematches).
fn choose_bye(field: &Field, clean: &Graph, fresh: &Graph) -> usize {
    let fewest = (0..field.len()).map(|i| field.player(i).byes).min();
    let half = field.len() / 2;
    let clean_m = Matching::maximum(clean);
    let fresh_m = Matching::maximum(fresh);
    let mut best = None;
    for i in (0..field.len()).rev() {
        if Some(field.player(i).byes) != fewest {
            continue;
        }
        if clean_m.without(clean, &[i]).size() == half {
            return i;
        }
        let rematches = half - fresh_m.without(fresh, &[i]).size();
        if best.is_none_or(|(least, _)| rematches < least) {
            best = Some((rematches, i));
        }
    }
    best.map_or(field.len() - 1, |(_, i)| i)
}

/// Unpaired players with the score of the best of them, and how many pairs
/// of them can still sit together.
struct Group {
    score: u32,
    graph: Graph,
    matching: Matching,
}

impl Group {
    fn new(field: &Field, graph: &Graph, top: usize) -> Group {
        let score = field.player(top).score;
        let members: Vec<usize> = (top..field.len())
            .filter(|&i| graph.has(i) && field.player(i).score == score)
            .collect();
        let graph = graph.only(&members);
        let matching = Matching::maximum(&graph);
        Group {
            score,
            graph,
            matching,
        }
    }

    /// Members in `p`'s order of preference (`p` is the group's best).
    fn preference(&self, p: usize, n: usize) -> Vec<usize> {
        let members: Vec<usize> = (p..n).filter(|&i| self.graph.has(i)).collect();
        let half = members.len() / 2;
        let mut order = members[half.max(1)..].to_vec();
        order.extend(members[1..half.max(1)].iter().rev());
        order
    }

    /// Seating `p` with `q` keeps the most pairs possible inside the group.
    fn keeps_pairs(&self, p: usize, q: usize) -> bool {
        self.graph.has(q)
            && self.graph.allows(p, q)
            && self.matching.without(&self.graph, &[p, q]).size() + 1 == self.matching.size()
    }

    fn seat(&mut self, p: usize, q: usize) {
        self.matching = self.matching.without(&self.graph, &[p, q]);
        self.graph.remove(p);
        if self.graph.has(q) {
            self.graph.remove(q);
        }
    }
}

/// The round's pairs (ranks), the top board first.
fn pair_greedily(field: &Field, mut graph: Graph) -> Vec<(usize, usize)> {
    let mut matching = Matching::maximum(&graph);
    let mut group: Option<Group> = None;
    let mut pairs = Vec::new();
    while let Some(p) = (0..field.len()).find(|&i| graph.has(i)) {
        let score = field.player(p).score;
        let group = match &mut group {
            Some(g) if g.score == score => g,
            slot => slot.insert(Group::new(field, &graph, p)),
        };
        let Some((q, after)) = choose_partner(field, &graph, &matching, group, p) else {
            break;
        };
        group.seat(p, q);
        graph.remove(p);
        graph.remove(q);
        matching = after;
        pairs.push((p, q));
    }
    pairs
}

/// Faults the players still in `graph` cannot avoid: each pair the
/// maximum matching leaves out.
fn faults(graph_count: usize, matching: &Matching) -> usize {
    (graph_count - 2 * matching.size()) / 2
}

/// `p`'s partner, and the matching of the others once they sit.
fn choose_partner(
    field: &Field,
    graph: &Graph,
    matching: &Matching,
    group: &Group,
    p: usize,
) -> Option<(usize, Matching)> {
    let needed = faults(graph.count(), matching);
    let fits = |q: usize| {
        let after = matching.without(graph, &[p, q]);
        let fault = usize::from(!graph.allows(p, q));
        (fault + faults(graph.count() - 2, &after) == needed).then_some((q, after))
    };
    let mut tries = 0;
    let mut in_group = None;
    for q in group.preference(p, field.len()) {
        if tries == MAX_TRIES {
            break;
        }
        tries += 1;
        if let Some(fit) = fits(q) {
            if group.keeps_pairs(p, q) {
                return Some(fit);
            }
            in_group.get_or_insert(fit);
        }
    }
    if in_group.is_some() {
        return in_group;
    }
    let lower = (p + 1..field.len()).filter(|&q| graph.has(q) && !group.graph.has(q));
    for q in lower.take(MAX_TRIES.saturating_sub(tries)) {
        if let Some(fit) = fits(q) {
            return Some(fit);
        }
    }
    // p's partner in the maximum matching always fits; so does a player
    // it leaves out when it leaves out p (that pair is a fault it counts).
    let free = |q: &usize| *q != p && graph.has(*q) && matching.mate(*q).is_none();
    let q = matching.mate(p).or_else(|| (0..field.len()).find(free))?;
    Some((q, matching.without(graph, &[p, q])))
}

/// The two in seat order: the one who has been first more often (firsts
/// minus seconds) plays second; then the one first fewer times plays
/// first; then boards alternate.
fn seat_pair(field: &Field, a: usize, b: usize, board: u64) -> [usize; 2] {
    let key = |i: usize| (balance(field, i), field.player(i).firsts);
    match key(a).cmp(&key(b)) {
        std::cmp::Ordering::Less => [a, b],
        std::cmp::Ordering::Greater => [b, a],
        std::cmp::Ordering::Equal if board.is_multiple_of(2) => [a, b],
        std::cmp::Ordering::Equal => [b, a],
    }
}
