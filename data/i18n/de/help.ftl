### German: /help (words/help.rs).
### Every key of ../en/help.ftl, translated; a key left out falls back to English.
