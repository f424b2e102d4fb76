### French: how numbers, shares and enumerations are written (src/i18n/numbers.rs).
### Every key of ../en/values.ftl, translated; a key left out falls back to English.

values-percent = { $number } %
values-percent-above = plus de { $number } %
values-percent-below = moins de { $number } %
# French typography: a narrow no-break space before the semicolon.
values-join = { $first } ; { $rest }
values-number = { $number }
values-plus = +{ $number }
values-list = { $list }
