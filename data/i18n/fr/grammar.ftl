### French: the neutral forms of a name names.ftl gives no forms for (an imported map's, a
### shipped name without its attributes yet): wording around "territoire" and "continent",
### whose article agrees with them and not with the name. `$name` is the bare name.

## A territory
place-territory-subject = le territoire { $name }
place-territory-object = le territoire { $name }
place-territory-in = sur le territoire { $name }
place-territory-from = du territoire { $name }
place-territory-to = vers le territoire { $name }
place-territory-of = du territoire { $name }
place-territory-gender = masculine
place-territory-number = one

## A continent
place-continent-subject = le continent { $name }
place-continent-object = le continent { $name }
place-continent-in = sur le continent { $name }
place-continent-from = du continent { $name }
place-continent-to = vers le continent { $name }
place-continent-of = du continent { $name }
place-continent-gender = masculine
place-continent-number = one
