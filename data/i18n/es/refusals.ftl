### Spanish: why a command is refused (values/refusal.rs, the engine's errors and explanations).
### Every key of ../en/refusals.ftl, translated; a key left out falls back to English.

## handlers/lobby.rs, table/host.rs

ref-lobby-open = Ya hay una sala abierta aquí: /{ cmd-risk } { cmd-risk-join } para ocupar un puesto, /{ cmd-risk } { cmd-risk-status } para verla.
ref-game-running = Ya hay una partida en curso aquí: /{ cmd-risk } { cmd-risk-status } la muestra; el anfitrión puede abandonarla con /{ cmd-risk } { cmd-risk-abandon }.
ref-cannot-open = No se puede abrir esta sala: { $why }
ref-seats-fixed = La partida ya está en curso; los puestos ya no cambian.
ref-already-joined = Ya te uniste a esta sala.
ref-lobby-full = La sala está llena ({ $count } jugadores).
ref-colour-taken = El color '{ $colour }' no está libre; colores libres: { $free }.
ref-not-a-team-game = Los equipos solo se eligen en una partida por equipos (/{ cmd-risk } { cmd-risk-new } { opt-preset }:team).
ref-join-first = Únete primero a la sala (/{ cmd-risk } { cmd-risk-join }) y luego elige un equipo.
ref-unknown-team = Equipo desconocido '{ $team }': elige A o B.
ref-team-full = El equipo { $team } está completo ({ $count } jugadores); elige el otro equipo.
ref-teams-uneven = No se puede empezar: los equipos deben ser iguales ({ $a } en A, { $b } en B de { $seats } puestos); /{ cmd-risk } { cmd-risk-team } cambia a un jugador de equipo.
ref-not-in-lobby = No estás en esta sala.
ref-board-gone = No se puede empezar: este bot ya no conoce el tablero { $board }; elige otro con /{ cmd-risk } { cmd-risk-new } { opt-map }:NOMBRE (/{ cmd-risk } { cmd-risk-maps } los lista).
ref-cannot-start = No se puede empezar: { $why } (ahora { $count } en la mesa; /{ cmd-risk } { cmd-risk-add-ai } añade jugadores de IA).
ref-no-such-seat = No hay ningún puesto llamado '{ $who }'; en la mesa: { $seated }.
ref-cannot-kick-host = No se puede expulsar al anfitrión de la sala; el anfitrión puede usar /{ cmd-risk } { cmd-risk-leave }.
ref-already-ai = { $name } ya lo juega la IA.
ref-abandon-confirm = Esto borra la partida de este canal para todos. Para confirmar: /{ cmd-risk } { cmd-risk-abandon } { opt-confirm }:true
ref-the-host = el anfitrión
ref-what-add-ai = añadir jugadores de IA
ref-what-start = empezar la partida
ref-what-kick = expulsar jugadores
ref-what-abandon = abandonar la partida

## values/refusal.rs, values/error.rs

ref-no-game = No hay ninguna partida en este canal. Empieza una con /{ cmd-risk } { cmd-risk-new }.
ref-not-started = La partida aún no ha empezado: el anfitrión la inicia con /{ cmd-risk } { cmd-risk-start }.
ref-game-over = Esa partida terminó. Empieza una nueva con /{ cmd-risk } { cmd-risk-new }.
ref-not-playing = No juegas en esta partida; /{ cmd-board } muestra cómo va.
ref-needs-admin = /{ cmd-risk-admin } necesita el permiso Gestionar canales en este servidor. El anfitrión de una partida tiene los mismos comandos de mesa en /{ cmd-risk } ({ cmd-risk-kick }, { cmd-risk-abandon }, { cmd-risk-pause }, { cmd-risk-resume }, { cmd-risk-skip }, { cmd-risk-replace }).
ref-host-only = Solo el anfitrión ({ $host }) o quien pueda gestionar este canal puede { $what }.
ref-unsaved = No se pudo guardar: nada cambió. El bot no pudo escribir su base de datos (¿disco lleno?); inténtalo de nuevo dentro de un rato.
ref-our-side = Lo sentimos, algo falló de nuestro lado. Nada cambió; inténtalo de nuevo.

## handlers/admin.rs

ref-what-skip = saltar un turno
ref-what-pause = pausar la partida
ref-what-resume = reanudar la partida
ref-what-replace = ceder un puesto a otra persona
ref-already-paused = Los relojes ya están en pausa; /{ cmd-risk } { cmd-risk-resume } los reanuda.
ref-not-paused = Los relojes están en marcha; /{ cmd-risk } { cmd-risk-pause } los detiene.
ref-vacation-left = Te quedan { $count } días de vacaciones; elige de 1 a esa cantidad.
ref-already-seated = { $name } ya ocupa un puesto en esta partida.
ref-return-not-timed-out = Solo quien perdió su puesto ante la IA tras turnos perdidos puede usar /{ cmd-risk } { cmd-risk-return }.
ref-return-between-turns = La IA está jugando tu puesto este turno; vuelve entre turnos (cuando termine este turno).
ref-no-returns-left = No te quedan regresos en esta partida.
ref-nothing-to-undo = Nada que deshacer: solo tu última colocación, avance o fortificación, y solo si desde entonces no se tiraron dados, no se robó ninguna carta y nadie movió.
ref-settings-outside-server = Los ajustes del servidor se cambian en un canal de ese servidor.
ref-unknown-reset = Restablecimiento desconocido '{ $reset }': elige defaults, channels, host-role, language o all.

## values/server.rs

ref-unknown-language = '{ $language }' no es un idioma disponible aquí: elige en, de, es, fr, pt-BR, it o pl.
ref-channel-not-allowed = En este servidor se juega en { $channels }; abre tu sala allí.
ref-host-role-needed = En este servidor solo los miembros con el rol <@&{ $role }> pueden abrir una partida; pide a uno de ellos que sea anfitrión y luego usa /{ cmd-risk } { cmd-risk-join }.
ref-no-such-board = Aquí no hay ningún tablero llamado { $name }. Tableros incluidos: { $boards }; /{ cmd-risk } { cmd-risk-maps } lista también los de este servidor.

## turns/defend.rs
ref-attack-resolved = Ese ataque ya se resolvió.
ref-defender-only = Solo el defensor elige los dados de defensa.

## handlers/info.rs

ref-no-such-player = No hay ningún jugador llamado '{ $who }': elige me, { $names }.
ref-no-such-continent = No hay ningún continente llamado '{ $name }': elige { $names }.
ref-history-fogged = Esta partida se juega con niebla de guerra: su historial queda cerrado hasta que termine (mostraría lo que no ves). /{ cmd-board } muestra ahora tu propia vista; el historial completo, la imagen sin niebla y /{ cmd-risk } { cmd-risk-verify } llegan al final.
ref-no-such-command = No hay ningún comando llamado '{ $command }'. /{ cmd-help } los lista todos.
ref-odds-fogged = La niebla de guerra oculta cuántos ejércitos hay ahí ({ $territories }): indica atacantes y defensores en su lugar (p. ej. /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6).
ref-odds-what = Indica atacantes y defensores (p. ej. /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6), u origen y destino.
ref-odds-too-many = Las probabilidades se calculan para hasta 1000 ejércitos por lado.
ref-stats-outside-server = La clasificación se lleva por servidor: usa /{ cmd-risk } { cmd-risk-stats } en un canal de un servidor.
ref-no-such-standing = Ninguna partida terminada en este servidor tiene un jugador llamado '{ $who }'. Jugadores: { $names }.

## handlers/play.rs

ref-waiting-for-defender = Esperando a que { $name } elija los dados de defensa (como mucho hasta { $until }).
ref-no-neutrals = No hay ningún ejército neutral llamado '{ $neutral }': no hay neutrales.
ref-no-such-neutral = No hay ningún ejército neutral llamado '{ $neutral }': elige { $names }.
ref-bribe-one-card = Nombra exactamente una carta para dar ({ $count } dadas): un soborno es una carta; usa /{ cmd-bribe } otra vez para un segundo paso.
ref-discard-one-card = Nombra exactamente una carta para descartar ({ $count } dadas).

## handlers/maps.rs

ref-map-add-outside-server = Los tableros de un servidor se añaden en un canal de ese servidor.
ref-map-remove-outside-server = Los tableros de un servidor se quitan en un canal de ese servidor.
ref-map-not-added = El archivo de mapa { $file } no se añadió ({ $count } { $count ->
        [one] problema
       *[other] problemas
    }); corrígelos y vuelve a adjuntarlo (TOML, `.map` de Domination o Conquest, `.xml` de Conquer Club, como mucho { $kb } KB):
ref-map-more-problems = … y { $count } más
ref-map-already-had = Este servidor ya tiene este tablero, como { $name }.
ref-map-name-taken = Este servidor ya tiene un tablero llamado { $name }; quítalo primero (/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-remove } { opt-name }:{ $name }) o dale otro nombre al nuevo en su archivo.
ref-map-none-own = Este servidor no tiene ningún tablero llamado { $name }: no tiene ninguno propio.
ref-map-no-such = Este servidor no tiene ningún tablero llamado { $name }; sus tableros: { $boards }.

## values/catalog/parse.rs

ref-input-unknown-command = Comando desconocido /{ $command }; /{ cmd-help } los lista.
ref-input-unknown-option = /{ $command } no tiene la opción '{ $option }' (mira /{ cmd-help } { $command }).
ref-input-missing = A /{ $command } le falta su opción { $option }: (las opciones se escriben nombre:valor, p. ej. { $option }:…; mira /{ cmd-help } { $command }). No se cambió nada.
ref-input-not-whole = { $option }: espera un número entero, no '{ $value }'.
ref-input-out-of-range = { $option }: { $value } está fuera de rango; da de { $min } a { $max }. No se cambió nada.
ref-input-not-flag = { $option }: espera true o false, no '{ $value }'.
ref-input-not-one-of = { $option }: '{ $value }' no es uno de { $allowed }.
ref-input-not-troops = { opt-troops }: espera un número entero, 'all' o 'all but N' (p. ej. 'all but 2'), no '{ $value }'. No se cambió nada.
ref-input-wrong-kind = No pude leer la opción { $option }. No se cambió nada.
ref-troops-format = { opt-troops }: espera un número entero, 'all' o 'all but N' (p. ej. 'all but 2'), no '{ $value }'

## table/clock.rs
ref-not-a-duration = '{ $text }' no es una duración: escribe p. ej. 12h, 2d o none
ref-duration-range = { $option } debe estar entre { $min } y { $max } (o none), no { $text }
ref-setup-player-count = esta partida necesita de { $min } a { $max } jugadores, no { $given }
ref-setup-combination = estas reglas no se pueden combinar: { $why }

## service/mod.rs
ref-not-an-admin-command = Ese no es un comando de /{ cmd-risk-admin }.
ref-not-available-here = Ese comando no está disponible aquí.
