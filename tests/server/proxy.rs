//! `--trusted-proxy`: address ranges, whom a request from a proxy counts
//! as (the right-most hop of `X-Forwarded-For` no trusted proxy wrote), and
//! two processes behind a real nginx (`nginx.conf`, the sample shipped).

use std::net::{IpAddr, Ipv4Addr, SocketAddrV4, TcpListener};

use tilemeld::server::proxy::{Cidr, Proxies};

use super::*;

fn ip(s: &str) -> IpAddr {
    s.parse().unwrap()
}

#[test]
fn ranges_hold_what_they_should() {
    let lan: Cidr = "10.0.0.0/8".parse().unwrap();
    assert!(lan.contains(ip("10.200.3.4")) && !lan.contains(ip("11.0.0.1")));
    let one: Cidr = "127.0.0.1".parse().unwrap();
    assert!(one.contains(ip("127.0.0.1")) && !one.contains(ip("127.0.0.2")));
    assert!(one.contains(ip("::ffff:127.0.0.1")), "a mapped address");
    let v6: Cidr = "fd00::/8".parse().unwrap();
    assert!(v6.contains(ip("fd12::1")) && !v6.contains(ip("fe80::1")));
    assert!(!v6.contains(ip("10.0.0.1")));
    let all: Cidr = "0.0.0.0/0".parse().unwrap();
    assert!(all.contains(ip("203.0.113.9")));
    for bad in ["10.0.0.0/33", "nonsense", "10.0.0/8", "::/129"] {
        assert!(bad.parse::<Cidr>().is_err(), "{bad}");
    }
}

#[test]
fn the_process_asked_for_is_read_from_the_query() {
    use tilemeld::server::route::via;
    assert_eq!(via("via=10.0.0.5:8080").as_deref(), Some("10.0.0.5:8080"));
    assert_eq!(
        via("x=1&via=10.0.0.5%3A8080").as_deref(),
        Some("10.0.0.5:8080")
    );
    assert_eq!(
        via("via=play-2.internal:80&y").as_deref(),
        Some("play-2.internal:80")
    );
    for none in [
        "", "via=", "vias=1", "x=via=1", "via=%3", "via=%zz", "via=%ff",
    ] {
        assert_eq!(via(none), None, "{none:?}");
    }
    assert_eq!(via(&format!("via={}", "a".repeat(256))), None, "too long");
}

#[test]
fn the_client_is_the_right_most_hop_no_trusted_proxy_wrote() {
    let proxies = Proxies(vec![
        "127.0.0.1".parse().unwrap(),
        "10.0.0.0/8".parse().unwrap(),
    ]);
    let client = |peer: &str, xff: &[&str]| proxies.client(ip(peer), xff.iter().copied());
    // From a proxy: the hop it added, whatever the player wrote before.
    assert_eq!(client("127.0.0.1", &["203.0.113.7"]), ip("203.0.113.7"));
    assert_eq!(
        client("127.0.0.1", &["6.6.6.6, 203.0.113.7"]),
        ip("203.0.113.7")
    );
    assert_eq!(
        client("127.0.0.1", &["6.6.6.6", "203.0.113.7, 10.1.1.1"]),
        ip("203.0.113.7")
    );
    assert_eq!(
        client("127.0.0.1", &["[2001:db8::5]:443"]),
        ip("2001:db8::5")
    );
    assert_eq!(
        client("127.0.0.1", &["198.51.100.2:5000"]),
        ip("198.51.100.2")
    );
    // Nothing forwarded, or only proxies: the last proxy.
    assert_eq!(client("127.0.0.1", &[]), ip("127.0.0.1"));
    assert_eq!(client("127.0.0.1", &["10.2.2.2"]), ip("10.2.2.2"));
    // A hop that cannot be read: the search ends at the proxies.
    assert_eq!(client("127.0.0.1", &["evil, 10.2.2.2"]), ip("10.2.2.2"));
    // From anyone else the header counts for nothing.
    assert_eq!(client("203.0.113.7", &["1.2.3.4"]), ip("203.0.113.7"));
}

/// A throwaway nginx (Debian's `nginx` package; `TILEMELD_NGINX` names
/// another binary) in a folder of its own, on a free loopback port, in
/// front of two servers; stopped and removed when dropped.
struct Nginx {
    child: Child,
    addr: String,
    dir: PathBuf,
}

impl Nginx {
    fn start(servers: [&str; 2]) -> Nginx {
        let program = std::env::var("TILEMELD_NGINX").unwrap_or_else(|_| "/usr/sbin/nginx".into());
        assert!(
            Path::new(&program).exists(),
            "the proxy test needs nginx: apt-get install nginx (or set TILEMELD_NGINX)"
        );
        let dir = temp_dir("nginx");
        for t in ["body", "proxy", "fastcgi", "uwsgi", "scgi"] {
            std::fs::create_dir_all(dir.join("temp").join(t)).unwrap();
        }
        // nginx's workers drop root: they must be able to use the folder.
        let _ = Command::new("chmod")
            .args(["-R", "a+rwx"])
            .arg(&dir)
            .status();
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let addr = format!("127.0.0.1:{port}");
        let conf = include_str!("nginx.conf")
            .replace("{{server_a}}", servers[0])
            .replace("{{server_b}}", servers[1])
            .replace("{{listen}}", &addr);
        std::fs::write(dir.join("nginx.conf"), conf).unwrap();
        let child = Command::new(&program)
            .arg("-p")
            .arg(&dir)
            .arg("-c")
            .arg(dir.join("nginx.conf"))
            .arg("-e")
            .arg(dir.join("error.log"))
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("nginx starts");
        let start = Instant::now();
        while TcpStream::connect(&addr).is_err() {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "nginx never listened"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Nginx { child, addr, dir }
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A TCP connection to `to` from the loopback address `from` (127.0.0.0/8
/// is all this machine's): another player, as nginx sees them.
fn tcp_from(from: Ipv4Addr, to: &str) -> TcpStream {
    use std::os::fd::FromRawFd;
    let to: SocketAddrV4 = to.parse().unwrap();
    let raw = |a: SocketAddrV4| libc::sockaddr_in {
        sin_family: libc::AF_INET as libc::sa_family_t,
        sin_port: a.port().to_be(),
        sin_addr: libc::in_addr {
            s_addr: u32::from(*a.ip()).to_be(),
        },
        sin_zero: [0; 8],
    };
    let size = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
    let (source, target) = (raw(SocketAddrV4::new(from, 0)), raw(to));
    // SAFETY: a socket made here, given addresses of the right size; the
    // descriptor is handed to TcpStream, which owns it from then on.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM, 0);
        assert!(fd >= 0, "socket");
        let stream = TcpStream::from_raw_fd(fd);
        let bound = libc::bind(fd, (&raw const source).cast(), size);
        assert_eq!(bound, 0, "bind to {from}");
        let connected = libc::connect(fd, (&raw const target).cast(), size);
        assert_eq!(connected, 0, "connect to {to}");
        stream
    }
}

/// A player connecting through nginx from `from`, with `extra` headers.
fn player_at(nginx: &Nginx, from: [u8; 4], extra: &[(&str, &str)]) -> Client {
    player_to(nginx, from, "/play", extra)
}

/// A player connecting through nginx to `path` (with its query).
fn player_to(nginx: &Nginx, from: [u8; 4], path: &str, extra: &[(&str, &str)]) -> Client {
    use tungstenite::client::IntoClientRequest;
    let stream = tcp_from(Ipv4Addr::from(from), &nginx.addr);
    let mut request = format!("ws://{}{path}", nginx.addr)
        .into_client_request()
        .unwrap();
    for (name, value) in extra {
        let name = tungstenite::http::HeaderName::from_bytes(name.as_bytes()).unwrap();
        request.headers_mut().insert(name, value.parse().unwrap());
    }
    let (ws, _) = tungstenite::client(request, MaybeTlsStream::Plain(stream))
        .unwrap_or_else(|e| panic!("through nginx from {from:?}: {e}"));
    Client::over(ws)
}

fn create(c: &mut Client) -> Result<(), ErrorCode> {
    let humans = json!([{"kind": "human"}, {"kind": "human"}]);
    c.send(
        json!({"type": "create", "name": "Ada", "setup": {"rules": one_round(), "seats": humans}}),
    );
    match c.until("an answer", |m| {
        matches!(m, ServerMsg::Welcome { .. } | ServerMsg::Error(_))
    }) {
        ServerMsg::Error(e) => Err(e.code),
        _ => Ok(()),
    }
}

/// Two processes on one PostgreSQL behind a real nginx, each trusting it:
/// the WebSocket upgrade passes and two players play through it; limits
/// count each player by their own address (not nginx's, and not an address
/// they claim); a process killed behind it loses nothing.
#[test]
fn behind_nginx_players_count_as_themselves_and_a_killed_process_loses_nothing() {
    let db = Db::postgres("nginx");
    let options = ["--trusted-proxy", "127.0.0.1", "--rooms-per-address", "2"];
    let a = Server::start_with(&db, &options);
    let b = Server::start_with(&db, &options);
    let nginx = Nginx::start([&a.addr, &b.addr]);
    // Rooms opened count the player's address, across both processes.
    for n in 0..3 {
        let mut c = player_at(&nginx, [127, 0, 0, 4], &[]);
        let made = create(&mut c);
        assert_eq!(made.is_ok(), n < 2, "room {n} from 127.0.0.4: {made:?}");
    }
    let mut other = player_at(&nginx, [127, 0, 0, 5], &[]);
    create(&mut other).expect("another address is not held back");
    // Claiming to be someone else counts for nothing: nginx adds the hop.
    let claim = [("x-forwarded-for", "127.0.0.9")];
    for _ in 0..2 {
        let mut liar = player_at(&nginx, [127, 0, 0, 6], &claim);
        create(&mut liar).expect("127.0.0.6 has rooms left");
    }
    let mut liar = player_at(&nginx, [127, 0, 0, 6], &claim);
    assert_eq!(create(&mut liar), Err(ErrorCode::Throttled));

    // Two players play through nginx, whichever process each reaches; the
    // process holding their game is killed; they come back through nginx,
    // to the other, with everything as it was, and play on.
    let (players, holder) = two_at_a_table(&nginx, &db, [&a, &b]);
    let before = players.each_ref().map(|c| c.view.clone().unwrap());
    let (gone, stays) = if holder == 0 { (a, b) } else { (b, a) };
    gone.kill();
    let killed = Instant::now();
    let back = back_through(&nginx, &players, &before, Duration::from_secs(15));
    eprintln!(
        "back through nginx after the kill: {} ms",
        killed.elapsed().as_millis()
    );
    play_on(back);
    drop(stays);
}

/// With `--proxy-routes`, a player who reaches a process that does not
/// hold their room is sent through nginx (`?via=`) to the one that does,
/// and plays there: nothing is relayed. A player who asks for a process
/// and reaches another all the same (no proxy that routes) is relayed.
#[test]
fn behind_nginx_a_player_is_sent_to_the_process_holding_the_room() {
    let db = Db::postgres("nginx-routes");
    let options = [
        "--trusted-proxy",
        "127.0.0.1",
        "--proxy-routes",
        "--metrics",
        "127.0.0.1:0",
    ];
    let a = Server::start_with(&db, &options);
    let b = Server::start_with(&db, &options);
    let nginx = Nginx::start([&a.addr, &b.addr]);
    let via = |s: &Server| format!("/play?via={}", s.addr);
    let mut ann = player_to(&nginx, [127, 0, 0, 10], &via(&a), &[]);
    create(&mut ann).unwrap();
    // Each server learns where the other is within a renewal.
    std::thread::sleep(Duration::from_millis(2_500));
    let mut bo = player_to(&nginx, [127, 0, 0, 11], &via(&b), &[]);
    let join = json!({"type": "join", "code": ann.code, "name": "Bo"});
    bo.send(join.clone());
    let ServerMsg::Route { via: to, again } =
        bo.until("route", |m| matches!(m, ServerMsg::Route { .. }))
    else {
        unreachable!()
    };
    assert_eq!(to, a.addr, "sent to the process holding the room");
    let again: Value = serde_json::from_str(&again).unwrap();
    assert_eq!(again, join, "with what he asked, to ask again");
    let mut bo = player_to(&nginx, [127, 0, 0, 11], &format!("/play?via={to}"), &[]);
    bo.send(again);
    bo.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
    let token = ann.token.clone();
    ann.send(json!({"type": "start", "token": token}));
    let view = ann.view_at(0);
    bo.view_at(0);
    let mover = if view.current == view.you {
        &mut ann
    } else {
        &mut bo
    };
    mover.act(0, json!({"intent": "draw"}));
    ann.view_at(1);
    bo.view_at(1);
    let total = |name: &str| counter(&a, name) + counter(&b, name);
    assert_eq!(total("tilemeld_relays_total"), 0, "nothing relayed");
    assert_eq!(counter(&b, "tilemeld_routed_total"), 1);
    // Straight to B, asking for A: B cannot send him on, and relays.
    let url = format!("ws://{}/play?via={}", b.addr, a.addr);
    let mut back = Client::over(tungstenite::connect(url).unwrap().0);
    back.send(json!({"type": "resume", "code": bo.code, "token": bo.token}));
    back.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
    back.view_at(1);
    assert_eq!(counter(&b, "tilemeld_relays_total"), 1, "relayed");
    assert_eq!(counter(&b, "tilemeld_routed_total"), 1);
}

/// A counter on a server's `/metrics`.
fn counter(server: &Server, name: &str) -> u64 {
    let at = server
        .said
        .split("metrics on http://")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .unwrap_or_else(|| panic!("no metrics address in {:?}", server.said));
    let (_, page) = http_get(at, "/metrics");
    page.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {name} in {page}"))
}

/// Two players at a table through nginx, two draws made: the players, and
/// which of the two servers holds the game.
fn two_at_a_table(nginx: &Nginx, db: &Db, servers: [&Server; 2]) -> ([Client; 2], usize) {
    let mut host = player_at(nginx, [127, 0, 0, 7], &[]);
    create(&mut host).unwrap();
    // Each server learns where the other is within a renewal.
    std::thread::sleep(Duration::from_millis(2_500));
    let mut guest = player_at(nginx, [127, 0, 0, 8], &[]);
    let code = host.code.clone();
    guest.send(json!({"type": "join", "code": code, "name": "Ben"}));
    guest.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
    let token = host.token.clone();
    host.send(json!({"type": "start", "token": token}));
    for seq in 0..2 {
        let view = host.view_at(seq);
        guest.view_at(seq);
        let mover = if view.current == view.you {
            &mut host
        } else {
            &mut guest
        };
        mover.act(seq, json!({"intent": "draw"}));
    }
    host.view_at(2);
    guest.view_at(2);
    let name = db.arg.rsplit('/').next().unwrap();
    let sql = format!("SELECT owner FROM rooms WHERE code = '{code}'");
    let owner = Postgres::shared().psql(name, &sql);
    let holder = servers
        .iter()
        .position(|s| owner.starts_with(&format!("s{}-", s.child.id())))
        .unwrap_or_else(|| panic!("held by {owner}"));
    ([host, guest], holder)
}

/// The players come back through nginx (new connections, from their own
/// addresses) to their seats, with the game as it was.
fn back_through(
    nginx: &Nginx,
    players: &[Client; 2],
    before: &[RoomView; 2],
    within: Duration,
) -> [Client; 2] {
    let back = [(&players[0], 7), (&players[1], 8)].map(|(was, from)| {
        let mut c = player_at(nginx, [127, 0, 0, from], &[]);
        let (code, token) = (was.code.clone(), was.token.clone());
        c.send(json!({"type": "resume", "code": code, "token": token}));
        c
    });
    let mut back = back;
    for (c, was) in back.iter_mut().zip(before) {
        let start = Instant::now();
        while !matches!(c.poll(), Some(ServerMsg::Welcome { .. })) {
            assert!(start.elapsed() < within, "not back within {within:?}");
        }
        let now = c.view_at(was.seq);
        assert_eq!(
            (&now.rack, &now.table, now.current),
            (&was.rack, &was.table, was.current)
        );
    }
    back
}

/// One more move, seen by both.
fn play_on(mut back: [Client; 2]) {
    let view = back[0].view.clone().unwrap();
    let i = usize::from(view.current != view.you);
    back[i].act(view.seq, json!({"intent": "draw"}));
    back[0].view_at(view.seq + 1);
    back[1].view_at(view.seq + 1);
}

/// SIGTERM drains a process: it stops taking connections, hands every game
/// back (its lease released), closes its connections and exits; its
/// players are back on the other process through nginx within 2 s, with
/// nothing lost.
#[test]
fn a_process_stopped_with_sigterm_hands_its_games_over_at_once() {
    let db = Db::postgres("drain");
    let options = ["--trusted-proxy", "127.0.0.1"];
    let a = Server::start_with(&db, &options);
    let b = Server::start_with(&db, &options);
    let nginx = Nginx::start([&a.addr, &b.addr]);
    let (players, holder) = two_at_a_table(&nginx, &db, [&a, &b]);
    let before = players.each_ref().map(|c| c.view.clone().unwrap());
    let (mut gone, stays) = if holder == 0 { (a, b) } else { (b, a) };
    let pid = gone.child.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success()
    );
    let stopped = Instant::now();
    // Its address is closed at once.
    while TcpStream::connect(&gone.addr).is_ok() {
        assert!(
            stopped.elapsed() < Duration::from_secs(2),
            "still taking connections"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let back = back_through(&nginx, &players, &before, Duration::from_secs(2));
    let took = stopped.elapsed();
    eprintln!("back through nginx after SIGTERM: {} ms", took.as_millis());
    assert!(took < Duration::from_secs(2), "{took:?}");
    let status = gone.child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    play_on(back);
    drop(stays);
}

/// The room at move `seq`, once both players see it; `None` when the
/// match is over.
fn agreed(players: &mut [Client; 2], seq: u32) -> Option<RoomView> {
    let a = players[0].view_at(seq);
    players[1].view_at(seq);
    (a.phase != RoomPhase::MatchOver).then_some(a)
}

/// One move of the match: the player whose turn it is plays as Greedy
/// would, or the first deals the next round.
fn one_move(players: &mut [Client; 2], view: &RoomView) {
    if view.phase == RoomPhase::RoundOver {
        players[0].act(view.seq, json!({"intent": "next_round"}));
        return;
    }
    let i = usize::from(view.current != view.you);
    let mine = players[i].view.clone().unwrap();
    players[i].act(view.seq, my_turn(&mine));
}

/// A rolling restart under play: while two strangers play a rated match
/// through nginx, each process in turn is stopped with SIGTERM and started
/// again on its address; the players come back each time, and the match
/// ends with every move kept and rated once.
#[test]
fn a_rolling_restart_under_play_loses_no_move_and_no_rating() {
    let db = Db::postgres("rolling");
    let options = ["--trusted-proxy", "127.0.0.1"];
    let mut servers = [
        Server::start_with(&db, &options),
        Server::start_with(&db, &options),
    ];
    let nginx = Nginx::start([&servers[0].addr, &servers[1].addr]);
    std::thread::sleep(Duration::from_millis(2_500));
    let quick =
        json!({"type": "quick", "rules": "modern", "seats": 2, "pace": "live", "wait_secs": 60});
    let mut players = [7, 8].map(|from| {
        let mut p = player_at(&nginx, [127, 0, 0, from], &[]);
        p.send(json!({"type": "register", "name": format!("P{from}")}));
        p.send(quick.clone());
        p
    });
    for p in &mut players {
        p.until("welcome", |m| matches!(m, ServerMsg::Welcome { .. }));
    }
    let mut restarts = 0;
    let mut seq = 0;
    while let Some(view) = agreed(&mut players, seq) {
        if restarts < 2 && view.seq >= 6 * (restarts + 1) && view.phase == RoomPhase::Playing {
            let before = players.each_ref().map(|c| c.view.clone().unwrap());
            let addr = servers[restarts as usize].addr.clone();
            assert!(servers[restarts as usize].terminate(), "a clean exit");
            let mut again = options.to_vec();
            again.extend(["--addr", &addr]);
            servers[restarts as usize] = Server::start_with(&db, &again);
            players = back_through(&nginx, &players, &before, Duration::from_secs(5));
            restarts += 1;
            continue;
        }
        one_move(&mut players, &view);
        seq += 1;
        // Under a connection's rate (10 messages a second).
        std::thread::sleep(Duration::from_millis(60));
    }
    assert_eq!(restarts, 2, "the match ended before both restarts");
    let end = players[0].view.clone().unwrap();
    assert_eq!(end.phase, RoomPhase::MatchOver);
    assert!(
        end.ratings.len() == 2 && end.ratings.iter().all(Option::is_some),
        "{:?}",
        end.ratings
    );
    let name = db.arg.rsplit('/').next().unwrap();
    let pg = Postgres::shared();
    let kept = pg.psql(
        name,
        &format!("SELECT count(*) FROM actions WHERE code = '{}'", end.code),
    );
    assert_eq!(kept, end.seq.to_string(), "every move kept");
    assert_eq!(
        pg.psql(name, "SELECT count(*) FROM results"),
        "2",
        "rated once"
    );
}
