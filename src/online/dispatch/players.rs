//! A player's identity over the connection: registering (the secret and
//! recovery code are sent once), signing in, carrying it to another
//! device, a new display name.

use super::{ConnId, Dispatcher, err};
use crate::online::identity::{Identity, NameProblem, display_name, fresh_secret, recovery_hash};
use crate::online::players::StoredPlayer;
use crate::online::protocol::{ErrorCode, MAX_NAME_CHARS, ServerError, ServerMsg};

/// A display name, or the error that says why it may not be one.
pub(super) fn checked_name(name: &str) -> Result<String, ServerError> {
    display_name(name).map_err(|p| match p {
        NameProblem::Length => err(
            ErrorCode::BadName,
            format!("a name is 1 to {MAX_NAME_CHARS} printable characters"),
        ),
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
        if !self.registrations.take(&address, now) {
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
        self.signed_in(id, &identity.id);
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
        self.signed_in(id, &found.identity.id);
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
        self.signed_in(id, &found.identity.id);
        self.send_player(id, &found, Some(secret));
        Ok(())
    }

    pub(super) fn rename(&mut self, id: ConnId, name: &str) -> Result<(), ServerError> {
        let player = self.player_of(id)?;
        let name = checked_name(name)?;
        self.store.rename(&player, &name)?;
        let found = self
            .store
            .player(&player)?
            .ok_or_else(|| err(ErrorCode::NoPlayer, "that player is gone"))?;
        self.send_player(id, &found, None);
        Ok(())
    }

    /// The player a connection signed in as.
    pub(super) fn player_of(&self, id: ConnId) -> Result<String, ServerError> {
        self.conns
            .get(&id)
            .and_then(|c| c.player.clone())
            .ok_or_else(|| err(ErrorCode::NoPlayer, "register or sign in first"))
    }

    fn signed_in(&mut self, id: ConnId, player: &str) {
        if let Some(c) = self.conns.get_mut(&id) {
            c.player = Some(player.to_string());
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
