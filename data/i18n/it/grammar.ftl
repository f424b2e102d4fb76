### Italian: the neutral forms of a name names.ftl gives no forms for (an imported map's names):
### wording around "territorio" and "continente", whose article and prepositions agree with them
### and not with the name. `$name` is the bare name.

## A territory
place-territory-subject = il territorio { $name }
place-territory-object = il territorio { $name }
place-territory-in = nel territorio { $name }
place-territory-from = dal territorio { $name }
place-territory-to = nel territorio { $name }
place-territory-of = del territorio { $name }
place-territory-gender = masculine
place-territory-number = one

## A continent
place-continent-subject = il continente { $name }
place-continent-object = il continente { $name }
place-continent-in = nel continente { $name }
place-continent-from = dal continente { $name }
place-continent-to = nel continente { $name }
place-continent-of = del continente { $name }
place-continent-gender = masculine
place-continent-number = one
