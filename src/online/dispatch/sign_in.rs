//! A player's identity over the connection: registering (the secret and
//! recovery code are sent once), signing in, carrying it to another
//! device, a new display name.

use super::{ConnId, Dispatcher, err};
use crate::online::identity::{Identity, StoredIdentity, fresh_secret, recovery_hash, same};
use crate::online::limits::Limit;
use crate::online::names::{NameProblem, display_name};
use crate::online::player_store::StoredPlayer;
use crate::online::protocol::{ErrorCode, MAX_NAME_CHARS, ServerError, ServerMsg};

/// A display name, or the error that says why it may not be one.
pub(super) fn checked_name(name: &str) -> Result<String, ServerError> {
    display_name(name).map_err(|p| match p {
        NameProblem::Length => err(
            ErrorCode::BadName,
            format!("a name is 1 to {MAX_NAME_CHARS} printable characters"),
        ),
        NameProblem::Unseen => err(
            ErrorCode::BadName,
            "a name may not hold characters that cannot be seen",
        ),
        NameProblem::NoLetter => err(ErrorCode::BadName, "a name needs a letter or a digit"),
        NameProblem::LooksLikeAComputer => err(
            ErrorCode::BadName,
            "that name reads as a computer's seat; choose another",
        ),
    })
}

impl Dispatcher {
    pub(super) fn register(&mut self, id: ConnId, name: &str, now: u64) -> Result<(), ServerError> {
        let name = checked_name(name)?;
        let address = self.conns[&id].address.clone();
        if !self.take_limit(Limit::Register, &address, now) {
            return Err(err(
                ErrorCode::Throttled,
                "your address made too many players; try again in a minute",
            ));
        }
        let identity = Identity::new(self.random());
        let player = StoredPlayer {
            identity: identity.stored(),
            name: name.clone(),
            created: now,
        };
        self.store.add_player(&player)?;
        self.signed_in(id, &player.identity);
        self.send(
            id,
            &ServerMsg::Player {
                id: identity.id,
                name,
                secret: Some(identity.secret),
                recovery: Some(identity.recovery),
            },
        );
        Ok(())
    }

    /// Every wrong id or secret reads the same, and counts against the
    /// address as a wrong invite code does.
    pub(super) fn sign_in(
        &mut self,
        id: ConnId,
        player: &str,
        secret: &str,
        now: u64,
    ) -> Result<(), ServerError> {
        let found = self.guarded(id, now, |d| {
            let found = d.store.player(player)?;
            found
                .filter(|p| p.identity.secret_is(secret))
                .ok_or_else(|| err(ErrorCode::BadToken, "no player with that id and secret"))
        })?;
        self.signed_in(id, &found.identity);
        self.send_player(id, &found, None);
        Ok(())
    }

    /// The player of a recovery code, here: a new secret replaces the old.
    pub(super) fn recover(&mut self, id: ConnId, code: &str, now: u64) -> Result<(), ServerError> {
        let found = self.guarded(id, now, |d| {
            let hash = recovery_hash(code)
                .ok_or_else(|| err(ErrorCode::BadToken, "no player with that recovery code"))?;
            d.store
                .player_by_recovery(&hash)?
                .ok_or_else(|| err(ErrorCode::BadToken, "no player with that recovery code"))
        })?;
        let (secret, kept) = fresh_secret(self.random());
        self.store.set_secret(&found.identity.id, &kept)?;
        let identity = StoredIdentity {
            secret_hash: kept,
            ..found.identity.clone()
        };
        self.signed_in(id, &identity);
        self.sign_out_others(id, &identity.id);
        self.send_player(id, &found, Some(secret));
        Ok(())
    }

    /// Every other connection here signed in as `player` (with the secret
    /// a recovery just replaced) no longer speaks for them, and is told.
    /// Connections on other servers find out at their next request
    /// ([`Dispatcher::player_of`]).
    fn sign_out_others(&mut self, id: ConnId, player: &str) {
        let others: Vec<ConnId> = self
            .conns
            .iter()
            .filter(|(c, conn)| **c != id && conn.player.as_deref() == Some(player))
            .map(|(&c, _)| c)
            .collect();
        for other in others {
            self.sign_out(other);
            let why = "this player was carried to another device with its recovery code";
            self.send(other, &ServerMsg::Error(err(ErrorCode::SignedOut, why)));
        }
    }

    /// A connection's player is no longer theirs: their wait here ends.
    fn sign_out(&mut self, id: ConnId) {
        let Some(player) = self.conns.get_mut(&id).and_then(|c| c.player.take()) else {
            return;
        };
        self.let_wait_go(id, &player, true);
    }

    pub(super) fn rename(&mut self, id: ConnId, name: &str, now: u64) -> Result<(), ServerError> {
        let player = self.player_of(id)?;
        let name = checked_name(name)?;
        let address = self.conns[&id].address.clone();
        if !self.take_limit(Limit::Rename, &address, now) {
            return Err(err(
                ErrorCode::Throttled,
                "your address changed names too often; wait a minute",
            ));
        }
        self.store.rename(&player, &name)?;
        let found = self
            .store
            .player(&player)?
            .ok_or_else(|| err(ErrorCode::NoPlayer, "that player is gone"))?;
        self.send_player(id, &found, None);
        Ok(())
    }

    /// The player a connection signed in as, still with the secret it
    /// showed then (asked of the store: a recovery on another server
    /// replaces it, and then this connection is signed out).
    pub(super) fn player_of(&mut self, id: ConnId) -> Result<String, ServerError> {
        let (player, shown) = self
            .conns
            .get(&id)
            .and_then(|c| Some((c.player.clone()?, c.secret_hash.clone())))
            .ok_or_else(|| err(ErrorCode::NoPlayer, "register or sign in first"))?;
        let kept = self.store.player(&player)?;
        if kept.is_some_and(|p| same(&p.identity.secret_hash, &shown)) {
            return Ok(player);
        }
        self.sign_out(id);
        Err(err(
            ErrorCode::SignedOut,
            "this player's secret was replaced on another device; sign in there",
        ))
    }

    /// A connection now speaks for `identity`'s player. A wait it began
    /// for another player ends: nobody would be there for that table.
    fn signed_in(&mut self, id: ConnId, identity: &StoredIdentity) {
        let before = self.conns.get(&id).and_then(|c| c.player.clone());
        if let Some(before) = before.filter(|p| *p != identity.id) {
            self.let_wait_go(id, &before, false);
        }
        if let Some(c) = self.conns.get_mut(&id) {
            // Another player's events are not this one's.
            c.entered_event &= c.player.as_deref() == Some(identity.id.as_str());
            c.player = Some(identity.id.clone());
            c.secret_hash = identity.secret_hash.clone();
        }
    }

    fn send_player(&mut self, id: ConnId, p: &StoredPlayer, secret: Option<String>) {
        let msg = ServerMsg::Player {
            id: p.identity.id.clone(),
            name: p.name.clone(),
            secret,
            recovery: None,
        };
        self.send(id, &msg);
    }
}
