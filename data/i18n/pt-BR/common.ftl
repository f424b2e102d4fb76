### Brazilian Portuguese: words shared by every area: lists.
### Every key of ../en/common.ftl, translated; a key left out falls back to English.

list-two = { $first } e { $second }
list-more = { $first }, { $rest }
