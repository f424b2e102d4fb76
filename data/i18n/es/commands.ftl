### Spanish (Discord's es-ES and es-419): slash commands' and options' names and descriptions, as registered with Discord.
### Every key of ../en/commands.ftl, translated; a key left out falls back to English.
### Names are what players type in Discord's command picker: lowercase, no spaces, at most 32
### characters, unique among siblings; descriptions at most 100 characters. Option values in
### `code` stay English (they are what the bot reads).

## Command groups: their names.
cmd-risk = risk
cmd-risk-desc = Sala y mesa: { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender } y más.
cmd-risk-admin = risk-admin
cmd-risk-admin-desc = Administradores: comandos de mesa para la partida de este canal y los ajustes del servidor.
cmd-risk-admin-map = mapa
cmd-risk-admin-map-desc = Los comandos de /{ cmd-risk-admin } { cmd-risk-admin-map }.

## Commands: the name (the last word as typed), the description Discord shows (at most 100 characters), the text /help shows.

cmd-risk-new = nueva
cmd-risk-new-desc = Abrir una sala en este canal; tú eres el anfitrión.
cmd-risk-new-help = abre una sala en este canal; tú eres el anfitrión. Salvo que `{ opt-setup }` o `{ opt-placement }` digan otra cosa (y donde la variante lo permita: sin ejércitos neutrales, sin capital en la primera ocupación), los territorios se reparten y todos colocan sus ejércitos iniciales a la vez, en privado (`/{ cmd-draft }`, un solo aviso para todos, un solo reloj para todos), y se revelan juntos cuando termina el último; al vencer el plazo, el resto va a las fronteras; los puestos de la IA colocan al instante. Las formas del reglamento son `{ opt-setup }:claim` y `{ opt-placement }:one-at-a-time` (o `bulk`: cada uno en su turno coloca todo). `{ opt-turn-time }` 1h–7d o `none` (24h por defecto); `{ opt-on-timeout }` `ai` (la IA juega ese turno, por defecto) o `skip` (refuerzos en las fronteras, turno terminado); `{ opt-kick-after }` turnos perdidos seguidos antes de que la IA se quede con el puesto (3 por defecto); `{ opt-surrender }` `neutral` (por defecto) o `ai`; `{ opt-reminders }` cuánto antes del plazo llega el último recordatorio (`1h` por defecto; `none` desactiva ambos recordatorios); `{ opt-defender-dice }` `max` (por defecto) o `choose`: un defensor humano atacado recibe dos botones (1 o 2 dados) y 60 segundos para responder; si no, se tira el máximo; `{ opt-card-values }` `escalating` (por defecto) o `plus-one` (la variante de los expertos: 4, 5, 6, …); `{ opt-army-cap }`, `{ opt-reroll }`, `{ opt-commander }` y `{ opt-fortify }:multiple` activan las demás variantes de los expertos (ver Presets); `{ opt-capital-goal }` `all` (por defecto) o `short` (Capital RISK: 2 cuarteles generales ajenos con 4 jugadores, 3 con 5–6); `{ opt-neutral-setup }` (las variantes de dos jugadores) `own-first` (todos los ejércitos propios, luego los neutrales, uno por turno: lo normal en `two-player`) o `interleaved` (ejércitos propios y neutrales en cada ronda: lo normal en las variantes de cuatro neutrales); `{ opt-map }` el tablero por su nombre (por defecto el clásico; `/{ cmd-risk } { cmd-risk-maps }` muestra los incluidos y los propios de este servidor); `{ opt-fog }` `off` (por defecto), `light` (de quién es cada territorio; ejércitos en los tuyos y los que los rodean), `standard` (los tuyos y los que los rodean; nada del resto) o `dark` (ejércitos solo en los tuyos; de quién son los que los rodean): entonces el canal solo ve lo que todo jugador puede ver, cada jugador recibe su tablero en privado y la niebla se levanta al final. `/{ cmd-risk } { cmd-risk-rules } { opt-preset }:NOMBRE` explica las reglas de una variante

cmd-risk-join = unirse
cmd-risk-join-desc = Ocupar un puesto en la sala.
cmd-risk-join-help = ocupar un puesto antes del inicio, con el color de `{ opt-color }` (por defecto: el primero libre)

cmd-risk-leave = salir
cmd-risk-leave-desc = Dejar la sala antes de que empiece la partida.
cmd-risk-leave-help = deja tu puesto antes del inicio

cmd-risk-team = equipo
cmd-risk-team-desc = Team RISK: elige el equipo A o B antes del inicio (los equipos juegan por turnos alternos).
cmd-risk-team-help = Team RISK: elige el equipo A o B en la sala; al empezar, los indecisos completan el equipo más pequeño y los puestos se alternan A, B, A, B

cmd-risk-add-ai = añadir-ia
cmd-risk-add-ai-desc = Anfitrión: añadir un jugador controlado por la IA a la sala.
cmd-risk-add-ai-help = anfitrión: añade un jugador controlado por la IA: `{ opt-level }` `random`, `basic` (por defecto) o `strong`

cmd-risk-start = empezar
cmd-risk-start-desc = Anfitrión: empezar la partida con los jugadores sentados.
cmd-risk-start-help = anfitrión: empieza con los jugadores sentados (el orden de los puestos es el orden de turnos)

cmd-risk-status = estado
cmd-risk-status-desc = Ver la sala o la partida: a quién le toca y qué debe hacer.
cmd-risk-status-help = la sala, o a quién le toca y qué debe hacer

cmd-risk-rules = reglas
cmd-risk-rules-desc = Las reglas de esta mesa (o de una variante) en palabras, solo para ti.
cmd-risk-rules-help = las reglas de este canal en palabras, por temas, solo para ti: en la sala, durante la partida y después; con `{ opt-preset }` (o sin mesa aquí) las reglas de esa variante tal como las jugaría `/{ cmd-risk } { cmd-risk-new }`

cmd-risk-kick = expulsar
cmd-risk-kick-desc = Anfitrión o gestor del canal: quitar a un jugador (en partida, la IA toma su puesto).
cmd-risk-kick-help = anfitrión o *Gestionar canales*: quita a un jugador de la sala; en una partida, la IA toma el puesto y, como tras una rendición, no es rival de nadie (`/{ cmd-risk-admin } { cmd-risk-replace }` se lo da a una persona, que vuelve a competir)

cmd-risk-abandon = borrar
cmd-risk-abandon-desc = Anfitrión o gestor del canal: borrar la partida de este canal.
cmd-risk-abandon-help = anfitrión o *Gestionar canales*: borra la partida de aquí (`{ opt-confirm }:true`)

cmd-risk-pause = pausar
cmd-risk-pause-desc = Anfitrión o gestor del canal: detener los relojes (se puede seguir jugando).
cmd-risk-pause-help = anfitrión o *Gestionar canales*: detiene los relojes de turno (se puede seguir jugando)

cmd-risk-resume = reanudar
cmd-risk-resume-desc = Anfitrión o gestor del canal: volver a poner en marcha los relojes de turno.
cmd-risk-resume-help = anfitrión o *Gestionar canales*: vuelve a poner en marcha los relojes de turno

cmd-risk-skip = saltar
cmd-risk-skip-desc = Anfitrión o gestor del canal: aplicar ya al turno actual lo que pasa al agotarse el tiempo.
cmd-risk-skip-help = anfitrión o *Gestionar canales*: aplica ya al turno actual lo que ocurre cuando se agota el tiempo

cmd-risk-vacation = vacaciones
cmd-risk-vacation-desc = Tomarte días libres: tus plazos esperan (de tu cupo, 7 días por partida).
cmd-risk-vacation-help = tus plazos esperan esa cantidad de `{ opt-days }` (7 días por partida)

cmd-risk-surrender = rendirse
cmd-risk-surrender-desc = Rendirte: tus ejércitos pasan a ser neutrales (o la IA los toma, según la sala).
cmd-risk-surrender-help = rendirte: tus ejércitos quedan como un neutral pasivo (o los juega la IA, según `{ opt-surrender }`) y no son rivales de nadie; cuando todos los rivales de un jugador (o de un equipo) se han rendido, han sido expulsados o eliminados, ese bando gana al instante, también durante la preparación; cuando ya no queda nadie jugando, los puestos que siguen en la partida se clasifican y gana el primero

cmd-risk-replace = reemplazar
cmd-risk-replace-desc = Anfitrión o gestor del canal: dar el puesto de un jugador a otra persona.
cmd-risk-replace-help = anfitrión o *Gestionar canales*: da un puesto (`{ opt-player }`) a otra persona (`{ opt-new-player }`); recibe la mano por mensaje directo

cmd-risk-return = volver
cmd-risk-return-desc = Recuperar tu puesto de la IA tras turnos perdidos (entre turnos).
cmd-risk-return-help = recupera tu puesto después de que la IA lo tomara por turnos perdidos (entre turnos; una vez por partida)

cmd-risk-verify = verificar
cmd-risk-verify-desc = Tras la partida: repetirla con la semilla de dados revelada y comprobar tiradas y cartas.
cmd-risk-verify-help = tras la partida: la repite a partir de la semilla de dados revelada, comprueba cada tirada y cada carta robada, y adjunta el archivo de la partida (`game-N.json`) para `risk-bot verify` (ver [Verifiable dice](#verifiable-dice)); antes del final muestra el compromiso sellado

cmd-risk-stats = estadísticas
cmd-risk-stats-desc = La clasificación de este servidor: victorias por variante y puntuación; o la de un jugador.
cmd-risk-stats-help = la clasificación de este servidor, solo para ti: partidas terminadas por variante y la tabla de puntuación (los 10 primeros); con `{ opt-player }` (un nombre, o `me`) las partidas ganadas y jugadas de ese jugador por variante, su puntuación y su puesto (ver [Server standings](#server-standings))

cmd-risk-maps = mapas
cmd-risk-maps-desc = Los tableros que puede usar una sala aquí: los de este servidor y los incluidos, con su tamaño.
cmd-risk-maps-help = los tableros que puede elegir `/{ cmd-risk } { cmd-risk-new } { opt-map }:NOMBRE`, solo para ti: los propios de este servidor (añadidos por sus administradores con `/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add }`) y los incluidos con el bot, cada uno con sus territorios y continentes

cmd-map-add = añadir
cmd-map-add-desc = Añadir un archivo de mapa (adjunto) como tablero de este servidor.
cmd-map-add-help = administradores del servidor: añade el archivo de mapa adjunto (TOML, `.map` de Domination, `.map` de Conquest o `.xml` de Conquer Club, 256 KB como máximo) como tablero de este servidor, con el nombre que él mismo se da; un archivo que no es un tablero jugable se rechaza con sus problemas, y también un nombre que ya tiene un tablero incluido o de este servidor. Ver [Hosting](hosting.md#boards)

cmd-map-remove = quitar
cmd-map-remove-desc = Quitar uno de los tableros de este servidor (las partidas que lo usan lo conservan).
cmd-map-remove-help = administradores del servidor: quita uno de los tableros de este servidor por su nombre; las salas ya no pueden elegirlo, las partidas que ya lo usan (y sus archivos) lo conservan

cmd-settings = ajustes
cmd-settings-desc = Ver los ajustes de este servidor; las opciones dadas los cambian.
cmd-settings-help = administradores del servidor: muestra los ajustes de este servidor (solo a ti), cambiando los indicados: las opciones por defecto de `/{ cmd-risk } { cmd-risk-new }` (cualquiera de ellas; se aplican cuando un jugador omite una; las opciones de reglas solo si juega la variante por defecto), los canales donde se pueden abrir salas (ninguno: todos los canales), el rol que puede ser anfitrión (los administradores pueden de todos modos); `{ opt-reset }` `defaults`, `channels`, `host-role` o `all`. Se rechazan los valores por defecto con los que no se podría abrir una sala

cmd-claim = ocupar
cmd-claim-desc = Preparación: ocupar un territorio libre.
cmd-claim-help = preparación: ocupa un territorio libre (un ejército)

cmd-hq = cg
cmd-hq-desc = Capital RISK: elige en secreto tu cuartel general entre tus territorios.
cmd-hq-help = Capital RISK: elige en secreto tu cuartel general entre tus territorios (se revela cuando todos han elegido); Basic Training: coloca tu capital (a la vista de todos)

cmd-bribe = sobornar
cmd-bribe-desc = Neutrales activos: al inicio de tu turno da una carta boca abajo a un ejército neutral.
cmd-bribe-help = neutrales activos (`two-player-allies`): al inicio de tu turno da una carta boca abajo a un neutral, un paso hacia ti en su marcador de estado (como máximo 2 al mismo neutral por turno; no a un neutral que tenga 5 cartas)

cmd-ally = aliado
cmd-ally-desc = Neutrales activos: antes de atacar, tira un dado de ejércitos sobre un territorio aliado.
cmd-ally-help = neutrales activos: tras tus refuerzos y antes de tu primer ataque, tira un dado de ejércitos sobre un territorio de uno de tus aliados (una vez por aliado y turno); justo después de la tirada, `/{ cmd-ally } { opt-territory } { opt-troops }` mueve esa cantidad de los nuevos ejércitos a otro territorio de ese aliado (repartiendo el dado); los aliados atacan (`/{ cmd-attack }` desde su territorio) y hacen un movimiento gratis (`/{ cmd-fortify }` desde su territorio) por ti

cmd-airfield = aeródromo
cmd-airfield-desc = Command Room: coloca un Aeródromo que ganaste en uno de tus territorios.
cmd-airfield-help = Command Room: coloca un Aeródromo que ganaste (+1 a tu dado más alto en las batallas en ese territorio o junto a él); uno sin colocar al final de tu turno va a tu territorio con más ejércitos

cmd-objective = objetivo
cmd-objective-desc = Tras atacar: toma uno de los Objetivos logrados en este turno, o ninguno.
cmd-objective-help = Basic Training, Command Room: tras atacar, toma uno de los Objetivos que lograste en este turno (`{ opt-name }`), o ninguno (sin `{ opt-name }`: una conquista igualmente te da una carta); `{ opt-discard }` descarta una carta de tu mano al tomarlo. `/{ cmd-end }` desde los ataques deja la elección abierta hasta tu primer `/{ cmd-fortify }` o el siguiente `/{ cmd-end }`, que toman el primero logrado

cmd-draft = colocar
cmd-draft-desc = Coloca tropas en uno de tus territorios (ejércitos iniciales o refuerzos).
cmd-draft-help = coloca ejércitos iniciales o refuerzos: `{ opt-troops }` en `{ opt-territory }` (un número, `all` o `all but N`); sin `{ opt-troops }`, todo lo que te queda por colocar ahora

cmd-trade = canjear
cmd-trade-desc = Canjea un trío de cartas por ejércitos al inicio de tu turno.
cmd-trade-help = canjea un trío de cartas por ejércitos al inicio de tu turno (los tríos y su valor siguen las reglas de la mesa: `/{ cmd-risk } { cmd-risk-rules }`); `{ opt-bonus }` indica qué territorio de una carta canjeada que ocupas recibe los ejércitos extra, donde las reglas los dan (por defecto la primera carta así)

cmd-attack = atacar
cmd-attack-desc = Ataca a un vecino enemigo: una tirada, o relámpago hasta que caiga.
cmd-attack-help = una tirada desde `{ opt-from }` contra el vecino enemigo `{ opt-to }` (`{ opt-dice }` 1-3, por defecto tantos como se permita), o `{ opt-blitz }:true` hasta que caiga (o hasta que `{ opt-from }` baje a `{ opt-stop-at }`); `{ opt-commander }:true` gasta el 6 de los expertos, una vez por turno, donde cambia una batalla; `{ opt-move }` (`all`, `all but N` o un número) entra al instante tras una conquista

cmd-move = mover
cmd-move-desc = Tras una conquista: cuántas tropas acaban en el territorio conquistado.
cmd-move-help = tras una conquista: cuántas `{ opt-troops }` acaban en el territorio conquistado: un número (al menos los dados que tiraste), `all` o `all but N`

cmd-fortify = fortificar
cmd-fortify-desc = Mueve tropas entre tus territorios (el paso de fortificación).
cmd-fortify-help = mueve `{ opt-troops }` (un número, `all` o `all but N`; siempre se queda una) de uno de tus territorios a otro (adyacente o conectado, según las reglas); el último movimiento permitido termina tu turno: uno por turno, más con `{ opt-fortify }:multiple` de los expertos o una Maniobra Adicional (entonces `/{ cmd-end }` termina el turno); el movimiento de un aliado no lo termina

cmd-end = terminar
cmd-end-desc = Termina tu turno (también desde los ataques, salvo si queda un Objetivo por elegir).
cmd-end-help = termina el turno (también desde los ataques: se salta la fortificación, salvo si queda un Objetivo por elegir; `/{ cmd-fortify }` funciona directamente desde los ataques)

cmd-undo = deshacer
cmd-undo-desc = Deshace tu última colocación, entrada o fortificación si no se reveló nada desde entonces.
cmd-undo-help = deshace tu última colocación, entrada o fortificación, si desde entonces no se tiró ningún dado, no se robó ninguna carta y nadie movió

cmd-board = tablero
cmd-board-desc = Publica el tablero o la parte que nombres; o muestra los territorios de un jugador o continente.
cmd-board-help = el resumen público: continentes con dueños y ejércitos, jugadores con territorios, ejércitos y cartas en la mano, con una imagen de donde ocurrió el último turno (con niebla de guerra, de tus frentes); `{ opt-region }` dibuja los continentes que nombres (varios separados por comas), `{ opt-whole }:true` el tablero entero; con `{ opt-player }:me` (o un nombre) los territorios de ese jugador por continente, cada uno con sus ejércitos y los territorios enemigos vecinos; con `{ opt-continent }` los territorios de ese continente con dueños y ejércitos (estos dos solo para ti); con niebla de guerra, todo solo para ti, desde tu propia vista

cmd-territory = territorio
cmd-territory-desc = Un territorio: su dueño, ejércitos, continente y vecinos (solo lo ves tú).
cmd-territory-help = un territorio, solo para ti: dueño, ejércitos, continente y cada vecino con su dueño y ejércitos

cmd-hand = mano
cmd-hand-desc = Tus cartas y los tríos que puedes canjear (solo lo ves tú).
cmd-hand-help = tus cartas y los tríos canjeables, solo para ti

cmd-mission = misión
cmd-mission-desc = Tu meta: tu misión secreta o tu cuartel general (solo lo ves tú).
cmd-mission-help = tu meta, solo para ti: tu misión secreta (o tus cartas de Mission RISK) con tu avance (p. ej. 11 de los 18 territorios tienen al menos 2 ejércitos), o tu cuartel general y los de todos una vez revelados; cada misión se revela en el mensaje que termina la partida

cmd-odds = probabilidades
cmd-odds-desc = Probabilidades exactas de una batalla: números, o dos territorios con sus ejércitos actuales.
cmd-odds-help = probabilidad exacta de conquista y pérdidas esperadas: `{ opt-attackers }` y `{ opt-defenders }`, o `{ opt-from }` y `{ opt-to }` con sus ejércitos actuales

cmd-history = historial
cmd-history-desc = Las últimas jugadas en este canal.
cmd-history-help = las últimas `{ opt-count }` jugadas de la partida actual de este canal (una partida terminada sigue legible hasta la siguiente `/{ cmd-risk } { cmd-risk-new }`); `{ opt-file }:true` adjunta todo el historial de la partida como archivo de texto (`history-game-N.txt`), solo para ti

cmd-help = ayuda
cmd-help-desc = Cómo se juega y qué hace cada comando.
cmd-help-help = cómo se juega y qué hace cada comando; `{ opt-command }` explica uno

## Options: the name, the description (at most 100 characters); one description per command where commands describe the option differently.

opt-allow-channel = permitir-canal
opt-allow-channel-desc = Permitir partidas en este canal (si hay alguno permitido, solo en esos)

opt-army-cap = tope-ejércitos
opt-army-cap-desc = Expertos: máximo de ejércitos en un territorio (12 en el reglamento), o none

opt-attackers = atacantes
opt-attackers-desc = Ejércitos en el territorio atacante (uno debe quedarse)

opt-blitz = blitz
opt-blitz-desc = Seguir tirando hasta que el territorio caiga o te quedes sin ejércitos

opt-bonus = bono
opt-bonus-desc = Qué territorio de una carta canjeada que ocupas recibe el +2 (por defecto: el primero)

opt-capital-goal = objetivo-cg
opt-capital-goal-desc = Capital RISK: todos los cuarteles generales, o short (2 con 4 jugadores, 3 con 5-6)

opt-card = carta
opt-card-desc = Una carta de tu mano

opt-card-values = valores-cartas
opt-card-values-desc = Tríos de cartas: escalating (4, 6, 8, 10, 12, 15, +5) o plus-one (expertos: 4, 5, 6...)

opt-cards = cartas
opt-cards-desc = Un trío de tu mano, p. ej. Brasil, Perú, Wild

opt-color = color
opt-color-desc = Tu color (por defecto: el primero libre)

opt-command = comando
opt-command-desc = Un comando que explicar, p. ej. attack

opt-commander = comandante
opt-risk-new-commander-desc = Expertos: una vez por turno, poner un dado de ataque en 6 (on/off)
opt-settings-commander-desc = Expertos: una vez por turno, poner un dado de ataque en 6 (on/off)
opt-attack-commander-desc = Comandante de los expertos: convierte uno de tus dados en un 6, una vez por turno

opt-confirm = confirmar
opt-confirm-desc = Ponlo en true para borrar de verdad la partida

opt-continent = continente
opt-continent-desc = Muestra los territorios de este continente con dueños y ejércitos

opt-count = cantidad
opt-count-desc = Cuántas entradas (10 por defecto, 50 como máximo)

opt-days = días
opt-days-desc = Cuántos días

opt-defender-dice = dados-defensa
opt-defender-dice-desc = Dados del defensor: max (siempre el máximo) o choose (el defensor elige con un botón)

opt-defenders = defensores
opt-defenders-desc = Ejércitos que defienden

opt-dice = dados
opt-dice-desc = Dados del atacante, de 1 a 3 (por defecto: tantos como se permita)

opt-discard = descartar
opt-discard-desc = Una carta de tu mano que descartar al tomarlo

opt-file = archivo
opt-map-add-file-desc = El archivo de mapa (256 KB como máximo)
opt-history-file-desc = Adjuntar todo el historial de la partida como archivo de texto

opt-fog = niebla
opt-fog-desc = Niebla de guerra: off (por defecto), light, standard o dark (lo que ves más allá de lo tuyo)

opt-fortify = fortificación
opt-fortify-desc = Fortificación: adjacent, connected o multiple (expertos: varios movimientos)

opt-from = desde
opt-attack-from-desc = Tu territorio desde el que atacar (al menos 2 ejércitos)
opt-fortify-from-desc = Tu territorio del que sacar tropas
opt-odds-from-desc = Territorio atacante (en vez de números)

opt-host-role = rol-anfitrión
opt-host-role-desc = Solo los miembros con este rol pueden abrir una sala

opt-kick-after = ia-tras
opt-kick-after-desc = Turnos perdidos seguidos antes de que la IA tome el puesto (3 por defecto)

opt-language = idioma
opt-language-desc = Idioma de las partidas del servidor: en, de, es, fr, pt-BR, it o pl (por defecto: el del servidor)

opt-level = nivel
opt-level-desc = Nivel de la IA: random, basic o strong (basic por defecto)

opt-map = mapa
opt-map-desc = El tablero: classic (por defecto), uno incluido o uno de este servidor (/{ cmd-risk } { cmd-risk-maps })

opt-move = mover
opt-move-desc = Tras una conquista, entrar al instante: all, all but N o un número

opt-name = nombre
opt-map-remove-name-desc = El nombre del tablero
opt-objective-name-desc = Un Objetivo logrado en este turno; omítelo para no tomar ninguno
opt-territory-name-desc = El territorio

opt-neutral = neutral
opt-neutral-desc = El ejército neutral (p. ej. Neutral 2)

opt-neutral-setup = neutrales
opt-neutral-setup-desc = Dos jugadores: own-first (tus ejércitos, luego los neutrales) o interleaved (ambos cada ronda)

opt-new-player = nuevo-jugador
opt-new-player-desc = Quién lo toma

opt-on-timeout = al-agotarse
opt-on-timeout-desc = Cuando se acaba el tiempo: ai (juega el turno, por defecto) o skip

opt-placement = colocación
opt-placement-desc = Ejércitos iniciales: simultaneous (por defecto), one-at-a-time (reglamento) o bulk

opt-player = jugador
opt-risk-kick-player-desc = El nombre o el color del jugador
opt-risk-replace-player-desc = El puesto que ceder (nombre o color)
opt-risk-stats-player-desc = El historial de un jugador: me, o un nombre
opt-board-player-desc = Muestra los territorios de este jugador con sus vecinos enemigos: me, o un nombre
opt-region = región
opt-region-desc = Dibuja estos continentes: uno, o varios separados por comas
opt-whole = completo
opt-whole-desc = Dibuja el tablero entero (true)

opt-preset = variante
opt-risk-new-preset-desc = Variante de reglas (classic por defecto)
opt-risk-rules-preset-desc = Las reglas de una variante en lugar de las de esta mesa
opt-settings-preset-desc = Variante de reglas (classic por defecto)

opt-reminders = recordatorios
opt-reminders-desc = Último recordatorio con esta antelación al plazo (1h por defecto), o none

opt-remove-channel = quitar-canal
opt-remove-channel-desc = Dejar de permitir partidas en este canal

opt-reroll = relanzar
opt-reroll-desc = Expertos: volver a tirar un dado con una carta de ese territorio (on/off)

opt-reset = restablecer
opt-reset-desc = Volver a sin ajuste: defaults, channels, host-role o all

opt-setup = reparto
opt-setup-desc = Cómo se reparten los territorios: deal (al azar, por defecto) o claim (por turnos)

opt-stop-at = parar-en
opt-stop-at-desc = Relámpago, pero parar cuando a tu territorio le queden estos ejércitos

opt-surrender = rendición
opt-surrender-desc = Al usar /{ cmd-risk } { cmd-risk-surrender }: neutral (los ejércitos quedan y nunca atacan; por defecto) o ai

opt-team = equipo
opt-team-desc = A o B

opt-territory = territorio
opt-claim-territory-desc = Un territorio libre
opt-hq-territory-desc = Uno de tus territorios
opt-ally-territory-desc = Un territorio de uno de tus aliados
opt-airfield-territory-desc = Uno de tus territorios
opt-draft-territory-desc = Tu territorio (en una ronda de preparación a dos, también uno neutral)

opt-to = hacia
opt-attack-to-desc = Un territorio enemigo vecino
opt-fortify-to-desc = Tu territorio al que llevarlas
opt-odds-to-desc = Territorio defensor (en vez de números)

opt-troops = tropas
opt-ally-troops-desc = Justo después de la tirada: mover tantos de sus ejércitos a este otro territorio
opt-draft-troops-desc = Cuántas: un número, all o all but N (por defecto: todo lo que te queda por colocar)
opt-move-troops-desc = Tropas en el territorio conquistado: un número (al menos los dados tirados), all o all but N
opt-fortify-troops-desc = Cuántas tropas: un número, all (una se queda) o all but N

opt-turn-time = tiempo-turno
opt-turn-time-desc = Tiempo por turno: none, o de 1h a 7d (24h por defecto)
