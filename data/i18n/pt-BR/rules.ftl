### Brazilian Portuguese: the rules in sentences (words/rules_text.rs).
### Every key of ../en/rules.ftl, translated; a key left out falls back to English.

## /risk rules: as regras de uma mesa por tema (words/rules_text.rs).

rules-title-goal = Objetivo
rules-title-setup = Preparação
rules-title-headquarters = Quartéis-generais e capitais
rules-title-draft = Reforços
rules-title-cards = Cartas
rules-title-battle = Batalhas
rules-title-fortify = Remanejamento
rules-title-edition = Cidades, capitais e objetivos
rules-title-neutrals = Exércitos neutros
rules-title-teams = Equipes
rules-topic = · **{ $title }**: { $lines }
rules-at-table = Nesta mesa: { $lines }
rules-at-table-unused = Nesta mesa: não é usado (estas regras não o incluem).

rules-hq-secret = Depois da preparação, cada jogador, no seu turno, escolhe em segredo um quartel-general entre seus territórios (/{ cmd-hq }); todos são revelados juntos.
rules-hq-capital = Depois da preparação, cada jogador, no seu turno, coloca uma capital em um de seus territórios (/{ cmd-hq }, em público).
rules-teams = Duas equipes em lugares alternados; exércitos de companheiros podem dividir um território (quem tiver mais exércitos ali o controla; num empate, ninguém); não se ataca companheiros.

rules-goal-eliminate-opponent = Vença eliminando seu adversário; os exércitos neutros não precisam ser eliminados.
rules-goal-every-territory = Vença dominando todos os territórios.
rules-goal-mission-done = Cada jogador tem uma missão secreta (baralho de { $deck } cartas; /{ cmd-mission } mostra a sua e quanto falta); o primeiro a cumprir a sua vence na hora, mesmo no turno de outro jogador. Uma missão de destruir um jogador que outro elimina conta como cumprida.
rules-goal-mission-occupy = Cada jogador tem uma missão secreta (baralho de { $deck } cartas; /{ cmd-mission } mostra a sua e quanto falta); o primeiro a cumprir a sua vence na hora, mesmo no turno de outro jogador. Uma missão de destruir um jogador que outro elimina passa a ser dominar 24 territórios.
rules-goal-capital-all = Vença dominando todos os outros quartéis-generais enquanto mantém o seu.
rules-goal-capital-short = Vença dominando 2 outros quartéis-generais com 4 jogadores, 3 com 5 ou 6, todos com 3, enquanto mantém o seu.
rules-goal-capital-others = Vença dominando { $count } outros quartéis-generais enquanto mantém o seu.
rules-goal-ranked = Cada jogador tem quatro cartas de missão secretas, General, Major, Coronel e Capitão; uma carta cumprida é reivindicada no momento que ela indica, uma por turno, e mostrada; depois de três, a quarta é revelada; vença com as quatro.
rules-goal-objectives = Vença com { $count } Objetivos mantendo sua capital no fim do seu turno.
rules-goal-team = Uma equipe perde quando um de seus jogadores é eliminado; a outra equipe vence.

rules-setup-claim = Os territórios são ocupados um de cada vez, em turnos (/{ cmd-claim }).
rules-setup-dealt = Os territórios são distribuídos ao acaso.
rules-setup-dealt-share = Os territórios são distribuídos: { $count } para cada jogador, o resto dividido entre os exércitos neutros.
rules-setup-dealt-piles = Os territórios são distribuídos em montes iguais para os jogadores e os exércitos neutros.
rules-setup-count = { $armies } com { $players } jogadores
rules-setup-armies = Exércitos iniciais por jogador: { $counts }.
rules-setup-armies-neutral = { $player } exércitos iniciais por jogador, { $neutral } para cada exército neutro.
rules-setup-scale = Estes são os números para os 42 territórios do tabuleiro clássico; em outro tabuleiro eles acompanham o tamanho dele (número × territórios / 42, arredondado).
rules-setup-edition-cards = O terceiro e o quarto jogadores começam com uma carta; o quinto, com duas.
rules-setup-own-first = Os jogadores se revezam colocando { $count } de seus próprios exércitos até todos estarem colocados; depois, um por turno para um exército neutro.
rules-setup-interleaved = A cada rodada um jogador coloca { $count } de seus próprios exércitos e 1 para { $neutrals ->
    [one] o exército neutro
   *[other] cada exército neutro
}.
rules-setup-one-at-a-time = Os exércitos iniciais são colocados um de cada vez, em turnos.
rules-setup-bulk = Cada jogador, no seu turno, coloca todos os seus exércitos iniciais.
rules-setup-simultaneous = Todos colocam seus exércitos iniciais ao mesmo tempo, em segredo (/{ cmd-draft }); eles são revelados juntos quando o último termina.

rules-draft = A cada turno você recebe de reforço seus territórios divididos por 3 (no mínimo 3) mais o bônus de cada continente que você domina{ $cities ->
    [yes] ; cada cidade conta como um território
   *[no] {""}
}{ $capitals ->
    [yes] ; cada capital que você domina soma um exército
   *[no] {""}
}.

rules-cards-escalating = Um conjunto de 3 cartas (3 do mesmo desenho, uma de cada ou com um coringa) vale 4, 6, 8, 10, 12, 15 exércitos, e depois 5 a mais para cada conjunto trocado na partida.
rules-cards-plus-one = Um conjunto de 3 cartas (3 do mesmo desenho, uma de cada ou com um coringa) vale 4, 5, 6, … exércitos: um a mais para cada conjunto trocado na partida.
rules-cards-by-design = Um conjunto vale pelo desenho: 3 de infantaria 4, 3 de cavalaria 6, 3 de artilharia 8, uma de cada 10 (um coringa conta como o que valer mais).
rules-cards-stars = Cartas de estrelas: troque juntas cartas que somem de 2 a 10 estrelas, valendo 2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30 exércitos.
rules-cards-bonus-every = Uma carta trocada que mostre um território que você ocupa põe ali 2 exércitos a mais, a cada troca (`{ opt-bonus }` escolhe a carta).
rules-cards-bonus-once = Uma carta trocada que mostre um território que você ocupa põe ali 2 exércitos a mais, no máximo uma vez por turno (`{ opt-bonus }` escolhe a carta).
rules-cards-bonus-none = Nenhum exército extra por cartas que mostrem seus territórios.
rules-cards-forced = Com { $count } cartas ou mais no início do seu turno, você precisa trocar.
rules-cards-no-limit = Sem limite de mão: trocar nunca é obrigatório.
rules-cards-elimination = Ao ficar com as cartas de um jogador eliminado, com { $count } ou mais você troca na hora até ficar com { $down } ou menos.
rules-cards-discard-pile = As cartas trocadas são embaralhadas num novo baralho quando o baralho acaba.
rules-cards-deck-bottom = As cartas trocadas vão viradas para baixo para o fundo do baralho.
rules-cards-team-hand = Cada equipe tem uma só mão, passada ao próximo companheiro depois de cada turno.

rules-battle-dice = O atacante rola de 1 a 3 dados (no máximo um a menos que os exércitos atacando), o defensor 1 ou 2; o maior contra o maior, empates para o defensor. Depois de uma conquista avançam pelo menos tantos exércitos quanto os dados que você rolou; /{ cmd-move } define quantos.
rules-battle-cap = No máximo { $count } exércitos em um território; reforços sem espaço são perdidos.
rules-battle-reroll-any = Tendo uma carta que mostre o território atacante ou o atacado, o atacante rola de novo um dado qualquer em cada batalha.
rules-battle-reroll-own = Tendo uma carta que mostre o território atacante ou o atacado, o atacante rola de novo um dos seus dados em cada batalha.
rules-battle-commander = Uma vez por turno, o atacante pode virar um dado para 6 (`{ opt-commander }:true`).

rules-fortify-adjacent = Um remanejamento por turno, para um território seu adjacente; um exército fica para trás.
rules-fortify-connected = Um remanejamento por turno, para um território seu ligado por { $team ->
    [yes] seus territórios e os dos seus companheiros
   *[no] seus próprios territórios
}; um exército fica para trás.
rules-fortify-multiple = Remaneje quantas vezes quiser, cada vez por { $team ->
    [yes] seus territórios e os dos seus companheiros
   *[no] seus próprios territórios
}, deixando um exército para trás; /{ cmd-end } encerra o turno.

rules-edition-cities-listed = 15 cidades nos territórios indicados.
rules-edition-cities-random = 15 cidades em territórios ao acaso.
rules-edition-first-claim = O primeiro território reivindicado por cada jogador é a sua capital.
rules-edition-basic-training = Os 8 Objetivos indicados: depois de atacar, pegue um que você alcançou (/{ cmd-objective }; então sem carta nesse turno).
rules-edition-command-room = 4 Objetivos menores e 4 maiores ao acaso, cada um com uma recompensa (entre elas um Aeródromo, /{ cmd-airfield }): depois de atacar, pegue um que você alcançou (/{ cmd-objective }; então sem carta nesse turno).

rules-neutrals-one = Um exército neutro: ele nunca ataca nem recebe reforços, e defende com o máximo de dados.
rules-neutrals-many = { $count } exércitos neutros: eles nunca jogam um turno e defendem com o máximo de dados.
rules-neutrals-active = Suborne um neutro com uma carta no início do seu turno (/{ cmd-bribe }) para aproximá-lo de uma aliança; um aliado recebe reforços conforme um dado (/{ cmd-ally }), ataca e faz um remanejamento grátis por você.

## risk-bot presets: as regras de cada variante em linhas curtas.

rules-short-claimed = territórios reivindicados em turnos
rules-short-dealt = territórios distribuídos
rules-short-one-at-a-time = exércitos iniciais colocados um de cada vez
rules-short-bulk = exércitos iniciais colocados todos de uma vez
rules-short-simultaneous = exércitos iniciais colocados por todos ao mesmo tempo, em segredo
rules-short-fortify-adjacent = remanejar para um território adjacente
rules-short-fortify-connected = remanejar por territórios ligados
rules-short-fortify-multiple = vários remanejamentos por turno
rules-short-cards-escalating = conjuntos valendo 4, 6, 8, 10, 12, 15 e depois 5 a mais cada
rules-short-cards-plus-one = conjuntos valendo 4, 5, 6, … (um a mais cada)
rules-short-cards-stars = cartas de estrelas (2-10 estrelas)
rules-short-cards-by-design = conjuntos valendo 4, 6, 8 ou 10 pelo desenho
rules-short-win-eliminate = vença eliminando seu adversário
rules-short-win-every-territory = vença dominando todos os territórios
rules-short-win-mission-done = vença cumprindo uma missão secreta (baralho de { $deck } cartas); uma missão de destruir um jogador que outro elimina conta como cumprida
rules-short-win-mission-occupy = vença cumprindo uma missão secreta (baralho de { $deck } cartas); uma missão de destruir um jogador que outro elimina passa a ser dominar 24 territórios
rules-short-win-capital-all = vença dominando todos os quartéis-generais
rules-short-win-capital-short = vença dominando 2 outros quartéis-generais com 4 jogadores, 3 com 5-6
rules-short-win-capital-others = vença dominando { $count } outros quartéis-generais
rules-short-win-ranked = vença cumprindo suas quatro missões de patente
rules-short-win-objectives = vença com { $count } objetivos mantendo sua capital
rules-short-win-team = duas equipes; uma equipe perde quando um de seus jogadores é eliminado
rules-short-ways = { $setup }; { $placement }; { $fortify }; { $cards }
rules-short-neutrals = { $count } { $count ->
    [one] jogador neutro
   *[other] jogadores neutros
} de { $armies } exércitos cada, { $active ->
    [yes] a serem subornados para alianças
   *[no] que só defendem
}; { $player } exércitos por jogador; { $interleaved ->
    [yes] exércitos próprios e neutros colocados a cada rodada
   *[no] primeiro os exércitos próprios, depois os neutros
}
rules-short-cities-listed = cidades nos territórios indicados
rules-short-cities-random = cidades em territórios ao acaso
rules-short-capital-placed = cada jogador coloca uma capital
rules-short-capital-first-claim = o primeiro território reivindicado de cada jogador é a sua capital
rules-short-basic-training = os 8 objetivos indicados
rules-short-command-room = 4 Objetivos menores e 4 maiores com recompensas
rules-short-edition-start = os exércitos e cartas iniciais da edição
rules-short-no-cap = sem limite de exércitos
rules-short-cap = no máximo { $count } exércitos por território
rules-short-experts = { $cap }; rolar de novo com uma carta { $reroll ->
    [yes] ligado
   *[no] desligado
}; comandante { $commander ->
    [yes] ligado
   *[no] desligado
}
