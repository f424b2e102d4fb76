### Brazilian Portuguese: a lobby's status and options, what players type read on the map (words/lobby.rs, words/input.rs, table/options.rs).
### Every key of ../en/lobby.ftl, translated; a key left out falls back to English.

## O relógio, a preparação e as regras da sala em palavras (words/lobby.rs).

lobby-no-deadline = sem prazo por turno
lobby-clock-no-reminders = { $turn } por turno, sem lembretes
lobby-clock-reminders = { $turn } por turno, lembretes na metade do tempo e { $before } antes do prazo
lobby-setup-dealt-together = Os territórios são distribuídos e todos colocam seus exércitos iniciais ao mesmo tempo, em segredo; eles são revelados juntos (as regras do livro: { opt-setup }:claim, { opt-placement }:one-at-a-time).
lobby-setup-claimed-together = Os territórios são ocupados um de cada vez, em turnos; depois todos colocam seus exércitos iniciais ao mesmo tempo, em segredo; eles são revelados juntos.
lobby-seat = { $name } ({ $color })
lobby-seat-ai = { $name } ({ $color }, IA)
lobby-status = Sala de **{ $preset }** ({ $min }–{ $max } jogadores): { $seats }. Regras: { $rules }; { $clock }. O anfitrião começa com /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-board = Sala de **{ $preset }** no tabuleiro { $board } ({ $territories } territórios, { $continents } continentes) ({ $min }–{ $max } jogadores): { $seats }. Regras: { $rules }; { $clock }. O anfitrião começa com /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-unknown-board = Sala de **{ $preset }** no tabuleiro { $board } ({ $min }–{ $max } jogadores): { $seats }. Regras: { $rules }; { $clock }. O anfitrião começa com /{ cmd-risk } { cmd-risk-start }.
lobby-rule-setup = { opt-setup } { $word }
lobby-rule-placement = { opt-placement } { $word }
lobby-rule-fortify = { opt-fortify } { $word }
lobby-rule-card-values = { opt-card-values } { $word }
lobby-cards-stars = estrelas
lobby-cards-by-design = pelo desenho
lobby-rule-army-cap = no máximo { $count } exércitos por território
lobby-rule-reroll = rolar de novo com uma carta
lobby-rule-commander = Comandante
lobby-rule-neutral-setup = { opt-neutral-setup } { $word }
lobby-rule-fog = { opt-fog } { $word }

## O que os jogadores digitam, lido no mapa (words/input.rs): recusas.

lobby-unknown-territory = Não conheço nenhum território chamado “{ $name }”. Você quis dizer { $close }?
lobby-unknown-objective = “{ $name }” não nomeia um único Objetivo do tabuleiro. Você pode pegar: { $open }.
lobby-unknown-objective-none-open = “{ $name }” não nomeia um único Objetivo do tabuleiro. Você pode pegar: nenhum agora (pega-se um depois de atacar, se alcançado neste turno).
lobby-three-cards = Nomeie exatamente três cartas, por ex. “Brasil, Peru, Wild” ({ $count } informadas).
lobby-no-cards-yet = Você ainda não tem cartas: uma carta vem no fim de um turno em que você conquistou um território.
lobby-card-not-held = Você não tem a carta “{ $card }” (ou a nomeou duas vezes). Suas cartas: { $hand }.

## As opções de /risk new recusadas (table/options.rs). Os valores (none, deal, claim, …) são digitados como são.

lobby-unknown-word = Valor desconhecido para { $option }: “{ $given }”. Escolha { $words }.
lobby-or = { $first } ou { $second }
lobby-unknown-preset = Variante desconhecida “{ $name }”: escolha um de { $presets }.
lobby-bad-army-cap = { opt-army-cap } deve ser none ou um número de 3 a 999 (a regra dos especialistas é 12), não “{ $given }”.
lobby-capital-goal-elsewhere = { opt-capital-goal } só vale para a variante capital, não para { $preset }; deixe de fora.
lobby-neutral-setup-elsewhere = { opt-neutral-setup } só vale para as variantes de dois jogadores (two-player, two-player-neutrals, two-player-allies), não para { $preset }; deixe de fora.
lobby-options-clash = Estas opções não podem ser combinadas com { $preset }: { $why }. Deixe a opção de fora para manter a da variante.
lobby-bad-kick-after = { opt-kick-after } deve ser de 1 a 20 turnos perdidos, não { $given }.
