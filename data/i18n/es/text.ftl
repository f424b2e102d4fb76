### Spanish: the channel's and players' texts: events, boards, hands, prompts (src/service/words/text, words/picture.rs).
### Every key of ../en/text.ftl, translated; a key left out falls back to English.
