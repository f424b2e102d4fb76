//! Exact battle odds by Markov chain: both sides roll the maximum until the territory falls or
//! the attacker can no longer (or chooses not to) roll.

use std::sync::OnceLock;

use serde::Serialize;

/// `ROLL[a][d][k]`: probability that the attacker loses `k` armies when rolling `a` dice against
/// `d` dice (the defender loses `min(a, d) - k`). Computed once by enumerating every roll.
fn roll_table() -> &'static [[[f64; 3]; 3]; 4] {
    static TABLE: OnceLock<[[[f64; 3]; 3]; 4]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = [[[0.0; 3]; 3]; 4];
        for (a, row) in t.iter_mut().enumerate().skip(1) {
            for (d, cell) in row.iter_mut().enumerate().skip(1) {
                *cell = enumerate(a, d);
            }
        }
        t
    })
}

fn enumerate(a: usize, d: usize) -> [f64; 3] {
    let n = a + d;
    let total = 6usize.pow(n as u32);
    let mut counts = [0usize; 3];
    for code in 0..total {
        let mut faces = [0u8; 5];
        let mut c = code;
        for f in faces.iter_mut().take(n) {
            *f = (c % 6) as u8;
            c /= 6;
        }
        let (att, def) = faces[..n].split_at_mut(a);
        att.sort_unstable_by(|x, y| y.cmp(x));
        def.sort_unstable_by(|x, y| y.cmp(x));
        let lost = att.iter().zip(def.iter()).filter(|(x, y)| x <= y).count();
        counts[lost] += 1;
    }
    counts.map(|c| c as f64 / total as f64)
}

/// Expected armies lost by the attacker and by the defender in one roll of `attacker_dice`
/// (1–3) against `defender_dice` (1–2) plain dice; `None` for other counts.
pub fn roll_expectation(attacker_dice: u8, defender_dice: u8) -> Option<(f64, f64)> {
    let (a, d) = (attacker_dice as usize, defender_dice as usize);
    if !(1..=3).contains(&a) || !(1..=2).contains(&d) {
        return None;
    }
    let n = a.min(d) as f64;
    let lost: f64 = roll_table()[a][d]
        .iter()
        .enumerate()
        .map(|(k, q)| k as f64 * q)
        .sum();
    Some((lost, n - lost))
}

/// The outcome distribution of attacking until one side cannot continue.
#[derive(Clone, Debug, Serialize)]
pub struct Odds {
    /// Armies in the attacking territory, including the one that must stay behind.
    pub attackers: u32,
    pub defenders: u32,
    pub win_probability: f64,
    pub expected_attacker_losses: f64,
    pub expected_defender_losses: f64,
    /// Final states with their probabilities: (armies left in the attacking territory,
    /// defenders left). A win has defenders left 0.
    pub outcomes: Vec<(u32, u32, f64)>,
}

/// A probability as people read it: a percentage to one decimal without a trailing ".0"
/// ("87.3%", "50%"); "> 99.9%" and "< 0.1%" for odds that would round to 100% or 0% without
/// being certain or impossible, so that only a sure thing reads "100%" and only an impossible
/// one "0%". Every percentage the bot shows is written here.
pub fn percent(p: f64) -> String {
    let p = if p.is_nan() { 0.0 } else { p.clamp(0.0, 1.0) };
    let tenths = (p * 1000.0).round() as u32;
    match tenths {
        _ if p == 1.0 => "100%".into(),
        _ if p == 0.0 => "0%".into(),
        1000.. => "> 99.9%".into(),
        0 => "< 0.1%".into(),
        t if t % 10 == 0 => format!("{}%", t / 10),
        t => format!("{}.{}%", t / 10, t % 10),
    }
}

/// Odds of attacking `attackers` (armies in the territory) against `defenders` with maximum dice
/// until the territory falls or only one attacking army is left.
pub fn odds(attackers: u32, defenders: u32) -> Odds {
    odds_until(attackers, defenders, 1)
}

/// As `odds`, but the attacker stops once the attacking territory is down to `stop_at` armies
/// (a blitz with a stop).
pub fn odds_until(attackers: u32, defenders: u32, stop_at: u32) -> Odds {
    let a0 = attackers.saturating_sub(1) as usize;
    let d0 = defenders as usize;
    let floor = stop_at.max(1).saturating_sub(1) as usize;
    let table = roll_table();
    // prob[a * (d0 + 1) + d]: probability of passing through state (a, d).
    let w = d0 + 1;
    let mut prob = vec![0.0f64; (a0 + 1) * w];
    prob[a0 * w + d0] = 1.0;
    // The final states: the attacker at its floor (any defenders left) or no defenders left.
    let mut outcomes = Vec::with_capacity(((floor + 1) * w + a0 + 1).min(prob.len()));
    // Each roll removes at least one army, so visiting states by decreasing a + d is topological.
    for s in (0..=a0 + d0).rev() {
        let a_lo = s.saturating_sub(d0);
        for a in (a_lo..=a0.min(s)).rev() {
            let d = s - a;
            let p = prob[a * w + d];
            if p == 0.0 {
                continue;
            }
            if a <= floor || d == 0 {
                outcomes.push(((a + 1) as u32, d as u32, p));
                continue;
            }
            let (ad, dd) = (a.min(3), d.min(2));
            let n = ad.min(dd);
            for (k, &q) in table[ad][dd].iter().enumerate().take(n + 1) {
                prob[(a - k) * w + (d - (n - k))] += p * q;
            }
        }
    }
    summarise(attackers, defenders, outcomes)
}

fn summarise(attackers: u32, defenders: u32, mut outcomes: Vec<(u32, u32, f64)>) -> Odds {
    outcomes.sort_by(|x, y| (y.0, x.1).cmp(&(x.0, y.1)));
    let start = attackers.max(1);
    let win = outcomes.iter().filter(|o| o.1 == 0).map(|o| o.2).sum();
    let att_loss = outcomes.iter().map(|o| (start - o.0) as f64 * o.2).sum();
    let def_loss = outcomes
        .iter()
        .map(|o| (defenders - o.1) as f64 * o.2)
        .sum();
    Odds {
        attackers,
        defenders,
        win_probability: if defenders == 0 { 1.0 } else { win },
        expected_attacker_losses: att_loss,
        expected_defender_losses: def_loss,
        outcomes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_roll_probabilities_match_the_known_fractions() {
        let t = roll_table();
        // 3 vs 2: attacker loses 0 with 2890/7776, 1 with 2611/7776, 2 with 2275/7776.
        assert!((t[3][2][0] - 2890.0 / 7776.0).abs() < 1e-12);
        assert!((t[3][2][1] - 2611.0 / 7776.0).abs() < 1e-12);
        assert!((t[3][2][2] - 2275.0 / 7776.0).abs() < 1e-12);
        // 1 vs 1: attacker wins 15/36.
        assert!((t[1][1][0] - 15.0 / 36.0).abs() < 1e-12);
    }

    #[test]
    fn percentages_say_near_certain_and_near_impossible_odds_as_such() {
        assert_eq!(percent(0.9999), "> 99.9%");
        assert_eq!(percent(0.99951), "> 99.9%");
        assert_eq!(percent(0.9994), "99.9%");
        assert_eq!(percent(1.0), "100%");
        assert_eq!(percent(0.0), "0%");
        assert_eq!(percent(0.0001), "< 0.1%");
        assert_eq!(percent(0.001), "0.1%");
        assert_eq!(percent(0.5), "50%");
        assert_eq!(percent(2.0 / 3.0), "66.7%");
        assert_eq!(percent(0.873), "87.3%");
        // Ten armies against one defender win all but a sliver of the time.
        assert_eq!(percent(odds(10, 1).win_probability), "> 99.9%");
    }

    #[test]
    fn small_cases_by_hand() {
        // 2 armies vs 1: one die against one, repeated until one side is gone: the attacker has
        // only one roll (losing leaves 1 army), so the win chance is 15/36.
        let o = odds(2, 1);
        assert!((o.win_probability - 15.0 / 36.0).abs() < 1e-12);
        assert!((o.expected_attacker_losses - 21.0 / 36.0).abs() < 1e-12);
        // An attacker with one army cannot attack.
        assert_eq!(odds(1, 5).win_probability, 0.0);
    }

    #[test]
    fn distribution_sums_to_one_and_losses_are_consistent() {
        for (a, d) in [(5, 3), (10, 10), (30, 25), (200, 200)] {
            let o = odds(a, d);
            let total: f64 = o.outcomes.iter().map(|x| x.2).sum();
            assert!((total - 1.0).abs() < 1e-9, "{a} v {d}: {total}");
            assert!(o.win_probability > 0.0 && o.win_probability < 1.0);
            assert!(o.expected_attacker_losses <= (a - 1) as f64 + 1e-9);
            assert!(o.expected_defender_losses <= d as f64 + 1e-9);
        }
    }

    #[test]
    fn agrees_with_a_monte_carlo_of_the_same_battles() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let (a0, d0, trials) = (10u32, 10u32, 40_000);
        let mut wins = 0;
        for _ in 0..trials {
            let (mut a, mut d) = (a0 - 1, d0);
            while a > 0 && d > 0 {
                let mut att: Vec<u8> = (0..a.min(3)).map(|_| rng.random_range(1..=6)).collect();
                let mut def: Vec<u8> = (0..d.min(2)).map(|_| rng.random_range(1..=6)).collect();
                att.sort_unstable_by(|x, y| y.cmp(x));
                def.sort_unstable_by(|x, y| y.cmp(x));
                for (x, y) in att.iter().zip(&def) {
                    if x > y {
                        d -= 1
                    } else {
                        a -= 1
                    }
                }
            }
            wins += u32::from(d == 0);
        }
        let mc = wins as f64 / trials as f64;
        let exact = odds(a0, d0).win_probability;
        // 40,000 trials: standard error about 0.0025; allow four of them.
        assert!((mc - exact).abs() < 0.01, "exact {exact}, simulated {mc}");
    }

    #[test]
    fn stopping_early_lowers_the_win_chance() {
        let full = odds(20, 15);
        let cautious = odds_until(20, 15, 10);
        assert!(cautious.win_probability < full.win_probability);
        assert!(cautious.outcomes.iter().all(|o| o.1 == 0 || o.0 <= 10));
    }
}
