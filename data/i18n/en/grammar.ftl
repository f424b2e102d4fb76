### English: the neutral forms of a territory's or continent's name that names.ftl gives no
### forms for (an imported map's names, a shipped name a language has not given its forms yet):
### wording that needs no agreement with the name. `$name` is the bare name. A message reads them
### as `$<variable>-<form>` (src/i18n/names.rs, docs/i18n.md "Names with their grammar").
### `-gender` is masculine, feminine or neuter, `-number` one or other: values for selectors.

## A territory
place-territory-subject = { $name }
place-territory-object = { $name }
place-territory-in = in { $name }
place-territory-from = from { $name }
place-territory-to = to { $name }
place-territory-of = of { $name }
place-territory-gender = neuter
place-territory-number = one

## A continent
place-continent-subject = { $name }
place-continent-object = { $name }
place-continent-in = in { $name }
place-continent-from = from { $name }
place-continent-to = to { $name }
place-continent-of = of { $name }
place-continent-gender = neuter
place-continent-number = one
