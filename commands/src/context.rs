//! What every Discord handler shares: the framework's data, error and context types (below
//! the commands, the delivery and the autocomplete, which all use them).

use std::sync::Arc;

use risk::service::GameService;

pub struct Data {
    pub svc: Arc<GameService>,
    /// Wakes the deadline scheduler after a command may have moved a deadline.
    pub wake: Arc<tokio::sync::Notify>,
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Ctx<'a> = poise::Context<'a, Data, Error>;
