//! The server for a test: the real process on a free port, a client over
//! a real WebSocket, a fresh folder and a store for its rooms (an SQLite
//! file, or a database of its own on the run's PostgreSQL), and the names
//! the tests use (re-exported, as their prelude).

pub use std::io::{BufRead, BufReader, Read, Write};
pub use std::net::TcpStream;
pub use std::path::{Path, PathBuf};
pub use std::process::{Child, Command, Stdio};
pub use std::time::{Duration, Instant};

pub use serde_json::{Value, json};
pub use tilemeld::ai::{Level, choose_turn};
pub use tilemeld::online::RoomStore;
pub use tilemeld::online::fair::verify_deal;
pub use tilemeld::online::{ErrorCode, RoomPhase, RoomView, ServerMsg};
pub use tilemeld::online::{PlayerStore, Store};
pub use tilemeld::rules::{Action, Match, MatchConfig, MatchLength, Round, RuleSet, TileId};

pub use crate::postgres::Postgres;

/// A test run once with each store, as `NAME::sqlite` and
/// `NAME::postgres`; its body gets the [`Db`].
macro_rules! each_store {
    ($(#[$attr:meta])* fn $name:ident($db:ident: Db) $body:block) => {
        $(#[$attr])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            fn body($db: $crate::Db) $body

            #[test]
            fn sqlite() {
                body($crate::Db::sqlite(stringify!($name)))
            }

            #[test]
            fn postgres() {
                body($crate::Db::postgres(stringify!($name)))
            }
        }
    };
}

/// Where a test's server keeps its rooms, and its folder (the web build's
/// too, and any file the test writes).
pub struct Db {
    pub dir: PathBuf,
    /// What `--db` says: the file, or the URL.
    pub arg: String,
}

/// A test that passed leaves no folder behind (one that failed keeps its
/// database file to look at). The body's server, made after, is gone by then.
impl Drop for Db {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

impl Db {
    pub fn sqlite(name: &str) -> Db {
        let dir = temp_dir(&format!("{name}-sqlite"));
        let arg = dir.join("rooms.sqlite").to_str().unwrap().to_string();
        Db { dir, arg }
    }

    /// A new database on the run's PostgreSQL.
    pub fn postgres(name: &str) -> Db {
        Db::on(Postgres::shared(), name)
    }

    /// A new database on this PostgreSQL.
    pub fn on(pg: &Postgres, name: &str) -> Db {
        Db {
            dir: temp_dir(&format!("{name}-postgres")),
            arg: pg.database(name),
        }
    }

    /// The store, as the server opens it.
    pub fn open(&self) -> Box<dyn Store> {
        tilemeld::server::open_store(&self.arg, 0)
            .unwrap_or_else(|e| panic!("{e}"))
            .0
    }
}
pub use tungstenite::stream::MaybeTlsStream;
pub use tungstenite::{Message, WebSocket};

pub struct Server {
    pub child: Child,
    pub addr: String,
    /// What it printed when it began listening.
    pub said: String,
}

impl Server {
    /// The server on `db`, serving the web build from its folder.
    pub fn start(db: &Db) -> Server {
        Server::start_with(db, &[])
    }

    pub fn start_with(db: &Db, options: &[&str]) -> Server {
        // TILEMELD_TEST_SERVER runs the tests against another build (an
        // older one, to see a test fail on the defect it is about).
        let program = std::env::var("TILEMELD_TEST_SERVER")
            .unwrap_or_else(|_| env!("CARGO_BIN_EXE_tilemeld").to_string());
        let mut child = Command::new(program)
            .args(["serve", "--addr", "127.0.0.1:0", "--computer-delay-ms", "0"])
            .args(["--db", &db.arg])
            .arg("--dist")
            .arg(&db.dir)
            .args(options)
            .stdout(Stdio::piped())
            .spawn()
            .expect("the server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let addr = line
            .strip_prefix("listening on http://")
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap_or_else(|| panic!("the server said {line:?}"))
            .to_string();
        Server {
            child,
            addr,
            said: line,
        }
    }

    /// SIGTERM, as a service manager stops it; waits for it to exit, and
    /// says whether it exited cleanly.
    pub fn terminate(&mut self) -> bool {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill").args(["-TERM", &pid]).status();
        sent.is_ok_and(|s| s.success()) && self.child.wait().is_ok_and(|s| s.success())
    }

    /// `kill -9`: no chance to save anything on the way out.
    pub fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tilemeld-server-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether a read only timed out (nothing came in time).
pub fn timed_out(e: &tungstenite::Error) -> bool {
    matches!(e, tungstenite::Error::Io(e) if matches!(
        e.kind(),
        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
    ))
}

pub struct Client {
    pub ws: WebSocket<MaybeTlsStream<TcpStream>>,
    /// Every text frame received, as it came.
    pub seen: Vec<String>,
    pub view: Option<RoomView>,
    pub token: String,
    pub code: String,
}

impl Client {
    pub fn connect(server: &Server) -> Client {
        let (ws, _) = tungstenite::connect(format!("ws://{}/play", server.addr)).unwrap();
        Client::over(ws)
    }

    /// A client on a WebSocket opened some other way (through a proxy).
    pub fn over(ws: WebSocket<MaybeTlsStream<TcpStream>>) -> Client {
        if let MaybeTlsStream::Plain(s) = ws.get_ref() {
            s.set_read_timeout(Some(Duration::from_millis(50))).unwrap();
        }
        Client {
            ws,
            seen: Vec::new(),
            view: None,
            token: String::new(),
            code: String::new(),
        }
    }

    pub fn send(&mut self, msg: Value) {
        self.ws.send(Message::text(msg.to_string())).unwrap();
    }

    /// The next message, if one comes within 50 ms.
    pub fn poll(&mut self) -> Option<ServerMsg> {
        match self.ws.read() {
            Ok(Message::Text(t)) => {
                self.seen.push(t.to_string());
                let msg: ServerMsg = serde_json::from_str(t.as_str())
                    .unwrap_or_else(|e| panic!("the server sent {t}: {e}"));
                match &msg {
                    ServerMsg::Room(v) => self.view = Some((**v).clone()),
                    ServerMsg::Welcome { code, token, .. } => {
                        self.code = code.clone();
                        self.token = token.clone();
                    }
                    _ => {}
                }
                Some(msg)
            }
            Ok(_) => None,
            Err(e) if timed_out(&e) => None,
            Err(e) => panic!("the connection broke: {e}"),
        }
    }

    /// Reads until a message matches (10 s at most).
    pub fn until(&mut self, what: &str, want: impl Fn(&ServerMsg) -> bool) -> ServerMsg {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(10) {
            if let Some(m) = self.poll()
                && want(&m)
            {
                return m;
            }
        }
        let last = self.seen.iter().rev().take(3).collect::<Vec<_>>();
        panic!("no {what} within 10 s; the last messages: {last:?}");
    }

    pub fn error(&mut self) -> ErrorCode {
        match self.until("error", |m| matches!(m, ServerMsg::Error(_))) {
            ServerMsg::Error(e) => {
                assert!(!e.message.is_empty());
                e.code
            }
            _ => unreachable!(),
        }
    }

    pub fn view_at(&mut self, seq: u32) -> RoomView {
        if let Some(v) = &self.view
            && v.seq == seq
            && v.phase != RoomPhase::Lobby
        {
            return v.clone();
        }
        self.until(
            "the room at that move",
            |m| matches!(m, ServerMsg::Room(v) if v.seq == seq && v.phase != RoomPhase::Lobby),
        );
        self.view.clone().unwrap()
    }

    pub fn act(&mut self, seq: u32, intent: Value) {
        let token = self.token.clone();
        self.send(json!({"type": "act", "token": token, "seq": seq, "intent": intent}));
    }
}

pub fn one_round() -> RuleSet {
    RuleSet {
        match_length: MatchLength::Rounds { rounds: 1 },
        turn_timer_secs: None,
        ..RuleSet::default()
    }
}

/// Host and guest seated, the match started.
pub fn two_players(server: &Server, seats: Value) -> (Client, Client) {
    let mut host = Client::connect(server);
    host.send(
        json!({"type": "create", "name": "Ada", "setup": {"rules": one_round(), "seats": seats}}),
    );
    host.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
    let mut guest = Client::connect(server);
    let code = host.code.to_lowercase();
    guest.send(json!({"type": "join", "code": code, "name": "Ben"}));
    guest.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
    let token = host.token.clone();
    host.send(json!({"type": "start", "token": token}));
    host.view_at(0);
    guest.view_at(0);
    (host, guest)
}

/// What a client can work out for its own turn: its rack and the table.
pub fn my_turn(view: &RoomView) -> Value {
    let mut round = Round::deal(0, view.seats.len(), &view.rules);
    for s in &mut round.seats {
        s.rack.clear();
    }
    round.pool.clear();
    round.table = view.table.clone();
    round.current = view.you;
    round.seats[view.you].rack = view.rack.clone();
    round.seats[view.you].initial_meld_done = view.seats[view.you].initial_meld_done;
    match choose_turn(&round, Level::Greedy, 1).action {
        Action::Play { table } => json!({"intent": "play", "table": table}),
        _ => json!({"intent": "draw"}),
    }
}

pub const VIEW_KEYS: &[&str] = &[
    "code",
    "phase",
    "rules",
    "host",
    "you",
    "seats",
    "seq",
    "round",
    "current",
    "table",
    "rack",
    "pool",
    "totals",
    "round_scores",
    "last",
    "turn_ms_left",
    "commitment",
    "reveal",
    "turns",
    "first",
    "passes",
    "history",
    "rounds_won",
];

/// An HTTP GET on `addr`: the status and the body.
pub fn http_get(addr: &str, path: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).unwrap();
    let status = answer[9..12].parse().unwrap();
    let body = answer.split_once("\r\n\r\n").unwrap().1.to_string();
    (status, body)
}
