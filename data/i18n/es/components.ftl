### Spanish: buttons and menus (src/service/words/components).
### Every key of ../en/components.ftl, translated; a key left out falls back to English.

## Botones y menús bajo un aviso (etiquetas ≤ 80 caracteres, textos de menú ≤ 100, marcadores ≤ 150).

cmp-place-my-armies = Colocar mis ejércitos
cmp-open-my-turn = Abrir mi turno
cmp-claim-placeholder = Reclamar un territorio…
cmp-choose-placeholder = Elegir…
cmp-blitz-menu-placeholder = Ataque relámpago (avanzan todos)…
cmp-attack-from-placeholder = Atacar desde… (una tirada, relámpago)
cmp-roll-again = Tirar otra vez: { $from } → { $to }
cmp-blitz-again = Relámpago { $from } → { $to }
cmp-end-turn = Terminar turno
cmp-move-all = Mover todos ({ $count })
cmp-move-minimum = Mover el mínimo ({ $count })
cmp-move-amount = Mover { $count }
cmp-move-placeholder = Mover otra cantidad…
cmp-undo = Deshacer
cmp-roll-once = Tirar una vez
cmp-blitz = Relámpago
cmp-blitz-keeping = Relámpago dejando { $count }
cmp-with-chance = { $label } ({ $chance })
cmp-option-chance = { $label } · { $chance }
cmp-objective-take = Tomar «{ $objective }»
cmp-objective-none = Ninguno (una conquista aún da una carta)
cmp-objective-placeholder = Objetivo…
cmp-airfield-placeholder = Colocar un aeródromo…
cmp-ally-placeholder = Reforzar a un aliado…
cmp-bribe = Sobornar a { $name }
cmp-bribe-placeholder = Sobornar a un neutral…
cmp-trade-set = Canjear { $cards } (+{ $bonus })
cmp-place-all-placeholder = { $count ->
    [one] Colocar 1 ejército en…
   *[other] Colocar los { $count } en…
}
cmp-place-some-placeholder = Colocar algunos en…
cmp-place-neutral-placeholder = Colocar 1 ejército neutral en…
cmp-fortify-placeholder = Fortificar (todos menos uno)…
cmp-territory = { $name } ({ $armies })
cmp-territory-unknown = { $name } (ejércitos desconocidos)
cmp-pair = { $from } ({ $from_armies }) → { $to } ({ $to_armies })
cmp-pair-unknown = { $from } ({ $from_armies }) → { $to } (ejércitos desconocidos)

## Clics leídos: respuestas y rechazos solo para quien hace clic.

cmp-no-longer-in-use = Este botón ya no se usa.
cmp-game-over-here = Estos botones son de una partida que aquí ya terminó: /{ cmd-risk } { cmd-risk-status } muestra qué hay en curso.
cmp-no-game = Aquí no hay ninguna partida en curso.
cmp-not-playing = No juegas en esta partida; /{ cmd-board } muestra cómo va.
cmp-not-your-buttons = No es tu turno: estos botones son de { $whose }. No ha cambiado nada.
cmp-another-player = otro jugador
cmp-out-of-date = Estos botones están desactualizados: la partida ha avanzado. No ha cambiado nada. Ahora: { $prompt }
cmp-not-on-board = Esa opción no está en el tablero.
cmp-not-a-number = Esa opción no es un número.
cmp-waiting-defence = Esperando a que { $name } elija los dados de defensa; tu turno sigue después.
cmp-all-placed = Los ejércitos iniciales están todos colocados y revelados. Ahora: { $prompt }
cmp-place-amount = Colocar { $count }
cmp-how-many-placeholder = ¿Cuántos?
cmp-how-many = { $name } ({ $armies } { $armies ->
        [one] ejército
       *[other] ejércitos
    }): ¿cuántos de tus { $left } pones allí?
cmp-how-many-unknown = { $name } (ejércitos desconocidos): ¿cuántos de tus { $left } pones allí?
cmp-no-set = Ahora no tienes ningún trío de cartas para canjear. { $prompt }
cmp-which-set = ¿Qué trío? (solo tú ves esto) { $hand }
cmp-attack-placeholder = Atacar…
cmp-cannot-attack-from = { $name }: desde allí no puedes atacar ahora. { $prompt }
cmp-attack-which = { $name } ({ $armies } { $armies ->
        [one] ejército
       *[other] ejércitos
    }): ¿qué territorio atacas? (el % es la probabilidad de tomarlo con un relámpago)
cmp-cannot-attack = Ahora no puedes lanzar el ataque { $from } → { $to }. { $prompt }
cmp-attacking-how = { $from } ({ $from_armies }) ⚔ { $to } ({ $to_armies }): ¿cómo atacas?
cmp-attacking-how-unknown = { $from } ({ $from_armies }) ⚔ { $to } (ejércitos desconocidos): ¿cómo atacas?
cmp-objective-gone = Ese objetivo ya no está disponible.
cmp-give-card = Dar { $card }
cmp-give-placeholder = ¿Qué carta das a { $neutral }?
cmp-cannot-bribe = No puedes sobornar a { $neutral } ahora. { $prompt }
cmp-which-card = ¿Qué carta va boca abajo a { $neutral }? (solo tú ves esto)
