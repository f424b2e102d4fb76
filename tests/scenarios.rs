//! Rule scenarios: every `tests/scenarios/*.toml` file is a named case with a compact position,
//! scripted dice, actions, and the expected events, state or refusal. Each cites its rulebook.

use std::collections::BTreeMap;

use risk::engine::{rules, Fortify, Placement, Setup};
use risk::engine::{
    Action, AttackMode, CardId, Event, Game, Lobby, Map, PlayerId, Position, RuleViolation,
    ScriptedDice, Start, TerritoryId,
};
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    name: String,
    cite: String,
    #[serde(default = "classic")]
    preset: String,
    players: u8,
    #[serde(default)]
    current: u8,
    /// "lobby" (a fresh game from setup), "turn-start", "attack" or "fortify".
    start: String,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    sets_traded: u32,
    #[serde(default)]
    dice: Vec<u8>,
    setup: Option<Setup>,
    placement: Option<Placement>,
    fortify: Option<Fortify>,
    /// Owner and armies of every territory not listed in `board`.
    #[serde(default = "fill")]
    fill: (u8, u16),
    #[serde(default)]
    board: BTreeMap<String, (u8, u16)>,
    #[serde(default)]
    hands: BTreeMap<String, Vec<String>>,
    /// Every card not in `hands` goes to this seat's hand, leaving the deck empty.
    deck_to: Option<u8>,
    steps: Vec<Step>,
}

fn classic() -> String {
    "classic".into()
}
fn fill() -> (u8, u16) {
    (2, 1)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Step {
    player: Option<u8>,
    action: StepAction,
    /// The refusal expected (variant name); the game must then be unchanged.
    error: Option<String>,
    /// A phrase the refusal's explanation must contain.
    says: Option<String>,
    /// The kinds of the events produced, in order.
    events: Option<Vec<String>>,
    #[serde(default)]
    armies: BTreeMap<String, u16>,
    #[serde(default)]
    owner: BTreeMap<String, u8>,
    phase: Option<String>,
    hand_sizes: Option<Vec<usize>>,
    current: Option<u8>,
    winner: Option<u8>,
    /// Armies still to place in the reinforcement step.
    to_place: Option<u16>,
    /// Setup armies left per player.
    setup_left: Option<Vec<u16>>,
}

#[derive(Deserialize, Clone)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum StepAction {
    Claim {
        territory: String,
    },
    Place {
        territory: String,
        armies: u16,
    },
    Trade {
        cards: [String; 3],
        /// The territory named for the occupied-territory +2.
        bonus: Option<String>,
    },
    Attack {
        from: String,
        to: String,
        dice: Option<u8>,
        defender_dice: Option<u8>,
        #[serde(default)]
        blitz: bool,
        stop_at: Option<u16>,
        #[serde(default)]
        commander: bool,
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
}

fn territory(map: &Map, name: &str) -> TerritoryId {
    map.find(name)
        .unwrap_or_else(|| panic!("unknown territory '{name}' in scenario"))
}

fn card_on(map: &Map, name: &str) -> CardId {
    match name {
        "Wild" | "Wild 1" => CardId(map.territory_count() as u16),
        "Wild 2" => CardId(map.territory_count() as u16 + 1),
        t => CardId::of(territory(map, t)),
    }
}

fn action(map: &Map, a: &StepAction) -> Action {
    let t = |n: &str| territory(map, n);
    match a {
        StepAction::Claim { territory } => Action::Claim {
            territory: t(territory),
        },
        StepAction::Place { territory, armies } => Action::Place {
            territory: t(territory),
            armies: *armies,
        },
        StepAction::Trade { cards, bonus } => Action::Trade {
            cards: [
                card_on(map, &cards[0]),
                card_on(map, &cards[1]),
                card_on(map, &cards[2]),
            ],
            bonus: bonus.as_deref().map(t),
        },
        StepAction::Attack {
            from,
            to,
            dice,
            defender_dice,
            blitz,
            stop_at,
            commander,
        } => Action::Attack {
            from: t(from),
            to: t(to),
            dice: *dice,
            defender_dice: *defender_dice,
            mode: if *blitz {
                AttackMode::Blitz { stop_at: *stop_at }
            } else {
                AttackMode::Once
            },
            commander: *commander,
        },
        StepAction::Move { troops } => Action::Occupy { armies: *troops },
        StepAction::Fortify { from, to, troops } => Action::Fortify {
            from: t(from),
            to: t(to),
            armies: *troops,
        },
        StepAction::End => Action::End,
    }
}

fn build(s: &Scenario) -> Game {
    let p = rules::preset(&s.preset).unwrap_or_else(|| panic!("unknown preset {}", s.preset));
    let mut r = (p.rules)();
    r.setup = s.setup.unwrap_or(r.setup);
    r.placement = s.placement.unwrap_or(r.placement);
    r.fortify = s.fortify.unwrap_or(r.fortify);
    if s.start == "lobby" {
        return Lobby::new(r, s.players, s.seed)
            .start()
            .expect("lobby starts")
            .0;
    }
    let map = Map::classic();
    let board = map
        .territory_ids()
        .map(|t| {
            let (o, a) = s.board.get(map.name(t)).copied().unwrap_or(s.fill);
            (t, PlayerId(o), a)
        })
        .collect();
    for name in s.board.keys() {
        territory(&map, name);
    }
    let mut hands: Vec<(PlayerId, Vec<CardId>)> = s
        .hands
        .iter()
        .map(|(p, h)| {
            let p: u8 = p.parse().expect("hand keys are seat numbers");
            (PlayerId(p), h.iter().map(|c| card_on(&map, c)).collect())
        })
        .collect();
    if let Some(to) = s.deck_to {
        let dealt: Vec<CardId> = hands.iter().flat_map(|h| h.1.clone()).collect();
        let all = map.territory_count() as u16 + u16::from(map.wild_cards());
        let rest = (0..all)
            .map(CardId)
            .filter(|c| !dealt.contains(c))
            .collect();
        hands.push((PlayerId(to), rest));
    }
    let start = match s.start.as_str() {
        "turn-start" => Start::TurnStart,
        "attack" => Start::Attack,
        "fortify" => Start::Fortify,
        other => panic!("unknown start '{other}'"),
    };
    Position {
        map: map.clone(),
        rules: r,
        players: s.players,
        board,
        hands,
        current: PlayerId(s.current),
        start,
        sets_traded: s.sets_traded,
        seed: s.seed,
        missions: vec![],
        headquarters: vec![],
        ranked: vec![],
        capitals: vec![],
        objectives: vec![],
        rewards: vec![],
        airfields: vec![],
        shared: vec![],
    }
    .build()
    .expect("scenario position is valid")
}

fn kind<T: std::fmt::Debug>(x: &T) -> String {
    let d = format!("{x:?}");
    d.split([' ', '{', '('])
        .next()
        .unwrap_or_default()
        .to_string()
}

fn phase_name(g: &Game) -> String {
    kind(g.phase()).to_lowercase()
}

fn check_step(
    s: &Scenario,
    i: usize,
    game: &mut Game,
    dice: &mut ScriptedDice,
) -> Result<(), String> {
    let step = &s.steps[i];
    let map = game.map().clone();
    let who = PlayerId(step.player.unwrap_or(game.current().0));
    let act = action(&map, &step.action);
    let before = serde_json::to_string(&*game).unwrap();
    let result: Result<Vec<Event>, RuleViolation> = game.apply_with(who, act, dice);
    match (&result, &step.error) {
        (Err(v), Some(want)) => {
            if kind(v) != *want {
                return Err(format!("expected {want}, got {v:?}"));
            }
            if serde_json::to_string(&*game).unwrap() != before {
                return Err("a refused action changed the game".into());
            }
            let text = game.explain(v, &|p| format!("Player {}", p.0));
            if let Some(phrase) = &step.says {
                if !text.contains(phrase.as_str()) {
                    return Err(format!("explanation {text:?} lacks {phrase:?}"));
                }
            }
        }
        (Err(v), None) => return Err(format!("refused: {v:?}")),
        (Ok(ev), Some(want)) => return Err(format!("expected {want}, got events {ev:?}")),
        (Ok(ev), None) => {
            if let Some(kinds) = &step.events {
                let got: Vec<String> = ev.iter().map(kind).collect();
                if got != *kinds {
                    return Err(format!("events {got:?}, expected {kinds:?}: {ev:?}"));
                }
            }
        }
    }
    check_state(step, game)
}

fn check_state(step: &Step, game: &Game) -> Result<(), String> {
    let map = game.map().clone();
    for (name, &want) in &step.armies {
        let got = game.armies(territory(&map, name));
        if got != want {
            return Err(format!("{name} has {got} armies, expected {want}"));
        }
    }
    for (name, &want) in &step.owner {
        let got = game.owner(territory(&map, name));
        if got != Some(PlayerId(want)) {
            return Err(format!("{name} owned by {got:?}, expected {want}"));
        }
    }
    if let Some(p) = &step.phase {
        if phase_name(game) != *p {
            return Err(format!("phase {:?}, expected {p}", game.phase()));
        }
    }
    if let Some(sizes) = &step.hand_sizes {
        let got: Vec<usize> = game.players().map(|p| game.hand_size(p)).collect();
        if got != *sizes {
            return Err(format!("hand sizes {got:?}, expected {sizes:?}"));
        }
    }
    if let Some(left) = &step.setup_left {
        let got: Vec<u16> = game.players().map(|p| game.setup_armies_left(p)).collect();
        if got != *left {
            return Err(format!("setup armies left {got:?}, expected {left:?}"));
        }
    }
    if step.current.is_some_and(|c| game.current() != PlayerId(c)) {
        return Err(format!("current player {:?}", game.current()));
    }
    if step
        .winner
        .is_some_and(|w| game.winner() != Some(PlayerId(w)))
    {
        return Err(format!("winner {:?}", game.winner()));
    }
    if let Some(n) = step.to_place {
        match game.phase() {
            risk::engine::Phase::Reinforce { armies, .. } if *armies == n => {}
            p => return Err(format!("expected {n} to place, phase {p:?}")),
        }
    }
    game.check_invariants()
}

fn run_scenario(s: &Scenario) -> Result<(), String> {
    if !s.cite.contains(".txt") && !s.cite.contains("reference/") {
        return Err("cite a rulebook file".into());
    }
    let mut game = build(s);
    let mut dice = ScriptedDice::new(s.dice.clone());
    for i in 0..s.steps.len() {
        check_step(s, i, &mut game, &mut dice).map_err(|e| format!("step {}: {e}", i + 1))?;
    }
    if dice.used() != s.dice.len() {
        return Err(format!(
            "{} of {} scripted dice used",
            dice.used(),
            s.dice.len()
        ));
    }
    Ok(())
}

#[test]
fn rule_scenarios() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    assert!(files.len() >= 20, "only {} scenarios", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let s: Scenario = toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let outcome = std::panic::catch_unwind(|| run_scenario(&s))
            .unwrap_or_else(|_| Err("panicked".into()));
        if let Err(e) = outcome {
            failures.push(format!(
                "{} ({}): {e}",
                s.name,
                f.file_name().unwrap().to_string_lossy()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failing:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
