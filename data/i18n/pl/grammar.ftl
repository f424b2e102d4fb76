### Polish: the neutral forms of a name names.ftl gives no forms for (an imported map's names):
### wording around "terytorium" (neuter, the same in the nominative, accusative and genitive) and
### "kontynent", which take the case, so the name itself stays in its nominative. `$name` is the bare name.

## A territory
place-territory-subject = terytorium { $name }
place-territory-object = terytorium { $name }
place-territory-in = na terytorium { $name }
place-territory-from = z terytorium { $name }
place-territory-to = na terytorium { $name }
place-territory-of = terytorium { $name }
place-territory-gender = neuter
place-territory-number = one

## A continent
place-continent-subject = kontynent { $name }
place-continent-object = kontynent { $name }
place-continent-in = na kontynencie { $name }
place-continent-from = z kontynentu { $name }
place-continent-to = na kontynent { $name }
place-continent-of = kontynentu { $name }
place-continent-gender = masculine
place-continent-number = one
