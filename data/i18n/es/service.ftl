### Spanish: the handlers' and turns' own answers (src/service/handlers, turns, table, values).
### Every key of ../en/service.ftl, translated; a key left out falls back to English.

## turns/turn.rs

svc-next = { $name }, a continuación: { $what }.
svc-next-private = A continuación: { $prompt }
svc-undo-place = colocar { $count } { $territory-in }
svc-undo-move-in = mover { $count } al territorio conquistado
svc-undo-fortify = fortificar con { $count } { $from-from } { $to-to }
svc-ai-line = 🤖 **{ $name }**: { $line }

## handlers/lobby.rs

svc-lobby-details = { $min }–{ $max } jugadores, { $clock }; { $rules }
svc-lobby-opened = { $host } abrió una sala **{ $preset }** ({ $details }).
svc-lobby-opened-on = { $host } abrió una sala **{ $preset }** en el tablero { $board } ({ $details }).
svc-lobby-how-to-join = Únete con /{ cmd-risk } { cmd-risk-join }; añade jugadores de IA con /{ cmd-risk } { cmd-risk-add-ai }; el anfitrión empieza con /{ cmd-risk } { cmd-risk-start }.
svc-joins = { $name } se une como { $colour } ({ $count } en la mesa).
svc-ai-seated = { $name } ocupa un puesto como { $colour } ({ $count } en la mesa).
svc-plays-for-team = { $name } juega en el equipo { $team }. { $teams }
svc-team-list = A: { $a }; B: { $b }; sin equipo: { $undecided }.
svc-team-nobody = nadie
svc-leaves = { $name } sale de la sala.
svc-leaves-new-host = { $name } sale de la sala. { $host } es ahora el anfitrión.
svc-leaves-closed = { $name } sale de la sala. La sala está cerrada.
svc-seat-colour = { $name } ({ $colour })
svc-game-begins = ⚔ ¡Empieza la partida! Orden de turnos: { $order }.
svc-your-mission = Tu misión secreta: { $mission }
svc-removed-from-lobby = { $name } fue retirado de la sala.
svc-kicked-from-game = { $name } queda fuera de la partida.
svc-ai-takes-over = La IA toma el puesto de { $name }.
svc-abandoned = { $name } abandonó la partida de este canal.

## handlers/admin.rs

svc-paused = ⏸ { $name } pausó los relojes. Se puede seguir jugando; los plazos esperan a /{ cmd-risk } { cmd-risk-resume }.
svc-resumed = ▶ { $name } reanudó los relojes.
svc-resumed-deadline = ▶ { $name } reanudó los relojes. Plazo { $deadline }.
svc-vacation = 🏖 { $name } está de vacaciones hasta { $until }: sus plazos esperan hasta entonces.
svc-surrenders = 🏳 { $name } se rinde.
svc-surrenders-neutral = 🏳 { $name } se rinde: sus ejércitos quedan como neutrales que se defienden pero nunca atacan.
svc-surrenders-ai = 🏳 { $name } se rinde: la IA juega su puesto.
svc-takes-over = { $name } ocupa el puesto de { $old }.
svc-returns = { $name } recupera su puesto de la IA.
svc-undone-then = ↩ Deshecho: { $what }. { $next }
svc-undone-next = ↩ Deshecho: { $what }. A continuación: { $prompt }
svc-undid-hidden = ↩ { $name } deshizo su último movimiento. { $prompt }
svc-undid = ↩ { $name } deshizo: { $what }. { $prompt }

## values/server.rs

svc-board-sized = { $name } ({ $territories } territorios, { $continents } continentes)
svc-settings-title = **Ajustes del servidor**
svc-settings-defaults = Opciones de sala por defecto: { $defaults }
svc-settings-no-defaults = ninguna (las integradas)
svc-settings-channels = Se pueden abrir partidas en: { $channels }
svc-settings-every-channel = cualquier canal
svc-settings-host = Quién puede ser anfitrión: { $host }
svc-settings-host-role = los miembros con el rol <@&{ $role }> (y los administradores)
svc-settings-everyone = todos
svc-settings-language = Idioma de las partidas: { $language } ({ $code })

## turns/defend.rs

svc-defend-whose = { $territory } (de { $owner })
svc-defend-place-armies = { $place }, { $count ->
    [one] 1 ejército
   *[other] { $count } ejércitos
}
svc-defend-unseen = un territorio que no ves
svc-defend-dm = ⚔ Ataque de { $attacker }: { $place }. Elige tus dados de defensa con los botones del canal.
svc-defend-hidden = ⚔ ¡{ $attacker } ataca! { $defender }, defiende con 1 o 2 dados (2 si no respondes { $when }; dónde, solo lo sabes tú).
svc-defend = ⚔ ¡Ataque de { $attacker }: { $place }! { $defender }, defiende con 1 o 2 dados (2 si no respondes { $when }).
svc-defend-button = { $count ->
        [one] Defender con { $count } dado
       *[other] Defender con { $count } dados
    }

## handlers/deadline.rs

svc-reminder-half = ⏰ { $name }, ya pasó la mitad de tu tiempo de turno: plazo { $deadline }.
svc-reminder-last = ⏰ { $name }, tu tiempo de turno casi se acaba: plazo { $deadline }.
svc-time-ran-out = ⌛ Se acabó el tiempo de { $names }.
svc-ai-takes-seat = Tras { $count ->
    [one] 1 turno perdido
   *[other] { $count } turnos perdidos
}, la IA toma el puesto de { $name }, que puede recuperarlo entre turnos con /{ cmd-risk } { cmd-risk-return }.

## values/steps.rs

svc-dice-commitment = 🔒 Compromiso de los dados: el SHA-256 de `{ $salt }:<seed>` es `{ $commitment }`. La semilla se revela al terminar la partida; entonces /{ cmd-risk } { cmd-risk-verify } repite cada tirada y cada carta robada.
svc-dice-revealed = 🔓 Semilla de los dados revelada: `{ $seed }` (sal `{ $salt }`; el SHA-256 de `{ $salt }:{ $seed }` es `{ $commitment }`, el compromiso publicado al inicio). /{ cmd-risk } { cmd-risk-verify } repite cada tirada y cada carta robada.

## handlers/info.rs

svc-status-yours = **Los tuyos**:{" "}
svc-rules-this-table = Esta mesa juega **{ $preset }**:
svc-rules-new-would = /{ cmd-risk } { cmd-risk-new } jugaría **{ $preset }**:
svc-odds-numbers = { $attackers } contra { $defenders }
svc-odds-territories = { $from } ({ $attackers }) ataca { $to-object } ({ $defenders })
svc-odds = { $what }: conquista el { $chance } de las veces; pérdidas esperadas: atacante { $attacker }, defensor { $defender } (ambos tirando el máximo hasta que un lado no pueda).
svc-history-empty = Todavía no ha pasado nada.
svc-history-turn = → Turno de { $name }, ronda { $round }.
svc-history-attached = El historial completo de la partida { $number } ({ $count } entradas) va adjunto: { $file }.
svc-history-file-heading = Partida { $number } ({ $preset })

## handlers/maps.rs

svc-boards-title = **Tableros** (`/{ cmd-risk } { cmd-risk-new } { opt-map }:NOMBRE`)
svc-boards-own = De este servidor: { $boards }
svc-boards-own-none = De este servidor: ninguno todavía (los administradores añaden uno con /{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add })
svc-boards-shipped = Incluidos con el bot: { $boards }
svc-board-unreadable = { $name } (su archivo ya no se puede leer)
svc-rest-does-not-fit = … (el resto no cabe aquí)
svc-board-added = Se añadió el tablero { $board } a este servidor: /{ cmd-risk } { cmd-risk-new } { opt-map }:{ $name } lo juega.
svc-board-removed = Se quitó el tablero { $name } de este servidor: las salas nuevas ya no pueden elegirlo; las partidas que ya lo usan lo conservan.

## table/session.rs
svc-neutral = { $number ->
        [1] Neutral
       *[other] Neutral { $number }
    }
svc-player-n = Jugador { $number }
svc-label-surrendered = { $name } (se rindió)
svc-label-kicked = { $name } (IA)
svc-rest-in-history = … (el resto: /{ cmd-history })
svc-history-clock = reloj
svc-history-table = mesa
svc-history-timeout = tiempo agotado
svc-history-ai = turno de la IA
svc-history-end = fin
svc-mark-again = ↻ (reenviado tras un reinicio){" "}
svc-mark-late = ↻ (con retraso: Discord no lo aceptó al principio){" "}
