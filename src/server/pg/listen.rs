//! Word between the servers of one database, through PostgreSQL's
//! `LISTEN`/`NOTIFY`: a server that seats a quick-match table whose
//! players wait on other servers says so on a channel, and each server
//! hears it at once instead of at its next look at the store (once a
//! second, which stays as the fallback).

use std::future::poll_fn;
use std::sync::Arc;
use std::time::Duration;

use tokio_postgres::{AsyncMessage, Config, NoTls};

use super::ops::describe;
use super::{CONNECT_WITHIN, config_of};

/// A lost connection is made again this often.
const RECONNECT_EVERY: Duration = Duration::from_secs(1);

/// Told what was heard: the payload, or `None` when word may have been
/// missed (the connection was made again after a loss).
pub type Heard = Arc<dyn Fn(Option<&str>) + Send + Sync>;

/// The players a seating's payload names (see `SEATED`).
pub fn players_of(payload: &str) -> Vec<String> {
    payload
        .split(',')
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect()
}

/// Listens on `channel` of the database `url` names for as long as the
/// process runs, connecting again after a loss.
pub async fn listen(url: &str, channel: &'static str, heard: Heard) {
    let config = match config_of(url) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("tilemeld serve: not listening for other servers: {e}");
            return;
        }
    };
    let mut said_lost = false;
    loop {
        match listen_once(&config, channel, &heard).await {
            Ok(()) => said_lost = false,
            Err(e) if !said_lost => {
                eprintln!("tilemeld serve: word from other servers is polled for now: {e}");
                said_lost = true;
            }
            Err(_) => {}
        }
        tokio::time::sleep(RECONNECT_EVERY).await;
    }
}

/// One connection's listening, until it is lost.
async fn listen_once(config: &Config, channel: &str, heard: &Heard) -> Result<(), String> {
    let (client, mut connection) = tokio::time::timeout(CONNECT_WITHIN, config.connect(NoTls))
        .await
        .map_err(|_| "the database did not answer".to_string())?
        .map_err(|e| describe(&e))?;
    let told = heard.clone();
    let driver = tokio::spawn(async move {
        while let Some(message) = poll_fn(|cx| connection.poll_message(cx)).await {
            match message {
                Ok(AsyncMessage::Notification(n)) => told(Some(n.payload())),
                Ok(_) => {}
                Err(_) => break,
            }
        }
    });
    let listening = client.batch_execute(&format!("LISTEN {channel}")).await;
    if let Err(e) = listening {
        driver.abort();
        return Err(describe(&e));
    }
    // Anything said before this connection listened is looked for now.
    heard(None);
    let _ = driver.await;
    drop(client);
    Ok(())
}
