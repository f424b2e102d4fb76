### Spanish: how numbers, shares and enumerations are written (src/i18n/numbers.rs).
### Every key of ../en/values.ftl, translated; a key left out falls back to English.

values-percent = { $number } %
values-percent-above = más del { $number } %
values-percent-below = menos del { $number } %
values-join = { $first }; { $rest }
values-number = { $number }
values-plus = +{ $number }
values-list = { $list }
