//! Discord's message limit: long texts are split at line breaks into parts of at most 2,000
//! characters (a single overlong line is cut at a character boundary). The service counts
//! messages with the same function (`Outcome::condense`), so it lives there.

pub use risk::service::split_message as split;

#[cfg(test)]
mod tests {
    use super::*;
    use risk::service::MESSAGE_LIMIT as LIMIT;

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
