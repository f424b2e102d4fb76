//! Golden game: the full event log of one seeded AI game, as a snapshot. Any change to the rules,
//! the dice or the AIs shows up here as a reviewable diff (`cargo insta review`).

use risk::ai::AiLevel;
use risk::engine::{Event, Game, Lobby, Rules};
use risk::sim::{play, SimOptions};

/// One line per event, with territory names.
fn line(g: &Game, e: &Event) -> String {
    let n = |t| g.map().name(t).to_string();
    match e {
        Event::Claimed { player, territory } => format!("P{} claims {}", player.0, n(*territory)),
        Event::Placed {
            player,
            territory,
            armies,
        } => {
            format!("P{} places {} on {}", player.0, armies, n(*territory))
        }
        Event::Battle {
            from,
            to,
            attacker,
            defender,
            attacker_losses,
            defender_losses,
            reroll,
            commander,
            bonus,
            ..
        } => format!(
            "{} -> {}: {:?} v {:?}, -{} / -{}{}{}{}",
            n(*from),
            n(*to),
            attacker.faces(),
            defender.faces(),
            attacker_losses,
            defender_losses,
            reroll
                .map(|r| format!(" (re-rolled {} -> {})", r.before, r.after))
                .unwrap_or_default(),
            commander
                .map(|c| format!(" (commander {c} -> 6)"))
                .unwrap_or_default(),
            bonus.map(|b| format!(" ({b:?})")).unwrap_or_default()
        ),
        Event::Conquered {
            player,
            to,
            moved,
            max,
            ..
        } => {
            format!(
                "P{} conquers {} ({moved} in, up to {max})",
                player.0,
                n(*to)
            )
        }
        Event::Occupied { to, armies, .. } => format!("{armies} move into {}", n(*to)),
        Event::Fortified { from, to, armies } => {
            format!("fortify {armies}: {} -> {}", n(*from), n(*to))
        }
        Event::Traded {
            player,
            cards,
            armies,
            bonus,
        } => format!(
            "P{} trades {} for {armies}{}",
            player.0,
            cards.map(|c| g.card_name(c)).join(" + "),
            bonus
                .map(|(t, b)| format!(", +{b} on {}", n(t)))
                .unwrap_or_default()
        ),
        other => format!("{other:?}")
            .replace("PlayerId(", "P(")
            .replace("Some(CardId(", "card(("),
    }
}

#[test]
fn golden_three_player_game() {
    let lobby = Lobby::new(Rules::classic(), 3, 2026);
    let opts = SimOptions {
        record: true,
        ..SimOptions::default()
    };
    let seats = [AiLevel::Basic, AiLevel::Random, AiLevel::Basic];
    let report = play(lobby, &seats, &opts).unwrap();
    assert!(report.fault.is_none(), "{:?}", report.fault);
    assert!(report.winner.is_some());
    let log: Vec<String> = report
        .events
        .iter()
        .map(|e| line(&report.game, e))
        .collect();
    insta::assert_snapshot!("classic_3p_seed_2026", log.join("\n"));
}

/// The event log of a seeded 4-player game of `preset` between strong and basic AIs.
fn golden_log(rules: Rules, seed: u64) -> String {
    let seats = [
        AiLevel::Strong,
        AiLevel::Basic,
        AiLevel::Strong,
        AiLevel::Basic,
    ];
    golden_log_of(rules, seed, &seats)
}

/// The event log of a seeded game with these seats, ending with why it was won.
fn golden_log_of(rules: Rules, seed: u64, seats: &[AiLevel]) -> String {
    let opts = SimOptions {
        record: true,
        ..SimOptions::default()
    };
    let lobby = Lobby::new(rules, seats.len() as u8, seed);
    let report = play(lobby, seats, &opts).unwrap();
    assert!(report.fault.is_none(), "{:?}", report.fault);
    assert!(report.winner.is_some());
    let mut log: Vec<String> = report
        .events
        .iter()
        .map(|e| line(&report.game, e))
        .collect();
    log.push(format!(
        "won by {}",
        report.game.victory_reason().unwrap_or_default()
    ));
    log.join("\n")
}

/// A seeded two-player game, strong against basic.
fn two_player_log(rules: Rules) -> String {
    golden_log_of(rules, 11, &[AiLevel::Strong, AiLevel::Basic])
}

#[test]
fn golden_secret_mission_game() {
    insta::assert_snapshot!(
        "secret_mission_4p_seed_7",
        golden_log(Rules::secret_mission(), 7)
    );
}

#[test]
fn golden_capital_game() {
    insta::assert_snapshot!("capital_4p_seed_7", golden_log(Rules::capital(), 7));
}

#[test]
fn golden_two_player_game() {
    // The preset's setup order is 003's (003_959c08df1c77c745.txt, GAME 3 step 4): every own
    // army first, then the neutral ones, one a turn.
    insta::assert_snapshot!("two_player_seed_11", two_player_log(Rules::two_player()));
}

#[test]
fn golden_global_domination_game() {
    insta::assert_snapshot!(
        "global_domination_4p_seed_7",
        golden_log(Rules::global_domination(), 7)
    );
}

#[test]
fn golden_experts_game() {
    // 002's experts' variations together: army cap, re-rolls, Commander, several fortify moves.
    let log = golden_log(Rules::experts(), 7);
    assert!(
        log.contains("(re-rolled"),
        "a re-roll happens in a whole game"
    );
    assert!(
        log.contains("(commander"),
        "the Commander is used in a whole game"
    );
    insta::assert_snapshot!("experts_4p_seed_7", log);
}

#[test]
fn golden_two_player_neutrals_game() {
    insta::assert_snapshot!(
        "two_player_neutrals_seed_11",
        two_player_log(Rules::two_player_neutrals())
    );
}

#[test]
fn golden_mission_game() {
    // 004 Mission RISK: claims and the revealed fourth card appear in the log.
    let log = golden_log(Rules::mission(), 7);
    assert!(
        log.contains("MissionClaimed"),
        "missions are claimed in a whole game"
    );
    insta::assert_snapshot!("mission_4p_seed_7", log);
}

#[test]
fn golden_basic_training_game() {
    // 000/001 Basic Training: capitals, star trades and Objectives appear in the log.
    let log = golden_log(Rules::basic_training(), 7);
    for kind in ["CapitalPlaced", "StarsTraded", "ObjectiveCollected"] {
        assert!(log.contains(kind), "{kind} happens in a whole game");
    }
    insta::assert_snapshot!("basic_training_4p_seed_7", log);
}

#[test]
fn golden_world_conquest_game() {
    let log = golden_log(Rules::world_conquest(), 7);
    assert!(log.ends_with("won by world domination"));
    insta::assert_snapshot!("world_conquest_4p_seed_7", log);
}

#[test]
fn golden_two_player_allies_game() {
    // 004 active neutrals: bribes, allies reinforced and status dice appear in the log.
    let log = two_player_log(Rules::two_player_allies());
    for kind in ["Bribed", "AllyReinforced", "StatusRolled"] {
        assert!(log.contains(kind), "{kind} happens in a whole game");
    }
    insta::assert_snapshot!("two_player_allies_seed_11", log);
}

#[test]
fn golden_command_room_game() {
    // 000/001 Command Room: Objectives with Rewards.
    let log = golden_log(Rules::command_room(), 7);
    for kind in ["CapitalPlaced", "ObjectiveCollected", "RewardGained"] {
        assert!(log.contains(kind), "{kind} happens in a whole game");
    }
    insta::assert_snapshot!("command_room_4p_seed_7", log);
}

#[test]
fn golden_team_game() {
    // 004 Team RISK: the team hand is passed along; one elimination ends the game.
    let log = golden_log(Rules::team(), 7);
    assert!(log.contains("HandPassed"));
    assert!(log.contains("team victory"));
    insta::assert_snapshot!("team_4p_seed_7", log);
}
