### Spanish: the channel's and players' texts: events, boards, hands, prompts (src/service/words/text, words/picture.rs).
### Every key of ../en/text.ftl, translated; a key left out falls back to English.

## Dados y tiradas.

text-dice-vs = { $attacker } contra { $defender }
text-rolls-one = { $last }: atacante −{ $lost }, defensor −{ $killed }{ $notes }.
text-rolls-many = { $rolls } tiradas, atacante −{ $lost }, defensor −{ $killed }{ $notes }; última { $last }.
text-notes = {" "}({ $notes })
text-note-attack-die = dado de ataque extra { $face }
text-note-defence-die = dado de defensa extra { $face }
text-note-airfield = Aeródromo +1
text-note-reroll = relanzó un { $before } → { $after } con { $card }
text-note-reroll-defender = relanzó un { $before } del defensor → { $after } con { $card }
text-note-commander = el Comandante convirtió un { $before } en un 6

## Un ataque en una línea.

text-battle = 🎲 { $from } ⚔ { $to }: { $rolls }
text-battle-taken-open = 🎲 { $from } ⚔ { $to }: 🚩 { $player } toma { $to-object }, { $moved ->
    [one] entra 1
   *[other] entran { $moved }
} y { $left ->
    [one] queda 1
   *[other] quedan { $left }
} { $from-in } (/{ cmd-move } hasta { $max }). { $rolls }
text-battle-taken = 🎲 { $from } ⚔ { $to }: 🚩 { $player } toma { $to-object }, { $moved ->
    [one] entra 1
   *[other] entran { $moved }
} y { $left ->
    [one] queda 1
   *[other] quedan { $left }
} { $from-in }. { $rolls }
text-battle-held = 🎲 { $from } ⚔ { $to }: { $holder } resiste { $to-in } con { $defenders }; { $attackers ->
    [one] queda 1
   *[other] quedan { $attackers }
} { $from-in }. { $rolls }

## Sucesos.

text-claimed = { $player } ocupa { $territory-object }.
text-placed = { $player } coloca { $armies } { $territory-in }.
text-dealt = { $player } recibe { $count ->
    [one] 1 territorio
   *[other] { $count } territorios
} — { $territories }.
text-setup-complete = Todos los ejércitos iniciales están colocados: empieza la guerra.
text-traded = { $player } canjea { $cards } por { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
}.
text-traded-bonus = { $player } canjea { $cards } por { $armies } ejércitos (+{ $bonus } { $territory-in }).
text-conquered-open = 🚩 { $player } conquista { $territory-object } ({ $moved ->
    [one] entró 1
   *[other] entraron { $moved }
}; /{ cmd-move } hasta { $max }).
text-conquered = 🚩 { $player } conquista { $territory-object } ({ $moved ->
    [one] entró 1
   *[other] entraron { $moved }
}).
text-occupied = { $armies ->
    [one] 1 ejército ocupa ahora { $territory-object }.
   *[other] { $armies } ejércitos ocupan ahora { $territory-object }.
}
text-eliminated = ☠ { $player } es eliminado por { $by }, que se queda { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
}.
text-card-drawn = { $player } roba una carta.
text-deck-reshuffled = Las cartas canjeadas se barajan en un mazo nuevo.
text-fortified = Fortificación: { $armies } { $from-from } { $to-to }.
text-game-over = 🏆 ¡{ $player } gana la partida!
text-game-ended = 🏁 Aquí ya no juega nadie, y ningún puesto que siga en juego encabeza solo la clasificación: la partida termina sin ganador.
text-missions-dealt = Se reparten las misiones secretas: cada jugador tiene la suya por mensaje privado (/{ cmd-mission }).
text-mission-completed = 🎯 { $player } cumplió su misión secreta: { $mission }
text-hq-chosen = { $player } ha elegido un cuartel general.
text-bribed = 💰 { $player } da una carta a { $neutral } ({ $held } en su poder): { $status }.
text-status-rolled = 🎲 Dado de estado para { $neutral }: { $roll } → { $status }.
text-status-allied = aliado de { $player }
text-status-uninvolved = al margen
text-ally-reinforced = { $player } refuerza a su aliado { $ally } con { $armies } { $territory-in }.
text-ally-divided = { $armies ->
    [one] 1 de los nuevos ejércitos de { $ally } pasa
   *[other] { $armies } de los nuevos ejércitos de { $ally } pasan
} { $from-from } { $to-to }.
text-hand-passed = { $from } pasa { $cards ->
    [one] la carta
   *[other] las { $cards } cartas
} del equipo a { $to }.
text-reward-gained = 🎁 { $player } obtiene la Recompensa: { $reward }.
text-airfield-placed = 🛩 { $player } instala un Aeródromo { $territory-in }.
text-airfield-placed-auto = 🛩 { $player } instala un Aeródromo { $territory-in } (no colocado a mano: su territorio más fuerte).
text-airfield-destroyed = 🛩 El Aeródromo de { $player } { $territory-in } queda destruido.
text-capital-placed = 🏛 { $player } establece su capital { $territory-in }.
text-objective-collected = 🎖 { $player } consigue el Objetivo «{ $objective }» ({ $held } logrados; sin carta este turno).
text-objective-declined = { $player } no toma ningún Objetivo este turno.
text-card-discarded = { $player } descarta la carta { $card }.
text-objectives-taken = { $player } toma { $count ->
    [one] 1 Objetivo
   *[other] { $count } Objetivos
} de { $from }.
text-stars-traded = { $player } entrega { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
} con { $stars ->
    [one] 1 estrella
   *[other] { $stars } estrellas
} por { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
}.
text-mission-claimed = 🎖 { $player } muestra una misión cumplida y la reclama — { $mission }
text-mission-revealed = 📜 { $player } ha reclamado tres misiones; se revela la última — { $mission }
text-hqs-revealed = 🏰 Cuarteles generales revelados: { $list }.
text-hq-of = { $player } — { $territory }
text-hq-captured = 🏰 { $player } captura el cuartel general de { $from } { $territory-in } y se queda su carta.
text-armies-lost = { $player } pierde { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
}: cada territorio tiene el máximo permitido.
text-placed-on = { $territory } +{ $armies }
text-placed-by = { $player }: { $placed }
text-placements-revealed = Todos han colocado; se revelan los ejércitos iniciales. { $placed }.

## El turno de una IA en breve.

text-ai-plays-turn = juega un turno.
text-ai-traded = { $player } canjea un trío por { $armies } ejércitos.
text-ai-traded-bonus = { $player } canjea un trío por { $armies } ejércitos (+{ $bonus } { $territory-in }).
text-run = { $player } { $parts }.
text-run-nobody = { $parts }.
text-run-places = coloca { $armies }
text-run-rolls = { $rolls ->
    [one] 1 tirada
   *[other] { $rolls } tiradas
}, pierde { $lost } y destruye { $killed }
text-run-conquers = conquista { $territories }
text-run-conquers-many = conquista { $count } territorios ({ $first } … { $last })

## Sucesos bajo la niebla de guerra.

text-fog-claimed = { $player } ocupa un territorio.
text-fog-placed = { $player } coloca ejércitos.
text-fog-dealt = { $player } recibe { $count ->
    [one] 1 territorio
   *[other] { $count } territorios
}.
text-fog-traded = { $player } canjea { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
} por { $armies } ejércitos.
text-fog-traded-bonus = { $player } canjea { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
} por { $armies } ejércitos (+{ $bonus } { $territory-in }).
text-fog-conquered = 🚩 { $player } conquista { $territory-object }.
text-fog-ally-reinforced = { $player } refuerza a su aliado { $ally }.
text-fog-airfield-placed = 🛩 { $player } instala un Aeródromo.
text-fog-airfield-destroyed = 🛩 Un Aeródromo de { $player } queda destruido.
text-fog-capital-placed = 🏛 { $player } establece su capital.
text-fog-hq-captured = 🏰 { $player } captura el cuartel general de { $from } y se queda su carta.
text-fog-hq-unseen = { $player } — donde no puedes ver
text-fog-placements-unseen = Todos han colocado sus ejércitos iniciales: empieza la guerra (/{ cmd-board } muestra lo que puedes ver).
text-fog-placements-seen = Todos han colocado; los ejércitos iniciales que puedes ver: { $placed }.
text-fog-taken = 🚩 { $player } le quita { $territory-object } a { $holder }.
text-fog-taken-moved = 🚩 { $player } le quita { $territory-object } a { $holder }; { $moved ->
    [one] entró 1
   *[other] entraron { $moved }
}.
text-fog-taken-from = 🚩 { $player } le quita { $territory-object } a { $holder }, atacando { $from-from }.
text-fog-taken-moved-from = 🚩 { $player } le quita { $territory-object } a { $holder }, atacando { $from-from }; { $moved ->
    [one] entró 1
   *[other] entraron { $moved }
}.
text-fog-held = 🎲 { $from } ⚔ { $to }: { $holder } resiste { $to-in }.
text-fog-held-defenders = 🎲 { $from } ⚔ { $to }: { $holder } resiste { $to-in } con { $defenders }.
text-fog-held-attackers = 🎲 { $from } ⚔ { $to }: { $holder } resiste { $to-in }; { $attackers ->
    [one] queda 1
   *[other] quedan { $attackers }
} { $attacked_from-in }.
text-fog-held-both = 🎲 { $from } ⚔ { $to }: { $holder } resiste { $to-in } con { $defenders }; { $attackers ->
    [one] queda 1
   *[other] quedan { $attackers }
} { $attacked_from-in }.
text-fog-unseen-territory = un territorio que no puedes ver
text-suffered = ⚔ Lo que les pasó a tus territorios:

## El tablero en palabras.

text-fog-note-watcher-light = 🌫️ Tu vista del tablero bajo la niebla de guerra ({ $level }): no juegas, así que ves lo que ven todos: quién tiene cada territorio, sin ejércitos.
text-fog-note-watcher = 🌫️ Tu vista del tablero bajo la niebla de guerra ({ $level }): no juegas, así que ves lo que ven todos: ni el dueño ni los ejércitos de ningún territorio.
text-fog-note-light = 🌫️ Tu vista del tablero bajo la niebla de guerra ({ $level }): solo tú ves esto: quién tiene cada territorio; los ejércitos en los tuyos y en sus vecinos.
text-fog-note-dark = 🌫️ Tu vista del tablero bajo la niebla de guerra ({ $level }): solo tú ves esto: los ejércitos en tus territorios; quién tiene sus vecinos; nada del resto.
text-fog-note-standard = 🌫️ Tu vista del tablero bajo la niebla de guerra ({ $level }): solo tú ves esto: tus territorios y sus vecinos; nada del resto.
text-board-continents-fogged = **Continentes**: la niebla de guerra oculta quién tiene los { $count } territorios.
text-board-continents = **Continentes** (territorios de cada uno · ejércitos en total)
text-board-continent = { $continent } (+{ $bonus }): { $holders }{ $armies }
text-board-held-by = en manos de { $player }
text-board-holds = { $player } { $count }
text-board-free = { $count ->
    [one] 1 libre
   *[other] { $count } libres
}
text-board-unseen = { $count ->
    [one] 1 sin ver
   *[other] { $count } sin ver
}
text-board-armies-in-all = {" "}· { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
}
text-board-players = **Jugadores**
text-board-eliminated = ~~{ $player } ({ $colour })~~ eliminado
text-board-player = { $player } ({ $colour }): { $counts }{ $missions }
text-board-player-holds = { $player } ({ $colour }): { $counts }, tiene { $continents }{ $missions }
text-board-territories = { $count ->
    [one] 1 territorio
   *[other] { $count } territorios
}
text-board-armies = { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
}
text-board-armies-to-place = { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
} ({ $left } aún por colocar)
text-board-to-place = { $left } aún por colocar
text-board-cards = { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}
text-board-missions = , misiones { $claimed }/4
text-board-missions-last = , misiones { $claimed }/4 (última: { $last })
text-board-hq = { $owner } { $territory } ({ $holder })
text-board-hqs = **Cuarteles generales** (dueño, territorio, en manos de): { $hqs }
text-board-teams = **Equipos**: A — { $a }; B — { $b }
text-board-units = { $player } { $armies }
text-board-shared = { $territory } ({ $units }; controlado por { $player })
text-board-shared-nobody = { $territory } ({ $units }; sin control de nadie)
text-board-shared-line = **Compartidos**: { $territories }
text-board-neutral = { $neutral } { $status } ({ $cards ->
    [one] 1 carta de soborno
   *[other] { $cards } cartas de soborno
})
text-board-neutrals = **Neutrales**: { $neutrals }
text-in-continent = { $continent }: { $territories }
text-territory-armies = { $territory } { $armies }
text-territory-enemies = { $territory } { $armies } — junto a { $enemies }
text-neighbour = { $territory } ({ $held })
text-territory-held = { $territory } — { $held }
text-held = { $player }, { $armies }
text-free = libre
text-unseen = sin ver
text-none = ninguno
text-player-holds = **{ $player }** tiene { $count ->
    [one] 1 territorio
   *[other] { $count } territorios
}.
text-player-holds-armies = **{ $player }** tiene { $count ->
    [one] 1 territorio
   *[other] { $count } territorios
} con { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
}.
text-player-fogged = **{ $player }**: la niebla de guerra oculta el resto; ves { $count ->
    [one] 1 de sus territorios
   *[other] { $count } de sus territorios
}.
text-player-fogged-armies = **{ $player }**: la niebla de guerra oculta el resto; ves { $count ->
    [one] 1 de sus territorios
   *[other] { $count } de sus territorios
} con { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
}.
text-player-continent-all = **{ $continent }**, entero (+{ $bonus })
text-player-continent-part = **{ $continent }**, { $held } de { $count }
text-continent = **{ $continent }** (+{ $bonus }, { $count ->
    [one] 1 territorio
   *[other] { $count } territorios
})
text-continent-held = **{ $continent }** (+{ $bonus }, { $count ->
    [one] 1 territorio
   *[other] { $count } territorios
}): todo en manos de { $player }
text-territory-unseen = **{ $territory }** ({ $continent }): no puedes ver { $territory-object }: la niebla de guerra oculta de quién es y cuántos ejércitos hay.
text-territory-owner = **{ $territory }** ({ $continent }): en manos de { $player }; la niebla de guerra oculta sus ejércitos.
text-territory-all = **{ $territory }** ({ $continent }): en manos de { $player } con { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
}.
text-territory-free = **{ $territory }** ({ $continent }): libre: nadie { $territory-gender ->
    [feminine] la
   *[other] lo
} ha ocupado todavía.
text-neighbours = Vecinos:
text-city = { $territory } ({ $holder })
text-cities = **Ciudades**: { $cities }
text-capital = { $player } — { $territory } (en manos de { $holder })
text-capitals = **Capitales**: { $capitals }
text-objectives-win = gana con { $needed } y tu capital
text-objectives-rewards-only = Solo Recompensas; se gana dominando el mundo
text-objective-reward = { $objective } [{ $reward }]
text-objectives-held = { $player } { $count }
text-rewards-held = { $player } { $rewards }
text-rewards = **Recompensas**: { $rewards }
text-airfield = { $territory } ({ $player })
text-airfield-unseen = { $territory } (sin ver)
text-airfields = **Aeródromos**: { $airfields }
text-objectives = **Objetivos** ({ $needed }): en el tablero { $open }; logrados: { $held }
text-deadline = Plazo: { $when }.

## Cartas.

text-hand-empty = No tienes cartas.
text-hand = Tus cartas: { $cards }.
text-hand-sets-now = Tríos que puedes canjear ahora ({ $worth }): { $sets }.
text-hand-sets-held = Tríos que tienes, para canjear al empezar un turno ({ $worth }): { $sets }.
text-hand-sets-more = { $sets } y { $more } más (/{ cmd-trade } los lista)
text-hand-no-set = Todavía no tienes un trío para canjear.
text-card = { $territory } ({ $design })
text-card-stars = { $territory } ({ $stars })
text-card-wild = Comodín
text-design-infantry = Infantería
text-design-cavalry = Caballería
text-design-artillery = Artillería
text-next-set = siguiente trío: { $armies } ejércitos
text-next-set-stars = cartas de estrellas: entrega de 2 a 10 estrellas (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30)
text-next-set-by-design = tríos: 3 de infantería 4, 3 de caballería 6, 3 de artillería 8, uno de cada 10
text-next-set-line = Siguiente trío: { $armies } ejércitos.
text-next-set-stars-line = Cartas de estrellas: entrega de 2 a 10 estrellas (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30).
text-next-set-by-design-line = Tríos: 3 de infantería 4, 3 de caballería 6, 3 de artillería 8, uno de cada 10.

## A quién le toca.

text-placing-done = ✅ { $players } { $count ->
    [one] colocó todos sus ejércitos iniciales
   *[other] colocaron todos sus ejércitos iniciales
} (ocultos hasta que todos terminen); esperando a { $waiting }.
text-hidden-all-placed = Todos tus ejércitos iniciales están colocados.
text-hidden-all-placed-mine = Todos tus ejércitos iniciales están colocados (solo tú lo ves hasta que todos terminen): { $placed }.
text-hidden-nothing-to-place = No tienes ejércitos iniciales que colocar; esperando a { $waiting }.
text-hidden-all-placed-waiting = Todos tus ejércitos iniciales están colocados (solo tú lo ves hasta que todos terminen): { $placed }; esperando a { $waiting }.
text-hidden-nothing-yet = Todavía no has colocado nada: { $left } por colocar (/{ cmd-draft } { opt-territory } los pone todos allí).
text-hidden-so-far = Colocado hasta ahora (solo tú lo ves hasta que todos terminen): { $placed }. Quedan { $left } por colocar (/{ cmd-draft } { opt-territory } los pone todos allí).
text-prompt-away = Estás ausente tras perder turnos: /{ cmd-risk } { cmd-risk-return } te devuelve tu puesto; si no, la IA juega este turno al vencer el plazo.
text-prompt-fogged = { $player }, es tu turno (niebla de guerra: «{ cmp-open-my-turn }» o /{ cmd-board } te lo muestra solo a ti).
text-prompt-fogged-round = { $player }, ronda { $round }: es tu turno (niebla de guerra: «{ cmp-open-my-turn }» o /{ cmd-board } te lo muestra solo a ti).
text-to-place = { $player } { $left }
text-prompt-simultaneous = Todos colocan ahora sus ejércitos iniciales, a la vez y en privado (/{ cmd-draft } { opt-territory } pone allí todos los que te quedan; /{ cmd-draft } { opt-territory } { opt-troops } algunos; /{ cmd-board } { opt-player }:me lista tus territorios). Se revelan juntos cuando todos terminan; al vencer el plazo, el resto va a las fronteras. Por colocar: { $left }.
text-prompt-still-placing = Aún están colocando: { $left }.
text-prompt-over = La partida ha terminado: ganó { $player }. /{ cmd-risk } { cmd-risk-new } abre la siguiente.
text-prompt-over-no-winner = La partida ha terminado: acabó sin ganador, porque ya nadie jugaba. /{ cmd-risk } { cmd-risk-new } abre la siguiente.
text-prompt = { $player }, { $what }.
text-prompt-round = { $player }, ronda { $round }: { $what }.
text-prompt-free = { $free } de { $count } están libres (/{ cmd-board } muestra cuántos por continente, /{ cmd-board } { opt-continent }:NOMBRE cuáles)
text-prompt-first-turn = /{ cmd-board } { opt-player }:me lista tus territorios y sus vecinos enemigos
text-prompt-set-worth = un trío de cartas, si tienes uno, se canjea por { $armies } (/{ cmd-trade })
text-prompt-set = un trío de cartas, si tienes uno, se puede canjear (/{ cmd-trade })
text-prompt-objectives = primero puedes tomar un Objetivo logrado este turno: { $objectives } (/{ cmd-objective } { opt-name }, o /{ cmd-objective } solo para ninguno; fortificar o /{ cmd-end } toma el primero)
text-quoted = «{ $text }»
text-trade-offer = Canjear cartas
text-trade-offer-worth = Canjear cartas (+{ $armies })

## Metas: misiones, cuarteles generales, Objetivos.

text-goal-mission = Tu misión secreta: { $mission }
    Progreso: { $progress }
text-goal-objectives = Tu meta: { $needed } Objetivos (tienes { $held }) manteniendo tu capital ({ $capital }) al final de tu turno.
text-goal-objectives-no-capital = Tu meta: { $needed } Objetivos (tienes { $held }) manteniendo tu capital (aún sin colocar) al final de tu turno.
text-goal-hqs-some = { $count ->
    [one] tener 1 cuartel general más
   *[other] tener { $count } cuarteles generales más
}
text-goal-hqs-all = tener todos los demás cuarteles generales
text-goal-hq-chosen = Tu cuartel general: { $territory } (secreto hasta que todos hayan elegido). Meta: { $goal } conservando el tuyo.
text-goal-hq-to-choose = Elige tu cuartel general con /{ cmd-hq } cuando te toque. Meta: { $goal } conservando el tuyo.
text-goal-hq = { $territory } de { $owner } (en manos de { $holder })
text-goal-hq-unseen = { $territory } de { $owner } (en manos de alguien que no ves)
text-goal-hqs = Meta: { $goal } conservando el tuyo. Cuarteles generales: { $hqs }.
text-goal-world = Tu meta: tener los 42 territorios.
text-ranked-goal = Tus misiones (reclama una por turno, en el momento que indica la carta; ganas con las cuatro):
text-ranked-progress = Progreso: { $progress }
text-progress-destroy-fogged = { $player } ({ $colour }) sigue en juego; la niebla de guerra oculta cuánto tiene
text-mission-continents = Conquista { $continents }.
text-mission-continents-third = Conquista { $continents } y un tercer continente a tu elección.
text-mission-territories = Ocupa { $count } territorios.
text-mission-territories-armies = Ocupa { $count } territorios con al menos { $armies } ejércitos en cada uno.
text-mission-destroy = Destruye todos los ejércitos { $colour ->
    [red] rojos
    [blue] azules
    [green] verdes
    [yellow] amarillos
    [purple] morados
    [black] negros
   *[other] { $colour }
} (si son los tuyos, o no están en juego, ocupa { $count } territorios en su lugar).
text-mission-islands = Controla { $count } islas (territorios unidos solo por rutas marítimas: { $islands }).
text-mission-any-continents = Controla { $count } continentes a tu elección.
text-mission-every-continent = Ocupa al menos un territorio en cada continente.
text-mission-fortress = Ten { $armies } o más ejércitos en un territorio.
text-mission-conquests = Conquista { $count } territorios en un turno.
text-ranked-after-reinforcements = { $rank }: { $goal } (juégala tras recibir tus refuerzos).
text-ranked-end-of-turn = { $rank }: { $goal } (juégala al final de tu turno).
text-rank-general = General
text-rank-major = Mayor
text-rank-colonel = Coronel
text-rank-captain = Capitán
text-objective-cities = Controla { $count } ciudades
text-objective-continent = Controla { $continent-object }
text-objective-enemy-capital = Controla una capital enemiga
text-objective-enemy-capitals = Controla { $count } capitales enemigas
text-objective-take-cities = Toma { $count } ciudades en 1 turno
text-objective-take-territories = Toma { $count } territorios en 1 turno
text-objective-territories = Controla { $count } territorios
text-objective-continents = Controla { $count } continentes completos
text-objective-take-continent = Toma un continente entero en 1 turno
text-reward-airfield = Aeródromo
text-reward-additional-maneuver = Maniobra adicional
text-reward-guaranteed-card = Carta garantizada
text-reward-starting-maneuver = Maniobra inicial
text-reward-attack-die = Dado de ataque
text-reward-defense-die = Dado de defensa
text-reward-two-troops = 2 ejércitos
text-colour-red = rojo
text-colour-blue = azul
text-colour-green = verde
text-colour-yellow = amarillo
text-colour-purple = morado
text-colour-black = negro

## El final de una mesa donde ya nadie juega.

text-standings = **Clasificación**
text-standing = { $rank }. { $player }: { $territories ->
    [one] 1 territorio
   *[other] { $territories } territorios
}, { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
}
text-standings-eliminated = Eliminados: { $players }
text-gone-surrendered = { $players } { $count ->
    [one] se rindió
   *[other] se rindieron
}
text-gone-removed = { $players } { $count ->
    [one] fue expulsado
   *[other] fueron expulsados
}
text-gone-eliminated = { $players } { $count ->
    [one] fue eliminado
   *[other] fueron eliminados
}
text-gone-away = { $players } { $count ->
    [one] dejó de venir
   *[other] dejaron de venir
}
text-nobody-plays = 🏁 Aquí ya no juega nadie: { $what }.
text-nobody-plays-no-winner = La partida termina sin ganador.
text-nobody-plays-ranked = Los puestos que siguen en juego no continúan solos: se clasifican por territorios y luego por ejércitos.
text-nobody-plays-tie = { $players } empatan en cabeza: la partida termina sin ganador.

## Progreso de una misión.

text-progress = { $figures }.
text-progress-done = { $figures } — cumplida.
text-progress-continent = { $continent } { $held } de { $count } territorios
text-progress-no-third = todavía ningún tercer continente
text-progress-third = un tercer continente en tu poder: { $continents }
text-progress-territories = tienes { $held } de los { $count } territorios
text-progress-territories-armies = { $held } de los { $count } territorios tienen al menos { $armies } ejércitos
text-progress-not-in-game = no hay ningún ejército { $colour ->
    [red] rojo
    [blue] azul
    [green] verde
    [yellow] amarillo
    [purple] morado
    [black] negro
   *[other] { $colour }
} en juego
text-progress-destroyed-by-you = destruiste los ejércitos { $colour ->
    [red] rojos
    [blue] azules
    [green] verdes
    [yellow] amarillos
    [purple] morados
    [black] negros
   *[other] { $colour }
}
text-progress-destroyed-by-other = otro jugador destruyó los ejércitos { $colour ->
    [red] rojos
    [blue] azules
    [green] verdes
    [yellow] amarillos
    [purple] morados
    [black] negros
   *[other] { $colour }
}
text-progress-destroyed-instead = otro jugador destruyó los ejércitos { $colour ->
    [red] rojos
    [blue] azules
    [green] verdes
    [yellow] amarillos
    [purple] morados
    [black] negros
   *[other] { $colour }
}: ten { $count } territorios en su lugar (tienes { $held })
text-progress-still-holds = { $player } ({ $colour }) aún tiene { $territories ->
    [one] 1 territorio
   *[other] { $territories } territorios
} con { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
}
text-progress-islands = tienes { $held } de las { $count } islas
text-progress-any-continents = tienes { $held } de los { $count } continentes
text-progress-any-continents-held = tienes { $held } de los { $count } continentes ({ $continents })
text-progress-every-continent = un territorio en los { $count } continentes
text-progress-every-continent-missing = un territorio en { $held } de los { $count } continentes; faltan: { $continents }
text-progress-fortress = tu mayor ejército es de { $largest } { $territory-in } (de los { $armies } necesarios)
text-progress-fortress-none = no tienes ningún territorio (de los { $armies } ejércitos necesarios)
text-progress-conquests = { $conquests } de las { $count } conquistas este turno
text-progress-conquests-later = se cuenta en tu turno: { $count } conquistas en un turno
