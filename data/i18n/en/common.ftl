### English: words shared by every area: lists.

# A list of names: "alice and bob", "alice, bob and carol".
list-two = { $first } and { $second }
list-more = { $first }, { $rest }
