//! The CLI subcommands as a user runs them: the real binary, its output and exit status.

use std::process::Command;

fn risk_bot(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_risk-bot"))
        .args(args)
        .output()
        .expect("risk-bot runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn odds_json_has_the_documented_keys() {
    let (code, out, _) = risk_bot(&["odds", "10", "10", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["attackers"], 10);
    assert_eq!(v["defenders"], 10);
    let p = v["win_probability"].as_f64().unwrap();
    assert!((0.47..0.49).contains(&p), "{p}");
    assert!(v["expected_attacker_losses"].as_f64().unwrap() > 0.0);
    assert!(v["expected_defender_losses"].as_f64().unwrap() > 0.0);
}

#[test]
fn simulate_plays_games_to_the_end_and_reports_them() {
    let (code, out, _) = risk_bot(&[
        "simulate",
        "--players",
        "4",
        "--games",
        "5",
        "--seed",
        "3",
        "--ai",
        "random,basic,random,basic",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let games = v["games"].as_array().unwrap();
    assert_eq!(games.len(), 5);
    for g in games {
        assert!(g["winner"].is_u64(), "{g}");
        assert!(g["fault"].is_null());
    }
    assert_eq!(v["faults"], 0);
    let wins: u64 = v["wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert_eq!(wins, 5);
}

#[test]
fn bad_arguments_say_what_is_allowed() {
    let (code, _, err) = risk_bot(&["simulate", "--ai", "genius"]);
    assert_ne!(code, 0);
    assert!(
        err.contains("unknown AI level 'genius': use random, basic or strong"),
        "{err}"
    );
    let (code, _, err) = risk_bot(&["simulate", "--players", "3", "--ai", "random,basic"]);
    assert_ne!(code, 0);
    assert!(err.contains("give one, or one per seat"), "{err}");
    let (code, _, err) = risk_bot(&["simulate", "--preset", "nope"]);
    assert_ne!(code, 0);
    assert!(err.contains("choose one of classic"), "{err}");
}
