### Spanish: the engine's reasons in words, as the service renders them.
### Every key of ../en/engine.ftl, translated; a key left out falls back to English.

## engine/explain.rs

eng-another-player = otro jugador
eng-whose-turn = Es el turno de { $name }.
eng-how-yours = /{ cmd-board } { opt-player }:me los lista
eng-how-neighbours = /{ cmd-territory } muestra los vecinos de un territorio
eng-how-free = /{ cmd-board } { opt-continent }: muestra cuáles, continente por continente
eng-how-ally = /{ cmd-board } { opt-player } los lista
eng-many-territories = { $count } territorios ({ $how })
eng-none = ninguno
eng-quoted = «{ $text }»
eng-or = { $first } o { $second }
eng-and = { $first } y { $second }
eng-range-exactly = exactamente { $count }
eng-range = { $min }–{ $max }
eng-game-over-won = La partida terminó: ganó { $name }.
eng-game-ended = La partida terminó sin ganador.
eng-not-a-player = No juegas en esta partida.
eng-not-your-turn = Es el turno de { $name }; le toca { $expected }.
eng-wrong-phase = No puedes { $action } ahora: toca { $expected }.
eng-action-attack = atacar
eng-action-choose-hq = elegir un cuartel general
eng-action-choose-objective = elegir un objetivo
eng-action-claim = reclamar territorios
eng-action-not-placing = hacer nada más que colocar ejércitos iniciales
eng-action-end = terminar
eng-action-fortify = fortificar
eng-action-move = mover tropas
eng-action-airfield = colocar un aeródromo
eng-action-place = colocar ejércitos
eng-action-trade-stars = canjear cartas de estrellas (esta partida canjea tríos)
eng-belongs-to = { $owner } controla { $territory-object }, no tú. Los tuyos: { $yours }.
eng-no-such-territory = No hay ningún territorio con ese nombre en este tablero.
eng-not-yours = No controlas { $territory-object }. Los tuyos: { $yours }.
eng-already-claimed = { $owner } ya ocupó { $territory-object }. Aún libres: { $free }.
eng-own-side = Tu propio bando ya tiene { $to-object }. Puedes atacar { $from-from }: { $allowed }.
eng-own-territory = Ya controlas { $to-object }. Puedes atacar { $from-from }: { $allowed }.
eng-not-adjacent = No son vecinos: { $from } y { $to }. Puedes atacar { $from-from }: { $allowed }.
eng-too-few-armies = { $count ->
        [one] Hay 1 ejército
       *[other] Hay { $count } ejércitos
    } { $territory-in }; necesitas al menos { $need } para atacar desde allí.
eng-attacker-dice = No puedes tirar { $given } dados aquí: elige de 1 a { $max }.
eng-defender-dice = El defensor no puede tirar { $given } dados aquí: elige de 1 a { $max }.
eng-troops-none = No puede salir ningún ejército de allí: siempre queda uno (pediste { $given }).
eng-troops-range = { $given } está fuera de rango: elige { $range }.
eng-stop-at-zero = { opt-stop-at } es cuántos ejércitos quedan en el territorio atacante, al menos 1: elige de 1 a { $max }.
eng-stop-at-too-high = { opt-stop-at } { $given } no atacaría en absoluto: el territorio tiene { $have }; elige de 1 a { $max }.
eng-must-trade = Tienes { $count } cartas: canjea primero un trío (/{ cmd-trade }) y luego coloca tus ejércitos.
eng-not-in-hand = Esa carta no está en tu mano (mira /{ cmd-hand }).
eng-not-a-set = Esas cartas no forman un trío: tres del mismo dibujo, una de cada dibujo o dos cualesquiera con un comodín.
eng-trade-start-of-turn = Las cartas se canjean solo al inicio de tu turno; ahora te toca { $expected }.
eng-trade-down-to = Tienes { $count } cartas: el canje se detiene en { $limit } o menos.
eng-not-connected = No puedes mover ejércitos { $from-from } { $to-to }. Destinos permitidos: { $allowed }.
eng-same-territory = Nombraste { $territory-object } dos veces; elige dos territorios distintos.
eng-setup-quota-neutral = En esta ronda aún colocas { $count } en tus propios territorios y 1 en un territorio neutral.
eng-setup-quota-owed = En esta ronda aún colocas { $count } en tus propios territorios y 1 en un territorio de { $owed }.
eng-setup-quota-own = En esta ronda aún colocas { $count } en tus propios territorios y ninguno en los neutrales.
eng-all-placed = Todos tus ejércitos iniciales están colocados; se revelan juntos cuando { $waiting } { $count ->
        [one] termine
       *[other] terminen
    }.
eng-ally-no-active-neutrals = Estas reglas no tienen ejércitos neutrales activos que sobornar o dirigir.
eng-ally-not-a-neutral = Ese no es un ejército neutral que siga en la partida.
eng-ally-bribe-time = Los sobornos se dan al inicio de tu turno, antes de colocar tus refuerzos; ahora te toca { $expected }.
eng-ally-full-hand = Ese neutral ya tiene 5 cartas y no se puede sobornar más.
eng-ally-two-per-turn = Ya le diste dos cartas a ese neutral en este turno, el máximo permitido.
eng-ally-already-allied = Ese neutral ya es tu aliado.
eng-ally-not-your-ally = Ese territorio no lo tiene ninguno de tus aliados.
eng-ally-reinforce-time = Los aliados se refuerzan después de tus propios refuerzos y antes de tu primer ataque.
eng-ally-already-reinforced = Ya reforzaste a ese aliado en este turno.
eng-ally-already-moved = Ese aliado ya hizo su movimiento gratis en este turno.
eng-ally-no-roll-to-divide = El dado de un aliado se reparte justo después de tirarlo (/{ cmd-ally } { opt-territory }, luego /{ cmd-ally } { opt-territory } { opt-troops } por cada otro territorio).
eng-ally-other-ally = Los ejércitos del dado van solo a territorios del aliado para el que se tiró: { $choices }.
eng-stars = Esas cartas muestran { $count } { $count ->
        [one] estrella
       *[other] estrellas
    }: canjea cartas que juntas muestren de 2 a 10 estrellas.
eng-army-cap-full = Ya hay { $cap } ejércitos { $territory-in }, el máximo por territorio; elige otro.
eng-army-cap-room = { $count ->
        [one] Solo cabe 1 ejército más
       *[other] Solo caben { $count } ejércitos más
    } { $territory-in } (como mucho { $cap } por territorio).
eng-no-bonus = Este canje no da +2, así que tampoco hay nada que poner { $territory-in }: { $reason }.
eng-no-bonus-rules = esta partida no da bonificación por territorios ocupados de las cartas
eng-no-bonus-taken = ya recibiste los 2 ejércitos extra de este turno
eng-no-bonus-cards = ninguna de estas cartas muestra un territorio que ocupes
eng-bonus-territory = El +2 va en el territorio de una carta canjeada que ocupes, no { $territory-in }. Elige uno de: { $eligible }.
eng-no-objectives = Estas reglas no tienen objetivos.
eng-objective-discard-only = Solo se descarta una carta al tomar un objetivo: elige uno de { $objectives }.
eng-objective-none-now = Ahora no se puede tomar ningún objetivo: se toma tras atacar, cuando se logró en este turno, uno por turno.
eng-objective-choose = Puedes tomar uno de: { $objectives } (o ninguno: /{ cmd-objective } sin nombre).
eng-armies-left = Coloca primero { $count ->
        [one] tu último ejército
       *[other] tus { $count } ejércitos restantes
    } (/{ cmd-draft }).
eng-expect-claim = reclamar un territorio libre (/{ cmd-claim })
eng-expect-capital = poner tu capital en uno de tus territorios (/{ cmd-hq })
eng-expect-hq = elegir en secreto un cuartel general entre tus territorios (/{ cmd-hq })
eng-expect-setup-neutral-only = colocar 1 ejército en un territorio neutral (/{ cmd-draft }); te quedan { $left } propios
eng-expect-setup-with-neutral = colocar { $count } { $count ->
        [one] ejército
       *[other] ejércitos
    } en tus territorios y 1 en uno neutral en esta ronda (te quedan { $left } propios, /{ cmd-draft })
eng-expect-setup-own = colocar { $count } { $count ->
        [one] ejército
       *[other] ejércitos
    } en tus territorios en esta ronda (quedan { $left }, /{ cmd-draft })
eng-expect-setup = colocar ejércitos iniciales (quedan { $left }, /{ cmd-draft })
eng-expect-draft = colocar { $count } { $count ->
        [one] refuerzo
       *[other] refuerzos
    } (/{ cmd-draft })
eng-expect-trade-down = canjear un trío de cartas (tienes { $count }, /{ cmd-trade })
eng-expect-attack = atacar (/{ cmd-attack }), fortificar (/{ cmd-fortify }) o terminar los ataques (/{ cmd-end })
eng-expect-occupy = elegir cuántas tropas quedan { $territory-in }: { $range } (/{ cmd-move }), o seguir (/{ cmd-attack }, /{ cmd-fortify }, /{ cmd-end }) { $min ->
        [one] con la que entró
       *[other] con las { $min } que entraron
    }
eng-expect-occupy-first = mover primero tropas { $territory-to }: { $range } (/{ cmd-move })
eng-expect-fortify = fortificar (/{ cmd-fortify }) o terminar el turno (/{ cmd-end })
eng-expect-nothing = nada: la partida terminó
