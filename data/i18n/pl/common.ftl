### Polish: words shared by every area: lists.
### Every key of ../en/common.ftl, translated; a key left out falls back to English.

# A list of names: "alice i bob", "alice, bob i carol".
list-two = { $first } i { $second }
list-more = { $first }, { $rest }
