//! `-- --event swiss|duplicate|arena --players N [--seats 2] [--rounds 3]
//! [--minutes 5]`: an event on the server, created with `tilemeld event
//! create`, that N bots enter over WebSockets and play to its end (each
//! draws on its turn after `--think-ms`, 120 by default: a connection sends
//! at most 10 messages a second). Prints one line:
//! `event KIND: players N, games G, S s, finished|unfinished, errors E`,
//! the time taken from the event's start to its end.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tilemeld::online::{RoomPhase, ServerMsg};
use tungstenite::Message;

use super::{ask, connect, connect_to};

/// Runs the event and prints its line.
pub fn event_load(addrs: &[String], db: &str, kind: &str, players: usize, seats: u64) {
    let lead = Duration::from_secs(5 + players as u64 / 40);
    let id = create(db, kind, seats, lead);
    let stop = Arc::new(AtomicBool::new(false));
    let errors = Arc::new(AtomicUsize::new(0));
    let bots: Vec<_> = (0..players)
        .map(|i| {
            let (addr, id) = (addrs[i % addrs.len()].clone(), id.clone());
            let (stop, errors) = (stop.clone(), errors.clone());
            thread::Builder::new()
                .stack_size(256 * 1024)
                .spawn(move || player(&addr, &id, i, &stop, &errors))
                .unwrap()
        })
        .collect();
    let starts = Instant::now() + lead;
    let limit = lead + Duration::from_secs(arg("--limit-secs", 1800));
    let began = Instant::now();
    let (finished, games) = loop {
        thread::sleep(Duration::from_secs(1));
        let (finished, games) = progress(&addrs[0], &id);
        if finished || began.elapsed() > limit {
            break (finished, games);
        }
    };
    let took = Instant::now().saturating_duration_since(starts);
    stop.store(true, Ordering::Relaxed);
    for bot in bots {
        let _ = bot.join();
    }
    println!(
        "event {kind}: players {players}, games {games}, {:.1} s, {}, errors {}",
        took.as_secs_f64(),
        if finished { "finished" } else { "unfinished" },
        errors.load(Ordering::Relaxed)
    );
}

fn arg(name: &str, default: u64) -> u64 {
    super::arg(name, default)
}

/// The event, made as an operator makes it; its id.
fn create(db: &str, kind: &str, seats: u64, lead: Duration) -> String {
    let program = std::env::var("TILEMELD_BENCH_SERVER")
        .unwrap_or_else(|_| env!("CARGO_BIN_EXE_tilemeld").to_string());
    let length = match kind {
        "arena" => ["--minutes".to_string(), arg("--minutes", 5).to_string()],
        _ => ["--rounds".to_string(), arg("--rounds", 3).to_string()],
    };
    let out = std::process::Command::new(program)
        .args([
            "event", "create", "--db", db, "--kind", kind, "--rules", "modern",
        ])
        .args(["--seats", &seats.to_string(), "--name", "Bench event"])
        .args(length)
        .args(["--starts", &format!("+{}s", lead.as_secs())])
        .output()
        .unwrap();
    let made: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|_| panic!("{}", String::from_utf8_lossy(&out.stderr)));
    made["created"].as_str().unwrap().to_string()
}

/// Whether the event is over, and its tables played, from the API.
fn progress(addr: &str, id: &str) -> (bool, usize) {
    let Some(body) = get(addr, &format!("/api/events/{id}")) else {
        return (false, 0);
    };
    let view: Value = serde_json::from_str(&body).unwrap_or_default();
    let games = view["tables"]
        .as_array()
        .map_or(0, |t| t.iter().filter(|t| !t["result"].is_null()).count());
    (view["event"]["phase"] == "finished", games)
}

/// A GET's body when it answered 200.
fn get(addr: &str, path: &str) -> Option<String> {
    let mut s = TcpStream::connect(addr).ok()?;
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut answer = String::new();
    s.read_to_string(&mut answer).ok()?;
    answer
        .starts_with("HTTP/1.1 200")
        .then(|| answer.split_once("\r\n\r\n").map(|(_, b)| b.to_string()))?
}

/// One player: registers, enters the event, and plays every table it is
/// seated at (drawing on its turn) until told to stop.
fn player(addr: &str, id: &str, n: usize, stop: &AtomicBool, errors: &AtomicUsize) {
    let think = Duration::from_millis(arg("--think-ms", 120));
    let mut ws = connect(addr);
    let register = json!({"type": "register", "name": format!("Bot {n}")});
    let (m, _) = ask(&mut ws, register, |m| {
        matches!(m, ServerMsg::Player { .. } | ServerMsg::Error(_))
    });
    if matches!(m, ServerMsg::Error(_)) {
        errors.fetch_add(1, Ordering::Relaxed);
        return;
    }
    let join = json!({"type": "event_join", "id": id});
    let (m, _) = ask(&mut ws, join, |m| {
        matches!(m, ServerMsg::Event { .. } | ServerMsg::Error(_))
    });
    if matches!(m, ServerMsg::Error(_)) {
        errors.fetch_add(1, Ordering::Relaxed);
        return;
    }
    if let MaybeTls::Plain(s) = ws.get_ref() {
        s.set_read_timeout(Some(Duration::from_millis(500)))
            .unwrap();
        // A bot answers at once: without this each small frame waits for
        // the other side's delayed ACK (Nagle), some 40 ms a message.
        s.set_nodelay(true).unwrap();
    }
    let mut table = Table::default();
    while !stop.load(Ordering::Relaxed) {
        match ws.read() {
            Ok(Message::Text(t)) => {
                let Ok(msg) = serde_json::from_str::<ServerMsg>(t.as_str()) else {
                    continue;
                };
                match table.answer(msg, errors) {
                    Some(Reply::Send(text)) => {
                        // A person's pace, and within a connection's
                        // message rate (10 a second).
                        thread::sleep(think);
                        let _ = ws.send(Message::text(text));
                    }
                    Some(Reply::Reconnect { url, again }) => {
                        ws = connect_to(&url);
                        let _ = ws.send(Message::text(again));
                    }
                    None => {}
                }
            }
            Ok(_) => {}
            Err(tungstenite::Error::Io(e))
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(_) => return,
        }
    }
}

type MaybeTls = tungstenite::stream::MaybeTlsStream<TcpStream>;

/// What a bot does in answer to a message.
enum Reply {
    Send(String),
    /// Its room is played by another process: go there and ask again.
    Reconnect {
        url: String,
        again: String,
    },
}

/// The table a bot sits at: its token, and the last move it sent.
#[derive(Default)]
struct Table {
    token: String,
    sent: Option<u32>,
}

impl Table {
    /// What to send in answer to `msg`, if anything.
    fn answer(&mut self, msg: ServerMsg, errors: &AtomicUsize) -> Option<Reply> {
        match msg {
            ServerMsg::Welcome { token, .. } => {
                self.token = token;
                self.sent = None;
                None
            }
            ServerMsg::Error(e) => {
                if std::env::var_os("TILEMELD_BENCH_DEBUG").is_some() {
                    eprintln!("a bot was refused: {e}");
                }
                errors.fetch_add(1, Ordering::Relaxed);
                None
            }
            ServerMsg::Route { via, again } => Some(Reply::Reconnect {
                url: format!("ws://{via}/play?via={via}"),
                again,
            }),
            ServerMsg::Room(v) => {
                let intent = match v.phase {
                    RoomPhase::Playing if v.current == v.you && self.sent != Some(v.seq) => {
                        json!({"intent": "draw"})
                    }
                    // The first seat asks for the next round (one ask is
                    // enough; a second would be about a round gone).
                    RoomPhase::RoundOver if v.you == 0 && self.sent != Some(v.seq) => {
                        json!({"intent": "next_round"})
                    }
                    _ => return None,
                };
                self.sent = Some(v.seq);
                let act =
                    json!({"type": "act", "token": self.token, "seq": v.seq, "intent": intent});
                Some(Reply::Send(act.to_string()))
            }
            _ => None,
        }
    }
}
