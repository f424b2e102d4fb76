//! The board picture's input, the table as it is now with the last battle marked; and the
//! deadline added to the post that pings the player whose clock just started.

use std::sync::Arc;

use crate::engine::Reader;
use crate::render::Focus;
use crate::service::table::session::Session;
use crate::service::values::keys::UserKey;
use crate::service::values::outcome::{Board, BoardArea, Moment, Outcome};

/// Adds the deadline to the post that pings the player whose clock just started.
pub(crate) fn announce_deadline(s: &Session, outcome: &mut Outcome, deadline: u64) {
    let Some(g) = s.game.as_ref() else { return };
    let Some(u) = s.seats[g.current().index()].user else {
        return;
    };
    if let Some(post) = outcome
        .public
        .iter_mut()
        .rev()
        .find(|p| p.ping.contains(&u))
    {
        // The post is the channel's: its words are in the channel's language.
        let when = Moment::Relative(deadline).to_string();
        let deadline = crate::i18n::in_channel(|| crate::t!("text-deadline", when = when));
        post.text.push(' ');
        post.text.push_str(&deadline);
    }
}

/// The picture's input for `s` as the channel may see it, or with `private_to` as that user
/// may (under fog of war, their own view: `Game::view_of`), marking the last battle among
/// `entries` (the newest last) where the reader sees it, about `area`: where `entries`
/// happened and then where the rest of the turn so far (`earlier`) did, the reader's fronts,
/// continents or the whole board (`render::Focus`; what the reader cannot see is never a
/// place a crop is centred on).
pub(crate) fn board_view<'a>(
    s: &Session,
    private_to: Option<UserKey>,
    entries: impl DoubleEndedIterator<Item = &'a Vec<crate::engine::Event>> + Clone,
    earlier: &[crate::engine::Event],
    area: &BoardArea,
) -> Option<Board> {
    let game = s.game.as_ref()?;
    let seat = private_to.and_then(|u| s.seat_of(u));
    let reader = private_to.map_or(Reader::Everyone, |_| game.reader_of(seat));
    let last = last_battle(entries.clone());
    // The picture shows the table as it is now: "(surrendered)" after a surrendered seat.
    // Drawn and described as plain text.
    let names: Vec<String> =
        crate::i18n::markup::plain(|| game.players().map(|p| s.label(p)).collect());
    let view = crate::render::BoardView::seen_by(game, &game.view(reader), &names, last);
    // What this change did first (its post names it), then the rest of the turn.
    let action = || {
        let mut ts = Focus::action(entries.clone().flatten(), &view).territories(&view);
        for t in Focus::action(earlier, &view).territories(&view) {
            if !ts.contains(&t) {
                ts.push(t);
            }
        }
        // A turn that named no place (the first, after the armies were placed): the fronts
        // of the player to move, as the reader sees them.
        match (ts.is_empty(), view.current) {
            (true, Some(p)) => match Focus::fronts(&view, p) {
                Focus::Fronts(ts) => Focus::MoverFronts(ts),
                other => other,
            },
            (true, None) | (false, _) => Focus::Action(ts),
        }
    };
    let focus = match area {
        BoardArea::Action => action(),
        BoardArea::Fronts => match seat {
            Some(p) => Focus::fronts(&view, p.index()),
            None => action(),
        },
        BoardArea::Region(cs) => Focus::Region(cs.clone()),
        BoardArea::Whole => Focus::Whole,
    };
    Some(Board(Arc::new(view.focused(focus))))
}

/// The events of the turn under way in `entries` (a table's log, the newest last): those after
/// the newest start of a turn, the whole log when none started.
pub(crate) fn turn_so_far(entries: &[Vec<crate::engine::Event>]) -> Vec<crate::engine::Event> {
    let events: Vec<&crate::engine::Event> = entries.iter().flatten().collect();
    let start = events
        .iter()
        .rposition(|e| matches!(e, crate::engine::Event::TurnStarted { .. }))
        .map_or(0, |i| i + 1);
    events[start..].iter().map(|&e| e.clone()).collect()
}

/// The last battle among `entries` (the newest last): where from and where to.
pub(crate) fn last_battle<'a>(
    entries: impl DoubleEndedIterator<Item = &'a Vec<crate::engine::Event>>,
) -> Option<(crate::engine::TerritoryId, crate::engine::TerritoryId)> {
    entries.rev().find_map(|events| {
        events.iter().rev().find_map(|ev| match ev {
            crate::engine::Event::Battle { from, to, .. } => Some((*from, *to)),
            _ => None,
        })
    })
}
