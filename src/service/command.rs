//! What a player asked for, as plain values: the adapters (Discord, console) build these from
//! slash-command options with the same names.

use crate::ai::AiLevel;

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `/risk new [preset] [setup] [placement] [fortify] [defender_dice]`
    New {
        preset: Option<String>,
        setup: Option<String>,
        placement: Option<String>,
        fortify: Option<String>,
        defender_dice: Option<String>,
    },
    Join {
        color: Option<String>,
    },
    Leave,
    AddAi {
        level: Option<AiLevel>,
    },
    Start,
    Status,
    Kick {
        player: String,
    },
    Abandon {
        confirm: bool,
    },
    Claim {
        territory: String,
    },
    Draft {
        territory: String,
        troops: u16,
    },
    Trade {
        cards: String,
    },
    Attack {
        from: String,
        to: String,
        dice: Option<u8>,
        blitz: bool,
        stop_at: Option<u16>,
    },
    Move {
        troops: u16,
    },
    Fortify {
        from: String,
        to: String,
        troops: u16,
    },
    End,
    Board,
    Hand,
    Mission,
    Odds {
        attackers: Option<u32>,
        defenders: Option<u32>,
        from: Option<String>,
        to: Option<String>,
    },
    History {
        count: Option<usize>,
    },
    Help {
        command: Option<String>,
    },
}

impl Command {
    /// The command's name as typed, for logs and history (no option values: they may be secret).
    pub fn name(&self) -> &'static str {
        match self {
            Command::New { .. } => "risk new",
            Command::Join { .. } => "risk join",
            Command::Leave => "risk leave",
            Command::AddAi { .. } => "risk add-ai",
            Command::Start => "risk start",
            Command::Status => "risk status",
            Command::Kick { .. } => "risk kick",
            Command::Abandon { .. } => "risk abandon",
            Command::Claim { .. } => "claim",
            Command::Draft { .. } => "draft",
            Command::Trade { .. } => "trade",
            Command::Attack { .. } => "attack",
            Command::Move { .. } => "move",
            Command::Fortify { .. } => "fortify",
            Command::End => "end",
            Command::Board => "board",
            Command::Hand => "hand",
            Command::Mission => "mission",
            Command::Odds { .. } => "odds",
            Command::History { .. } => "history",
            Command::Help { .. } => "help",
        }
    }
}
