//! `tilemeld event`: an operator creates events in the store the servers
//! use (SQLite or PostgreSQL), lists them, and shows one, as JSON lines.

use serde_json::json;

use super::hub::now_ms;
use super::open_store;
use crate::online::event_store::EVENTS_LISTED;
use crate::online::events::event::{Event, EventKind, EventSpec};
use crate::online::events::view::EventView;

pub const USAGE: &str = "tilemeld event create --db DB --kind arena|swiss|duplicate \
--rules PRESET --seats N (--rounds R | --minutes M) --starts now|+30m|+2h|MS --name NAME \
[--invite CODE]\n       tilemeld event list --db DB\n       tilemeld event show --db DB ID";

/// The command line's entry: returns the exit code.
pub fn main(args: &[String]) -> i32 {
    match run(args) {
        Ok(line) => {
            println!("{line}");
            0
        }
        Err((code, why)) => {
            eprintln!("tilemeld event: {why}");
            if code == 2 {
                eprintln!("usage: {USAGE}");
            }
            code
        }
    }
}

type Failure = (i32, String);

fn usage(why: impl Into<String>) -> Failure {
    (2, why.into())
}

fn run(args: &[String]) -> Result<String, Failure> {
    let (verb, rest) = args
        .split_first()
        .ok_or_else(|| usage("create, list or show?"))?;
    let options = Options::parse(rest)?;
    let now = now_ms();
    let db = options
        .db
        .as_deref()
        .ok_or_else(|| usage("--db is needed"))?;
    let mut store = open_store(db, now).map_err(|e| (1, e))?.0;
    match verb.as_str() {
        "create" => {
            let spec = options.spec(now)?;
            let mut event = Event::new(new_id()?, spec, random_seed()?).map_err(usage)?;
            event.version = 1;
            if !store.save_event(&event, now).map_err(|e| (1, e.message))? {
                return Err((1, format!("an event {} is there already", event.id)));
            }
            Ok(json!({ "created": event.id, "starts_at": event.spec.starts_at }).to_string())
        }
        "list" => {
            let events = store.list_events(EVENTS_LISTED).map_err(|e| (1, e))?;
            Ok(json!({ "events": events }).to_string())
        }
        "show" => {
            let id = options.id.as_deref().ok_or_else(|| usage("which event?"))?;
            match store.load_event(id).map_err(|e| (1, e))? {
                Some(e) => {
                    serde_json::to_string(&EventView::of(&e)).map_err(|e| (1, e.to_string()))
                }
                None => Err((1, format!("no event {id:?}"))),
            }
        }
        other => Err(usage(format!("unknown verb {other:?}"))),
    }
}

#[derive(Default)]
struct Options {
    db: Option<String>,
    kind: Option<String>,
    rules: Option<String>,
    seats: Option<String>,
    rounds: Option<String>,
    minutes: Option<String>,
    starts: Option<String>,
    name: Option<String>,
    invite: Option<String>,
    id: Option<String>,
}

impl Options {
    fn parse(args: &[String]) -> Result<Options, Failure> {
        let mut o = Options::default();
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            if !flag.starts_with("--") {
                o.id = Some(flag.clone());
                continue;
            }
            let value = it
                .next()
                .cloned()
                .ok_or_else(|| usage(format!("{flag} needs a value")))?;
            let slot = match flag.as_str() {
                "--db" => &mut o.db,
                "--kind" => &mut o.kind,
                "--rules" => &mut o.rules,
                "--seats" => &mut o.seats,
                "--rounds" => &mut o.rounds,
                "--minutes" => &mut o.minutes,
                "--starts" => &mut o.starts,
                "--name" => &mut o.name,
                "--invite" => &mut o.invite,
                other => return Err(usage(format!("unknown option {other}"))),
            };
            *slot = Some(value);
        }
        Ok(o)
    }

    fn spec(&self, now: u64) -> Result<EventSpec, Failure> {
        let need = |v: &Option<String>, flag: &str| {
            v.clone().ok_or_else(|| usage(format!("{flag} is needed")))
        };
        let number = |v: &Option<String>, flag: &str| -> Result<u64, Failure> {
            v.as_deref()
                .map_or(Ok(0), str::parse)
                .map_err(|_| usage(format!("{flag} takes a number")))
        };
        let kind = need(&self.kind, "--kind")?;
        Ok(EventSpec {
            name: need(&self.name, "--name")?,
            kind: EventKind::from_key(&kind)
                .ok_or_else(|| usage(format!("no kind of event {kind:?}")))?,
            preset: need(&self.rules, "--rules")?,
            seats: number(&self.seats, "--seats")? as usize,
            rounds: number(&self.rounds, "--rounds")?.min(u64::from(u16::MAX)) as u16,
            minutes: number(&self.minutes, "--minutes")?.min(u64::from(u16::MAX)) as u16,
            starts_at: starts_at(&need(&self.starts, "--starts")?, now)?,
            invite: self.invite.clone(),
        })
    }
}

/// The latest an event may start: a year ahead.
const YEAR_MS: u64 = 366 * 24 * 3_600_000;

/// `now`, `+30m`, `+2h`, `+45s`, or milliseconds since 1970, within a year.
fn starts_at(text: &str, now: u64) -> Result<u64, Failure> {
    let bad = || {
        usage(format!(
            "--starts {text:?}: now, +30m, +2h or milliseconds, within a year"
        ))
    };
    let at = if text == "now" {
        now
    } else if let Some(later) = text.strip_prefix('+') {
        let (digits, unit) = later.split_at(later.len().saturating_sub(1));
        let n: u64 = digits.parse().map_err(|_| bad())?;
        let ms = match unit {
            "s" => 1_000,
            "m" => 60_000,
            "h" => 3_600_000,
            _ => return Err(bad()),
        };
        now.saturating_add(n.saturating_mul(ms))
    } else {
        text.parse().map_err(|_| bad())?
    };
    if at > now.saturating_add(YEAR_MS) {
        return Err(bad());
    }
    Ok(at)
}

/// An event's id: `E` and ten letters and digits, unguessable enough that
/// a private event's id alone does not find it in a list (it is never
/// listed).
fn new_id() -> Result<String, Failure> {
    const ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    let tail: String = random::<10>()?
        .iter()
        .map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char)
        .collect();
    Ok(format!("E{tail}"))
}

/// The event's secret seed: from the system's randomness, or no event.
fn random_seed() -> Result<u64, Failure> {
    Ok(u64::from_le_bytes(random::<8>()?))
}

fn random<const N: usize>() -> Result<[u8; N], Failure> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| (1, format!("no randomness from the system: {e}")))?;
    Ok(bytes)
}
