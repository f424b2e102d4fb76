//! A server's boards: `/risk maps` lists what a lobby may choose, `/risk-admin map add` makes a
//! map file one of the server's boards (checked with `maps::admit`, stored by its content's
//! hash), `/risk-admin map remove` takes the server's name for one away (its record stays:
//! games on it keep it).

use crate::i18n::markup::name as typed;
use crate::i18n::names::board;
use crate::maps::shipped;
use crate::maps::stored::{self, MAX_FILE_BYTES};
use crate::service::storage::store::Store;
use crate::service::values::error::{user, ServiceError};
use crate::service::values::keys::{GuildKey, Membership};
use crate::service::values::outcome::Outcome;
use crate::service::values::server::{server_map, sized};
use crate::t;

/// Discord's limit on a message's length: refusals listing problems stay under it.
const MESSAGE_CHARS: usize = 2000;

/// `/risk maps`: this server's boards, then the shipped ones.
pub(crate) fn list(
    store: &dyn Store,
    member: Option<&Membership>,
) -> Result<Outcome, ServiceError> {
    let mut own = Vec::new();
    if let Some(m) = member {
        for (name, id) in store.settings(m.guild)?.maps {
            match stored::resolve(&id) {
                Some(map) => own.push(sized(&name, &map)),
                None => own.push(t!("svc-board-unreadable", name = board(&name))),
            }
        }
    }
    let shipped: Vec<String> = shipped().iter().map(|m| sized(&m.name, m)).collect();
    let mut text = t!("svc-boards-title");
    text.push('\n');
    if member.is_some() {
        text.push_str(&if own.is_empty() {
            t!("svc-boards-own-none")
        } else {
            t!("svc-boards-own", boards = own.join(", "))
        });
        text.push('\n');
    }
    text.push_str(&t!("svc-boards-shipped", boards = shipped.join(", ")));
    Ok(Outcome::reply(fit(text)))
}

/// The text cut to one message, saying that it was.
fn fit(text: String) -> String {
    if text.chars().count() <= MESSAGE_CHARS {
        return text;
    }
    let cut: String = text.chars().take(MESSAGE_CHARS - 40).collect();
    format!("{cut} {}", t!("svc-rest-does-not-fit"))
}

/// `/risk-admin map add`: the file becomes one of the server's boards under its own name.
pub(crate) fn add(
    store: &dyn Store,
    member: Option<&Membership>,
    file_name: &str,
    bytes: &[u8],
) -> Result<Outcome, ServiceError> {
    let Some(m) = member else {
        return user(t!("ref-map-add-outside-server"));
    };
    let (file, id, map, notes) = match stored::import(file_name, bytes) {
        Ok(x) => x,
        Err(problems) => {
            let mut text = t!(
                "ref-map-not-added",
                file = typed(file_name),
                count = problems.0.len(),
                kb = MAX_FILE_BYTES / 1024
            );
            let lines: Vec<String> = problems.0.iter().map(ToString::to_string).collect();
            push_lines(&mut text, &lines);
            return user(text);
        }
    };
    let name = map.name.clone();
    let mut settings = store.settings(m.guild)?;
    if let Some(old) = server_map(&settings, &name) {
        let same = old == id;
        return user(if same {
            t!("ref-map-already-had", name = board(&name))
        } else {
            t!("ref-map-name-taken", name = board(&name))
        });
    }
    store.save_board(&file)?;
    settings.maps.insert(name.clone(), id);
    store.save_settings(m.guild, &settings)?;
    tracing::info!(guild = m.guild.0, board = ?name, "server board added");
    let mut text = t!(
        "svc-board-added",
        board = sized(&name, &map),
        name = board(&name)
    );
    if !notes.is_empty() {
        text.push('\n');
        text.push_str(&t!("maps-board-notes", count = notes.len()));
        push_lines(&mut text, &notes);
    }
    Ok(Outcome::reply(text))
}

/// `lines` added to `text` as a list, as many as fit in one message, then how many did not.
fn push_lines(text: &mut String, lines: &[String]) {
    let mut shown = 0;
    for l in lines {
        // A line quotes the file: shown as it is written.
        let line = format!("\n• {}", typed(l));
        if text.chars().count() + line.chars().count() > MESSAGE_CHARS - 40 {
            break;
        }
        text.push_str(&line);
        shown += 1;
    }
    if shown < lines.len() {
        text.push('\n');
        text.push_str(&t!("ref-map-more-problems", count = lines.len() - shown));
    }
}

/// `/risk-admin map remove`: the server's name for the board goes; its record stays.
pub(crate) fn remove(
    store: &dyn Store,
    member: Option<&Membership>,
    name: &str,
) -> Result<Outcome, ServiceError> {
    let Some(m) = member else {
        return user(t!("ref-map-remove-outside-server"));
    };
    let mut settings = store.settings(m.guild)?;
    let Some(key) = settings
        .maps
        .keys()
        .find(|n| n.eq_ignore_ascii_case(name.trim()))
        .cloned()
    else {
        let have: Vec<String> = settings.maps.keys().map(|k| board(k)).collect();
        return user(if have.is_empty() {
            t!("ref-map-none-own", name = typed(name))
        } else {
            t!(
                "ref-map-no-such",
                name = typed(name),
                boards = have.join(", ")
            )
        });
    };
    settings.maps.remove(&key);
    store.save_settings(m.guild, &settings)?;
    tracing::info!(guild = m.guild.0, board = ?key, "server board removed");
    Ok(Outcome::reply(t!("svc-board-removed", name = board(&key))))
}

/// The boards a lobby may choose (`/risk new map:`): the server's own names, then the shipped
/// boards' (for autocomplete).
pub fn board_names(store: &dyn Store, guild: Option<GuildKey>) -> Vec<String> {
    let mut names: Vec<String> = guild
        .and_then(|g| store.settings(g).ok())
        .map(|s| s.maps.into_keys().collect())
        .unwrap_or_default();
    names.extend(shipped().iter().map(|m| m.name.clone()));
    names
}
