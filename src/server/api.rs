//! The HTTP side of ratings and events: `GET /api/leaderboard/{family}`
//! (the best 100; `?player=ID` adds that player's own line),
//! `GET /api/players/{id}/games` (their recent rated games), and
//! `GET /api/events[/{id}]` (the events, or one), as JSON.

use std::sync::Arc;

use axum::Router;
use axum::extract::{Extension, Path, RawQuery, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use super::gate::Pass;
use super::hub::Hub;
use crate::online::dispatch::ApiAnswer;

pub fn routes() -> Router<Arc<Hub>> {
    Router::new()
        .route("/api/leaderboard/{family}", get(leaderboard))
        .route("/api/players/{id}/games", get(games))
        .route("/api/events", get(events))
        .route("/api/events/{id}", get(event))
}

fn respond(answer: ApiAnswer) -> Response {
    let (status, body) = match answer {
        ApiAnswer::Json(body) => (StatusCode::OK, body),
        ApiAnswer::NotFound(why) => (StatusCode::NOT_FOUND, error(&why)),
        ApiAnswer::Throttled => (
            StatusCode::TOO_MANY_REQUESTS,
            error("too many requests from your address; wait a moment"),
        ),
        ApiAnswer::Failed(why) => (StatusCode::SERVICE_UNAVAILABLE, error(&why)),
    };
    (
        status,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body,
    )
        .into_response()
}

fn error(why: &str) -> String {
    serde_json::json!({ "error": why }).to_string()
}

async fn leaderboard(
    Path(family): Path<String>,
    RawQuery(query): RawQuery,
    State(hub): State<Arc<Hub>>,
    Extension(pass): Extension<Arc<Pass>>,
) -> Response {
    // A player id is letters and digits: nothing in it needs decoding.
    let player = query
        .as_deref()
        .and_then(|q| q.split('&').find_map(|kv| kv.strip_prefix("player=")));
    respond(hub.leaderboard(&family, player, &pass.ip.to_string()).await)
}

async fn games(
    Path(id): Path<String>,
    State(hub): State<Arc<Hub>>,
    Extension(pass): Extension<Arc<Pass>>,
) -> Response {
    respond(hub.recent_games(&id, &pass.ip.to_string()).await)
}

async fn events(State(hub): State<Arc<Hub>>, Extension(pass): Extension<Arc<Pass>>) -> Response {
    respond(hub.events(None, &pass.ip.to_string()).await)
}

async fn event(
    Path(id): Path<String>,
    State(hub): State<Arc<Hub>>,
    Extension(pass): Extension<Arc<Pass>>,
) -> Response {
    respond(hub.events(Some(&id), &pass.ip.to_string()).await)
}
