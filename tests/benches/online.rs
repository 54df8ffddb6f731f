//! Load on the online server: N rooms of four bot clients over real
//! WebSockets on loopback, each bot drawing on its turn after a think
//! time, against the real `tilemeld serve` process. Prints the clients and
//! rooms held, the turn round trip (a move sent to the room seen after it)
//! at p50/p99/max, errors, and the server's memory per room.
//!
//!   cargo bench --no-default-features --features server --bench online -- --rooms 250 --think-ms 1000
//!
//! `-- --hostile` instead measures the server's memory and threads, and an
//! unrelated player's ping, under 2,000 connections that resume one seat
//! and never read, then 500 rooms of three Hard computers started and
//! abandoned by one client.
//!
//! `-- --postgres` keeps the rooms in a throwaway PostgreSQL (started and
//! stopped by the bench), and `-- --processes 2` runs that many servers on
//! it: each room's host on one and its other players spread over the
//! others, so most moves are relayed; with `-- --routes` the servers run
//! with `--proxy-routes` and a player sent to another process connects
//! there directly (as the proxy would take it), so moves are relayed only
//! where routing falls back. `-- --quick 1000 --within-secs 60`
//! instead has that many players register and ask for a quick match (four
//! seats, a 20 s wait) over that time, spread over the processes, and
//! reports how long each waited for its table.
//!
//! `-- --event swiss|duplicate|arena --players N` instead runs an event
//! that N bots enter and play to its end (`online_events.rs`).
//!
//! `-- --shards N` gives each server that many dispatchers (its own
//! default otherwise); `-- --busy 2` runs that many CPU-bound processes
//! (a shell's endless loop each) beside the servers for the whole run;
//! `-- --apart` starts the servers and the loops each in a session of
//! their own (how Linux then shares the cores is said at `apart`).
//! Each run ends with what the servers counted: messages taken in,
//! carried to another process (relayed) and connections moved between a
//! process's dispatchers. `TILEMELD_BENCH_SERVER` runs another build;
//! `TILEMELD_BENCH_LOG` names a file for the servers' logs.

use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use serde_json::json;

#[path = "online_events.rs"]
mod events;
#[path = "../server/postgres.rs"]
#[allow(dead_code)]
mod postgres;
use tilemeld::online::{RoomPhase, ServerMsg};
use tilemeld::rules::{MatchLength, RuleSet};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

type Socket = WebSocket<MaybeTlsStream<TcpStream>>;

fn arg(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The value after `name` on the command line.
fn text_arg(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    let i = args.iter().position(|a| a == name)?;
    args.get(i + 1).cloned()
}

/// A number from the process's status (`VmRSS:` in kB, `Threads:`).
fn status(pid: u32, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix(field))
                .and_then(|v| v.split_whitespace().next()?.parse().ok())
        })
        .unwrap_or(0)
}

/// CPU seconds a process used (user and system), from `/proc`.
fn cpu_secs(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's name (which may hold spaces).
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are the 14th and 15th fields; 100 ticks a second.
    (ticks(11) + ticks(12)) / 100.0
}

/// CPU seconds PostgreSQL's processes used so far (every `postgres`).
fn postgres_cpu_secs() -> f64 {
    std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/comm"))
                .is_ok_and(|c| c.trim() == "postgres")
        })
        .map(cpu_secs)
        .sum()
}

fn rss_kb(pid: u32) -> u64 {
    status(pid, "VmRSS:")
}

fn connect(addr: &str) -> Socket {
    connect_to(&format!("ws://{addr}/play"))
}

fn connect_to(url: &str) -> Socket {
    for _ in 0..50 {
        if let Ok((ws, _)) = tungstenite::connect(url) {
            if let MaybeTlsStream::Plain(s) = ws.get_ref() {
                s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
            }
            return ws;
        }
        thread::sleep(Duration::from_millis(100));
    }
    panic!("cannot connect to {url}");
}

fn read(ws: &mut Socket) -> Option<ServerMsg> {
    match ws.read() {
        Ok(Message::Text(t)) => serde_json::from_str(t.as_str()).ok(),
        Ok(_) => None,
        Err(e) => panic!("the connection broke: {e}"),
    }
}

struct BotResult {
    round_trips_us: Vec<u64>,
    errors: usize,
}

/// One player: sits (creating the room or joining it), then draws on each
/// of its turns after `think`, timing each move's round trip.
fn bot(
    addr: String,
    code: Option<String>,
    codes: mpsc::Sender<String>,
    think: Duration,
) -> BotResult {
    let mut ws = connect(&addr);
    let rules = RuleSet {
        match_length: MatchLength::Rounds { rounds: 1 },
        turn_timer_secs: None,
        ..RuleSet::default()
    };
    let hello = match &code {
        None => {
            json!({"type": "create", "name": "Player", "setup": {"rules": rules, "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}, {"kind": "human"}]}})
        }
        Some(code) => json!({"type": "join", "code": code, "name": "Player"}),
    };
    ws.send(Message::text(hello.to_string())).unwrap();
    let mut token = String::new();
    let mut sent: Option<(u32, Instant)> = None;
    let mut result = BotResult {
        round_trips_us: Vec::new(),
        errors: 0,
    };
    let mut started = false;
    loop {
        let Some(msg) = read(&mut ws) else { continue };
        match msg {
            ServerMsg::Welcome { code, token: t, .. } => {
                token = t;
                let _ = codes.send(code);
            }
            ServerMsg::Error(_) => result.errors += 1,
            // Sent to the process holding the room: reached directly, as
            // the proxy would reach it for `?via=`.
            ServerMsg::Route { via, again } => {
                ws = connect_to(&format!("ws://{via}/play?via={via}"));
                ws.send(Message::text(again)).unwrap();
            }
            ServerMsg::Pong
            | ServerMsg::Player { .. }
            | ServerMsg::Queued { .. }
            | ServerMsg::Unqueued
            | ServerMsg::Reaction { .. }
            | ServerMsg::Games { .. }
            | ServerMsg::Events { .. }
            | ServerMsg::Event { .. }
            | ServerMsg::MyGames { .. }
            | ServerMsg::Leaderboard { .. }
            | ServerMsg::RecentGames { .. } => {}
            ServerMsg::Room(v) => {
                if let Some((seq, at)) = sent
                    && v.seq > seq
                {
                    result.round_trips_us.push(at.elapsed().as_micros() as u64);
                    sent = None;
                }
                match v.phase {
                    RoomPhase::Lobby
                        if v.you == v.host && !started && v.seats.iter().all(|s| s.taken) =>
                    {
                        started = true;
                        let start = json!({"type": "start", "token": token});
                        ws.send(Message::text(start.to_string())).unwrap();
                    }
                    RoomPhase::Playing if v.current == v.you && sent.is_none() => {
                        thread::sleep(think);
                        let act = json!({"type": "act", "token": token, "seq": v.seq, "intent": {"intent": "draw"}});
                        sent = Some((v.seq, Instant::now()));
                        ws.send(Message::text(act.to_string())).unwrap();
                    }
                    RoomPhase::MatchOver | RoomPhase::RoundOver => return result,
                    _ => {}
                }
            }
        }
    }
}

/// With `--apart`, a process started in a session of its own: Linux then
/// shares the cores between sessions before it shares them between
/// processes (autogroups, when the cpu cgroup is the root one), as
/// between services, or between a build in one terminal and a server.
/// PostgreSQL always is (`pg_ctl` starts it so).
fn apart(command: &mut Command) -> &mut Command {
    use std::os::unix::process::CommandExt;
    if std::env::args().any(|a| a == "--apart") {
        // SAFETY: setsid is async-signal-safe and touches no memory.
        unsafe {
            command.pre_exec(|| {
                libc::setsid();
                Ok(())
            });
        }
    }
    command
}

/// The server, started for a bench: its process and address. Every
/// client comes from 127.0.0.1, so the limits per address are lifted.
/// `db`: a PostgreSQL URL, or none for an SQLite file in `dir`.
fn start_server(dir: &std::path::Path, computer_delay_ms: &str, db: Option<&str>) -> Server {
    let db = db.map_or_else(|| dir.join("load.sqlite").into_os_string(), Into::into);
    let program = std::env::var("TILEMELD_BENCH_SERVER")
        .unwrap_or_else(|_| env!("CARGO_BIN_EXE_tilemeld").to_string());
    let shards = arg("--shards", 0);
    let mut server = Command::new(program);
    let mut server = apart(&mut server)
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--computer-delay-ms",
            computer_delay_ms,
        ])
        .args(["--max-per-address", "10000", "--max-connections", "10000"])
        .args([
            "--rooms-per-address",
            "100000",
            "--players-per-address",
            "100000",
        ])
        .args(["--metrics", "127.0.0.1:0"])
        .args(
            std::env::args()
                .any(|a| a == "--routes")
                .then_some("--proxy-routes"),
        )
        .args(
            (shards > 0)
                .then(|| ["--shards".to_string(), shards.to_string()])
                .into_iter()
                .flatten(),
        )
        .arg("--db")
        .arg(db)
        .arg("--dist")
        .arg(dir)
        .stdout(Stdio::piped())
        .stderr(log())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(server.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let after = |prefix: &str| {
        line.split(prefix)
            .nth(1)
            .and_then(|r| r.split([' ', ')', ',']).next())
            .map(str::to_string)
    };
    Server {
        addr: after("listening on http://").unwrap(),
        metrics: after("metrics on http://"),
        child: server,
    }
}

/// Where the servers' logs go: `TILEMELD_BENCH_LOG`'s file, or nowhere.
fn log() -> Stdio {
    std::env::var("TILEMELD_BENCH_LOG")
        .ok()
        .and_then(|path| {
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .ok()
        })
        .map_or_else(Stdio::null, Stdio::from)
}

/// A server the bench started, with where its metrics are (an older build
/// may have none).
struct Server {
    child: std::process::Child,
    addr: String,
    metrics: Option<String>,
}

/// A counter from a server's `/metrics` (0 if it has none).
fn counter(metrics: &str, name: &str) -> u64 {
    let Ok(mut s) = TcpStream::connect(metrics) else {
        return 0;
    };
    use std::io::{Read, Write};
    let _ = write!(
        s,
        "GET /metrics HTTP/1.1\r\nHost: {metrics}\r\nConnection: close\r\n\r\n"
    );
    let mut page = String::new();
    let _ = s.read_to_string(&mut page);
    page.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.trim().parse().ok())
        .unwrap_or(0)
}

/// What the servers counted between them.
fn counted(servers: &[Server]) {
    let sum = |name: &str| -> u64 {
        servers
            .iter()
            .filter_map(|s| s.metrics.as_deref())
            .map(|m| counter(m, name))
            .sum()
    };
    let messages = sum("tilemeld_messages_total");
    let relayed = sum("tilemeld_relayed_messages_total");
    println!(
        "the servers took in {messages} messages; {relayed} ({:.1}%) were relayed between processes; {} connections moved between a process's dispatchers, {} relayed, {} sent to their room's process",
        100.0 * relayed as f64 / messages.max(1) as f64,
        sum("tilemeld_handoffs_total"),
        sum("tilemeld_relays_total"),
        sum("tilemeld_routed_total")
    );
}

fn threads(pid: u32) -> u64 {
    status(pid, "Threads:")
}

/// Sends `msg` and reads until a message `want` takes; the time it took.
fn ask(
    ws: &mut Socket,
    msg: serde_json::Value,
    want: impl Fn(&ServerMsg) -> bool,
) -> (ServerMsg, Duration) {
    let start = Instant::now();
    ws.send(Message::text(msg.to_string())).unwrap();
    loop {
        if let Some(m) = read(ws)
            && want(&m)
        {
            return (m, start.elapsed());
        }
    }
}

fn report(stage: &str, pid: u32, ping: Duration) {
    println!(
        "{stage}: memory {:.1} MB, threads {}, an unrelated player's ping {:.1} ms",
        rss_kb(pid) as f64 / 1024.0,
        threads(pid),
        ping.as_secs_f64() * 1000.0
    );
}

/// Connections that never read, then abandoned computer rooms.
fn hostile(dir: &std::path::Path) {
    let Server {
        child: mut server,
        addr,
        ..
    } = start_server(dir, "800", None);
    let pid = server.id();
    let mut bystander = connect(&addr);
    let ping = |ws: &mut Socket| {
        ask(ws, json!({"type": "ping"}), |m| {
            matches!(m, ServerMsg::Pong)
        })
        .1
    };
    report("idle", pid, ping(&mut bystander));
    let mut host = connect(&addr);
    let seats = [json!({"kind": "human"}), json!({"kind": "human"})];
    let create = json!({"type": "create", "name": "Ada", "setup": {"rules": RuleSet::default(), "seats": seats}});
    let (welcome, _) = ask(&mut host, create, |m| {
        matches!(m, ServerMsg::Welcome { .. })
    });
    let ServerMsg::Welcome { code, token, .. } = welcome else {
        unreachable!()
    };
    let resume = json!({"type": "resume", "code": code, "token": token}).to_string();
    let mut silent = Vec::new();
    let mut worst = Duration::ZERO;
    for i in 0..2_000 {
        let mut ws = connect(&addr);
        ws.send(Message::text(resume.clone())).unwrap();
        silent.push(ws);
        if i % 200 == 199 {
            worst = worst.max(ping(&mut bystander));
        }
    }
    thread::sleep(Duration::from_secs(3));
    report(
        "2,000 connections resumed one seat and never read",
        pid,
        worst.max(ping(&mut bystander)),
    );
    drop(silent);
    thread::sleep(Duration::from_secs(3));
    report("after they went", pid, ping(&mut bystander));
    let hard = json!({"kind": "computer", "level": "hard"});
    let seats = [json!({"kind": "human"}), hard.clone(), hard.clone(), hard];
    let rules = RuleSet {
        turn_timer_secs: None,
        ..RuleSet::default()
    };
    let create = json!({"type": "create", "name": "Mo", "setup": {"rules": rules, "seats": seats}});
    let started = Instant::now();
    for _ in 0..500 {
        let mut ws = connect(&addr);
        let (welcome, _) = ask(&mut ws, create.clone(), |m| {
            matches!(m, ServerMsg::Welcome { .. })
        });
        let ServerMsg::Welcome { token, .. } = welcome else {
            unreachable!()
        };
        ask(
            &mut ws,
            json!({"type": "start", "token": token}),
            |m| matches!(m, ServerMsg::Room(v) if v.phase == RoomPhase::Playing),
        );
    }
    println!(
        "500 computer rooms started and abandoned in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let (mut most_threads, mut most_kb, mut worst) = (0, 0, Duration::ZERO);
    for _ in 0..30 {
        thread::sleep(Duration::from_secs(1));
        most_threads = most_threads.max(threads(pid));
        most_kb = most_kb.max(rss_kb(pid));
        worst = worst.max(ping(&mut bystander));
    }
    println!(
        "over the next 30 s: at most {:.1} MB and {most_threads} threads; the unrelated player's ping at worst {:.1} ms",
        most_kb as f64 / 1024.0,
        worst.as_secs_f64() * 1000.0
    );
    let _ = server.kill();
    let _ = server.wait();
}

fn main() {
    // Thousands of client sockets from this one process.
    tilemeld::server::gate::raise_file_limit();
    let dir = std::env::temp_dir().join(format!("tilemeld-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    if std::env::args().any(|a| a == "--hostile") {
        hostile(&dir);
        let _ = std::fs::remove_dir_all(&dir);
        return;
    }
    let pg = std::env::args()
        .any(|a| a == "--postgres")
        .then(|| postgres::Postgres::start("load").unwrap_or_else(|e| panic!("{e}")));
    let db = pg.as_ref().map(|p| p.database("load"));
    let n = arg("--processes", 1).max(1) as usize;
    assert!(
        n == 1 || db.is_some(),
        "several processes share a PostgreSQL: add --postgres"
    );
    let busy: Vec<std::process::Child> = (0..arg("--busy", 0))
        .map(|_| {
            apart(Command::new("sh").args(["-c", "while :; do :; done"]))
                .spawn()
                .unwrap()
        })
        .collect();
    let servers: Vec<Server> = (0..n)
        .map(|_| start_server(&dir, "0", db.as_deref()))
        .collect();
    if n > 1 {
        // Each learns where the others are within a renewal (2 s).
        thread::sleep(Duration::from_millis(2_500));
    }
    let addrs: Vec<String> = servers.iter().map(|s| s.addr.clone()).collect();
    let cpu_before: f64 = servers.iter().map(|s| cpu_secs(s.child.id())).sum();
    let pg_before = postgres_cpu_secs();
    let quick = arg("--quick", 0) as usize;
    let event = text_arg("--event");
    if let Some(kind) = event {
        let db = db
            .clone()
            .unwrap_or_else(|| dir.join("load.sqlite").to_string_lossy().into_owned());
        let players = arg("--players", 16) as usize;
        events::event_load(&addrs, &db, &kind, players, arg("--seats", 2));
    } else if quick > 0 {
        quick_burst(&addrs, quick, Duration::from_secs(arg("--within-secs", 60)));
    } else {
        let rooms = arg("--rooms", 50) as usize;
        let think = Duration::from_millis(arg("--think-ms", 1000));
        rooms_load(&addrs, servers[0].child.id(), rooms, think);
    }
    counted(&servers);
    let cpu: f64 = servers.iter().map(|s| cpu_secs(s.child.id())).sum::<f64>() - cpu_before;
    println!(
        "CPU used: the servers {cpu:.1} s, PostgreSQL {:.1} s",
        postgres_cpu_secs() - pg_before
    );
    for mut child in busy.into_iter().chain(servers.into_iter().map(|s| s.child)) {
        let _ = child.kill();
        let _ = child.wait();
    }
    drop(pg);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Rooms of four bots: each room's host on one process, its other players
/// on the next ones.
fn rooms_load(addrs: &[String], pid: u32, rooms: usize, think: Duration) {
    let idle_kb = rss_kb(pid);
    let began = Instant::now();
    let mut handles = Vec::new();
    let sampling = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let sampler = {
        let sampling = sampling.clone();
        thread::spawn(move || {
            let mut peak = 0;
            while sampling.load(std::sync::atomic::Ordering::Relaxed) {
                peak = peak.max(rss_kb(pid));
                thread::sleep(Duration::from_millis(100));
            }
            peak
        })
    };
    let n = addrs.len();
    for r in 0..rooms {
        let (codes, code) = mpsc::channel();
        let a = addrs[r % n].clone();
        let host_codes = codes.clone();
        handles.push(
            thread::Builder::new()
                .stack_size(256 << 10)
                .spawn(move || bot(a, None, host_codes, think))
                .unwrap(),
        );
        let code: String = code.recv_timeout(Duration::from_secs(30)).unwrap();
        for j in 1..4 {
            let a = addrs[(r + j) % n].clone();
            let (c, codes) = (code.clone(), codes.clone());
            handles.push(
                thread::Builder::new()
                    .stack_size(256 << 10)
                    .spawn(move || bot(a, Some(c), codes, think))
                    .unwrap(),
            );
        }
    }
    let all_seated = began.elapsed();
    let clients = handles.len();
    let mut trips = Vec::new();
    let mut errors = 0;
    let mut panics = 0;
    for h in handles {
        match h.join() {
            Ok(r) => {
                trips.extend(r.round_trips_us);
                errors += r.errors;
            }
            Err(_) => panics += 1,
        }
    }
    sampling.store(false, std::sync::atomic::Ordering::Relaxed);
    let peak_kb = sampler.join().unwrap();
    trips.sort_unstable();
    let at = |q: f64| trips[((trips.len() as f64 - 1.0) * q) as usize] as f64 / 1000.0;
    println!(
        "{rooms} rooms, {clients} clients on {n} process(es), think {} ms: all seated in {:.1} s, games done in {:.1} s",
        think.as_millis(),
        all_seated.as_secs_f64(),
        began.elapsed().as_secs_f64()
    );
    println!(
        "turn round trip over {} moves: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; errors {errors}, broken clients {panics}",
        trips.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    println!(
        "server memory (the first process): {:.1} MB idle, {:.1} MB at peak, {:.1} kB per room",
        idle_kb as f64 / 1024.0,
        peak_kb as f64 / 1024.0,
        (peak_kb.saturating_sub(idle_kb)) as f64 / rooms as f64
    );
}

/// What one quick-match player saw: their table, how long they waited
/// for it, and errors.
struct Queued {
    code: Option<String>,
    asked: Instant,
    waited: Duration,
    computers: usize,
    errors: usize,
}

fn quick_player(addr: String, name: String) -> Queued {
    let mut ws = connect(&addr);
    let mut got = Queued {
        code: None,
        asked: Instant::now(),
        waited: Duration::ZERO,
        computers: 0,
        errors: 0,
    };
    let register = json!({"type": "register", "name": name});
    let (m, _) = ask(&mut ws, register, |m| {
        matches!(m, ServerMsg::Player { .. } | ServerMsg::Error(_))
    });
    if matches!(m, ServerMsg::Error(_)) {
        got.errors += 1;
        return got;
    }
    let quick =
        json!({"type": "quick", "rules": "modern", "seats": 4, "pace": "live", "wait_secs": 20});
    got.asked = Instant::now();
    ws.send(Message::text(quick.to_string())).unwrap();
    loop {
        match read(&mut ws) {
            Some(ServerMsg::Welcome { code, .. }) => {
                got.waited = got.asked.elapsed();
                got.code = Some(code);
            }
            Some(ServerMsg::Room(v)) if got.code.is_some() => {
                got.computers = v
                    .seats
                    .iter()
                    .filter(|s| s.kind != tilemeld::online::SeatKind::Human)
                    .count();
                break;
            }
            Some(ServerMsg::Error(_)) => {
                got.errors += 1;
                break;
            }
            Some(ServerMsg::Route { via, again }) => {
                ws = connect_to(&format!("ws://{via}/play?via={via}"));
                ws.send(Message::text(again)).unwrap();
            }
            _ => {}
        }
    }
    let _ = ws.close(None);
    got
}

/// `players` players ask for a quick match, evenly over `within`, each on
/// the next process.
fn quick_burst(addrs: &[String], players: usize, within: Duration) {
    let began = Instant::now();
    let handles: Vec<_> = (0..players)
        .map(|i| {
            let addr = addrs[i % addrs.len()].clone();
            let at = within.mul_f64(i as f64 / players as f64);
            thread::Builder::new()
                .stack_size(256 << 10)
                .spawn(move || {
                    thread::sleep(at.saturating_sub(began.elapsed()));
                    quick_player(addr, format!("P{i}"))
                })
                .unwrap()
        })
        .collect();
    let (mut errors, mut broken) = (0, 0);
    let mut seated = Vec::new();
    for h in handles {
        match h.join() {
            Ok(q) => {
                errors += q.errors;
                if q.code.is_some() {
                    seated.push(q);
                }
            }
            Err(_) => broken += 1,
        }
    }
    let tables = tables_of(&seated);
    let computers: usize = tables.values().map(|t| t.computers).sum();
    println!(
        "{players} players asked for a quick match (4 seats) within {} s on {} process(es): {} seated at {} tables ({computers} seats filled by computers) in {:.1} s",
        within.as_secs(),
        addrs.len(),
        seated.len(),
        tables.len(),
        began.elapsed().as_secs_f64()
    );
    let waits = spread(seated.iter().map(|q| q.waited));
    println!(
        "wait for a table: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; errors {errors}, broken clients {broken}",
        waits(0.5),
        waits(0.99),
        waits(1.0)
    );
    // A table all of people is set when its last player asks: what each
    // waited beyond that is the server's part.
    let beyond = seated.iter().filter_map(|q| {
        let table = &tables[q.code.as_ref()?];
        let filled = table.filled?;
        Some((q.asked + q.waited).saturating_duration_since(filled))
    });
    let beyond: Vec<Duration> = beyond.collect();
    let n = beyond.len();
    let beyond = spread(beyond.into_iter());
    println!(
        "wait beyond the table's filling ({n} players at tables all of people): p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        beyond(0.5),
        beyond(0.99),
        beyond(1.0)
    );
}

/// A quick-match table as its players saw it: its computers, and when its
/// last player asked (none when computers filled it).
struct Table {
    computers: usize,
    filled: Option<Instant>,
}

fn tables_of(seated: &[Queued]) -> std::collections::HashMap<String, Table> {
    let mut tables = std::collections::HashMap::<String, Table>::new();
    for q in seated {
        let Some(code) = &q.code else { continue };
        let t = tables.entry(code.clone()).or_insert(Table {
            computers: q.computers,
            filled: Some(q.asked),
        });
        t.filled = t.filled.map(|f| f.max(q.asked));
    }
    for t in tables.values_mut() {
        if t.computers > 0 {
            t.filled = None;
        }
    }
    tables
}

/// The quantiles of some durations, in milliseconds.
fn spread(times: impl Iterator<Item = Duration>) -> impl Fn(f64) -> f64 {
    let mut ms: Vec<f64> = times.map(|d| d.as_secs_f64() * 1000.0).collect();
    ms.sort_by(f64::total_cmp);
    move |q| {
        if ms.is_empty() {
            return f64::NAN;
        }
        ms[((ms.len() as f64 - 1.0) * q) as usize]
    }
}
