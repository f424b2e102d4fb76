### Brazilian Portuguese: slash commands' and options' names and descriptions, as registered with Discord.
### Every key of ../en/commands.ftl, translated; a key left out falls back to English.
### Names are what players type in Discord's command picker: lowercase, no spaces, at most 32
### characters, unique among siblings; descriptions at most 100 characters. Option values in
### `code` stay English (they are what the bot reads).

## Command groups: their names.
cmd-risk = risk
cmd-risk-desc = Sala e mesa: { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender } e mais.
cmd-risk-admin = risk-admin
cmd-risk-admin-desc = Admins do servidor: comandos de mesa para a partida deste canal e as configurações do servidor.
cmd-risk-admin-map = mapa
cmd-risk-admin-map-desc = Os comandos de /{ cmd-risk-admin } { cmd-risk-admin-map }.

## Commands: the name (the last word as typed), the description Discord shows (at most 100 characters), the text /help shows.

cmd-risk-new = nova
cmd-risk-new-desc = Abrir uma sala neste canal; você é o anfitrião.
cmd-risk-new-help = abre uma sala neste canal; você é o anfitrião. A menos que `{ opt-setup }` ou `{ opt-placement }` digam outra coisa (e onde a variante permitir: sem exércitos neutros, sem capital na primeira ocupação), os territórios são distribuídos e todos colocam seus exércitos iniciais ao mesmo tempo, em segredo (`/{ cmd-draft }`, um só aviso para todos, um só relógio para todos), revelados juntos quando o último termina; no fim do prazo, o resto vai para as fronteiras; os lugares da IA colocam na hora. Os jeitos do manual são `{ opt-setup }:claim` e `{ opt-placement }:one-at-a-time` (ou `bulk`: cada um no seu turno coloca tudo). `{ opt-turn-time }` 1h–7d ou `none` (padrão 24h); `{ opt-on-timeout }` `ai` (a IA joga aquele turno, padrão) ou `skip` (reforços nas fronteiras, turno encerrado); `{ opt-kick-after }` turnos perdidos seguidos antes de a IA ficar com o lugar (padrão 3); `{ opt-surrender }` `neutral` (padrão) ou `ai`; `{ opt-reminders }` quanto tempo antes do prazo vem o último lembrete (padrão `1h`; `none` desliga os dois lembretes); `{ opt-defender-dice }` `max` (padrão) ou `choose`: um defensor humano atacado recebe dois botões (1 ou 2 dados) e 60 segundos para responder, senão o máximo é rolado; `{ opt-card-values }` `escalating` (padrão) ou `plus-one` (a variação dos especialistas: 4, 5, 6, …); `{ opt-army-cap }`, `{ opt-reroll }`, `{ opt-commander }` e `{ opt-fortify }:multiple` ativam as outras variações dos especialistas (veja Presets); `{ opt-capital-goal }` `all` (padrão) ou `short` (Capital RISK: 2 outros Quartéis-Generais com 4 jogadores, 3 com 5–6); `{ opt-neutral-setup }` (as variantes para dois jogadores) `own-first` (todos os próprios exércitos, depois os neutros, um por turno: o padrão de `two-player`) ou `interleaved` (exércitos próprios e neutros a cada rodada: o padrão das variantes com quatro neutros); `{ opt-map }` o tabuleiro pelo nome (padrão o clássico; `/{ cmd-risk } { cmd-risk-maps }` lista os que vêm com o bot e os deste servidor); `{ opt-fog }` `off` (padrão), `light` (quem domina cada território; exércitos nos seus e nos que fazem fronteira com eles), `standard` (os seus e os que fazem fronteira com eles; nada do resto) ou `dark` (exércitos só nos seus; quem domina os que fazem fronteira com eles): o canal então vê só o que todo jogador pode ver, cada jogador recebe seu tabuleiro em privado, e a névoa se dissipa no fim. `/{ cmd-risk } { cmd-risk-rules } { opt-preset }:NOME` explica as regras de uma variante

cmd-risk-join = entrar
cmd-risk-join-desc = Ocupar um lugar na sala.
cmd-risk-join-help = ocupar um lugar antes do início, com a cor dada em `{ opt-color }` (padrão: a primeira livre)

cmd-risk-leave = sair
cmd-risk-leave-desc = Sair da sala antes de a partida começar.
cmd-risk-leave-help = libera seu lugar antes do início

cmd-risk-team = equipe
cmd-risk-team-desc = Team RISK: escolha a equipe A ou B antes do início (as equipes jogam alternadamente).
cmd-risk-team-help = Team RISK: escolha a equipe A ou B na sala; no início, os indecisos completam a equipe menor e os lugares se alternam A, B, A, B

cmd-risk-add-ai = adicionar-ia
cmd-risk-add-ai-desc = Anfitrião: adicionar à sala um jogador controlado pela IA.
cmd-risk-add-ai-help = anfitrião: adiciona um jogador controlado pela IA: `{ opt-level }` `random`, `basic` (padrão) ou `strong`

cmd-risk-start = iniciar
cmd-risk-start-desc = Anfitrião: iniciar a partida com os jogadores sentados.
cmd-risk-start-help = anfitrião: inicia com os jogadores sentados (a ordem dos lugares é a ordem dos turnos)

cmd-risk-status = status
cmd-risk-status-desc = Mostrar a sala ou a partida: de quem é o turno e o que fazer.
cmd-risk-status-help = a sala, ou de quem é o turno e o que essa pessoa deve fazer

cmd-risk-rules = regras
cmd-risk-rules-desc = As regras desta mesa (ou de uma variante) por extenso, só para você.
cmd-risk-rules-help = as regras deste canal por extenso, por assunto, só para você: na sala, durante a partida e depois dela; com `{ opt-preset }` (ou sem mesa aqui) as regras dessa variante como `/{ cmd-risk } { cmd-risk-new }` as jogaria

cmd-risk-kick = expulsar
cmd-risk-kick-desc = Anfitrião ou gerente do canal: remover um jogador (na partida, a IA assume o lugar).
cmd-risk-kick-help = anfitrião ou *Gerenciar canais*: remove um jogador da sala; numa partida, a IA assume o lugar e, como após uma rendição, não é adversária de ninguém (`/{ cmd-risk-admin } { cmd-risk-replace }` passa o lugar para uma pessoa, que volta a competir)

cmd-risk-abandon = apagar
cmd-risk-abandon-desc = Anfitrião ou gerente do canal: apagar a partida deste canal.
cmd-risk-abandon-help = anfitrião ou *Gerenciar canais*: apaga a partida daqui (`{ opt-confirm }:true`)

cmd-risk-pause = pausar
cmd-risk-pause-desc = Anfitrião ou gerente do canal: parar os relógios (as jogadas continuam permitidas).
cmd-risk-pause-help = anfitrião ou *Gerenciar canais*: para os relógios dos turnos (as jogadas continuam permitidas)

cmd-risk-resume = retomar
cmd-risk-resume-desc = Anfitrião ou gerente do canal: religar os relógios dos turnos.
cmd-risk-resume-help = anfitrião ou *Gerenciar canais*: religa os relógios dos turnos

cmd-risk-skip = pular
cmd-risk-skip-desc = Anfitrião ou gerente do canal: aplicar agora ao turno atual o que ocorre no fim do prazo.
cmd-risk-skip-help = anfitrião ou *Gerenciar canais*: aplica agora ao turno atual o que acontece quando o prazo acaba

cmd-risk-vacation = férias
cmd-risk-vacation-desc = Tirar dias de folga: seus prazos esperam (do seu saldo, 7 dias por partida).
cmd-risk-vacation-help = seus prazos esperam essa quantidade de `{ opt-days }` (7 dias por partida)

cmd-risk-surrender = render-se
cmd-risk-surrender-desc = Desistir: seus exércitos ficam neutros (ou a IA assume, conforme a sala).
cmd-risk-surrender-help = desistir: seus exércitos ficam como um neutro passivo (ou a IA os joga, conforme `{ opt-surrender }`) e não são adversários de ninguém; quando todos os adversários de um jogador (ou de uma equipe) se renderam, foram expulsos ou eliminados, esse lado vence na hora, também na preparação; quando não resta ninguém jogando, os lugares ainda na partida são classificados e o primeiro vence

cmd-risk-replace = substituir
cmd-risk-replace-desc = Anfitrião ou gerente do canal: passar o lugar de um jogador para outra pessoa.
cmd-risk-replace-help = anfitrião ou *Gerenciar canais*: passa um lugar (`{ opt-player }`) para outra pessoa (`{ opt-new-player }`); ela recebe a mão por mensagem direta

cmd-risk-return = voltar
cmd-risk-return-desc = Retomar seu lugar da IA após turnos perdidos (entre os turnos).
cmd-risk-return-help = retoma seu lugar depois que a IA o assumiu por turnos perdidos (entre os turnos; uma vez por partida)

cmd-risk-verify = verificar
cmd-risk-verify-desc = Após a partida: refazê-la com a semente de dados revelada e conferir cada rolagem e carta.
cmd-risk-verify-help = após a partida: refaz a partida a partir da semente de dados revelada, confere cada rolagem e cada carta comprada, e anexa o arquivo da partida (`game-N.json`) para `risk-bot verify` (veja [Verifiable dice](#verifiable-dice)); antes do fim, mostra o compromisso lacrado

cmd-risk-stats = estatísticas
cmd-risk-stats-desc = A classificação deste servidor: vitórias por variante e ranking de pontos; ou a de um jogador.
cmd-risk-stats-help = a classificação deste servidor, só para você: partidas terminadas por variante e o ranking de pontos (top 10); com `{ opt-player }` (um nome, ou `me`) as partidas ganhas e jogadas desse jogador por variante, sua pontuação e posição (veja [Server standings](#server-standings))

cmd-risk-maps = mapas
cmd-risk-maps-desc = Os tabuleiros que uma sala aqui pode usar: os deste servidor e os do bot, com seus tamanhos.
cmd-risk-maps-help = os tabuleiros que `/{ cmd-risk } { cmd-risk-new } { opt-map }:NOME` pode escolher, só para você: os deste servidor (adicionados pelos admins com `/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add }`) e os que vêm com o bot, cada um com seus territórios e continentes

cmd-map-add = adicionar
cmd-map-add-desc = Adicionar um arquivo de mapa (anexado) como tabuleiro deste servidor.
cmd-map-add-help = admins do servidor: adiciona o arquivo de mapa anexado (TOML, `.map` do Domination, `.map` do Conquest ou `.xml` do Conquer Club, no máximo 256 KB) como tabuleiro deste servidor, com o nome que ele mesmo se dá; um arquivo que não é um tabuleiro jogável é recusado com seus problemas, e também um nome que um tabuleiro do bot ou deste servidor já tem. Veja [Hosting](hosting.md#boards)

cmd-map-remove = remover
cmd-map-remove-desc = Remover um dos tabuleiros deste servidor (as partidas nele o mantêm).
cmd-map-remove-help = admins do servidor: remove um dos tabuleiros deste servidor pelo nome; as salas não podem mais escolhê-lo, as partidas que já o usam (e seus arquivos) o mantêm

cmd-settings = configurações
cmd-settings-desc = Mostrar as configurações deste servidor; as opções dadas as alteram.
cmd-settings-help = admins do servidor: mostra as configurações deste servidor (só para você), alterando as indicadas: as opções padrão de `/{ cmd-risk } { cmd-risk-new }` (qualquer uma delas; usadas quando um jogador deixa uma de fora; as opções de regras só quando ele joga a variante padrão), os canais onde se pode abrir salas (nenhum: todos os canais), o cargo que pode ser anfitrião (os admins podem de qualquer jeito); `{ opt-reset }` `defaults`, `channels`, `host-role` ou `all`. Padrões com os quais não seria possível abrir uma sala são recusados

cmd-claim = ocupar
cmd-claim-desc = Preparação: ocupar um território livre.
cmd-claim-help = preparação: ocupa um território livre (um exército)

cmd-hq = qg
cmd-hq-desc = Capital RISK: escolha em segredo seu Quartel-General entre seus territórios.
cmd-hq-help = Capital RISK: escolha em segredo seu Quartel-General entre seus territórios (revelado quando todos tiverem escolhido); Basic Training: coloque sua capital (em público)

cmd-bribe = subornar
cmd-bribe-desc = Neutros ativos: no início do seu turno, dê uma carta virada para baixo a um exército neutro.
cmd-bribe-help = neutros ativos (`two-player-allies`): no início do seu turno, dê uma carta virada para baixo a um neutro, um passo na sua direção na trilha de status dele (no máximo 2 para o mesmo neutro por turno; não para um neutro com 5 cartas)

cmd-ally = aliado
cmd-ally-desc = Neutros ativos: antes de atacar, role um dado de exércitos num território de um aliado.
cmd-ally-help = neutros ativos: depois dos seus reforços e antes do seu primeiro ataque, role um dado de exércitos num território de um dos seus aliados (uma vez por aliado por turno); logo após a rolagem, `/{ cmd-ally } { opt-territory } { opt-troops }` move essa quantidade dos novos exércitos para outro território desse aliado (dividindo o dado); os aliados atacam (`/{ cmd-attack }` a partir do território deles) e fazem um remanejamento grátis (`/{ cmd-fortify }` a partir do território deles) por você

cmd-airfield = aeródromo
cmd-airfield-desc = Command Room: coloque um Aeródromo que você ganhou num dos seus territórios.
cmd-airfield-help = Command Room: coloque um Aeródromo que você ganhou (+1 no seu dado mais alto nas batalhas naquele território ou ao lado dele); um que não for colocado até o fim do seu turno vai para o seu território com mais exércitos

cmd-objective = objetivo
cmd-objective-desc = Após atacar: pegue um dos Objetivos alcançados neste turno, ou nenhum.
cmd-objective-help = Basic Training, Command Room: após atacar, pegue um dos Objetivos que você alcançou neste turno (`{ opt-name }`), ou nenhum (sem `{ opt-name }`: uma conquista ainda rende uma carta); `{ opt-discard }` descarta uma carta da sua mão ao pegá-lo. `/{ cmd-end }` a partir dos ataques deixa a escolha aberta até o seu primeiro `/{ cmd-fortify }` ou o próximo `/{ cmd-end }`, que pegam o primeiro alcançado

cmd-draft = colocar
cmd-draft-desc = Coloque exércitos num dos seus territórios (exércitos iniciais ou reforços).
cmd-draft-help = coloca exércitos iniciais ou reforços: `{ opt-troops }` em `{ opt-territory }` (um número, `all` ou `all but N`); sem `{ opt-troops }`, tudo o que ainda falta colocar agora

cmd-trade = trocar
cmd-trade-desc = Troque um conjunto de três cartas por exércitos no início do seu turno.
cmd-trade-help = troca um conjunto de cartas por exércitos no início do seu turno (os conjuntos e seu valor seguem as regras da mesa: `/{ cmd-risk } { cmd-risk-rules }`); `{ opt-bonus }` diz qual território de uma carta trocada que você ocupa recebe os exércitos extras, onde as regras os dão (padrão: a primeira carta assim)

cmd-attack = atacar
cmd-attack-desc = Ataque um vizinho inimigo: uma rolagem, ou blitz até ele cair.
cmd-attack-help = uma rolagem de `{ opt-from }` contra o vizinho inimigo `{ opt-to }` (`{ opt-dice }` 1-3, padrão: tantos quanto permitido), ou `{ opt-blitz }:true` até ele cair (ou até `{ opt-from }` baixar para `{ opt-stop-at }`); `{ opt-commander }:true` usa o 6 dos especialistas, uma vez por turno, onde ele muda uma batalha; `{ opt-move }` (`all`, `all but N` ou um número) entra na hora depois de uma conquista

cmd-move = mover
cmd-move-desc = Após uma conquista: quantos exércitos ficam no território conquistado.
cmd-move-help = após uma conquista: quantos exércitos (`{ opt-troops }`) ficam no território conquistado: um número (no mínimo os dados que você rolou), `all` ou `all but N`

cmd-fortify = remanejar
cmd-fortify-desc = Remanejamento: mova exércitos entre seus territórios.
cmd-fortify-help = remaneja exércitos (`{ opt-troops }`: um número, `all` ou `all but N`; um sempre fica) de um dos seus territórios para outro (vizinho ou conectado, conforme as regras); o último remanejamento permitido encerra seu turno: um por turno, mais com `{ opt-fortify }:multiple` dos especialistas ou um Remanejamento adicional (aí `/{ cmd-end }` encerra o turno); o remanejamento de um aliado não o encerra

cmd-end = encerrar
cmd-end-desc = Encerre seu turno (também a partir dos ataques, a menos que falte escolher um Objetivo).
cmd-end-help = encerra o turno (também a partir dos ataques: o remanejamento é pulado, a menos que ainda falte escolher um Objetivo; `/{ cmd-fortify }` funciona direto a partir dos ataques)

cmd-undo = desfazer
cmd-undo-desc = Desfaça sua última colocação, entrada de exércitos ou remanejamento, se nada foi revelado depois.
cmd-undo-help = desfaz sua última colocação, entrada de exércitos ou remanejamento, se desde então nenhum dado foi rolado, nenhuma carta comprada e ninguém jogou

cmd-board = tabuleiro
cmd-board-desc = Publique o tabuleiro ou a parte que nomear; ou liste os territórios de um jogador ou continente.
cmd-board-help = o resumo público: continentes com donos e exércitos, jogadores com territórios, exércitos e cartas na mão, com uma imagem de onde aconteceu o último turno (sob a neblina de guerra, das suas frentes); `{ opt-region }` desenha os continentes que você nomear (vários separados por vírgulas), `{ opt-whole }:true` o tabuleiro inteiro; com `{ opt-player }:me` (ou um nome) os territórios desse jogador por continente, cada um com seus exércitos e os territórios inimigos vizinhos; com `{ opt-continent }` os territórios desse continente com donos e exércitos (esses dois só para você); sob a neblina de guerra, tudo isso só para você, a partir da sua própria visão

cmd-territory = território
cmd-territory-desc = Um território: dono, exércitos, continente e vizinhos (só você vê).
cmd-territory-help = um território, só para você: dono, exércitos, continente e cada vizinho com seu dono e exércitos

cmd-hand = mão
cmd-hand-desc = Suas cartas e os conjuntos que você pode trocar (só você vê).
cmd-hand-help = suas cartas e os conjuntos que dá para trocar, só para você

cmd-mission = missão
cmd-mission-desc = Seu objetivo: sua missão secreta ou seu Quartel-General (só você vê).
cmd-mission-help = seu objetivo, só para você: sua missão secreta (ou suas cartas de Mission RISK) com o seu progresso (p. ex. 11 dos 18 territórios com pelo menos 2 exércitos), ou seu Quartel-General e os de todos depois de revelados; cada missão é revelada na mensagem que encerra a partida

cmd-odds = chances
cmd-odds-desc = Chances exatas de uma batalha: números, ou dois territórios com seus exércitos atuais.
cmd-odds-help = probabilidade exata de conquista e perdas esperadas: `{ opt-attackers }` e `{ opt-defenders }`, ou `{ opt-from }` e `{ opt-to }` com seus exércitos atuais

cmd-history = histórico
cmd-history-desc = As últimas jogadas neste canal.
cmd-history-help = as últimas `{ opt-count }` jogadas da partida atual deste canal (uma partida terminada continua legível até a próxima `/{ cmd-risk } { cmd-risk-new }`); `{ opt-file }:true` anexa todo o histórico da partida como arquivo de texto (`history-game-N.txt`), só para você

cmd-help = ajuda
cmd-help-desc = Como jogar, e o que cada comando faz.
cmd-help-help = como jogar e o que cada comando faz; `{ opt-command }` explica um

## Options: the name, the description (at most 100 characters); one description per command where commands describe the option differently.

opt-allow-channel = permitir-canal
opt-allow-channel-desc = Permitir partidas neste canal (quando algum é permitido, só nesses)

opt-army-cap = limite-exércitos
opt-army-cap-desc = Especialistas: máximo de exércitos num território (12 no manual), ou none

opt-attackers = atacantes
opt-attackers-desc = Exércitos no território atacante (um tem de ficar)

opt-blitz = blitz
opt-blitz-desc = Continuar rolando até o território cair ou seus exércitos acabarem

opt-bonus = bônus
opt-bonus-desc = Qual território de uma carta trocada que você ocupa recebe o +2 (padrão: o primeiro)

opt-capital-goal = objetivo-qg
opt-capital-goal-desc = Capital RISK: todos os Quartéis-Generais, ou short (2 com 4 jogadores, 3 com 5-6)

opt-card = carta
opt-card-desc = Uma carta da sua mão

opt-card-values = valores-cartas
opt-card-values-desc = Conjuntos: escalating (4, 6, 8, 10, 12, 15, +5) ou plus-one (especialistas: 4, 5, 6...)

opt-cards = cartas
opt-cards-desc = Um conjunto da sua mão, p. ex. Brazil, Peru, Wild

opt-color = cor
opt-color-desc = Sua cor (padrão: a primeira livre)

opt-command = comando
opt-command-desc = Um comando para explicar, p. ex. attack

opt-commander = comandante
opt-risk-new-commander-desc = Especialistas: uma vez por turno, pôr um dado de ataque em 6 (on/off)
opt-settings-commander-desc = Especialistas: uma vez por turno, pôr um dado de ataque em 6 (on/off)
opt-attack-commander-desc = Comandante dos especialistas: vire um dos seus dados para 6, uma vez por turno

opt-confirm = confirmar
opt-confirm-desc = Ponha true para apagar a partida de verdade

opt-continent = continente
opt-continent-desc = Listar os territórios deste continente com donos e exércitos

opt-count = quantidade
opt-count-desc = Quantas entradas (padrão 10, no máximo 50)

opt-days = dias
opt-days-desc = Quantos dias

opt-defender-dice = dados-defesa
opt-defender-dice-desc = Dados do defensor: max (sempre o máximo) ou choose (o defensor escolhe por botão)

opt-defenders = defensores
opt-defenders-desc = Exércitos defendendo

opt-dice = dados
opt-dice-desc = Dados do atacante, de 1 a 3 (padrão: tantos quanto permitido)

opt-discard = descartar
opt-discard-desc = Uma carta da sua mão para descartar ao pegá-lo

opt-file = arquivo
opt-map-add-file-desc = O arquivo do mapa (no máximo 256 KB)
opt-history-file-desc = Anexar todo o histórico da partida como arquivo de texto

opt-fog = neblina
opt-fog-desc = Neblina de guerra: off (padrão), light, standard ou dark (o que você vê além do que é seu)

opt-fortify = remanejamento
opt-fortify-desc = Remanejamento: adjacent, connected ou multiple (especialistas: vários por turno)

opt-from = de
opt-attack-from-desc = Seu território de onde atacar (pelo menos 2 exércitos)
opt-fortify-from-desc = Seu território de onde saem os exércitos
opt-odds-from-desc = Território atacante (em vez de números)

opt-host-role = cargo-anfitrião
opt-host-role-desc = Só membros com este cargo podem abrir uma sala

opt-kick-after = ia-após
opt-kick-after-desc = Turnos perdidos seguidos antes de a IA assumir o lugar (padrão 3)

opt-language = idioma
opt-language-desc = O idioma das partidas deste servidor: en, de, es, fr, pt-BR, it ou pl (padrão: o do servidor)

opt-level = nível
opt-level-desc = Nível da IA: random, basic ou strong (padrão basic)

opt-map = mapa
opt-map-desc = O tabuleiro: classic (padrão), um do bot ou um deste servidor (/{ cmd-risk } { cmd-risk-maps })

opt-move = mover
opt-move-desc = Após uma conquista, entrar na hora: all, all but N ou um número

opt-name = nome
opt-map-remove-name-desc = O nome do tabuleiro
opt-objective-name-desc = Um Objetivo alcançado neste turno; deixe de fora para não pegar nenhum
opt-territory-name-desc = O território

opt-neutral = neutro
opt-neutral-desc = O exército neutro (p. ex. Neutral 2)

opt-neutral-setup = neutros
opt-neutral-setup-desc = Dois jogadores: own-first (seus exércitos, depois os neutros) ou interleaved (ambos a cada rodada)

opt-new-player = novo-jogador
opt-new-player-desc = Quem assume

opt-on-timeout = ao-esgotar
opt-on-timeout-desc = Quando o tempo acaba: ai (joga o turno, padrão) ou skip

opt-placement = colocação
opt-placement-desc = Exércitos iniciais: simultaneous (padrão), one-at-a-time (manual) ou bulk

opt-player = jogador
opt-risk-kick-player-desc = O nome ou a cor do jogador
opt-risk-replace-player-desc = O lugar a passar adiante (nome ou cor)
opt-risk-stats-player-desc = O desempenho de um jogador: me, ou um nome
opt-board-player-desc = Listar os territórios desse jogador com seus vizinhos inimigos: me, ou um nome
opt-region = região
opt-region-desc = Desenhar estes continentes: um, ou vários separados por vírgulas
opt-whole = inteiro
opt-whole-desc = Desenhar o tabuleiro inteiro (true)

opt-preset = variante
opt-risk-new-preset-desc = Variante de regras (padrão classic)
opt-risk-rules-preset-desc = As regras de uma variante em vez das desta mesa
opt-settings-preset-desc = Variante de regras (padrão classic)

opt-reminders = lembretes
opt-reminders-desc = Último lembrete com esta antecedência do prazo (padrão 1h), ou none

opt-remove-channel = remover-canal
opt-remove-channel-desc = Não permitir mais partidas neste canal

opt-reroll = rolar-de-novo
opt-reroll-desc = Especialistas: rolar de novo um dado com uma carta desse território (on/off)

opt-reset = redefinir
opt-reset-desc = Voltar a nenhuma configuração: defaults, channels, host-role ou all

opt-setup = distribuição
opt-setup-desc = Como os territórios são divididos: deal (ao acaso, padrão) ou claim (cada um no seu turno)

opt-stop-at = parar-em
opt-stop-at-desc = Blitz, mas parar quando seu território chegar a este número de exércitos

opt-surrender = rendição
opt-surrender-desc = Em /{ cmd-risk } { cmd-risk-surrender }: neutral (os exércitos ficam e nunca atacam; padrão) ou ai

opt-team = equipe
opt-team-desc = A ou B

opt-territory = território
opt-claim-territory-desc = Um território livre
opt-hq-territory-desc = Um dos seus territórios
opt-ally-territory-desc = Um território de um dos seus aliados
opt-airfield-territory-desc = Um dos seus territórios
opt-draft-territory-desc = Seu território (numa rodada de preparação a dois, também um neutro)

opt-to = para
opt-attack-to-desc = Um território inimigo vizinho
opt-fortify-to-desc = Seu território para onde levá-las
opt-odds-to-desc = Território defensor (em vez de números)

opt-troops = tropas
opt-ally-troops-desc = Logo após a rolagem: mover essa quantidade dos exércitos dele para este outro território
opt-draft-troops-desc = Quantos: um número, all ou all but N (padrão: tudo o que falta colocar)
opt-move-troops-desc = Tropas no território conquistado: um número (no mínimo os dados rolados), all ou all but N
opt-fortify-troops-desc = Quantos exércitos: um número, all (um fica) ou all but N

opt-turn-time = tempo-turno
opt-turn-time-desc = Tempo por turno: none, ou de 1h a 7d (padrão 24h)
