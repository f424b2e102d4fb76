//! A game's record replayed (see `fair`): each step applied (`apply`, the one way the service
//! changes a game), the game file and its entries, and the replay and verification of a file
//! from its seed: every roll and card draw must be what the seed gives.

use serde::{Deserialize, Serialize};

use std::sync::Arc;

use crate::engine::{Action, AttackMode, Event, Game, Lobby, Map, PlayerId, Rules};
use crate::service::values::steps::sha256_hex;
pub use crate::service::values::steps::{chance, commitment, table_salt, Act, Seal, Step, Table};

/// Applies `action` for `p` to the game, recording the step in `journal`: every change to a
/// table's game goes through here (`tests/fair.rs` checks the service calls `Game::apply`
/// nowhere else), so the record replays exactly.
pub(crate) fn apply(
    journal: &mut Vec<Step>,
    g: &mut Game,
    p: PlayerId,
    action: Action,
) -> Result<Vec<Event>, crate::engine::RuleViolation> {
    let events = g.apply(p, action)?;
    journal.push(Step::play(p, action, &events));
    Ok(events)
}

/// A hash of a game's whole state (positions, hands, decks, missions, the dice generator): two
/// games with the same hash are the same game.
pub fn state_hash(g: &Game) -> String {
    let mut json = serde_json::to_vec(g).expect("a game serialises");
    // The round (the game's last field) is bookkeeping derived from the turns: left out, so
    // that game files written before rounds were kept still verify.
    let tail = br#","round":"#;
    if let Some(at) = json.windows(tail.len()).rposition(|w| w == tail) {
        json.truncate(at);
        json.push(b'}');
    }
    sha256_hex(&json)
}

/// One log entry of a game file: its number in the game (as `/history` counts), who, what, and
/// the steps it made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileEntry {
    pub n: u64,
    pub actor: String,
    pub command: String,
    pub steps: Vec<Step>,
}

/// Everything needed to replay a finished game: what `/risk verify` attaches and
/// `risk-bot verify` reads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    /// `risk-bot game 1`.
    pub format: String,
    pub channel: u64,
    pub number: u32,
    pub preset: String,
    pub rules: Rules,
    /// Seat names in seat order (neutral seats included).
    pub seats: Vec<String>,
    pub salt: String,
    pub commitment: String,
    pub seed: u64,
    /// When the game started (the service's clock): with the channel and number, what the
    /// salt of a game sealed with its table is made of (`Seal::binding`). Absent from files
    /// made before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_at: Option<u64>,
    /// The board's id (`Game::board_id`) when it is not the classic board; absent from files
    /// of games on the classic board and those made before other boards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// An imported board's map file, so the file verifies anywhere (a shipped board is named
    /// by `board` alone).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_file: Option<crate::maps::stored::BoardFile>,
    pub entries: Vec<FileEntry>,
    /// `record_digest` of the entries, posted with the seed's reveal: binds who did what (the
    /// entries' actors and commands). Absent from files of games that ended before it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
    /// `state_hash` of the game as it ended.
    pub final_state: String,
}

pub const FILE_FORMAT: &str = "risk-bot game 1";

/// What a verification found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    pub entries: usize,
    pub steps: usize,
    pub dice: usize,
    pub cards: usize,
}

/// Where a replay parted from the record, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The log entry's number in the game (`#n` as `/history` shows), 0 for the file itself.
    pub entry: u64,
    /// The step within the entry (1-based), 0 for the file itself.
    pub step: usize,
    pub message: String,
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

fn faces(d: &[u8]) -> String {
    if d.is_empty() {
        return "none".into();
    }
    d.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// A short description of an action, with territory names.
/// A seat's name from a game file, or "Player N" for a seat the file does not name (a file
/// may be edited by hand: any number is taken), as placed in the text written now.
fn seat_name(seats: &[String], p: PlayerId) -> String {
    seats
        .get(p.index())
        .map(|n| crate::i18n::markup::name(n))
        .unwrap_or_else(|| crate::t!("hist-replay-player", number = u16::from(p.0) + 1))
}

pub fn describe(g: &Game, seats: &[String], player: u8, action: &Action) -> String {
    let n = |t| crate::i18n::names::place(g.map(), t);
    let who = seat_name(seats, PlayerId(player));
    let what = match *action {
        Action::Attack { from, to, mode, .. } => match mode {
            AttackMode::Blitz { .. } => crate::t!("hist-replay-blitz", from = n(from), to = n(to)),
            AttackMode::Once => crate::t!("hist-replay-attack", from = n(from), to = n(to)),
        },
        Action::Claim { territory } => crate::t!("hist-replay-claim", territory = n(territory)),
        Action::Place { territory, armies } => {
            crate::t!(
                "hist-replay-place",
                armies = armies,
                territory = n(territory)
            )
        }
        Action::Fortify { from, to, armies } => crate::t!(
            "hist-replay-fortify",
            armies = armies,
            from = n(from),
            to = n(to)
        ),
        Action::Occupy { armies } => crate::t!("hist-replay-move", armies = armies),
        Action::End => crate::t!("hist-replay-end"),
        Action::ReinforceAlly { territory } => {
            crate::t!("hist-replay-ally", territory = n(territory))
        }
        ref other => format!("{other:?}"),
    };
    format!("{who}: {what}")
}

/// A game being replayed step by step from its seed.
pub(crate) struct Replayer<'a> {
    rules: &'a Rules,
    seed: u64,
    seats: &'a [String],
    game: Option<Game>,
    /// The game before the last action, for an undo.
    before_last: Option<Game>,
    /// The board and its id (`Game::board_id`).
    board: (Arc<Map>, String),
}

impl<'a> Replayer<'a> {
    pub(crate) fn new(
        rules: &'a Rules,
        seed: u64,
        seats: &'a [String],
        board: (Arc<Map>, String),
    ) -> Replayer<'a> {
        Replayer {
            rules,
            seed,
            seats,
            game: None,
            before_last: None,
            board,
        }
    }

    /// The game as replayed so far (none before its start).
    pub(crate) fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// Applies one step; returns its events and, for an action, its description.
    pub(crate) fn step(&mut self, step: &Step) -> Result<(Vec<Event>, Option<String>), String> {
        Ok(match (&step.act, self.game.as_mut()) {
            (Act::Start { players, colors }, None) => {
                let mut lobby = Lobby::new(self.rules.clone(), *players, self.seed);
                lobby.colors = colors.clone();
                lobby.map = self.board.0.clone();
                let (mut g, events) = lobby.start().map_err(|err| {
                    crate::t!("hist-replay-cannot-set-up", error = err.to_string())
                })?;
                g.set_board_id(&self.board.1);
                self.game = Some(g);
                (events, None)
            }
            (Act::Start { .. }, Some(_)) => return Err(crate::t!("hist-replay-set-up-twice")),
            (_, None) => return Err(crate::t!("hist-replay-before-setup")),
            (Act::Play { player, action }, Some(g)) => {
                let before = g.clone();
                let name = describe(g, self.seats, *player, action);
                let seats = self.seats;
                let events = g.apply(PlayerId(*player), *action).map_err(|v| {
                    let names = |p: PlayerId| seat_name(seats, p);
                    crate::t!(
                        "hist-replay-refused",
                        name = name.as_str(),
                        why = before.explain(&v, &names)
                    )
                })?;
                self.before_last = Some(before);
                (events, Some(name))
            }
            (Act::Undo, Some(g)) => {
                let Some(b) = self.before_last.take() else {
                    return Err(crate::t!("hist-replay-undo-nothing"));
                };
                *g = b;
                (Vec::new(), Some("undo".into()))
            }
            (Act::EndWithoutWinner, Some(g)) => (
                g.end_without_winner(),
                Some(crate::t!("hist-replay-the-end")),
            ),
            (Act::Withdraw { player }, Some(g)) => {
                // What was played before cannot be taken back past this.
                self.before_last = None;
                let name = seat_name(self.seats, PlayerId(*player));
                (
                    g.withdraw(PlayerId(*player)),
                    Some(crate::t!("hist-replay-leaves", name = name)),
                )
            }
            (Act::Rejoin { player }, Some(g)) => {
                g.rejoin(PlayerId(*player));
                let name = seat_name(self.seats, PlayerId(*player));
                (
                    Vec::new(),
                    Some(crate::t!("hist-replay-taken-over", name = name)),
                )
            }
            (Act::EndByStanding, Some(g)) => {
                (g.end_by_standing(), Some(crate::t!("hist-replay-the-end")))
            }
        })
    }
}

/// Replays a game from `seed`: calls `each` after every step with the game, the step's place
/// (entry number, step number), the step and the events the replay produced. Stops at the
/// first step whose action is refused or whose chance differs from the record.
pub fn replay(
    file: &GameFile,
    mut each: impl FnMut(&Game, u64, &Step, &[Event]),
) -> Result<(Game, Verified), Mismatch> {
    let at = |entry: u64, step: usize, message: String| Mismatch {
        entry,
        step,
        message,
    };
    if commitment(&file.salt, file.seed) != file.commitment {
        return Err(at(
            0,
            0,
            crate::t!(
                "hist-replay-seed",
                seed = file.seed.to_string(),
                salt = file.salt.as_str(),
                computed = commitment(&file.salt, file.seed),
                commitment = file.commitment.as_str()
            ),
        ));
    }
    let id = file.board.clone().unwrap_or_else(|| "classic".into());
    let given = file
        .board_file
        .as_ref()
        .and_then(|b| crate::maps::stored::remember(b).ok());
    let map = match given {
        Some((given_id, map)) if given_id == id => Some(map),
        Some(_) | None => crate::maps::stored::resolve(&id),
    };
    let Some(map) = map else {
        return Err(at(
            0,
            0,
            crate::t!(
                "hist-replay-unknown-board",
                board = crate::i18n::names::board(&id)
            ),
        ));
    };
    let mut table = Replayer::new(&file.rules, file.seed, &file.seats, (map, id));
    let mut done = Verified {
        entries: file.entries.len(),
        steps: 0,
        dice: 0,
        cards: 0,
    };
    for e in &file.entries {
        for (i, step) in e.steps.iter().enumerate() {
            let here = |message: String| {
                at(
                    e.n,
                    i + 1,
                    crate::t!(
                        "hist-replay-at",
                        entry = e.n,
                        actor = crate::i18n::markup::name(&e.actor),
                        command = e.command.as_str(),
                        step = i + 1,
                        message = message
                    ),
                )
            };
            let (events, name) = table.step(step).map_err(here)?;
            let what = name.unwrap_or_else(|| crate::t!("hist-replay-setting-up"));
            check(step, &events).map_err(|m| here(format!("{what}: {m}")))?;
            done.steps += 1;
            done.dice += step.dice.len();
            done.cards += step.cards.len();
            each(table.game.as_ref().expect("set up"), e.n, step, &events);
        }
    }
    let game = table.game;
    let Some(g) = game else {
        return Err(at(0, 0, crate::t!("hist-replay-no-game")));
    };
    if !g.is_over() {
        return Err(at(0, 0, crate::t!("hist-replay-not-over")));
    }
    if state_hash(&g) != file.final_state {
        return Err(at(0, 0, crate::t!("hist-replay-other-end")));
    }
    Ok((g, done))
}

/// The chance a step recorded against what the replay produced.
fn check(step: &Step, events: &[Event]) -> Result<(), String> {
    let (dice, cards, dealt) = chance(events);
    if dice != step.dice {
        return Err(crate::t!(
            "hist-replay-dice",
            posted = faces(&step.dice),
            seeded = faces(&dice)
        ));
    }
    if cards != step.cards {
        return Err(crate::t!(
            "hist-replay-cards",
            recorded = format!("{:?}", step.cards),
            seeded = format!("{cards:?}")
        ));
    }
    if dealt != step.dealt {
        return Err(crate::t!("hist-replay-dealt"));
    }
    Ok(())
}

/// Verifies a game file: the seed against the commitment, then every step.
pub fn verify(file: &GameFile) -> Result<Verified, Mismatch> {
    if file.format != FILE_FORMAT {
        return Err(Mismatch {
            entry: 0,
            step: 0,
            message: crate::t!(
                "hist-replay-format",
                format = file.format.as_str(),
                expected = FILE_FORMAT
            ),
        });
    }
    // The dice and cards first (a changed roll is named by its step), then what the replay
    // does not check: who did what, and the table the commitment was made for.
    let verified = replay(file, |_, _, _, _| {}).map(|(_, v)| v)?;
    if let Some(posted) = &file.record {
        if record_digest(&file.entries) != *posted {
            return Err(Mismatch {
                entry: 0,
                step: 0,
                message: crate::t!("hist-replay-log", posted = posted.as_str()),
            });
        }
    }
    if let Binding::Broken(message) = binding(file) {
        return Err(Mismatch {
            entry: 0,
            step: 0,
            message,
        });
    }
    Ok(verified)
}

/// Whether a game file's players and preset are the ones its commitment was made for.
enum Binding {
    /// The salt is made of them (`Seal::binding`).
    Bound,
    /// The game was sealed before its table was bound, or the file does not say when it
    /// started: the names are the file's word.
    Unbound,
    /// The salt is made of another table: the file's players or preset were changed.
    Broken(String),
}

fn binding(file: &GameFile) -> Binding {
    let Some(at) = file.started_at else {
        return Binding::Unbound;
    };
    let table = Table {
        preset: &file.preset,
        seats: &file.seats,
    };
    if table_salt(file.channel, file.number, at, &table) == file.salt {
        return Binding::Bound;
    }
    if Seal::new(file.channel, file.number, at, 0).salt == file.salt {
        return Binding::Unbound;
    }
    Binding::Broken(crate::t!(
        "hist-replay-binding",
        players = file.seats.join(", "),
        preset = file.preset.as_str(),
        salt = file.salt.as_str()
    ))
}

impl Verified {
    /// The verdict in the language in force.
    pub fn summary(&self, file: &GameFile) -> String {
        let mut t = crate::t!(
            "hist-verified",
            number = file.number,
            seed = file.seed.to_string(),
            commitment = file.commitment.as_str(),
            steps = self.steps,
            entries = self.entries,
            dice = self.dice,
            cards = self.cards
        );
        t.push(' ');
        t.push_str(&match binding(file) {
            Binding::Bound => crate::t!(
                "hist-verified-bound",
                players = file.seats.join(", "),
                preset = file.preset.as_str()
            ),
            Binding::Unbound | Binding::Broken(_) => crate::t!("hist-verified-unbound"),
        });
        t.push(' ');
        t.push_str(&match &file.record {
            Some(r) => crate::t!("hist-verified-record", record = r.as_str()),
            None => crate::t!("hist-verified-no-record"),
        });
        t
    }
}

/// The SHA-256 of a game file's entries (who did what, and the steps): posted with the seed's
/// reveal, so a file whose actors or commands were changed no longer matches it.
pub fn record_digest(entries: &[FileEntry]) -> String {
    sha256_hex(&serde_json::to_vec(entries).expect("entries serialise"))
}
