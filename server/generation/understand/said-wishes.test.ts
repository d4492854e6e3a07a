import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import type { DateRequest } from '../request';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const wish = (request: DateRequest, words: string) =>
  request.wanted.find((entry) => entry.span.text.toLowerCase().includes(words.toLowerCase()));
const spans = (request: DateRequest) => request.wanted.map((entry) => entry.span.text.toLowerCase());

describe('wishes found by how they are said', () => {
  it.each([
    // [text, the person's words, kind]
    ['Salento: valle de cocora en la mañana, trucha con patacón al almuerzo', 'valle de cocora', 'park'],
    ['Sábado en Cusco: sacsayhuamán en la mañana, cuy al horno al almuerzo', 'sacsayhuamán', 'historic_site'],
    ['À Lyon samedi : le vieux lyon le matin, une quenelle au déjeuner', 'vieux lyon', 'historic_site'],
    ['Sabato ad Alberobello: i trulli la mattina, orecchiette a pranzo', 'trulli', 'historic_site'],
    ['Denver Saturday: red rocks in the morning, green chile for lunch', 'red rocks', 'historic_site'],
  ])('a list item followed only by a time of day is a place to see: %s', (text, words, kind) => {
    expect(wish(read(text), words)?.kind).toBe(kind);
  });

  it.each([
    ['Sábado en Cusco: sacsayhuamán en la mañana, chiri uchu al almuerzo', 'chiri uchu'],
    ['Matera, sabato: murgia timone la mattina, pane di matera a pranzo', 'pane di matera'],
    ['À Lyon samedi : le vieux lyon le matin, une quenelle au déjeuner', 'quenelle'],
    ['Denver Saturday: red rocks in the morning, green chile for lunch', 'green chile'],
  ])('a thing said for a meal is that meal, not the first item: %s', (text, words) => {
    const request = read(text);
    expect(wish(request, words)?.kind).toBe('lunch');
    expect(request.wanted.filter((entry) => entry.kind === 'lunch')).toHaveLength(1);
  });

  it.each([
    ['Salento el sábado: jugar tejo en la tarde', 'tejo'],
    ['Sábado no Rio: jogar futevôlei em Ipanema e depois uma caipirinha', 'futevôlei'],
    ['Madrid el sábado: probaremos los churros y luego jugar al mus', 'mus'],
  ])('the object of a verb no list knows is a thing to do: %s', (text, words) => {
    const found = wish(read(text), words);
    expect(found?.open).toBe('do');
    expect(found?.span.text.toLowerCase()).toBe(words);
  });

  it('a lone gerund in a list is an activity', () => {
    const request = read('Pokhara with my gf, paragliding from sarangkot early morning then dal bhat');
    expect(wish(request, 'paragliding')?.open).toBe('do');
  });

  it.each([
    ['In Lima almorzaremos ceviche y degustaremos pisco', 'pisco'],
    ['Napoli sabato: assaggeremo la sfogliatella', 'sfogliatella'],
  ])('a conjugated cue verb is read by its stem and never becomes a wish: %s', (text, words) => {
    const request = read(text);
    expect(wish(request, words)).toBeDefined();
    expect(spans(request).some((span) => /degustaremos|assaggeremo/.test(span))).toBe(false);
  });

  it.each([
    [
      'El jueves estamos en Mérida. Queremos cochinita pibil, marquesitas en Paseo de Montejo',
      'Paseo de Montejo',
    ],
    ['Verona il 12 dicembre, poi cena in Piazza delle Erbe', 'Piazza delle Erbe'],
  ])('a head word joins its name through its connector: %s', (text, name) => {
    expect(read(text).namedPlaces.map((named) => named.name)).toContain(name);
  });
});

describe('no ordinary words become wishes (hostile mixtures)', () => {
  it.each([
    [
      'en',
      'i messed up and ruined her day. we are in edinburgh, we don’t drink, my wife hates stairs, budget tight',
      ['messed', 'don', 'wife', 'budget'],
    ],
    [
      'es',
      'quiero llevar a mi enamorada al monasterio el sábado por la tarde, somos re pobres, presupuesto bajo. estamos en arequipa',
      ['enamorada', 'somos', 'presupuesto', 'llevar'],
    ],
    [
      'pt',
      'sexta à noite em porto alegre, churrasco e depois um chopp na cidade baixa, dividindo tudo, uns 150 reais cada',
      ['sexta', 'dividindo'],
    ],
    [
      'pt',
      'eu e a minha esposa estamos no tofo, inhambane. queremos almoçar matapa com caranguejo',
      ['inhambane', 'esposa'],
    ],
    [
      'it',
      'Voglio chiedere a Chiara di sposarmi a Verona. Il balcone di Giulietta è troppo scontato? Poi cena, budget alto',
      ['chiara', 'troppo', 'budget', 'balcone'],
    ],
    ['pt', 'Passeio de escuna em Paraty no sábado, saindo cedo de São Paulo', ['saindo', 'cedo']],
    ['es', 'Sábado en Madrid, viendo el atardecer, churros y el Retiro', ['viendo']],
    ['en', 'Taupō, 2 hours, soak in the hot pools then ice cream', ['soak']],
    ['pt', 'encontro duplo com outro casal em Fortaleza, praia e forró', ['casal']],
    ['it', 'sabato a matera con la mia ragazza, i sassi al tramonto e pane di matera', ['ragazza']],
    [
      'de',
      'hamburg sonntag früh fischmarkt mit fischbrötchen und danach hafenrundfahrt, bin grad pleite',
      ['bin', 'pleite'],
    ],
    [
      'fr',
      'samedi soir à lyon avec ma copine, on ne veut pas manger de viande, petit budget',
      ['copine', 'budget', 'viande'],
    ],
  ])('%s: %s', (_language, text, words) => {
    const wanted = spans(read(text));
    for (const word of words) expect(wanted.filter((span) => span.includes(word))).toEqual([]);
  });

  it.each([
    ['Madrid, no queremos probar callos', 'callos'],
    ['Berlin: wir wollen nicht Currywurst essen, lieber Döner', 'currywurst'],
  ])('a negated verb asks for nothing, whatever language the text is taken for: %s', (text, words) => {
    expect(wish(read(text), words)).toBeUndefined();
  });
});

describe('a known thing lends its cue to its list neighbours whatever words follow it', () => {
  it.each([
    ['samedi à Québec : le vieux-québec, une poutine, pis le traversier vers lévis', 'poutine'],
    ['domingo em Belém: um tacacá, depois o barco até a ilha do combu', 'tacacá'],
    ['a trieste mercoledì: molo audace al tramonto e cena in un buffet con jota e bollito', 'jota'],
    ['Edinburgh saturday: cullen skink and then a walk up to the crags', 'cullen skink'],
  ])('%s', (text, words) => {
    expect(spans(read(text)).some((span) => span.includes(words))).toBe(true);
  });

  it.each([
    [
      'Bristol thursday lunchtime, nothing loud, maybe walk over the suspension bridge and a nice lunch',
      'nothing',
    ],
    ['Sevilla el sábado, nada ruidoso, un paseo por el río hasta el puente y unas tapas', 'nada'],
    ['Lyon samedi midi, rien de bruyant, une balade le long des quais jusqu’au parc et une quenelle', 'rien'],
    ['Torino sabato, niente di rumoroso, una passeggiata lungo il po fino al parco e un gelato', 'niente'],
  ])('what is ruled out is no wish: %s', (text, words) => {
    expect(spans(read(text)).some((span) => span.startsWith(words))).toBe(false);
  });
});

describe('an elided article belongs to the word after it', () => {
  it.each([
    ["Samedi à Paris : un musée l'après-midi, puis dîner à Montmartre", 'musée'],
    ['À Lyon : voir un spectacle l’après-midi', 'spectacle'],
    ["Sabato a Roma: un giro in barca all'alba e poi cena", 'giro in barca'],
  ])('the wish ends before it: %s', (text, words) => {
    expect(spans(read(text))).toContain(words);
  });
});

describe('a hyphenated word is one word, whatever its parts alone would be', () => {
  it.each([
    ['belém do pará, domingo de manhã: ver-o-peso, açaí com peixe frito', 'ver-o-peso'],
    ['Belém, domingo: o ver-o-peso e um açaí', 'ver-o-peso'],
  ])('its verb sees nothing and its "o" joins no list: %s', (text, words) => {
    expect(spans(read(text))).toContain(words);
    expect(spans(read(text))).not.toContain('peso');
  });
});
