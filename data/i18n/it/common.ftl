### Italian: words shared by every area: lists.
### Every key of ../en/common.ftl, translated.

# A list of names: "alice e bob", "alice, bob e carol".
list-two = { $first } e { $second }
list-more = { $first }, { $rest }
