### Spanish: the rules in sentences (words/rules_text.rs).
### Every key of ../en/rules.ftl, translated; a key left out falls back to English.

## /risk rules: las reglas de una mesa por temas (words/rules_text.rs).

rules-title-goal = Meta
rules-title-setup = Preparación
rules-title-headquarters = Cuarteles generales y capitales
rules-title-draft = Refuerzos
rules-title-cards = Cartas
rules-title-battle = Batallas
rules-title-fortify = Fortificación
rules-title-edition = Ciudades, capitales y objetivos
rules-title-neutrals = Ejércitos neutrales
rules-title-teams = Equipos
rules-topic = · **{ $title }**: { $lines }
rules-at-table = En esta mesa: { $lines }
rules-at-table-unused = En esta mesa: no se usa (estas reglas no lo incluyen).

rules-hq-secret = Tras la preparación, cada jugador por turno elige en secreto un cuartel general entre sus territorios (/{ cmd-hq }); todos se revelan juntos.
rules-hq-capital = Tras la preparación, cada jugador por turno coloca una capital en uno de sus territorios (/{ cmd-hq }, en público).
rules-teams = Dos equipos con puestos alternos; los ejércitos de compañeros pueden compartir un territorio (lo controla quien tenga más ejércitos allí; con empate, nadie); no se ataca a los compañeros.

rules-goal-eliminate-opponent = Gana eliminando a tu rival; no hace falta eliminar los ejércitos neutrales.
rules-goal-every-territory = Gana controlando todos los territorios.
rules-goal-mission-done = Cada jugador tiene una misión secreta (mazo de { $deck } cartas; /{ cmd-mission } muestra la tuya y cuánto te falta); quien cumpla la suya primero gana al instante, incluso en el turno de otro. Una misión de destruir a un jugador al que elimina otro cuenta como cumplida.
rules-goal-mission-occupy = Cada jugador tiene una misión secreta (mazo de { $deck } cartas; /{ cmd-mission } muestra la tuya y cuánto te falta); quien cumpla la suya primero gana al instante, incluso en el turno de otro. Una misión de destruir a un jugador al que elimina otro pasa a ser controlar 24 territorios.
rules-goal-capital-all = Gana controlando todos los demás cuarteles generales mientras conservas el tuyo.
rules-goal-capital-short = Gana controlando 2 cuarteles generales ajenos con 4 jugadores, 3 con 5 o 6, todos con 3, mientras conservas el tuyo.
rules-goal-capital-others = Gana controlando { $count } cuarteles generales ajenos mientras conservas el tuyo.
rules-goal-ranked = Cada jugador tiene cuatro cartas de misión secretas, General, Mayor, Coronel y Capitán; una carta cumplida se reclama en el momento que indica, una por turno, y se muestra; tras tres se revela la cuarta; gana quien cumpla las cuatro.
rules-goal-objectives = Gana con { $count } objetivos mientras controlas tu capital al final de tu turno.
rules-goal-team = Un equipo pierde cuando uno de sus jugadores es eliminado; gana el otro equipo.

rules-setup-claim = Los territorios se reclaman de uno en uno, por turnos (/{ cmd-claim }).
rules-setup-dealt = Los territorios se reparten al azar.
rules-setup-dealt-share = Los territorios se reparten: { $count } a cada jugador, el resto entre los ejércitos neutrales.
rules-setup-dealt-piles = Los territorios se reparten en montones iguales entre los jugadores y los ejércitos neutrales.
rules-setup-count = { $armies } con { $players } jugadores
rules-setup-armies = Ejércitos iniciales por jugador: { $counts }.
rules-setup-armies-neutral = { $player } ejércitos iniciales por jugador, { $neutral } por cada ejército neutral.
rules-setup-scale = Son las cifras para los 42 territorios del tablero clásico; en otro tablero se ajustan a su tamaño (cifra × territorios / 42, redondeado).
rules-setup-edition-cards = El tercer y el cuarto jugador empiezan con una carta; el quinto, con dos.
rules-setup-own-first = Los jugadores colocan por turnos { $count } de sus propios ejércitos hasta colocarlos todos; después, uno por turno para un ejército neutral.
rules-setup-interleaved = En cada ronda un jugador coloca { $count } de sus propios ejércitos y 1 para { $neutrals ->
    [one] el ejército neutral
   *[other] cada ejército neutral
}.
rules-setup-one-at-a-time = Los ejércitos iniciales se colocan de uno en uno, por turnos.
rules-setup-bulk = Cada jugador por turno coloca todos sus ejércitos iniciales.
rules-setup-simultaneous = Todos colocan sus ejércitos iniciales a la vez, en secreto (/{ cmd-draft }), y se revelan juntos cuando termina el último.

rules-draft = Cada turno recibes como refuerzos tus territorios divididos entre 3 (al menos 3) más el bono de cada continente que controlas{ $cities ->
    [yes] ; cada ciudad cuenta como un territorio
   *[no] {""}
}{ $capitals ->
    [yes] ; cada capital que controlas suma un ejército
   *[no] {""}
}.

rules-cards-escalating = Un trío de 3 cartas (las 3 del mismo dibujo, una de cada o con un comodín) vale 4, 6, 8, 10, 12, 15 ejércitos, y después 5 más por cada trío canjeado en la partida.
rules-cards-plus-one = Un trío de 3 cartas (las 3 del mismo dibujo, una de cada o con un comodín) vale 4, 5, 6, … ejércitos: uno más por cada trío canjeado en la partida.
rules-cards-by-design = Un trío vale según sus dibujos: 3 de infantería 4, 3 de caballería 6, 3 de artillería 8, una de cada 10 (un comodín cuenta como lo que más valga).
rules-cards-stars = Cartas de estrellas: canjea juntas cartas que sumen de 2 a 10 estrellas, por 2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30 ejércitos.
rules-cards-bonus-every = Una carta canjeada que muestre un territorio que ocupas pone allí 2 ejércitos más, en cada canje (`{ opt-bonus }` elige la carta).
rules-cards-bonus-once = Una carta canjeada que muestre un territorio que ocupas pone allí 2 ejércitos más, como mucho una vez por turno (`{ opt-bonus }` elige la carta).
rules-cards-bonus-none = No hay ejércitos extra por cartas que muestren tus territorios.
rules-cards-forced = Con { $count } cartas o más al empezar tu turno debes canjear.
rules-cards-no-limit = Sin límite de mano: nunca es obligatorio canjear.
rules-cards-elimination = Al quedarte con las cartas de un jugador eliminado, con { $count } o más canjeas al instante hasta tener { $down } o menos.
rules-cards-discard-pile = Las cartas canjeadas se barajan en un mazo nuevo cuando se acaba el mazo.
rules-cards-deck-bottom = Las cartas canjeadas van boca abajo al fondo del mazo.
rules-cards-team-hand = Cada equipo tiene una sola mano, que pasa al siguiente compañero después de cada turno.

rules-battle-dice = El atacante tira de 1 a 3 dados (como mucho uno menos que los ejércitos que atacan), el defensor 1 o 2; el más alto contra el más alto, los empates para el defensor. Tras una conquista avanzan al menos tantos ejércitos como dados tiraste; /{ cmd-move } fija cuántos.
rules-battle-cap = Como máximo { $count } ejércitos en un territorio; los refuerzos sin sitio se pierden.
rules-battle-reroll-any = Si tiene una carta que muestre el territorio atacante o el atacado, el atacante vuelve a tirar un dado cualquiera en cada batalla.
rules-battle-reroll-own = Si tiene una carta que muestre el territorio atacante o el atacado, el atacante vuelve a tirar uno de sus dados en cada batalla.
rules-battle-commander = Una vez por turno el atacante puede convertir un dado en un 6 (`{ opt-commander }:true`).

rules-fortify-adjacent = Un movimiento de fortificación por turno, a un territorio tuyo adyacente; un ejército se queda atrás.
rules-fortify-connected = Un movimiento de fortificación por turno, a un territorio tuyo conectado a través de { $team ->
    [yes] tus territorios y los de tus compañeros
   *[no] tus propios territorios
}; un ejército se queda atrás.
rules-fortify-multiple = Fortifica con tantos movimientos como quieras, cada uno a través de { $team ->
    [yes] tus territorios y los de tus compañeros
   *[no] tus propios territorios
}, dejando un ejército atrás; /{ cmd-end } termina el turno.

rules-edition-cities-listed = 15 ciudades en los territorios indicados.
rules-edition-cities-random = 15 ciudades en territorios al azar.
rules-edition-first-claim = El primer territorio que reclama cada jugador es su capital.
rules-edition-basic-training = Los 8 objetivos indicados: después de atacar, toma uno que hayas logrado (/{ cmd-objective }; ese turno no hay carta).
rules-edition-command-room = 4 objetivos menores y 4 mayores al azar, cada uno con una recompensa (entre ellas un aeródromo, /{ cmd-airfield }): después de atacar, toma uno que hayas logrado (/{ cmd-objective }; ese turno no hay carta).

rules-neutrals-one = Un ejército neutral: nunca ataca ni recibe refuerzos, y defiende con el máximo de dados.
rules-neutrals-many = { $count } ejércitos neutrales: nunca juegan turno y defienden con el máximo de dados.
rules-neutrals-active = Soborna a un neutral con una carta al empezar tu turno (/{ cmd-bribe }) para acercarlo a una alianza; un aliado recibe refuerzos según un dado (/{ cmd-ally }), ataca y hace un movimiento gratis para ti.

## risk-bot presets: las reglas de cada variante en líneas breves.

rules-short-claimed = territorios reclamados por turnos
rules-short-dealt = territorios repartidos
rules-short-one-at-a-time = ejércitos iniciales colocados de uno en uno
rules-short-bulk = ejércitos iniciales colocados todos a la vez
rules-short-simultaneous = ejércitos iniciales colocados por todos a la vez, en secreto
rules-short-fortify-adjacent = fortificar a un territorio adyacente
rules-short-fortify-connected = fortificar a través de territorios conectados
rules-short-fortify-multiple = varios movimientos de fortificación
rules-short-cards-escalating = tríos que valen 4, 6, 8, 10, 12, 15 y luego 5 más cada uno
rules-short-cards-plus-one = tríos que valen 4, 5, 6, ... (uno más cada uno)
rules-short-cards-stars = cartas de estrellas (2-10 estrellas)
rules-short-cards-by-design = tríos que valen 4, 6, 8 o 10 según el dibujo
rules-short-win-eliminate = gana eliminando a tu rival
rules-short-win-every-territory = gana controlando todos los territorios
rules-short-win-mission-done = gana cumpliendo una misión secreta (mazo de { $deck } cartas); una misión de destruir a un jugador al que elimina otro cuenta como cumplida
rules-short-win-mission-occupy = gana cumpliendo una misión secreta (mazo de { $deck } cartas); una misión de destruir a un jugador al que elimina otro pasa a ser controlar 24 territorios
rules-short-win-capital-all = gana controlando todos los cuarteles generales
rules-short-win-capital-short = gana controlando 2 cuarteles generales ajenos con 4 jugadores, 3 con 5-6
rules-short-win-capital-others = gana controlando { $count } cuarteles generales ajenos
rules-short-win-ranked = gana cumpliendo tus cuatro misiones de rango
rules-short-win-objectives = gana con { $count } objetivos mientras controlas tu capital
rules-short-win-team = dos equipos; un equipo pierde cuando uno de sus jugadores es eliminado
rules-short-ways = { $setup }; { $placement }; { $fortify }; { $cards }
rules-short-neutrals = { $count } { $count ->
    [one] jugador neutral
   *[other] jugadores neutrales
} de { $armies } ejércitos cada uno, { $active ->
    [yes] a los que sobornar para formar alianzas
   *[no] que solo defienden
}; { $player } ejércitos por jugador; { $interleaved ->
    [yes] ejércitos propios y neutrales colocados en cada ronda
   *[no] primero los ejércitos propios, luego los neutrales
}
rules-short-cities-listed = ciudades en los territorios indicados
rules-short-cities-random = ciudades en territorios al azar
rules-short-capital-placed = cada jugador coloca una capital
rules-short-capital-first-claim = el primer territorio reclamado de cada jugador es su capital
rules-short-basic-training = los 8 objetivos indicados
rules-short-command-room = 4 objetivos menores y 4 mayores con recompensas
rules-short-edition-start = los ejércitos y cartas iniciales de la edición
rules-short-no-cap = sin tope de ejércitos
rules-short-cap = como máximo { $count } ejércitos por territorio
rules-short-experts = { $cap }; volver a tirar con una carta { $reroll ->
    [yes] sí
   *[no] no
}; comandante { $commander ->
    [yes] sí
   *[no] no
}
