//! PostgreSQL's side of the room store: the schema and its migrations,
//! one connection with its prepared statements, and each of the store's
//! operations as SQL. Each write is one transaction; `load` reads a room
//! from one snapshot.

use std::collections::HashMap;
use std::error::Error as _;
use std::time::Duration;

use tokio::task::JoinHandle;
use tokio_postgres::{Client, Config, IsolationLevel, NoTls, Row, Statement};

use super::players;
use crate::online::protocol::{PublicGame, RoomSetup};
use crate::online::store::LEASE_MS;
use crate::online::store::{StoredGame, StoredRoom, StoredSeat};

/// The schema, one step a version (each applied once, in order, in one
/// transaction). Numbers are BIGINT (a seed's 64 bits are kept as they
/// are); times are milliseconds since 1970, as in the SQLite store. A room
/// is one row of `rooms` (the next step adds its lease there: `owner`
/// and `lease_until`), and the rest hangs off it, so deleting the row
/// deletes the room. The second step adds players and the quick-match
/// queue (`players::MIGRATION`).
const MIGRATIONS: &[&str] = &[
    "CREATE TABLE rooms (
         code TEXT PRIMARY KEY,
         setup TEXT NOT NULL,
         host BIGINT NOT NULL,
         stage TEXT NOT NULL,
         active_at BIGINT NOT NULL,
         turn_started BIGINT NOT NULL);
     CREATE INDEX rooms_by_age ON rooms (stage, active_at);
     CREATE TABLE seats (
         code TEXT NOT NULL REFERENCES rooms ON DELETE CASCADE,
         seat BIGINT NOT NULL,
         name TEXT NOT NULL,
         token TEXT NOT NULL,
         gone BOOLEAN NOT NULL,
         away TEXT NOT NULL,
         PRIMARY KEY (code, seat));
     CREATE TABLE games (
         code TEXT NOT NULL REFERENCES rooms ON DELETE CASCADE,
         game BIGINT NOT NULL,
         seed BIGINT NOT NULL,
         salt TEXT NOT NULL,
         PRIMARY KEY (code, game));
     CREATE TABLE actions (
         code TEXT NOT NULL,
         game BIGINT NOT NULL,
         n BIGINT NOT NULL,
         action TEXT NOT NULL,
         PRIMARY KEY (code, game, n),
         FOREIGN KEY (code, game) REFERENCES games ON DELETE CASCADE);",
    players::MIGRATION,
    super::ratings::MIGRATION,
    super::leases::MIGRATION,
    super::leases::CLUSTER,
    players::TICKETS,
    super::limits::MIGRATION,
    FAIR_PLAY,
    super::fair_play::MIGRATION,
    SEARCHED,
    IN_PLACE,
    super::events::MIGRATION,
];

/// The schema's tenth step: what the periodic look-ups search by, kept in
/// columns of their own (reading every room's setup as JSON for them took
/// seconds under load, and a dispatcher waited meanwhile).
const SEARCHED: &str = "ALTER TABLE rooms ADD COLUMN move_hours BIGINT
         GENERATED ALWAYS AS ((setup::jsonb ->> 'move_hours')::bigint) STORED;
     ALTER TABLE rooms ADD COLUMN public BOOLEAN
         GENERATED ALWAYS AS (coalesce((setup::jsonb ->> 'public') = 'true', false)) STORED;
     CREATE INDEX rooms_over_days ON rooms (turn_started)
         WHERE stage = 'playing' AND move_hours IS NOT NULL;
     CREATE INDEX rooms_public ON rooms (active_at) WHERE stage = 'playing' AND public;";

/// The schema's eleventh step: a move rewrites its room's row in place.
/// A move changes `active_at` and `turn_started`; while an index held
/// either, PostgreSQL wrote each move's new row version into every index
/// of `rooms` as well (no "heap-only" update), and kept the room's page
/// locks longer. The look-ups keep indexes on what a move never changes
/// and read the times from the rows; the hourly sweep reads the table.
/// Pages are left 30% free so a row's new version fits beside the old.
const IN_PLACE: &str = "DROP INDEX rooms_by_age;
     DROP INDEX rooms_over_days;
     DROP INDEX rooms_public;
     CREATE INDEX rooms_over_days ON rooms (code) WHERE move_hours IS NOT NULL;
     CREATE INDEX rooms_public ON rooms (code) WHERE public;
     ALTER TABLE rooms SET (fillfactor = 70);";

/// The schema's eighth step: what fair play needs (the moves a seat's
/// player made themselves; a rated seat's address, whether its player took
/// part, and whom the result counted against).
const FAIR_PLAY: &str = "ALTER TABLE seats ADD COLUMN moved TEXT NOT NULL DEFAULT '';
     ALTER TABLE results ADD COLUMN address TEXT NOT NULL DEFAULT '';
     ALTER TABLE results ADD COLUMN took_part BOOLEAN NOT NULL DEFAULT true;
     ALTER TABLE results ADD COLUMN counted TEXT NOT NULL DEFAULT '[]';";

/// Held while the schema is checked, so servers starting together on one
/// database migrate it once.
const MIGRATION_LOCK: i64 = 0x7469_6c65_6d65_6c64; // "tilemeld"

const INSERT_ROOM: &str =
    "INSERT INTO rooms (code, setup, host, stage, active_at, turn_started, owner, lease_until)
     VALUES ($1, $2, $3, 'lobby', $4, $4, $5, $4::bigint + $6::bigint)";
const SAVE_SEAT: &str = "INSERT INTO seats (code, seat, name, token, gone, away, player, moved)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (code, seat) DO UPDATE SET name = excluded.name, token = excluded.token,
         gone = excluded.gone, away = excluded.away, player = excluded.player,
         moved = excluded.moved";
/// A room changed (and its turn begun, with $4); its stage, when given.
/// Only the server that holds the room ($5) may change it, and a change
/// keeps its lease ($6 long) at least.
const TOUCH: &str = "UPDATE rooms SET active_at = $2, stage = coalesce($3, stage),
         turn_started = CASE WHEN $4 THEN $2 ELSE turn_started END,
         lease_until = greatest(lease_until, $2::bigint + $6::bigint)
     WHERE code = $1 AND (owner = $5 OR owner IS NULL)";
const FREE_SEAT: &str = "DELETE FROM seats WHERE code = $1 AND seat = $2";
const INSERT_GAME: &str = "INSERT INTO games (code, game, seed, salt) VALUES ($1, $2, $3, $4)";
/// A move kept and its room touched in one statement (so one wait for
/// the database, and atomic as a transaction would be): nothing is kept
/// unless this server holds the room.
const APPEND_ACTION: &str = "WITH touched AS (
         UPDATE rooms SET active_at = $2, stage = $3, turn_started = $2,
             lease_until = greatest(lease_until, $2::bigint + $5::bigint)
         WHERE code = $1 AND (owner = $4 OR owner IS NULL) RETURNING code)
     INSERT INTO actions (code, game, n, action) SELECT code, $6, $7, $8 FROM touched";
const EXISTS: &str = "SELECT 1 FROM rooms WHERE code = $1
     UNION ALL SELECT 1 FROM results WHERE code = $1 LIMIT 1";
const ROOM: &str = "SELECT setup, host, turn_started FROM rooms WHERE code = $1";
const SEATS: &str =
    "SELECT seat, name, token, gone, away, player, moved FROM seats WHERE code = $1 ORDER BY seat";
const LATEST_GAME: &str =
    "SELECT game, seed, salt FROM games WHERE code = $1 ORDER BY game DESC LIMIT 1";
const LATEST_ACTIONS: &str = "SELECT action FROM actions
     WHERE code = $1 AND game = (SELECT max(game) FROM games WHERE code = $1) ORDER BY n";
/// Deletes the rooms past their retention (with their seats, games and
/// moves) in one statement.
const DELETE_EXPIRED: &str = "DELETE FROM rooms
     WHERE (stage = 'lobby' AND active_at < $1) OR (stage = 'playing' AND active_at < $2)
        OR (stage = 'over' AND active_at < $3)
     RETURNING code";
const COUNT: &str = "SELECT count(*) FROM rooms";
const TURNS_RUN_OUT: &str = "SELECT code FROM rooms WHERE stage = 'playing'
     AND move_hours IS NOT NULL AND turn_started + move_hours * 3600000 <= $1";
const SEATS_OF: &str = "SELECT s.code, s.seat, s.token FROM seats s JOIN rooms r ON r.code = s.code
     WHERE s.player = $1 AND r.stage <> 'over' ORDER BY r.active_at DESC, r.code LIMIT $2";
const PUBLIC_GAMES: &str = "SELECT r.code, r.setup,
         coalesce(array_agg(s.name ORDER BY s.seat) FILTER (WHERE s.name IS NOT NULL), '{}')
     FROM rooms r LEFT JOIN seats s ON s.code = r.code
     WHERE r.stage = 'playing' AND r.public
     GROUP BY r.code ORDER BY max(r.active_at) DESC, r.code LIMIT $1";

/// An error and every cause under it (tokio-postgres names only the kind
/// at the top: "db error").
pub fn describe(e: &tokio_postgres::Error) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        text.push_str(": ");
        text.push_str(&c.to_string().replace('\n', "; "));
        cause = c.source();
    }
    text
}

type Sql<T> = Result<T, tokio_postgres::Error>;
type Param<'a> = &'a (dyn tokio_postgres::types::ToSql + Sync);

/// A connection to the database, and its statements prepared once.
pub struct Link {
    client: Client,
    /// This server, as the holder of rooms' leases.
    me: String,
    statements: HashMap<&'static str, Statement>,
    /// The task that drives the connection; it ends when the connection does.
    driver: JoinHandle<()>,
}

impl Drop for Link {
    fn drop(&mut self) {
        // The socket goes with the task: the server rolls back whatever
        // transaction was open.
        self.driver.abort();
    }
}

impl Link {
    /// Connects (within `within`), on the current tokio runtime.
    pub async fn open(config: &Config, within: Duration, me: String) -> Result<Link, String> {
        let (client, connection) = tokio::time::timeout(within, config.connect(NoTls))
            .await
            .map_err(|_| format!("no answer within {} s", within.as_secs()))?
            .map_err(|e| describe(&e))?;
        let driver = tokio::spawn(async move {
            let _ = connection.await;
        });
        Ok(Link {
            client,
            me,
            statements: HashMap::new(),
            driver,
        })
    }

    pub fn is_closed(&self) -> bool {
        self.client.is_closed() || self.driver.is_finished()
    }

    /// Creates the schema, or brings it up to this version.
    pub async fn migrate(&mut self) -> Result<(), String> {
        let known = MIGRATIONS.len() as i64;
        let migrated = async {
            let tx = self.client.transaction().await?;
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
                .await?;
            tx.batch_execute(
                "CREATE TABLE IF NOT EXISTS tilemeld_schema (version BIGINT NOT NULL)",
            )
            .await?;
            let row = tx
                .query_opt("SELECT version FROM tilemeld_schema", &[])
                .await?;
            let version: i64 = match row {
                Some(r) => r.try_get(0)?,
                None => {
                    tx.execute("INSERT INTO tilemeld_schema VALUES (0)", &[])
                        .await?;
                    0
                }
            };
            if version > known {
                return Ok(Some(version));
            }
            for step in &MIGRATIONS[version as usize..] {
                tx.batch_execute(step).await?;
            }
            tx.execute("UPDATE tilemeld_schema SET version = $1", &[&known])
                .await?;
            tx.commit().await?;
            Ok::<_, tokio_postgres::Error>(None)
        };
        match migrated.await {
            Ok(None) => Ok(()),
            Ok(Some(version)) => Err(format!(
                "its schema is version {version}, from a newer tilemeld (this one knows {known}); \
                 run the newer one, or start with another --db"
            )),
            Err(e) => Err(format!("cannot set up its tables: {}", describe(&e))),
        }
    }

    async fn statement(&mut self, sql: &'static str) -> Sql<Statement> {
        if let Some(s) = self.statements.get(sql) {
            return Ok(s.clone());
        }
        let s = self.client.prepare(sql).await?;
        self.statements.insert(sql, s.clone());
        Ok(s)
    }

    pub fn client(&mut self) -> &mut Client {
        &mut self.client
    }

    /// The client, and this server as the holder of rooms' leases.
    pub fn client_as_me(&mut self) -> (&mut Client, &str) {
        (&mut self.client, &self.me)
    }

    pub async fn exists(&mut self, code: &str) -> Result<bool, Failed> {
        let st = self.statement(EXISTS).await?;
        Ok(self.client.query_opt(&st, &[&code]).await?.is_some())
    }

    pub async fn save_seat(
        &mut self,
        code: &str,
        seat: &StoredSeat,
        now: i64,
    ) -> Result<(), Failed> {
        let st = self.statement(SAVE_SEAT).await?;
        let params = seat_params(code, seat)?;
        self.with_touch(code, None, now, false, st, &params.refs())
            .await
    }

    pub async fn free_seat(&mut self, code: &str, seat: i64, now: i64) -> Result<(), Failed> {
        let st = self.statement(FREE_SEAT).await?;
        self.with_touch(code, None, now, false, st, &[&code, &seat])
            .await
    }

    /// A match dealt: its seed and salt kept, its room playing.
    pub async fn save_game(
        &mut self,
        code: &str,
        game: NewGame<'_>,
        now: i64,
    ) -> Result<(), Failed> {
        let st = self.statement(INSERT_GAME).await?;
        let params: [Param<'_>; 4] = [&code, &game.number, &game.seed, &game.salt];
        self.with_touch(code, Some("playing"), now, true, st, &params)
            .await
    }

    pub async fn append_action(
        &mut self,
        code: &str,
        a: Appended<'_>,
        now: i64,
    ) -> Result<(), Failed> {
        let st = self.statement(APPEND_ACTION).await?;
        let lease = LEASE_MS as i64;
        let params: [Param<'_>; 8] = [
            &code, &now, &a.stage, &self.me, &lease, &a.number, &a.n, &a.action,
        ];
        let changed = self.client.execute(&st, &params).await?;
        one_room(code, changed)
    }

    pub async fn restart_clock(&mut self, code: &str, now: i64) -> Result<(), Failed> {
        let touch = self.statement(TOUCH).await?;
        let lease = LEASE_MS as i64;
        let params: [Param<'_>; 6] = [&code, &now, &None::<&str>, &true, &self.me, &lease];
        let changed = self.client.execute(&touch, &params).await?;
        one_room(code, changed)
    }

    /// Deletes the rooms changed before these times, by stage: lobby,
    /// playing, over; their codes.
    pub async fn delete_expired(&mut self, before: [i64; 3]) -> Result<Vec<String>, Failed> {
        let st = self.statement(DELETE_EXPIRED).await?;
        let rows = self
            .client
            .query(&st, &[&before[0], &before[1], &before[2]])
            .await?;
        Ok(rows.iter().map(|r| r.try_get(0)).collect::<Sql<_>>()?)
    }

    pub async fn count(&mut self) -> Result<usize, Failed> {
        let st = self.statement(COUNT).await?;
        let n: i64 = self.client.query_one(&st, &[]).await?.try_get(0)?;
        Ok(n as usize)
    }

    /// Games over days whose turn's hours are over.
    pub async fn turns_run_out(&mut self, now: i64) -> Result<Vec<String>, Failed> {
        let st = self.statement(TURNS_RUN_OUT).await?;
        let rows = self.client.query(&st, &[&now]).await?;
        Ok(rows.iter().map(|r| r.try_get(0)).collect::<Sql<_>>()?)
    }

    /// A player's seats in rooms not over.
    pub async fn seats_of(
        &mut self,
        player: &str,
        limit: i64,
    ) -> Result<Vec<(String, usize, String)>, Failed> {
        let st = self.statement(SEATS_OF).await?;
        let rows = self.client.query(&st, &[&player, &limit]).await?;
        let seats = rows
            .iter()
            .map(|r| {
                Ok((
                    r.try_get(0)?,
                    r.try_get::<_, i64>(1)? as usize,
                    r.try_get(2)?,
                ))
            })
            .collect::<Sql<_>>()?;
        Ok(seats)
    }

    /// Public matches being played, with their players' names.
    pub async fn public_games(&mut self, limit: i64) -> Result<Vec<PublicGame>, Failed> {
        let st = self.statement(PUBLIC_GAMES).await?;
        let rows = self.client.query(&st, &[&limit]).await?;
        let mut games = Vec::new();
        for r in rows {
            let setup: String = r.try_get(1)?;
            let setup: RoomSetup =
                serde_json::from_str(&setup).map_err(|e| Failed::Why(e.to_string()))?;
            games.push(PublicGame {
                code: r.try_get(0)?,
                rated: setup.rated,
                players: r.try_get(2)?,
            });
        }
        Ok(games)
    }

    /// A room's row and its taken seats, in one transaction; this server
    /// holds its lease.
    pub async fn create_room(
        &mut self,
        code: &str,
        setup: &str,
        host: i64,
        seats: &[StoredSeat],
        now: i64,
    ) -> Result<(), Failed> {
        let room = self.statement(INSERT_ROOM).await?;
        let seat = self.statement(SAVE_SEAT).await?;
        let tx = self.client.transaction().await?;
        let lease = LEASE_MS as i64;
        let room_refs: [Param; 6] = [&code, &setup, &host, &now, &self.me, &lease];
        tx.execute(&room, &room_refs).await?;
        for s in seats {
            tx.execute(&seat, &seat_params(code, s)?.refs()).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// One statement and the room's change, in one transaction (sent
    /// together: one wait for the database, not two). A room that is not
    /// there is an error, as in the other stores.
    async fn with_touch(
        &mut self,
        code: &str,
        stage: Option<&str>,
        now: i64,
        turn: bool,
        st: Statement,
        params: &[Param<'_>],
    ) -> Result<(), Failed> {
        let touch = self.statement(TOUCH).await?;
        let tx = self.client.transaction().await?;
        let lease = LEASE_MS as i64;
        let touched: [Param; 6] = [&code, &now, &stage, &turn, &self.me, &lease];
        let (_, changed) =
            tokio::try_join!(tx.execute(&st, params), tx.execute(&touch, &touched),)?;
        one_room(code, changed)?;
        tx.commit().await?;
        Ok(())
    }

    /// A room as stored, read from one snapshot.
    pub async fn load(&mut self, code: &str) -> Result<Option<StoredRoom>, Failed> {
        let room = self.statement(ROOM).await?;
        let seats = self.statement(SEATS).await?;
        let game = self.statement(LATEST_GAME).await?;
        let actions = self.statement(LATEST_ACTIONS).await?;
        let tx = self
            .client
            .build_transaction()
            .isolation_level(IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await?;
        let by_code: [Param; 1] = [&code];
        let (room, seats, game, actions) = tokio::try_join!(
            tx.query_opt(&room, &by_code),
            tx.query(&seats, &by_code),
            tx.query_opt(&game, &by_code),
            tx.query(&actions, &by_code),
        )?;
        tx.commit().await?;
        let Some(room) = room else { return Ok(None) };
        let setup: String = room.try_get(0)?;
        Ok(Some(StoredRoom {
            code: code.to_string(),
            setup: serde_json::from_str(&setup)
                .map_err(|e| Failed::Why(format!("room {code}'s setup: {e}")))?,
            host: room.try_get::<_, i64>(1)? as usize,
            seats: seats.iter().map(stored_seat).collect::<Sql<_>>()?,
            game: game.map(|g| stored_game(code, &g, &actions)).transpose()?,
            turn_started: room.try_get::<_, i64>(2)? as u64,
        }))
    }
}

/// Why a call failed: the database's error, or what was wrong with its
/// answer.
pub enum Failed {
    Sql(tokio_postgres::Error),
    Why(String),
}

impl From<tokio_postgres::Error> for Failed {
    fn from(e: tokio_postgres::Error) -> Failed {
        Failed::Sql(e)
    }
}

impl From<String> for Failed {
    fn from(why: String) -> Failed {
        Failed::Why(why)
    }
}

impl From<Failed> for String {
    fn from(f: Failed) -> String {
        match f {
            Failed::Sql(e) => describe(&e),
            Failed::Why(why) => why,
        }
    }
}

/// A match's deal, as `save_game` keeps it.
pub struct NewGame<'a> {
    pub number: i64,
    pub seed: i64,
    pub salt: &'a str,
}

/// A move, as `append_action` keeps it.
pub struct Appended<'a> {
    pub number: i64,
    pub n: i64,
    pub action: &'a str,
    pub stage: &'a str,
}

fn one_room(code: &str, changed: u64) -> Result<(), Failed> {
    if changed == 1 {
        Ok(())
    } else {
        Err(Failed::Why(format!(
            "no room {code}, or another server plays it now"
        )))
    }
}

/// A seat's row as parameters of `SAVE_SEAT`.
struct SeatParams<'a> {
    code: &'a str,
    seat: i64,
    name: &'a str,
    token: &'a str,
    gone: bool,
    away: String,
    player: Option<&'a str>,
    moved: String,
}

impl SeatParams<'_> {
    fn refs(&self) -> [Param<'_>; 8] {
        [
            &self.code,
            &self.seat,
            &self.name,
            &self.token,
            &self.gone,
            &self.away,
            &self.player,
            &self.moved,
        ]
    }
}

fn seat_params<'a>(code: &'a str, s: &'a StoredSeat) -> Result<SeatParams<'a>, Failed> {
    Ok(SeatParams {
        code,
        seat: s.seat as i64,
        name: &s.name,
        token: &s.token,
        gone: s.left,
        away: serde_json::to_string(&s.away).map_err(|e| Failed::Why(e.to_string()))?,
        player: s.player.as_deref(),
        moved: serde_json::to_string(&s.moved).map_err(|e| Failed::Why(e.to_string()))?,
    })
}

fn stored_seat(r: &Row) -> Sql<StoredSeat> {
    let away: String = r.try_get(4)?;
    Ok(StoredSeat {
        seat: r.try_get::<_, i64>(0)? as usize,
        name: r.try_get(1)?,
        token: r.try_get(2)?,
        left: r.try_get(3)?,
        away: serde_json::from_str(&away).unwrap_or_default(),
        player: r.try_get(5)?,
        moved: serde_json::from_str(r.try_get(6)?).unwrap_or_default(),
    })
}

fn stored_game(code: &str, g: &Row, actions: &[Row]) -> Result<StoredGame, Failed> {
    let actions = actions
        .iter()
        .map(|r| {
            let text: String = r.try_get(0)?;
            serde_json::from_str(&text)
                .map_err(|e| Failed::Why(format!("room {code}: a move: {e}")))
        })
        .collect::<Result<_, Failed>>()?;
    Ok(StoredGame {
        number: g.try_get::<_, i64>(0)? as u32,
        // The seed's bits, kept as they are in a signed BIGINT.
        seed: g.try_get::<_, i64>(1)? as u64,
        salt: g.try_get(2)?,
        actions,
    })
}
