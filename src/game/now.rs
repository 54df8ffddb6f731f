//! What the device's clock gives the game: today's date (the daily puzzle,
//! a kept replay's day) and a seed for a new match.

use crate::puzzles::Date;

/// Today, by this device's clock (UTC).
pub fn today() -> Date {
    let seconds = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    Date::from_unix_seconds(seconds)
}

/// A seed for a new game from the clock (shown, so a game can be replayed).
pub fn random_seed() -> u64 {
    let nanos = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    crate::rules::derive_seed(nanos, 0) % 1_000_000_000
}
