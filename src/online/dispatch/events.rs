//! Events for players: over HTTP, `GET /api/events` (the public events:
//! upcoming and running first, then finished) and `GET /api/events/{id}`
//! (one event: its summary, standings and tables); over the socket, the
//! same, and entering or withdrawing. Look-ups count with an address's
//! others; what is shown never holds an invite code or a deal. A change
//! is one versioned write of the event, tried again when another server
//! changed it first.

use super::api::ApiAnswer;
use super::{ConnId, Dispatcher, err};
use crate::online::event_store::EVENTS_LISTED;
use crate::online::events::event::{Event, JoinRefused};
use crate::online::events::view::EventView;
use crate::online::limits::Limit;
use crate::online::protocol::{ErrorCode, ServerError, ServerMsg};
use crate::online::rating::Rating;

impl Dispatcher {
    /// The list of events, or one event (`id`), as JSON.
    pub fn events_api(&mut self, id: Option<&str>, address: &str, now: u64) -> ApiAnswer {
        if !self.take_limit(Limit::Lookup, address, now) {
            return ApiAnswer::Throttled;
        }
        let body = match id {
            None => self
                .store
                .list_events(EVENTS_LISTED)
                .map(|events| serde_json::json!({ "events": events }).to_string()),
            Some(id) => match self.store.load_event(id) {
                Ok(Some(e)) => serde_json::to_string(&EventView::of(&e)).map_err(|e| e.to_string()),
                Ok(None) => return ApiAnswer::NotFound(format!("no event {id:?}")),
                Err(e) => Err(e),
            },
        };
        match body {
            Ok(json) => ApiAnswer::Json(json),
            Err(why) => ApiAnswer::Failed(why),
        }
    }
}

/// How many times a change of an event is tried again when another
/// server changed the event first.
const TRIES: usize = 16;

impl Dispatcher {
    /// The events listed, over the socket.
    pub(super) fn send_events(&mut self, id: ConnId, now: u64) -> Result<(), ServerError> {
        self.looked_up(id, now)?;
        let events = self.store.list_events(EVENTS_LISTED).map_err(|e| {
            err(
                ErrorCode::Storage,
                format!("the events cannot be read: {e}"),
            )
        })?;
        self.send(id, &ServerMsg::Events { events });
        Ok(())
    }

    /// One event, and the connection's player's place in it.
    pub(super) fn send_event(
        &mut self,
        id: ConnId,
        event: &str,
        now: u64,
    ) -> Result<(), ServerError> {
        self.looked_up(id, now)?;
        let e = self.read_event(event)?;
        self.tell_event(id, &e);
        Ok(())
    }

    fn tell_event(&mut self, id: ConnId, e: &Event) {
        let you = self
            .conns
            .get(&id)
            .and_then(|c| c.player.as_deref())
            .and_then(|p| e.index_of(p));
        let event = Box::new(EventView::of(e));
        self.send(id, &ServerMsg::Event { event, you });
    }

    pub(super) fn read_event(&mut self, event: &str) -> Result<Event, ServerError> {
        self.store
            .load_event(event)
            .map_err(|e| err(ErrorCode::Storage, format!("the event cannot be read: {e}")))?
            .ok_or_else(|| err(ErrorCode::NoEvent, format!("no event {event:?}")))
    }

    /// Changes an event by `change` and keeps it, reading it again when
    /// another server changed it first; the event as kept.
    pub(super) fn change_event<R>(
        &mut self,
        event: &str,
        now: u64,
        mut change: impl FnMut(&mut Event) -> Result<R, ServerError>,
    ) -> Result<(Event, R), ServerError> {
        for _ in 0..TRIES {
            let mut e = self.read_event(event)?;
            let before = e.clone();
            let answer = change(&mut e)?;
            if e == before {
                // Nothing to keep (and no version taken from others).
                return Ok((e, answer));
            }
            e.version += 1;
            if self.store.save_event(&e, now)? {
                return Ok((e, answer));
            }
        }
        Err(err(
            ErrorCode::Storage,
            "the event is being changed by another server; try again",
        ))
    }

    /// A signed-in player enters an event (again, after withdrawing).
    pub(super) fn join_event(
        &mut self,
        id: ConnId,
        event: &str,
        invite: Option<&str>,
        now: u64,
    ) -> Result<(), ServerError> {
        let player = self.player_of(id)?;
        let name = self
            .store
            .player(&player)?
            .map_or_else(|| "?".to_string(), |p| p.name);
        self.guarded(id, now, |d| {
            let e = d.read_event(event)?;
            let family = e.spec.preset.clone();
            let rating = d
                .store
                .ranked(&player, &family)?
                .map_or_else(|| Rating::default().shown(), |r| r.rating.shown());
            let (kept, _) = d.change_event(event, now, |e| {
                e.join(&player, &name, rating, invite, now)
                    .map_err(|why| refused(event, why))
            })?;
            if let Some(c) = d.conns.get_mut(&id) {
                c.entered_event = true;
            }
            d.tell_event(id, &kept);
            Ok(())
        })
    }

    /// A player withdraws from an event.
    pub(super) fn leave_event(
        &mut self,
        id: ConnId,
        event: &str,
        now: u64,
    ) -> Result<(), ServerError> {
        let player = self.player_of(id)?;
        self.looked_up(id, now)?;
        let (kept, _) = self.change_event(event, now, |e| Ok(e.withdraw(&player)))?;
        if let Some(c) = self.conns.get_mut(&id) {
            c.entered_event = false;
        }
        self.tell_event(id, &kept);
        Ok(())
    }
}

/// A join refused, with its reason. A private event reads as no event to
/// a wrong code, as a room does to a wrong token.
fn refused(event: &str, why: JoinRefused) -> ServerError {
    match why {
        JoinRefused::Private => err(ErrorCode::NoEvent, format!("no event {event:?}")),
        JoinRefused::Finished => err(ErrorCode::EventClosed, "the event is over"),
        JoinRefused::Full => err(ErrorCode::EventClosed, "the event is full"),
        JoinRefused::TooLate => err(ErrorCode::EventClosed, "every round of the event has begun"),
    }
}
