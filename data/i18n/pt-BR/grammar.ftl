### Brazilian Portuguese: the neutral forms of a name names.ftl gives no forms for (an imported
### map's, a shipped name without its attributes yet): wording around "território" and
### "continente", whose article agrees with them and not with the name. `$name` is the bare name.

## A territory
place-territory-subject = o território { $name }
place-territory-object = o território { $name }
place-territory-in = no território { $name }
place-territory-from = do território { $name }
place-territory-to = para o território { $name }
place-territory-of = do território { $name }
place-territory-gender = masculine
place-territory-number = one

## A continent
place-continent-subject = o continente { $name }
place-continent-object = o continente { $name }
place-continent-in = no continente { $name }
place-continent-from = do continente { $name }
place-continent-to = para o continente { $name }
place-continent-of = do continente { $name }
place-continent-gender = masculine
place-continent-number = one
