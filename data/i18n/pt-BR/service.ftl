### Brazilian Portuguese: the handlers' and turns' own answers (src/service/handlers, turns, table, values).
### Every key of ../en/service.ftl, translated; a key left out falls back to English.

## turns/turn.rs

svc-next = { $name }, a seguir: { $what }.
svc-next-private = A seguir: { $prompt }
svc-undo-place = a colocação de { $count } { $territory-in }
svc-undo-move-in = a entrada de { $count }
svc-undo-fortify = o remanejamento de { $count } { $from-from } { $to-to }
svc-ai-line = 🤖 **{ $name }**: { $line }

## handlers/lobby.rs

svc-lobby-details = { $min }–{ $max } jogadores, { $clock }; { $rules }
svc-lobby-opened = { $host } abriu uma sala **{ $preset }** ({ $details }).
svc-lobby-opened-on = { $host } abriu uma sala **{ $preset }** no tabuleiro { $board } ({ $details }).
svc-lobby-how-to-join = Entre com /{ cmd-risk } { cmd-risk-join }; adicione jogadores da IA com /{ cmd-risk } { cmd-risk-add-ai }; o anfitrião começa com /{ cmd-risk } { cmd-risk-start }.
svc-joins = { $name } entra como { $colour } ({ $count } na mesa).
svc-ai-seated = { $name } ocupa um lugar como { $colour } ({ $count } na mesa).
svc-plays-for-team = { $name } joga pela equipe { $team }. { $teams }
svc-team-list = A: { $a }; B: { $b }; sem equipe: { $undecided }.
svc-team-nobody = ninguém
svc-leaves = { $name } sai da sala.
svc-leaves-new-host = { $name } sai da sala. { $host } agora é o anfitrião.
svc-leaves-closed = { $name } sai da sala. A sala está fechada.
svc-seat-colour = { $name } ({ $colour })
svc-game-begins = ⚔ A partida começa! Ordem dos turnos: { $order }.
svc-your-mission = Sua missão secreta: { $mission }
svc-removed-from-lobby = { $name } foi removido da sala.
svc-kicked-from-game = { $name } está fora da partida.
svc-ai-takes-over = A IA assume o lugar de { $name }.
svc-abandoned = { $name } apagou a partida deste canal.

## handlers/admin.rs

svc-paused = ⏸ { $name } pausou os relógios. As jogadas continuam permitidas; os prazos esperam por /{ cmd-risk } { cmd-risk-resume }.
svc-resumed = ▶ { $name } retomou os relógios.
svc-resumed-deadline = ▶ { $name } retomou os relógios. Prazo: { $deadline }.
svc-vacation = 🏖 { $name } está de férias até { $until }: seus prazos esperam até lá.
svc-surrenders = 🏳 { $name } se rende.
svc-surrenders-neutral = 🏳 { $name } se rende: seus exércitos viram neutros, que se defendem mas nunca atacam.
svc-surrenders-ai = 🏳 { $name } se rende: a IA joga no seu lugar.
svc-takes-over = { $name } assume o lugar de { $old }.
svc-returns = { $name } retoma seu lugar, jogado até agora pela IA.
svc-undone-then = ↩ Desfeito: { $what }. { $next }
svc-undone-next = ↩ Desfeito: { $what }. A seguir: { $prompt }
svc-undid-hidden = ↩ { $name } desfez sua última jogada. { $prompt }
svc-undid = ↩ { $name } desfez: { $what }. { $prompt }

## values/server.rs

svc-board-sized = { $name } ({ $territories } territórios, { $continents } continentes)
svc-settings-title = **Configurações do servidor**
svc-settings-defaults = Opções padrão das novas partidas: { $defaults }
svc-settings-no-defaults = nenhuma (as do bot)
svc-settings-channels = Partidas podem ser abertas em: { $channels }
svc-settings-every-channel = qualquer canal
svc-settings-host = Quem pode ser anfitrião: { $host }
svc-settings-host-role = membros com o cargo <@&{ $role }> (e administradores)
svc-settings-everyone = todos
svc-settings-language = Idioma das partidas: { $language } ({ $code })

## turns/defend.rs

svc-defend-whose = { $territory } (de { $owner })
svc-defend-place-armies = { $place }, { $count } { $count ->
        [one] exército
       *[other] exércitos
    }
svc-defend-unseen = um território que você não vê
svc-defend-dm = ⚔ { $attacker } ataca: { $place }. Escolha seus dados de defesa com os botões no canal da partida.
svc-defend-hidden = ⚔ { $attacker } ataca! { $defender }, defenda-se com 1 ou 2 dados (2 se não responder { $when }; onde, só você sabe).
svc-defend = ⚔ { $attacker } ataca: { $place }! { $defender }, defenda-se com 1 ou 2 dados (2 se não responder { $when }).
svc-defend-button = { $count ->
        [one] Defender com { $count } dado
       *[other] Defender com { $count } dados
    }

## handlers/deadline.rs

svc-reminder-half = ⏰ { $name }, metade do seu tempo de turno já passou: prazo { $deadline }.
svc-reminder-last = ⏰ { $name }, seu tempo de turno está quase acabando: prazo { $deadline }.
svc-time-ran-out = ⌛ O tempo de { $names } acabou.
svc-ai-takes-seat = Após { $count } turnos perdidos, a IA assume o lugar de { $name }, que pode retomá-lo entre turnos com /{ cmd-risk } { cmd-risk-return }.

## values/steps.rs

svc-dice-commitment = 🔒 Compromisso dos dados: o SHA-256 de `{ $salt }:<seed>` é `{ $commitment }`. A semente é revelada quando a partida termina; então /{ cmd-risk } { cmd-risk-verify } repete cada rolagem e cada carta comprada.
svc-dice-revealed = 🔓 Semente dos dados revelada: `{ $seed }` (sal `{ $salt }`; o SHA-256 de `{ $salt }:{ $seed }` é `{ $commitment }`, o compromisso publicado no início). /{ cmd-risk } { cmd-risk-verify } repete cada rolagem e cada carta comprada.

## handlers/info.rs

svc-status-yours = **Os seus**:{" "}
svc-rules-this-table = Esta mesa joga **{ $preset }**:
svc-rules-new-would = /{ cmd-risk } { cmd-risk-new } jogaria **{ $preset }**:
svc-odds-numbers = { $attackers } atacando { $defenders }
svc-odds-territories = { $from } ({ $attackers }) atacando { $to-object } ({ $defenders })
svc-odds = { $what }: conquista em { $chance } das vezes; perdas esperadas: atacante { $attacker }, defensor { $defender } (os dois rolando o máximo até um lado não poder mais).
svc-history-empty = Nada aconteceu ainda.
svc-history-turn = → Turno de { $name }, rodada { $round }.
svc-history-attached = O histórico completo da partida { $number } ({ $count } { $count ->
        [one] entrada
       *[other] entradas
    }) está anexado: { $file }.
svc-history-file-heading = Partida { $number } ({ $preset })

## handlers/maps.rs

svc-boards-title = **Tabuleiros** (`/{ cmd-risk } { cmd-risk-new } { opt-map }:NOME`)
svc-boards-own = Deste servidor: { $boards }
svc-boards-own-none = Deste servidor: nenhum ainda (os administradores adicionam um com /{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add })
svc-boards-shipped = Incluídos com o bot: { $boards }
svc-board-unreadable = { $name } (o arquivo não pode mais ser lido)
svc-rest-does-not-fit = … (o resto não cabe aqui)
svc-board-added = O tabuleiro { $board } foi adicionado a este servidor: /{ cmd-risk } { cmd-risk-new } { opt-map }:{ $name } o joga.
svc-board-removed = O tabuleiro { $name } foi removido deste servidor: novas partidas não podem mais escolhê-lo; as partidas que já o usam continuam com ele.

## table/session.rs
svc-neutral = { $number ->
        [1] Neutro
       *[other] Neutro { $number }
    }
svc-player-n = Jogador { $number }
svc-label-surrendered = { $name } (se rendeu)
svc-label-kicked = { $name } (IA)
svc-rest-in-history = … (o resto: /{ cmd-history })
svc-history-clock = relógio
svc-history-table = mesa
svc-history-timeout = tempo esgotado
svc-history-ai = turno da IA
svc-history-end = fim
svc-mark-again = ↻ (reenviado após uma reinicialização){" "}
svc-mark-late = ↻ (atrasado: o Discord não aceitou de início){" "}
