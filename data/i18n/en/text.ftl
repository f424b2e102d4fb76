### English: the channel's and players' texts: events, boards, hands, prompts (src/service/words/text, words/picture.rs).
