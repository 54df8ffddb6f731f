//! Leases on rooms in PostgreSQL: the server that holds a room's lease is
//! the one that plays it (every write checks it, `ops::TOUCH`); a lease
//! not renewed runs out, and another server may then take the room.

use tokio_postgres::Client;

use crate::online::store::LEASE_MS;

type Sql<T> = Result<T, tokio_postgres::Error>;

/// The schema's fourth step: who holds each room, until when.
pub const MIGRATION: &str = "ALTER TABLE rooms ADD COLUMN owner TEXT;
     ALTER TABLE rooms ADD COLUMN lease_until BIGINT NOT NULL DEFAULT 0;";

#[derive(Debug)]
pub enum LeaseOp {
    Claim { code: String, now: i64 },
    Renew { codes: Vec<String>, now: i64 },
    Release(String),
}

#[derive(Debug)]
pub enum LeaseAnswer {
    /// This server holds the room now (or there is no such room).
    Mine,
    Held {
        by: String,
        until: i64,
    },
    /// The rooms still held.
    Kept(Vec<String>),
    Done,
}

pub async fn run(client: &mut Client, me: &str, op: LeaseOp) -> Sql<LeaseAnswer> {
    let lease = LEASE_MS as i64;
    match op {
        LeaseOp::Claim { code, now } => {
            let taken = client
                .execute(
                    "UPDATE rooms SET owner = $2, lease_until = $3::bigint + $4::bigint
                     WHERE code = $1 AND (owner IS NULL OR owner = $2 OR lease_until <= $3::bigint)",
                    &[&code, &me, &now, &lease],
                )
                .await?;
            if taken == 1 {
                return Ok(LeaseAnswer::Mine);
            }
            let row = client
                .query_opt(
                    "SELECT coalesce(owner, ''), lease_until FROM rooms WHERE code = $1",
                    &[&code],
                )
                .await?;
            Ok(match row {
                Some(r) => LeaseAnswer::Held {
                    by: r.try_get(0)?,
                    until: r.try_get(1)?,
                },
                None => LeaseAnswer::Mine,
            })
        }
        LeaseOp::Renew { codes, now } => {
            let rows = client
                .query(
                    "UPDATE rooms SET lease_until = $3::bigint + $4::bigint
                     WHERE owner = $1 AND code = ANY($2) RETURNING code",
                    &[&me, &codes, &now, &lease],
                )
                .await?;
            let kept = rows.iter().map(|r| r.try_get(0)).collect::<Sql<_>>()?;
            Ok(LeaseAnswer::Kept(kept))
        }
        LeaseOp::Release(code) => {
            client
                .execute(
                    "UPDATE rooms SET lease_until = 0 WHERE code = $1 AND owner = $2",
                    &[&code, &me],
                )
                .await?;
            Ok(LeaseAnswer::Done)
        }
    }
}
