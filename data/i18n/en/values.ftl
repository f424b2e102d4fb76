### English: how numbers, shares and enumerations are written (src/i18n/numbers.rs).
### The digits themselves come from ICU4X's CLDR data for the language; these are the patterns
### around them.

# A share: $number is already written as the language writes numbers ("80.8", "80,8").
values-percent = { $number }%
# A share above 99.9% that is not all: $number is 99.9.
values-percent-above = > { $number }%
# A share below 0.1% that is not none: $number is 0.1.
values-percent-below = < { $number }%
# Items that may hold commas themselves ("Peru, 3; Brazil, 2"), $rest already joined.
values-join = { $first }; { $rest }
# A number alone ($number as the language writes it), and one that gained: "+1.5".
values-number = { $number }
values-plus = +{ $number }
# A list ("a, b and c") as the language's CLDR data joins it: $list is already joined.
values-list = { $list }
