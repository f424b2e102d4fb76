### French: words shared by every area: lists.
### Every key of ../en/common.ftl, translated; a key left out falls back to English.

list-two = { $first } et { $second }
list-more = { $first }, { $rest }
