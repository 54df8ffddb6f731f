//! Operating a server: `/metrics` in Prometheus' text format, `/healthz`
//! (the process answers and its dispatcher is not stuck) and `/readyz`
//! (its store answers too), served on an address of their own
//! (`--metrics ADDR`, off by default), so they are never public by
//! accident.

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;
use tokio::net::TcpListener;

use super::hub::Hub;
use super::metrics::render;

/// How long `/healthz` waits for each dispatcher before it says it is
/// stuck.
const HEALTHY_WITHIN: Duration = Duration::from_secs(2);

async fn metrics(State(hub): State<Arc<Hub>>) -> impl IntoResponse {
    let page = render(hub.metrics(), &hub.gauges());
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], page)
}

async fn healthz(State(hub): State<Arc<Hub>>) -> impl IntoResponse {
    if hub.alive(HEALTHY_WITHIN).await {
        (StatusCode::OK, "ok\n")
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            "a dispatcher does not answer\n",
        )
    }
}

async fn readyz(State(hub): State<Arc<Hub>>) -> impl IntoResponse {
    if hub.draining() {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "stopping: the rooms went to the other servers\n".to_string(),
        );
    }
    match tokio::time::timeout(HEALTHY_WITHIN, hub.rooms_stored()).await {
        Ok(Ok(_)) => (StatusCode::OK, "ready\n".to_string()),
        Ok(Err(e)) => (StatusCode::SERVICE_UNAVAILABLE, format!("the store: {e}\n")),
        Err(_) => (
            StatusCode::SERVICE_UNAVAILABLE,
            "the dispatcher does not answer\n".into(),
        ),
    }
}

/// Serves `/metrics`, `/healthz` and `/readyz` on `listener` for ever.
pub async fn serve(listener: TcpListener, hub: Arc<Hub>) {
    let app = Router::new()
        .route("/metrics", get(metrics))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .with_state(hub);
    if let Err(e) = axum::serve(listener, app).await {
        eprintln!("tilemeld serve: the metrics address stopped: {e}");
    }
}
