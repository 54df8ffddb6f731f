//! Operating a server: `/metrics` in Prometheus' text format, `/healthz`
//! and `/readyz`, on an address of their own (`--metrics`), never on the
//! public one.

use super::*;

/// A metric's value on the page (a line `name value`).
fn value(page: &str, name: &str) -> f64 {
    page.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
        .unwrap_or_else(|| panic!("no {name} in\n{page}"))
}

each_store! {
    fn metrics_health_and_readiness_on_their_own_address(db: Db) {
        let server = Server::start_with(&db, &["--metrics", "127.0.0.1:0"]);
        let at = server
            .said
            .split("metrics on http://")
            .nth(1)
            .and_then(|rest| rest.split(')').next())
            .unwrap_or_else(|| panic!("no metrics address in {:?}", server.said))
            .to_string();
        let seats = json!([{"kind": "human"}, {"kind": "human"}]);
        let (mut host, mut guest) = two_players(&server, seats);
        let first = host.view_at(0).current;
        let mover = if first == 0 { &mut host } else { &mut guest };
        mover.act(0, json!({"intent": "draw"}));
        guest.view_at(1);
        host.view_at(1);

        let (status, page) = http_get(&at, "/metrics");
        assert_eq!(status, 200, "{page}");
        assert_eq!(value(&page, "tilemeld_connections"), 2.0);
        assert_eq!(value(&page, "tilemeld_rooms_in_memory"), 1.0);
        assert!(value(&page, "tilemeld_moves_total") >= 1.0);
        assert!(value(&page, "tilemeld_accepted_total") >= 2.0);
        assert!(page.contains("# TYPE tilemeld_dispatch_seconds histogram"), "{page}");
        let messages = value(&page, "tilemeld_dispatch_seconds_count{work=\"message\"}");
        assert!(messages >= 4.0, "{messages}");
        let all = value(&page, "tilemeld_dispatch_seconds_bucket{work=\"message\",le=\"+Inf\"}");
        assert_eq!(all, messages, "the last bucket holds every message");
        let waited = value(&page, "tilemeld_queue_wait_seconds_count");
        assert!(waited >= 4.0, "each player's message's wait is counted: {waited}");
        let quick = value(&page, "tilemeld_queue_wait_seconds_bucket{le=\"1\"}");
        assert_eq!(quick, waited, "an idle server's messages wait under 1 s");
        assert_eq!(http_get(&at, "/healthz"), (200, "ok\n".into()));
        assert_eq!(http_get(&at, "/readyz"), (200, "ready\n".into()));
        // Not on the public address.
        assert_eq!(http_get(&server.addr, "/metrics").0, 404);
    }
}

/// An address that cannot be had for the metrics stops the server with a
/// message saying so.
#[test]
fn a_metrics_address_that_cannot_be_had_is_refused_at_start() {
    let db = Db::sqlite("metrics-taken");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let at = taken.local_addr().unwrap().to_string();
    let out = Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--db",
            &db.arg,
            "--metrics",
            &at,
        ])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("cannot serve --metrics"), "{said}");
}
