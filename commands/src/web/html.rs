//! The web view's pages as HTML and its data as JSON: every word from the catalogue in the
//! game's language, every name someone supplied HTML-escaped, no inline script or style (the
//! words the script needs ride on data attributes).

use std::fmt::Write;

use risk::i18n::Lang;
use risk::render::BoardView;
use risk::service::page::{Frame, Page, Replay};
use risk::t;
use serde_json::json;

/// Escapes text for HTML (text and attribute values alike).
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn head(out: &mut String, lang: Lang, title: &str) {
    let _ = write!(
        out,
        r#"<!doctype html><html lang="{}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>{}</title><link rel="stylesheet" href="/assets/app.css"><script src="/assets/app.js" defer></script></head><body>"#,
        lang.code(),
        esc(title)
    );
}

/// A page that only says something: a refusal (404, 410, 403, 429, 400) or where to go next.
pub fn notice(lang: Lang, title: &str, text: &str, go: Option<&str>) -> String {
    let mut out = String::new();
    head(&mut out, lang, title);
    let _ = write!(
        out,
        "<main class=\"notice\"><h1>{}</h1><p>{}</p>",
        esc(title),
        esc(text)
    );
    if let Some(go) = go {
        let _ = write!(
            out,
            r#"<p><a id="go" data-go="{0}" href="{0}">{1}</a></p>"#,
            esc(go),
            esc(&t!("web-open-own-view"))
        );
    }
    out.push_str("</main></body></html>");
    out
}

/// The words the script shows, as data attributes of the page.
fn words() -> String {
    let pairs = [
        ("holder", t!("web-holder")),
        ("armies", t!("web-armies")),
        ("neighbours", t!("web-neighbours")),
        ("unseen", t!("web-unseen")),
        ("unclaimed", t!("web-unclaimed")),
        ("play", t!("web-replay-play")),
        ("pause", t!("web-replay-pause")),
        (
            "position",
            t!("web-replay-position", entry = "{E}", round = "{R}"),
        ),
        ("live", t!("web-replay-now")),
    ];
    pairs
        .iter()
        .map(|(k, v)| format!(" data-w-{k}=\"{}\"", esc(v)))
        .collect()
}

/// The game's page: the board (drawn by the script from `board.svg`), the replay and chart
/// when the audience may see them, the reader's secrets on their own page, and the text view.
pub fn page(page: &Page, base: &str, title: &str) -> String {
    let mut out = String::with_capacity(32 * 1024);
    head(&mut out, page.lang, title);
    let _ = write!(
        out,
        r##"<a class="skip" href="#text">{}</a><main id="app" data-base="{}" data-version="{}" data-replay="{}"{}>"##,
        esc(&t!("web-skip")),
        esc(base),
        page.version,
        u8::from(page.replay),
        words()
    );
    let _ = write!(
        out,
        r#"<header><h1>{}</h1><p id="status" aria-live="polite">{}</p></header>"#,
        esc(title),
        esc(&page.board.describe())
    );
    let _ = write!(
        out,
        r#"<section id="boardbox" aria-label="{board}"><div class="tools"><button id="zin" type="button" aria-label="{zin}">+</button><button id="zout" type="button" aria-label="{zout}">&#8722;</button><button id="zfit" type="button">{fit}</button></div><div id="board" tabindex="0" aria-label="{hint}"></div><div id="tip" role="status" hidden></div></section>"#,
        board = esc(&t!("web-board")),
        zin = esc(&t!("web-zoom-in")),
        zout = esc(&t!("web-zoom-out")),
        fit = esc(&t!("web-zoom-fit")),
        hint = esc(&t!("web-board-hint")),
    );
    if !page.secrets.is_empty() {
        let _ = write!(
            out,
            "<section id=\"secrets\"><h2>{}</h2>",
            esc(&t!("web-your-secrets"))
        );
        for s in &page.secrets {
            let _ = write!(out, "<p>{}</p>", esc(s));
        }
        out.push_str("</section>");
    }
    out.push_str("<section id=\"replaybox\">");
    let _ = write!(out, "<h2>{}</h2>", esc(&t!("web-replay")));
    if page.replay {
        let _ = write!(
            out,
            r#"<div class="tools"><button id="rfirst" type="button">{}</button><button id="rprevturn" type="button">{}</button><button id="rprev" type="button">{}</button><button id="rplay" type="button">{}</button><button id="rnext" type="button">{}</button><button id="rnextturn" type="button">{}</button><button id="rnow" type="button">{}</button></div><p id="rpos" aria-live="polite"></p><p id="verification"></p>"#,
            esc(&t!("web-replay-first")),
            esc(&t!("web-replay-prev-turn")),
            esc(&t!("web-replay-prev")),
            esc(&t!("web-replay-play")),
            esc(&t!("web-replay-next")),
            esc(&t!("web-replay-next-turn")),
            esc(&t!("web-replay-now")),
        );
        let _ = write!(
            out,
            r#"<h2>{}</h2><img id="chart" src="{}/chart.svg" alt="{}">"#,
            esc(&t!("web-chart")),
            esc(base),
            esc(&t!("web-chart-alt"))
        );
    } else {
        let _ = write!(out, "<p>{}</p>", esc(&t!("web-replay-hidden")));
    }
    out.push_str("</section>");
    out.push_str("<section id=\"text\">");
    text_view(&mut out, &page.board);
    out.push_str("</section></main></body></html>");
    out
}

/// The text view: the players' totals and continents, then every territory with its
/// continent, holder, armies and neighbours (for screen readers, and without the script).
pub fn text_view(out: &mut String, v: &BoardView) {
    let unknown = t!("web-unknown");
    let _ = writeln!(
        out,
        "<h2>{}</h2><table id=\"players\"><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
        esc(&t!("web-text-view")),
        esc(&t!("web-col-player")),
        esc(&t!("web-col-territories")),
        esc(&t!("web-col-armies")),
        esc(&t!("web-col-cards")),
        esc(&t!("web-col-continents")),
    );
    for p in &v.players {
        let continents: Vec<String> = p
            .continents
            .iter()
            .map(|c| risk::i18n::names::named("continent", c))
            .collect();
        let _ = writeln!(
            out,
            "<tr><td><span class=\"swatch\" data-colour=\"{}\"></span>{} ({})</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            esc(p.color),
            esc(&p.name),
            p.letter,
            if p.territories_known { p.territories.to_string() } else { unknown.clone() },
            if p.armies_known { p.armies.to_string() } else { unknown.clone() },
            p.cards,
            esc(&risk::i18n::list(&continents)),
        );
    }
    let _ = write!(
        out,
        "</tbody></table>\n<table id=\"territories\"><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>\n",
        esc(&t!("web-col-territory")),
        esc(&t!("web-col-continent")),
        esc(&t!("web-col-holder")),
        esc(&t!("web-col-armies")),
        esc(&t!("web-col-neighbours")),
    );
    for tv in &v.territories {
        let map = &v.map;
        let neighbours: Vec<String> = map
            .neighbours(tv.id)
            .iter()
            .map(|n| risk::i18n::names::territory(map, n))
            .collect();
        let (holder, armies) = cell(v, tv.owner, tv.armies, tv.sight);
        let _ = write!(
            out,
            "<tr data-t=\"{}\"><td>{}</td><td>{}</td><td class=\"holder\">{}</td><td class=\"armies\">{}</td>\n<td>{}</td></tr>\n",
            tv.id.index(),
            esc(&risk::i18n::names::territory(map, tv.id)),
            esc(&risk::i18n::names::continent(map, map.territory(tv.id).continent)),
            esc(&holder),
            esc(&armies),
            esc(&risk::i18n::list(&neighbours)),
        );
    }
    out.push_str("</tbody></table>");
}

/// A territory's holder and armies as the text view writes them.
fn cell(
    v: &BoardView,
    owner: Option<usize>,
    armies: u16,
    sight: risk::engine::Sight,
) -> (String, String) {
    use risk::engine::Sight;
    let holder = match (owner.and_then(|o| v.players.get(o)), sight) {
        (_, Sight::Nothing) => t!("web-unseen"),
        (Some(p), Sight::Owner | Sight::All) => p.name.clone(),
        (None, Sight::Owner | Sight::All) => t!("web-unclaimed"),
    };
    let armies = match sight {
        Sight::All => armies.to_string(),
        Sight::Owner | Sight::Nothing => t!("web-unknown"),
    };
    (holder, armies)
}

/// The page's data for the script: the status line, and per territory its name, holder,
/// armies and neighbours (null where the reader cannot see them); the text view's HTML.
pub fn state(page: &Page) -> String {
    let v = &page.board;
    let map = &v.map;
    let territories: Vec<serde_json::Value> = v
        .territories
        .iter()
        .map(|tv| {
            let (holder, armies) = cell(v, tv.owner, tv.armies, tv.sight);
            json!({
                "name": risk::i18n::names::territory(map, tv.id),
                "holder": holder,
                "armies": armies,
                "neighbours": map.neighbours(tv.id).iter().map(|n| n.index()).collect::<Vec<_>>(),
            })
        })
        .collect();
    let mut text = String::new();
    text_view(&mut text, v);
    json!({
        "version": page.version,
        "status": v.describe(),
        "over": page.over,
        "territories": territories,
        "text": text,
    })
    .to_string()
}

/// The replay's data: every frame as the changes from the one before (the first whole), the
/// seats' names, and the verification once the game is over.
pub fn replay(r: &Replay, names: &[String]) -> String {
    let mut prev: Option<&Frame> = None;
    let frames: Vec<serde_json::Value> = r
        .frames
        .iter()
        .map(|f| {
            let changes: Vec<[i64; 3]> = f
                .cells
                .iter()
                .enumerate()
                .filter(|(i, c)| prev.is_none_or(|p| p.cells.get(*i) != Some(*c)))
                .map(|(i, (o, a))| [i as i64, o.map_or(-1, i64::from), i64::from(*a)])
                .collect();
            prev = Some(f);
            json!({"e": f.entry, "r": f.round, "c": f.current, "d": changes})
        })
        .collect();
    json!({
        "names": names,
        "frames": frames,
        "verification": r.verification,
    })
    .to_string()
}
