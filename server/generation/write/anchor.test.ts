import { describe, expect, it } from 'vitest';
import { Random } from '../compose/random';
import type { Language } from '../request';
import {
  anchorAdvice,
  anchorProse,
  atArea,
  dayPartAt,
  saysAny,
  sceneDayPart,
  type StepAdvice,
} from './anchor';

const ADVICE: StepAdvice = {
  activities: ['Order a few dishes to share', 'Ask what goes best with ramen', 'Trade stories'],
  ambiance: 'Soft chatter and the clink of glasses.',
  booking: 'Walk-ins are usually fine.',
  tips: 'Go a little off-peak.',
};
const FACTS = { area: 'Kreuzberg', name: '', start: '19:30', end: '21:00', startMinutes: 1170 };

/** Each language's booking advice as six seeds lead it, with an area to name and without. */
function ledBookings(byLanguage: Partial<Record<Language, string>>): string[] {
  return (Object.entries(byLanguage) as [Language, string][]).flatMap(([language, booking]) =>
    [FACTS, { ...FACTS, area: '' }].flatMap((facts) =>
      ['a', 'b', 'c', 'd', 'e', 'f'].map(
        (seed) => anchorAdvice({ ...ADVICE, booking }, facts, language, new Random(seed)).booking,
      ),
    ),
  );
}

describe('anchorAdvice: general advice tied to the stop’s own facts', () => {
  it('ties every sentence of a step to its start, end, area or part of the day', () => {
    const out = anchorAdvice(ADVICE, FACTS, 'en', new Random('seed'));
    // In a neighbourhood the hours say where too: 7:30 PM alone is the hour of half the dinners anywhere.
    expect(out.activities[0]).toMatch(
      /19:30.*Kreuzberg.*, order a few dishes to share$|Kreuzberg at 19:30, order/,
    );
    expect(out.activities[1]).toMatch(/21:00.*, ask what goes best with ramen$/);
    expect(out.activities[1]).toContain('Kreuzberg');
    expect(out.activities[2]).toMatch(/in Kreuzberg, trade stories$/);
    expect(out.ambiance).toBe('Kreuzberg in the evening: soft chatter and the clink of glasses.');
    expect(out.booking).toMatch(/19:30 in Kreuzberg[:,] walk-ins are usually fine\.$/);
    expect(out.tips).toMatch(/Kreuzberg, go a little off-peak\.$/);
  });

  it('says the stops before and after it first: many dates share an area and an hour, few their neighbours', () => {
    const facts = { ...FACTS, prev: 'a museum', next: 'a riverside walk' };
    const out = anchorAdvice(ADVICE, facts, 'en', new Random('seed'));
    // The first hour says the district with the stop before: a town's favourite district has many dinners.
    expect(out.activities[0]).toBe('After a museum, from 19:30 in Kreuzberg, order a few dishes to share');
    expect(out.activities[1]).toBe(
      'Before 21:00, with a riverside walk still to come, ask what goes best with ramen',
    );
    const de = anchorAdvice(
      ADVICE,
      { ...facts, prev: 'ein Museum', next: 'ein Uferweg' },
      'de',
      new Random('s'),
    );
    expect(de.activities[0]).toMatch(/^Ab 19:30 Uhr in Kreuzberg \(davor: ein Museum\): /);
    expect(de.activities[1]).toMatch(/^Bis 21:00 Uhr, danach wartet ein Uferweg: /);
    // A named place's tip says the name with a stop around it: many dates get the same landmark.
    const named = anchorAdvice(ADVICE, { ...facts, name: 'Swiss Chuchi' }, 'en', new Random('seed'));
    expect(named.tips).toMatch(
      /^At Swiss Chuchi, (after a museum|with a riverside walk to come), go a little/,
    );
    // The first stop has none before it, the last none after: the hours and the area are said instead.
    const first = anchorAdvice(ADVICE, { ...FACTS, next: 'a bar' }, 'en', new Random('seed'));
    expect(first.activities[0]).toContain('Kreuzberg');
    expect(first.activities[1]).toContain('with a bar still to come');
  });

  it('ties a sentence that says only the town or a landmark to the hours and the stops around it', () => {
    const town = { ...FACTS, area: 'Leipzig', town: 'Leipzig', prev: 'ein Café' };
    const de = anchorAdvice(
      { ...ADVICE, activities: ['Sucht den schönsten Blick auf Leipzig'] },
      town,
      'de',
      new Random('s'),
    );
    expect(de.activities[0]).toMatch(/19:30.*ein Café.*Sucht den schönsten Blick auf Leipzig$/);
    const it = anchorAdvice(
      { ...ADVICE, tips: 'Qui a Torino, prendete qualche tovagliolo in più.' },
      { ...town, area: 'Torino', town: 'Torino', prev: 'un museo' },
      'it',
      new Random('s'),
    );
    expect(it.tips).toMatch(/19:30.*un museo/);
    const landmark = { ...FACTS, area: '', name: 'Madrid Río', landmark: true, prev: 'una taberna' };
    const es = anchorAdvice(
      { ...ADVICE, activities: ['Madrid Río: busca el detalle por el que volverías'] },
      landmark,
      'es',
      new Random('s'),
    );
    expect(es.activities[0]).toMatch(/^A las 19:30, después de una taberna, Madrid Río: busca/);
    const en = anchorAdvice(
      { ...ADVICE, activities: ['At Tate Modern, pick one piece each'] },
      { ...landmark, name: 'Tate Modern', prev: 'a pub' },
      'en',
      new Random('s'),
    );
    expect(en.activities[0]).toMatch(/^After a pub, from 19:30, at Tate Modern/);
    // Each activity keeps its own slot: the first says the start, the second the end, never both the same.
    const first = anchorAdvice(
      { ...ADVICE, activities: ['Find the best view of Leipzig', 'Walk'] },
      { ...FACTS, area: 'Leipzig', town: 'Leipzig', next: 'a bowling alley' },
      'en',
      new Random('s'),
    );
    expect(first.activities[0]).toMatch(/19:30/);
    expect(first.activities[1]).toMatch(/21:00/);
  });

  it('opens the ambiance of a stop in a town with no district, or at a landmark, with the stop around it', () => {
    const near = { ...FACTS, area: 'Kreuzberg', town: 'Kreuzberg', prev: 'a museum' };
    expect(anchorAdvice(ADVICE, near, 'en', new Random('s')).ambiance).toBe(
      'Kreuzberg after a museum: soft chatter and the clink of glasses.',
    );
    expect(anchorAdvice(ADVICE, { ...near, prev: 'un museo' }, 'es', new Random('s')).ambiance).toMatch(
      /^Kreuzberg después de un museo: /,
    );
    expect(
      anchorAdvice(ADVICE, { ...FACTS, landmark: true, name: 'X', next: 'un bar' }, 'it', new Random('s'))
        .ambiance,
    ).toMatch(/^Kreuzberg prima di un bar: /);
    expect(
      anchorAdvice(ADVICE, { ...near, prev: undefined, next: 'ein Park' }, 'de', new Random('s')).ambiance,
    ).toMatch(/^Kreuzberg, danach ein Park: /);
  });

  it('starts the ambiance with a capital when the area is written with its article, in three languages', () => {
    const facts = { ...FACTS, area: 'the Grassmarket' };
    expect(anchorAdvice(ADVICE, facts, 'en', new Random('seed')).ambiance).toMatch(
      /^The Grassmarket in the evening: soft chatter/,
    );
    const es = { ...ADVICE, ambiance: 'Mesas largas y charla.' };
    expect(anchorAdvice(es, { ...FACTS, area: 'el Centro' }, 'es', new Random('seed')).ambiance).toMatch(
      /^El Centro /,
    );
    const fr = { ...ADVICE, ambiance: 'Des tables serrées et des rires.' };
    expect(anchorAdvice(fr, { ...FACTS, area: 'le Marais' }, 'fr', new Random('seed')).ambiance).toMatch(
      /^Le Marais /,
    );
  });

  it('is the same for the same seed', () => {
    expect(anchorAdvice(ADVICE, FACTS, 'es', new Random('a'))).toEqual(
      anchorAdvice(ADVICE, FACTS, 'es', new Random('a')),
    );
  });

  it('keeps German capitals after its colon, and names a place by its name when it has one', () => {
    const out = anchorAdvice(
      { ...ADVICE, activities: ['Bestellt zwei Gerichte'], tips: 'Schaut euch die Karte an.' },
      { ...FACTS, area: '', name: 'Schneider Bräuhaus' },
      'de',
      new Random('seed'),
    );
    expect(out.activities[0]).toMatch(/19:30 Uhr: Bestellt zwei Gerichte$/);
    expect(out.ambiance).toMatch(/^Schneider Bräuhaus am Abend: Soft chatter/);
    expect(out.tips).toMatch(/^(Stichwort )?Schneider Bräuhaus: Schaut euch die Karte an\.$/);
  });

  it('says "au Marais" in French and leaves a sentence that already names a fact alone', () => {
    const out = anchorAdvice(
      { ...ADVICE, activities: ['Flânez', 'Flânez', 'Flânez'], tips: 'Le Marais se visite à pied.' },
      { ...FACTS, area: 'Le Marais' },
      'fr',
      new Random('seed'),
    );
    expect(out.activities[2]).toMatch(/au Marais, flânez$/);
    expect(out.tips).toBe('Le Marais se visite à pied.');
  });

  it('leaves a sentence alone when the stop has no fact to tie it to, and keeps one activity only', () => {
    const out = anchorAdvice(
      ADVICE,
      { area: '', name: '', start: '', end: '', startMinutes: 600 },
      'it',
      new Random('s'),
    );
    expect(out).toEqual({ ...ADVICE, activities: [ADVICE.activities[0]] });
  });

  it('leaves out an activity no fact could be tied to, in every language', () => {
    for (const language of ['en', 'es', 'de'] as const) {
      const out = anchorAdvice(ADVICE, { ...FACTS, area: '' }, language, new Random('seed'));
      expect(out.activities).toHaveLength(2);
      expect(out.activities.every((text) => /19:30|21:00/.test(text))).toBe(true);
    }
  });

  it('never leads booking advice with a condition: the advice may be no clause ("Free and open to all")', () => {
    const fragments = {
      en: 'Free and open to all; just check whether gates close at a set time.',
      es: 'Gratis y abierto a todos; solo comprueba si las puertas cierran a una hora fija.',
      fr: 'Gratuit et ouvert à tous ; vérifiez seulement l’heure de fermeture des grilles.',
      pt: 'Grátis e aberto a todos; só confirmem se os portões fecham a uma hora fixa.',
      de: 'Kostenlos und für alle offen; prüft nur, ob die Tore zu einer festen Zeit schließen.',
      it: 'Gratis e aperto a tutti; controllate solo se i cancelli chiudono a un’ora fissa.',
    };
    for (const booking of ledBookings(fragments)) {
      expect(booking).toContain('19:30');
      expect(booking).not.toMatch(/^(?:If|Si|Se|Wenn|Falls)\b/u);
    }
  });

  it('leads booking advice with a colon of its own with a comma, never a second colon', () => {
    const colons = {
      en: 'Nothing to book: just check the opening hours on the day.',
      es: 'No hace falta reservar: solo mira el horario del día.',
      fr: 'Les petites adresses ont leurs propres horaires : vérifiez avant de partir.',
      pt: 'Não é preciso reservar: vejam só o horário do dia.',
      it: 'I posti piccoli hanno orari tutti loro: controllate prima di uscire.',
    };
    for (const booking of ledBookings(colons)) {
      expect(booking).toContain('19:30');
      expect(booking.match(/:\s/gu), booking).toHaveLength(1);
    }
  });

  it('sets an evening scene after dark at night: "Triana de noche" at 20:35 in November, dusk in June', () => {
    expect(sceneDayPart(20 * 60 + 35, 18 * 60 + 8)).toBe('night');
    expect(sceneDayPart(20 * 60 + 35, 21 * 60 + 45)).toBe('evening');
    expect(sceneDayPart(18 * 60 + 30, 18 * 60 + 8)).toBe('evening');
    expect(sceneDayPart(15 * 60, 14 * 60)).toBe('afternoon');
    expect(sceneDayPart(20 * 60 + 35, null)).toBe('evening');
    const facts = { ...FACTS, area: 'Triana', start: '20:35', startMinutes: 20 * 60 + 35 };
    const november = anchorAdvice(ADVICE, { ...facts, sunset: 18 * 60 + 8 }, 'es', new Random('s'));
    expect(november.ambiance).toMatch(/^Triana de noche: /);
    const june = anchorAdvice(ADVICE, { ...facts, sunset: 21 * 60 + 45 }, 'es', new Random('s'));
    expect(june.ambiance).toMatch(/^Triana al caer la tarde: /);
  });

  it('sets the scene of a stop with no place to name by the stop around it, in its own case', () => {
    const unplaced = { area: '', name: '', start: '19:30', end: '21:00', startMinutes: 1170 };
    const en = anchorAdvice(ADVICE, { ...unplaced, prev: 'a museum' }, 'en', new Random('s'));
    expect(en.ambiance).toBe('After a museum: soft chatter and the clink of glasses.');
    const de = anchorAdvice(
      { ...ADVICE, ambiance: 'Leises Plaudern und klingende Gläser.' },
      { ...unplaced, next: 'ein Kino' },
      'de',
      new Random('s'),
    );
    expect(de.ambiance).toBe('Ein Kino wartet noch: Leises Plaudern und klingende Gläser.');
    // An ambiance with a colon of its own takes no second one.
    const colon = { ...ADVICE, ambiance: 'Relaxed and generous: nobody hurries you out.' };
    expect(anchorAdvice(colon, { ...unplaced, prev: 'a museum' }, 'en', new Random('s')).ambiance).toBe(
      colon.ambiance,
    );
  });

  it('goes on in lower case after a lead, but for English "I" and German nouns', () => {
    const italian = anchorAdvice(
      { ...ADVICE, booking: 'I posti più amati spesso non prendono prenotazioni.' },
      FACTS,
      'it',
      new Random('s'),
    );
    expect(italian.booking).toMatch(/19:30.*[:,] i posti più amati/u);
    const english = anchorAdvice(
      { ...ADVICE, booking: 'I would book a day ahead.' },
      FACTS,
      'en',
      new Random('s'),
    );
    expect(english.booking).toMatch(/19:30.*[:,] I would book/u);
  });

  it('knows the part of the day from the clock', () => {
    expect([480, 780, 1170, 1350, 1500].map(dayPartAt)).toEqual([
      'morning',
      'afternoon',
      'evening',
      'night',
      'night',
    ]);
  });
});

describe('anchorProse: a general sentence of a description or a date tip is said about this date', () => {
  it('opens each fact-less sentence with the next opening, once each, and leaves the rest', () => {
    const says = saysAny('Kreuzberg');
    expect(
      anchorProse(
        'A dinner in Kreuzberg. Take your time. Order the special! Stay late.',
        ['Between 7:30 and 9:00 PM,', 'Kreuzberg in the evening:'],
        says,
        'en',
        ['Kreuzberg'],
      ),
    ).toBe(
      'A dinner in Kreuzberg. Between 7:30 and 9:00 PM, take your time. Kreuzberg in the evening: order the special! Stay late.',
    );
  });

  it('keeps the capital after a German opening', () => {
    expect(anchorProse('Nehmt euch Zeit.', ['Von 19:00 bis 21:00 Uhr:'], saysAny(), 'de', [])).toBe(
      'Von 19:00 bis 21:00 Uhr: Nehmt euch Zeit.',
    );
  });

  it('does not end a sentence at a date’s ordinal, nor stack a second heading on a sentence with a colon', () => {
    expect(
      anchorProse(
        'Reserviert früh: Am 14. Februar sind Tische weg.',
        ['Von 10 bis 14 Uhr:'],
        saysAny(),
        'de',
        [],
      ),
    ).toBe('Reserviert früh: Am 14. Februar sind Tische weg.');
  });

  it('gives a sentence with a colon only an opening that ends in a comma', () => {
    expect(
      anchorProse(
        'For the anniversary: a plan. Give it your attention: phones away.',
        ['For your evening in Rome:', 'Between 8 and 10 PM,'],
        saysAny(),
        'en',
        [],
      ),
    ).toBe('Between 8 and 10 PM, for the anniversary: a plan. Give it your attention: phones away.');
  });
});

describe('anchorProse without untied sentences: a description says only what belongs to its stop', () => {
  it('leaves out a sentence no opening was left for, in English, Spanish and Italian', () => {
    expect(anchorProse('Good food. Good talk.', ['Between 7 and 9 PM,'], saysAny(), 'en', [], false)).toBe(
      'Between 7 and 9 PM, good food.',
    );
    expect(
      anchorProse(
        'Buena comida. Mucha charla. En Triana, claro.',
        ['Entre las 19 y las 21,'],
        saysAny('Triana'),
        'es',
        [],
        false,
      ),
    ).toBe('Entre las 19 y las 21, buena comida. En Triana, claro.');
    expect(anchorProse('Buon cibo. Tanta chiacchiera.', [], saysAny(), 'it', [], false)).toBe('Buon cibo.');
  });

  it('says the hours once: after the hours open one sentence, the next does not take them inline', () => {
    expect(
      anchorProse(
        'First: one thing. Then: another.',
        ['Soho after a museum: ', 'From 4 to 5 PM, '],
        saysAny(),
        'en',
        [],
        false,
        'from 4 to 5 PM',
      ),
    ).toBe('From 4 to 5 PM, first: one thing.');
    expect(
      anchorProse(
        'Beim Gehen kommen die besten Gespräche. Das Ziel: ein Altstadtbummel.',
        ['Von 16:05 bis 17:20 Uhr: '],
        saysAny(),
        'de',
        [],
        false,
        'von 16:05 bis 17:20 Uhr',
      ),
    ).toBe('Von 16:05 bis 17:20 Uhr: Beim Gehen kommen die besten Gespräche.');
  });

  it('ends a sentence at a clock: what follows "at 17:12." is tied or left out on its own', () => {
    const says = saysAny('17:12', '16:40', '6:20 PM');
    expect(
      anchorProse('Estad allí a las 17:12. Ver ponerse el sol nunca cansa.', [], says, 'es', [], false),
    ).toBe('Estad allí a las 17:12.');
    expect(
      anchorProse(
        'Tramonto alle 16:40. Difficile trovare di meglio.',
        ['Dopo un caffè,'],
        says,
        'it',
        [],
        false,
      ),
    ).toBe('Tramonto alle 16:40. Dopo un caffè, difficile trovare di meglio.');
    expect(anchorProse('Be there by 6:20 PM. Sunsets never get old.', [], says, 'en', [], false)).toBe(
      'Be there by 6:20 PM.',
    );
    // A date is no clock: "Am 14. Februar" stays one sentence.
    expect(anchorProse('Am 14. Februar feiert ihr.', [], saysAny(), 'de', [], false)).toBe(
      'Am 14. Februar feiert ihr.',
    );
  });
});

describe('anchorProse without untied sentences, in a language whose openings end in a colon', () => {
  it('ties the colon-free sentence and leaves out the one with its own colon', () => {
    expect(
      anchorProse(
        'Beim Gehen kommen die besten Gespräche. Das Ziel: ein Uferweg.',
        ['Von 19:00 bis 20:30 Uhr:'],
        saysAny(),
        'de',
        [],
        false,
      ),
    ).toBe('Von 19:00 bis 20:30 Uhr: Beim Gehen kommen die besten Gespräche.');
    expect(
      anchorProse('Promenez-vous. Le but : un quai.', ['De 19:00 à 20:30 :'], saysAny(), 'fr', [], false),
    ).toBe('De 19:00 à 20:30 : promenez-vous.');
    expect(
      anchorProse('Caminad. La meta: un paseo.', ['Entre las 19 y las 20:'], saysAny(), 'es', [], false),
    ).toBe('Entre las 19 y las 20: caminad.');
  });
});

describe('anchorAdvice: where the only place to name is the town', () => {
  it('says the town with the stop after it at a first stop, in three languages', () => {
    const facts = { ...FACTS, area: 'Cannes', town: 'Cannes', next: 'un bistrot' };
    expect(anchorAdvice(ADVICE, facts, 'fr', new Random('t')).activities[1]).toMatch(
      /^Avant 21:00 à Cannes, avec un bistrot ensuite, /,
    );
    const es = anchorAdvice(
      ADVICE,
      { ...facts, area: 'Ibiza', town: 'Ibiza', next: 'un bar' },
      'es',
      new Random('t'),
    );
    expect(es.activities[1]).toMatch(/^Antes de las 21:00, en Ibiza, con un bar por delante, /);
    const pt = anchorAdvice(
      ADVICE,
      { ...facts, area: 'Braga', town: 'Braga', next: 'um bar' },
      'pt',
      new Random('t'),
    );
    expect(pt.activities[1]).toMatch(/^Antes das 21:00, em Braga, com um bar a seguir, /);
  });

  it('counts a landmark’s district as every date’s there: its third activity says the stop around it, or goes', () => {
    const facts = {
      ...FACTS,
      area: 'San Niccolò',
      name: 'Giardino Bardini',
      landmark: true,
      prev: 'un caffè',
    };
    const it = anchorAdvice(
      { ...ADVICE, activities: ['A', 'B', 'Cercate la vista più bella su San Niccolò'] },
      facts,
      'it',
      new Random('t'),
    );
    // It says only the landmark's district, and every lead left would say the first activity's hours again.
    expect(it.activities).toHaveLength(2);
    const first = anchorAdvice(
      { ...ADVICE, activities: ['Cercate la vista più bella su San Niccolò'] },
      facts,
      'it',
      new Random('t'),
    );
    expect(first.activities[0]).toMatch(/un caffè.*cercate la vista più bella su San Niccolò$/i);
    const de = anchorAdvice(
      { ...ADVICE, activities: ['A', 'B', 'Erzählt euch euren perfekten Sonntagmorgen'] },
      { ...facts, area: 'Innere Stadt', name: 'Café Central', prev: 'die Hofburg' },
      'de',
      new Random('t'),
    );
    expect(de.activities[2]).toMatch(/Café Central.*Hofburg.*Erzählt euch/);
  });

  it('says the town with the stop before in the first activity, and with the end at the last stop', () => {
    const facts = { ...FACTS, area: 'Valencia', town: 'Valencia', prev: 'un parque' };
    const es = anchorAdvice(ADVICE, facts, 'es', new Random('t'));
    expect(es.activities[0]).toMatch(/^A las 19:30, en Valencia, después de un parque, /);
    expect(es.activities[1]).toMatch(/21:00.*Valencia/);
    const en = anchorAdvice(
      ADVICE,
      { ...facts, area: 'Leeds', town: 'Leeds', prev: 'a park' },
      'en',
      new Random('t'),
    );
    expect(en.activities[0]).toBe('After a park, from 19:30 in Leeds, order a few dishes to share');
    const it = anchorAdvice(
      ADVICE,
      { ...facts, area: 'Lecce', town: 'Lecce', prev: 'una passeggiata', next: 'un bar' },
      'it',
      new Random('t'),
    );
    expect(it.activities[0]).toMatch(/^Dalle 19:30 a Lecce, dopo una passeggiata, /);
    expect(it.activities[1]).toContain('un bar');
  });

  it('says the town with the first hour only, and leaves out an activity that could only say it again', () => {
    for (const language of ['en', 'es', 'it'] as const) {
      const out = anchorAdvice(
        ADVICE,
        { ...FACTS, area: 'Bologna', town: 'Bologna' },
        language,
        new Random('t'),
      );
      expect(out.activities).toHaveLength(2);
      expect(out.activities[0]).toContain('Bologna');
      expect(out.activities[1]).not.toContain('Bologna');
      expect(out.activities[1]).toContain('21:00');
    }
  });
});

describe('atArea: French districts named by a common noun', () => {
  it('take "au" though written without their article; a name takes "à"', () => {
    expect(atArea('Vieux Nice', 'fr')).toBe('au Vieux Nice');
    expect(atArea('Vieux-Port', 'fr')).toBe('au Vieux-Port');
    expect(atArea('Centre-ville', 'fr')).toBe('au Centre-ville');
    expect(atArea('Montmartre', 'fr')).toBe('à Montmartre');
    expect(atArea('Le Marais', 'fr')).toBe('au Marais');
  });
});

describe('anchorProse: a sentence with its own colon takes the hours before that colon', () => {
  it('when no opening without a colon is left (a comma opening still comes first), and says them once', () => {
    expect(
      anchorProse(
        'Das Ziel: eine Weinbar. Gedämpftes Licht.',
        ['Von 18:00 bis 19:00 Uhr:', 'Mitte am Abend:'],
        saysAny(),
        'de',
        [],
        false,
        'von 18:00 bis 19:00 Uhr',
      ),
    ).toBe('Das Ziel, von 18:00 bis 19:00 Uhr: eine Weinbar. Mitte am Abend: Gedämpftes Licht.');
    expect(
      anchorProse(
        'Le but : un bar.',
        ['Le Marais le soir :'],
        saysAny(),
        'fr',
        [],
        false,
        'de 18:00 à 19:00',
      ),
    ).toBe('Le but, de 18:00 à 19:00 : un bar.');
    expect(
      anchorProse(
        'Goal: a bar. Soft light.',
        ['Between 6 and 7 PM,'],
        saysAny(),
        'en',
        [],
        false,
        'between 6 and 7 PM',
      ),
    ).toBe('Between 6 and 7 PM, goal: a bar.');
  });
});
