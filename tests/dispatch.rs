//! One dispatch: every command is taken apart once (`Command::route`) into the part of the
//! service that answers it, with its fields; each handler matches its own enum with every
//! variant named, so a command no handler answers does not compile.

use risk::service::catalog::{parse, Kind, Value, COMMANDS};
use risk::service::{
    Actor, AdminCommand, ChannelKey, Command, GameService, LobbyCommand, MemoryStore, PlayCommand,
    ReadCommand, Route, ServerCommand, TableCommand, Troops, UserKey,
};
use std::sync::Arc;

/// A value of the option's kind that `parse` accepts.
fn sample(kind: Kind) -> Value {
    match kind {
        Kind::Text => Value::Text("1".into()),
        Kind::Whole { min, .. } => Value::Whole(min),
        Kind::Flag => Value::Flag(true),
        Kind::User => Value::User {
            key: UserKey::named("bob"),
            name: "bob".into(),
        },
        Kind::Channel => Value::Channel(1),
        Kind::Role => Value::Role(1),
        Kind::File => Value::File {
            name: "board.toml".into(),
            bytes: b"name = 'x'".to_vec(),
        },
    }
}

/// Every declared command, as typed, with its required options.
fn every_command() -> Vec<(String, Command)> {
    let mut out = Vec::new();
    for spec in COMMANDS {
        for typed in spec.typed_names() {
            let given = spec
                .opts()
                .filter(|o| o.required)
                .map(|o| (o.name.to_string(), sample(o.kind)))
                .collect();
            let cmd = parse(&typed, given).unwrap_or_else(|e| panic!("/{typed}: {e}"));
            out.push((typed, cmd));
        }
    }
    out
}

#[test]
fn every_declared_command_routes_to_one_part() {
    let all = every_command();
    assert!(all.len() >= 45, "{}", all.len());
    for (typed, cmd) in all {
        assert_eq!(cmd.name(), typed, "the log names /{typed} as typed");
        let route = cmd.route();
        // `/risk-admin` wraps exactly the commands declared under it.
        assert_eq!(
            typed.starts_with("risk-admin "),
            matches!(route, Route::Admin(Some(_))),
            "/{typed} routes to {route:?}"
        );
        let part = match &route {
            Route::Read(_) => "read",
            Route::Lobby(_) => "lobby",
            Route::Play(_) => "play",
            Route::Defend { .. } => "defend",
            Route::Table(_) => "table",
            Route::Admin(_) => "admin",
            Route::Server(_) => "server",
        };
        let expected = match typed.as_str() {
            "risk status" | "risk rules" | "risk verify" | "board" | "territory" | "hand"
            | "mission" | "odds" | "history" | "help" => "read",
            "risk new" | "risk join" | "risk leave" | "risk team" | "risk add-ai"
            | "risk start" | "risk kick" | "risk abandon" => "lobby",
            "risk pause" | "risk resume" | "risk skip" | "risk vacation" | "risk surrender"
            | "risk replace" | "risk return" | "undo" => "table",
            "risk stats" | "risk maps" => "server",
            t if t.starts_with("risk-admin ") => "admin",
            _ => "play",
        };
        assert_eq!(part, expected, "/{typed}");
    }
}

#[test]
fn a_route_carries_the_commands_fields() {
    let draft = Command::Draft {
        territory: "Brazil".into(),
        troops: Troops::AllBut(2),
    };
    assert_eq!(
        draft.clone().route(),
        Route::Play(PlayCommand::Draft {
            territory: "Brazil".into(),
            troops: Troops::AllBut(2),
        })
    );
    assert_eq!(
        Command::Board {
            player: None,
            continent: Some("Asia".into()),
            region: None,
            whole: false,
        }
        .route(),
        Route::Read(ReadCommand::Board {
            player: None,
            continent: Some("Asia".into()),
            region: None,
            whole: false,
        })
    );
    let kick = Command::Kick {
        player: "bob".into(),
    };
    assert_eq!(
        Command::Admin(Box::new(kick)).route(),
        Route::Admin(Some(AdminCommand::Lobby(LobbyCommand::Kick {
            player: "bob".into()
        })))
    );
    assert_eq!(
        Command::Admin(Box::new(Command::Skip)).route(),
        Route::Admin(Some(AdminCommand::Table(TableCommand::Skip)))
    );
    // Only a host's table commands and the settings go under /risk-admin.
    assert_eq!(Command::Admin(Box::new(draft)).route(), Route::Admin(None));
    assert_eq!(
        Command::Admin(Box::new(Command::Surrender)).route(),
        Route::Admin(None)
    );
    assert_eq!(
        Command::Stats { player: None }.route(),
        Route::Server(ServerCommand::Stats { player: None })
    );
    let remove = Command::MapRemove {
        name: "Ringland".into(),
    };
    assert_eq!(
        Command::Admin(Box::new(remove)).route(),
        Route::Admin(Some(AdminCommand::MapRemove {
            name: "Ringland".into()
        }))
    );
    assert_eq!(Command::Maps.route(), Route::Server(ServerCommand::Maps));
}

#[test]
fn every_command_is_answered_in_an_empty_channel() {
    let svc = GameService::new(
        Arc::new(MemoryStore::default()),
        Arc::new(|| 1_700_000_000),
        Arc::new(|| 7),
    );
    let actor = Actor {
        user: UserKey::named("alice"),
        name: "alice".into(),
        admin: true,
        locale: None,
        guild_locale: None,
    };
    for (typed, cmd) in every_command() {
        let answer = match svc.handle(ChannelKey(1), &actor, cmd) {
            Ok(o) => o.reply.unwrap_or_default(),
            Err(e) => e.to_string(),
        };
        assert!(!answer.contains("not available here"), "/{typed}: {answer}");
        // Nothing but /risk new opens a table here.
        if typed != "risk new" {
            assert!(svc.snapshot(ChannelKey(1)).unwrap().is_none(), "/{typed}");
        }
        svc.handle(ChannelKey(1), &actor, Command::Abandon { confirm: true })
            .ok();
    }
}
