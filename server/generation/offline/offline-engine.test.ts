import { describe, expect, it } from 'vitest';
import { planDataSchema, type PlanData } from '../../../contract/date-plans';
import type { EngineProgress } from '../engine';
import { CATALOG } from './catalog';
import { composePlan } from './compose';
import { parseIntent, type ActivityKey } from './intent';
import { createOfflineEngine } from './offline-engine';

const plan = (text: string) => composePlan(text, parseIntent(text));

const CORPUS = [
  'A romantic evening in Paris with dinner by the river and a show',
  'Cheap rainy afternoon in London, we love museums and coffee, under £30',
  'Adventurous morning hike and brunch, vegetarian',
  'Karaoke night in Tokyo, no alcohol please',
  'Picnic in Central Park then jazz in New York, budget $150',
  'first date, something fun and playful',
  'Anniversary dinner in Rome, let us splurge, fine dining and a nightcap',
  'A cosy winter evening in Prague with hot chocolate and a movie',
  'Cooking class and wine in Barcelona',
  'Sunset boat ride in Lisbon followed by dinner in Alfama',
  'Museum, lunch, gallery, coffee, walk, dessert, drinks and dancing in Berlin',
  'We are broke students. Free things to do in Chicago on a Saturday afternoon',
  'My partner uses a wheelchair, accessible dinner and a concert in Toronto',
  'Stargazing and a picnic outside Cape Town',
  'Bowling and burgers, laid back, 7pm',
  'Vegan brunch and a market in Melbourne',
  'Spa day and a slow lunch in Copenhagen, relaxing',
  'Comedy club and late-night dessert in San Francisco',
  'Bike ride along the water in Amsterdam and drinks after',
  'Rainy day indoors, board games and coffee',
  'Quick coffee date, an hour or two',
  'A whole day in Mexico City: market, museum, lunch, and dancing at night',
  'Something cultural in Istanbul with a boat on the Bosphorus',
  'Date night in Dubai, luxury, rooftop drinks and dinner',
  'Low-key evening in Singapore, dinner and a walk by the bay',
  'Lagos date: dinner and live music, under ₦60,000 for two',
  'Nairobi afternoon picnic and coffee',
  'Buenos Aires tango dancing and steak dinner',
  'A surprise evening in Sydney with dinner and a show, around $200',
  'Early morning walk and breakfast, then a gallery',
];

function assertCoherent(text: string, result: PlanData) {
  expect(() => planDataSchema.parse(result), text).not.toThrow();
  expect(result.steps.length, text).toBeGreaterThanOrEqual(3);
  expect(result.steps.length, text).toBeLessThanOrEqual(6);
  result.steps.forEach((step, index) => {
    expect(step.step_index).toBe(index);
    expect(step.to_location_name, text).toMatch(/^(A|An) /);
    expect(step.to_location_google_maps_url).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    expect(step.to_location_website).toBeNull();
    expect(step.to_location_phone_number).toBeNull();
    expect(step.transport_mode).not.toBe('drive');
    expect(step.end_time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(step.image_urls[0]).toMatch(/^\/images\/themes\/\w+\.svg$/);
    expect(step.description.length).toBeGreaterThan(40);
  });
  expect(result.steps[0]?.estimated_travel_time).toBe('Start here');
}

const minutesOf = (text: string) => {
  const hours = Number(/(\d+) hours?/.exec(text)?.[1] ?? 0);
  const minutes = Number(/(\d+) minutes/.exec(text)?.[1] ?? 0);
  return hours * 60 + minutes;
};

describe('the offline composer over a corpus of descriptions', () => {
  it.each(CORPUS)('makes a coherent, valid plan for %j', (text) => assertCoherent(text, plan(text)));

  it.each(CORPUS)('is deterministic for %j', (text) => expect(plan(text)).toEqual(plan(text)));

  it.each(CORPUS)('adds up durations and travel to the total for %j', (text) => {
    const result = plan(text);
    const sum = result.steps.reduce(
      (total, step) =>
        total +
        minutesOf(step.estimated_duration_at_location) +
        (Number(/^(\d+) min/.exec(step.estimated_travel_time)?.[1]) || 0),
      0,
    );
    expect(minutesOf(result.total_estimated_date_duration)).toBe(sum);
  });

  it.each(CORPUS)('adds up known step costs to the cost range for %j', (text) => {
    const result = plan(text);
    const ranges = result.steps.map((step) => step.estimated_cost_per_person);
    const numbers = ranges
      .filter((cost) => /\d/.test(cost))
      .map((cost) =>
        cost
          .replace(/[^\d-]/g, '')
          .split('-')
          .map(Number),
      );
    const unknown = ranges.some((cost) => cost.startsWith('Varies'));
    expect(result.total_estimated_cost_range.endsWith(', plus tickets')).toBe(unknown);
    if (result.total_estimated_cost_range === 'Free') {
      expect(numbers.every(([, high]) => !high)).toBe(true);
      return;
    }
    const [low, high] = result.total_estimated_cost_range
      .replace(/per person.*/, '')
      .replace(/[^\d-]/g, '')
      .split('-')
      .map(Number);
    const sumHigh = numbers.reduce((sum, [a, b]) => sum + (b ?? a ?? 0), 0);
    const sumLow = numbers.reduce((sum, [a]) => sum + (a ?? 0), 0);
    // Rounding to friendly numbers moves each figure by at most a few units.
    expect(Math.abs((high ?? low ?? 0) - sumHigh)).toBeLessThanOrEqual(Math.max(5, sumHigh * 0.1));
    expect(Math.abs((low ?? 0) - sumLow)).toBeLessThanOrEqual(Math.max(5, sumLow * 0.1));
  });
});

describe('what the person asked for', () => {
  const titles = (text: string) =>
    plan(text).steps.map((step) => `${step.step_title} ${step.to_location_name}`.toLowerCase());

  it.each([
    ['dinner and a show', ['dinner', 'theatre|playhouse|show']],
    ['coffee, museum and karaoke', ['coffee', 'museum', 'karaoke']],
    ['picnic then stargazing', ['picnic', 'stargazing']],
    ['cooking class followed by dessert', ['cooking', 'sweet|dessert|gelat|pâtisserie|chocolat']],
    ['bowling and a movie', ['bowling', 'film|movie|cinema']],
  ])('gives every named activity a step: %s', (text, expected) => {
    const found = titles(text).join(' | ');
    for (const word of expected) expect(found).toMatch(new RegExp(word));
  });

  it('keeps more than six named activities by folding them into neighbouring steps', () => {
    const text = 'Museum, lunch, gallery, coffee, walk, dessert, drinks and dancing in Berlin';
    const result = plan(text);
    expect(result.steps.length).toBeLessThanOrEqual(6);
    const everything = JSON.stringify(result).toLowerCase();
    for (const word of ['museum', 'lunch', 'galler', 'coffee', 'walk', 'dessert', 'drink', 'danc'])
      expect(everything).toContain(word);
  });

  it('places stops in real neighbourhoods of a named city and never in another city', () => {
    const result = plan('A romantic evening in Rome with dinner and a show');
    for (const step of result.steps) expect(step.to_location_address).toMatch(/, Rome, Italy$/);
    expect(result.date_title).toContain('Rome');
    expect(result.steps.map((step) => step.to_location_name).join(' ')).toMatch(
      /Trastevere|Monti|Centro Storico|Testaccio|Aventine|Villa Borghese/,
    );
  });

  it('honours a named neighbourhood', () => {
    const result = plan('Sunset boat ride in Lisbon followed by dinner in Alfama');
    expect(result.steps.find((step) => /dinner/i.test(step.step_title))?.to_location_address).toMatch(
      /^Alfama/,
    );
  });

  it('orders stops sensibly: coffee before the museum, dinner before the show, dessert last', () => {
    const order = plan('dessert, a show, dinner, a museum and coffee').steps.map((step) =>
      step.step_title.toLowerCase(),
    );
    const index = (pattern: RegExp) => order.findIndex((title) => pattern.test(title));
    expect(index(/coffee/)).toBeLessThan(index(/museum|exhibits/));
    expect(index(/dinner/)).toBeLessThan(index(/theatre|curtain|show/));
    expect(index(/sweet|dessert/)).toBe(order.length - 1);
  });

  it('keeps every stop indoors on a rainy day and offers no outdoor backup', () => {
    const result = plan('Rainy day date with a picnic and a walk, then dinner');
    const keys = result.steps.map((step) => step.step_title);
    expect(keys.join(' ')).not.toMatch(/picnic|stroll|walk/i);
    expect(result.general_date_tips.join(' ')).toMatch(/indoors/);
  });

  it('stays under a stated budget per person where the named activities allow', () => {
    const result = plan('Dinner and drinks in Chicago, under $80 for the two of us');
    const high = Number(
      result.total_estimated_cost_range
        .replace(/per person.*/, '')
        .split('-')[1]
        ?.replace(/\D/g, ''),
    );
    expect(high).toBeLessThanOrEqual(40);
    expect(result.general_date_tips.join(' ')).toMatch(/budget/);
  });

  it('goes upmarket when asked to splurge and cheap when money is tight', () => {
    const rich = plan('Anniversary in Paris, let us splurge on dinner');
    const cheap = plan('Cheap dinner in Paris, we are students');
    const high = (result: PlanData) => Number(/-(\d+)/.exec(result.total_estimated_cost_range)?.[1]);
    expect(high(rich)).toBeGreaterThan(high(cheap) * 2);
  });

  it('serves no alcohol and suggests an alcohol-free bar instead', () => {
    const result = plan('Dinner and cocktails in London, but I do not drink, no alcohol');
    const text = JSON.stringify(result).toLowerCase();
    expect(text).toMatch(/alcohol-free|tea house|hot-chocolate/);
    expect(text).not.toMatch(/rooftop bar|cocktail lounge|speakeasy/);
  });

  it('adapts food stops to vegetarians and vegans', () => {
    expect(JSON.stringify(plan('vegetarian dinner in Berlin'))).toMatch(/vegetarian-friendly/);
    expect(JSON.stringify(plan('vegan brunch in Melbourne'))).toMatch(/vegan-friendly/);
  });

  it('keeps routes short and step-free for accessibility', () => {
    const result = plan('Accessible date in Toronto, wheelchair user, dinner and a museum');
    for (const step of result.steps.slice(1)) expect(['walk', 'taxi']).toContain(step.transport_mode);
    expect(result.steps.map((step) => step.step_title).join(' ')).not.toMatch(/hike|bike/i);
    expect(result.general_date_tips.join(' ')).toMatch(/step-free/);
  });

  it('starts at an explicit time', () => {
    const first = plan('Bowling and burgers at 7pm').steps[0]!;
    const [time, meridiem] = first.end_time.split(' ');
    expect(meridiem).toBe('PM');
    expect(Number(time?.split(':')[0])).toBeGreaterThanOrEqual(7);
  });

  it('without a city, names the kind of place and searches near the user', () => {
    const result = plan('first date, something fun and playful');
    for (const step of result.steps) {
      expect(step.to_location_google_maps_url).toMatch(/near%20me$/);
      expect(step.to_location_address).toMatch(/^Near you/);
    }
  });
});

describe('parseIntent', () => {
  it('reads city, time, budget, mood, activities and constraints', () => {
    const intent = parseIntent(
      'A romantic rainy evening in Paris, vegetarian, no alcohol, dinner and a museum, under €100 each',
    );
    expect(intent.city?.name).toBe('Paris');
    expect(intent.timeOfDay).toBe('evening');
    expect(intent.moods).toContain('romantic');
    expect(intent.activities).toEqual(['dinner', 'museum']);
    expect(intent.constraints).toMatchObject({ indoor: true, vegetarian: true, noAlcohol: true });
    expect(intent.budget.capPerPerson).toBe(100);
  });

  it.each([
    ['$100 for the two of us', 50],
    ['under $60 per person', 60],
    ['£40', 20],
  ])('reads %j as a cap of %i per person', (text, cap) =>
    expect(parseIntent(text).budget.capPerPerson).toBe(cap),
  );

  it('recognises every catalog activity by a plain word', () => {
    const words: Record<ActivityKey, string> = {
      coffee: 'coffee',
      brunch: 'brunch',
      lunch: 'lunch',
      dinner: 'dinner',
      drinks: 'cocktails',
      dessert: 'gelato',
      show: 'theatre',
      comedy: 'comedy',
      jazz: 'jazz',
      concert: 'concert',
      movie: 'cinema',
      museum: 'museum',
      gallery: 'gallery',
      picnic: 'picnic',
      hike: 'hike',
      walk: 'stroll',
      bike: 'cycling',
      karaoke: 'karaoke',
      cooking: 'cooking class',
      bowling: 'bowling',
      stargazing: 'stargazing',
      spa: 'spa',
      boat: 'boat',
      market: 'market',
      dancing: 'salsa',
      games: 'board games',
    };
    for (const [key, word] of Object.entries(words))
      expect(parseIntent(`we want ${word}`).activities, word).toContain(key);
    expect(Object.keys(words).sort()).toEqual(Object.keys(CATALOG).sort());
  });
});

describe('the offline engine', () => {
  it('reports rising progress through think, act, observe and final, then returns the plan', async () => {
    const events: EngineProgress[] = [];
    const engine = createOfflineEngine({ delayMs: 0 });
    const result = await engine.generate(
      { query: 'Dinner and a show in London', preferences: {} },
      (event) => {
        events.push(event);
      },
    );
    expect(new Set(events.map((event) => event.stage))).toEqual(
      new Set(['think', 'act', 'observe', 'final']),
    );
    const percentages = events.map((event) => event.percentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
    expect(Math.max(...percentages)).toBeLessThan(100);
    const withTitle = events.find((event) => event.title);
    expect(withTitle).toMatchObject({ title: result.date_title, stepCount: result.steps.length });
    expect(withTitle?.images?.[0]).toMatch(/^\/images\/themes\//);
  });

  it('stops when aborted', async () => {
    const engine = createOfflineEngine({ delayMs: 50 });
    const controller = new AbortController();
    const running = engine.generate({ query: 'Dinner', preferences: {} }, () => undefined, controller.signal);
    controller.abort();
    await expect(running).rejects.toThrow();
  });
});
