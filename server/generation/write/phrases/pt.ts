import type { Phrases } from './phrases';

// Neutral Portuguese, readable in Portugal and Brazil: the couple is addressed as "vocês" with plural
// imperatives ("peçam", "reservem"), which both use; "você", "vosso", progressive forms ("a fazer" /
// "fazendo") and unstressed pronouns whose position differs are avoided, as are words that differ between
// the two (ecrã/tela, sítio, bilheteira, pequeno-almoço…) or are spelled differently (género/gênero).
// Place names often take an article in Portuguese ("no Chiado", "na Lapa", "no Porto"), which a template
// cannot know, so {area} and {city} never follow "em"/"de": the address already shows them.
// Step titles end up inside lists, so they contain no comma.

const formatDuration = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hora' : `${hours} horas`;
  const m = rest === 1 ? '1 minuto' : `${rest} minutos`;
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} e ${m}`;
};

const list = (items: string[]): string => {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
};

export const PHRASES_PT: Phrases = {
  language: 'pt',
  clock: '24h',
  families: {
    coffee: {
      titles: [
        'Uma pausa para {thing}',
        '{thing} sem pressa',
        'Tempo para {thing}',
        '{thing} e boa conversa',
        'Um intervalo com {thing}',
      ],
      descriptions: [
        'Encontrem uma mesa {at_place} e deixem que {thing} marque um ritmo tranquilo. É daquelas etapas em que a conversa se estende e ninguém olha para o relógio.',
        '{place} é a maneira mais suave de começar: {thing}, um canto tranquilo e tempo para pôr a conversa em dia antes da próxima etapa.',
        'Um momento {at_place} com {thing} e, se possível, uma mesa junto à janela. Ver a rua passar é metade do prazer.',
        'Uma etapa curta {at_place}: {thing}, algo pequeno para dividir e uns minutos de calma antes de seguir.',
        '{thing} não se apressa. Fiquem {at_place} pelo tempo que a conversa pedir.',
        'Comecem devagar {at_place}. Com {thing} pela frente, a conversa leve costuma dar lugar a conversa de verdade.',
      ],
      activities: [
        'Perguntem qual é o orgulho da casa hoje',
        'Experimentem a especialidade da casa',
        'Peçam algo que nenhum dos dois provou',
        'Escolham a mesa com melhor vista para a rua',
        'Contem o melhor e o pior da semana',
        'Esbocem o resto do plano num guardanapo',
        'Deixem os telefones virados para baixo até acabarem as bebidas',
      ],
      ambiance: [
        'Conversa baixinha, o tilintar da louça e mesas tão pequenas que convidam a chegar mais perto.',
        'Simples e acolhedor: daqueles lugares onde pedir mais uma parece sempre boa ideia.',
        'Luminoso e calmo, com o vaivém tranquilo dos clientes habituais.',
      ],
      booking: [
        'Normalmente não é preciso reservar, mas o brunch e o chá da tarde de fim de semana merecem reserva.',
        'Para uma passagem rápida não é preciso reservar; para um brunch com calma ou um chá da tarde, reservem com um ou dois dias de antecedência.',
      ],
      tips: [
        'Vão fora das horas de maior movimento para conseguir mesa sem esperar.',
        'Alguns lugares pequenos só aceitam dinheiro; perguntem antes de pedir.',
        'Se houver um balcão com coisas recém-saídas do forno, não cheguem tarde: o melhor acaba primeiro.',
      ],
    },
    sweet: {
      titles: [
        'Algo doce',
        'Um desvio por {thing}',
        'Espaço para {thing}',
        'A parte doce',
        'Um pequeno prazer',
      ],
      descriptions: [
        'Todo bom encontro precisa de um momento doce. Parem {at_place} para {thing} e discutam, com carinho, quem escolheu melhor.',
        '{place} é a recompensa por tanto andar. {thing} para dividir e zero culpa.',
        'Uma etapa rápida e feliz: {thing} {at_place}, devagar ou de uma vez, como preferirem.',
        'Guardem espaço para {thing}. {place} é daquelas etapas que ficam na memória muito depois de tudo o resto.',
        'Doce sabe melhor dividido. {at_place}, cada um escolhe para o outro e depois trocam.',
      ],
      activities: [
        'Peçam duas coisas diferentes e troquem',
        'Perguntem o que está mais fresco hoje',
        'Escolham um pelo outro sem consultar',
        'Peçam aquilo que nunca pediriam sozinhos',
        'Se o tempo ajudar, comam ao ar livre',
        'Guardem o último pedaço para quem ganhar a discussão',
      ],
      ambiance: [
        'Alegre, luminoso e um pouco barulhento: o som de quem se permite um capricho.',
        'Descontraído e bem-disposto; aqui ninguém está num dia mau.',
        'Aroma doce no ar e uma fila de caras felizes junto ao balcão.',
      ],
      booking: ['Não é preciso reservar; uma fila na entrada costuma ser bom sinal.'],
      tips: [
        'Peçam mais guardanapos: o doce tem mania de escapar.',
        'Se as porções forem grandes, peçam uma para dividir, com duas colheres.',
        'Depois, uma caminhada calma ajuda a assentar.',
      ],
    },
    meal: {
      titles: [
        'Um {meal} sem pressa',
        'Um {meal} demorado',
        '{thing} como deve ser',
        '{thing} em boa companhia',
        'O prato principal',
        'Em torno de uma boa mesa',
      ],
      descriptions: [
        'Encontrem mesa {at_place} e façam da refeição o centro do plano. Peçam mais do que precisam, dividam tudo e esqueçam o relógio.',
        '{place} é onde o plano ganha outro ritmo: uma boa mesa, {thing} e a melhor conversa do dia.',
        'Hora de comer bem. Vão a {place} com vontade de {thing} e perguntem o que a cozinha recomenda hoje.',
        'Um {meal} {at_place}, com {thing} como protagonista e uma mesa onde se consegue conversar sem levantar a voz.',
        'Sem pressa {at_place}: {thing} para dividir e a comida a puxar conversa. As melhores refeições de um encontro são as que ainda se comentam no caminho para casa.',
        'Boa comida, boa conversa: uma etapa {at_place} para {thing}, com espaço para mais um prato que não estava nos planos.',
        'Dividir a mesa é o encontro mais antigo que existe. Que seja {at_place}, com {thing} e sem pressa nenhuma.',
      ],
      activities: [
        'Peçam vários pratos para dividir',
        'Perguntem a quem atende o que pediria',
        'Perguntem o que combina melhor com {thing}',
        'Escolham às cegas um prato um para o outro',
        'Peçam o prato do dia, se houver',
        'Escolham uma mesa com vista para a cozinha, se possível',
        'Deixem os telefones no bolso até os pratos saírem da mesa',
        'Guardem espaço para a sobremesa',
      ],
      ambiance: [
        'O burburinho de uma sala cheia, bons aromas vindos da cozinha e uma mesa feita para chegar mais perto.',
        'Luz quente, o som dos pratos ao fundo e o barulho alegre de quem se diverte.',
        'Animado o suficiente para parecer uma ocasião especial, calmo o bastante para a conversa fluir.',
        'Descontraído e generoso: daqueles lugares onde ninguém apressa ninguém.',
      ],
      booking: [
        'Reservem mesa, sobretudo para uma noite de fim de semana ou para um grupo.',
        'Reservem com antecedência e mencionem qualquer ocasião especial ou restrição alimentar.',
      ],
      tips: [
        'Peçam uma mesa longe da porta da cozinha se o objetivo for conversar.',
        'Se o menu for longo, perguntem quais são os dois pratos pelos quais a casa é conhecida.',
        'Comam pouco antes, para chegarem com fome de verdade.',
        'Perguntem se aceitam cartão antes de se sentarem.',
      ],
    },
    street_food: {
      titles: ['Petiscar pelo caminho', 'Um pouco de tudo', 'Atrás do cheiro', '{thing} em movimento'],
      descriptions: [
        'Esqueçam a toalha de mesa e petisquem: {place} é um pouco disto e um pouco daquilo, de pé ou apertados num banco.',
        'Cheguem com fome e dividam para conquistar: {at_place} tudo se divide, por isso cada um escolhe algo e no fim trocam tudo.',
        'Poucas maneiras de conhecer um lugar são tão saborosas como {thing}: sem esperas, a bom preço e com surpresas a cada esquina. Sigam a fila mais longa e os melhores cheiros.',
        'Barulho, movimento e comida boa. Parem {at_place}, montem uma refeição de pequenas porções e troquem metades pelo caminho.',
      ],
      activities: [
        'Cada um escolhe um prato e depois trocam',
        'Sigam a fila mais longa de gente local',
        'Provem algo que não sabem nomear',
        'Perguntem a quem cozinha qual é o preferido',
        'Encontrem um canto para sentar e ver quem passa',
        'Terminem com algo doce de outra barraca',
      ],
      ambiance: [
        'Barulhento, com vapor a cada esquina e cheio de gente que veio pelo mesmo motivo.',
        'Descontraído e concorrido, com o chiado da chapa a cada passo.',
        'Festivo e um pouco caótico, no melhor sentido.',
      ],
      booking: [
        'Não é preciso reservar; um passeio guiado pelos sabores locais, esse sim, convém reservar com uns dias de antecedência.',
      ],
      tips: [
        'Levem algum dinheiro: nem todas as barracas aceitam cartão.',
        'Vão cedo para evitar a multidão, ou mais tarde pelo ambiente.',
        'Dividam tudo: assim provam o dobro.',
        'Alguns guardanapos a mais no bolso fazem toda a diferença.',
      ],
    },
    drinks: {
      titles: [
        'Hora de {thing}',
        '{thing} e boa conversa',
        'Algo para beber sem pressa',
        'Um canto e algo para beber',
        '{thing} sem olhar para o relógio',
      ],
      descriptions: [
        'Escolham um canto {at_place} e peçam {thing}. Esta é a parte do encontro para chegar mais perto, ir com calma e falar de tudo.',
        '{place} convida a ficar. Peçam a especialidade da casa e contem com uma conversa longa.',
        'O plano continua {at_place}: {thing}, um bom lugar para sentar e nenhum outro lugar para onde ir.',
        'Passem por {place} para {thing} e deixem quem menos conhece o menu escolher. Logo se vê no que dá.',
        'Uma mudança de ritmo {at_place}, com {thing}. Se houver lugar ao balcão, aproveitem: ver como as bebidas são preparadas é um espetáculo à parte.',
      ],
      activities: [
        'Peçam uma surpresa ao balcão',
        'Peçam algo que nunca provaram',
        'Peçam duas coisas diferentes e troquem',
        'Perguntem pela especialidade da casa',
        'Peçam algo pequeno para petiscar',
        'Comecem a pensar no próximo encontro',
      ],
      ambiance: [
        'Luz baixa, boa música no volume certo e o murmúrio de quem não tem pressa nenhuma de ir embora.',
        'Descontraído e sociável, com o tilintar do gelo e muita conversa.',
        'Intimista e um pouco glamoroso, com cantos feitos para dois.',
      ],
      booking: [
        'Cedo, normalmente não é preciso reservar; para um grupo ou em horas de muito movimento, mais vale reservar.',
      ],
      tips: [
        'O balcão é o melhor lugar: atendimento mais próximo e espetáculo garantido.',
        'Peçam algo para comer junto; assim a visita dura mais, sem pressa.',
        'Se pensam ficar até tarde, perguntem a que horas fecha o balcão.',
        'Decidam como vão voltar para casa antes de chegar.',
      ],
    },
    tasting: {
      titles: ['Notas de degustação', '{thing} de perto', 'Provar e comparar', 'Uma lição de {thing}'],
      descriptions: [
        'Alguém que conhece bem o assunto conduz {thing} {at_place}: prova-se lado a lado, comparam-se impressões e descobre-se quem tem o paladar mais apurado.',
        '{place} transforma a degustação num jogo: pequenas porções, grandes diferenças e muito assunto para conversar.',
        'Reservem lugar {at_place} para {thing} e aprendam a provar de verdade: olhar, cheirar, ir com calma e só depois dar a opinião.',
        'Uma degustação guiada {at_place} é metade aula, metade mimo. Perguntem tudo o que quiserem: os curiosos ouvem as melhores histórias.',
      ],
      activities: [
        'Anotem o favorito de cada prova',
        'Tentem adivinhar antes de ouvir a resposta',
        'Comparem impressões sem olhar para a ficha',
        'Perguntem como os profissionais provam',
        'Perguntem com o que combina o favorito',
        'Levem um pouco do favorito para casa',
      ],
      ambiance: [
        'Calmo e atento, com anfitriões que adoram explicar o que sabem.',
        'Sem pressa e com bom ambiente: um pequeno grupo de curiosos em torno de uma mesa.',
      ],
      booking: ['Reservem um horário com antecedência; os grupos são pequenos e enchem depressa.'],
      tips: [
        'Comam alguma coisa antes para conseguir provar bem.',
        'Evitem perfume forte: atrapalha os aromas e os sabores.',
        'Peçam água e algo neutro para limpar o paladar entre provas.',
      ],
    },
    music: {
      titles: [
        'Ao som de {thing}',
        '{thing} e um bom lugar',
        'Perto do palco',
        'Ouvidos bem abertos',
        'Música ao vivo',
      ],
      descriptions: [
        'Deixem {thing} conduzir a próxima parte do encontro. {place} põe a música perto o bastante para ser sentida, e depois a conversa flui sozinha.',
        'Há algo especial em ouvir música feita ali, a poucos metros. Encontrem lugar {at_place} e deixem {thing} fazer o resto.',
        '{place}: um palco, um público que veio para ouvir e {thing} nas mãos de quem ama o que faz.',
        'Troquem a conversa pela escuta por um tempo {at_place}. Ouvir {thing} na mesma sala é outra forma de conversa.',
      ],
      activities: [
        'Cheguem cedo para garantir bons lugares',
        'Escolham uma música favorita e expliquem a escolha',
        'Guardem o telefone e apenas ouçam',
        'Aplaudam com vontade',
        'Pesquisem os músicos antes de ir',
        'Comentem tudo no caminho de volta',
      ],
      ambiance: [
        'Luz baixa, uma sala em silêncio e o instante em que soa a primeira nota.',
        'Quente e intimista, cheio de gente atenta à música.',
      ],
      booking: ['Comprem os bilhetes com antecedência se puderem e vejam se os lugares são marcados.'],
      tips: [
        'Confirmem a hora de início para não entrarem no meio de uma música.',
        'Deixem a conversa para as pausas entre as músicas.',
        'Se puderem, fiquem perto do palco: muda tudo.',
      ],
    },
    dance: {
      titles: ['Para a pista', 'Soltar o corpo', 'Ao ritmo da música', 'Dois pés esquerdos são bem-vindos'],
      descriptions: [
        'Hora de mexer o corpo {at_place}, onde ninguém vai julgar os passos de ninguém.',
        'Nada quebra o gelo como errar o passo em boa companhia. Vão a {place}, deem uma oportunidade de verdade a {thing} e riam de cada tropeço.',
        'Se houver aula para iniciantes antes de o baile começar, entrem: o ambiente é mais acolhedor do que parece.',
        'Deixem a música decidir o resto da noite {at_place}. Dançar, descansar, ver a pista, voltar a dançar.',
      ],
      activities: [
        'Entrem na aula para iniciantes, se houver',
        'Observem o melhor par durante uma música e copiem os passos',
        'Façam uma pausa para ver a pista',
        'Riam dos passos errados',
        'Fiquem para mais uma música do que o previsto',
      ],
      ambiance: [
        'Música que se sente no peito, uma pista cheia e uma sala que aquece à medida que a noite avança.',
        'Alegria contagiante e um pouco de suor, no melhor dos sentidos.',
      ],
      booking: [
        'Consultem a agenda de aulas e noites para iniciantes; a maioria das noites de dança dispensa reserva.',
      ],
      tips: [
        'Usem sapatos que deslizem bem e roupa confortável para dançar.',
        'Levem um agasalho para a saída: dentro faz calor, fora faz frio.',
        'Levem pouca coisa, ou deixem tudo guardado na entrada.',
      ],
    },
    stage: {
      titles: ['Hora do espetáculo', 'Ao vivo no palco', 'Plateia cheia', 'Bons lugares para {thing}'],
      descriptions: [
        'Durante um tempo, o entretenimento fica com outros: {place} põe {thing} a poucos metros, e depois não vai faltar assunto.',
        'Luzes apagadas, telefones desligados: {thing} {at_place} é daquelas experiências que depois se contam muitas vezes.',
        'Ocupem os lugares {at_place} e aproveitem {thing} ao vivo, com toda a energia de uma sala que reage em conjunto.',
        'Para um encontro, nada como um espetáculo ao vivo: {place}, uma plateia e uma atuação que nunca se repete exatamente igual.',
      ],
      activities: [
        'Cheguem com tempo para encontrar os lugares com calma',
        'Leiam o programa antes que as luzes se apaguem',
        'Escolham o intérprete favorito',
        'Aplaudam no fim sem poupar palmas',
        'Comentem tudo depois',
      ],
      ambiance: [
        'O silêncio antes de começar e depois uma sala inteira que ri, suspende a respiração e aplaude ao mesmo tempo.',
        'Animado e um pouco teatral, com ar de ocasião especial desde o primeiro minuto.',
      ],
      booking: ['Comprem os bilhetes com antecedência e vejam a duração, para o resto do plano encaixar.'],
      tips: [
        'Tentem chegar vinte minutos antes: quem chega atrasado às vezes só entra no intervalo.',
        'Se for comédia ou improviso, as primeiras filas podem acabar dentro do espetáculo.',
        'Vejam se há intervalo antes de pensar na etapa seguinte.',
      ],
    },
    screen: {
      titles: ['Sessão de cinema', 'Ir ao cinema', 'Um filme a dois', 'Escolher o filme'],
      descriptions: [
        'Um filme {at_place}. Chegar a um acordo sobre qual ver já é meio encontro.',
        'Algo para petiscar, um filme e alguém em quem encostar a cabeça: {place} é o romance mais simples que existe.',
        'Um filme {at_place} e a conversa fica para depois, quando os dois já tiverem opinião.',
        'Ver uma história ganhar vida no cinema, em boa companhia, continua especial. {place} faz disso um acontecimento.',
      ],
      activities: [
        'Escolham o filme a dois',
        'Dividam algo para petiscar',
        'Fiquem até os créditos acabarem',
        'Deem uma nota ao filme depois da sessão',
        'Troquem as cenas favoritas a caminho da próxima etapa',
      ],
      ambiance: [
        'Escuridão, um filme que prende e um braço da poltrona dividido a dois.',
        'A luz que se apaga, o silêncio antes da primeira cena e uma plateia de desconhecidos presa à mesma história.',
      ],
      booking: ['Comprem os bilhetes com antecedência para estreias e sessões de fim de semana.'],
      tips: [
        'Vejam a duração do filme para a etapa seguinte não ficar apertada.',
        'Se a sessão for ao ar livre, levem um agasalho: a temperatura cai quando escurece.',
        'Escolham lugares ao centro, um pouco afastados da frente.',
      ],
    },
    culture: {
      titles: [
        'Olhar de perto',
        'Um pouco de cultura',
        'Algo para descobrir',
        'Curiosidade a dois',
        'Tempo para {thing}',
        'Com olhos curiosos',
      ],
      descriptions: [
        'Percorram {place} sem rumo certo. Cada um conduz durante um tempo, para ver o que chama a atenção.',
        '{place} dá assunto que vai além dos dois, e isso é o melhor que um encontro pode ter. Vão devagar e troquem impressões.',
        'Dediquem uma hora sem pressa {at_place}. Vão aprender alguma coisa, e também o que faz a outra pessoa parar para olhar.',
        'Vão com calma {at_place}. Cada um escolhe uma coisa para mostrar ao outro e explica a escolha.',
        'A curiosidade é atraente, e {place} é o lugar certo para isso: olhar, perguntar, admirar em voz alta.',
        'Reservem tempo para {thing}: não há melhor maneira de ver algo novo pelos olhos de outra pessoa.',
      ],
      activities: [
        'Cada um escolhe um favorito e explica a escolha',
        'Leiam uma legenda que normalmente ignorariam',
        'Procurem a coisa mais estranha do lugar',
        'Perguntem a quem trabalha lá o que a maioria dos visitantes deixa escapar',
        'Adivinhem a história de algo antes de ler a explicação',
        'Passem rápido pelo que não interessa e fiquem mais tempo no que gostarem',
      ],
      ambiance: [
        'Calmo, sem pressa e cheio de coisas que merecem um segundo olhar.',
        'Sereno e contemplativo, daqueles lugares onde falar baixinho sai naturalmente.',
        'Inspirador e tranquilo, com algo novo a cada canto.',
      ],
      booking: ['Confirmem o horário e se a entrada com hora marcada exige reserva prévia.'],
      tips: [
        'Vão cedo ou ao fim do dia para evitar as horas de maior movimento.',
        'Não tentem ver tudo: escolham algumas coisas e aproveitem com calma.',
        'Procurem dias de entrada gratuita ou aberturas noturnas.',
      ],
    },
    walk: {
      titles: [
        'Um passeio sem rumo',
        'Pelo caminho mais longo',
        'Ar livre e boa conversa',
        'Passo a passo',
        'Ao ar livre',
        'Um passeio lento',
      ],
      descriptions: [
        'Vão pelo caminho mais longo {at_place}. Caminhar é a forma mais fácil de conversar, e as melhores conversas costumam acontecer lado a lado.',
        '{place} convida a andar sem plano. Vão devagar, apontem o que chamar a atenção e deixem o caminho surgir sozinho.',
        'Esticar as pernas {at_place}: ar fresco, céu aberto e tempo para conversar sem uma mesa no meio.',
        'Vão até {place} e levem o tempo que for preciso. Parem sempre que algo merecer, o que deve acontecer muitas vezes.',
        'Alguns dos melhores momentos de um encontro não custam nada. Um passeio {at_place} é um deles.',
        'Entre etapas maiores, respirem: {place} dá espaço, luz e uma vista que merece ser dividida.',
      ],
      activities: [
        'Escolham o caminho que ainda não conhecem',
        'Tirem uma foto dos dois',
        'Encontrem um banco e fiquem ali um pouco',
        'Apontem onde morariam se pudessem',
        'Caminhem um pouco sem olhar para o mapa',
        'Procurem a melhor vista e parem para apreciar',
        'Deem as mãos: ninguém tem pressa',
      ],
      ambiance: [
        'Ar livre, luz que muda e o ritmo agradável de caminhar lado a lado.',
        'Tranquilo e simples, longe do barulho do dia a dia.',
        'Com brisa e sem pressa, e muitos lugares para parar e olhar.',
      ],
      booking: ['Nada a reservar: vejam a previsão do tempo e vão.'],
      tips: [
        'Usem calçado confortável.',
        'Levem água e um agasalho; o tempo pode mudar.',
        'Levem o telefone carregado se forem caminhar por um lugar novo.',
      ],
    },
    picnic: {
      titles: [
        'Piquenique ao ar livre',
        'Um piquenique sem complicações',
        'Uma toalha à sombra',
        'Em campo aberto',
      ],
      descriptions: [
        'Preparem algo bom e encontrem um lugar {at_place}. Um piquenique é o encontro mais simples que existe, e um dos melhores.',
        'Pão, fruta, algo doce e uma toalha: vão até {place} e aproveitem sem pressa.',
        'Comprem provisões num mercado pelo caminho e depois procurem um canto à sombra {at_place}.',
        'Um canto tranquilo {at_place}, tudo espalhado na toalha e as horas sem pressa de passar.',
      ],
      activities: [
        'Levem uma surpresa para o piquenique',
        'Comprem pão fresco pelo caminho',
        'Levem um baralho de cartas',
        'Olhem as nuvens passar',
        'Levem algo fresco para beber',
      ],
      ambiance: [
        'Luz filtrada pelas folhas, o murmúrio de outras pessoas ao ar livre e nada na agenda.',
        'Descontraído e simples, como umas pequenas férias no meio do dia.',
      ],
      booking: ['Nada a reservar; basta ver a previsão do tempo na véspera.'],
      tips: [
        'Levem uma toalha, guardanapos e algo para levar o lixo.',
        'Escolham um lugar com sol e sombra.',
        'Levem comida fácil de comer com as mãos.',
      ],
    },
    active: {
      titles: ['Em movimento', 'Uma pequena aventura', 'Abrir o apetite', '{thing} lado a lado'],
      descriptions: [
        'Acelerem o coração com {thing} {at_place}. Sair um pouco da zona de conforto em boa companhia une muito.',
        'Troquem a cadeira por {thing} {at_place}: vai haver risos, incentivo mútuo e uma recompensa bem merecida depois.',
        '{place} é a ocasião para experimentar {thing} lado a lado. Sigam o ritmo de quem for mais devagar e celebrem cada pequena conquista.',
        'Uma pequena aventura {at_place}: energia nova, um desafio em comum e uma boa história para a próxima etapa.',
      ],
      activities: [
        'Aqueçam antes de começar',
        'Peçam uma explicação rápida se for a primeira vez',
        'Inventem um pequeno desafio e deem força um ao outro',
        'Tirem uma foto em plena ação',
        'Façam pausas sempre que precisarem',
        'Combinem uma recompensa para o fim',
      ],
      ambiance: [
        'Enérgico e bem-humorado, com aquele cansaço bom que chega depois.',
        'Muitas gargalhadas e nenhuma pressão para fazer bonito.',
      ],
      booking: [
        'Reservem equipamento ou horário com antecedência, se for preciso, e perguntem por opções para iniciantes.',
      ],
      tips: [
        'Usem roupa confortável e levem água.',
        'Vejam a previsão do tempo e eventuais requisitos físicos antes de ir.',
        'Levem uma muda de roupa se houver outra etapa depois.',
      ],
    },
    water: {
      titles: ['Sobre a água', 'Ao sabor da corrente', 'A cidade vista da água', 'Todos a bordo'],
      descriptions: [
        'Vejam a paisagem de outro ângulo: {thing} traz brisa, vista e uma boa desculpa para ficarem mais perto.',
        'Saiam para a água com {thing}. Ver a margem passar é das coisas mais relaxantes que se pode fazer em boa companhia.',
        '{place} é o caminho lento: ar livre, água por todos os lados e tempo para simplesmente olhar.',
        'Subam a bordo para {thing} e deixem outra pessoa ao leme. Procurem um lugar junto à borda e vejam a paisagem mudar.',
      ],
      activities: [
        'Fiquem do lado com a melhor vista',
        'Apontem lugares conhecidos e testem quem conhece melhor a cidade',
        'Tirem uma foto com a água ao fundo',
        'Perguntem à tripulação o que não se pode perder',
        'Levem algo para petiscar durante o trajeto',
      ],
      ambiance: [
        'Com brisa e um balanço suave, e reflexos de luz na água.',
        'Calmo e com vista; a margem parece longe assim que se está na água.',
      ],
      booking: ['Reservem com antecedência na época alta e confirmem o ponto e a hora de partida.'],
      tips: [
        'Levem um agasalho: na água costuma estar mais fresco.',
        'Cheguem cedo para conseguir lugar junto à janela ou à borda.',
        'Quem enjoa facilmente deve ficar mais ao centro da embarcação.',
      ],
    },
    play: {
      titles: ['Que comece o jogo', 'Rivalidade amigável', 'Um pouco de competição', 'Pela honra'],
      descriptions: [
        'Deixem que um pouco de competição faça o resto. {place} quer dizer {thing}, apostas divertidas e muitas gargalhadas.',
        'Jogar é a forma mais rápida de ganhar à-vontade. Vão a {place} para {thing} e combinem um castigo divertido para quem perder.',
        'Desliguem do resto e joguem {at_place}. Os jogos revelam quem é quem: quem perde com elegância, quem ganha sem ela e quem se revela um especialista secreto.',
        '{place} para {thing}: uma maneira fácil e alegre de passar uma hora e descobrir quão competitivos são os dois.',
      ],
      activities: [
        'Combinem um castigo divertido para quem perder',
        'Joguem uma partida do mesmo lado',
        'Anotem os pontos num guardanapo',
        'Tirem uma foto divertida',
        'Exijam a revanche',
        'Quem ganhar escolhe o próximo mimo',
      ],
      ambiance: [
        'Barulhento, luminoso e brincalhão, cheio de festejos e lamentos.',
        'Descontraído e leve; ninguém leva muito a sério, a não ser talvez um de vocês.',
      ],
      booking: ['Reservem horário ou pista com antecedência, sobretudo nas noites de fim de semana.'],
      tips: [
        'Definam a aposta antes de começar, para ninguém discutir depois.',
        'Vão durante a semana se quiserem o lugar mais tranquilo.',
        'Ao reservar, confirmem as regras e se há número mínimo de pessoas.',
      ],
    },
    class: {
      titles: ['Mãos à obra', 'Aprender algo novo', 'Algo para levar para casa', 'Feito à mão'],
      descriptions: [
        'Aprendam algo novo lado a lado {at_place}. É mais divertido em boa companhia, sobretudo quando um dos dois se revela melhor.',
        'Mãos ocupadas com {thing}: alguém que ensina bem, alguma confusão e, no fim, algo feito pelos dois.',
        '{place} é um encontro com conversa incluída. Sigam as instruções, ou não, e riam do resultado.',
        'Criar algo a quatro mãos aproxima depressa. Com {thing}, vão descobrir quem segue melhor as instruções.',
      ],
      activities: [
        'Ouçam com atenção e depois improvisem',
        'Troquem de tarefa a certa altura',
        'Tirem uma foto do resultado',
        'Peçam a quem ensina o melhor truque',
        'Façam algo um para o outro',
        'Comparem o resultado com o resto da turma',
      ],
      ambiance: [
        'Descontraído e prático, com alguém que ensina com paciência e uma sala cheia de iniciantes.',
        'Movimentado e bem-humorado, com bastantes erros e ainda mais gargalhadas.',
      ],
      booking: ['Reservem lugar na aula com antecedência; as turmas são pequenas e enchem depressa.'],
      tips: [
        'Vistam roupa que possa sujar.',
        'Cheguem uns minutos antes para se instalarem.',
        'Perguntem se os materiais estão incluídos no preço.',
      ],
    },
    wellness: {
      titles: ['Tempo para desligar', 'Calor e calma', 'Uma pausa para respirar', 'Relaxamento total'],
      descriptions: [
        'Diminuam o ritmo {at_place}. Calor, silêncio e nenhum lugar para onde ir: a pausa perfeita no meio de um dia cheio.',
        '{place} é a etapa mais relaxante do plano. Deixem os telefones guardados e o resto do mundo lá fora.',
        'Um mimo a dois: {thing}. Poucas coisas fazem tão bem, ou tornam o resto do encontro tão leve.',
        'Relaxem {at_place}: água quente ou mãos experientes, e o raro luxo de estar em silêncio com alguém.',
      ],
      activities: [
        'Bebam água entre as sessões',
        'Deixem os telefones guardados',
        'Experimentem cada sala ou piscina, uma de cada vez',
        'Reservem tratamentos lado a lado',
        'Fiquem um pouco na zona de descanso no fim',
        'Sigam os costumes da casa',
      ],
      ambiance: [
        'Silencioso, quente e sereno, um lugar onde todos falam baixinho.',
        'Luz suave, calor e aquela calma que faz o tempo passar mais devagar.',
      ],
      booking: [
        'Reservem com antecedência, sobretudo os tratamentos, e perguntem o que levar e o que é fornecido.',
      ],
      tips: [
        'Perguntem se a roupa de banho é obrigatória, opcional ou não se usa.',
        'Bebam bastante água antes e depois.',
        'Confirmem antes se as sessões são mistas ou separadas.',
      ],
    },
    shopping: {
      titles: ['Olhar sem pressa', 'À caça de tesouros', 'Entre barracas e lojas', 'Um pequeno achado'],
      descriptions: [
        'Explorem {place} sem lista de compras. A graça está nos achados, no regatear e no que quase compraram.',
        '{place} é uma caça ao tesouro: um pequeno orçamento para cada um, e ganha quem voltar com o melhor achado.',
        'Percorram {place} e deixem a curiosidade mandar. Provem o que houver, conversem com quem vende e levem algo para lembrar o dia.',
        'Percam uma hora {at_place}. Aprende-se mais sobre alguém pelas coisas que o fazem parar para olhar do que por qualquer questionário.',
      ],
      activities: [
        'Definam um pequeno orçamento e comprem um presente um para o outro',
        'Provem antes de comprar',
        'Conversem com quem vende',
        'Procurem a coisa mais estranha à venda',
        'Escolham algo para lembrar o dia',
      ],
      ambiance: [
        'Animado e colorido, cheio de vozes, aromas e coisas para ver de perto.',
        'Movimentado mas sem pressa, com o vaivém agradável de quem passeia entre as barracas.',
      ],
      booking: ['Não é preciso reservar; confirmem os dias e horários de funcionamento.'],
      tips: [
        'Levem algum dinheiro e algo para carregar as compras.',
        'Vão cedo para ter mais escolha, ou mais tarde para as melhores pechinchas.',
        'Combinem um orçamento antes, para ninguém se arrepender depois.',
      ],
    },
    stars: {
      titles: ['Sob as estrelas', 'De olhos no céu', 'Entre planetas', 'O céu de perto'],
      descriptions: [
        'Um lugar que lembra como somos pequenos: {place} transforma o céu na atração principal.',
        'Olhar o céu em boa companhia {at_place}: encontrar a mesma estrela é mais difícil do que parece, e muito mais romântico.',
        '{place} lembra como o céu é grande e a sorte que é poder dividi-lo com alguém.',
        'Troquem as luzes da cidade pela luz das estrelas {at_place}: constelações, planetas e muito espanto em silêncio.',
      ],
      activities: [
        'Encontrem uma constelação a dois',
        'Façam um pedido à primeira estrela que virem',
        'Perguntem ao guia o que vale a pena procurar no céu',
        'Procurem os planetas',
        'Relaxem e apreciem a vista',
      ],
      ambiance: [
        'Escuro, silencioso e imenso; a conversa passa a sussurro.',
        'Silêncio e admiração, com o céu como único protagonista.',
      ],
      booking: [
        'Reservem com antecedência as sessões ou as observações com telescópio e vejam a previsão do tempo.',
      ],
      tips: [
        'Para observação a céu aberto, vejam a previsão de nuvens no próprio dia.',
        'Levem um agasalho; à noite a temperatura cai depressa.',
        'Baixem o brilho do telefone para os olhos continuarem habituados ao escuro.',
      ],
    },
    attraction: {
      titles: ['Um pouco de espetáculo', 'Algo para lembrar', 'A parte divertida', 'De olhos arregalados'],
      descriptions: [
        'Uma hora de turismo sem complexos: {place} é diversão pura, e as fotos vão valer a pena.',
        'Deem ao encontro um toque de espetáculo {at_place}. Brincar faz falta, e isto é um bom lembrete.',
        '{place} desperta a criança que todos temos dentro. Aproveitem {thing} e o prazer de ficar de boca aberta em boa companhia.',
        'Um toque de magia com {thing} {at_place}: um momento de espanto vivido a dois é difícil de superar.',
      ],
      activities: [
        'Tirem uma foto juntos no melhor ponto',
        'Escolham cada um o momento favorito',
        'Comecem pelos cantos mais tranquilos',
        'Comprem uma lembrança divertida',
        'Encontrem a melhor vista e fiquem um pouco',
      ],
      ambiance: [
        'Alegre e animado, com muito para apontar.',
        'Um pouco de adrenalina, muitas gargalhadas e diversão a dois.',
      ],
      booking: ['Comprem os bilhetes online com antecedência sempre que possível, para evitar filas.'],
      tips: [
        'Cheguem cedo para evitar as filas mais longas.',
        'Vejam a previsão do tempo: algumas atrações param com vento ou chuva.',
        'Levem o telefone carregado para as fotos.',
      ],
    },
  },
  named: {
    titles: ['{name}', '{name} sem pressa', '{name} a dois'],
    descriptions: [
      '{name} estava na lista, por isso entrou no plano. Reservem o tempo que a visita merece e vejam tudo com outros olhos.',
      'Pediram {name}, e aqui está. Vão sem outra expectativa além de aproveitar em boa companhia.',
      'Esta etapa é {name}. Foi escolhida a dedo, por isso esta parte do encontro segue o ritmo que quiserem.',
    ],
    activities: [
      'Vão com calma',
      'Perguntem a quem trabalha lá o que recomenda',
      'Encontrem o canto favorito',
      'Tirem uma foto juntos',
      'Contem um ao outro o motivo da escolha',
    ],
    ambiance: [
      'É o lugar escolhido, por isso quem define o ambiente são vocês.',
      'Conhecido ou novo, parece diferente na companhia certa.',
    ],
    booking: ['Confirmem o horário e se é preciso reservar.'],
    tips: [
      'Vejam o horário atualizado no site oficial antes de ir.',
      'Deixem uma margem de tempo: um lugar tão esperado merece.',
    ],
  },
  landmark: {
    titles: [
      'A nossa escolha: {name}',
      'Próxima etapa: {name}',
      '{name} com calma',
      '{name} de perto',
      'Vale a visita: {name}',
    ],
    descriptions: [
      'Para {thing}, a escolha é {name}. Vão com calma e vejam quem encontra primeiro um detalhe que o outro deixou escapar.',
      'Próxima etapa: {name}. Esqueçam a lista de obrigações, sigam o que chamar a atenção e troquem impressões à saída.',
      'A escolha do plano para esta parte do encontro: {name}. É daquelas etapas que dão assunto para muito tempo depois.',
      'Durante um tempo, tudo gira em torno de um só lugar: {name}. Toda a atenção vai para lá: telefone guardado, olhos abertos e nenhuma pressa.',
      'Há lugares que ficam melhores a dois, como este: {name}. Deixem o lugar ditar o ritmo e, à saída, contem um ao outro o que ficou na memória.',
      'Uma etapa que merece tempo: {name}. Cheguem com curiosidade e sem pressa, e deixem o lugar falar por si.',
    ],
    activities: [
      'Tirem uma foto juntos antes de sair',
      'Escolham um detalhe cada um para guardar na memória',
      'Perguntem um ao outro o que mais surpreendeu',
      'Encontrem o lugar preferido dos dois e fiquem um pouco',
      'Vão devagar e aproveitem cada detalhe',
      'Leiam um pouco sobre o lugar antes de chegar',
      'Guardem o telefone por um bom tempo',
      'Troquem as primeiras impressões à saída',
    ],
    ambiance: [
      'Um lugar com personalidade própria, onde há sempre mais um detalhe para descobrir.',
      'Movimentado ou tranquilo conforme a hora, mas sempre com algo para ver.',
    ],
    booking: [
      'Confirmem o horário e as entradas no site oficial antes de ir.',
      'Alguns lugares pedem entrada com hora marcada e outros têm acesso livre: o site oficial esclarece.',
    ],
    tips: [
      'Cheguem com alguns minutos de folga para entrar sem pressa.',
      'Vejam no site oficial se há alguma alteração ou evento no dia.',
      'Levem só o essencial: alguns lugares revistam mochilas na entrada.',
      'Usem sapatos confortáveis: costuma haver mais para ver do que parece.',
    ],
  },
  sunset: {
    titles: ['Hora dourada', 'À espera do pôr do sol', 'Pôr do sol a dois', 'Quando o sol desce'],
    descriptions: [
      'O pôr do sol é às {time}, por isso estejam {at_place} um pouco antes. Encontrem um bom lugar, fiquem em silêncio e vejam o céu mudar de cor.',
      'Este momento está marcado para as {time}, quando o sol desce no horizonte. {place} é lugar de primeira fila.',
      'Hora dourada {at_place}: o sol desce às {time}, e a luz deixa tudo mais quente.',
      'Às {time} o sol desce no horizonte; estejam {at_place} a tempo. Ver o pôr do sol em boa companhia nunca cansa.',
    ],
  },
  meals: { breakfast: 'café da manhã', brunch: 'brunch', lunch: 'almoço', dinner: 'jantar' },
  centre: 'Centro',
  titles: {
    two: ['{a} e {b}', '{a}, depois {b}', 'De {a} até {b}', 'Primeiro {a}, depois {b}'],
    one: ['{a} sem pressa', '{a} como deve ser', 'Só {a}', 'Tudo sobre {a}'],
    withCity: [
      '{city}, ao ritmo de {a}',
      '{a}, com {city} como cenário',
      '{a} · {city}',
      '{city} a dois, com {a}',
    ],
  },
  moodDayPart: {
    romantic: {
      morning: 'uma manhã romântica',
      afternoon: 'uma tarde romântica',
      evening: 'uma noite romântica',
      night: 'uma noite romântica até tarde',
      all_day: 'um dia romântico',
    },
    adventurous: {
      morning: 'uma manhã de aventura',
      afternoon: 'uma tarde de aventura',
      evening: 'uma noite de aventura',
      night: 'uma noite de aventura até tarde',
      all_day: 'um dia de aventura',
    },
    relaxed: {
      morning: 'uma manhã tranquila',
      afternoon: 'uma tarde tranquila',
      evening: 'uma noite tranquila',
      night: 'uma noite tranquila até tarde',
      all_day: 'um dia tranquilo',
    },
    playful: {
      morning: 'uma manhã divertida',
      afternoon: 'uma tarde divertida',
      evening: 'uma noite divertida',
      night: 'uma noite divertida até tarde',
      all_day: 'um dia divertido',
    },
    cultural: {
      morning: 'uma manhã cultural',
      afternoon: 'uma tarde cultural',
      evening: 'uma noite cultural',
      night: 'uma noite cultural até tarde',
      all_day: 'um dia cultural',
    },
    cozy: {
      morning: 'uma manhã aconchegante',
      afternoon: 'uma tarde aconchegante',
      evening: 'uma noite aconchegante',
      night: 'uma noite aconchegante até tarde',
      all_day: 'um dia aconchegante',
    },
    plain: {
      morning: 'uma manhã bem acompanhada',
      afternoon: 'uma tarde bem acompanhada',
      evening: 'uma noite bem acompanhada',
      night: 'uma noite longa e bem acompanhada',
      all_day: 'um dia bem acompanhado',
    },
  },
  themes: [
    '{moment}{city_part}: {stops}.',
    '{moment}{city_part}, com {stops}.',
    'Tudo pronto para {moment}{city_part}: {stops}.',
    'Um plano para {moment}{city_part}, com {stops}.',
    '{moment}{city_part} que passa por {stops}.',
  ],
  occasions: {
    anniversary: {
      title: ['Aniversário do casal', 'Feliz aniversário de namoro'],
      theme: [
        'Um encontro para celebrar mais um ano de história em comum.',
        'Pensado para celebrar tudo o que já viveram e o que ainda está por vir.',
      ],
      tips: [
        'Mencionem o aniversário ao reservar; muitos lugares gostam de ter uma atenção especial.',
        'Levem um bilhete escrito à mão: dura mais do que qualquer presente.',
        'Recuperem, em algum momento, um detalhe do primeiro encontro.',
      ],
    },
    birthday: {
      title: ['Aniversário', 'Feliz aniversário'],
      theme: [
        'Um encontro de aniversário com a pessoa homenageada no centro de cada etapa.',
        'Pensado para um aniversário especial do início ao fim.',
      ],
      tips: [
        'Ao reservar, avisem que é aniversário.',
        'A pessoa aniversariante tem a última palavra em cada etapa.',
        'Guardem um pequeno presente para o momento mais calmo do encontro.',
      ],
    },
    first_date: {
      title: ['Primeiro encontro', 'Um primeiro encontro'],
      theme: [
        'Um primeiro encontro com etapas fáceis, sem pressão e com muito assunto.',
        'Descontraído o bastante para um primeiro encontro, interessante o bastante para querer um segundo.',
      ],
      tips: [
        'Melhor marcar diretamente na primeira etapa do que ir juntos desde casa.',
        'A primeira etapa deve ser curta: dá sempre para prolongar se tudo correr bem.',
        'Contem a alguém de confiança onde vão estar.',
        'Façam perguntas e ouçam as respostas com atenção.',
      ],
    },
    proposal: {
      title: ['O grande pedido', 'Pedido de casamento', 'O pedido'],
      theme: [
        'Um plano com o momento perfeito para o grande pedido já pensado.',
        'Cada etapa conduz a uma única pergunta.',
      ],
      tips: [
        'Vale a pena visitar o lugar antes e escolher o ponto exato do pedido.',
        'O anel deve ir num bolso onde ninguém mexa sem querer.',
        'Para ter fotos, um amigo discreto por perto resolve.',
        'Se a ajuda dos funcionários for bem-vinda, convém avisar com antecedência.',
      ],
    },
    valentines: {
      title: ['Dia dos Namorados', 'Para o Dia dos Namorados'],
      theme: [
        'Um Dia dos Namorados com mais coração do que lugares-comuns.',
        'O Dia dos Namorados, sem fórmulas prontas.',
      ],
      tips: [
        'Reservem tudo cedo: no Dia dos Namorados as mesas esgotam depressa.',
        'Dispensem o menu especial se preferirem pedir o que gostam mesmo.',
        'Um cartão escrito à mão vale mais do que qualquer coisa comprada.',
      ],
    },
    making_up: {
      title: ['Reconciliação', 'Fazer as pazes'],
      theme: [
        'Um plano simples e tranquilo, com espaço para conversar e tempo para se reencontrarem.',
        'Etapas sem complicações que ajudam a recuperar a ternura.',
      ],
      tips: [
        'Se há um pedido de desculpa a fazer, comecem por aí e depois deixem o encontro fluir.',
        'Ouçam mais do que se explicam.',
        'Telefones guardados e um plano leve.',
      ],
    },
    double_date: {
      title: ['Encontro a quatro', 'Programa a quatro', 'Encontro duplo'],
      theme: [
        'Um encontro a quatro com etapas pensadas para o grupo, onde ninguém fica de fora da conversa.',
        'Feito para dois casais: fácil de dividir e de aproveitar em grupo.',
      ],
      tips: [
        'Reservem para quatro e mandem o plano a todos antes.',
        'Combinem antes como vão dividir a conta.',
        'Misturem os casais à mesa para a conversa fluir.',
      ],
    },
  },
  generalTips: [
    'Confirmem os horários no próprio dia: mudam mais do que parece.',
    'Carreguem o telefone antes de sair.',
    'Escolham calçado bom para caminhar.',
    'Levem algum dinheiro para os lugares pequenos.',
    'Deixem folga entre etapas: os melhores momentos raramente cumprem horários.',
    'Guardem os telefones e aproveitem o momento.',
    'Tenham uma alternativa em mente caso algum lugar esteja cheio.',
  ],
  constraintTips: {
    no_alcohol: 'Nada neste plano depende de beber: todas as etapas funcionam igualmente bem sem álcool.',
    vegetarian:
      'As etapas de comida favorecem lugares com opções vegetarianas de verdade; mencionem na reserva mesmo assim.',
    vegan:
      'As etapas de comida favorecem lugares onde é fácil encontrar pratos veganos; confirmem na reserva.',
    halal:
      'As etapas de comida favorecem lugares onde opções halal são comuns; perguntem pela certificação ao reservar.',
    kosher: 'A oferta kosher varia muito, por isso confirmem a certificação com cada lugar antes de ir.',
    gluten_free:
      'As etapas de comida favorecem cozinhas habituadas a pedidos sem glúten; avisem ao reservar.',
    step_free:
      'As etapas foram escolhidas tendo em conta o acesso sem degraus; liguem antes para confirmar entradas e instalações.',
    indoor: 'Tudo acontece em espaços fechados, por isso o tempo pode fazer o que quiser.',
    quiet: 'O plano dá prioridade a lugares calmos onde se conversa sem levantar a voz.',
    no_crowds: 'Evitamos os lugares mais concorridos; ir cedo ou durante a semana também ajuda.',
    pet_friendly: 'As etapas favorecem lugares que aceitam cães; confirmem antes de levar o cão.',
  },
  dietNotes: {
    vegetarian:
      'Procurem opções vegetarianas de verdade no menu e perguntem se algum outro prato pode ser adaptado.',
    vegan:
      'Perguntem ao reservar quais pratos são totalmente veganos; com aviso prévio, muitas cozinhas conseguem adaptar.',
    halal: 'Perguntem ao reservar se a carne é halal e certificada.',
    kosher: 'Confirmem com o restaurante a certificação kosher antes de ir.',
    gluten_free:
      'Mencionem o glúten ao reservar, para que a cozinha possa orientar e evitar contaminação cruzada.',
  },
  stepFreeNote: 'Liguem antes para confirmar o acesso sem degraus, também nas instalações sanitárias.',
  townTip:
    '{city}: ainda não temos detalhe dos bairros, por isso peçam a alguém de lá uma rua favorita para começar.',
  budgetTip:
    'O plano foi pensado para não passar de {budget}; os preços são aproximados, por isso vejam o menu antes de pedir.',
  alternativeWeather: [
    'Se o tempo mudar, troquem o que é ao ar livre ({outdoor}) por {indoor}.',
    'Plano para a chuva: deixem de lado o que é ao ar livre ({outdoor}) e vão até {indoor}.',
    'Tempo feio? Troquem o que é ao ar livre ({outdoor}) por {indoor} e mantenham o resto.',
  ],
  alternativeQuiet: [
    'Se preferirem algo simples, façam só a primeira etapa ({first}) e deixem o resto para outro dia.',
    'Pouca energia? Comecem pela primeira etapa ({first}) e vejam como se sentem.',
  ],
  indoorIdeas: [
    'um museu que ainda não conhecem',
    'um mercado coberto',
    'um café aconchegante com jogos de tabuleiro',
    'um cinema',
    'uma livraria com café',
  ],
  cannot: {
    replaced: 'Não conseguimos incluir {thing}: {reason}, por isso pusemos {instead} no lugar.',
    dropped: 'Não conseguimos incluir {thing}: {reason}.',
    reasons: {
      closedInWindow: 'não há nada parecido aberto das {start} às {end}',
      overBudget: 'passaria do orçamento de {budget}',
      noRoom: 'não cabia entre as {start} e as {end}',
      indoor: 'é ao ar livre e pediram para ficar em espaços fechados',
      stepFree: 'não tem acesso sem degraus',
      conflicts: 'choca com algo que pediram para evitar',
    },
    budgetTooLow:
      'Mesmo a versão mais simples deste encontro custa cerca de {total}, mais do que o orçamento de {budget}, por isso deixamos tudo o mais em conta possível.',
    sunsetOutside:
      'O pôr do sol será às {time} ({city}), fora do horário escolhido, por isso o plano não conta com ele.',
    shortWindow: 'Das {start} às {end} é pouco tempo para um encontro, por isso incluímos o que coube.',
    unknownPlace: 'Não reconhecemos “{text}” como um lugar, por isso ficou fora do plano.',
  },
  travel: {
    start: 'Ponto de partida',
    walk: '{n} min a pé',
    transit: '{n} min de transporte público',
    taxi: '{n} min de táxi',
  },
  about: 'Cerca de {duration}',
  formatDuration,
  list,
  cost: {
    free: 'Gratuito',
    perPerson: '{range} por pessoa',
    total: '{range} no total',
  },
  captions: {
    understood: 'Entendemos: {items}',
    understoodNothing: 'Sem pedidos específicos: preparamos um encontro clássico',
    checkingWindow: 'Verificamos o que abre das {start} às {end}',
    sunset: '{city}: pôr do sol às {time}',
    localPrices: 'Usamos preços locais ({city}, {currency})',
    sketching: 'Esboçamos as etapas: {n} no total',
    choosing: 'Escolhemos o lugar: {name}',
    timings: 'Calculamos os tempos: cerca de {duration}',
    costs: 'Somamos os custos: {total}',
    checked: 'Verificamos os pedidos: {n} no total',
    adjusted: 'Ajustamos o que não foi possível: {n}',
    writing: 'Escrevemos o plano',
    items: {
      budget: 'orçamento de {budget}',
      window: 'das {start} às {end}',
      length: 'cerca de {duration}',
      avoiding: 'sem {things}',
      day: 'data: {date}',
    },
    occasion: {
      anniversary: 'aniversário do casal',
      birthday: 'aniversário',
      first_date: 'primeiro encontro',
      proposal: 'pedido de casamento',
      valentines: 'Dia dos Namorados',
      making_up: 'reconciliação',
      double_date: 'encontro a quatro',
    },
    constraint: {
      no_alcohol: 'sem álcool',
      vegetarian: 'vegetariano',
      vegan: 'vegano',
      halal: 'halal',
      kosher: 'kosher',
      gluten_free: 'sem glúten',
      step_free: 'sem degraus',
      indoor: 'em espaços fechados',
      quiet: 'tranquilo',
      no_crowds: 'sem multidões',
      pet_friendly: 'aceita animais',
    },
  },
};
