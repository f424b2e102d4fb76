### Brazilian Portuguese: the engine's reasons in words, as the service renders them.
### Every key of ../en/engine.ftl, translated; a key left out falls back to English.

## engine/explain.rs

eng-another-player = outro jogador
eng-whose-turn = É o turno de { $name }.
eng-how-yours = /{ cmd-board } { opt-player }:me lista todos
eng-how-neighbours = /{ cmd-territory } mostra os vizinhos de um território
eng-how-free = /{ cmd-board } { opt-continent }:NOME mostra quais, continente por continente
eng-how-ally = /{ cmd-board } { opt-player } lista todos
eng-many-territories = { $count } territórios ({ $how })
eng-none = nenhum
eng-quoted = “{ $text }”
eng-or = { $first } ou { $second }
eng-and = { $first } e { $second }
eng-range-exactly = exatamente { $count }
eng-range = { $min }–{ $max }
eng-game-over-won = A partida acabou: { $name } venceu.
eng-game-ended = A partida acabou sem vencedor.
eng-not-a-player = Você não está jogando nesta partida.
eng-not-your-turn = É o turno de { $name }; agora é preciso { $expected }.
eng-wrong-phase = Você não pode { $action } agora: é preciso { $expected }.
eng-action-attack = atacar
eng-action-choose-hq = escolher um quartel-general
eng-action-choose-objective = escolher um Objetivo
eng-action-claim = ocupar territórios
eng-action-not-placing = fazer outra coisa além de colocar exércitos iniciais
eng-action-end = encerrar
eng-action-fortify = remanejar
eng-action-move = mover exércitos para o território conquistado
eng-action-airfield = colocar um Aeródromo
eng-action-place = colocar exércitos
eng-action-trade-stars = trocar cartas de estrelas (esta partida troca conjuntos de três)
eng-belongs-to = O território { $territory-of } pertence a { $owner }, não a você. Os seus: { $yours }.
eng-no-such-territory = Não existe esse território neste tabuleiro.
eng-not-yours = O território { $territory-of } não é seu. Os seus: { $yours }.
eng-already-claimed = O território { $territory-of } já foi ocupado por { $owner }. Ainda livres: { $free }.
eng-own-side = O território { $to-of } é do seu próprio lado. O território { $from-of } pode atacar: { $allowed }.
eng-own-territory = O território { $to-of } é seu. O território { $from-of } pode atacar: { $allowed }.
eng-not-adjacent = O território { $from-of } não faz fronteira com o { $to-of }. O território { $from-of } pode atacar: { $allowed }.
eng-too-few-armies = O território { $territory-of } tem { $count } { $count ->
        [one] exército
       *[other] exércitos
    }; você precisa de pelo menos { $need } para atacar a partir dele.
eng-attacker-dice = Você não pode rolar { $given } dados aqui: escolha de 1 a { $max }.
eng-defender-dice = O defensor não pode rolar { $given } dados aqui: escolha de 1 a { $max }.
eng-troops-none = Nenhum exército pode sair de lá: um sempre fica para trás (você pediu { $given }).
eng-troops-range = { $given } está fora do intervalo: escolha { $range }.
eng-stop-at-zero = { opt-stop-at } é quantos exércitos ficam no território atacante, pelo menos 1: escolha de 1 a { $max }.
eng-stop-at-too-high = { opt-stop-at } { $given } não atacaria nada: o território tem { $have }; escolha de 1 a { $max }.
eng-must-trade = Você tem { $count } cartas: troque primeiro um conjunto (/{ cmd-trade }) e depois coloque seus exércitos.
eng-not-in-hand = Essa carta não está na sua mão (veja /{ cmd-hand }).
eng-not-a-set = Essas cartas não formam um conjunto: três do mesmo desenho, uma de cada desenho ou duas quaisquer com um coringa.
eng-trade-start-of-turn = As cartas só são trocadas no início do seu turno; agora é preciso { $expected }.
eng-trade-down-to = Você tem { $count } cartas: as trocas param em { $limit } ou menos.
eng-not-connected = Você não pode mover exércitos { $from-from } { $to-to }. Destinos permitidos: { $allowed }.
eng-same-territory = O território { $territory-of } foi citado duas vezes; escolha dois territórios diferentes.
eng-setup-quota-neutral = Nesta rodada você ainda coloca { $count } nos seus territórios e 1 num território neutro.
eng-setup-quota-owed = Nesta rodada você ainda coloca { $count } nos seus territórios e 1 num território de { $owed }.
eng-setup-quota-own = Nesta rodada você ainda coloca { $count } nos seus territórios e nenhum nos neutros.
eng-all-placed = Todos os seus exércitos iniciais foram colocados; eles serão revelados juntos quando { $waiting } { $count ->
        [one] terminar
       *[other] terminarem
    }.
eng-ally-no-active-neutrals = Estas regras não têm exércitos neutros ativos para subornar ou comandar.
eng-ally-not-a-neutral = Esse não é um exército neutro ainda na partida.
eng-ally-bribe-time = Os subornos são dados no início do seu turno, antes de colocar seus reforços; agora é preciso { $expected }.
eng-ally-full-hand = Esse neutro já tem 5 cartas e não pode mais ser subornado.
eng-ally-two-per-turn = Você já deu duas cartas a esse neutro neste turno, o máximo permitido.
eng-ally-already-allied = Esse neutro já é seu aliado.
eng-ally-not-your-ally = Esse território não é de nenhum dos seus aliados.
eng-ally-reinforce-time = Os aliados recebem reforços depois dos seus e antes do seu primeiro ataque.
eng-ally-already-reinforced = Você já reforçou esse aliado neste turno.
eng-ally-already-moved = Esse aliado já fez seu remanejamento grátis neste turno.
eng-ally-no-roll-to-divide = O dado de um aliado é dividido logo depois de rolado (/{ cmd-ally } { opt-territory }, depois /{ cmd-ally } { opt-territory } { opt-troops } para cada outro território).
eng-ally-other-ally = Os exércitos do dado vão só para territórios do aliado para quem ele foi rolado: { $choices }.
eng-stars = Essas cartas mostram { $count } { $count ->
        [one] estrela
       *[other] estrelas
    }: troque cartas que juntas mostrem de 2 a 10 estrelas.
eng-army-cap-full = O território { $territory-of } já tem { $cap } exércitos, o máximo por território; escolha outro.
eng-army-cap-room = O território { $territory-of } só aceita mais { $count } { $count ->
        [one] exército
       *[other] exércitos
    } (no máximo { $cap } por território).
eng-no-bonus = Esta troca não dá +2, então nada pode ir { $territory-to }: { $reason }.
eng-no-bonus-rules = esta partida não dá bônus pelos territórios ocupados mostrados nas cartas
eng-no-bonus-taken = você já recebeu os 2 exércitos extras deste turno
eng-no-bonus-cards = nenhuma destas cartas mostra um território que você ocupa
eng-bonus-territory = O +2 vai para o território de uma carta trocada que você ocupa, não { $territory-to }. Escolha um destes: { $eligible }.
eng-no-objectives = Estas regras não têm Objetivos.
eng-objective-discard-only = Uma carta só é descartada ao pegar um Objetivo: escolha um destes: { $objectives }.
eng-objective-none-now = Nenhum Objetivo pode ser pego agora: pega-se um depois de atacar, quando cumprido neste turno, um por turno.
eng-objective-choose = Você pode pegar um destes Objetivos: { $objectives } (ou nenhum: /{ cmd-objective } sem nome).
eng-armies-left = Coloque primeiro { $count ->
        [one] seu último exército
       *[other] seus { $count } exércitos restantes
    } (/{ cmd-draft }).
eng-expect-claim = ocupar um território livre (/{ cmd-claim })
eng-expect-capital = colocar sua capital num dos seus territórios (/{ cmd-hq })
eng-expect-hq = escolher em segredo um quartel-general entre seus territórios (/{ cmd-hq })
eng-expect-setup-neutral-only = colocar 1 exército num território neutro (/{ cmd-draft }); restam { $left } seus
eng-expect-setup-with-neutral = colocar { $count } { $count ->
        [one] exército
       *[other] exércitos
    } nos seus territórios e 1 num neutro nesta rodada (restam { $left } seus, /{ cmd-draft })
eng-expect-setup-own = colocar { $count } { $count ->
        [one] exército
       *[other] exércitos
    } nos seus territórios nesta rodada (restam { $left }, /{ cmd-draft })
eng-expect-setup = colocar exércitos iniciais (restam { $left }, /{ cmd-draft })
eng-expect-draft = colocar { $count } { $count ->
        [one] reforço
       *[other] reforços
    } (/{ cmd-draft })
eng-expect-trade-down = trocar um conjunto de cartas (com { $count } na mão, /{ cmd-trade })
eng-expect-attack = atacar (/{ cmd-attack }), remanejar (/{ cmd-fortify }) ou encerrar os ataques (/{ cmd-end })
eng-expect-occupy = escolher quantos exércitos ficam { $territory-in }: { $range } (/{ cmd-move }), ou seguir (/{ cmd-attack }, /{ cmd-fortify }, /{ cmd-end }) com os { $min } que já entraram
eng-expect-occupy-first = primeiro mover exércitos { $territory-to }: { $range } (/{ cmd-move })
eng-expect-fortify = remanejar (/{ cmd-fortify }) ou encerrar o turno (/{ cmd-end })
eng-expect-nothing = nada: a partida acabou
