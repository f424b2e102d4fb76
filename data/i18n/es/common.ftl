### Spanish: words shared by every area: lists.
### Every key of ../en/common.ftl, translated; a key left out falls back to English.

list-two = { $first } y { $second }
list-more = { $first }, { $rest }
