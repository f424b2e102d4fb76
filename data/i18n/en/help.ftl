### English: /help (words/help.rs).
