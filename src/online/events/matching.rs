//! Maximum matchings in a general graph (Edmonds' blossoms): how many
//! pairs of players can sit together without a fault, and whether seating
//! one pair first still leaves that many. Pairing asks the second question
//! for each candidate, so a matching is kept up to date as players leave
//! the graph (at most two searches) rather than found again.

use std::collections::VecDeque;

const NONE: usize = usize::MAX;

/// Who may sit with whom (an n×n table), and the players still to seat.
#[derive(Clone)]
pub(crate) struct Graph {
    n: usize,
    allowed: Vec<bool>,
    alive: Vec<bool>,
}

impl Graph {
    /// Players `0..n`, all to seat; `allows(a, b)` says who may sit together.
    pub fn new(n: usize, allows: impl Fn(usize, usize) -> bool) -> Graph {
        let mut allowed = vec![false; n * n];
        for a in 0..n {
            for b in 0..n {
                allowed[a * n + b] = a != b && allows(a, b);
            }
        }
        Graph {
            n,
            allowed,
            alive: vec![true; n],
        }
    }

    pub fn allows(&self, a: usize, b: usize) -> bool {
        self.allowed[a * self.n + b]
    }

    /// The same graph with only `keep` still to seat.
    pub fn only(&self, keep: &[usize]) -> Graph {
        let mut alive = vec![false; self.n];
        for &v in keep {
            alive[v] = true;
        }
        Graph {
            alive,
            ..self.clone()
        }
    }

    /// Players still to seat.
    pub fn count(&self) -> usize {
        self.alive.iter().filter(|&&a| a).count()
    }

    /// Seated: out of the graph.
    pub fn remove(&mut self, v: usize) {
        self.alive[v] = false;
    }

    /// Still to seat.
    pub fn has(&self, v: usize) -> bool {
        self.alive[v]
    }
}

/// A matching of a [`Graph`]: each player's partner, if any.
#[derive(Clone, Debug)]
pub(crate) struct Matching {
    mate: Vec<usize>,
}

impl Matching {
    /// A maximum matching: greedy first, then augmenting paths from each
    /// free player (a player with none now never gets one later).
    pub fn maximum(g: &Graph) -> Matching {
        let mut m = Matching {
            mate: vec![NONE; g.n],
        };
        for a in 0..g.n {
            if !g.alive[a] || m.mate[a] != NONE {
                continue;
            }
            let free = |b: &usize| g.alive[*b] && m.mate[*b] == NONE && g.allows(a, *b);
            if let Some(b) = (a + 1..g.n).find(free) {
                m.mate[a] = b;
                m.mate[b] = a;
            }
        }
        for v in 0..g.n {
            if g.alive[v] && m.mate[v] == NONE {
                Search::new(g, &g.alive, &mut m.mate).augment_from(v);
            }
        }
        m
    }

    /// Pairs matched.
    pub fn size(&self) -> usize {
        self.mate.iter().filter(|&&m| m != NONE).count() / 2
    }

    pub fn mate(&self, v: usize) -> Option<usize> {
        (self.mate[v] != NONE).then_some(self.mate[v])
    }

    /// The matching once `gone` have left `g`, still maximum (given this
    /// one is maximum in `g`). An augmenting path now must end at a partner
    /// they left (else it was one before), so only those are searched from.
    pub fn without(&self, g: &Graph, gone: &[usize]) -> Matching {
        let mut m = self.clone();
        let mut alive = g.alive.clone();
        let mut freed = Vec::new();
        for &v in gone {
            alive[v] = false;
            let partner = m.mate[v];
            if partner != NONE {
                m.mate[partner] = NONE;
                m.mate[v] = NONE;
                freed.push(partner);
            }
        }
        for v in freed {
            if alive[v] && m.mate[v] == NONE {
                Search::new(g, &alive, &mut m.mate).augment_from(v);
            }
        }
        m
    }
}

/// One search for an augmenting path from a free player, contracting odd
/// cycles (blossoms) to their base as it meets them.
struct Search<'a> {
    g: &'a Graph,
    alive: &'a [bool],
    mate: &'a mut Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    queue: VecDeque<usize>,
}

impl<'a> Search<'a> {
    fn new(g: &'a Graph, alive: &'a [bool], mate: &'a mut Vec<usize>) -> Search<'a> {
        Search {
            g,
            alive,
            mate,
            parent: vec![NONE; g.n],
            base: (0..g.n).collect(),
            used: vec![false; g.n],
            queue: VecDeque::new(),
        }
    }

    /// Augments the matching along a path from `root`, if there is one.
    fn augment_from(mut self, root: usize) -> bool {
        let Some(mut v) = self.find_path(root) else {
            return false;
        };
        while v != NONE {
            let pv = self.parent[v];
            let next = self.mate[pv];
            self.mate[v] = pv;
            self.mate[pv] = v;
            v = next;
        }
        true
    }

    /// The free player an augmenting path from `root` ends at.
    fn find_path(&mut self, root: usize) -> Option<usize> {
        self.used[root] = true;
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for to in 0..self.g.n {
                if !self.alive[to] || !self.g.allows(v, to) {
                    continue;
                }
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                let odd_cycle =
                    to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE);
                if odd_cycle {
                    self.contract(v, to);
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return Some(to);
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    self.queue.push_back(next);
                }
            }
        }
        None
    }

    /// Shrinks the blossom closed by the edge `v`–`to` to its base.
    fn contract(&mut self, v: usize, to: usize) {
        let base = self.common_base(v, to);
        let mut blossom = vec![false; self.g.n];
        self.mark_path(v, base, to, &mut blossom);
        self.mark_path(to, base, v, &mut blossom);
        for i in 0..self.g.n {
            if blossom[self.base[i]] {
                self.base[i] = base;
                if !self.used[i] {
                    self.used[i] = true;
                    self.queue.push_back(i);
                }
            }
        }
    }

    fn common_base(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.g.n];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, base: usize, mut child: usize, blossom: &mut [bool]) {
        while self.base[v] != base {
            blossom[self.base[v]] = true;
            blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }
}
