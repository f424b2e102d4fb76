### Brazilian Portuguese: the rules in sentences (words/rules_text.rs).
### Every key of ../en/rules.ftl, translated; a key left out falls back to English.
