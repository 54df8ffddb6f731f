//! Word left for players whom one server seated while they wait on
//! another: kept in a table until their server takes it, and said on a
//! channel (`NOTIFY`) when it is committed, so that server hears at once.

use tokio_postgres::Client;

type Sql<T> = Result<T, tokio_postgres::Error>;

use crate::online::player_store::SeatNotice;

/// The channel on which a server says it left word for players waiting on
/// other servers; the payload names them, separated by commas.
pub const SEATED: &str = "tilemeld_seated";

pub async fn leave(client: &mut Client, notices: &[SeatNotice]) -> Sql<()> {
    let tx = client.transaction().await?;
    for n in notices {
        tx.execute(
            "INSERT INTO notices (player, code, token) VALUES ($1, $2, $3)
             ON CONFLICT (player) DO UPDATE SET code = excluded.code, token = excluded.token",
            &[&n.player, &n.code, &n.token],
        )
        .await?;
    }
    let players: Vec<&str> = notices.iter().map(|n| n.player.as_str()).collect();
    tx.execute("SELECT pg_notify($1, $2)", &[&SEATED, &players.join(",")])
        .await?;
    tx.commit().await
}

pub async fn take(client: &mut Client, players: &[String]) -> Sql<Vec<SeatNotice>> {
    let rows = client
        .query(
            "DELETE FROM notices WHERE player = ANY($1) RETURNING player, code, token",
            &[&players],
        )
        .await?;
    rows.iter()
        .map(|r| {
            Ok(SeatNotice {
                player: r.try_get(0)?,
                code: r.try_get(1)?,
                token: r.try_get(2)?,
            })
        })
        .collect()
}
