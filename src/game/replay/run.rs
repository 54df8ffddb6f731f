//! A recorded match as it stands on the table.

use crate::record::MatchRecord;

/// A recorded match on the table: how far it has been stepped, whether it
/// plays on by itself, and whose rack is shown.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplayRun {
    pub record: MatchRecord,
    /// Actions of the log applied so far.
    pub step: usize,
    pub auto: bool,
    pub seat: usize,
}
