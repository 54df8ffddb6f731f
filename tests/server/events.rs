//! Events as an operator and a browser meet them: `tilemeld event create`,
//! `list` and `show` on a database the servers use, and the server's
//! `GET /api/events[/{id}]` over HTTP, on each store.

use super::*;

/// `tilemeld event …` on a database: its exit code, stdout's JSON, stderr.
fn event(db: &Db, args: &[&str]) -> (i32, Value, String) {
    let (verb, rest) = args.split_first().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tilemeld"))
        .args(["event", verb, "--db", &db.arg])
        .args(rest)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let json = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
    };
    let said = String::from_utf8_lossy(&out.stderr).to_string();
    (out.status.code().unwrap_or(-1), json, said)
}

each_store! {
    /// An operator creates a Swiss and a club's arena; the list shows the
    /// public one only, `show` and the API give the event, and a bad
    /// request says what is wrong.
    fn the_operator_creates_events_and_the_api_lists_them(db: Db) {
        let swiss = [
            "create", "--kind", "swiss", "--rules", "modern", "--seats", "2", "--rounds", "5",
            "--starts", "+30m", "--name", "Sunday Swiss",
        ];
        let (code, made, said) = event(&db, &swiss);
        assert_eq!(code, 0, "{said}");
        let id = made["created"].as_str().unwrap().to_string();
        assert!(id.starts_with('E') && id.len() == 11, "{id}");
        let club = [
            "create", "--kind", "arena", "--rules", "xp", "--seats", "6", "--minutes", "60",
            "--starts", "now", "--name", "Club night", "--invite", "CLUB42",
        ];
        let (code, club_made, said) = event(&db, &club);
        assert_eq!(code, 0, "{said}");
        let club_id = club_made["created"].as_str().unwrap().to_string();
        // Refused with the reason: exit 2 and the usage for a bad command.
        let (code, _, said) = event(&db, &["create", "--kind", "swiss", "--rules", "modern",
            "--seats", "2", "--rounds", "0", "--starts", "now", "--name", "No rounds"]);
        assert_eq!(code, 2);
        assert!(said.contains("rounds") && said.contains("usage"), "{said}");
        let (code, _, said) = event(&db, &["create", "--kind", "league"]);
        assert_eq!(code, 2, "{said}");
        let (code, list, _) = event(&db, &["list"]);
        assert_eq!(code, 0);
        let listed: Vec<&str> = list["events"].as_array().unwrap().iter()
            .map(|e| e["id"].as_str().unwrap()).collect();
        assert_eq!(listed, [id.as_str()], "the club's event is not listed");
        let (code, shown, _) = event(&db, &["show", &club_id]);
        assert_eq!(code, 0);
        assert_eq!(shown["event"]["name"], "Club night");
        assert_eq!(shown["event"]["private"], true);
        assert!(!shown.to_string().contains("CLUB42"), "the invite code is not shown");

        let server = Server::start(&db);
        let (status, body) = http_get(&server.addr, "/api/events");
        assert_eq!(status, 200, "{body}");
        let list: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(list["events"][0]["name"], "Sunday Swiss");
        assert_eq!(list["events"][0]["kind"], "swiss");
        assert_eq!(list["events"][0]["phase"], "upcoming");
        let (status, body) = http_get(&server.addr, &format!("/api/events/{id}"));
        assert_eq!(status, 200, "{body}");
        let one: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(one["event"]["rounds"], 5);
        assert_eq!(one["standings"], json!([]));
        assert!(!body.contains("seed"), "no deal is shown: {body}");
        let (status, _) = http_get(&server.addr, "/api/events/ENOSUCHEVENT");
        assert_eq!(status, 404);
    }
}
