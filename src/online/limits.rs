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
