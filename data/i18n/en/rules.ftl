### English: the rules in sentences (words/rules_text.rs).
