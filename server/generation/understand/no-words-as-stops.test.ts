import { beforeAll, describe, expect, it } from 'vitest';
import { planOffline, warmUpPlanner } from '../pipeline';
import type { DateRequest } from '../request';
import { readRequest as read, TEST_NOW } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const names = (request: DateRequest) => request.namedPlaces.map((named) => named.name);
/** Every word that could end up as a stop: named places and the person's words for wishes. */
const stopWords = (request: DateRequest) => [
  ...names(request),
  ...request.wanted.map((entry) => entry.span.text),
  ...(request.outOfTown ?? []).map((town) => town.name),
];

describe('no words become stops', () => {
  it.each([
    // Hostile mixtures: verbs, budget words, people, other cities, artists, exclusions.
    [
      'My girlfriend Hannah loves Hopper, we live in Chicago but are in Boston saturday, budget 100 dollars, not Fenway Park',
      ['Hannah', 'Hopper', 'Chicago', 'Fenway', 'Budget'],
    ],
    [
      'Pensaba en algo en Sevilla. Mi novia Lucía adora a Murillo, vivimos en Málaga. Presupuesto 80 euros, nada de Triana',
      ['Pensaba', 'Lucía', 'Murillo', 'Málaga', 'Presupuesto', 'Triana'],
    ],
    [
      'Je pensais à Bordeaux samedi, ma copine Camille adore Monet, on vient de Toulouse. Budget 90 euros',
      ['pensais', 'Camille', 'Monet', 'Toulouse', 'Budget'],
    ],
    [
      'Pensei em Curitiba no sábado, minha namorada Beatriz ama Portinari, moramos em Londrina. Orçamento 200 reais',
      ['Pensei', 'Beatriz', 'Portinari', 'Londrina', 'Orçamento'],
    ],
    [
      'Ich dachte an Hamburg am Samstag, meine Freundin Lena liebt Nolde, wir wohnen in Bremen. Budget 80 Euro, kein Fleisch',
      ['dachte', 'Lena', 'Nolde', 'Bremen', 'Budget', 'Fleisch'],
    ],
    [
      'Pensavo a Torino sabato, la mia ragazza Giulia adora Caravaggio, abitiamo a Milano. Budget 100 euro',
      ['Pensavo', 'Giulia', 'Caravaggio', 'Milano', 'Budget'],
    ],
  ])('%s', (text, forbidden) => {
    const words = stopWords(read(text)).join(' | ').toLowerCase();
    for (const word of forbidden) expect(words).not.toContain(word.toLowerCase());
  });

  it.each([
    ['Dinner near Fenway Park in Boston on Saturday', 'Fenway Park'],
    ['Santiago: cena en La Piojera el jueves', 'La Piojera'],
    ['Montréal samedi, une poutine à La Banquise', 'La Banquise'],
    ['Palermo, street food e mercato di Ballarò', 'Ballarò'],
  ])('keeps a name the text treats as a place: %s', (text, name) => {
    expect(names(read(text)).join(' | ')).toContain(name.replace(/^La /, ''));
  });
});

describe('no words become stops: people, verbs, homes and everyday nouns', () => {
  it.each([
    // A person's name that is also a city or a word, a sentence-opening verb, a budget word, a home town.
    [
      'Taking Florence out in Manchester tonight, cocktails and tapas. We live in Leeds. Budget 60 pounds',
      ['Taking', 'Florence', 'Leeds', 'Budget'],
    ],
    ['Dinner in Lisbon with Rosa on friday, she loves Pessoa. Budget 80 euros', ['Rosa', 'Pessoa', 'Budget']],
    [
      'Presupuesto: 50 euros. Cena en Valencia el viernes con Rocío, le gusta Sorolla',
      ['Presupuesto', 'Rocío', 'Sorolla'],
    ],
    [
      'Quiero llevar a Paloma a cenar en Sevilla, vivimos en Cádiz. Presupuesto bajo',
      ['Paloma', 'Cádiz', 'Presupuesto'],
    ],
    ['Emmener Chloé à Nice vendredi, pas de musée, elle déteste Picasso', ['Emmener', 'Chloé', 'Picasso']],
    [
      'Dîner à Lyon samedi avec Margaux, elle adore Renoir. Nous habitons Grenoble. Budget 70 euros',
      ['Margaux', 'Renoir', 'Grenoble'],
    ],
    [
      'Jantar em Lisboa com a Inês no sábado, ela adora Amália. Orçamento 60 euros',
      ['Inês', 'Amália', 'Orçamento'],
    ],
    ['Levar a Joana para jantar no Porto, moramos em Braga, sem museus', ['Joana', 'moramos', 'Braga']],
    [
      'Spaziergang und Essen in Köln, wir kommen aus Düsseldorf. Meine Frau Sabine mag keine Kirchen',
      ['Essen', 'Düsseldorf', 'Sabine'],
    ],
    [
      'Abendessen in München am Samstag mit Anna, sie liebt Kandinsky. Budget 100 Euro',
      ['Anna', 'Kandinsky', 'Budget'],
    ],
    [
      'Portare Chiara a Napoli domenica, viviamo a Salerno. Pizza e lungomare',
      ['Portare', 'Chiara', 'viviamo', 'Salerno'],
    ],
    [
      'Cena a Bologna sabato con Francesca, adora Morandi. Budget 80 euro',
      ['Francesca', 'Morandi', 'Budget'],
    ],
    // Written all in lower case: a home town after "from", a person after a verb of taking out.
    [
      "me and rosa in lisbon on friday, she's from faro. dinner and fado, budget 80",
      ['faro', 'rosa', 'budget'],
    ],
    [
      'pensaba llevar a lucía a cenar en sevilla, somos de cádiz, presupuesto 60 euros',
      ['lucía', 'cádiz', 'presupuesto'],
    ],
    [
      'je pensais emmener camille dîner à lyon samedi, on vient de grenoble, budget 70',
      ['camille', 'emmener', 'grenoble'],
    ],
    [
      'pensavo di portare giulia a cena a torino, veniamo da milano, budget 100 euro',
      ['giulia', 'portare', 'milano'],
    ],
    [
      'pensei em levar a beatriz pra jantar em curitiba, somos de londrina, orçamento 200 reais',
      ['levar', 'beatriz', 'londrina'],
    ],
    // A name paired with the speaker is a person, even a city's name.
    ['Paris et moi, on veut dîner à Marseille samedi, pas de bouillabaisse', ['Paris']],
    ['Paris and I want dinner in Rome on saturday', ['Paris']],
    ['Roma e io, cena a Torino sabato', ['Roma']],
    ['Lisboa e eu, um jantar no Porto no sábado', ['Lisboa']],
  ])('%s', (text, forbidden) => {
    const words = stopWords(read(text)).join(' | ').toLowerCase();
    for (const word of forbidden) expect(words).not.toContain(word.toLowerCase());
    const result = planOffline(text, { now: TEST_NOW });
    if ('refused' in result) throw new Error(`refused: ${text}`);
    const stops = result.plan.steps
      .map((step) => `${step.step_title} @ ${step.to_location_name}`)
      .join(' | ');
    for (const word of forbidden) expect(stops.toLowerCase()).not.toContain(word.toLowerCase());
  });

  it.each([
    ['Paris et moi, on veut dîner à Marseille samedi', 'Marseille'],
    ['Paris and I want dinner in Rome on saturday', 'Rome'],
    ['Roma e io, cena a Torino sabato', 'Turin'],
    ['Lisboa e eu, um jantar no Porto no sábado', 'Porto'],
    // Where they come from, said with a verb, is not where they go.
    ['pensavo di portare giulia a cena a torino, veniamo da milano', 'Turin'],
    ['on vient de Toulouse, dîner à Bordeaux samedi', 'Bordeaux'],
  ])('a city paired with the speaker or said as home is not the place: %s', (text, city) => {
    expect(read(text).place.city?.name).toBe(city);
  });

  it.each([
    ['Visiting Tate Modern then dinner in London', 'Tate Modern'],
    ['Portami al Lungomare Caracciolo, Napoli, sabato', 'Lungomare Caracciolo'],
  ])('keeps a name after a sentence-opening verb: %s', (text, name) => {
    expect(names(read(text)).join(' | ')).toContain(name);
  });

  it.each([
    ['Samstag in Düsseldorf, nachmittags ein Ausflug nach Essen', 'Essen'],
    ['Un día en Madrid y luego una escapada a Toledo', 'Toledo'],
  ])('keeps a town the words send them to: %s', (text, town) => {
    expect((read(text).outOfTown ?? []).map((place) => place.name)).toContain(town);
  });

  it.each([
    // "Do Porto" names the wine, not a place to go: the plan had a step titled "Porto", at "Porto".
    ['Porto: almoço e depois uma visita às caves de vinho do Porto', 'Porto'],
    ['Napoli sabato: una pizza napoletana da Napoli vera', 'Naples'],
  ])("never makes the city's own name a place in it: %s", (text, city) => {
    const request = read(text);
    expect(request.place.city?.name).toBe(city);
    expect(names(request).map((name) => name.toLowerCase())).not.toContain(
      text.split(/[ :]/)[0]?.toLowerCase(),
    );
  });
});

describe('no words become stops: the words that close a sequence', () => {
  it.each([
    ['Dinner in Leeds and finally a pint', ['finally'], 'pint'],
    ['Cena en Madrid y para terminar una copa', ['terminar'], 'copa'],
    ['Dîner à Lyon et pour finir un verre', ['finir'], 'verre'],
    ['Cena a Roma e per finire un gelato', ['finire'], 'gelato'],
    ['Jantar em Lisboa e para terminar um copo de vinho', ['terminar'], 'vinho'],
    ['Abendessen in Hamburg und zum Schluss ein Bier', ['Schluss'], 'Bier'],
  ])('%s: the wish is the thing, not the word that says it comes last', (text, closers, thing) => {
    const words = stopWords(read(text));
    for (const closer of closers) expect(words.join(' | ')).not.toContain(closer);
    expect(words.join(' | ')).toContain(thing);
  });
});

describe('no words become stops: the words that say "so"', () => {
  it.each([
    [
      "la nuit à Lyon, la Fête des Lumières c'est pas encore, donc un bouchon et un bar à jazz",
      'donc',
      'bouchon',
    ],
    ['Roma sabato sera, siamo stanchi, quindi una cena tranquilla e allora un gelato', 'allora', 'gelato'],
    [
      'Lisboa no sábado, estamos cansados, portanto um jantar calmo e um pastel de nata',
      'portanto',
      'pastel',
    ],
    [
      'Hamburg am Samstag, wir sind müde, also ein ruhiges Abendessen und deshalb früh nach Hause',
      'also',
      'Abendessen',
    ],
    ["Leeds on saturday, we're tired so a quiet dinner and therefore an early night", 'therefore', 'dinner'],
  ])('%s: "%s" opens what follows, it is no wish', (text, word, thing) => {
    const words = stopWords(read(text));
    expect(words.map((each) => each.toLowerCase())).not.toContain(word);
    expect(words.join(' | ')).toContain(thing);
  });
});

describe('no words become stops: a part of the day after "at"', () => {
  it.each([
    ['drinks at dusk in Lisbon then dinner', 'dusk'],
    ['cocktails at sundown in miami', 'sundown'],
    ['cena al anochecer en cádiz', 'anochecer'],
    ['a beer at midnight in berlin', 'midnight'],
  ])('%s: "%s" is when, not where', (text, word) => {
    expect(names(read(text)).map((name) => name.toLowerCase())).not.toContain(word);
  });
});

describe('the date’s own city is no wish', () => {
  it.each([
    ['a walk up arthurs seat then coffee, edinburgh', 'edinburgh'],
    ['la sagrada familia y luego tapas, barcelona', 'barcelona'],
  ])('written after a landmark placed the date: %s', (text, city) => {
    expect(stopWords(read(text)).map((words) => words.toLowerCase())).not.toContain(city);
  });
});
