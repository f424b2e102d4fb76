//! The bot offers only what it accepts: the prompt, the hand DM and every autocomplete take their
//! choices from `service::offers`, which asks the engine. Over random positions of every preset,
//! each offered choice is accepted and what is refused is never offered; then the cases found
//! by playing whole games from outside.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::position::{Position, Start};
use risk::engine::rules::PRESETS;
use risk::engine::{Action, AttackMode, Game, Lobby, Phase, PlayerId, Rules};
use risk::service::{offers, text, Session, UserKey};

fn seated(g: &Game) -> Session {
    let names: Vec<(UserKey, String)> = g
        .players()
        .map(|p| (UserKey(p.0 as u64 + 1), format!("P{}", p.0)))
        .collect();
    let refs: Vec<(UserKey, &str)> = names.iter().map(|(u, n)| (*u, n.as_str())).collect();
    let mut s = Session::seated(&refs, g.clone());
    for p in g.players().filter(|&q| g.is_neutral(q)) {
        s.seats[p.index()].name = format!("Neutral {}", p.0);
    }
    s
}

/// Checks every offer at this position; returns whether it was an elimination trade-down
/// position where sets are held but may not be traded (the case players met).
fn check(g: &Game) -> bool {
    let p = g.current();
    let s = seated(g);
    // Drafting: offered ⇔ accepted, for every territory; names resolve back to it.
    let draft = offers::draft_targets(g, p);
    for t in g.map().territory_ids() {
        let ok = offers::accepts(
            g,
            p,
            Action::Place {
                territory: t,
                armies: 1,
            },
        );
        assert_eq!(draft.contains(t), ok, "{}", g.map().name(t));
        assert_eq!(g.map().lookup(g.map().name(t)), Ok(t));
        if ok {
            assert!(g.room(t) > 0, "a full territory is never offered");
        }
    }
    // Trading: the prompt and the DM mention a trade only when one is accepted.
    let sets = offers::trade_sets(g, p);
    for cards in g.tradeable_sets(p) {
        assert_eq!(
            sets.contains(&cards),
            offers::accepts(g, p, Action::Trade { cards, bonus: None })
        );
    }
    let prompt = text::prompt(&s, g, &g.view(risk::engine::Reader::Everyone));
    if prompt.contains("you can also trade") {
        assert!(!sets.is_empty(), "{prompt}");
    }
    let hand = text::hand(g, p);
    assert_eq!(
        hand.contains("Sets you can trade now"),
        !sets.is_empty(),
        "{hand}"
    );
    // Bribes: only neutrals that take a card, never an ally of yours or a full hand.
    for (q, cards) in offers::bribes(g, p) {
        assert!(g.is_neutral(q));
        assert_ne!(g.ally_of(q), Some(p));
        assert!(g.bribe_cards(q) < 5);
        for card in cards {
            assert!(offers::accepts(g, p, Action::Bribe { neutral: q, card }));
        }
    }
    matches!(
        g.phase(),
        Phase::Reinforce {
            after_elimination: true,
            ..
        }
    ) && sets.is_empty()
        && !g.tradeable_sets(p).is_empty()
}

#[test]
fn every_offer_is_accepted_and_nothing_refused_is_offered_in_every_preset() {
    let mut positions = 0;
    for (i, preset) in PRESETS.iter().enumerate() {
        let rules = (preset.rules)();
        let players = rules
            .min_players
            .max(if preset.name == "team" { 4 } else { 3 });
        let players = players.min(rules.max_players);
        for seed in 0..3u64 {
            let (mut g, _) = Lobby::new(rules.clone(), players, 100 * i as u64 + seed)
                .start()
                .unwrap_or_else(|e| panic!("{}: {e:?}", preset.name));
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut steps = 0;
            while !g.is_over() && steps < 1500 {
                // Every 7th position is checked in full (the checks try every territory).
                if steps % 7 == 0 {
                    check(&g);
                    positions += 1;
                }
                let p = g.current();
                let a = AiLevel::Basic.act(&g, p, &mut rng);
                if g.apply(p, a).is_err() {
                    g.apply(p, Action::End).unwrap();
                }
                steps += 1;
            }
        }
    }
    assert!(positions > 1000, "{positions}");
}

#[test]
fn after_an_elimination_below_the_trade_down_limit_no_trade_is_offered() {
    // Play 004 two-player-allies games (trade-down at elimination) until a player who just took
    // an eliminated player's cards holds a set but may not trade it.
    let mut seen = 0;
    for seed in 0..300u64 {
        let rules = (risk::engine::rules::preset("mission").unwrap().rules)();
        let (mut g, _) = Lobby::new(rules, 3, seed).start().unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !g.is_over() && g.turn() < 400 {
            if check(&g) {
                seen += 1;
            }
            let p = g.current();
            let a = AiLevel::Basic.act(&g, p, &mut rng);
            if g.apply(p, a).is_err() {
                g.apply(p, Action::End).unwrap();
            }
        }
        if seen > 0 {
            break;
        }
    }
    assert!(seen > 0, "the case arose and was checked");
}

#[test]
fn two_player_setup_offers_the_neutral_owed_and_the_refusal_names_it() {
    let rules = (risk::engine::rules::preset("two-player-neutrals")
        .unwrap()
        .rules)();
    let (mut g, _) = Lobby::new(rules, 2, 3).start().unwrap();
    let p = g.current();
    let s = seated(&g);
    let draft = offers::draft_targets(&g, p);
    let neutrals: Vec<PlayerId> = g.players().filter(|&q| g.is_neutral(q)).collect();
    assert_eq!(neutrals.len(), 4);
    for &q in &neutrals {
        assert!(
            !draft.intersect(g.territories_of(q)).is_empty(),
            "a territory of neutral {} is offered",
            q.0
        );
    }
    // One army on the first neutral; its territories are no longer offered this round.
    let first = g.territories_of(neutrals[0]).iter().next().unwrap();
    g.apply(
        p,
        Action::Place {
            territory: first,
            armies: 1,
        },
    )
    .unwrap();
    let draft = offers::draft_targets(&g, p);
    assert!(draft.intersect(g.territories_of(neutrals[0])).is_empty());
    let v = g
        .apply(
            p,
            Action::Place {
                territory: first,
                armies: 1,
            },
        )
        .unwrap_err();
    let said = g.explain(&v, &|q| s.name(q));
    assert!(
        said.contains("1 on a territory of Neutral 3 or Neutral 4 or Neutral 5"),
        "{said}"
    );
}

#[test]
fn a_territory_at_the_army_cap_is_not_offered_for_drafting() {
    let mut pos = Position::classic(2, PlayerId(0), Start::TurnStart, 1, |name| match name {
        "Siam" => (PlayerId(0), 12),
        "Brazil" | "Peru" | "Venezuela" | "Argentina" => (PlayerId(1), 1),
        _ => (PlayerId(0), 1),
    });
    pos.rules = Rules {
        army_cap: Some(12),
        ..Rules::classic()
    };
    let g = pos.build().unwrap();
    let siam = g.map().lookup("Siam").unwrap();
    let draft = offers::draft_targets(&g, PlayerId(0));
    assert!(!draft.contains(siam));
    assert!(draft.contains(g.map().lookup("China").unwrap()));
}

#[test]
fn stop_at_zero_is_refused_with_the_allowed_range() {
    let pos = Position::classic(2, PlayerId(0), Start::Attack, 1, |name| match name {
        "Brazil" => (PlayerId(0), 6),
        "North Africa" => (PlayerId(1), 2),
        n if n.starts_with('A') => (PlayerId(0), 1),
        _ => (PlayerId(1), 1),
    });
    let mut g = pos.build().unwrap();
    let v = g
        .apply(
            PlayerId(0),
            Action::Attack {
                from: g.map().lookup("Brazil").unwrap(),
                to: g.map().lookup("North Africa").unwrap(),
                dice: None,
                defender_dice: None,
                mode: AttackMode::Blitz { stop_at: Some(0) },
                commander: false,
            },
        )
        .unwrap_err();
    let said = g.explain(&v, &|q| format!("P{}", q.0));
    assert!(said.contains("choose 1 to 5"), "{said}");
    assert_eq!(g.armies(g.map().lookup("North Africa").unwrap()), 2);
}

#[test]
fn trade_with_an_empty_hand_says_so() {
    use risk::service::{Actor, ChannelKey, Command, GameService, MemoryStore, NewGame};
    let svc = GameService::new(
        std::sync::Arc::new(MemoryStore::default()),
        std::sync::Arc::new(|| 1_700_000_000),
        std::sync::Arc::new(|| 7),
    );
    let ch = ChannelKey(1);
    let who = |id: u64, name: &str| Actor {
        user: UserKey(id),
        name: name.into(),
        admin: false,
        locale: None,
        guild_locale: None,
    };
    let (alice, bob, carol) = (who(1, "alice"), who(2, "bob"), who(3, "carol"));
    svc.handle(
        ch,
        &alice,
        Command::New(Box::new(NewGame::preset("classic"))),
    )
    .unwrap();
    svc.handle(ch, &bob, Command::Join { color: None }).unwrap();
    svc.handle(ch, &carol, Command::Join { color: None })
        .unwrap();
    svc.handle(ch, &alice, Command::Start).unwrap();
    let said = svc
        .handle(
            ch,
            &alice,
            Command::Trade {
                cards: "Alaska, Peru, Wild".into(),
                bonus: None,
            },
        )
        .unwrap_err()
        .to_string();
    assert!(said.starts_with("You hold no cards yet"), "{said}");
    assert!(!said.contains("Your cards: ."), "{said}");
}
