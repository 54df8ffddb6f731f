//! A player online without an e-mail address: the server gives a new
//! player an id and a secret (the client keeps them as it keeps a seat's
//! token) and a recovery code to carry them to another device. The server
//! keeps only hashes of the secret and the code. (A display name is checked
//! in `names`.)

use sha2::{Digest, Sha256};

/// The recovery code's letters: no 0/O, 1/I/L, so it can be read aloud
/// and typed from paper.
const RECOVERY_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// Four groups of four: 31^16, about 79 bits.
const RECOVERY_GROUPS: usize = 4;
const GROUP_LEN: usize = 4;

/// What the server gives a new player: the id others may see, the secret
/// only the player's device holds, and the recovery code for another
/// device. Only [`Identity::stored`]'s hashes are written down.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub id: String,
    pub secret: String,
    pub recovery: String,
}

/// What the store keeps of an identity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredIdentity {
    pub id: String,
    pub secret_hash: String,
    pub recovery_hash: String,
}

impl Identity {
    /// An identity from 58 random bytes (the server's entropy): 10 for
    /// the id, 32 for the secret, 16 for the recovery code.
    pub fn new(random: [u8; 58]) -> Identity {
        let id = format!("p{}", hex(&random[..10]));
        let secret = hex(&random[10..42]);
        let mut code = [0u8; 16];
        code.copy_from_slice(&random[42..58]);
        let recovery = recovery_code(code);
        Identity {
            id,
            secret,
            recovery,
        }
    }

    pub fn stored(&self) -> StoredIdentity {
        StoredIdentity {
            id: self.id.clone(),
            secret_hash: hash(&self.secret),
            recovery_hash: hash(&normalise_recovery(&self.recovery).unwrap_or_default()),
        }
    }
}

impl StoredIdentity {
    /// Whether `secret` is this player's, compared in constant time.
    pub fn secret_is(&self, secret: &str) -> bool {
        same(&hash(secret), &self.secret_hash)
    }

    /// Whether `code` (as typed: any case, spaces or dashes) is this
    /// player's recovery code.
    pub fn recovery_is(&self, code: &str) -> bool {
        recovery_hash(code).is_some_and(|h| same(&h, &self.recovery_hash))
    }
}

/// The hash a recovery code (as typed) is kept and looked up by; `None`
/// when the text is not a recovery code.
pub fn recovery_hash(code: &str) -> Option<String> {
    normalise_recovery(code).map(|c| hash(&c))
}

/// A new secret from 32 random bytes, and the hash kept of it.
pub fn fresh_secret(random: [u8; 32]) -> (String, String) {
    let secret = hex(&random);
    let kept = hash(&secret);
    (secret, kept)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn hash(text: &str) -> String {
    hex(&Sha256::digest(text.as_bytes()))
}

/// Equal texts, looking at every byte whatever differs first (for
/// secrets: the time taken tells nothing of where they differ).
pub fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0, |d, (x, y)| d | (x ^ y)) == 0
}

/// Sixteen letters of the recovery alphabet, in groups: "ABCD-EFGH-…".
fn recovery_code(random: [u8; 16]) -> String {
    // 79 of the 128 bits, by repeated division, so each letter is (nearly)
    // uniform.
    let mut n = u128::from_le_bytes(random);
    let base = RECOVERY_ALPHABET.len() as u128;
    let letters: Vec<char> = (0..RECOVERY_GROUPS * GROUP_LEN)
        .map(|_| {
            let c = RECOVERY_ALPHABET[(n % base) as usize] as char;
            n /= base;
            c
        })
        .collect();
    letters
        .chunks(GROUP_LEN)
        .map(|g| g.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

/// A recovery code as typed, in its one spelling: upper case, no spaces
/// or dashes; `None` when it is not one.
pub fn normalise_recovery(code: &str) -> Option<String> {
    let letters: String = code
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (letters.len() == RECOVERY_GROUPS * GROUP_LEN
        && letters.bytes().all(|b| RECOVERY_ALPHABET.contains(&b)))
    .then_some(letters)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn identity(seed: u8) -> Identity {
        let mut random = [0u8; 58];
        for (i, b) in random.iter_mut().enumerate() {
            *b = seed
                .wrapping_mul(31)
                .wrapping_add((i as u8).wrapping_mul(7));
        }
        Identity::new(random)
    }

    #[test]
    fn only_hashes_are_kept_and_they_check_the_secret_and_the_code() {
        let me = identity(1);
        let kept = me.stored();
        assert_eq!(kept.id, me.id);
        assert!(!kept.secret_hash.contains(&me.secret));
        assert!(kept.secret_is(&me.secret));
        assert!(!kept.secret_is(&identity(2).secret));
        assert!(!kept.secret_is(""));
        // The code as a person types it back.
        let typed = me.recovery.to_lowercase().replace('-', " ");
        assert!(kept.recovery_is(&typed), "{typed}");
        assert!(!kept.recovery_is(&identity(2).recovery));
        assert!(!kept.recovery_is("not a code"));
    }

    #[test]
    fn identities_differ_and_codes_are_readable() {
        let (a, b) = (identity(1), identity(2));
        assert_ne!(a.id, b.id);
        assert_ne!(a.secret, b.secret);
        assert_ne!(a.recovery, b.recovery);
        assert_eq!(a.secret.len(), 64);
        assert_eq!(a.recovery.len(), 19);
        assert!(
            a.recovery
                .chars()
                .all(|c| c == '-' || RECOVERY_ALPHABET.contains(&(c as u8)))
        );
        assert_eq!(
            normalise_recovery("abcd efgh-jkmn 2345").as_deref(),
            Some("ABCDEFGHJKMN2345")
        );
        assert_eq!(
            normalise_recovery("ABCD-EFGH-JKMN-234O"),
            None,
            "O is not a letter of it"
        );
    }
}
