//! Where settings and the game in progress are kept: files in the
//! platform's config and data folders on the desktop, localStorage in a
//! browser. Every document carries a format version; writes are atomic
//! (write, then rename); a document that cannot be read is kept aside and
//! reported, never lost and never fatal.

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::i18n::Phrase;

/// The format version written into every document.
pub const FORMAT_VERSION: u32 = 1;

/// The documents the game keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Doc {
    Settings,
    SavedGame,
    /// The last finished matches, to watch again.
    Replays,
    /// The seat held in an online room, to come back to it.
    OnlineSeat,
    /// Who this device plays as online: its player id and secret.
    OnlinePlayer,
}

impl Doc {
    /// Its file's name, and the value the notices select on to name it.
    fn name(self) -> &'static str {
        match self {
            Doc::Settings => "settings",
            Doc::SavedGame => "saved-game",
            Doc::Replays => "replays",
            Doc::OnlineSeat => "online-seat",
            Doc::OnlinePlayer => "online-player",
        }
    }
}

/// What reading a document gave.
#[derive(Debug, PartialEq)]
pub enum Loaded<T> {
    Missing,
    Ok(T),
    /// Unreadable: the notice says why, and where the bad copy was kept.
    /// `kept_aside` is false when the document is still in its place (it
    /// could not be read, or could not be moved): it must not be written over.
    Bad {
        why: Phrase,
        kept_aside: bool,
    },
}

/// What became of a document that does not hold: the notices' selector
/// `kept` (`moved`, `local-storage`, `storage-full`, `not-moved`, or `none`
/// when there was nothing to move), where it was kept and why it could
/// not be moved.
#[derive(Debug, Clone, PartialEq)]
pub struct Aside {
    kept: &'static str,
    place: String,
    error: String,
}

impl Aside {
    fn new(kept: &'static str) -> Aside {
        Aside {
            kept,
            place: String::new(),
            error: String::new(),
        }
    }

    fn at(kept: &'static str, place: String) -> Aside {
        Aside {
            place,
            ..Aside::new(kept)
        }
    }

    /// Whether the bad copy is out of the document's place.
    pub fn held(&self) -> bool {
        matches!(self.kept, "moved" | "local-storage")
    }

    /// The notice with the sentence on the bad copy's fate.
    pub fn told(self, notice: Phrase) -> Phrase {
        notice
            .with("kept", self.kept)
            .with("place", self.place)
            .with("error", self.error)
    }
}

/// The settings' own notice for a [`Loaded::Bad`] reason: the same words,
/// and which settings are used now.
pub fn settings_notice(why: Phrase) -> Phrase {
    let key = if why.key == "storage-unreadable" {
        "storage-settings-unreadable"
    } else {
        "storage-settings-set-aside"
    };
    Phrase {
        key,
        args: why.args,
    }
}

#[derive(Serialize, serde::Deserialize)]
struct Envelope<T> {
    version: u32,
    data: T,
}

#[derive(serde::Deserialize)]
struct VersionOnly {
    version: u32,
}

/// Decodes a stored document, checking its version. The error is the
/// notice of a document set aside (`storage-set-aside`), with why it does
/// not read; the document's name and the bad copy's fate are added to it.
pub fn decode<T: DeserializeOwned>(text: &str) -> Result<T, Phrase> {
    let problem = |kind: &'static str| Phrase::new("storage-set-aside").with("problem", kind);
    let head: VersionOnly = serde_json::from_str(text)
        .map_err(|e| problem("not-tilemeld").with("detail", e.to_string()))?;
    if head.version != FORMAT_VERSION {
        return Err(problem("other-version")
            .with("found", head.version)
            .with("reads", FORMAT_VERSION));
    }
    let env: Envelope<T> =
        serde_json::from_str(text).map_err(|e| problem("damaged").with("detail", e.to_string()))?;
    Ok(env.data)
}

pub fn encode<T: Serialize>(data: &T) -> String {
    serde_json::to_string(&Envelope {
        version: FORMAT_VERSION,
        data,
    })
    .expect("game data always serialises")
}

/// The storage backend: a folder of files, or the browser's localStorage.
#[derive(Debug, Clone)]
pub struct Store {
    #[cfg(not(target_arch = "wasm32"))]
    dir: Option<std::path::PathBuf>,
}

impl Store {
    /// The platform's place for Tilemeld's files (`TILEMELD_HOME` overrides).
    pub fn default_location() -> Store {
        #[cfg(not(target_arch = "wasm32"))]
        {
            Store {
                dir: native::folder(),
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            Store {}
        }
    }

    /// A store in a given folder (tests).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn in_folder(dir: std::path::PathBuf) -> Store {
        Store { dir: Some(dir) }
    }

    /// The folder the files are in (native builds; none in a browser).
    pub fn folder(&self) -> Option<std::path::PathBuf> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.dir.clone()
        }
        #[cfg(target_arch = "wasm32")]
        {
            None
        }
    }

    pub fn load<T: DeserializeOwned>(&self, doc: Doc) -> Loaded<T> {
        let text = match self.read(doc) {
            Ok(Some(text)) => text,
            Ok(None) => return Loaded::Missing,
            Err(why) => {
                return Loaded::Bad {
                    why: why.with("doc", doc.name()),
                    kept_aside: false,
                };
            }
        };
        match decode(&text) {
            Ok(v) => Loaded::Ok(v),
            Err(why) => {
                let aside = self.keep_aside(doc, &text);
                let kept_aside = aside.held();
                Loaded::Bad {
                    why: aside.told(why.with("doc", doc.name())),
                    kept_aside,
                }
            }
        }
    }

    /// Moves a document that does not hold out of the way (it is kept under
    /// another name); says where.
    pub fn set_aside(&self, doc: Doc) -> Aside {
        match self.read(doc) {
            Ok(Some(text)) => self.keep_aside(doc, &text),
            _ => Aside::new("none"),
        }
    }

    pub fn save<T: Serialize>(&self, doc: Doc, data: &T) -> Result<(), String> {
        self.write(doc, &encode(data))
    }

    pub fn remove(&self, doc: Doc) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(p) = self.path(doc) {
            let _ = std::fs::remove_file(p);
        }
        #[cfg(target_arch = "wasm32")]
        if let Some(s) = web::storage() {
            let _ = s.remove_item(&web::key(doc));
        }
    }

    pub fn exists(&self, doc: Doc) -> bool {
        !matches!(self.read(doc), Ok(None))
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn path(&self, doc: Doc) -> Option<std::path::PathBuf> {
        self.dir
            .as_ref()
            .map(|d| d.join(format!("{}.json", doc.name())))
    }

    /// The document's text; `Ok(None)` when there is none. Any other
    /// failure is an error, never "no file" (that would let a save replace
    /// it): the notice `storage-unreadable` without the document's name.
    fn read(&self, doc: Doc) -> Result<Option<String>, Phrase> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let Some(path) = self.path(doc) else {
                return Ok(None);
            };
            match std::fs::read(&path) {
                Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(Phrase::new("storage-unreadable")
                    .with("problem", "system")
                    .with("detail", format!("{}: {e}", path.display()))),
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            let Some(storage) = web::storage() else {
                return Ok(None);
            };
            storage
                .get_item(&web::key(doc))
                .map_err(|_| Phrase::new("storage-unreadable").with("problem", "browser"))
        }
    }

    fn write(&self, doc: Doc, text: &str) -> Result<(), String> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let path = self.path(doc).ok_or("no folder to save in")?;
            native::write_atomically(&path, text)
        }
        #[cfg(target_arch = "wasm32")]
        {
            web::storage()
                .ok_or("the browser gives no storage")?
                .set_item(&web::key(doc), text)
                .map_err(|_| "the browser refused to store it (storage full?)".to_string())
        }
    }

    /// Keeps an unreadable document under another name, never over an
    /// earlier bad copy; says where, and whether it worked.
    fn keep_aside(&self, doc: Doc, text: &str) -> Aside {
        let stamp = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        #[cfg(not(target_arch = "wasm32"))]
        {
            // The file itself is moved; its text is not needed here.
            let _ = text;
            let Some(path) = self.path(doc) else {
                return Aside::new("none");
            };
            let aside = (0..)
                .map(|n| {
                    let extra = if n == 0 {
                        String::new()
                    } else {
                        format!("-{n}")
                    };
                    path.with_file_name(format!("{}.bad-{stamp}{extra}.json", doc.name()))
                })
                .find(|p| !p.exists())
                .expect("some name is free");
            match std::fs::rename(&path, &aside) {
                Ok(()) => Aside::at("moved", aside.display().to_string()),
                Err(e) => Aside {
                    error: e.to_string(),
                    ..Aside::new("not-moved")
                },
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            let Some(s) = web::storage() else {
                return Aside::new("none");
            };
            let base = format!("{}.bad-{stamp}", web::key(doc));
            let aside = (0..)
                .map(|n| {
                    if n == 0 {
                        base.clone()
                    } else {
                        format!("{base}-{n}")
                    }
                })
                .find(|k| !matches!(s.get_item(k), Ok(Some(_))))
                .expect("some name is free");
            if s.set_item(&aside, text).is_err() {
                // Storage full: the original stays, so nothing is lost.
                return Aside::new("storage-full");
            }
            let _ = s.remove_item(&web::key(doc));
            Aside::at("local-storage", aside)
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::io::Write;
    use std::path::{Path, PathBuf};

    /// `TILEMELD_HOME`, else the platform's per-user data folder.
    pub fn folder() -> Option<PathBuf> {
        if let Some(home) = std::env::var_os("TILEMELD_HOME") {
            return Some(PathBuf::from(home));
        }
        let env = |k: &str| {
            std::env::var_os(k)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        let base = if cfg!(target_os = "windows") {
            env("APPDATA")
        } else if cfg!(target_os = "macos") {
            env("HOME").map(|h| h.join("Library/Application Support"))
        } else {
            env("XDG_DATA_HOME").or_else(|| env("HOME").map(|h| h.join(".local/share")))
        };
        base.map(|b| b.join("tilemeld"))
    }

    /// Writes a file so that a crash leaves either the old or the new
    /// contents, never half of them: a temporary file, flushed, then renamed.
    pub fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
        let dir = path.parent().ok_or("no folder")?;
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        let tmp = path.with_extension("json.tmp");
        let written = std::fs::File::create(&tmp)
            .and_then(|mut f| f.write_all(text.as_bytes()).and_then(|_| f.sync_all()))
            .map_err(|e| format!("cannot write {}: {e}", tmp.display()))
            .and_then(|()| {
                std::fs::rename(&tmp, path)
                    .map_err(|e| format!("cannot replace {}: {e}", path.display()))
            });
        if written.is_err() {
            // A failed write leaves nothing behind: the old file stays as it was.
            let _ = std::fs::remove_file(&tmp);
        }
        written
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    pub fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    pub fn key(doc: super::Doc) -> String {
        format!("tilemeld.{}", doc.name())
    }
}
