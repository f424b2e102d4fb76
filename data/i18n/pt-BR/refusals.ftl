### Brazilian Portuguese: why a command is refused (values/refusal.rs, the engine's errors and explanations).
### Every key of ../en/refusals.ftl, translated; a key left out falls back to English.

## handlers/lobby.rs, table/host.rs

ref-lobby-open = Já há uma sala aberta aqui: /{ cmd-risk } { cmd-risk-join } para ocupar um lugar, /{ cmd-risk } { cmd-risk-status } para vê-la.
ref-game-running = Já há um jogo em andamento aqui: /{ cmd-risk } { cmd-risk-status } mostra; o anfitrião pode abandoná-lo com /{ cmd-risk } { cmd-risk-abandon }.
ref-cannot-open = Não é possível abrir esta sala: { $why }
ref-seats-fixed = O jogo já está em andamento; os lugares estão definidos.
ref-already-joined = Você já entrou nesta sala.
ref-lobby-full = A sala está cheia ({ $count } jogadores).
ref-colour-taken = A cor “{ $colour }” não está livre; cores livres: { $free }.
ref-not-a-team-game = Equipes só são escolhidas num jogo em equipes (/{ cmd-risk } { cmd-risk-new } { opt-preset }:team).
ref-join-first = Entre primeiro na sala (/{ cmd-risk } { cmd-risk-join }) e depois escolha uma equipe.
ref-unknown-team = Equipe desconhecida “{ $team }”: escolha A ou B.
ref-team-full = A equipe { $team } está completa ({ $count } jogadores); escolha a outra equipe.
ref-teams-uneven = Não é possível começar: as equipes precisam ser iguais ({ $a } em A, { $b } em B de { $seats } lugares); /{ cmd-risk } { cmd-risk-team } muda um jogador de equipe.
ref-not-in-lobby = Você não está nesta sala.
ref-board-gone = Não é possível começar: este bot não conhece mais o tabuleiro { $board }; escolha outro com /{ cmd-risk } { cmd-risk-new } { opt-map }:NOME (/{ cmd-risk } { cmd-risk-maps } lista todos).
ref-cannot-start = Não é possível começar: { $why } (agora { $count } na mesa; /{ cmd-risk } { cmd-risk-add-ai } adiciona jogadores da IA).
ref-no-such-seat = Nenhum lugar chamado “{ $who }”; na mesa: { $seated }.
ref-cannot-kick-host = O anfitrião não pode ser removido da sala; ele pode sair com /{ cmd-risk } { cmd-risk-leave }.
ref-already-ai = { $name } já é jogado pela IA.
ref-abandon-confirm = Isto apaga a partida deste canal para todos. Para confirmar: /{ cmd-risk } { cmd-risk-abandon } { opt-confirm }:true
ref-the-host = o anfitrião
ref-what-add-ai = adicionar jogadores da IA
ref-what-start = começar o jogo
ref-what-kick = remover jogadores
ref-what-abandon = apagar a partida

## values/refusal.rs, values/error.rs

ref-no-game = Não há partida neste canal. Comece uma com /{ cmd-risk } { cmd-risk-new }.
ref-not-started = O jogo ainda não começou: o anfitrião o inicia com /{ cmd-risk } { cmd-risk-start }.
ref-game-over = Esse jogo acabou. Comece um novo com /{ cmd-risk } { cmd-risk-new }.
ref-not-playing = Você não está jogando neste jogo; /{ cmd-board } mostra como ele está.
ref-needs-admin = /{ cmd-risk-admin } exige a permissão Gerenciar canais neste servidor. O anfitrião de um jogo tem os mesmos comandos de mesa em /{ cmd-risk } ({ cmd-risk-kick }, { cmd-risk-abandon }, { cmd-risk-pause }, { cmd-risk-resume }, { cmd-risk-skip }, { cmd-risk-replace }).
ref-host-only = Só o anfitrião ({ $host }) ou quem pode gerenciar este canal pode { $what }.
ref-unsaved = Não foi possível salvar: nada mudou. O bot não conseguiu gravar seu banco de dados (disco cheio?); tente de novo daqui a pouco.
ref-our-side = Desculpe, algo deu errado do nosso lado. Nada mudou; tente de novo.

## handlers/admin.rs

ref-what-skip = pular um turno
ref-what-pause = pausar o jogo
ref-what-resume = retomar o jogo
ref-what-replace = passar um lugar para outra pessoa
ref-already-paused = Os relógios já estão pausados; /{ cmd-risk } { cmd-risk-resume } os retoma.
ref-not-paused = Os relógios estão correndo; /{ cmd-risk } { cmd-risk-pause } os pausa.
ref-vacation-left = Você tem { $count } { $count ->
        [one] dia
       *[other] dias
    } de férias restantes; escolha de 1 a { $count }.
ref-already-seated = { $name } já joga num lugar deste jogo.
ref-return-not-timed-out = Só quem teve o lugar assumido pela IA após perder turnos pode usar /{ cmd-risk } { cmd-risk-return }.
ref-return-between-turns = A IA está jogando no seu lugar neste turno; volte entre turnos (quando este turno acabar).
ref-no-returns-left = Você não tem mais retornos neste jogo.
ref-nothing-to-undo = Nada para desfazer: só sua última colocação, entrada de exércitos ou remanejamento, e só se desde então nenhum dado foi rolado, nenhuma carta foi comprada e ninguém jogou.
ref-settings-outside-server = As configurações do servidor são alteradas num canal desse servidor.
ref-unknown-reset = Redefinição desconhecida “{ $reset }”: escolha defaults, channels, host-role, language ou all.

## values/server.rs

ref-unknown-language = “{ $language }” não é um idioma disponível aqui: escolha en, de, es, fr, pt-BR, it ou pl.
ref-channel-not-allowed = Neste servidor se joga em { $channels }; abra sua partida lá.
ref-host-role-needed = Neste servidor só membros com o cargo <@&{ $role }> podem abrir um jogo; peça a um deles para ser o anfitrião e depois use /{ cmd-risk } { cmd-risk-join }.
ref-no-such-board = Não há tabuleiro chamado { $name } aqui. Tabuleiros incluídos: { $boards }; /{ cmd-risk } { cmd-risk-maps } lista também os deste servidor.

## turns/defend.rs
ref-attack-resolved = Esse ataque já foi resolvido.
ref-defender-only = Só o defensor escolhe os dados de defesa.

## handlers/info.rs

ref-no-such-player = Nenhum jogador chamado “{ $who }”: escolha me, { $names }.
ref-no-such-continent = Nenhum continente chamado “{ $name }”: escolha { $names }.
ref-history-fogged = Este jogo é jogado com névoa de guerra: o histórico fica fechado até o fim (mostraria o que você não vê). /{ cmd-board } mostra agora a sua própria visão; o histórico completo, a imagem sem névoa e /{ cmd-risk } { cmd-risk-verify } vêm no fim.
ref-no-such-command = Nenhum comando chamado “{ $command }”. /{ cmd-help } lista todos.
ref-odds-fogged = A névoa de guerra esconde os exércitos { $territories-in }: informe atacantes e defensores (ex.: /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6).
ref-odds-what = Informe atacantes e defensores (ex.: /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6), ou origem e destino.
ref-odds-too-many = As chances são calculadas para até 1000 exércitos de cada lado.
ref-stats-outside-server = A classificação é mantida por servidor: use /{ cmd-risk } { cmd-risk-stats } num canal de um servidor.
ref-no-such-standing = Nenhuma partida terminada neste servidor tem um jogador chamado “{ $who }”. Jogadores: { $names }.

## handlers/play.rs

ref-waiting-for-defender = Esperando { $name } escolher os dados de defesa (no máximo até { $until }).
ref-no-neutrals = Nenhum exército neutro chamado “{ $neutral }”: não há neutros nesta partida.
ref-no-such-neutral = Nenhum exército neutro chamado “{ $neutral }”: escolha { $names }.
ref-bribe-one-card = Diga exatamente uma carta para dar (você informou { $count }): um suborno é uma carta; use /{ cmd-bribe } de novo para dar uma segunda.
ref-discard-one-card = Diga exatamente uma carta para descartar (você informou { $count }).

## handlers/maps.rs

ref-map-add-outside-server = Os tabuleiros de um servidor são adicionados num canal desse servidor.
ref-map-remove-outside-server = Os tabuleiros de um servidor são removidos num canal desse servidor.
ref-map-not-added = O arquivo de mapa { $file } não foi adicionado ({ $count } { $count ->
        [one] problema
       *[other] problemas
    }); corrija-os e anexe-o de novo (TOML, `.map` do Domination ou Conquest, `.xml` do Conquer Club, no máximo { $kb } KB):
ref-map-more-problems = … e mais { $count }
ref-map-already-had = Este servidor já tem este tabuleiro, como { $name }.
ref-map-name-taken = Este servidor já tem um tabuleiro chamado { $name }; remova-o primeiro (/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-remove } { opt-name }:{ $name }) ou dê outro nome ao novo no arquivo.
ref-map-none-own = Este servidor não tem tabuleiro chamado { $name }: não tem nenhum próprio.
ref-map-no-such = Este servidor não tem tabuleiro chamado { $name }; seus tabuleiros: { $boards }.

## values/catalog/parse.rs

ref-input-unknown-command = Comando desconhecido /{ $command }; /{ cmd-help } lista todos.
ref-input-unknown-option = /{ $command } não tem a opção “{ $option }” (veja /{ cmd-help } { $command }).
ref-input-missing = Falta a /{ $command } a opção { $option }: (as opções são escritas nome:valor, ex.: { $option }:…; veja /{ cmd-help } { $command }). Nada mudou.
ref-input-not-whole = { $option }: espera um número inteiro, não “{ $value }”.
ref-input-out-of-range = { $option }: { $value } está fora do intervalo; informe de { $min } a { $max }. Nada mudou.
ref-input-not-flag = { $option }: espera true ou false, não “{ $value }”.
ref-input-not-one-of = { $option }: “{ $value }” não é um de { $allowed }.
ref-input-not-troops = { opt-troops }: espera um número inteiro, “all” ou “all but N” (ex.: “all but 2”), não “{ $value }”. Nada mudou.
ref-input-wrong-kind = Não consegui ler a opção { $option }. Nada mudou.
ref-troops-format = { opt-troops }: espera um número inteiro, “all” ou “all but N” (ex.: “all but 2”), não “{ $value }”

## table/clock.rs
ref-not-a-duration = “{ $text }” não é uma duração: escreva ex.: 12h, 2d ou none
ref-duration-range = { $option } precisa estar entre { $min } e { $max } (ou none), não { $text }
ref-setup-player-count = este jogo precisa de { $min } a { $max } jogadores, não { $given }
ref-setup-combination = estas regras não podem ser combinadas: { $why }

## service/mod.rs
ref-not-an-admin-command = Esse não é um comando de /{ cmd-risk-admin }.
ref-not-available-here = Esse comando não está disponível aqui.
