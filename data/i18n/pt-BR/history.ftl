### Brazilian Portuguese: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated; a key left out falls back to English.

## history/ending.rs

hist-record-digest = Registro de quem fez o quê: SHA-256 `{ $record }`.
hist-next-game = A seguir: /{ cmd-risk } { cmd-risk-new } abre outra partida aqui; /{ cmd-risk } { cmd-risk-stats } mostra a classificação.
hist-missions-revealed = **Missões reveladas**
hist-mission-of = · { $name }: { $mission }

## history/recap.rs

hist-recap-title = 📜 **Resumo da partida { $number }** ({ $preset }): { $rounds } { $rounds ->
        [one] rodada
       *[other] rodadas
    } ({ $turns } { $turns ->
        [one] turno
       *[other] turnos
    }), { $moves } { $moves ->
        [one] jogada
       *[other] jogadas
    }, { $dice } { $dice ->
        [one] dado rolado
       *[other] dados rolados
    }, { $duration }.
hist-minutes = { $minutes } { $minutes ->
        [0] minutos
        [one] minuto
       *[other] minutos
    }
hist-hours-minutes = { $hours } { $hours ->
        [one] hora
       *[other] horas
    } { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }
hist-days-hours = { $days } { $days ->
        [one] dia
       *[other] dias
    } { $hours } { $hours ->
        [one] hora
       *[other] horas
    }
hist-winner = Vencedor: **{ $name }** ({ $how }).
hist-how-world = dominação mundial
hist-how-ranked-territories = primeiro em territórios, depois em exércitos, quando nenhuma pessoa restava jogando
hist-how-opponents-gone = todos os adversários se renderam, foram removidos ou eliminados
hist-how-last-standing = último jogador de pé
hist-how-mission = missão secreta: { $mission }
hist-how-headquarters = controla todos os quartéis-generais de que precisa
hist-how-objectives = objetivos ({ $objectives }) mantendo sua capital
hist-how-team = vitória por equipe: { $count ->
        [one] { $names } eliminado
       *[other] { $names } eliminados
    }
hist-how-ranked-missions = as quatro missões: { $missions }
hist-no-winner = Sem vencedor: a mesa terminou.
hist-no-battle = Nenhuma batalha foi travada.
hist-key-moments = **Momentos marcantes**
hist-largest = · Maior batalha: { $fight }.
hist-largest-and-longest = · Maior batalha, e também o blitz mais longo: { $fight }.
hist-longest = · Blitz mais longo: { $fight }.
hist-fight-attacked = rodada { $round }, { $attacker } atacou { $from } → { $to }: { $lost ->
        [one] { $lost } exército perdido
       *[other] { $lost } exércitos perdidos
    } em { $count } { $count ->
        [one] rolagem
       *[other] rolagens
    } ({ $attacker } −{ $attacker_lost }
hist-fight-blitzed = rodada { $round }, { $attacker } fez um blitz { $from } → { $to }: { $lost ->
        [one] { $lost } exército perdido
       *[other] { $lost } exércitos perdidos
    } em { $count } { $count ->
        [one] rolagem
       *[other] rolagens
    } ({ $attacker } −{ $attacker_lost }
hist-fight-defender = , { $name } −{ $lost }
hist-comeback = · Maior virada: { $name }, de { $low } territórios na rodada { $low_round } para { $high } na rodada { $high_round }.
hist-no-comeback = · Sem virada: ninguém que caiu para o último lugar voltou a subir.
hist-luck = **Sorte** (exércitos perdidos em batalha contra as chances exatas de cada rolagem; + é sorte)
hist-luck-line = · { $name }: perdeu { $lost } onde se esperavam { $expected } em { $count } { $count ->
        [one] rolagem
       *[other] rolagens
    }: { $index }
hist-chart-title = Partida { $number } ({ $preset }): territórios e exércitos por rodada

## results/stats.rs

hist-standings-empty = Nenhuma partida terminou neste servidor ainda: a classificação começa com o primeiro.
hist-standings-title = **Classificação deste servidor**: { $count } { $count ->
        [one] partida terminada
       *[other] partidas terminadas
    } ({ $presets }).
hist-standings-rated = Avaliado pela habilidade Weng-Lin; ordenado por habilidade − 3 × incerteza.
hist-standings-line = { $rank }. **{ $name }**: { $rating } ± { $uncertainty }, venceu { $won } de { $played }
hist-standings-more = … e mais { $count }: /{ cmd-risk } { cmd-risk-stats } { opt-player }:NOME
hist-player-standing = **{ $name }** neste servidor: venceu { $won } de { $played } partidas ({ $share }); avaliação { $rating } ± { $uncertainty }, posição { $rank } de { $players }.
hist-player-preset = · { $preset }: venceu { $won } de { $played } ({ $share })

## history/replay.rs, fair.rs

hist-verified = ✅ Partida { $number } verificado: a semente { $seed } corresponde ao compromisso { $commitment }, e repetir seus { $steps } { $steps ->
        [one] passo
       *[other] passos
    } ({ $entries } { $entries ->
        [one] entrada
       *[other] entradas
    } do registro) a partir da semente dá cada um dos { $dice } { $dice ->
        [one] dado
       *[other] dados
    } e das { $cards } { $cards ->
        [one] carta comprada
       *[other] cartas compradas
    }, e a mesma posição final.
hist-verified-bound = Seus jogadores ({ $players }) e sua variante ({ $preset }) são aqueles para os quais o compromisso foi feito.
hist-verified-unbound = Seus jogadores e sua variante são os que o arquivo nomeia: o compromisso desta partida não os cobre (foi feito antes de serem selados com os dados).
hist-verified-record = Quem fez o quê corresponde ao registro { $record } publicado com a revelação da semente.
hist-verified-no-record = Quem fez o quê está como o arquivo diz: nenhum registro disso foi publicado.
hist-verify-failed = ❌ A verificação falhou: { $why }

## history/fair.rs

hist-not-started = A partida ainda não começou: seus dados são selados quando ela começa.
hist-no-commitment = Esta partida começou antes de o bot manter um registro para verificar seus dados (nenhum compromisso foi publicado).
hist-dice-sealed = 🔒 Os dados estão selados: o SHA-256 de `{ $salt }:<seed>` é `{ $commitment }`. A semente é revelada quando a partida termina; então /{ cmd-risk } { cmd-risk-verify } repete cada rolagem e cada carta comprada.
hist-fog-file-later = Com névoa de guerra, o arquivo da partida (todo o registro) também só é entregue nesse momento.

hist-replay-player = Jogador { $number }
hist-replay-attack = ataque { $from } → { $to }
hist-replay-blitz = blitz { $from } → { $to }
hist-replay-claim = ocupa { $territory-object }
hist-replay-place = coloca { $armies }: { $territory }
hist-replay-fortify = remaneja { $armies }: { $from } → { $to }
hist-replay-move = avança com { $armies }
hist-replay-end = fim do turno
hist-replay-ally = dado do aliado: { $territory }
hist-replay-cannot-set-up = a partida não pode ser montada: { $error }
hist-replay-set-up-twice = a partida já estava montada
hist-replay-before-setup = uma ação antes de a partida ser montada
hist-replay-refused = { $name } é recusado: { $why }
hist-replay-undo-nothing = um desfazer sem nada para desfazer
hist-replay-the-end = o fim
hist-replay-leaves = { $name } sai da partida
hist-replay-taken-over = { $name } é assumido
hist-replay-seed = A semente { $seed } não confere com o compromisso: o SHA-256 de `{ $salt }:{ $seed }` é { $computed }, não { $commitment }.
hist-replay-unknown-board = A partida foi jogada no tabuleiro { $board }, que não é conhecido aqui.
hist-replay-at = #{ $entry } { $actor } /{ $command }, passo { $step }: { $message }
hist-replay-setting-up = montagem
hist-replay-no-game = O arquivo não contém nenhuma partida: ela nunca foi montada.
hist-replay-not-over = Todos os passos conferem, mas a partida reproduzida não terminou.
hist-replay-other-end = Cada rolagem e cada carta conferem, mas a reprodução termina numa posição diferente da partida (o hash do estado final difere).
hist-replay-dice = a partida mostrou os dados { $posted }, mas a semente dá { $seeded }
hist-replay-cards = a partida registrou a(s) carta(s) comprada(s) { $recorded }, mas a semente compra { $seeded }
hist-replay-dealt = os territórios distribuídos diferem dos que a semente distribui
hist-replay-format = Não é um arquivo de partida que esta versão lê (formato '{ $format }', esperado '{ $expected }').
hist-replay-log = Quem fez o quê no registro do arquivo não é o que a partida anotou: o resumo do registro difere do { $posted } publicado com a revelação da semente (o jogador, o comando ou os passos de uma entrada foram alterados).
hist-replay-binding = Os jogadores ({ $players }) e a variante ({ $preset }) não são aqueles para os quais o compromisso desta partida foi feito: o sal { $salt } é feito do canal, do número da partida, da hora de início, da variante e dos nomes dos jogadores, e estes dão outro. Os jogadores, o modo, o canal, o número ou a hora de início do arquivo foram alterados.
