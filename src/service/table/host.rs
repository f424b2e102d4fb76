//! Who may run a table: its host.

use super::session::Session;
use crate::service::values::error::{refuse, ServiceError};
use crate::service::values::keys::Actor;
use crate::service::values::refusal::Refusal;

/// Whether `actor` hosts the table (or is a server admin).
pub(crate) fn is_host(s: &Session, actor: &Actor) -> bool {
    s.host == actor.user || actor.admin
}

/// Refuses `what` to anyone but the host, naming the host.
pub(crate) fn need_host(s: &Session, actor: &Actor, what: &str) -> Result<(), ServiceError> {
    if is_host(s, actor) {
        Ok(())
    } else {
        let host = s
            .seat_of(s.host)
            .map(|p| s.name(p))
            .unwrap_or_else(|| crate::t!("ref-the-host"));
        refuse(Refusal::HostOnly {
            host,
            what: what.to_string(),
        })
    }
}
