### Brazilian Portuguese: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated; a key left out falls back to English.

## history/ending.rs

hist-record-digest = Registro de quem fez o quê: SHA-256 `{ $record }`.
hist-next-game = A seguir: /{ cmd-risk } { cmd-risk-new } abre outro jogo aqui; /{ cmd-risk } { cmd-risk-stats } mostra a classificação.
hist-missions-revealed = **Missões reveladas**
hist-mission-of = · { $name }: { $mission }

## history/recap.rs

hist-recap-title = 📜 **Resumo do jogo { $number }** ({ $preset }): { $rounds } { $rounds ->
        [one] rodada
       *[other] rodadas
    } ({ $turns } { $turns ->
        [one] turno
       *[other] turnos
    }), { $moves } jogadas, { $dice } dados rolados, { $duration }.
hist-minutes = { $minutes } { $minutes ->
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
hist-no-winner = Sem vencedor: a mesa terminou.
hist-no-battle = Nenhuma batalha foi travada.
hist-key-moments = **Momentos marcantes**
hist-largest = · Maior batalha: { $fight }.
hist-largest-and-longest = · Maior batalha, também o ataque-relâmpago mais longo: { $fight }.
hist-longest = · Ataque-relâmpago mais longo: { $fight }.
hist-fight-attacked = rodada { $round }, { $attacker } atacou { $from } → { $to }: { $lost } exércitos perdidos em { $count } { $count ->
        [one] rolagem
       *[other] rolagens
    } ({ $attacker } −{ $attacker_lost }
hist-fight-blitzed = rodada { $round }, { $attacker } fez um ataque-relâmpago { $from } → { $to }: { $lost } exércitos perdidos em { $count } { $count ->
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
hist-chart-title = Jogo { $number } ({ $preset }): territórios e exércitos por rodada

## results/stats.rs

hist-standings-empty = Nenhum jogo terminou neste servidor ainda: a classificação começa com o primeiro.
hist-standings-title = **Classificação deste servidor**: { $count } { $count ->
        [one] jogo terminado
       *[other] jogos terminados
    } ({ $presets }).
hist-standings-rated = Avaliado pela habilidade Weng-Lin; ordenado por habilidade − 3 × incerteza.
hist-standings-line = { $rank }. **{ $name }**: { $rating } ± { $uncertainty }, venceu { $won } de { $played }
hist-standings-more = … e mais { $count }: /{ cmd-risk } { cmd-risk-stats } { opt-player }:NOME
hist-player-standing = **{ $name }** neste servidor: venceu { $won } de { $played } jogos ({ $share }); avaliação { $rating } ± { $uncertainty }, posição { $rank } de { $players }.
hist-player-preset = · { $preset }: venceu { $won } de { $played } ({ $share })

## history/replay.rs, fair.rs

hist-verified = ✅ Jogo { $number } verificado: a semente { $seed } corresponde ao compromisso { $commitment }, e repetir seus { $steps } { $steps ->
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
hist-verified-bound = Seus jogadores ({ $players }) e sua predefinição ({ $preset }) são aqueles para os quais o compromisso foi feito.
hist-verified-unbound = Seus jogadores e sua predefinição são os que o arquivo nomeia: o compromisso deste jogo não os cobre (foi feito antes de serem selados com os dados).
hist-verified-record = Quem fez o quê corresponde ao registro { $record } publicado com a revelação da semente.
hist-verified-no-record = Quem fez o quê está como o arquivo diz: nenhum registro disso foi publicado.
hist-verify-failed = ❌ A verificação falhou: { $why }

## history/fair.rs

hist-not-started = O jogo ainda não começou: seus dados são selados quando ele começa.
hist-no-commitment = Este jogo começou antes de o bot manter um registro para verificar seus dados (nenhum compromisso foi publicado).
hist-dice-sealed = 🔒 Os dados estão selados: o SHA-256 de `{ $salt }:<seed>` é `{ $commitment }`. A semente é revelada quando o jogo termina; então /{ cmd-risk } { cmd-risk-verify } repete cada rolagem e cada carta comprada.
hist-fog-file-later = Com névoa de guerra, o arquivo do jogo (todo o registro) também só é entregue nesse momento.

hist-replay-player = Jogador { $number }
hist-replay-attack = ataque { $from } → { $to }
hist-replay-blitz = blitz { $from } → { $to }
hist-replay-claim = ocupa { $territory }
hist-replay-place = posiciona { $armies } em { $territory }
hist-replay-fortify = remaneja { $armies } { $from } → { $to }
hist-replay-move = avança com { $armies }
hist-replay-end = fim do turno
hist-replay-ally = dado do aliado em { $territory }
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
hist-replay-binding = Os jogadores ({ $players }) e o modo ({ $preset }) não são aqueles para os quais o compromisso desta partida foi feito: o sal { $salt } é feito do canal, do número da partida, da hora de início, do modo e dos nomes dos jogadores, e estes dão outro. Os jogadores, o modo, o canal, o número ou a hora de início do arquivo foram alterados.
