//! Given options made into a `Command`: unknown options, missing ones, numbers out of their
//! declared range and unreadable values are refused here, the same way for every adapter.

use std::fmt;

use super::spec::{Kind, Opt, Spec};
use super::table::find;
use crate::ai::AiLevel;
use crate::service::values::command::{Command, NewGame, SettingsChange, Troops};
use crate::service::values::keys::UserKey;
use crate::t;

/// An option value as an adapter received it. The console sends `Text` for every kind;
/// `parse` reads it as the option's kind.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Whole(i64),
    Flag(bool),
    User {
        key: UserKey,
        name: String,
    },
    Channel(u64),
    Role(u64),
    /// An attached file: its name and bytes (the adapter downloads it, size-capped).
    File {
        name: String,
        bytes: Vec<u8>,
    },
}

/// Why the given options do not make a command: nothing was run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    UnknownCommand(String),
    UnknownOption {
        command: String,
        option: String,
    },
    Missing {
        command: String,
        option: &'static str,
    },
    NotWhole {
        option: &'static str,
        value: String,
    },
    OutOfRange {
        option: &'static str,
        value: i64,
        min: i64,
        max: i64,
    },
    NotFlag {
        option: &'static str,
        value: String,
    },
    NotOneOf {
        option: &'static str,
        value: String,
        allowed: &'static str,
    },
    WrongKind {
        option: &'static str,
    },
    /// `troops:` as a number, `all` or `all but N`.
    NotTroops {
        value: String,
    },
}

impl fmt::Display for InputError {
    /// The words in the language in force (an adapter shows them in the reader's); commands
    /// and options are named as typed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // What was typed is quoted as it is written.
        use crate::i18n::markup::name as typed;
        let words = match self {
            InputError::UnknownCommand(c) => t!("ref-input-unknown-command", command = typed(c)),
            InputError::UnknownOption { command, option } => t!(
                "ref-input-unknown-option",
                command = typed(command),
                option = typed(option)
            ),
            InputError::Missing { command, option } => {
                t!(
                    "ref-input-missing",
                    command = typed(command),
                    option = *option
                )
            }
            InputError::NotWhole { option, value } => {
                t!(
                    "ref-input-not-whole",
                    option = *option,
                    value = typed(value)
                )
            }
            InputError::OutOfRange {
                option,
                value,
                min,
                max,
            } => t!(
                "ref-input-out-of-range",
                option = *option,
                value = typed(&value.to_string()),
                min = min.to_string(),
                max = max.to_string()
            ),
            InputError::NotFlag { option, value } => {
                t!("ref-input-not-flag", option = *option, value = typed(value))
            }
            InputError::NotOneOf {
                option,
                value,
                allowed,
            } => t!(
                "ref-input-not-one-of",
                option = *option,
                value = typed(value),
                allowed = *allowed
            ),
            InputError::NotTroops { value } => t!("ref-input-not-troops", value = typed(value)),
            InputError::WrongKind { option } => t!("ref-input-wrong-kind", option = *option),
        };
        f.write_str(&words)
    }
}

impl std::error::Error for InputError {}

/// The given options of one command, checked against its declaration as they are taken.
struct Given {
    spec: &'static Spec,
    typed: String,
    values: Vec<(&'static Opt, Value)>,
}

impl Given {
    fn take(&mut self, name: &str) -> Option<Value> {
        let i = self.values.iter().position(|(o, _)| o.name == name)?;
        Some(self.values.remove(i).1)
    }

    fn text(&mut self, name: &str) -> Result<Option<String>, InputError> {
        match self.take(name) {
            None => Ok(None),
            Some(Value::Text(t)) => Ok(Some(t)),
            Some(_) => Err(self.wrong(name)),
        }
    }

    fn file(&mut self, name: &str) -> Result<(String, Vec<u8>), InputError> {
        match self.take(name) {
            None => Err(self.missing(name)),
            Some(Value::File { name, bytes }) => Ok((name, bytes)),
            Some(_) => Err(self.wrong(name)),
        }
    }

    fn need(&mut self, name: &str) -> Result<String, InputError> {
        self.text(name)?.ok_or_else(|| self.missing(name))
    }

    fn whole<T: TryFrom<i64>>(&mut self, name: &str) -> Result<Option<T>, InputError> {
        let opt = self.opt(name);
        let Kind::Whole { min, max } = opt.kind else {
            return Err(self.wrong(name));
        };
        let n = match self.take(name) {
            None => return Ok(None),
            Some(Value::Whole(n)) => n,
            Some(Value::Text(t)) => t.trim().parse().map_err(|_| InputError::NotWhole {
                option: opt.name,
                value: t,
            })?,
            Some(_) => return Err(self.wrong(name)),
        };
        if n < min || n > max {
            return Err(InputError::OutOfRange {
                option: opt.name,
                value: n,
                min,
                max,
            });
        }
        T::try_from(n).map(Some).map_err(|_| self.wrong(name))
    }

    fn need_whole<T: TryFrom<i64>>(&mut self, name: &str) -> Result<T, InputError> {
        self.whole(name)?.ok_or_else(|| self.missing(name))
    }

    /// A number, `all` or `all but N`.
    fn troops(&mut self, name: &str) -> Result<Option<Troops>, InputError> {
        match self.take(name) {
            None => Ok(None),
            Some(Value::Whole(n)) => {
                u16::try_from(n)
                    .map(|n| Some(Troops::Exactly(n)))
                    .map_err(|_| InputError::NotTroops {
                        value: n.to_string(),
                    })
            }
            Some(Value::Text(t)) => t
                .parse()
                .map(Some)
                .map_err(|_| InputError::NotTroops { value: t }),
            Some(_) => Err(self.wrong(name)),
        }
    }

    fn flag(&mut self, name: &str) -> Result<bool, InputError> {
        match self.take(name) {
            None => Ok(false),
            Some(Value::Flag(b)) => Ok(b),
            Some(Value::Text(t)) => match t.trim().to_lowercase().as_str() {
                "true" | "yes" | "on" => Ok(true),
                "false" | "no" | "off" => Ok(false),
                _ => Err(InputError::NotFlag {
                    option: self.opt(name).name,
                    value: t,
                }),
            },
            Some(_) => Err(self.wrong(name)),
        }
    }

    fn user(&mut self, name: &str) -> Result<(UserKey, String), InputError> {
        match self.take(name) {
            None => Err(self.missing(name)),
            Some(Value::User { key, name }) => Ok((key, name)),
            Some(Value::Text(t)) => Ok((UserKey::named(&t), t.trim().to_string())),
            Some(_) => Err(self.wrong(name)),
        }
    }

    /// A channel or role id.
    fn id(&mut self, name: &str) -> Result<Option<u64>, InputError> {
        match self.take(name) {
            None => Ok(None),
            Some(Value::Channel(id) | Value::Role(id)) => Ok(Some(id)),
            Some(Value::Text(t)) => t
                .trim()
                .trim_start_matches(['<', '#', '@', '&'])
                .trim_end_matches('>')
                .parse()
                .map(Some)
                .map_err(|_| InputError::NotWhole {
                    option: self.opt(name).name,
                    value: t,
                }),
            Some(_) => Err(self.wrong(name)),
        }
    }

    fn lobby(&mut self) -> Result<NewGame, InputError> {
        Ok(NewGame {
            preset: self.text("preset")?,
            setup: self.text("setup")?,
            placement: self.text("placement")?,
            fortify: self.text("fortify")?,
            defender_dice: self.text("defender_dice")?,
            turn_time: self.text("turn_time")?,
            on_timeout: self.text("on_timeout")?,
            kick_after: self.whole("kick_after")?,
            surrender: self.text("surrender")?,
            reminders: self.text("reminders")?,
            card_values: self.text("card_values")?,
            army_cap: self.text("army_cap")?,
            reroll: self.text("reroll")?,
            commander: self.text("commander")?,
            capital_goal: self.text("capital_goal")?,
            neutral_setup: self.text("neutral_setup")?,
            map: self.text("map")?,
            fog: self.text("fog")?,
        })
    }

    fn opt(&self, name: &str) -> &'static Opt {
        self.spec
            .opt(name)
            .unwrap_or_else(|| panic!("/{} reads an undeclared option {name}", self.spec.path))
    }

    fn missing(&self, name: &str) -> InputError {
        InputError::Missing {
            command: self.typed.clone(),
            option: self.opt(name).name,
        }
    }

    fn wrong(&self, name: &str) -> InputError {
        InputError::WrongKind {
            option: self.opt(name).name,
        }
    }
}

/// Turns the options given to the command typed as `typed` into a `Command`: unknown options,
/// missing ones, numbers out of their declared range and unreadable values are refused here,
/// the same way for every adapter.
pub fn parse(typed: &str, given: Vec<(String, Value)>) -> Result<Command, InputError> {
    let typed = typed.trim().trim_start_matches('/').to_lowercase();
    let spec = find(&typed).ok_or_else(|| InputError::UnknownCommand(typed.clone()))?;
    let mut values = Vec::new();
    for (name, value) in given {
        let name = name.to_lowercase();
        let opt = spec.opt(&name).ok_or_else(|| InputError::UnknownOption {
            command: typed.clone(),
            option: name.clone(),
        })?;
        values.push((opt, value));
    }
    let mut g = Given {
        spec,
        typed: typed.clone(),
        values,
    };
    let cmd = build(spec, &mut g)?;
    debug_assert!(g.values.is_empty(), "/{typed} left options unread");
    Ok(if typed.starts_with("risk-admin ") {
        Command::Admin(Box::new(cmd))
    } else {
        cmd
    })
}

/// The one match from a declared command to its `Command`.
fn build(spec: &Spec, g: &mut Given) -> Result<Command, InputError> {
    Ok(match spec.path {
        "risk new" => Command::New(Box::new(g.lobby()?)),
        "risk join" => Command::Join {
            color: g.text("color")?,
        },
        "risk leave" => Command::Leave,
        "risk team" => Command::Team {
            team: g.need("team")?,
        },
        "risk add-ai" => Command::AddAi {
            level: match g.text("level")? {
                None => None,
                // In English or any language's word for the level ("einfach", "forte").
                Some(l) => Some(
                    AiLevel::ALL
                        .into_iter()
                        .find(|level| crate::i18n::typed::names_word("level", level.name(), &l))
                        .ok_or(InputError::NotOneOf {
                            option: "level",
                            value: l,
                            allowed: "random, basic or strong",
                        })?,
                ),
            },
        },
        "risk start" => Command::Start,
        "risk status" => Command::Status,
        "risk rules" => Command::Rules {
            preset: g.text("preset")?,
        },
        "risk kick" => Command::Kick {
            player: g.need("player")?,
        },
        "risk abandon" => Command::Abandon {
            confirm: g.flag("confirm")?,
        },
        "risk pause" => Command::Pause,
        "risk resume" => Command::Resume,
        "risk skip" => Command::Skip,
        "risk vacation" => Command::Vacation {
            days: g.need_whole("days")?,
        },
        "risk surrender" => Command::Surrender,
        "risk replace" => {
            let player = g.need("player")?;
            let (user, name) = g.user("new_player")?;
            Command::Replace { player, user, name }
        }
        "risk return" => Command::Return,
        "risk verify" => Command::Verify,
        "risk stats" => Command::Stats {
            player: g.text("player")?,
        },
        "settings" => Command::Settings(Box::new(SettingsChange {
            defaults: g.lobby()?,
            allow_channel: g.id("allow_channel")?,
            remove_channel: g.id("remove_channel")?,
            host_role: g.id("host_role")?,
            reset: g.text("reset")?,
            language: g.text("language")?,
        })),
        "risk maps" => Command::Maps,
        "map add" => {
            let (file_name, bytes) = g.file("file")?;
            Command::MapAdd { file_name, bytes }
        }
        "map remove" => Command::MapRemove {
            name: g.need("name")?,
        },
        "claim" => Command::Claim {
            territory: g.need("territory")?,
        },
        "hq" => Command::Hq {
            territory: g.need("territory")?,
        },
        "bribe" => Command::Bribe {
            neutral: g.need("neutral")?,
            card: g.need("card")?,
        },
        "ally" => Command::Ally {
            territory: g.need("territory")?,
            troops: g.whole("troops")?,
        },
        "airfield" => Command::Airfield {
            territory: g.need("territory")?,
        },
        "objective" => Command::Objective {
            name: g.text("name")?,
            discard: g.text("discard")?,
        },
        "draft" => Command::Draft {
            territory: g.need("territory")?,
            troops: g.troops("troops")?.unwrap_or(Troops::All),
        },
        "trade" => Command::Trade {
            cards: g.need("cards")?,
            bonus: g.text("bonus")?,
        },
        "attack" => Command::Attack {
            from: g.need("from")?,
            to: g.need("to")?,
            dice: g.whole("dice")?,
            blitz: g.flag("blitz")?,
            stop_at: g.whole("stop_at")?,
            commander: g.flag("commander")?,
            move_in: g.troops("move")?,
        },
        "move" => Command::Move {
            troops: g.troops("troops")?.ok_or_else(|| g.missing("troops"))?,
        },
        "fortify" => Command::Fortify {
            from: g.need("from")?,
            to: g.need("to")?,
            troops: g.troops("troops")?.ok_or_else(|| g.missing("troops"))?,
        },
        "end" => Command::End,
        "undo" => Command::Undo,
        "board" => Command::Board {
            player: g.text("player")?,
            continent: g.text("continent")?,
            region: g.text("region")?,
            whole: g.flag("whole")?,
        },
        "territory" => Command::Territory {
            name: g.need("name")?,
        },
        "hand" => Command::Hand,
        "mission" => Command::Mission,
        "odds" => Command::Odds {
            attackers: g.whole("attackers")?,
            defenders: g.whole("defenders")?,
            from: g.text("from")?,
            to: g.text("to")?,
        },
        "history" => Command::History {
            count: g.whole("count")?,
            file: g.flag("file")?,
        },
        "help" => Command::Help {
            command: g.text("command")?,
        },
        other => unreachable!("/{other} is declared but not built"),
    })
}

impl UserKey {
    /// A stable key for a name typed in the console (no Discord id there).
    pub fn named(name: &str) -> UserKey {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in name.trim().to_lowercase().bytes() {
            h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
        UserKey(h.max(1))
    }
}
