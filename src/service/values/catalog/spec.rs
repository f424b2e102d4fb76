//! What a declaration is made of: a command (`Spec`), its options (`Opt`: kind, range, what
//! they suggest) and who sees it under which name (`Scope`); and the short builders the
//! declaration table is written with.

/// What an option holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Text,
    /// A whole number from `min` to `max`.
    Whole {
        min: i64,
        max: i64,
    },
    Flag,
    /// A member of the server (the console: a name).
    User,
    Channel,
    Role,
    /// An attached file (the console: a path to read).
    File,
}

/// Which values an option suggests as the player types (the adapter computes them, most from
/// `offers`: only what the command would accept now).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suggest {
    /// These words.
    Values(&'static [&'static str]),
    Preset,
    CommandName,
    Color,
    Player,
    PlayerOrMe,
    Continent,
    /// Continents, several separated by commas (the last one is completed).
    Continents,
    Neutral,
    Card,
    HandCard,
    AllyTerritory,
    Claimable,
    Draftable,
    HqChoice,
    AirfieldChoice,
    ObjectiveChoice,
    AnyTerritory,
    AttackFrom,
    AttackTo,
    FortifyFrom,
    FortifyTo,
    Sets,
    BonusChoice,
    /// The boards a lobby here may choose: the server's and the shipped ones.
    Map,
}

/// One option of a command.
#[derive(Clone, Copy, Debug)]
pub struct Opt {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// Discord's option description (at most 100 characters).
    pub about: &'static str,
    pub suggest: Option<Suggest>,
}

/// Who sees a command under which name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Everyone, as typed (`draft`, `risk join`).
    Player,
    /// Under `/risk` for the host and under `/risk-admin` for server admins.
    TableAndAdmin,
    /// Only under `/risk-admin`.
    Admin,
}

/// One command, declared once.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    /// As typed after the slash, with its parent: "risk new", "draft", "settings" or "map add"
    /// (under `/risk-admin`: see `scope`).
    pub path: &'static str,
    pub scope: Scope,
    /// Discord's command description (at most 100 characters).
    pub about: &'static str,
    /// `/help` and the README's table: what it does, in full.
    pub help: &'static str,
    /// The options, in groups (the lobby options are shared by `/risk new` and the settings).
    pub options: &'static [&'static [Opt]],
}

impl Spec {
    pub fn opts(&self) -> impl Iterator<Item = &'static Opt> {
        self.options.iter().flat_map(|g| g.iter())
    }

    pub fn opt(&self, name: &str) -> Option<&'static Opt> {
        self.opts().find(|o| o.name == name)
    }

    /// The names it is typed as: `risk kick` and `risk-admin kick` for a table command.
    pub fn typed_names(&self) -> Vec<String> {
        let leaf = self.path.rsplit(' ').next().unwrap_or(self.path);
        match self.scope {
            Scope::Player => vec![self.path.to_string()],
            Scope::TableAndAdmin => vec![self.path.to_string(), format!("risk-admin {leaf}")],
            Scope::Admin => vec![format!("risk-admin {}", self.path)],
        }
    }

    /// `/draft territory [troops]`: the usage line.
    pub fn usage(&self, typed: &str) -> String {
        let mut u = format!("/{typed}");
        for o in self.opts() {
            if o.required {
                u.push_str(&format!(" {}", o.name));
            } else {
                u.push_str(&format!(" [{}]", o.name));
            }
        }
        u
    }
}

pub(super) const fn text(name: &'static str, about: &'static str, suggest: Suggest) -> Opt {
    Opt {
        name,
        kind: Kind::Text,
        required: false,
        about,
        suggest: Some(suggest),
    }
}

pub(super) const fn need(name: &'static str, about: &'static str, suggest: Suggest) -> Opt {
    Opt {
        required: true,
        ..text(name, about, suggest)
    }
}

pub(super) const fn whole(name: &'static str, about: &'static str, min: i64, max: i64) -> Opt {
    Opt {
        name,
        kind: Kind::Whole { min, max },
        required: false,
        about,
        suggest: None,
    }
}

pub(super) const fn need_whole(name: &'static str, about: &'static str, min: i64, max: i64) -> Opt {
    Opt {
        required: true,
        ..whole(name, about, min, max)
    }
}

pub(super) const fn flag(name: &'static str, about: &'static str) -> Opt {
    Opt {
        name,
        kind: Kind::Flag,
        required: false,
        about,
        suggest: None,
    }
}

pub(super) const fn other(
    name: &'static str,
    about: &'static str,
    kind: Kind,
    required: bool,
) -> Opt {
    Opt {
        name,
        kind,
        required,
        about,
        suggest: None,
    }
}
