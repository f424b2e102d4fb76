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

    /// What to tell the player when the command failed on the bot's side.
    pub fn apology(&self) -> &'static str {
        match self {
            ServiceError::Unsaved(_) => {
                "Could not save: nothing changed. The bot could not write its database (a full \
                 disk?); try again in a while."
            }
            _ => "Sorry, something went wrong on our side. Nothing was changed; please try again.",
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
