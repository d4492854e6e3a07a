import { describe, expect, it } from 'vitest';
import type { PlanData, Step } from '@contract/date-plans';
import type { Language } from '../server/generation/request';
import {
  bodyOf,
  checkRepetition,
  checkWriting,
  findHoles,
  holesIn,
  mismatchedAdvice,
  repeatedSentences,
  type WrittenPlan,
} from './writing-checks';

const step = (over: Partial<Step> = {}): Step => ({
  step_index: 0,
  step_title: 'A walk',
  description: 'Walk.',
  to_location_name: 'Park',
  to_location_address: 'Park, Bath',
  to_location_google_maps_url: null,
  to_location_website: null,
  to_location_phone_number: null,
  image_urls: [],
  activities: [],
  ambiance_description: 'Calm.',
  estimated_travel_time: '',
  estimated_duration_at_location: '1 hour',
  estimated_cost_per_person: 'Free',
  transport_mode: 'walk',
  booking_recommendation: 'No booking needed.',
  notes_or_tips: '',
  end_time: '21:00',
  ...over,
});

const plan = (steps: Step[], theme = 'An evening.'): PlanData => ({
  date_title: 'A date',
  overall_theme_description: theme,
  general_date_tips: [],
  alternative_suggestion_summary: 'Stay in.',
  total_estimated_date_duration: '2 hours',
  total_estimated_cost_range: 'Free',
  steps,
});

const written = (id: string, data: PlanData, kinds: WrittenPlan['stops']): WrittenPlan => ({
  id,
  language: 'en',
  plan: data,
  stops: kinds,
});

describe('writing check: holes', () => {
  it('catches the broken sentences the issue quotes', () => {
    expect(findHoles('A lunch spot in is where the plan slows down', 'en')).toContain(
      'preposition before a verb',
    );
    expect(findHoles('You asked for Hay-on-Wye in, and here it is', 'en')).toContain(
      'dangling preposition or article',
    );
    expect(findHoles('Step into a pub in for a pint', 'en')).toContain('doubled preposition');
    expect(findHoles('You asked for Calton Hill in Calton Hill', 'en')).toContain(
      'a place repeated as its own area',
    );
    expect(findHoles('From a picnic to Central Park in Central Park', 'en')).toContain(
      'a place repeated as its own area',
    );
    expect(findHoles('Una película en un cine en. Ponerse de acuerdo.', 'es')).toContain(
      'dangling preposition or article',
    );
    expect(findHoles('An evening: a walk, sushi and good company and dessert.', 'en')).toContain(
      '"and … and" list',
    );
    expect(findHoles('Find a table at {place}', 'en')).toContain('empty slot');
  });

  it('reads two named places apart: "from one to the other" repeats neither, "X in X" still is a hole', () => {
    const landmark = (placeName: string) => ({
      kind: 'historic_site' as const,
      placeName,
      landmark: true,
      requested: false,
    });
    const title = (date_title: string, names: string[]): WrittenPlan => ({
      ...written('t', { ...plan([step()]), date_title }, names.map(landmark)),
      language: 'es',
    });
    const apart = title('Día de cumpleaños: de Alhambra a Albaicín en Granada', ['Alhambra', 'Albaicín']);
    expect(holesIn(apart)).toEqual([]);
    const repeated = title('Una tarde en Alhambra en Alhambra', ['Alhambra']);
    expect(holesIn(repeated).map((fault) => fault.reason)).toContain('a place repeated as its own area');
  });

  it('catches a place or an hour after a title’s own exclamation or particle', () => {
    expect(findHoles('A tavola! a Brera', 'it')).toContain('a place after an exclamation');
    expect(findHoles('On joue\u00a0? à Belleville', 'fr')).toContain('a place after an exclamation');
    expect(findHoles('Film ab ab 20:50 Uhr', 'de')).toContain('doubled preposition');
    expect(findHoles('Licht aus, Film an ab 21:00 Uhr', 'de')).toContain('doubled preposition');
    expect(findHoles('Kinoabend zu zweit ab 20:50 Uhr', 'de')).toEqual([]);
    expect(findHoles('Ready? Go.', 'en')).toEqual([]);
  });

  it('catches a condition led by another condition, in each language', () => {
    const stacked: [Language, string][] = [
      ['en', 'If you aim for 8:30 PM in Intendente, if they don’t take bookings, arrive early.'],
      ['es', 'Si vais a las 21:00 a Malasaña, si no aceptan reservas, llegad pronto.'],
      ['fr', 'Si vous visez 20 h au Marais, s’il y a du monde, réservez.'],
      ['pt', 'Se contam chegar às 14:40 a Aveiro, se não aceitarem reservas, cheguem cedo.'],
      ['de', 'Wenn ihr um 20 Uhr da sein wollt, falls es voll ist, reserviert.'],
      ['it', 'Se puntate alle 20:30 a Chiaia, se non prendono prenotazioni, arrivate presto.'],
    ];
    for (const [language, text] of stacked)
      expect(findHoles(text, language), text).toContain('two conditions stacked');
    // One condition after a lead that is none, or a condition later in the sentence, is sound.
    expect(findHoles('For 8:30 PM in Intendente: if they don’t take bookings, arrive early.', 'en')).toEqual(
      [],
    );
    expect(
      findHoles(
        'Se contam chegar às 18:53 a Évora, os lugares enchem depressa, por isso reservem, se for possível.',
        'pt',
      ),
    ).toEqual([]);
  });

  it('leaves sound sentences alone: particles, pronouns and idioms', () => {
    expect(findHoles('Watching the street go by is half the pleasure.', 'en')).toEqual([]);
    expect(findHoles('Stoßt auf etwas an, Hand in Hand.', 'de')).toEqual([]);
    expect(findHoles('Posez une question : il en reste toujours une.', 'fr')).toEqual([]);
    expect(findHoles('From golden hour to dinner in Hoi An', 'en')).toEqual([]);
    expect(findHoles('Uma tarde em São Paulo', 'pt')).toEqual([]);
  });
});

describe('writing check: advice', () => {
  it('flags table booking on a park and church advice on street art, not on a restaurant or a church', () => {
    const steps = [
      step({ booking_recommendation: 'Book a table for the evening.' }),
      step({ notes_or_tips: 'Dress respectfully for churches and temples: covered shoulders.' }),
      step({ booking_recommendation: 'Book a table for the evening.' }),
      step({ notes_or_tips: 'Dress respectfully for churches and temples: covered shoulders.' }),
    ];
    const stop = (kind: WrittenPlan['stops'][number]['kind']) => ({
      kind,
      placeName: null,
      landmark: false,
      requested: false,
    });
    const faults = mismatchedAdvice(
      written('x', plan(steps), [stop('park'), stop('street_art'), stop('restaurant'), stop('church')]),
    );
    expect(faults.map((fault) => fault.reason)).toEqual([
      'table booking on park',
      'church dress code on street_art',
    ]);
  });
});

describe('writing check: advice at its hour', () => {
  const walk = (start: number, end: number) => ({
    kind: 'walk' as const,
    placeName: null,
    landmark: false,
    requested: false,
    start,
    end,
  });

  it('flags sunscreen on a walk that ends after sunset, not on one in daylight', () => {
    const tip = step({ notes_or_tips: 'Sunscreen and sunglasses help even on a cloudy day.' });
    const faults = mismatchedAdvice({
      ...written('x', plan([tip, tip]), [walk(600, 660), walk(1080, 1140)]),
      sunset: 1020,
    });
    expect(faults.map((fault) => fault.reason)).toEqual(['sun protection on walk']);
  });

  it('flags advice for the dark on a walk wholly in daylight, not on one that ends after sunset', () => {
    const tip = step({ notes_or_tips: 'After dark, stick to lit, busy paths.' });
    const faults = mismatchedAdvice({
      ...written('x', plan([tip, tip]), [walk(600, 660), walk(1000, 1060)]),
      sunset: 1020,
    });
    expect(faults.map((fault) => fault.reason)).toEqual(['advice for the dark on walk']);
  });

  it('flags a daylight scene on a walk that starts an hour after sunset, not at dusk or by day', () => {
    const scene = step({ ambiance_description: 'Open air, changing light and the rhythm of walking.' });
    const faults = mismatchedAdvice({
      ...written('x', plan([scene, scene, scene]), [walk(600, 660), walk(1030, 1090), walk(1260, 1320)]),
      sunset: 1020,
    });
    expect(faults.map((fault) => fault.reason)).toEqual(['a daylight scene after dark on walk']);
  });
});

describe('writing check: repetition', () => {
  it('counts a sentence once per plan and exempts sentences with the person’s own words', () => {
    const plans = Array.from({ length: 40 }, (_, index) =>
      written(
        `p${index}`,
        plan([step({ description: `Take a photo together. Bunny chow at stop ${index}.` })]),
        [{ kind: 'street_food', placeName: null, landmark: false, requested: true, wish: 'bunny chow' }],
      ),
    );
    const top = repeatedSentences(plans).get('en') ?? [];
    expect(top.find((row) => row.text === 'Take a photo together.')).toMatchObject({ count: 40 });
    expect(top.some((row) => row.text.startsWith('Bunny chow'))).toBe(false);
    expect(checkWriting(plans).pass).toBe(false);
  });

  it('exempts a sentence that carries a neighbourhood the person named', () => {
    const plans = Array.from({ length: 40 }, (_, index) => ({
      ...written(
        `p${index}`,
        plan([step({ description: `Trastevere by night: tables that share. Stop ${index}.` })]),
        [{ kind: 'restaurant', placeName: null, landmark: false, requested: true }],
      ),
      named: ['Trastevere'],
    }));
    const top = repeatedSentences(plans).get('en') ?? [];
    expect(top.some((row) => row.text.startsWith('Trastevere'))).toBe(false);
  });

  it('fails on a sentence in more than 3 % of plans, and on a step text in more than 5 % of steps', () => {
    const stop = { kind: 'park' as const, placeName: null, landmark: false, requested: true };
    const sound = (data: PlanData): PlanData => ({
      ...data,
      alternative_suggestion_summary: 'A film at home.',
    });
    // One shared plan sentence, every step text different: the step limit holds, the sentence limit not.
    const sharedSentence = Array.from({ length: 40 }, (_, index) =>
      written(
        `s${index}`,
        sound(
          plan(
            [
              step({
                step_title: `Walk ${index}`,
                description: `Stop ${index}.`,
                ambiance_description: `Calm ${index}.`,
                booking_recommendation: `Free ${index}.`,
                notes_or_tips: `Tip ${index}.`,
              }),
            ],
            'An evening.',
          ),
        ),
        [stop],
      ),
    );
    expect(checkWriting(sharedSentence).pass).toBe(false);
    expect(checkWriting(sharedSentence).stepTexts.get('en')?.[0]?.share).toBeLessThanOrEqual(5);
    // The same step text in every step: over 5 % of steps, so the run fails.
    const sharedStep = Array.from({ length: 40 }, (_, index) =>
      written(`t${index}`, plan([step({ step_title: `Walk ${index}` })], `Evening ${index}.`), [stop]),
    );
    expect(checkWriting(sharedStep).pass).toBe(false);
  });

  it('measures a share within its population: a sentence under the limit in a larger set can be over it in a smaller one', () => {
    const stop = { kind: 'park' as const, placeName: null, landmark: false, requested: true };
    // Every text is numbered but one sentence, so only that sentence can repeat.
    const numbered = (index: number, extra = '') =>
      written(
        `r${index}`,
        {
          ...plan(
            [
              step({
                step_title: `Walk ${index}`,
                description: `Stop ${index}.${extra}`,
                ambiance_description: `Calm ${index}.`,
                booking_recommendation: `Free ${index}.`,
                notes_or_tips: `Tip ${index}.`,
              }),
            ],
            `Evening ${index}.`,
          ),
          date_title: `Date ${index}`,
          alternative_suggestion_summary: `A film at home ${index}.`,
        },
        [stop],
      );
    const corpus = Array.from({ length: 40 }, (_, index) =>
      numbered(index, index < 2 ? ' Bring a scarf.' : ''),
    );
    const tuning = Array.from({ length: 40 }, (_, index) => numbered(40 + index));
    expect(checkRepetition([...corpus, ...tuning]).pass).toBe(true);
    expect(checkRepetition(corpus).pass).toBe(false);
    expect(checkRepetition(corpus).sentences.get('en')?.[0]).toMatchObject({
      text: 'Bring a scarf.',
      count: 2,
    });
  });
});

describe('writing check: sentence bodies', () => {
  it.each([
    [
      'From 7:00 PM in Sacramento, sit where you can watch the kitchen',
      'en',
      'sit where you can watch the kitchen',
    ],
    [
      'Le Marais at night: a room that goes still when the music starts.',
      'en',
      'a room that goes still when the music starts.',
    ],
    ['Um 19:00 Uhr in Düsseldorf: Nehmt beide und teilt.', 'de', 'nehmt beide und teilt.'],
    ['Qui a Trastevere, lasciate spazio per il dolce', 'it', 'lasciate spazio per il dolce'],
    ['Take a photo together.', 'en', 'take a photo together.'],
  ] as const)('sets aside the lead that ties a sentence to its stop: %s', (sentence, language, body) =>
    expect(bodyOf(sentence, language)).toBe(body),
  );

  it('counts a body once however many leads it comes with', () => {
    const plans = ['From 7:00 PM in Lyon, ', 'Once in Bath at 8:00 PM, '].map((lead, index) =>
      written(`b${index}`, plan([step({ description: `${lead}swap plates halfway through.` })]), []),
    );
    const bodies = repeatedSentences(plans, bodyOf).get('en') ?? [];
    expect(bodies.find((row) => row.text === 'swap plates halfway through.')?.count).toBe(2);
  });
});
