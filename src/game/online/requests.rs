//! What each [`Ask`] does: the one place a request's effects on the
//! concerns meet (taking a seat lets a game watched go, watching lets a
//! seat go, and so on). What the server answers is followed by each
//! concern's own system.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::ask::Ask;
use super::connection::{Connection, Link, ToServer};
use super::lists::Lists;
use super::player::{Identity, Players, identify, sign_in};
use super::problem::OnlineProblem;
use super::reactions::Reactions;
use super::room::RoomShown;
use super::seat::{Resuming, Seat, Ticket, WhileAwayNews};
use super::waiting::{QuickWait, Waiting};
use super::watch::Watched;
use crate::online::ClientMsg;
use crate::online::matchmaking::Wanted;

/// Everything a request may touch.
#[derive(SystemParam)]
pub(super) struct Concerns<'w> {
    conn: Res<'w, Connection>,
    seat: ResMut<'w, Seat>,
    room: ResMut<'w, RoomShown>,
    news: ResMut<'w, WhileAwayNews>,
    resuming: ResMut<'w, Resuming>,
    players: Res<'w, Players>,
    identity: ResMut<'w, Identity>,
    wait: ResMut<'w, QuickWait>,
    watched: ResMut<'w, Watched>,
    lists: ResMut<'w, Lists>,
    reactions: ResMut<'w, Reactions>,
    problem: ResMut<'w, OnlineProblem>,
    to: MessageWriter<'w, ToServer>,
}

pub(super) fn answer(mut asks: MessageReader<Ask>, mut c: Concerns) {
    for ask in asks.read() {
        c.answer(ask.clone());
    }
}

impl Concerns<'_> {
    fn answer(&mut self, ask: Ask) {
        match ask {
            Ask::Create { name, setup } => self.sit_down(ClientMsg::Create { name, setup }),
            Ask::Join { code, name } => self.sit_down(ClientMsg::Join { code, name }),
            Ask::Resume(ticket) => self.resume(ticket),
            Ask::Start => self.with_token(|token| ClientMsg::Start { token }),
            Ask::Rematch => self.with_token(|token| ClientMsg::Rematch { token }),
            Ask::Remove(seat) => self.with_token(|token| ClientMsg::Remove { token, seat }),
            Ask::Act { seq, intent } => {
                self.with_token(|token| ClientMsg::Act { token, seq, intent })
            }
            Ask::React(reaction) => self.with_token(|token| ClientMsg::React { token, reaction }),
            Ask::Leave => self.leave(),
            Ask::StepAway => self.step_away(),
            Ask::LeaveTable if self.watched.0.is_some() => self.stop_watching(),
            Ask::LeaveTable if !self.seat.away => self.leave(),
            Ask::LeaveTable => {}
            Ask::SwitchServer(server) => self.switch_server(server),
            Ask::Quick {
                name,
                wanted,
                wait_secs,
            } => self.quick(&name, wanted, wait_secs),
            Ask::Unqueue => self.unqueue(),
            Ask::Recover(code) => {
                *self.identity = Identity::Recovering;
                self.request(ClientMsg::Recover { code });
            }
            Ask::Games => self.request(ClientMsg::Games),
            Ask::MyGames { name } => self.my_games(&name),
            Ask::Leaderboard { rules } => {
                self.signed_in_if_known();
                self.request(ClientMsg::Leaderboard { rules });
            }
            Ask::RecentGames { player } => {
                if player.is_some() || self.card_here() {
                    self.signed_in_if_known();
                    self.request(ClientMsg::RecentGames { player });
                }
            }
            Ask::Watch(code) => self.watch(code),
            Ask::StopWatching => self.stop_watching(),
        }
    }

    fn request(&mut self, msg: ClientMsg) {
        self.problem.0 = None;
        self.to.write(ToServer::Send(msg));
    }

    /// A request for the seat held, carrying its token.
    fn with_token(&mut self, msg: impl FnOnce(String) -> ClientMsg) {
        if let Some(t) = &self.seat.ticket {
            let msg = msg(t.token.clone());
            self.request(msg);
        }
    }

    fn card_here(&self) -> bool {
        self.players.on(self.conn.server()).is_some()
    }

    /// Creating or joining a room: what was held or watched is let go.
    fn sit_down(&mut self, msg: ClientMsg) {
        self.forget_seat();
        self.stop_watching();
        self.request(msg);
    }

    fn resume(&mut self, ticket: Ticket) {
        self.stop_watching();
        self.wait.0 = None;
        self.lists.my_games = None;
        let here = ticket.server == self.conn.server();
        if !here {
            self.close_quietly();
            self.to.write(ToServer::SwitchTo(ticket.server.clone()));
        }
        let resume = ticket.resume();
        self.seat.ticket = Some(ticket);
        self.seat.away = false;
        RoomShown::forget(&mut self.room);
        // An open connection (Your games was asked through it) takes the
        // seat now; a new one does as it opens.
        if here && self.conn.link() == Link::Open {
            self.resuming.0 = true;
            self.request(resume);
        } else {
            self.to.write(ToServer::Open);
        }
    }

    fn leave(&mut self) {
        if let (Some(t), Link::Open) = (&self.seat.ticket, self.conn.link()) {
            let token = t.token.clone();
            self.to.write(ToServer::Send(ClientMsg::Leave { token }));
        }
        self.forget_seat();
        self.watched.0 = None;
        self.close_quietly();
    }

    fn step_away(&mut self) {
        self.close_quietly();
        RoomShown::forget(&mut self.room);
        if self.seat.ticket.is_some() {
            self.seat.away = true;
        }
    }

    fn switch_server(&mut self, server: String) {
        // A seat held keeps its ticket: the ticket names its own server.
        if server != self.conn.server() {
            self.watched.0 = None;
            self.step_away();
            *self.lists = Lists::default();
            self.to.write(ToServer::SwitchTo(server));
        }
    }

    fn quick(&mut self, name: &str, wanted: Wanted, wait_secs: u32) {
        self.forget_seat();
        self.stop_watching();
        self.identify(name);
        self.wait.0 = Some(Waiting {
            wanted: wanted.clone(),
            waited: 0.0,
            fill_in: None,
        });
        self.request(ClientMsg::Quick {
            wanted,
            wait_secs: Some(wait_secs),
        });
    }

    fn unqueue(&mut self) {
        if self.wait.0.take().is_some() {
            self.request(ClientMsg::Unqueue);
        }
    }

    fn my_games(&mut self, name: &str) {
        if !self.card_here() {
            self.lists.my_games = Some(Vec::new());
            return;
        }
        self.identify(name);
        self.request(ClientMsg::MyGames);
    }

    fn identify(&mut self, name: &str) {
        let card = self.players.on(self.conn.server()).cloned();
        for msg in identify(card.as_ref(), &mut self.identity, self.conn.link(), name) {
            self.request(msg);
        }
    }

    /// Signs an open connection in when this device has a player here and
    /// nothing was asked yet (a connection being opened signs in as it
    /// opens).
    fn signed_in_if_known(&mut self) {
        if *self.identity != Identity::None || self.conn.link() != Link::Open {
            return;
        }
        if let Some(card) = self.players.on(self.conn.server()).cloned() {
            *self.identity = Identity::SigningIn;
            self.request(sign_in(&card));
        }
    }

    fn watch(&mut self, code: String) {
        self.forget_seat();
        self.unqueue();
        self.watched.0 = Some(code.clone());
        self.request(ClientMsg::Watch { code });
    }

    fn stop_watching(&mut self) {
        if self.watched.0.take().is_some() {
            RoomShown::forget(&mut self.room);
            self.close_quietly();
        }
    }

    /// Closes the connection (what it held on the server lapses).
    fn close_quietly(&mut self) {
        self.to.write(ToServer::HangUp);
        *self.identity = Identity::None;
        self.wait.0 = None;
    }

    fn forget_seat(&mut self) {
        if self.seat.ticket.is_some() || self.seat.away {
            self.seat.ticket = None;
            self.seat.away = false;
        }
        RoomShown::forget(&mut self.room);
        self.news.0 = None;
        self.resuming.0 = false;
        self.reactions.heard.clear();
        self.reactions.muted.clear();
    }
}
