### German: the neutral forms of a name names.ftl gives no forms for (an imported map's, a
### shipped name without its attributes yet): wording around "Gebiet" and "Kontinent", whose
### article agrees with them and not with the name. `$name` is the bare name.

## A territory
place-territory-subject = das Gebiet { $name }
place-territory-object = das Gebiet { $name }
place-territory-in = im Gebiet { $name }
place-territory-from = aus dem Gebiet { $name }
place-territory-to = ins Gebiet { $name }
place-territory-of = des Gebiets { $name }
place-territory-gender = neuter
place-territory-number = one

## A continent
place-continent-subject = der Kontinent { $name }
place-continent-object = den Kontinent { $name }
place-continent-in = auf dem Kontinent { $name }
place-continent-from = vom Kontinent { $name }
place-continent-to = auf den Kontinent { $name }
place-continent-of = des Kontinents { $name }
place-continent-gender = masculine
place-continent-number = one
