//! The slash command a player would type for an engine action (what the tests play through
//! the bot: the basic AI's choice for the person to move, typed as a line).

use risk::engine::{Action, AttackMode, Game};

/// The console line a player would type for `action`.
pub fn line(g: &Game, action: Action) -> String {
    let n = |t| g.map().name(t).to_string();
    match action {
        Action::Claim { territory } => format!("/claim territory:\"{}\"", n(territory)),
        Action::Place { territory, armies } => {
            format!("/draft territory:\"{}\" troops:{armies}", n(territory))
        }
        Action::Trade { cards, .. } => {
            let names: Vec<String> = cards
                .iter()
                .map(|c| g.card_territory(*c).map(n).unwrap_or_else(|| "wild".into()))
                .collect();
            format!("/trade cards:\"{}\"", names.join(", "))
        }
        Action::TradeStars { cards } => {
            let names: Vec<String> = cards
                .iter()
                .filter_map(|c| g.card_territory(c).map(n))
                .collect();
            format!("/trade cards:\"{}\"", names.join(", "))
        }
        Action::Attack {
            from,
            to,
            dice,
            mode,
            ..
        } => {
            let mut l = format!("/attack from:\"{}\" to:\"{}\"", n(from), n(to));
            if let Some(d) = dice {
                l += &format!(" dice:{d}");
            }
            if matches!(mode, AttackMode::Blitz { .. }) {
                l += " blitz:true";
            }
            l
        }
        Action::Occupy { armies } => format!("/move troops:{armies}"),
        Action::Fortify { from, to, armies } => format!(
            "/fortify from:\"{}\" to:\"{}\" troops:{armies}",
            n(from),
            n(to)
        ),
        Action::End => "/end".into(),
        Action::ChooseHq { territory } => format!("/hq territory:\"{}\"", n(territory)),
        Action::Bribe { neutral, card } => {
            let i = g
                .players()
                .filter(|&q| g.is_neutral(q))
                .position(|q| q == neutral);
            let name = match i {
                Some(0) => "Neutral".to_string(),
                i => format!("Neutral {}", i.unwrap_or(0) + 1),
            };
            let card = g
                .card_territory(card)
                .map(n)
                .unwrap_or_else(|| "wild".into());
            format!("/bribe neutral:\"{name}\" card:\"{card}\"")
        }
        Action::ReinforceAlly { territory } => format!("/ally territory:\"{}\"", n(territory)),
        Action::DivideAllyRoll { territory, armies } => {
            format!("/ally territory:\"{}\" troops:{armies}", n(territory))
        }
        Action::PlaceAirfield { territory } => {
            format!("/airfield territory:\"{}\"", n(territory))
        }
        Action::ChooseObjective { objective, discard } => {
            let mut line = "/objective".to_string();
            if let Some(o) = objective {
                line.push_str(&format!(" name:\"{}\"", o.describe(g.map())));
            }
            if let Some(c) = discard {
                let card = g.card_territory(c).map(n).unwrap_or_else(|| "wild".into());
                line.push_str(&format!(" discard:\"{card}\""));
            }
            line
        }
    }
}
