//! Limits per address shared by every server on the database: one token
//! bucket a row, taken from in one statement (the refill and the take
//! together, so two servers never both take the last token). Rows whose
//! bucket is full again are deleted by the hourly sweep.

use std::sync::LazyLock;

type Sql<T> = Result<T, tokio_postgres::Error>;

use tokio_postgres::Client;

use crate::online::limits::Rate;

/// The table, as the schema's seventh step.
pub const MIGRATION: &str = "CREATE TABLE limits (
         kind TEXT NOT NULL,
         address TEXT NOT NULL,
         tokens DOUBLE PRECISION NOT NULL,
         at BIGINT NOT NULL,
         full_at BIGINT NOT NULL,
         PRIMARY KEY (kind, address));
     CREATE INDEX limits_by_full ON limits (full_at);";

/// The bucket's tokens at `$4` (now), refilled one every `$5` ms up to
/// `$3`; a clock behind the row's never takes tokens away.
const REFILLED: &str =
    "least($3::float8, l.tokens + greatest(0, $4::bigint - l.at)::float8 / $5::float8)";

/// Takes one token; a row comes back only when there was one.
static TAKE: LazyLock<String> = LazyLock::new(|| {
    format!(
        "INSERT INTO limits AS l (kind, address, tokens, at, full_at)
         VALUES ($1, $2, $3::float8 - 1, $4::bigint, $4::bigint + $5::float8::bigint)
         ON CONFLICT (kind, address) DO UPDATE SET
             tokens = {REFILLED} - 1,
             at = greatest(l.at, $4::bigint),
             full_at = greatest(l.at, $4::bigint)
                 + ceil(($3::float8 - ({REFILLED} - 1)) * $5::float8)::bigint
         WHERE {REFILLED} >= 1
         RETURNING tokens"
    )
});

static LOOK: LazyLock<String> = LazyLock::new(|| {
    format!("SELECT {REFILLED} >= 1 FROM limits l WHERE kind = $1 AND address = $2")
});

/// The sweep: buckets full again are as good as none.
pub const FORGET: &str = "DELETE FROM limits WHERE full_at <= $1";

/// One address's bucket of one limit, at a time.
pub struct Ask {
    pub kind: String,
    pub address: String,
    pub burst: f64,
    pub now: i64,
    pub every: f64,
}

impl Ask {
    pub fn new(kind: &str, address: &str, rate: Rate, now: u64) -> Ask {
        Ask {
            kind: kind.to_string(),
            address: address.to_string(),
            burst: f64::from(rate.burst.max(1)),
            now: now as i64,
            every: rate.every_ms.max(1) as f64,
        }
    }
}

pub async fn take(client: &mut Client, a: &Ask) -> Sql<bool> {
    let row = client
        .query_opt(
            TAKE.as_str(),
            &[&a.kind, &a.address, &a.burst, &a.now, &a.every],
        )
        .await?;
    Ok(row.is_some())
}

pub async fn look(client: &mut Client, a: &Ask) -> Sql<bool> {
    let row = client
        .query_opt(
            LOOK.as_str(),
            &[&a.kind, &a.address, &a.burst, &a.now, &a.every],
        )
        .await?;
    row.map_or(Ok(true), |r| r.try_get(0))
}

pub async fn forget(client: &mut Client, now: i64) -> Sql<u64> {
    client.execute(FORGET, &[&now]).await
}
