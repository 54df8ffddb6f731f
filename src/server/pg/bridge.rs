//! One connection to the database, driven on the thread that calls it: a
//! dispatcher's store call runs the client's future to its answer right
//! there, on a small runtime of its own. An earlier version kept each
//! connection on a thread of its own and handed it every call; on busy
//! cores each hand-over waited for a time slice, twice a call.

use std::time::{Duration, Instant};

use tokio_postgres::Config;

use super::ops::{Failed, Link};

/// A call waits this long for the database's answer.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(5);
/// A connection (and its login) must be made within this.
pub const CONNECT_WITHIN: Duration = Duration::from_secs(5);
/// A lost database is tried again this often.
const RECONNECT_EVERY: Duration = Duration::from_secs(1);
/// Setting up or migrating the tables at start (it waits for another
/// server doing the same).
const MIGRATE_WITHIN: Duration = Duration::from_secs(60);

/// The connection (when there is one), and when to try again when not.
pub struct Bridge {
    config: Config,
    shown: String,
    me: String,
    link: Option<Link>,
    /// Why there is no connection.
    why: String,
    next_try: Instant,
}

/// A connection with its tables checked (the database may be a new one
/// after an outage), within `within`.
async fn connect(config: &Config, me: String, within: Duration) -> Result<Link, String> {
    let mut link = Link::open(config, within.min(CONNECT_WITHIN), me).await?;
    tokio::time::timeout(within, link.migrate())
        .await
        .map_err(|_| format!("setting up its tables took over {} s", within.as_secs_f32()))??;
    Ok(link)
}

fn no_answer() -> String {
    format!(
        "the database did not answer within {} s",
        ANSWER_WITHIN.as_secs()
    )
}

impl Bridge {
    /// Connects now; a database that cannot be reached is an error.
    pub async fn open(config: Config, shown: String, me: String) -> Result<Bridge, String> {
        let link = connect(&config, me.clone(), MIGRATE_WITHIN)
            .await
            .map_err(|e| format!("cannot connect: {e}"))?;
        Ok(Bridge {
            config,
            shown,
            me,
            link: Some(link),
            why: String::new(),
            next_try: Instant::now(),
        })
    }

    /// Runs `work` on the connection by `deadline`. Without a connection
    /// the call is an error at once, except that once a second a call
    /// tries to connect first.
    pub async fn run<T>(
        &mut self,
        work: impl AsyncFnOnce(&mut Link) -> Result<T, Failed>,
        deadline: Instant,
    ) -> Result<T, String> {
        if self.link.as_ref().is_some_and(Link::is_closed) {
            self.lose("the connection closed".into());
        }
        if self.link.is_none() {
            self.reconnect(deadline).await?;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        let Some(link) = self.link.as_mut().filter(|_| !left.is_zero()) else {
            return Err(no_answer());
        };
        let worked = tokio::time::timeout(left, async { work(link).await.map_err(String::from) });
        match worked.await {
            Ok(Ok(answer)) => Ok(answer),
            Ok(Err(e)) if link.is_closed() => {
                self.lose(e.clone());
                Err(format!(
                    "the database went away ({e}); the server keeps trying"
                ))
            }
            Ok(Err(e)) => Err(e),
            Err(_) => {
                // Dropping the connection rolls back what it had begun.
                self.lose(no_answer());
                Err(no_answer())
            }
        }
    }

    async fn reconnect(&mut self, deadline: Instant) -> Result<(), String> {
        let now = Instant::now();
        let left = deadline.saturating_duration_since(now);
        if now < self.next_try || left.is_zero() {
            return Err(self.unreachable());
        }
        match connect(&self.config, self.me.clone(), left).await {
            Ok(link) => {
                eprintln!("tilemeld serve: the database {} is back", self.shown);
                self.link = Some(link);
                Ok(())
            }
            Err(e) => {
                if e != self.why {
                    eprintln!("tilemeld serve: the database {}: {e}", self.shown);
                }
                self.why = e;
                self.next_try = Instant::now() + RECONNECT_EVERY;
                Err(self.unreachable())
            }
        }
    }

    fn unreachable(&self) -> String {
        format!(
            "the database cannot be reached ({}); the server keeps trying",
            self.why
        )
    }

    /// The connection is gone: the next call tries again.
    fn lose(&mut self, why: String) {
        if self.link.take().is_some() {
            eprintln!(
                "tilemeld serve: lost the database {} ({why}); reconnecting",
                self.shown
            );
        }
        self.why = why;
        self.next_try = Instant::now();
    }
}
