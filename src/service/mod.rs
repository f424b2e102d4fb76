//! The game service: one session per channel, loaded lazily from the store, commands serialized
//! per channel (never across channels), every change written durably before it is acknowledged.
//!
//! # Layout
//!
//! Its folders are layers, each using only the ones above it in this list (`tests/imports.rs`
//! checks it); each folder's `mod.rs` says what lives there:
//! - `values`: what every layer uses — keys, commands and their catalog, refusals, errors,
//!   outcomes, a server's settings, the record format, offers;
//! - `table`: one channel's table (`session`) and its timing options (`clock`);
//! - `words`: every player-facing text — events, boards, prompts, rules, buttons and menus;
//! - `results`: what a table leaves — archives, standings, the operator's log lines;
//! - `storage`: the `Store` trait, the sled database, export and import;
//! - `history`: a game's seal, replay and verification, its recap, records kept after a change;
//! - `turns`: actions applied, AI rounds and held attacks: how every handler moves the game;
//! - `handlers`: one per part of the commands (lobby, play, admin, deadline, info), each
//!   matching its own sub-enum of `Command`; no handler uses another;
//! - this file: `GameService`, which routes each command to its handler and commits the
//!   change; `slots.rs` beside it, its channels' slots in memory and the languages a command
//!   is answered in. Nothing uses these two files.

mod handlers;
mod history;
mod results;
mod slots;
mod storage;
mod table;
mod turns;
mod values;
mod words;

use std::sync::{Arc, Mutex};

use handlers::{admin, info, lobby, play};
use history::{ending, records};
pub use history::{fair, page, recap};
pub use results::stats;
use results::{archive, events};
use slots::{Slot, Slots};
pub use storage::dump;
use storage::{sled_store, store};
pub use table::clock;
pub use table::options::{declared_words, option_word, OptionWord};
use table::session;
use turns::defend;
pub use values::{catalog, offers};
use values::{command, error, keys, outcome, parcel, refusal, route, server};
use words::picture::{announce_deadline, board_view, last_battle};
pub use words::{components, rules_text, text};

pub use archive::{Archive, ArchivedSeat, DEFAULT_RETENTION};
pub use catalog::COMMANDS;
pub use clock::DefenderDice;
pub use command::{Command, NewGame, SettingsChange, Troops};
pub use error::ServiceError;
use error::{refuse, user};
pub use handlers::maps::board_names;
pub use keys::{Actor, ChannelKey, GuildKey, Membership, UserKey};
pub use outcome::{
    check_rows, mention_text, show_moments, split_message, Board, BoardArea, Button, Choice, Menu,
    Moment, Outcome, Post, Private, Row, Summary, EMBED_LIMIT, MAX_MESSAGES, MESSAGE_LIMIT,
};
pub use parcel::{again_mark, late_mark, Parcel, Progress, OUTBOX_GRACE};
pub use records::Compacted;
pub use refusal::Refusal;
pub use route::{
    AdminCommand, LobbyCommand, PlayCommand, ReadCommand, Route, ServerCommand, TableCommand,
};
pub use server::ServerSettings;
use session::{Change, LogEntry0};
pub use session::{PendingAttack, Seat, Session, Undo, COLORS};
pub use sled_store::{Compaction, SledStore, COMPACTION_FLOOR};
pub use store::{Census, Key, LogEntry, MemoryStore, Store, StoreError, SCHEMA_VERSION};
pub use words::help::help_entry;

pub type Clock = Arc<dyn Fn() -> u64 + Send + Sync>;
pub type Seeds = Arc<dyn Fn() -> u64 + Send + Sync>;

/// Sessions held in memory by default: about 8 KB each, so some 32 MB; the rest stay in the
/// store and load on their next command.
pub const DEFAULT_LOADED: usize = 4096;

pub struct GameService {
    store: Arc<dyn Store>,
    clock: Clock,
    seeds: Seeds,
    slots: Mutex<Slots>,
    capacity: usize,
    log_keep: u64,
    outbox: bool,
}

/// The most undelivered parcels a table keeps (older ones are dropped: a channel Discord keeps
/// refusing must not grow its record for ever).
const OUTBOX_LIMIT: usize = 8;

impl GameService {
    /// `clock` gives seconds since the Unix epoch; `seeds` a fresh seed for each new game.
    pub fn new(store: Arc<dyn Store>, clock: Clock, seeds: Seeds) -> GameService {
        GameService {
            store,
            clock,
            seeds,
            slots: Mutex::default(),
            capacity: DEFAULT_LOADED,
            log_keep: archive::LIVE_LOG_KEEP,
            outbox: false,
        }
    }

    /// Stores the messages of every acknowledged change with the change itself (an outbox):
    /// the adapter marks them `delivered` once Discord has taken them; a bot that died before
    /// that sends them again on the scheduler's next wake-up, marked as sent again.
    pub fn with_outbox(mut self) -> GameService {
        self.outbox = true;
        self
    }

    /// Marks the messages behind `receipt` (an `Outcome`'s) as delivered.
    pub fn delivered(&self, ch: ChannelKey, receipt: u64) -> Result<(), ServiceError> {
        self.with_slot(ch, |slot| {
            let Some(s) = slot.session.as_mut() else {
                return Ok(());
            };
            let before = s.outbox.len();
            s.outbox.retain(|p| p.receipt != receipt);
            if s.outbox.len() != before {
                self.store.delivered(ch, receipt)?;
            }
            Ok(())
        })
    }

    /// Records how far the delivery of `receipt`'s messages went when the adapter gave up for
    /// a while (Discord kept failing): the scheduler sends the rest `OUTBOX_GRACE` after the
    /// parcel was stored, and nothing Discord took comes twice.
    pub fn delivered_in_part(
        &self,
        ch: ChannelKey,
        receipt: u64,
        progress: Progress,
    ) -> Result<(), ServiceError> {
        self.with_slot(ch, |slot| {
            let Some(s) = slot.session.as_mut() else {
                return Ok(());
            };
            let Some(p) = s.outbox.iter_mut().find(|p| p.receipt == receipt) else {
                return Ok(());
            };
            p.progress = Some(progress);
            self.store.note(ch, s)?;
            Ok(())
        })
    }

    /// Keeps the last `entries` log entries of a game being played (at least 50, what
    /// `/history` can show); older ones are pruned as it goes.
    pub fn with_live_log(mut self, entries: u64) -> GameService {
        self.log_keep = entries.max(50);
        self
    }

    /// Holds at most `sessions` sessions in memory (at least 1): the least recently used are
    /// dropped, and load again from the store on their next command.
    pub fn with_capacity(mut self, sessions: usize) -> GameService {
        self.capacity = sessions.max(1);
        self
    }

    /// Runs one command for `actor` in channel `ch`, outside any server (no server settings).
    pub fn handle(
        &self,
        ch: ChannelKey,
        actor: &Actor,
        cmd: Command,
    ) -> Result<Outcome, ServiceError> {
        self.handle_in_server(ch, actor, None, cmd)
    }

    /// Runs one command for `actor` in channel `ch` of a server (`member`): admin commands need
    /// `actor.admin`, and the server's settings apply to `/risk new`.
    pub fn handle_in_server(
        &self,
        ch: ChannelKey,
        actor: &Actor,
        member: Option<&Membership>,
        cmd: Command,
    ) -> Result<Outcome, ServiceError> {
        let (reader, channel) = self.languages(actor, member);
        crate::i18n::with(reader, channel, || {
            self.handle_routed(ch, actor, member, cmd)
        })
        .map(|o| Outcome {
            langs: (reader, channel),
            ..o
        })
    }

    fn handle_routed(
        &self,
        ch: ChannelKey,
        actor: &Actor,
        member: Option<&Membership>,
        cmd: Command,
    ) -> Result<Outcome, ServiceError> {
        let name = cmd.name();
        let route = match cmd.route() {
            Route::Admin(_)
            | Route::Server(
                ServerCommand::Settings(_)
                | ServerCommand::MapAdd { .. }
                | ServerCommand::MapRemove { .. },
            ) if !actor.admin => {
                return refuse(Refusal::NeedsAdmin);
            }
            Route::Admin(None) => return user(crate::t!("ref-not-an-admin-command")),
            Route::Admin(Some(AdminCommand::Settings(change)))
            | Route::Server(ServerCommand::Settings(change)) => {
                return admin::settings(&*self.store, member, &change)
            }
            Route::Server(ServerCommand::Maps) => {
                return handlers::maps::list(&*self.store, member)
            }
            Route::Server(ServerCommand::MapAdd { file_name, bytes })
            | Route::Admin(Some(AdminCommand::MapAdd { file_name, bytes })) => {
                return handlers::maps::add(&*self.store, member, &file_name, &bytes)
            }
            Route::Server(ServerCommand::MapRemove { name })
            | Route::Admin(Some(AdminCommand::MapRemove { name })) => {
                return handlers::maps::remove(&*self.store, member, &name)
            }
            Route::Server(ServerCommand::Stats { player }) => {
                let guild = member.map(|m| m.guild);
                return info::stats(&*self.store, guild, actor, player.as_deref());
            }
            Route::Admin(Some(AdminCommand::Lobby(c))) => Route::Lobby(c),
            Route::Admin(Some(AdminCommand::Table(c))) => Route::Table(c),
            Route::Lobby(LobbyCommand::New(opts)) => match member {
                Some(m) => {
                    let settings = self.store.settings(m.guild)?;
                    let opts = server::apply_to_new(&settings, ch, actor, m, &opts)?;
                    Route::Lobby(LobbyCommand::New(Box::new(opts)))
                }
                None => Route::Lobby(LobbyCommand::New(opts)),
            },
            other @ (Route::Read(_)
            | Route::Lobby(_)
            | Route::Play(_)
            | Route::Defend { .. }
            | Route::Table(_)) => other,
        };
        let guild = member.map(|m| m.guild.0);
        self.with_slot(ch, |slot| {
            self.handle_in(ch, slot, actor, route, name, guild)
        })
    }

    /// A click on a component (a button, or a menu's pick in `values`) by `actor` in channel
    /// `ch` (of the server `member` says): the same command as the slash command it stands for,
    /// refused (nothing changes) when it is for another seat or from an older state of the game.
    pub fn handle_component(
        &self,
        ch: ChannelKey,
        actor: &Actor,
        member: Option<&Membership>,
        id: &str,
        values: &[String],
    ) -> Result<Outcome, ServiceError> {
        if let Some(cmd) = Button::command(id) {
            return self.handle_in_server(ch, actor, member, cmd);
        }
        let guild = member.map(|m| m.guild.0);
        let (reader, channel) = self.languages(actor, member);
        crate::i18n::with(reader, channel, || {
            self.with_slot(ch, |slot| {
                match components::read(slot.session.as_ref(), actor, id, values)? {
                    components::Click::Answer(mut o) => {
                        // A private panel with a picture (the mover's fronts): their own view.
                        if let Some(s) = slot.session.as_ref().filter(|_| o.reply_board) {
                            let none = std::iter::empty();
                            o.view = board_view(s, Some(actor.user), none, &[], &o.area);
                        }
                        Ok(o)
                    }
                    components::Click::Command(cmd) => {
                        let name = cmd.name();
                        self.handle_in(ch, slot, actor, cmd.route(), name, guild)
                    }
                }
            })
        })
        .map(|o| Outcome {
            langs: (reader, channel),
            ..o
        })
    }

    fn handle_in(
        &self,
        ch: ChannelKey,
        slot: &mut Slot,
        actor: &Actor,
        route: Route,
        name: &'static str,
        guild: Option<u64>,
    ) -> Result<Outcome, ServiceError> {
        let current = slot.session.as_ref();
        let route = match route {
            Route::Read(cmd) => {
                let mut outcome = info::read(&*self.store, ch, current, actor, &cmd)?;
                if let Some(s) = current {
                    if outcome.public.iter().any(|p| p.board) || outcome.reply_board {
                        let to = outcome.reply_board.then_some(actor.user); // a fogged /board
                        let last = self.store.history(ch, s.log_start, 1)?;
                        let turn = records::turn_so_far(&*self.store, ch, s);
                        // A public picture speaks the channel's language; a fogged /board its asker's.
                        let events = last.iter().map(|e| &e.events);
                        let area = outcome.area.clone();
                        outcome.view = match to {
                            Some(_) => board_view(s, to, events, &turn, &area),
                            None => {
                                crate::i18n::in_channel(|| board_view(s, to, events, &turn, &area))
                            }
                        };
                    }
                    // The prompt shown again carries the same components as when it was made.
                    components::attach(&mut outcome, s, None, Some(actor.user));
                }
                return Ok(outcome);
            }
            other => other,
        };
        let now = (self.clock)();
        let new_game = matches!(route, Route::Lobby(LobbyCommand::New(_)));
        let mut change = match route {
            Route::Play(cmd) => play::play(current, actor, &cmd, name, now)?,
            Route::Defend { dice, attack } => defend::answer(current, actor, dice, attack)?,
            Route::Table(cmd) => admin::admin(current, actor, &cmd, name, now)?,
            Route::Lobby(cmd) => lobby::lobby(current, actor, &cmd, name, &*self.seeds)?,
            // Read-only commands were answered above; admin wrappers and a server's own
            // commands were unwrapped or answered by `handle_in_server`.
            Route::Read(_) | Route::Admin(_) | Route::Server(_) => {
                return user(crate::t!("ref-not-available-here"))
            }
        };
        if let (true, Some(s)) = (new_game, change.session.as_mut()) {
            // The finished game will count in this server's standings.
            s.guild = guild;
        }
        self.commit(ch, slot, change, now, name, Some(actor.user))
    }

    /// Restarts the turn clock if the move passed on, persists, and returns what to deliver.
    fn commit(
        &self,
        ch: ChannelKey,
        slot: &mut Slot,
        mut change: Change,
        now: u64,
        why: &str,
        invoker: Option<UserKey>,
    ) -> Result<Outcome, ServiceError> {
        if let Some(s) = change.session.as_mut() {
            // What the table later says on its own (and DMs) is in the languages seen last.
            // (A player reading the channel's language needs no language of their own.)
            let (reader, channel) = (crate::i18n::current(), crate::i18n::channel());
            s.lang = channel;
            if let Some(seat) = invoker.and_then(|u| s.seats.iter_mut().find(|x| x.user == Some(u)))
            {
                if seat.locale.is_some() || reader != channel {
                    seat.locale = Some(reader);
                }
            }
            if s.started_at == 0 && s.game.is_some() {
                s.started_at = now;
                fair::seal(ch, s, &mut change.outcome);
            }
            s.end_if_nobody_plays(&mut change.outcome, &mut change.log);
            let was_running = slot.session.as_ref().is_some_and(Session::is_running);
            let by = change.log.first().map(|e| (e.0.as_str(), e.1.as_str()));
            ending::at_end(
                &*self.store,
                ch,
                s,
                was_running,
                by,
                now,
                &mut change.outcome,
            );
            if let Some(deadline) = s.refresh_clock(now) {
                announce_deadline(s, &mut change.outcome, deadline);
            }
        }
        change.outcome.condense();
        // A message sent again keeps the board it showed the first time.
        if change.outcome.view.is_none() && change.outcome.public.iter().any(|p| p.board) {
            if let Some(s) = change.session.as_ref() {
                let events = change.log.iter().map(|(_, _, ev)| ev);
                // The post that ends the game, with the recap, shows the whole board.
                let over = s.game.as_ref().is_some_and(crate::engine::Game::is_over);
                let area = match over {
                    true => BoardArea::Whole,
                    false => change.outcome.area.clone(),
                };
                let turn = records::turn_so_far(&*self.store, ch, s);
                change.outcome.view =
                    crate::i18n::in_channel(|| board_view(s, None, events, &turn, &area));
            }
        }
        if let Some(s) = change.session.as_mut().filter(|_| self.outbox) {
            let o = &change.outcome;
            if !o.public.is_empty() || !o.private.is_empty() {
                s.outbox_next += 1;
                let receipt = s.outbox_next;
                s.outbox.push(Parcel::of(o, receipt, now, invoker));
                let excess = s.outbox.len().saturating_sub(OUTBOX_LIMIT);
                s.outbox.drain(..excess);
                change.outcome.receipt = Some(receipt);
            }
        }
        let existed = slot.session.is_some();
        let before = slot.session.take();
        slot.session = match self.persist(ch, existed, change.session, &change.log) {
            Ok(s) => s,
            Err(e) => {
                slot.session = before;
                return Err(match e {
                    ServiceError::Store(e) => ServiceError::Unsaved(e),
                    e => e,
                });
            }
        };
        if let Some(s) = slot.session.as_ref() {
            // Components name the state as stored: a click from any older one is refused.
            let last = last_battle(change.log.iter().map(|(_, _, events)| events));
            components::attach(&mut change.outcome, s, last, invoker);
        }
        events::log_change(ch, before.as_ref(), slot.session.as_ref(), why, now);
        records::record_end(&*self.store, ch, before.as_ref(), slot.session.as_ref());
        // The command is durable already: an archive that fails to write is retried by nothing
        // but costs only the summary; the log stays until the table is removed.
        if let Err(e) = records::on_change(
            &*self.store,
            ch,
            before.as_ref(),
            slot.session.as_ref(),
            now,
        ) {
            tracing::warn!(channel = ch.0, "archiving the finished game failed: {e}");
        }
        if let Some(s) = slot.session.as_ref() {
            let written = change.log.len() as u64;
            if let Err(e) = records::checkpoint(&*self.store, ch, s, written, self.log_keep) {
                tracing::warn!(channel = ch.0, "pruning the game's older log failed: {e}");
            }
        }
        Ok(change.outcome)
    }

    /// Handles every deadline and reminder due at `now` (the adapter's scheduler calls this when
    /// `next_wake` comes). Returns what to post, per channel.
    pub fn tick(&self, now: u64) -> Vec<(ChannelKey, Result<Outcome, ServiceError>)> {
        let due = match self.store.due(now) {
            Ok(d) => d,
            Err(e) => return vec![(ChannelKey(0), Err(e.into()))],
        };
        due.into_iter().map(|ch| (ch, self.fire(ch, now))).collect()
    }

    fn fire(&self, ch: ChannelKey, now: u64) -> Result<Outcome, ServiceError> {
        self.with_slot(ch, |slot| {
            let Some(mut s) = slot.session.clone() else {
                return Ok(Outcome::default());
            };
            let lang = s.lang;
            crate::i18n::with(lang, lang, || {
                let (outcome, log) = s.fire(now);
                self.commit(
                    ch,
                    slot,
                    Change {
                        outcome,
                        log,
                        session: Some(s),
                    },
                    now,
                    "deadline",
                    None,
                )
                .map(|o| Outcome {
                    langs: (lang, lang),
                    ..o
                })
            })
        })
    }

    /// Plays the AI turns waiting in channel `ch` now, without waiting for the scheduler's
    /// pace (the console, which has no rate limit). `None` when no AI seat is to move.
    pub fn continue_ai(&self, ch: ChannelKey) -> Result<Option<Outcome>, ServiceError> {
        let now = self.now();
        self.with_slot(ch, |slot| {
            let Some(mut s) = slot
                .session
                .clone()
                .filter(|s| s.ai_to_move() && s.pending.is_none())
            else {
                return Ok(None);
            };
            let lang = s.lang;
            crate::i18n::with(lang, lang, || {
                let (outcome, log) = s.ai_round(now);
                let change = Change {
                    outcome,
                    log,
                    session: Some(s),
                };
                self.commit(ch, slot, change, now, "ai", None).map(|o| {
                    Some(Outcome {
                        langs: (lang, lang),
                        ..o
                    })
                })
            })
        })
    }

    /// Prunes the full logs of finished games archived `retention` seconds or more ago (the
    /// archive records stay). The scheduler runs it now and then.
    pub fn compact(&self, retention: u64) -> Result<Compacted, ServiceError> {
        Ok(records::compact(&*self.store, self.now(), retention)?)
    }

    /// The earliest time any channel needs `tick`.
    pub fn next_wake(&self) -> Result<Option<u64>, ServiceError> {
        Ok(self.store.next_wake()?)
    }

    /// Writes the new session and its log entries; only then is the change acknowledged.
    /// Returns the session as stored (with its new log length).
    fn persist(
        &self,
        ch: ChannelKey,
        existed: bool,
        next: Option<Session>,
        log: &[LogEntry0],
    ) -> Result<Option<Session>, ServiceError> {
        let Some(mut next) = next else {
            if existed {
                self.store.remove(ch)?;
            }
            return Ok(None);
        };
        let first = next.log_len;
        let at = (self.clock)();
        let mut entries: Vec<LogEntry> = log
            .iter()
            .enumerate()
            .map(|(i, (actor, command, events))| LogEntry {
                seq: first + i as u64,
                at,
                actor: actor.clone(),
                command: command.clone(),
                events: events.clone(),
                steps: Vec::new(),
            })
            .collect();
        fair::file_steps(&mut next, &mut entries, first, at);
        next.log_len += entries.len() as u64;
        self.store.commit(ch, &next, &entries)?;
        Ok(Some(next))
    }

    /// A copy of the channel's session, loading it if needed (for views and tests).
    pub fn snapshot(&self, ch: ChannelKey) -> Result<Option<Session>, ServiceError> {
        self.with_slot(ch, |slot| Ok(slot.session.clone()))
    }

    /// The help text, or one command's: usable anywhere (it needs no channel).
    pub fn help(command: Option<&str>) -> Result<String, ServiceError> {
        Ok(info::help_text(command, None)?.reply.unwrap_or_default())
    }

    /// The current time by the service's clock.
    pub fn now(&self) -> u64 {
        (self.clock)()
    }

    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// Number of sessions held in memory.
    pub fn loaded(&self) -> usize {
        self.slots().map.len()
    }
}
