//! Limits per network address: how many rooms it may open and how many
//! wrong invite codes or tokens it may try, as token buckets (a burst,
//! then a steady rate). Plain code with time passed in, so tests need no
//! clock.

use std::collections::HashMap;

/// A burst of `burst`, then one more every `every_ms`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    pub burst: u32,
    pub every_ms: u64,
}

/// Rooms an address may open: 10 at once, then one a minute.
pub const CREATE_RATE: Rate = Rate {
    burst: 10,
    every_ms: 60_000,
};
/// Players an address may register: 10 at once, then one a minute.
pub const REGISTER_RATE: Rate = Rate {
    burst: 10,
    every_ms: 60_000,
};
/// Times an address may join the quick-match queue: 30, then one every
/// 2 s (a player who changes their mind a few times is never held back).
pub const QUEUE_RATE: Rate = Rate {
    burst: 30,
    every_ms: 2_000,
};
/// Names an address may change to: 5, then one a minute.
pub const RENAME_RATE: Rate = Rate {
    burst: 5,
    every_ms: 60_000,
};
/// Leaderboards and recent games an address may ask for over HTTP: 60,
/// then 5 a second.
pub const LOOKUP_RATE: Rate = Rate {
    burst: 60,
    every_ms: 200,
};
/// Wrong codes or tokens an address may try: 20, then one every 6 s.
/// Against 1,000 open lobbies among 148 million codes, a guesser would
/// find one about every 100 days.
pub const MISS_RATE: Rate = Rate {
    burst: 20,
    every_ms: 6_000,
};

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: u64,
}

impl Bucket {
    fn refill(&mut self, rate: Rate, now: u64) {
        let gained = now.saturating_sub(self.at) as f64 / rate.every_ms as f64;
        self.tokens = (self.tokens + gained).min(f64::from(rate.burst));
        self.at = now;
    }
}

/// One kind of limit over every address.
#[derive(Debug)]
pub struct AddressLimit {
    rate: Rate,
    buckets: HashMap<String, Bucket>,
}

impl AddressLimit {
    pub fn new(rate: Rate) -> AddressLimit {
        AddressLimit {
            rate,
            buckets: HashMap::new(),
        }
    }

    fn bucket(&mut self, address: &str, now: u64) -> &mut Bucket {
        let rate = self.rate;
        let b = self.buckets.entry(address.to_string()).or_insert(Bucket {
            tokens: f64::from(rate.burst),
            at: now,
        });
        b.refill(rate, now);
        b
    }

    /// Whether the address has one left (nothing is taken, nothing kept).
    pub fn allows(&self, address: &str, now: u64) -> bool {
        self.buckets.get(address).is_none_or(|b| {
            let mut b = *b;
            b.refill(self.rate, now);
            b.tokens >= 1.0
        })
    }

    /// Takes one; false (and nothing taken) when none is left.
    pub fn take(&mut self, address: &str, now: u64) -> bool {
        let b = self.bucket(address, now);
        if b.tokens < 1.0 {
            return false;
        }
        b.tokens -= 1.0;
        true
    }

    /// Forgets the addresses whose bucket is full again (they would start
    /// full anyway), so the map stays as small as the addresses in use.
    pub fn forget_idle(&mut self, now: u64) {
        let rate = self.rate;
        self.buckets.retain(|_, b| {
            b.refill(rate, now);
            b.tokens < f64::from(rate.burst)
        });
    }
}

/// The kinds of limit per address.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Limit {
    /// Rooms opened.
    Create,
    /// Players registered.
    Register,
    /// Times the quick-match queue was joined.
    Queue,
    /// Names changed.
    Rename,
    /// Leaderboards, recent games and lists asked for.
    Lookup,
    /// Wrong invite codes, tokens and secrets tried.
    Miss,
}

impl Limit {
    pub const ALL: [Limit; 6] = [
        Limit::Create,
        Limit::Register,
        Limit::Queue,
        Limit::Rename,
        Limit::Lookup,
        Limit::Miss,
    ];

    /// Its name in a store shared by several servers.
    pub fn key(self) -> &'static str {
        match self {
            Limit::Create => "create",
            Limit::Register => "register",
            Limit::Queue => "queue",
            Limit::Rename => "rename",
            Limit::Lookup => "lookup",
            Limit::Miss => "miss",
        }
    }
}

/// Every kind of limit over every address, kept by one server. (Servers
/// that share a store keep them in it instead: `RoomStore::take_shared`.)
#[derive(Debug)]
pub struct Limits {
    kinds: HashMap<Limit, AddressLimit>,
}

impl Limits {
    /// The limits at `rate_of`'s rates.
    pub fn new(rate_of: impl Fn(Limit) -> Rate) -> Limits {
        let kinds = Limit::ALL
            .iter()
            .map(|&l| (l, AddressLimit::new(rate_of(l))))
            .collect();
        Limits { kinds }
    }

    pub fn rate(&self, limit: Limit) -> Rate {
        self.kinds[&limit].rate
    }

    pub fn take(&mut self, limit: Limit, address: &str, now: u64) -> bool {
        self.kinds
            .get_mut(&limit)
            .is_some_and(|l| l.take(address, now))
    }

    pub fn allows(&self, limit: Limit, address: &str, now: u64) -> bool {
        self.kinds[&limit].allows(address, now)
    }

    pub fn forget_idle(&mut self, now: u64) {
        self.kinds.values_mut().for_each(|l| l.forget_idle(now));
    }
}
