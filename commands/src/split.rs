//! Discord's message limit: long texts are split at line breaks into parts of at most 2,000
//! characters (a single overlong line is cut at a character boundary).

pub const LIMIT: usize = 2000;

pub fn split(text: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut cur = String::new();
    for line in text.split('\n') {
        let mut line = line;
        while line.chars().count() > LIMIT {
            let cut = line
                .char_indices()
                .nth(LIMIT)
                .map(|(i, _)| i)
                .unwrap_or(line.len());
            if !cur.is_empty() {
                parts.push(std::mem::take(&mut cur));
            }
            parts.push(line[..cut].to_string());
            line = &line[cut..];
        }
        let extra = usize::from(!cur.is_empty());
        if cur.chars().count() + extra + line.chars().count() > LIMIT {
            parts.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push('\n');
        }
        cur.push_str(line);
    }
    if !cur.is_empty() || parts.is_empty() {
        parts.push(cur);
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_one_part() {
        assert_eq!(split("hello\nworld"), vec!["hello\nworld"]);
    }

    #[test]
    fn long_text_splits_at_lines_within_the_limit() {
        let line = "x".repeat(300);
        let text = vec![line.as_str(); 20].join("\n");
        let parts = split(&text);
        assert!(parts.len() >= 3);
        assert!(parts.iter().all(|p| p.chars().count() <= LIMIT));
        assert_eq!(parts.join("\n"), text);
    }

    #[test]
    fn an_overlong_line_is_cut_on_char_boundaries() {
        let text = "é".repeat(4500);
        let parts = split(&text);
        assert_eq!(parts.len(), 3);
        assert!(parts.iter().all(|p| p.chars().count() <= LIMIT));
        assert_eq!(parts.concat(), text);
    }
}
