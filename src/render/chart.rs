//! The recap's chart: territories and armies per player over the rounds, two panels one above
//! the other, drawn as SVG and rasterised like the board. Each player's line has its colour,
//! its own dash pattern and its seat letter at each end, so colour is never the only cue.

use std::fmt::Write;

use super::metrics::{fit, width};
use super::svg::esc;
use super::{svg_to_png, RenderError};

/// One player's line: a point per sampled round.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartSeries {
    pub name: String,
    /// `#rrggbb`.
    pub color: &'static str,
    pub letter: char,
    /// (round, territories, armies).
    pub points: Vec<(u32, u32, u32)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    pub title: String,
    pub series: Vec<ChartSeries>,
}

/// The picture's width when every label fits in `RIGHT`; it grows with longer labels.
const W: f64 = 1200.0;
const PANEL_H: f64 = 300.0;
const LEFT: f64 = 80.0;
/// The least room right of the plot for the labels at the lines' ends.
const RIGHT: f64 = 220.0;
/// The plot's width.
const PLOT_W: f64 = W - LEFT - RIGHT;
/// The labels' size, and the gap between a line's end and its label.
const LABEL: f64 = 16.0;
const LABEL_GAP: f64 = 10.0;
const TOP: f64 = 70.0;
const GAP: f64 = 70.0;
const INK: &str = "#1b1f24";
/// Which value of a point a panel draws.
type Pick = fn(&(u32, u32, u32)) -> u32;

const DASHES: [&str; 6] = ["", "14 6", "4 5", "18 5 4 5", "8 8", "2 3"];

/// A round step for an axis reaching `max` in about 5 ticks.
fn tick_step(max: u32) -> u32 {
    let raw = (max.max(1) as f64 / 5.0).ceil() as u32;
    let mag = 10u32.pow(raw.max(1).ilog10());
    [1, 2, 5, 10]
        .into_iter()
        .map(|m| m * mag)
        .find(|s| *s >= raw)
        .unwrap_or(10 * mag)
}

impl Chart {
    /// Each series' label in the panel drawing `value`: its letter, its name (as much as fits
    /// the room of 32 of the widest letters, as on the board's legend) and its last figure,
    /// which is always whole. Empty for a series without points.
    fn labels(&self, value: Pick) -> Vec<String> {
        let room = width(&"W".repeat(32), LABEL);
        self.series
            .iter()
            .map(|s| match s.points.last() {
                Some(last) => format!(
                    "{} {} ({})",
                    s.letter,
                    fit(&s.name, LABEL, room),
                    value(last)
                ),
                None => String::new(),
            })
            .collect()
    }

    /// The picture's width: the plot, and room right of it for the widest label.
    fn width(&self) -> f64 {
        let panels: [Pick; 2] = [|p| p.1, |p| p.2];
        let widest = panels
            .into_iter()
            .flat_map(|v| self.labels(v))
            .map(|l| width(&l, LABEL))
            .fold(0.0, f64::max);
        // The gap before the label, and half of it after.
        LEFT + PLOT_W + RIGHT.max((LABEL_GAP * 1.5 + widest).ceil())
    }

    fn turns(&self) -> (u32, u32) {
        let all = self
            .series
            .iter()
            .flat_map(|s| s.points.iter().map(|p| p.0));
        let lo = all.clone().min().unwrap_or(0);
        let hi = all.max().unwrap_or(1);
        (lo, hi.max(lo + 1))
    }

    /// The chart as SVG text.
    pub fn svg(&self) -> String {
        let height = TOP + 2.0 * PANEL_H + GAP + 60.0;
        let w = self.width();
        let mut s = String::new();
        let _ = write!(
            s,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{height}" viewBox="0 0 {w} {height}"><rect width="100%" height="100%" fill="white"/><text x="{LEFT}" y="36" font-size="26" fill="{INK}">{}</text>"#,
            esc(&self.title)
        );
        let panels: [(String, Pick); 2] = [
            (crate::t!("render-chart-territories"), |p| p.1),
            (crate::t!("render-chart-armies"), |p| p.2),
        ];
        for (i, (label, value)) in panels.into_iter().enumerate() {
            let y0 = TOP + i as f64 * (PANEL_H + GAP);
            self.panel(&mut s, y0, &esc(&label), value);
        }
        s.push_str("</svg>");
        s
    }

    fn panel(&self, s: &mut String, y0: f64, label: &str, value: Pick) {
        let (t0, t1) = self.turns();
        let max = self
            .series
            .iter()
            .flat_map(|x| x.points.iter().map(value))
            .max()
            .unwrap_or(1)
            .max(1);
        let step = tick_step(max);
        let top = max.div_ceil(step) * step;
        let plot_w = PLOT_W;
        let x = |t: u32| LEFT + (t - t0) as f64 / (t1 - t0) as f64 * plot_w;
        let y = |v: u32| y0 + PANEL_H - v as f64 / top as f64 * PANEL_H;
        let _ = write!(
            s,
            r#"<text x="{LEFT}" y="{}" font-size="20" fill="{INK}">{label}</text>"#,
            y0 - 10.0
        );
        for v in (0..=top).step_by(step as usize) {
            let _ = write!(
                s,
                r##"<line x1="{LEFT}" y1="{yy}" x2="{}" y2="{yy}" stroke="#d0d4d9" stroke-width="1"/><text x="{}" y="{}" font-size="15" text-anchor="end" fill="{INK}">{v}</text>"##,
                LEFT + plot_w,
                LEFT - 8.0,
                y(v) + 5.0,
                yy = y(v)
            );
        }
        let tstep = tick_step(t1 - t0);
        let first = t0.div_ceil(tstep) * tstep;
        for t in (first..=t1).step_by(tstep as usize) {
            let _ = write!(
                s,
                r#"<text x="{}" y="{}" font-size="15" text-anchor="middle" fill="{INK}">{t}</text>"#,
                x(t),
                y0 + PANEL_H + 20.0
            );
        }
        let _ = write!(
            s,
            r#"<text x="{}" y="{}" font-size="15" text-anchor="end" fill="{INK}">{}</text>"#,
            LEFT + plot_w,
            y0 + PANEL_H + 40.0,
            esc(&crate::t!("render-chart-round"))
        );
        let texts = self.labels(value);
        let mut labels: Vec<(f64, String)> = Vec::new();
        for (i, series) in self.series.iter().enumerate() {
            let pts: Vec<String> = series
                .points
                .iter()
                .map(|p| format!("{:.1},{:.1}", x(p.0), y(value(p))))
                .collect();
            let Some(last) = series.points.last() else {
                continue;
            };
            let dash = match DASHES[i % DASHES.len()] {
                "" => String::new(),
                d => format!(r#" stroke-dasharray="{d}""#),
            };
            let _ = write!(
                s,
                r#"<polyline points="{}" fill="none" stroke="{}" stroke-width="3"{dash}/>"#,
                pts.join(" "),
                series.color
            );
            labels.push((y(value(last)) + 5.0, esc(&texts[i])));
        }
        // The names at the lines' ends, kept 20 px apart.
        labels.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut next = f64::MIN;
        for (ly, text) in labels {
            let ly = ly.max(next);
            next = ly + 20.0;
            let _ = write!(
                s,
                r#"<text x="{}" y="{ly:.1}" font-size="{LABEL}" fill="{INK}">{text}</text>"#,
                LEFT + plot_w + LABEL_GAP
            );
        }
    }

    /// The chart in words (its alt text): each player's territories and armies at the end.
    pub fn describe(&self) -> String {
        let ends: Vec<String> = self
            .series
            .iter()
            .filter_map(|s| {
                let (turn, t, a) = s.points.last()?;
                Some(crate::t!(
                    "render-chart-end",
                    letter = s.letter.to_string(),
                    name = &s.name,
                    territories = t,
                    armies = a,
                    round = turn
                ))
            })
            .collect();
        format!("{}. {}.", self.title, crate::i18n::joined(&ends))
    }

    /// The chart as a PNG.
    pub fn png(&self) -> Result<Vec<u8>, RenderError> {
        svg_to_png(&self.svg())
    }
}

#[cfg(test)]
mod tests {
    use super::tick_step;

    #[test]
    fn ticks_are_round() {
        assert_eq!(tick_step(42), 10);
        assert_eq!(tick_step(7), 2);
        assert_eq!(tick_step(230), 50);
        assert_eq!(tick_step(0), 1);
    }
}
