//! Calendar dates for the daily puzzles: a day number since 1970-01-01 and
//! the proleptic Gregorian calendar, without a date crate.

use std::fmt;
use std::str::FromStr;

/// One day, as days since 1970-01-01 (negative before it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    days: i64,
}

/// The years a puzzle date may name.
const YEARS: std::ops::RangeInclusive<i64> = 1970..=9999;

impl Date {
    pub fn from_days(days: i64) -> Date {
        Date { days }
    }

    /// The day of a moment, given as seconds since 1970-01-01 UTC.
    pub fn from_unix_seconds(seconds: i64) -> Date {
        Date::from_days(seconds.div_euclid(86_400))
    }

    pub fn from_ymd(year: i64, month: u32, day: u32) -> Option<Date> {
        if !YEARS.contains(&year) || !(1..=12).contains(&month) {
            return None;
        }
        if day == 0 || day > days_in_month(year, month) {
            return None;
        }
        Some(Date {
            days: days_from_civil(year, month, day),
        })
    }

    pub fn days(self) -> i64 {
        self.days
    }

    pub fn ymd(self) -> (i64, u32, u32) {
        civil_from_days(self.days)
    }

    pub fn next(self) -> Date {
        Date::from_days(self.days + 1)
    }

    /// Whether `self` is the day after `other`.
    pub fn follows(self, other: Date) -> bool {
        self.days == other.days + 1
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.ymd();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

impl FromStr for Date {
    type Err = String;

    fn from_str(s: &str) -> Result<Date, String> {
        let bad = || {
            format!(
                "\"{}\" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-23",
                s.chars().take(24).collect::<String>()
            )
        };
        let parts: Vec<&str> = s.split('-').collect();
        let [y, m, d] = parts.as_slice() else {
            return Err(bad());
        };
        let digits = |p: &str, len: usize| p.len() == len && p.bytes().all(|b| b.is_ascii_digit());
        if !digits(y, 4) || !digits(m, 2) || !digits(d, 2) {
            return Err(bad());
        }
        let (year, month, day) = (
            y.parse::<i64>().map_err(|_| bad())?,
            m.parse::<u32>().map_err(|_| bad())?,
            d.parse::<u32>().map_err(|_| bad())?,
        );
        Date::from_ymd(year, month, day)
            .ok_or_else(|| format!("{s} is not a day of the calendar (years 1970 to 9999)"))
    }
}

fn is_leap(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

// Howard Hinnant's days_from_civil and civil_from_days.
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month as i64 + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}
