import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import type { DateRequest } from '../request';
import { readRequest as read } from './read-for-tests';
import { familyOf } from '../kinds/kind-ids';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const wish = (request: DateRequest, words: string) =>
  request.wanted.find((entry) => entry.span.text.toLowerCase().includes(words.toLowerCase()));

describe('open vocabulary: wishes kept in the person’s words', () => {
  it.each([
    // [text, the person's words, host kind]
    ['In Durban we want to eat bunny chow and see the harbour', 'bunny chow', 'restaurant'],
    ['Cape Town, a plate of bobotie for lunch then a walk', 'bobotie', 'lunch'],
    ['Tallinn: we would love to try kiluvõileib somewhere cosy', 'kiluvõileib', 'restaurant'],
    ['En Bogotá queremos comer ajiaco santafereño y luego un café', 'ajiaco santafereño', 'restaurant'],
    ['Sábado en Sucre, probar chairo de almuerzo', 'chairo', 'lunch'],
    ['À Nantes, on veut manger du kig ha farz puis voir la mer', 'kig ha farz', 'restaurant'],
    ['Em Belém queremos comer tacacá no almoço', 'tacacá', 'lunch'],
    ['In Leipzig möchten wir Leipziger Allerlei essen', 'Leipziger Allerlei', 'restaurant'],
    ['A Bologna vorremmo mangiare crescentine e poi un gelato', 'crescentine', 'restaurant'],
  ])('%s → "%s" (%s)', (text, words, kind) => {
    const found = wish(read(text), words);
    expect(found?.span.text).toContain(words);
    expect(found?.kind).toBe(kind);
  });

  it.each([
    'Savannah: a horse carriage ride through the squares',
    'Bruges, a boat ride along the canals',
    'Lisbon, a tram ride past the old town',
  ])('never takes a preposition after a doing verb for the thing wanted: %s', (text) => {
    const words = read(text).wanted.map((entry) => entry.span.text.toLowerCase());
    expect(words).not.toContain('through');
    expect(words).not.toContain('along');
    expect(words).not.toContain('past');
  });

  it('keeps list items beside a known dish, hosted as food', () => {
    const request = read('Ciudad de México el domingo: tacos, esquites y tepache');
    expect(wish(request, 'esquites')?.open).toBe('eat');
    expect(wish(request, 'tepache')).toBeDefined();
  });

  it.each([
    ['Lisbon, we want to eat pastéis de nata by the river', 'pastéis de nata', 'pastry'],
    ['Lima, probar causa limeña de almuerzo', 'causa limeña', 'peruvian'],
    ['Rennes, manger une galette saucisse', 'galette saucisse', 'crepes'],
  ])('maps a known thing to its kind, in the words the person used: %s', (text, words, kind) => {
    const found = wish(read(text), words);
    expect(found?.span.text).toContain(words);
    expect(found?.kind).toBe(kind);
    expect(found?.open).toBeUndefined();
  });

  it('makes a generic meal the dish asked beside it', () => {
    const request = read('Dinner in Tbilisi, we want to try chkmeruli');
    expect(request.wanted.filter((entry) => entry.kind === 'dinner')).toHaveLength(1);
    expect(wish(request, 'chkmeruli')?.kind).toBe('dinner');
  });

  it('keeps a drink as a bar, or a café when the person does not drink', () => {
    expect(wish(read('Santiago, we want to drink a terremoto'), 'terremoto')?.kind).toBe('bar');
    expect(wish(read('Santiago, no alcohol, we want to drink mote con huesillo'), 'mote')?.kind).toBe('cafe');
  });

  it.each([
    ['Boston, we do not want to eat lobster rolls, just a walk', 'lobster'],
    ['Roma, non vogliamo mangiare trippa', 'trippa'],
    ['Madrid, no queremos probar callos', 'callos'],
  ])('keeps no negated wish: %s', (text, words) => {
    expect(wish(read(text), words)).toBeUndefined();
  });

  it.each([
    'Plan something fun in Berlin tomorrow evening, we want to do something nice',
    'Quiero ver qué hay en Sevilla esta noche',
    'On veut faire un truc sympa à Lille ce soir',
  ])('takes no small words for wishes: %s', (text) => {
    expect(read(text).wanted.filter((entry) => entry.open)).toEqual([]);
  });
});

describe('a meal said with a known dish is that dish’s', () => {
  it.each([
    [
      'a whole day in Barcelona: Sagrada Familia, paella lunch, the beach, then vermouth',
      'paella',
      'vermouth',
    ],
    ['Napoli: pizza dinner, a walk, then limoncello', 'pizza', 'limoncello'],
  ])('%s', (text, dish, after) => {
    const request = read(text);
    expect(wish(request, dish)).toBeDefined();
    // What comes later in the list is not that meal.
    expect(wish(request, after)?.kind).toBeDefined();
    expect(['lunch', 'dinner']).not.toContain(wish(request, after)?.kind);
  });
});

describe('a known thing named more closely keeps the person’s whole phrase', () => {
  it.each([
    ['taking her for fresh palm wine in enugu this friday', 'palm wine', 'wine_bar'],
    ['lobster roll in portland maine on saturday', 'lobster roll', 'seafood'],
    ['ce soir à Strasbourg, un vin chaud au marché de Noël', 'vin chaud', 'wine_bar'],
    ['stasera a Como, pesce persico e poi un gelato', 'pesce persico', 'seafood'],
    ['amanhã em Belém, um tacacá e depois açaí batido', 'açaí batido', 'dessert'],
  ])('%s → "%s" (%s)', (text, words, kind) => {
    const request = read(text);
    const found = wish(request, words);
    expect(found?.span.text).toBe(words);
    expect(found?.kind).toBe(kind);
    // A word already said for one thing is never taken by its neighbour ("persico sul lago").
    const spans = request.wanted.map((entry) => entry.span).sort((a, b) => a.start - b.start);
    spans.slice(1).forEach((span, index) => expect(span.start).toBeGreaterThanOrEqual(spans[index]!.end));
  });
});

describe('what is around a wish but not the wish itself', () => {
  it.each([
    ['our anniversary in edinburgh, she loves whisky and a walk', 'whisky'],
    ['in York he really enjoys craft beer after a walk', 'craft beer'],
  ])('an English verb before a known thing is not part of its name: %s', (text, words) => {
    expect(wish(read(text), words)?.span.text).toBe(words);
  });

  it.each([
    ['plan en salento (quindío, no italia): valle de cocora, trucha con patacón', 'quindío'],
    ['date in portland (maine): lobster roll, a walk on the pier', 'maine'],
    ['soirée à Québec (Canada) : une poutine, le traversier', 'canada'],
  ])('a region written in brackets after the city is an address, never a wish: %s', (text, region) => {
    expect(wish(read(text), region)).toBeUndefined();
  });
});

describe('prepositions are small words in every language, never a wish', () => {
  it.each([
    ['Morgen in Wien: Sachertorte, dann durch den Prater spazieren', 'durch'],
    ['En Sevilla, tapas y luego pasear cerca de la catedral', 'cerca'],
    ['A Torino, passeggiare lungo il Po e poi un bicerin', 'lungo'],
    ['Em Lisboa, caminhar perto do rio e depois pastéis', 'perto'],
    ['À Lyon, flâner près des quais puis des quenelles', 'près'],
  ])('%s (no "%s")', (text, word) => {
    // Never in a wish; only inside a walk along water ("passeggiare lungo il Po") does it link the
    // walk to where it goes, in the person's words, and even there it is never the wish's edge.
    for (const entry of read(text).wanted) {
      const words = entry.span.text.toLowerCase().split(/\s+/);
      const edges = [words[0], words.at(-1)];
      expect(entry.kind === 'riverside_walk' ? edges : words).not.toContain(word);
    }
  });
});

describe('a noun that could be a verb still names the thing', () => {
  it.each([
    ['pondy on saturday: the french quarter and some good filter coffee', 'filter coffee'],
    ['winnipeg friday, indoors: the forks market and perogies', 'forks market'],
  ])('%s → "%s"', (text, words) => {
    expect(wish(read(text), words)?.span.text.toLowerCase()).toContain(words);
  });
});

describe('a country or region is never a wish', () => {
  it.each([
    'A sunset walk in Stone Town then dinner, Tanzania',
    'Cena y paseo, Portugal',
    'Abendessen und Spaziergang, Toskana',
  ])('%s', (text) => {
    const words = read(text)
      .wanted.map((entry) => entry.span.text)
      .join(' | ');
    expect(words).not.toMatch(/Tanzania|Portugal|Toskana/);
  });
});

describe('what comes after a word of sequence', () => {
  it.each([
    'London: dinner and then the river',
    'Madrid: cena y después el río',
    'Paris : dîner puis la Seine',
    'Berlin: Abendessen und dann der Fluss',
    'Roma: cena e poi il fiume',
    'Lisboa: jantar e depois o rio',
  ])('%s: the next place, never what the dinner before it serves', (text) => {
    const wanted = read(text).wanted;
    const dinner = wanted.find((entry) => entry.kind === 'dinner');
    expect(dinner?.open).toBeUndefined();
    expect(wanted.length).toBe(2);
    expect(wanted.every((entry) => entry.open !== 'eat')).toBe(true);
  });
});

describe('a compound headed by a word that is also a quality or an act', () => {
  it.each([
    ['in Cusco tonight, we want pisco sours', 'pisco sours'],
    ['Chicago tonight, she loves whiskey sours', 'whiskey sours'],
    ['Cusco tonight. We want a pisco sour', 'pisco sour'],
  ])('%s → "%s"', (text, words) => {
    expect(wish(read(text), words)?.span.text).toBe(words);
  });

  it.each(['we want something quiet in Lisbon tonight', 'we want it cheap in Lisbon tonight'])(
    'still reads a quality alone as no thing: %s',
    (text) => {
      expect(read(text).wanted.map((entry) => entry.span.text)).not.toContain('quiet');
      expect(read(text).wanted.map((entry) => entry.span.text)).not.toContain('cheap');
    },
  );
});

describe('a dish or a drink another language’s lexicon knows', () => {
  it.each([
    ['Cusco tonight, we want pisco sours', 'pisco sours', 'drinks'],
    ['Rio tonight, we want caipirinhas and pão de queijo', 'caipirinhas', 'drinks'],
    ['Rio tonight, we want caipirinhas and pão de queijo', 'pão de queijo', 'meal'],
  ])('%s → "%s" is hosted by its own family (%s)', (text, words, family) => {
    const found = wish(read(text), words);
    expect(found?.span.text).toBe(words);
    expect(found?.open).toBeUndefined();
    expect(familyOf(found!.kind)).toBe(family);
  });
});

describe('an item closed by an aside', () => {
  it.each([
    ['in Cusco tonight. pisco sours for sure.', 'pisco sours'],
    ['Madrid esta noche. Churros con chocolate, por favor.', 'Churros con chocolate'],
    ['Lisboa hoje à noite. Bifanas, claro.', 'Bifanas'],
    ['Roma stasera. Supplì, ovviamente.', 'Supplì'],
  ])('%s → "%s"', (text, words) => {
    expect(wish(read(text), words)?.span.text).toBe(words);
  });
});

describe('a town’s name opening a dish’s', () => {
  it.each([
    ['Stone Town tonight, we want Zanzibar pizza', 'Zanzibar pizza'],
    ['Stone Town tonight: Zanzibar pizza and sugarcane juice', 'Zanzibar pizza'],
    ['Wien, wir möchten ein Wiener Schnitzel essen', 'Wiener Schnitzel'],
    ['In Stone Town, the Forodhani night food market — Zanzibar pizza', 'Zanzibar pizza'],
  ])('%s → "%s"', (text, words) => {
    expect(wish(read(text), words)?.span.text).toContain(words);
  });

  it('is still no dish before an article: Roma stasera, vorrei portare Chiara a una cena', () => {
    expect(
      read('Roma stasera, vorrei portare Chiara a una cena').wanted.map((w) => w.span.text),
    ).not.toContain('Chiara');
  });
  it.each([
    ['Wir wollen am Sonntag in Hamburg brunchen, danach ins Musical', 'brunchen'],
    ['Am Samstag in Berlin frühstücken und spazieren', 'frühstücken'],
    ['Une soirée à Lyon un bouchon et un verre de vin', 'bouchon'],
  ])('is where, not the dish, after a word of place or before a German verb: %s', (text, words) => {
    const spans = read(text).wanted.map((w) => w.span.text);
    expect(spans.some((span) => span.includes(words))).toBe(true);
    expect(spans.filter((span) => /Hamburg|Berlin|Lyon/u.test(span))).toEqual([]);
  });
});

describe('music of any kind is heard live', () => {
  it.each([
    [
      "my wife and I are in Edinburgh next Friday, we'd love a whisky tasting, a hearty dinner and maybe some live folk music after",
      'live folk music',
    ],
    ['Buenos Aires: cena y música folklórica', 'música folklórica'],
    ['Musik und Abendessen in Wien', 'Musik'],
  ])('%s → live music, "%s"', (text, words) => {
    const music = read(text).wanted.find((wish) => wish.kind === 'live_music');
    expect(music?.span.text).toBe(words);
  });

  it('is never a musical by a shared stem: "folk music" is no show of that name', () => {
    expect(read('folk music in Edinburgh').wanted.map((wish) => wish.kind)).not.toContain('musical');
    expect(read('a musical in London').wanted.map((wish) => wish.kind)).toEqual(['musical']);
  });
});

describe('a thing to eat said in turn with a meal of its own', () => {
  it.each([
    ['some Belgian beer and frites, then a nice dinner, Ghent', 'frites'],
    ['we want to eat frites, then a nice dinner, Brussels', 'frites'],
  ])('is a bite beside the meal, not the meal: %s', (text, words) => {
    const wanted = read(text).wanted;
    expect(wanted.find((wish) => wish.span.text === words)?.kind).toBe('street_food');
    expect(wanted.map((wish) => wish.kind)).toContain('dinner');
  });

  it('is the meal when said after it, where "então" means "so": "jantar… então chanfana"', () => {
    const wanted = read('sexta à noite em coimbra: fado e jantar… francesinha? não. então chanfana').wanted;
    expect(wanted.find((wish) => wish.span.text.includes('chanfana'))?.kind).not.toBe('street_food');
  });

  it('is still the meal when said with it and no word of sequence: "Dinner in Porto, we want francesinha"', () => {
    expect(
      read('Dinner in Porto, we want francesinha').wanted.filter((wish) => wish.kind === 'restaurant'),
    ).toEqual([]);
  });
});
