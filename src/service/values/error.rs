//! Why a command did not go through: refused (the player's words say why), or the store failed.

use super::refusal::Refusal;
use super::schema::StoreError;

/// Why a command did not go through.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ServiceError {
    /// The player asked for something not allowed now; its words say why and what is.
    #[error("{0}")]
    Refused(Refusal),
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The change could not be written (a failed write, a full disk): nothing changed, and the
    /// store reopens by itself for the next command.
    #[error("could not save: nothing changed ({0})")]
    Unsaved(StoreError),
}

impl ServiceError {
    pub fn is_user_error(&self) -> bool {
        matches!(self, ServiceError::Refused(_))
    }

    /// What to tell the player when the command failed on the bot's side, in the language in
    /// force.
    pub fn apology(&self) -> String {
        match self {
            ServiceError::Unsaved(_) => crate::t!("ref-unsaved"),
            ServiceError::Refused(_) | ServiceError::Store(_) => crate::t!("ref-our-side"),
        }
    }
}

/// Refuses with words made where the refusal is decided.
pub(crate) fn user<T>(msg: impl Into<String>) -> Result<T, ServiceError> {
    refuse(Refusal::Other(msg.into()))
}

pub(crate) fn refuse<T>(r: Refusal) -> Result<T, ServiceError> {
    Err(ServiceError::Refused(r))
}
