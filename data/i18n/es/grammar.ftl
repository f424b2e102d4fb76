### Spanish: the neutral forms of a name names.ftl gives no forms for (an imported map's, a
### shipped name without its attributes yet): wording around "territorio" and "continente",
### whose article agrees with them and not with the name. `$name` is the bare name.

## A territory
place-territory-subject = el territorio { $name }
place-territory-object = el territorio { $name }
place-territory-in = en el territorio { $name }
place-territory-from = desde el territorio { $name }
place-territory-to = al territorio { $name }
place-territory-of = del territorio { $name }
place-territory-gender = masculine
place-territory-number = one

## A continent
place-continent-subject = el continente { $name }
place-continent-object = el continente { $name }
place-continent-in = en el continente { $name }
place-continent-from = desde el continente { $name }
place-continent-to = al continente { $name }
place-continent-of = del continente { $name }
place-continent-gender = masculine
place-continent-number = one
