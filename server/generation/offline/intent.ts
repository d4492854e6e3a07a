import nlp from 'compromise';
import { CITIES, type City } from './gazetteer';

export type ActivityKey =
  | 'coffee'
  | 'brunch'
  | 'lunch'
  | 'dinner'
  | 'drinks'
  | 'dessert'
  | 'show'
  | 'comedy'
  | 'jazz'
  | 'concert'
  | 'movie'
  | 'museum'
  | 'gallery'
  | 'picnic'
  | 'hike'
  | 'walk'
  | 'bike'
  | 'karaoke'
  | 'cooking'
  | 'bowling'
  | 'stargazing'
  | 'spa'
  | 'boat'
  | 'market'
  | 'dancing'
  | 'games';

export type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'night';
export type Mood = 'romantic' | 'adventurous' | 'relaxed' | 'playful' | 'cultural' | 'cozy';
export type BudgetLevel = 'budget' | 'moderate' | 'luxury';

export interface Intent {
  city: City | null;
  timeOfDay: TimeOfDay;
  /** Minutes after midnight when the date starts. */
  startMinutes: number;
  length: 'short' | 'standard' | 'long';
  budget: { level: BudgetLevel; capPerPerson: number | null };
  moods: Mood[];
  /** Named activities in the order they were mentioned. */
  activities: ActivityKey[];
  constraints: {
    indoor: boolean;
    vegetarian: boolean;
    vegan: boolean;
    accessible: boolean;
    noAlcohol: boolean;
  };
}

const ACTIVITY_PATTERNS: [ActivityKey, RegExp][] = [
  ['brunch', /\bbrunch/],
  ['coffee', /\b(coffee|café|cafe|espresso|latte)\b/],
  ['lunch', /\blunch/],
  [
    'dinner',
    /\b(dinner|supper|restaurant|dine|dining|meal|eat out|trattoria|bistro|sushi|tapas|pizza|steak)\b/,
  ],
  ['drinks', /\b(drinks?|cocktails?|wine|bar|beers?|rooftop|speakeasy|mocktails?)\b/],
  ['dessert', /\b(desserts?|gelato|ice cream|pastr(y|ies)|cake|chocolate)\b/],
  ['comedy', /\b(comedy|stand-?up|improv)\b/],
  ['jazz', /\bjazz\b/],
  ['concert', /\b(concert|gig|live music|orchestra|opera)\b/],
  ['show', /\b(show|theat(er|re)|musical|play|ballet|cabaret|broadway|west end)\b/],
  ['movie', /\b(movies?|cinema|film)\b/],
  ['museum', /\bmuseums?\b/],
  ['gallery', /\b(gallery|galleries|art exhibit|exhibition)\b/],
  ['picnic', /\bpicnic/],
  ['hike', /\b(hike|hiking|trail|trek)\b/],
  ['walk', /\b(walk|stroll|wander|promenade)\b/],
  ['bike', /\b(bike|biking|cycle|cycling)\b/],
  ['karaoke', /\bkaraoke\b/],
  ['cooking', /\b(cooking class|cook together|cooking lesson|pasta class|baking class)\b/],
  ['bowling', /\bbowling\b/],
  ['stargazing', /\b(stargaz\w*|stars|planetarium|observatory)\b/],
  ['spa', /\b(spa|massage|hot springs?|sauna|bathhouse)\b/],
  ['boat', /\b(boat|cruise|kayak\w*|canoe|sail\w*|gondola|ferry)\b/],
  ['market', /\b(market|flea|farmers)\b/],
  ['dancing', /\b(dancing|dance|salsa|club)\b/],
  ['games', /\b(board games?|arcade|escape room|mini golf|trivia|quiz)\b/],
];

const MOOD_PATTERNS: [Mood, RegExp][] = [
  ['romantic', /\b(romantic|romance|anniversary|candle\w*|intimate|proposal|valentine)/],
  ['adventurous', /\b(adventur\w*|thrill\w*|exciting|outdoorsy|active|daring)/],
  ['relaxed', /\b(relax\w*|chill|laid[- ]back|easy|calm|low[- ]key|slow)/],
  ['playful', /\b(fun|playful|silly|quirky|laugh\w*|games?)\b/],
  ['cultural', /\b(cultur\w*|history|historic|art|arts|museum)/],
  ['cozy', /\b(cos(y|ie)|coz(y|ie)|snug|warm|fireplace)/],
];

const TIME_PATTERNS: [TimeOfDay, RegExp][] = [
  ['morning', /\b(morning|sunrise|breakfast|early)\b/],
  ['afternoon', /\b(afternoon|midday|noon|lunch)\b/],
  ['night', /\b(night|late|midnight|nightcap)\b/],
  ['evening', /\b(evening|sunset|dusk|tonight|dinner)\b/],
];

const DEFAULT_START: Record<TimeOfDay, number> = { morning: 600, afternoon: 780, evening: 1080, night: 1200 };

function findCity(text: string): City | null {
  let best: { city: City; index: number } | null = null;
  for (const city of CITIES) {
    for (const alias of city.aliases) {
      const match = new RegExp(`\\b${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).exec(text);
      if (match && (!best || match.index < best.index)) best = { city, index: match.index };
    }
  }
  return best?.city ?? null;
}

/** An explicit clock time such as '7pm', '7:30 pm' or '19:00'. */
function explicitStart(text: string): number | null {
  const twelve = /\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*(am|pm)\b/.exec(text);
  if (twelve) {
    const hour = (Number(twelve[1]) % 12) + (twelve[3] === 'pm' ? 12 : 0);
    return hour * 60 + Number(twelve[2] ?? 0);
  }
  const day = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(text);
  return day ? Number(day[1]) * 60 + Number(day[2]) : null;
}

function timeOfDayFor(minutes: number): TimeOfDay {
  if (minutes < 720) return 'morning';
  if (minutes < 1020) return 'afternoon';
  if (minutes < 1200) return 'evening';
  return 'night';
}

function parseBudget(text: string): Intent['budget'] {
  const amount =
    /(?:under|below|less than|max(?:imum)?|up to|budget(?: of)?|around|about|within)?\s*[$£€¥₦]\s?(\d[\d,]*)|(\d[\d,]*)\s?(?:dollars|pounds|euros|usd|eur|gbp)/.exec(
      text,
    );
  let capPerPerson: number | null = null;
  if (amount) {
    const value = Number((amount[1] ?? amount[2] ?? '').replace(/,/g, ''));
    // "$100 each" or "per person" is per person; otherwise people mean the whole date for two.
    const perPerson = /\b(each|per person|pp|a head|per head)\b/.test(text);
    if (value > 0) capPerPerson = perPerson ? value : Math.round(value / 2);
  }
  let level: BudgetLevel = 'moderate';
  if (/\b(cheap|budget|affordable|inexpensive|free|low[- ]cost|broke|frugal|student)\b/.test(text))
    level = 'budget';
  if (
    /\b(luxur\w*|splurge|fancy|upscale|fine dining|michelin|lavish|extravagant|treat ourselves|high[- ]end)\b/.test(
      text,
    )
  )
    level = 'luxury';
  if (capPerPerson !== null) level = capPerPerson < 40 ? 'budget' : capPerPerson >= 150 ? 'luxury' : level;
  return { level, capPerPerson };
}

/** Reads what a person asked for out of their own words. */
export function parseIntent(description: string): Intent {
  const text = nlp(description).normalize({ punctuation: false, unicode: false }).text().toLowerCase();
  const raw = description.toLowerCase();
  const source = `${text} ${raw}`;

  const activities: ActivityKey[] = [];
  const positions = ACTIVITY_PATTERNS.map(([key, pattern]) => ({ key, index: source.search(pattern) }))
    .filter((found) => found.index >= 0)
    .sort((a, b) => a.index - b.index);
  for (const { key } of positions) if (!activities.includes(key)) activities.push(key);
  // A jazz club or a comedy night is the show; don't plan a second one.
  if (activities.includes('show') && (activities.includes('jazz') || activities.includes('comedy'))) {
    activities.splice(activities.indexOf('show'), 1);
  }

  const clock = explicitStart(raw);
  const namedTime = TIME_PATTERNS.find(([, pattern]) => pattern.test(source))?.[0];
  const timeOfDay = clock !== null ? timeOfDayFor(clock) : (namedTime ?? inferTime(activities));
  const noAlcohol =
    /\b(no alcohol|sober|don'?t drink|do not drink|alcohol[- ]free|non[- ]alcoholic|teetotal|no drinking|pregnant)\b/.test(
      source,
    );

  return {
    city: findCity(source),
    timeOfDay,
    startMinutes: clock ?? DEFAULT_START[timeOfDay],
    length: /\b(quick|short|hour or two|couple of hours|lunch break)\b/.test(source)
      ? 'short'
      : /\b(all day|whole day|full day|weekend|day trip)\b/.test(source)
        ? 'long'
        : 'standard',
    budget: parseBudget(raw),
    moods: MOOD_PATTERNS.filter(([, pattern]) => pattern.test(source)).map(([mood]) => mood),
    activities,
    constraints: {
      indoor: /\b(rain\w*|indoors?|inside|cold|snow\w*|storm\w*|bad weather|winter)\b/.test(source),
      vegetarian: /\b(vegetarian|veggie|no meat|plant[- ]based)\b/.test(source),
      vegan: /\bvegan\b/.test(source),
      accessible:
        /\b(wheelchair|accessible|accessibility|mobility|step[- ]free|crutches|can'?t walk far)\b/.test(
          source,
        ),
      noAlcohol,
    },
  };
}

function inferTime(activities: ActivityKey[]): TimeOfDay {
  if (activities.includes('brunch') || activities.includes('hike')) return 'morning';
  if (activities.includes('picnic') || activities.includes('lunch') || activities.includes('market'))
    return 'afternoon';
  if (activities.includes('stargazing') || activities.includes('karaoke') || activities.includes('dancing'))
    return 'night';
  return 'evening';
}
