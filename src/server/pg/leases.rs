//! Leases on rooms in PostgreSQL: the server that holds a room's lease is
//! the one that plays it (every write checks it, `ops::TOUCH`); a lease
//! not renewed runs out, and another server may then take the room.

use tokio_postgres::Client;

use crate::online::store::{Claim, Cluster, LEASE_MS, RENEW_EVERY_MS};

type Sql<T> = Result<T, tokio_postgres::Error>;

/// The schema's fourth step: who holds each room, until when.
pub const MIGRATION: &str = "ALTER TABLE rooms ADD COLUMN owner TEXT;
     ALTER TABLE rooms ADD COLUMN lease_until BIGINT NOT NULL DEFAULT 0;";

/// The schema's fifth step: the servers of the cluster, the secret that
/// proves a relayed connection comes from one of them (made once, by the
/// database's own random source), and word left for players seated by
/// quick match through another server.
pub const CLUSTER: &str = "CREATE INDEX seats_by_player ON seats (player);
     CREATE TABLE notices (
         player TEXT PRIMARY KEY,
         code TEXT NOT NULL,
         token TEXT NOT NULL);
     CREATE TABLE servers (
         id TEXT PRIMARY KEY,
         address TEXT NOT NULL,
         seen BIGINT NOT NULL);
     CREATE TABLE cluster (secret TEXT NOT NULL);
     INSERT INTO cluster VALUES
         (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));";

/// A server not heard from in three renewals is taken for dead.
const ALIVE_MS: i64 = 3 * RENEW_EVERY_MS as i64;
/// A server not heard from in a day is forgotten.
const FORGET_MS: i64 = 24 * 3600 * 1000;

/// Takes the room for `me` if it is free (or its lease lapsed), or says
/// who holds it.
pub async fn claim(client: &mut Client, me: &str, code: &str, now: i64) -> Sql<Claim> {
    let lease = LEASE_MS as i64;
    let taken = client
        .execute(
            "UPDATE rooms SET owner = $2, lease_until = $3::bigint + $4::bigint
             WHERE code = $1 AND (owner IS NULL OR owner = $2 OR lease_until <= $3::bigint)",
            &[&code, &me, &now, &lease],
        )
        .await?;
    if taken == 1 {
        return Ok(Claim::Mine);
    }
    let row = client
        .query_opt(
            "SELECT coalesce(r.owner, ''), r.lease_until, s.address FROM rooms r
             LEFT JOIN servers s ON s.id = r.owner AND s.seen > $2::bigint - $3::bigint
             WHERE r.code = $1",
            &[&code, &now, &ALIVE_MS],
        )
        .await?;
    Ok(match row {
        Some(r) => Claim::Held {
            by: r.try_get(0)?,
            until: r.try_get::<_, i64>(1)?.max(0) as u64,
            address: r.try_get(2)?,
        },
        None => Claim::Mine,
    })
}

/// Renews `me`'s leases on `codes`; the rooms still held.
pub async fn renew(client: &mut Client, me: &str, codes: &[String], now: i64) -> Sql<Vec<String>> {
    let lease = LEASE_MS as i64;
    // A room written in the last half lease was renewed by that write:
    // rewriting every row every renewal made dead rows and took row locks
    // that moves then waited on.
    let rows = client
        .query(
            "WITH renewed AS (
                 UPDATE rooms SET lease_until = $3::bigint + $4::bigint
                 WHERE owner = $1 AND code = ANY($2)
                     AND lease_until < $3::bigint + $4::bigint / 2
                 RETURNING code)
             SELECT code FROM rooms WHERE owner = $1 AND code = ANY($2)",
            &[&me, &codes, &now, &lease],
        )
        .await?;
    rows.iter().map(|r| r.try_get(0)).collect()
}

pub async fn release(client: &mut Client, me: &str, code: &str) -> Sql<()> {
    client
        .execute(
            "UPDATE rooms SET lease_until = 0 WHERE code = $1 AND owner = $2",
            &[&code, &me],
        )
        .await?;
    Ok(())
}

/// Says `me` is alive at `address`; the cluster as it is now.
pub async fn announce(client: &mut Client, me: &str, address: &str, now: i64) -> Sql<Cluster> {
    client
        .execute(
            "INSERT INTO servers (id, address, seen) VALUES ($1, $2, $3)
             ON CONFLICT (id) DO UPDATE SET address = excluded.address, seen = excluded.seen",
            &[&me, &address, &now],
        )
        .await?;
    client
        .execute(
            "DELETE FROM servers WHERE seen < $1::bigint - $2::bigint",
            &[&now, &FORGET_MS],
        )
        .await?;
    let secret: String = client
        .query_one("SELECT secret FROM cluster LIMIT 1", &[])
        .await?
        .try_get(0)?;
    let peers = client
        .query(
            "SELECT address FROM servers WHERE id <> $1 AND seen > $2::bigint - $3::bigint",
            &[&me, &now, &ALIVE_MS],
        )
        .await?
        .iter()
        .map(|r| r.try_get(0))
        .collect::<Sql<_>>()?;
    Ok(Cluster { secret, peers })
}
