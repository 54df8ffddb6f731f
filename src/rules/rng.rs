//! Seeded randomness. ChaCha8 and the sampling here are specified to the
//! bit, so one seed deals the same game on every platform, native or wasm.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[derive(Clone)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    pub fn new(seed: u64) -> GameRng {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniform number in `0..n` (rejection sampling, no modulo bias).
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "below(0) has no values");
        let zone = u32::MAX - (u32::MAX - n + 1) % n;
        loop {
            let x = self.0.next_u32();
            if x <= zone {
                return x % n;
            }
        }
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }
}

/// Mixes a seed with a counter (SplitMix64), for per-round seeds.
pub fn derive_seed(seed: u64, counter: u64) -> u64 {
    let mut z = seed ^ counter.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
