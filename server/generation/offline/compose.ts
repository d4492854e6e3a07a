import type { PlanData, Step } from '../../../contract/date-plans';
import { imageFor } from '../theme-images';
import { CATALOG, type CostRange, type StopKind } from './catalog';
import type { Area, AreaTag, City } from './gazetteer';
import type { ActivityKey, BudgetLevel, Intent, Mood } from './intent';

/** A small seeded generator, so the same description always yields the same plan. */
function seededRandom(seed: string) {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = ReturnType<typeof seededRandom>;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Rough value of one unit of each currency against the catalog's dollar-like units. */
const CURRENCY_SCALE: Record<string, number> = {
  $: 1,
  '€': 0.9,
  '£': 0.8,
  '¥': 150,
  A$: 1.5,
  C$: 1.4,
  S$: 1.35,
  MX$: 18,
  ARS: 1000,
  '₦': 1500,
  KSh: 130,
  R: 18,
  '₺': 35,
  AED: 3.7,
  kr: 7,
  Kč: 23,
};

const FILLERS: Record<Intent['timeOfDay'], ActivityKey[]> = {
  morning: ['coffee', 'walk', 'brunch', 'market'],
  afternoon: ['market', 'walk', 'coffee', 'dessert'],
  evening: ['walk', 'dinner', 'dessert', 'drinks'],
  night: ['dinner', 'drinks', 'dessert'],
};

const MOOD_FILLERS: Record<Mood, ActivityKey[]> = {
  romantic: ['walk', 'dinner', 'drinks', 'dessert'],
  adventurous: ['bike', 'boat', 'hike'],
  relaxed: ['coffee', 'walk', 'spa'],
  playful: ['games', 'bowling', 'dessert'],
  cultural: ['museum', 'gallery', 'walk'],
  cozy: ['coffee', 'dessert', 'movie'],
};

const MERGES: [ActivityKey, ActivityKey][] = [
  ['dessert', 'dinner'],
  ['drinks', 'dinner'],
  ['coffee', 'brunch'],
  ['walk', 'picnic'],
  ['gallery', 'museum'],
];

const TITLE_WORDS: Record<ActivityKey, string> = {
  coffee: 'Coffee',
  brunch: 'Brunch',
  lunch: 'Long Lunches',
  dinner: 'Candlelight',
  drinks: 'Nightcaps',
  dessert: 'Something Sweet',
  show: 'Curtain Calls',
  comedy: 'Laughter',
  jazz: 'Jazz',
  concert: 'Live Music',
  movie: 'Movie Magic',
  museum: 'Masterpieces',
  gallery: 'Gallery Walls',
  picnic: 'Picnic Blankets',
  hike: 'Summit Views',
  walk: 'Golden Hour',
  bike: 'Two Wheels',
  karaoke: 'Duets',
  cooking: 'Kitchen Adventures',
  bowling: 'Strikes',
  stargazing: 'Starlight',
  spa: 'Slow Hours',
  boat: 'Open Water',
  market: 'Market Treasures',
  dancing: 'Dancing',
  games: 'Game Night',
};

const MOOD_WORDS: Record<Mood, string> = {
  romantic: 'Romance',
  adventurous: 'Adventure',
  relaxed: 'Easy Hours',
  playful: 'Play',
  cultural: 'Culture',
  cozy: 'Cosy Corners',
};

const GENERIC_AREAS: Record<AreaTag, string> = {
  food: 'a lively restaurant street',
  nightlife: 'the evening quarter',
  arts: 'the arts district',
  historic: 'the old town',
  waterfront: 'the waterfront',
  parks: 'a large park nearby',
  views: 'a local viewpoint',
  shopping: 'the shopping streets',
};

/** Minutes of stops a date of each length should fill before fillers stop being added. */
const TIME_BUDGET = { short: 150, standard: 270, long: 420 } as const;

function chooseKeys(intent: Intent): { keys: ActivityKey[]; merged: Map<ActivityKey, ActivityKey[]> } {
  const keys: ActivityKey[] = [];
  const add = (key: ActivityKey) => {
    if (!keys.includes(key)) keys.push(key);
  };
  for (const key of intent.activities) {
    const kind = CATALOG[key];
    add(intent.constraints.indoor && kind.outdoor && kind.indoorSwap ? kind.indoorSwap : key);
  }

  const target = intent.length === 'short' ? 3 : intent.length === 'long' ? 5 : 4;
  const minutes = () => keys.reduce((sum, key) => sum + CATALOG[key].minutes, 0);
  const fillers = [...intent.moods.flatMap((mood) => MOOD_FILLERS[mood]), ...FILLERS[intent.timeOfDay]];
  for (const filler of fillers) {
    if (keys.length >= target || (keys.length >= 3 && minutes() >= TIME_BUDGET[intent.length])) break;
    if (keys.length >= 3 && minutes() + CATALOG[filler].minutes > TIME_BUDGET[intent.length] + 30) continue;
    const kind = CATALOG[filler];
    if (keys.includes(filler)) continue;
    if (intent.constraints.indoor && kind.outdoor) continue;
    if (kind.isMeal && keys.some((key) => CATALOG[key].isMeal)) continue;
    if (filler === 'drinks' && (intent.constraints.noAlcohol || keys.includes('dessert'))) continue;
    if (filler === 'dessert' && keys.includes('drinks')) continue;
    if (filler === 'spa' && intent.budget.level === 'budget') continue;
    if ((filler === 'hike' || filler === 'bike') && intent.constraints.accessible) continue;
    add(filler);
  }
  // Never fewer than three stops: a walk (or a gallery when indoors) is always possible.
  for (const extra of ['walk', 'gallery', 'dessert', 'coffee'] as ActivityKey[]) {
    if (keys.length >= 3) break;
    if (intent.constraints.indoor && CATALOG[extra].outdoor) continue;
    add(extra);
  }

  // More than six named things: fold natural pairs together so every one still has a place.
  const merged = new Map<ActivityKey, ActivityKey[]>();
  for (const [from, into] of MERGES) {
    if (keys.length <= 6) break;
    if (keys.includes(from) && keys.includes(into)) {
      keys.splice(keys.indexOf(from), 1);
      merged.set(into, [...(merged.get(into) ?? []), from]);
    }
  }
  while (keys.length > 6) {
    const sorted = [...keys].sort((a, b) => CATALOG[a].slot - CATALOG[b].slot);
    const last = sorted.at(-1) as ActivityKey;
    const host = sorted.at(-2) as ActivityKey;
    keys.splice(keys.indexOf(last), 1);
    merged.set(host, [...(merged.get(host) ?? []), last]);
  }
  return { keys: keys.sort((a, b) => CATALOG[a].slot - CATALOG[b].slot), merged };
}

const fits = (kind: StopKind, area: Area) => kind.areaTags.filter((tag) => area.tags.includes(tag)).length;

/** The neighbourhood that suits most of the stops, so the date stays walkable where it can. */
function homeArea(keys: ActivityKey[], city: City, random: Random, named: Area[]): Area {
  if (named[0]) return named[0];
  const score = (area: Area) => keys.reduce((sum, key) => sum + (fits(CATALOG[key], area) > 0 ? 1 : 0), 0);
  const best = Math.max(...city.areas.map(score));
  return pick(
    random,
    city.areas.filter((area) => score(area) === best),
  );
}

function areaFor(
  kind: StopKind,
  city: City | null,
  home: Area | null,
  previous: Area | null,
  random: Random,
): Area {
  if (!city) {
    const tag = kind.areaTags[0] ?? 'food';
    return { name: GENERIC_AREAS[tag], tags: [tag] };
  }
  if (previous && fits(kind, previous) > 0) return previous;
  if (home && fits(kind, home) > 0) return home;
  const best = Math.max(...city.areas.map((area) => fits(kind, area)));
  return pick(
    random,
    city.areas.filter((area) => fits(kind, area) === best),
  );
}

const clock = (minutes: number) => {
  const day = ((minutes % 1440) + 1440) % 1440;
  const hour = Math.floor(day / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(day % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};

const duration = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? `${hours} hour${hours > 1 ? 's' : ''}` : '', rest ? `${rest} minutes` : ''].filter(
    Boolean,
  );
  return parts.join(' ');
};

function roundMoney(value: number) {
  if (value < 20) return Math.round(value);
  if (value < 200) return Math.round(value / 5) * 5;
  const magnitude = 10 ** Math.floor(Math.log10(value) - 1);
  return Math.round(value / magnitude) * magnitude;
}

function money(range: CostRange | null, symbol: string): string {
  if (!range) return 'Varies — check the venue';
  const scale = CURRENCY_SCALE[symbol] ?? 1;
  const [low, high] = range.map((value) => roundMoney(value * scale)) as [number, number];
  if (high === 0) return 'Free';
  const prefix = /^[A-Za-z]+$/.test(symbol) ? `${symbol} ` : symbol;
  return low === high ? `${prefix}${high}` : `${prefix}${low}-${high}`;
}

const LEVELS: BudgetLevel[] = ['budget', 'moderate', 'luxury'];

/** The cheapest level whose known costs fit under the cap, starting from the level asked for. */
function fitLevel(keys: ActivityKey[], intent: Intent, symbol: string): BudgetLevel {
  const cap = intent.budget.capPerPerson;
  if (cap === null) return intent.budget.level;
  const capInUnits = cap / (CURRENCY_SCALE[symbol] ?? 1);
  for (let index = LEVELS.indexOf(intent.budget.level); index >= 0; index -= 1) {
    const level = LEVELS[index] as BudgetLevel;
    const high = keys.reduce((sum, key) => sum + (CATALOG[key].cost[level]?.[1] ?? 0), 0);
    if (high <= capInUnits || index === 0) return level;
  }
  return 'budget';
}

function placeKind(key: ActivityKey, level: BudgetLevel, intent: Intent, random: Random): string {
  if (key === 'drinks' && intent.constraints.noAlcohol) {
    return pick(random, [
      'an alcohol-free cocktail bar',
      'a late-night tea house',
      'a cosy hot-chocolate café',
    ]);
  }
  if (key === 'stargazing' && intent.constraints.indoor) return 'a planetarium show';
  const base = pick(random, CATALOG[key].places[level]);
  if (CATALOG[key].isMeal && (intent.constraints.vegetarian || intent.constraints.vegan)) {
    const diet = intent.constraints.vegan ? 'vegan-friendly' : 'vegetarian-friendly';
    return base.replace(/^(a|an) /, `a ${diet} `);
  }
  return base;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Over a stated budget, stops the person did not ask for give way, most expensive first, to a free
 * walk or gallery, so the named activities keep their place.
 */
function dropPaidFillersOverCap(keys: ActivityKey[], intent: Intent, level: BudgetLevel, symbol: string) {
  if (intent.budget.capPerPerson === null) return;
  const capInUnits = intent.budget.capPerPerson / (CURRENCY_SCALE[symbol] ?? 1);
  const high = () => keys.reduce((sum, key) => sum + (CATALOG[key].cost[level]?.[1] ?? 0), 0);
  const free: ActivityKey = intent.constraints.indoor ? 'gallery' : 'walk';
  while (high() > capInUnits) {
    const fillers = keys
      .filter(
        (key) => !intent.activities.includes(key) && key !== free && (CATALOG[key].cost[level]?.[1] ?? 0) > 0,
      )
      .sort((a, b) => (CATALOG[b].cost[level]?.[1] ?? 0) - (CATALOG[a].cost[level]?.[1] ?? 0));
    const costly = fillers[0];
    if (!costly) return;
    keys.splice(keys.indexOf(costly), 1);
    if (!keys.includes(free)) keys.push(free);
    keys.sort((a, b) => CATALOG[a].slot - CATALOG[b].slot);
  }
}

export function composePlan(description: string, intent: Intent): PlanData {
  const random = seededRandom(description.trim().toLowerCase().replace(/\s+/g, ' '));
  const { keys, merged } = chooseKeys(intent);
  const symbol = intent.city?.currency ?? '$';
  const level = fitLevel(keys, intent, symbol);
  dropPaidFillersOverCap(keys, intent, level, symbol);
  const lowered = description.toLowerCase();
  const namedAreas = intent.city
    ? intent.city.areas.filter((area) => lowered.includes(area.name.replace(/^the /, '').toLowerCase()))
    : [];
  const home = intent.city ? homeArea(keys, intent.city, random, namedAreas) : null;
  const cityName = intent.city?.name;
  const durationScale = intent.length === 'short' ? 0.75 : intent.length === 'long' ? 1.25 : 1;

  let time = intent.startMinutes;
  let previousArea: Area | null = null;
  let totalMinutes = 0;
  let low = 0;
  let high = 0;
  let unknownCost = false;

  const steps: Step[] = keys.map((key, index) => {
    const kind = CATALOG[key];
    // A neighbourhood the person named wins for every stop that suits it.
    const named = namedAreas.find((candidate) => fits(kind, candidate) > 0);
    const area = named ?? areaFor(kind, intent.city, home, previousArea, random);
    const place = placeKind(key, level, intent, random);
    const sameArea = previousArea?.name === area.name;
    let travel = 0;
    let mode = 'walk';
    let travelText = 'Start here';
    if (index > 0) {
      if (sameArea) {
        travel = 5 + Math.floor(random() * 3) * 5;
        mode = 'walk';
      } else {
        travel = 15 + Math.floor(random() * 3) * 5;
        // The plan never drives (drinks are often involved); late at night or with limited mobility, a taxi is kinder.
        mode = intent.constraints.accessible || time >= 1380 ? 'taxi' : 'transit';
      }
      travelText = `${travel} min by ${mode === 'walk' ? 'foot' : mode}`;
      if (mode === 'walk') travelText = `${travel} min walk`;
    }
    time += travel;
    const minutes = Math.round((kind.minutes * durationScale) / 5) * 5;
    time += minutes;
    totalMinutes += travel + minutes;

    const cost = key === 'walk' ? ([0, 0] as CostRange) : kind.cost[level];
    if (cost) {
      low += cost[0];
      high += cost[1];
    } else {
      unknownCost = true;
    }

    const areaLabel = area.name;
    const locationName =
      key === 'walk' ? `A stroll through ${areaLabel}` : `${capitalise(place)} in ${areaLabel}`;
    const address = intent.city
      ? `${area.name.replace(/^the /, '')}, ${intent.city.name}, ${intent.city.country}`
      : 'Near you: use the map link to choose the place';
    const mapsQuery = intent.city
      ? `${key === 'walk' ? 'things to see' : place.replace(/^(a|an) /, '')} in ${area.name.replace(/^the /, '')}, ${intent.city.name}`
      : `${key === 'walk' ? 'scenic walk' : place.replace(/^(a|an) /, '')} near me`;

    let descriptionText = pick(random, kind.descriptions)
      .replaceAll('{area}', areaLabel)
      .replaceAll('{kind}', place);
    const activities = [...kind.activities.slice(0, 3)];
    for (const extra of merged.get(key) ?? []) {
      activities.push(`Make time for ${extra === 'drinks' ? 'a drink' : extra} here too`);
      descriptionText += ` Fold in ${extra === 'drinks' ? (intent.constraints.noAlcohol ? 'a mocktail' : 'a drink') : extra} before you move on.`;
    }
    if (kind.isMeal && intent.constraints.vegetarian && !intent.constraints.vegan) {
      descriptionText += ' Choose a kitchen with a proper vegetarian menu rather than a token dish.';
    }
    if (kind.isMeal && intent.constraints.vegan)
      descriptionText += ' Look for a menu marked vegan, or call ahead.';
    if (key === 'drinks' && intent.constraints.noAlcohol) {
      activities[0] = 'Try the alcohol-free cocktail list';
      descriptionText = `Wind down at ${place} in ${areaLabel}: inventive drinks without the alcohol and a calm corner to talk.`;
    }
    const tips = [kind.tip];
    if (intent.constraints.accessible)
      tips.push('Call ahead to confirm step-free access and accessible toilets.');

    previousArea = area;
    return {
      step_index: index,
      step_title: pick(random, kind.titles),
      description: descriptionText,
      to_location_name: locationName,
      to_location_address: address,
      to_location_google_maps_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapsQuery)}`,
      to_location_website: null,
      to_location_phone_number: null,
      image_urls: [imageFor(key)],
      activities,
      ambiance_description: kind.ambiance,
      estimated_travel_time: travelText,
      estimated_duration_at_location: duration(minutes),
      estimated_cost_per_person: money(cost, symbol),
      transport_mode: mode,
      booking_recommendation: kind.booking,
      notes_or_tips: tips.join(' '),
      end_time: clock(time),
    };
  });

  const named = keys.filter((key) => intent.activities.includes(key));
  const lead = (named.length ? named : keys).slice(0, 2);
  const moodWord = intent.moods[0]
    ? MOOD_WORDS[intent.moods[0]]
    : pick(random, ['Conversation', 'Good Company', 'Small Surprises']);
  const [first, second] = lead.map((key) => TITLE_WORDS[key]);
  const titleCore = second ? `${first} and ${second}` : `${first} and ${moodWord}`;
  const title = cityName ? `${titleCore} in ${cityName}` : titleCore;

  const moodAdjective = intent.moods[0] ?? 'memorable';
  const stepPhrases = steps.map((step) => step.step_title.toLowerCase());
  const theme = `${/^[aeiou]/.test(moodAdjective) ? 'An' : 'A'} ${moodAdjective} ${intent.timeOfDay}${cityName ? ` in ${cityName}` : ''}: ${stepPhrases.slice(0, -1).join(', ')}${stepPhrases.length > 1 ? ' and ' : ''}${stepPhrases.at(-1)}.`;

  const costText =
    high === 0 && !unknownCost
      ? 'Free'
      : `${money([low, high], symbol)} per person${unknownCost ? ', plus tickets' : ''}`;

  const generalTips = [
    'Share the plan with your date beforehand, or keep one step as a surprise.',
    intent.constraints.indoor
      ? 'Every stop is indoors, so the weather cannot spoil it; keep an umbrella handy between stops.'
      : 'Check the weather in the morning and keep the backup plan below in mind.',
  ];
  if (intent.budget.capPerPerson !== null) {
    generalTips.push(
      `To stay under your budget, set a spending limit per stop and choose from the lower end of each range.`,
    );
  }
  if (intent.constraints.noAlcohol)
    generalTips.push('Every stop works without alcohol; ask for the alcohol-free menu.');
  if (intent.constraints.vegetarian || intent.constraints.vegan)
    generalTips.push('Look at menus online first so the food stops suit you both.');
  if (intent.constraints.accessible)
    generalTips.push('Routes favour short distances and taxis; confirm step-free access when you book.');
  if (!intent.city)
    generalTips.push(
      'Use the map links to pick real places near you; each searches for the right kind of venue.',
    );

  const outdoor = keys.filter((key) => CATALOG[key].outdoor);
  const alternative = outdoor.length
    ? `If the weather turns, swap ${outdoor.map((key) => CATALOG[key].titles[0]?.toLowerCase()).join(' and ')} for ${[
        ...new Set(
          outdoor.map((key) =>
            CATALOG[key].indoorSwap ? CATALOG[CATALOG[key].indoorSwap].places.moderate[0] : 'an indoor café',
          ),
        ),
      ].join(' and ')}${cityName ? ` in ${cityName}` : ''}, and keep the rest of the plan as it is.`
    : `For a quieter version, keep ${steps[0]?.step_title.toLowerCase()} and finish with a home-cooked dinner together; you keep the best part and halve the cost.`;

  return {
    date_title: title,
    overall_theme_description: theme,
    general_date_tips: generalTips.slice(0, 5),
    alternative_suggestion_summary: alternative,
    total_estimated_date_duration: `About ${duration(totalMinutes)}`,
    total_estimated_cost_range: costText,
    steps,
  };
}
