/**
 * Typical facts about every kind of stop: what it is (tags), when it is open, how long a couple stays, what
 * it costs and where in a city it is found. Sources: common knowledge of typical opening hours and visit
 * lengths; costs are per person in US dollars at US prices, approximate from typical 2024–25 menu and ticket
 * prices in a large US city, rounded, for a budget, moderate and luxury version of the same outing.
 * An empty areaTags list means the kind is found in any part of a city.
 */
import type { BudgetLevel } from '../request';
import type { KindId } from './kind-ids';
import type { AreaTag, KindInfo, KindTag } from './kind-info';

type Range = [low: number, high: number];

/** Minutes after midnight; hours past 24 stand for the small hours of the next day. */
const t = (hours: number, minutes = 0): number => hours * 60 + minutes;
const h = (open: number, close: number): [number, number] => [open, close];

const cost = (budget: Range, moderate: Range, luxury: Range): Record<BudgetLevel, Range> => ({
  budget,
  moderate,
  luxury,
});
const free = (): Record<BudgetLevel, Range> => cost([0, 0], [0, 0], [0, 0]);

type Extra = Pick<KindInfo, 'meal' | 'indoorAlternative' | 'soberAlternative'>;

const k = (
  tags: KindTag[],
  hours: [number, number],
  minutes: number,
  costs: Record<BudgetLevel, Range>,
  areaTags: AreaTag[],
  extra: Extra = {},
): KindInfo => ({ tags, hours, minutes, cost: costs, areaTags, ...extra });

const BAR = h(t(17), t(26));
const DINNER = h(t(18), t(23));
const RESTAURANT = h(t(12), t(23));
const LUNCH = h(t(12), t(15));
const CAFE = h(t(7, 30), t(19));
const MUSEUM = h(t(10), t(18));
const ALL_DAY = h(0, t(24));
const PARK = h(t(6), t(22));
const SHOW = h(t(19), t(23));
const DAYLIGHT = h(t(8), t(19));

const SOBER = { soberAlternative: 'mocktail_bar' } as const;

export const KIND_CATALOG: Record<KindId, KindInfo> = {
  // coffee
  cafe: k(['indoor', 'food'], CAFE, 45, cost([4, 8], [6, 12], [10, 20]), ['food', 'arts']),
  specialty_coffee: k(['indoor', 'food'], h(t(7, 30), t(18)), 45, cost([5, 9], [7, 13], [10, 20]), [
    'food',
    'arts',
  ]),
  tea_house: k(['indoor', 'food', 'quiet'], h(t(10), t(19)), 60, cost([5, 10], [8, 16], [15, 35]), [
    'food',
    'historic',
  ]),
  bubble_tea: k(['indoor', 'food'], h(t(11), t(22)), 30, cost([5, 8], [6, 10], [8, 14]), [
    'food',
    'shopping',
  ]),
  bakery: k(['indoor', 'food'], h(t(7), t(19)), 30, cost([4, 8], [6, 12], [10, 20]), ['food']),
  afternoon_tea: k(
    ['indoor', 'food', 'quiet', 'romantic', 'needs_booking'],
    h(t(14), t(18)),
    90,
    cost([25, 40], [45, 70], [75, 130]),
    ['food', 'historic'],
  ),
  breakfast: k(['indoor', 'food'], h(t(7), t(11, 30)), 60, cost([10, 18], [18, 30], [30, 60]), ['food'], {
    meal: 'breakfast',
  }),
  brunch: k(['indoor', 'food', 'crowded'], h(t(9), t(15)), 90, cost([15, 25], [25, 40], [45, 90]), ['food'], {
    meal: 'brunch',
  }),

  // sweet
  dessert: k(['indoor', 'food'], h(t(12), t(23)), 45, cost([6, 12], [10, 18], [18, 35]), [
    'food',
    'nightlife',
  ]),
  gelato: k(['indoor', 'food'], h(t(12), t(23)), 25, cost([4, 7], [6, 9], [8, 14]), ['food', 'historic']),
  ice_cream: k(['indoor', 'food'], h(t(12), t(22)), 25, cost([4, 7], [6, 9], [8, 14]), [
    'food',
    'waterfront',
  ]),
  chocolate: k(['indoor', 'food'], h(t(10), t(19)), 40, cost([5, 10], [8, 16], [15, 35]), [
    'food',
    'shopping',
  ]),
  pastry: k(['indoor', 'food'], h(t(8), t(19)), 30, cost([4, 8], [6, 12], [10, 20]), ['food', 'shopping']),
  // Savoury galettes are a meal in Brittany; the same place serves the sweet crêpe after.
  crepes: k(['indoor', 'food'], h(t(11), t(22)), 60, cost([8, 14], [12, 20], [18, 30]), ['food'], {
    meal: 'any',
  }),
  churros: k(['indoor', 'food'], h(t(8), t(21)), 35, cost([4, 8], [6, 10], [8, 15]), ['food', 'historic']),
  waffles: k(['indoor', 'food'], h(t(10), t(20)), 35, cost([5, 9], [7, 12], [10, 18]), ['food']),
  donuts: k(['indoor', 'food'], h(t(7), t(18)), 25, cost([3, 6], [4, 8], [6, 12]), ['food']),
  cake: k(['indoor', 'food'], h(t(10), t(19)), 40, cost([5, 9], [7, 12], [10, 20]), ['food']),

  // meal
  restaurant: k(['indoor', 'food'], RESTAURANT, 90, cost([15, 25], [30, 55], [80, 150]), ['food'], {
    meal: 'any',
  }),
  lunch: k(['indoor', 'food'], LUNCH, 75, cost([10, 18], [18, 35], [45, 90]), ['food'], { meal: 'lunch' }),
  dinner: k(['indoor', 'food', 'romantic'], DINNER, 105, cost([15, 25], [35, 60], [90, 160]), ['food'], {
    meal: 'dinner',
  }),
  fine_dining: k(
    ['indoor', 'food', 'romantic', 'quiet', 'needs_booking'],
    h(t(18, 30), t(23)),
    150,
    cost([50, 80], [100, 180], [200, 400]),
    ['food'],
    { meal: 'dinner' },
  ),
  tasting_menu: k(
    ['indoor', 'food', 'romantic', 'needs_booking'],
    h(t(18, 30), t(23)),
    180,
    cost([60, 90], [120, 200], [250, 450]),
    ['food'],
    { meal: 'dinner' },
  ),
  bistro: k(
    ['indoor', 'food', 'romantic'],
    RESTAURANT,
    90,
    cost([15, 25], [30, 50], [60, 100]),
    ['food', 'historic'],
    {
      meal: 'any',
    },
  ),
  trattoria: k(['indoor', 'food'], RESTAURANT, 90, cost([15, 25], [25, 45], [50, 90]), ['food', 'historic'], {
    meal: 'any',
  }),
  pizza: k(['indoor', 'food'], RESTAURANT, 75, cost([10, 18], [18, 30], [30, 50]), ['food'], { meal: 'any' }),
  pasta: k(['indoor', 'food'], RESTAURANT, 90, cost([12, 20], [20, 35], [40, 80]), ['food'], { meal: 'any' }),
  ramen: k(
    ['indoor', 'food'],
    h(t(11, 30), t(23)),
    45,
    cost([12, 18], [15, 22], [20, 35]),
    ['food', 'nightlife'],
    {
      meal: 'any',
    },
  ),
  sushi: k(['indoor', 'food'], RESTAURANT, 75, cost([15, 25], [35, 70], [120, 300]), ['food'], {
    meal: 'any',
  }),
  izakaya: k(
    ['indoor', 'food', 'loud'],
    h(t(17), t(24)),
    120,
    cost([20, 30], [35, 60], [70, 130]),
    ['food', 'nightlife'],
    { meal: 'dinner' },
  ),
  korean_bbq: k(
    ['indoor', 'food', 'meat', 'loud'],
    h(t(17), t(23)),
    90,
    cost([20, 30], [35, 55], [60, 110]),
    ['food', 'nightlife'],
    { meal: 'dinner' },
  ),
  dim_sum: k(
    ['indoor', 'food', 'crowded'],
    h(t(10), t(22)),
    75,
    cost([12, 20], [20, 35], [40, 80]),
    ['food'],
    {
      meal: 'any',
    },
  ),
  hotpot: k(['indoor', 'food'], h(t(17), t(24)), 105, cost([18, 28], [30, 50], [55, 100]), ['food'], {
    meal: 'dinner',
  }),
  dumplings: k(['indoor', 'food'], h(t(11), t(22)), 60, cost([8, 15], [12, 22], [20, 40]), ['food'], {
    meal: 'any',
  }),
  thai: k(['indoor', 'food'], RESTAURANT, 75, cost([12, 20], [20, 35], [40, 80]), ['food'], { meal: 'any' }),
  vietnamese: k(['indoor', 'food'], RESTAURANT, 60, cost([10, 18], [18, 30], [35, 70]), ['food'], {
    meal: 'any',
  }),
  pho: k(['indoor', 'food'], h(t(8), t(22)), 45, cost([10, 15], [13, 20], [18, 30]), ['food'], {
    meal: 'any',
  }),
  indian: k(['indoor', 'food'], RESTAURANT, 90, cost([12, 20], [20, 40], [50, 100]), ['food'], {
    meal: 'any',
  }),
  curry: k(['indoor', 'food'], RESTAURANT, 75, cost([10, 18], [16, 30], [35, 70]), ['food'], { meal: 'any' }),
  mexican: k(['indoor', 'food'], RESTAURANT, 75, cost([12, 20], [20, 40], [50, 100]), ['food'], {
    meal: 'any',
  }),
  tacos: k(
    ['indoor', 'food'],
    h(t(12), t(24)),
    45,
    cost([8, 15], [12, 22], [20, 40]),
    ['food', 'nightlife'],
    {
      meal: 'any',
    },
  ),
  tapas: k(
    ['indoor', 'food', 'loud'],
    h(t(12), t(24)),
    90,
    cost([15, 25], [25, 45], [50, 100]),
    ['food', 'nightlife'],
    {
      meal: 'any',
    },
  ),
  paella: k(
    ['indoor', 'food'],
    h(t(13), t(23)),
    90,
    cost([18, 28], [28, 45], [50, 90]),
    ['food', 'waterfront'],
    {
      meal: 'any',
    },
  ),
  seafood: k(
    ['indoor', 'food'],
    RESTAURANT,
    90,
    cost([20, 35], [40, 70], [90, 180]),
    ['food', 'waterfront'],
    {
      meal: 'any',
    },
  ),
  oysters: k(
    ['indoor', 'food', 'romantic'],
    RESTAURANT,
    60,
    cost([15, 25], [30, 50], [60, 120]),
    ['food', 'waterfront'],
    {
      meal: 'any',
    },
  ),
  steakhouse: k(
    ['indoor', 'food', 'meat', 'needs_booking'],
    h(t(17), t(23)),
    105,
    cost([25, 40], [50, 90], [110, 220]),
    ['food'],
    { meal: 'dinner' },
  ),
  asado: k(['indoor', 'food', 'meat'], h(t(20), t(24)), 120, cost([20, 30], [35, 60], [70, 130]), ['food'], {
    meal: 'dinner',
  }),
  bbq: k(['indoor', 'food', 'meat'], h(t(11), t(21)), 75, cost([15, 25], [25, 40], [45, 80]), ['food'], {
    meal: 'any',
  }),
  burgers: k(['indoor', 'food', 'meat'], h(t(11), t(23)), 60, cost([10, 18], [15, 25], [25, 45]), ['food'], {
    meal: 'any',
  }),
  fish_and_chips: k(
    ['indoor', 'food'],
    h(t(11, 30), t(22)),
    45,
    cost([10, 16], [14, 22], [20, 35]),
    ['food', 'waterfront'],
    {
      meal: 'any',
    },
  ),
  pub_food: k(
    ['indoor', 'food'],
    h(t(12), t(22)),
    75,
    cost([14, 22], [20, 35], [35, 60]),
    ['food', 'historic'],
    {
      meal: 'any',
    },
  ),
  french: k(['indoor', 'food', 'romantic'], RESTAURANT, 105, cost([20, 35], [40, 70], [90, 180]), ['food'], {
    meal: 'any',
  }),
  italian: k(['indoor', 'food'], RESTAURANT, 90, cost([15, 25], [30, 55], [70, 140]), ['food'], {
    meal: 'any',
  }),
  greek: k(['indoor', 'food'], RESTAURANT, 90, cost([15, 25], [25, 45], [50, 100]), ['food'], {
    meal: 'any',
  }),
  mezze: k(['indoor', 'food'], RESTAURANT, 90, cost([15, 25], [25, 45], [50, 100]), ['food'], {
    meal: 'any',
  }),
  turkish: k(['indoor', 'food'], RESTAURANT, 75, cost([12, 20], [20, 40], [45, 90]), ['food'], {
    meal: 'any',
  }),
  kebab: k(
    ['indoor', 'food', 'meat'],
    h(t(11), t(26)),
    30,
    cost([7, 12], [10, 16], [14, 25]),
    ['food', 'nightlife'],
    {
      meal: 'any',
    },
  ),
  lebanese: k(['indoor', 'food'], RESTAURANT, 90, cost([15, 25], [25, 45], [50, 100]), ['food'], {
    meal: 'any',
  }),
  moroccan: k(['indoor', 'food'], RESTAURANT, 90, cost([15, 25], [25, 45], [50, 100]), ['food'], {
    meal: 'any',
  }),
  ethiopian: k(['indoor', 'food'], RESTAURANT, 90, cost([12, 20], [18, 30], [30, 50]), ['food'], {
    meal: 'any',
  }),
  suya: k(
    ['outdoor', 'food', 'meat'],
    h(t(17), t(24)),
    30,
    cost([5, 10], [8, 15], [12, 25]),
    ['food', 'nightlife'],
    {
      meal: 'any',
      indoorAlternative: 'nigerian',
    },
  ),
  jollof: k(['indoor', 'food'], RESTAURANT, 60, cost([8, 14], [12, 22], [20, 40]), ['food'], { meal: 'any' }),
  nigerian: k(['indoor', 'food'], RESTAURANT, 75, cost([10, 18], [18, 30], [30, 60]), ['food'], {
    meal: 'any',
  }),
  west_african: k(['indoor', 'food'], RESTAURANT, 75, cost([10, 18], [18, 30], [30, 60]), ['food'], {
    meal: 'any',
  }),
  braai: k(
    ['outdoor', 'food', 'meat'],
    h(t(12), t(22)),
    120,
    cost([15, 25], [25, 45], [50, 90]),
    ['food', 'parks'],
    {
      meal: 'any',
      indoorAlternative: 'steakhouse',
    },
  ),
  peruvian: k(['indoor', 'food'], RESTAURANT, 90, cost([15, 25], [30, 55], [70, 150]), ['food'], {
    meal: 'any',
  }),
  ceviche: k(
    ['indoor', 'food'],
    h(t(12), t(17)),
    60,
    cost([12, 20], [20, 35], [40, 80]),
    ['food', 'waterfront'],
    {
      meal: 'any',
    },
  ),
  brazilian: k(['indoor', 'food'], RESTAURANT, 90, cost([15, 25], [25, 45], [50, 100]), ['food'], {
    meal: 'any',
  }),
  churrascaria: k(['indoor', 'food', 'meat'], DINNER, 105, cost([30, 45], [50, 75], [80, 140]), ['food'], {
    meal: 'dinner',
  }),
  polish: k(['indoor', 'food'], RESTAURANT, 75, cost([10, 18], [18, 30], [35, 60]), ['food', 'historic'], {
    meal: 'any',
  }),
  pierogi: k(['indoor', 'food'], h(t(11), t(22)), 60, cost([8, 14], [12, 20], [20, 35]), ['food'], {
    meal: 'any',
  }),
  german: k(['indoor', 'food'], RESTAURANT, 90, cost([15, 25], [25, 40], [45, 80]), ['food', 'historic'], {
    meal: 'any',
  }),
  portuguese: k(['indoor', 'food'], RESTAURANT, 90, cost([15, 25], [25, 45], [50, 100]), ['food'], {
    meal: 'any',
  }),
  vegetarian_restaurant: k(['indoor', 'food'], RESTAURANT, 75, cost([12, 20], [20, 35], [45, 90]), ['food'], {
    meal: 'any',
  }),
  vegan_restaurant: k(['indoor', 'food'], RESTAURANT, 75, cost([12, 20], [20, 35], [45, 90]), ['food'], {
    meal: 'any',
  }),
  fondue: k(
    ['indoor', 'food', 'romantic'],
    h(t(11, 30), t(23)),
    105,
    cost([25, 35], [35, 55], [60, 100]),
    ['food', 'historic'],
    {
      meal: 'any',
    },
  ),
  raclette: k(
    ['indoor', 'food'],
    h(t(11, 30), t(23)),
    105,
    cost([25, 35], [35, 55], [60, 100]),
    ['food', 'historic'],
    {
      meal: 'any',
    },
  ),
  bibimbap: k(['indoor', 'food'], h(t(11), t(22)), 60, cost([10, 16], [14, 22], [20, 35]), ['food'], {
    meal: 'any',
  }),
  fried_chicken: k(
    ['indoor', 'food', 'meat'],
    h(t(11), t(23)),
    45,
    cost([8, 14], [12, 20], [18, 30]),
    ['food'],
    {
      meal: 'any',
    },
  ),
  hawker: k(['indoor', 'food', 'crowded'], h(t(10), t(22)), 60, cost([5, 10], [8, 15], [12, 25]), ['food'], {
    meal: 'any',
  }),
  bao: k(['indoor', 'food'], h(t(11), t(22)), 40, cost([8, 14], [12, 20], [18, 30]), ['food'], {
    meal: 'any',
  }),
  noodles: k(['indoor', 'food'], h(t(11), t(22)), 50, cost([10, 16], [14, 22], [20, 40]), ['food'], {
    meal: 'any',
  }),
  empanadas: k(['indoor', 'food'], h(t(11), t(23)), 40, cost([5, 10], [8, 14], [12, 22]), ['food'], {
    meal: 'any',
  }),
  arepas: k(['indoor', 'food'], h(t(8), t(22)), 45, cost([6, 12], [10, 16], [15, 25]), ['food'], {
    meal: 'any',
  }),

  // street food
  street_food: k(
    ['outdoor', 'food', 'crowded'],
    h(t(11), t(22)),
    45,
    cost([5, 12], [10, 20], [15, 30]),
    ['food'],
    {
      meal: 'any',
      indoorAlternative: 'food_hall',
    },
  ),
  food_hall: k(
    ['indoor', 'food', 'crowded'],
    h(t(11), t(22)),
    60,
    cost([10, 18], [15, 28], [25, 45]),
    ['food', 'shopping'],
    {
      meal: 'any',
    },
  ),
  night_market: k(
    ['outdoor', 'food', 'crowded', 'nightlife'],
    h(t(18), t(24)),
    90,
    cost([8, 15], [12, 25], [20, 40]),
    ['food', 'nightlife'],
    { meal: 'any', indoorAlternative: 'food_hall' },
  ),
  food_truck: k(
    ['outdoor', 'food'],
    h(t(11, 30), t(21)),
    40,
    cost([8, 14], [12, 20], [16, 28]),
    ['food', 'parks'],
    {
      meal: 'any',
      indoorAlternative: 'food_hall',
    },
  ),
  food_tour: k(
    ['outdoor', 'food', 'needs_booking'],
    h(t(11), t(22)),
    180,
    cost([40, 60], [70, 110], [120, 200]),
    ['food', 'historic'],
    { meal: 'any', indoorAlternative: 'food_hall' },
  ),

  // drinks
  bar: k(
    ['indoor', 'alcohol', 'bar', 'nightlife'],
    BAR,
    75,
    cost([8, 15], [15, 30], [30, 55]),
    ['nightlife'],
    SOBER,
  ),
  cocktail_bar: k(
    ['indoor', 'alcohol', 'bar', 'nightlife', 'romantic'],
    h(t(18), t(26)),
    75,
    cost([12, 20], [20, 35], [35, 70]),
    ['nightlife'],
    SOBER,
  ),
  wine_bar: k(
    ['indoor', 'alcohol', 'bar', 'nightlife', 'romantic'],
    h(t(17), t(24)),
    75,
    cost([10, 18], [18, 35], [40, 90]),
    ['nightlife', 'food'],
    SOBER,
  ),
  pub: k(
    ['indoor', 'alcohol', 'bar', 'nightlife', 'loud', 'pet_friendly'],
    h(t(12), t(23)),
    75,
    cost([8, 14], [12, 24], [20, 40]),
    ['nightlife', 'historic'],
    SOBER,
  ),
  craft_beer: k(
    ['indoor', 'alcohol', 'bar', 'nightlife'],
    h(t(16), t(24)),
    75,
    cost([8, 14], [12, 24], [20, 40]),
    ['nightlife'],
    SOBER,
  ),
  brewery: k(
    ['indoor', 'alcohol', 'bar', 'nightlife'],
    h(t(15), t(22)),
    90,
    cost([8, 14], [12, 24], [20, 45]),
    ['nightlife', 'food'],
    { soberAlternative: 'tea_house' },
  ),
  rooftop_bar: k(
    ['outdoor', 'alcohol', 'bar', 'nightlife', 'sunset', 'romantic'],
    h(t(17), t(25)),
    75,
    cost([15, 25], [25, 45], [45, 90]),
    ['nightlife', 'views'],
    { ...SOBER, indoorAlternative: 'cocktail_bar' },
  ),
  speakeasy: k(
    ['indoor', 'alcohol', 'bar', 'nightlife', 'romantic'],
    h(t(19), t(27)),
    75,
    cost([14, 22], [22, 40], [40, 80]),
    ['nightlife'],
    SOBER,
  ),
  sake_bar: k(
    ['indoor', 'alcohol', 'bar', 'nightlife'],
    h(t(18), t(24)),
    75,
    cost([12, 20], [20, 40], [45, 100]),
    ['nightlife', 'food'],
    SOBER,
  ),
  mezcal_bar: k(
    ['indoor', 'alcohol', 'bar', 'nightlife'],
    h(t(18), t(26)),
    75,
    cost([12, 20], [20, 35], [35, 70]),
    ['nightlife'],
    SOBER,
  ),
  beer_garden: k(
    ['outdoor', 'alcohol', 'bar', 'nightlife', 'crowded', 'pet_friendly'],
    h(t(12), t(22)),
    90,
    cost([8, 14], [12, 22], [18, 35]),
    ['parks', 'nightlife'],
    { ...SOBER, indoorAlternative: 'pub' },
  ),
  cider: k(
    ['indoor', 'alcohol', 'bar', 'nightlife'],
    h(t(12), t(23)),
    75,
    cost([8, 14], [12, 22], [18, 35]),
    ['nightlife', 'food'],
    SOBER,
  ),
  whisky_bar: k(
    ['indoor', 'alcohol', 'bar', 'nightlife', 'quiet'],
    h(t(18), t(26)),
    60,
    cost([12, 20], [20, 40], [45, 120]),
    ['nightlife', 'historic'],
    SOBER,
  ),
  champagne_bar: k(
    ['indoor', 'alcohol', 'bar', 'nightlife', 'romantic'],
    h(t(17), t(24)),
    60,
    cost([18, 30], [30, 60], [70, 200]),
    ['nightlife', 'views'],
    SOBER,
  ),
  nightcap: k(
    ['indoor', 'alcohol', 'bar', 'nightlife', 'romantic'],
    h(t(21), t(27)),
    45,
    cost([8, 15], [15, 25], [25, 50]),
    ['nightlife'],
    SOBER,
  ),
  mocktail_bar: k(['indoor', 'bar', 'nightlife'], h(t(17), t(24)), 60, cost([8, 14], [12, 22], [20, 40]), [
    'nightlife',
  ]),

  // tasting
  wine_tasting: k(
    ['indoor', 'alcohol', 'romantic', 'needs_booking'],
    h(t(11), t(19)),
    90,
    cost([20, 35], [35, 60], [70, 150]),
    ['food', 'nightlife'],
    { soberAlternative: 'chocolate_tasting' },
  ),
  winery: k(
    ['outdoor', 'alcohol', 'romantic', 'needs_booking'],
    h(t(10), t(18)),
    120,
    cost([20, 35], [35, 60], [70, 150]),
    ['views', 'parks'],
    { soberAlternative: 'coffee_tasting', indoorAlternative: 'wine_tasting' },
  ),
  distillery: k(
    ['indoor', 'alcohol', 'needs_booking'],
    h(t(10), t(18)),
    90,
    cost([20, 30], [30, 50], [60, 120]),
    ['food', 'historic'],
    { soberAlternative: 'coffee_tasting' },
  ),
  cheese_tasting: k(
    ['indoor', 'food', 'needs_booking'],
    h(t(11), t(19)),
    75,
    cost([20, 30], [35, 55], [60, 110]),
    ['food'],
  ),
  chocolate_tasting: k(
    ['indoor', 'food', 'needs_booking'],
    h(t(10), t(18)),
    75,
    cost([15, 25], [25, 45], [50, 90]),
    ['food', 'shopping'],
  ),
  coffee_tasting: k(['indoor', 'food'], h(t(9), t(17)), 60, cost([10, 20], [20, 35], [35, 60]), [
    'food',
    'arts',
  ]),

  // music
  live_music: k(['indoor', 'nightlife', 'loud'], h(t(20), t(26)), 120, cost([10, 20], [20, 40], [40, 80]), [
    'nightlife',
    'arts',
  ]),
  jazz: k(
    ['indoor', 'nightlife', 'romantic', 'culture'],
    h(t(19), t(25)),
    120,
    cost([15, 25], [25, 45], [50, 100]),
    ['nightlife', 'arts'],
  ),
  concert: k(
    ['indoor', 'nightlife', 'loud', 'crowded', 'needs_booking'],
    h(t(19, 30), t(23)),
    150,
    cost([30, 50], [60, 120], [150, 300]),
    ['arts', 'nightlife'],
  ),
  opera: k(
    ['indoor', 'culture', 'romantic', 'needs_booking'],
    h(t(19), t(23)),
    180,
    cost([30, 60], [80, 150], [180, 400]),
    ['arts', 'historic'],
  ),
  classical_music: k(
    ['indoor', 'culture', 'quiet', 'needs_booking'],
    h(t(19), t(22, 30)),
    120,
    cost([20, 35], [40, 80], [90, 200]),
    ['arts', 'historic'],
  ),
  fado: k(
    ['indoor', 'culture', 'romantic', 'nightlife'],
    h(t(20), t(25)),
    120,
    cost([20, 30], [40, 60], [70, 120]),
    ['historic', 'nightlife'],
  ),
  blues: k(['indoor', 'nightlife', 'loud'], h(t(20), t(26)), 120, cost([10, 20], [20, 35], [35, 60]), [
    'nightlife',
  ]),
  open_mic: k(['indoor', 'nightlife'], h(t(19, 30), t(24)), 90, cost([0, 10], [5, 15], [10, 25]), [
    'nightlife',
    'arts',
  ]),
  piano_bar: k(
    ['indoor', 'alcohol', 'bar', 'nightlife', 'romantic'],
    h(t(20), t(26)),
    90,
    cost([10, 20], [20, 40], [40, 80]),
    ['nightlife'],
    SOBER,
  ),

  // dance
  dancing: k(['indoor', 'nightlife', 'loud'], h(t(22), t(28)), 150, cost([10, 20], [20, 35], [35, 70]), [
    'nightlife',
  ]),
  tango: k(
    ['indoor', 'nightlife', 'romantic', 'culture'],
    h(t(21), t(26)),
    120,
    cost([8, 15], [15, 25], [30, 60]),
    ['nightlife', 'historic'],
  ),
  salsa: k(['indoor', 'nightlife', 'loud'], h(t(21), t(26)), 120, cost([8, 15], [15, 25], [25, 50]), [
    'nightlife',
  ]),
  swing_dance: k(['indoor', 'nightlife'], h(t(19, 30), t(23, 30)), 120, cost([10, 15], [15, 25], [25, 40]), [
    'nightlife',
  ]),
  nightclub: k(
    ['indoor', 'nightlife', 'loud', 'crowded'],
    h(t(23), t(28)),
    180,
    cost([15, 25], [25, 50], [60, 150]),
    ['nightlife'],
  ),
  bachata: k(['indoor', 'nightlife', 'loud'], h(t(21), t(26)), 120, cost([8, 15], [15, 25], [25, 50]), [
    'nightlife',
  ]),
  ballroom: k(['indoor', 'romantic'], h(t(19), t(23)), 120, cost([15, 25], [25, 40], [40, 70]), [
    'nightlife',
    'arts',
  ]),
  disco: k(
    ['indoor', 'nightlife', 'loud', 'crowded'],
    h(t(22), t(28)),
    150,
    cost([10, 20], [20, 35], [35, 70]),
    ['nightlife'],
  ),

  // stage
  theatre: k(['indoor', 'culture', 'needs_booking'], SHOW, 150, cost([25, 45], [60, 110], [130, 250]), [
    'arts',
    'nightlife',
  ]),
  musical: k(['indoor', 'culture', 'needs_booking'], SHOW, 165, cost([40, 70], [90, 160], [180, 350]), [
    'arts',
    'nightlife',
  ]),
  comedy: k(['indoor', 'nightlife', 'loud'], h(t(19, 30), t(24)), 90, cost([10, 20], [20, 40], [40, 70]), [
    'nightlife',
    'arts',
  ]),
  improv: k(['indoor', 'nightlife'], h(t(19, 30), t(23, 30)), 90, cost([10, 20], [18, 30], [30, 50]), [
    'nightlife',
    'arts',
  ]),
  cabaret: k(
    ['indoor', 'nightlife', 'romantic', 'needs_booking'],
    h(t(20), t(25)),
    120,
    cost([30, 50], [60, 110], [130, 250]),
    ['nightlife', 'arts'],
  ),
  ballet: k(
    ['indoor', 'culture', 'romantic', 'needs_booking'],
    h(t(19), t(22, 30)),
    150,
    cost([30, 50], [70, 130], [150, 300]),
    ['arts', 'historic'],
  ),
  flamenco: k(
    ['indoor', 'culture', 'romantic', 'needs_booking'],
    h(t(19), t(25)),
    75,
    cost([25, 35], [35, 55], [60, 120]),
    ['historic', 'nightlife'],
  ),
  magic_show: k(['indoor', 'needs_booking'], SHOW, 90, cost([20, 35], [35, 60], [70, 120]), [
    'arts',
    'nightlife',
  ]),
  drag_show: k(['indoor', 'nightlife', 'loud'], h(t(20), t(25)), 120, cost([15, 25], [25, 45], [50, 90]), [
    'nightlife',
  ]),
  circus: k(['indoor', 'needs_booking'], h(t(14), t(22)), 120, cost([25, 40], [50, 90], [100, 200]), [
    'arts',
  ]),

  // screen
  cinema: k(['indoor'], h(t(12), t(24)), 130, cost([10, 15], [15, 22], [25, 45]), ['arts', 'shopping']),
  open_air_cinema: k(
    ['outdoor', 'romantic'],
    h(t(20), t(24)),
    150,
    cost([10, 15], [15, 25], [25, 45]),
    ['parks', 'arts'],
    { indoorAlternative: 'cinema' },
  ),
  drive_in: k(['outdoor', 'romantic'], h(t(19, 30), t(24, 30)), 150, cost([10, 15], [15, 22], [20, 35]), [], {
    indoorAlternative: 'cinema',
  }),

  // culture
  museum: k(['indoor', 'culture', 'quiet'], MUSEUM, 90, cost([0, 15], [15, 25], [25, 45]), [
    'arts',
    'historic',
  ]),
  art_gallery: k(['indoor', 'culture', 'quiet'], MUSEUM, 75, cost([0, 10], [10, 20], [20, 40]), ['arts']),
  exhibition: k(['indoor', 'culture'], h(t(10), t(19)), 75, cost([10, 20], [20, 30], [30, 50]), ['arts']),
  history_museum: k(['indoor', 'culture', 'quiet'], MUSEUM, 90, cost([0, 15], [15, 25], [25, 45]), [
    'historic',
    'arts',
  ]),
  science_museum: k(['indoor', 'culture'], MUSEUM, 120, cost([10, 20], [20, 30], [30, 50]), ['arts']),
  historic_site: k(
    ['outdoor', 'culture'],
    h(t(9), t(18)),
    90,
    cost([0, 15], [15, 30], [30, 60]),
    ['historic'],
    {
      indoorAlternative: 'history_museum',
    },
  ),
  castle: k(
    ['outdoor', 'culture'],
    h(t(9), t(17)),
    120,
    cost([10, 20], [20, 35], [35, 70]),
    ['historic', 'views'],
    {
      indoorAlternative: 'history_museum',
    },
  ),
  church: k(['indoor', 'culture', 'quiet', 'free'], h(t(8), t(18)), 30, free(), ['historic']),
  temple: k(
    ['outdoor', 'culture', 'quiet'],
    h(t(8), t(17)),
    45,
    cost([0, 5], [0, 10], [5, 20]),
    ['historic'],
    {
      indoorAlternative: 'museum',
    },
  ),
  architecture_tour: k(
    ['outdoor', 'culture'],
    h(t(10), t(18)),
    120,
    cost([0, 15], [20, 35], [40, 90]),
    ['historic', 'arts'],
    { indoorAlternative: 'museum' },
  ),
  street_art: k(['outdoor', 'culture', 'free'], h(t(9), t(20)), 60, free(), ['arts'], {
    indoorAlternative: 'art_gallery',
  }),
  library: k(['indoor', 'culture', 'quiet', 'free'], h(t(9), t(20)), 45, free(), ['historic', 'arts']),
  bookshop: k(['indoor', 'quiet'], h(t(10), t(20)), 40, cost([0, 15], [10, 30], [20, 50]), [
    'arts',
    'shopping',
  ]),
  record_shop: k(['indoor'], h(t(11), t(19)), 40, cost([0, 20], [15, 40], [30, 80]), ['arts', 'shopping']),
  vintage_shopping: k(['indoor'], h(t(11), t(19)), 60, cost([0, 25], [20, 60], [50, 150]), [
    'shopping',
    'arts',
  ]),

  // walk
  walk: k(['outdoor', 'free', 'pet_friendly'], ALL_DAY, 45, free(), ['historic', 'parks', 'waterfront'], {
    indoorAlternative: 'museum',
  }),
  park: k(['outdoor', 'free', 'pet_friendly'], PARK, 60, free(), ['parks'], { indoorAlternative: 'museum' }),
  garden: k(['outdoor', 'free', 'quiet'], h(t(8), t(20)), 60, free(), ['parks'], {
    indoorAlternative: 'art_gallery',
  }),
  botanical_garden: k(
    ['outdoor', 'quiet', 'romantic'],
    h(t(9), t(18)),
    90,
    cost([0, 10], [10, 20], [15, 30]),
    ['parks'],
    { indoorAlternative: 'museum' },
  ),
  riverside_walk: k(
    ['outdoor', 'free', 'sunset', 'pet_friendly', 'romantic'],
    ALL_DAY,
    45,
    free(),
    ['waterfront'],
    {
      indoorAlternative: 'art_gallery',
    },
  ),
  beach: k(['outdoor', 'free', 'sunset'], ALL_DAY, 120, free(), ['waterfront'], {
    indoorAlternative: 'aquarium',
  }),
  viewpoint: k(['outdoor', 'free', 'sunset', 'romantic'], ALL_DAY, 30, free(), ['views'], {
    indoorAlternative: 'observation_deck',
  }),
  sunset_spot: k(['outdoor', 'free', 'sunset', 'romantic'], ALL_DAY, 45, free(), ['views', 'waterfront'], {
    indoorAlternative: 'observation_deck',
  }),
  old_town_walk: k(['outdoor', 'free', 'culture', 'pet_friendly'], ALL_DAY, 75, free(), ['historic'], {
    indoorAlternative: 'history_museum',
  }),
  lake: k(['outdoor', 'free', 'quiet', 'pet_friendly'], ALL_DAY, 60, free(), ['parks', 'waterfront'], {
    indoorAlternative: 'aquarium',
  }),
  waterfront: k(['outdoor', 'free', 'sunset', 'pet_friendly'], ALL_DAY, 45, free(), ['waterfront'], {
    indoorAlternative: 'aquarium',
  }),
  sunrise: k(['outdoor', 'free', 'quiet', 'romantic'], ALL_DAY, 45, free(), ['views', 'waterfront'], {
    indoorAlternative: 'breakfast',
  }),

  // picnic
  picnic: k(
    ['outdoor', 'food', 'romantic', 'pet_friendly'],
    h(t(10), t(21)),
    90,
    cost([8, 15], [15, 25], [30, 60]),
    ['parks'],
    { indoorAlternative: 'food_hall' },
  ),

  // active
  hike: k(
    ['outdoor', 'active', 'free', 'not_step_free', 'pet_friendly'],
    h(t(7), t(19)),
    180,
    free(),
    ['parks', 'views'],
    {
      indoorAlternative: 'climbing',
    },
  ),
  bike_ride: k(
    ['outdoor', 'active', 'not_step_free'],
    DAYLIGHT,
    120,
    cost([5, 15], [15, 30], [30, 60]),
    ['parks', 'waterfront'],
    {
      indoorAlternative: 'bowling',
    },
  ),
  kayaking: k(
    ['outdoor', 'active', 'water', 'not_step_free'],
    h(t(9), t(19)),
    120,
    cost([20, 35], [35, 60], [60, 100]),
    ['waterfront'],
    { indoorAlternative: 'swimming' },
  ),
  paddleboarding: k(
    ['outdoor', 'active', 'water', 'not_step_free'],
    h(t(9), t(19)),
    90,
    cost([20, 35], [30, 50], [50, 90]),
    ['waterfront'],
    { indoorAlternative: 'swimming' },
  ),
  climbing: k(
    ['indoor', 'active', 'not_step_free'],
    h(t(10), t(22)),
    120,
    cost([20, 30], [25, 40], [40, 80]),
    [],
  ),
  bouldering: k(
    ['indoor', 'active', 'not_step_free'],
    h(t(10), t(23)),
    90,
    cost([15, 25], [20, 30], [30, 50]),
    [],
  ),
  ice_skating: k(
    ['outdoor', 'active', 'not_step_free', 'seasonal_winter'],
    h(t(10), t(22)),
    75,
    cost([10, 15], [15, 25], [25, 40]),
    ['parks', 'historic'],
    { indoorAlternative: 'roller_skating' },
  ),
  roller_skating: k(
    ['indoor', 'active', 'not_step_free', 'loud'],
    h(t(12), t(23)),
    90,
    cost([10, 15], [15, 25], [20, 35]),
    [],
  ),
  surfing: k(
    ['outdoor', 'active', 'water', 'not_step_free'],
    h(t(7), t(19)),
    120,
    cost([30, 50], [50, 80], [80, 150]),
    ['waterfront'],
    { indoorAlternative: 'swimming' },
  ),
  swimming: k(['indoor', 'active', 'water'], h(t(7), t(21)), 60, cost([5, 10], [10, 20], [20, 45]), []),
  horse_riding: k(
    ['outdoor', 'active', 'not_step_free', 'needs_booking'],
    h(t(9), t(18)),
    120,
    cost([40, 60], [60, 100], [100, 200]),
    ['parks'],
    { indoorAlternative: 'bowling' },
  ),
  tennis: k(['outdoor', 'active'], h(t(7), t(22)), 60, cost([5, 15], [15, 30], [30, 60]), ['parks'], {
    indoorAlternative: 'ping_pong',
  }),
  golf: k(
    ['outdoor', 'active', 'quiet'],
    h(t(7), t(19)),
    240,
    cost([30, 50], [60, 120], [150, 400]),
    ['parks'],
    {
      indoorAlternative: 'bowling',
    },
  ),
  skiing: k(
    ['outdoor', 'active', 'not_step_free', 'seasonal_winter'],
    h(t(8, 30), t(17)),
    300,
    cost([60, 100], [100, 180], [180, 350]),
    ['views'],
    { indoorAlternative: 'climbing' },
  ),
  yoga: k(['indoor', 'active', 'quiet'], h(t(7), t(21)), 75, cost([10, 20], [20, 30], [30, 50]), []),
  running: k(
    ['outdoor', 'active', 'free', 'not_step_free'],
    h(t(6), t(21)),
    45,
    free(),
    ['parks', 'waterfront'],
    {
      indoorAlternative: 'yoga',
    },
  ),

  // water
  boat_trip: k(
    ['outdoor', 'water', 'sunset', 'romantic'],
    h(t(10), t(22)),
    90,
    cost([15, 25], [25, 45], [60, 150]),
    ['waterfront'],
    {
      indoorAlternative: 'aquarium',
    },
  ),
  river_cruise: k(
    ['outdoor', 'water', 'sunset', 'romantic'],
    h(t(10), t(23)),
    90,
    cost([15, 25], [30, 60], [80, 200]),
    ['waterfront'],
    { indoorAlternative: 'aquarium' },
  ),
  gondola: k(
    ['outdoor', 'water', 'romantic', 'not_step_free'],
    h(t(9), t(20)),
    30,
    cost([40, 55], [50, 70], [70, 120]),
    ['waterfront', 'historic'],
    { indoorAlternative: 'museum' },
  ),
  ferry: k(
    ['outdoor', 'water'],
    h(t(6), t(23)),
    45,
    cost([2, 8], [5, 15], [10, 30]),
    ['waterfront', 'views'],
    {
      indoorAlternative: 'aquarium',
    },
  ),
  sailing: k(
    ['outdoor', 'water', 'active', 'sunset', 'romantic', 'not_step_free', 'needs_booking'],
    h(t(10), t(20)),
    180,
    cost([40, 70], [70, 120], [150, 350]),
    ['waterfront'],
    { indoorAlternative: 'aquarium' },
  ),
  canal_boat: k(
    ['outdoor', 'water'],
    h(t(10), t(22)),
    60,
    cost([15, 25], [25, 40], [50, 120]),
    ['waterfront', 'historic'],
    {
      indoorAlternative: 'museum',
    },
  ),

  // play
  bowling: k(['indoor', 'loud'], h(t(12), t(24)), 75, cost([10, 18], [15, 25], [25, 45]), []),
  arcade: k(['indoor', 'loud'], h(t(11), t(24)), 60, cost([10, 20], [15, 30], [25, 50]), [
    'nightlife',
    'shopping',
  ]),
  escape_room: k(['indoor', 'needs_booking'], h(t(11), t(23)), 75, cost([25, 35], [30, 45], [40, 60]), []),
  mini_golf: k(
    ['outdoor'],
    h(t(11), t(22)),
    60,
    cost([10, 15], [15, 22], [20, 35]),
    ['parks', 'waterfront'],
    {
      indoorAlternative: 'bowling',
    },
  ),
  karaoke: k(['indoor', 'nightlife', 'loud'], h(t(18), t(27)), 90, cost([10, 20], [20, 35], [35, 70]), [
    'nightlife',
  ]),
  noraebang: k(['indoor', 'nightlife', 'loud'], h(t(18), t(28)), 90, cost([5, 12], [10, 20], [20, 40]), [
    'nightlife',
  ]),
  board_games: k(['indoor'], h(t(12), t(23)), 120, cost([5, 12], [10, 20], [20, 35]), ['food']),
  billiards: k(['indoor', 'nightlife'], h(t(12), t(26)), 60, cost([5, 12], [10, 20], [15, 30]), [
    'nightlife',
  ]),
  darts: k(['indoor', 'nightlife', 'loud'], h(t(16), t(24)), 60, cost([8, 15], [15, 25], [25, 45]), [
    'nightlife',
  ]),
  trivia: k(['indoor', 'nightlife'], h(t(19, 30), t(22, 30)), 120, cost([0, 10], [10, 25], [20, 40]), [
    'nightlife',
  ]),
  axe_throwing: k(
    ['indoor', 'needs_booking', 'loud'],
    h(t(16), t(23)),
    60,
    cost([25, 35], [30, 45], [40, 60]),
    [],
  ),
  go_karting: k(
    ['indoor', 'not_step_free', 'loud'],
    h(t(11), t(22)),
    60,
    cost([25, 40], [40, 60], [60, 100]),
    [],
  ),
  ping_pong: k(['indoor'], h(t(12), t(24)), 60, cost([5, 15], [15, 25], [25, 40]), ['nightlife']),
  virtual_reality: k(['indoor'], h(t(11), t(22)), 60, cost([20, 35], [30, 50], [45, 80]), ['shopping']),

  // class
  cooking_class: k(
    ['indoor', 'food', 'needs_booking'],
    h(t(10), t(22)),
    180,
    cost([50, 80], [80, 130], [130, 250]),
    ['food'],
  ),
  pottery: k(
    ['indoor', 'quiet', 'needs_booking'],
    h(t(10), t(21)),
    120,
    cost([35, 55], [55, 90], [90, 150]),
    ['arts'],
  ),
  painting_class: k(
    ['indoor', 'quiet', 'needs_booking'],
    h(t(10), t(22)),
    120,
    cost([25, 40], [40, 60], [60, 100]),
    ['arts'],
  ),
  dance_class: k(
    ['indoor', 'active', 'needs_booking'],
    h(t(18), t(22)),
    60,
    cost([10, 20], [20, 35], [35, 70]),
    ['arts'],
  ),
  cocktail_class: k(
    ['indoor', 'alcohol', 'needs_booking'],
    h(t(18), t(23)),
    90,
    cost([40, 60], [60, 90], [90, 150]),
    ['nightlife'],
    { soberAlternative: 'cooking_class' },
  ),
  wine_class: k(
    ['indoor', 'alcohol', 'needs_booking'],
    h(t(18), t(22)),
    90,
    cost([35, 55], [55, 90], [90, 180]),
    ['food'],
    { soberAlternative: 'cheese_tasting' },
  ),
  candle_making: k(
    ['indoor', 'quiet', 'needs_booking'],
    h(t(10), t(20)),
    90,
    cost([30, 45], [45, 70], [70, 120]),
    ['arts', 'shopping'],
  ),
  perfume_workshop: k(
    ['indoor', 'quiet', 'needs_booking'],
    h(t(10), t(19)),
    90,
    cost([50, 80], [80, 130], [130, 250]),
    ['shopping'],
  ),
  pasta_class: k(
    ['indoor', 'food', 'needs_booking'],
    h(t(10), t(21)),
    150,
    cost([40, 60], [60, 100], [100, 180]),
    ['food'],
  ),

  // wellness
  spa: k(
    ['indoor', 'quiet', 'romantic', 'needs_booking'],
    h(t(9), t(21)),
    150,
    cost([40, 70], [80, 150], [180, 350]),
    [],
  ),
  hammam: k(['indoor', 'quiet'], h(t(10), t(22)), 90, cost([20, 40], [40, 80], [90, 180]), ['historic']),
  onsen: k(['indoor', 'quiet'], h(t(10), t(23)), 90, cost([5, 15], [15, 40], [50, 150]), ['historic']),
  massage: k(
    ['indoor', 'quiet', 'needs_booking'],
    h(t(10), t(22)),
    75,
    cost([30, 50], [60, 100], [120, 250]),
    [],
  ),
  sauna: k(['indoor', 'quiet'], h(t(10), t(22)), 75, cost([10, 20], [20, 40], [40, 80]), []),
  hot_springs: k(
    ['outdoor', 'quiet', 'water'],
    h(t(9), t(21)),
    120,
    cost([10, 25], [25, 50], [60, 150]),
    ['parks', 'views'],
    {
      indoorAlternative: 'thermal_baths',
    },
  ),
  thermal_baths: k(['indoor', 'water'], h(t(7), t(22)), 150, cost([20, 30], [30, 50], [60, 120]), [
    'historic',
    'parks',
  ]),

  // shopping
  market: k(
    ['outdoor', 'food', 'crowded'],
    h(t(8), t(14)),
    60,
    cost([5, 15], [10, 25], [20, 50]),
    ['food', 'shopping'],
    {
      indoorAlternative: 'food_hall',
    },
  ),
  farmers_market: k(
    ['outdoor', 'food', 'pet_friendly'],
    h(t(8), t(13)),
    45,
    cost([5, 15], [10, 25], [20, 45]),
    ['food', 'parks'],
    {
      indoorAlternative: 'food_hall',
    },
  ),
  flea_market: k(
    ['outdoor', 'crowded'],
    h(t(8), t(15)),
    75,
    cost([0, 15], [10, 30], [25, 80]),
    ['shopping'],
    {
      indoorAlternative: 'antiques',
    },
  ),
  christmas_market: k(
    ['outdoor', 'crowded', 'seasonal_winter', 'romantic'],
    h(t(11), t(21)),
    75,
    cost([10, 20], [15, 30], [25, 50]),
    ['historic', 'shopping'],
    { indoorAlternative: 'shopping' },
  ),
  shopping: k(['indoor'], h(t(10), t(20)), 90, cost([0, 30], [30, 100], [100, 400]), ['shopping']),
  antiques: k(['indoor', 'quiet'], h(t(10), t(18)), 60, cost([0, 30], [30, 100], [100, 500]), [
    'shopping',
    'historic',
  ]),

  // stars
  stargazing: k(['outdoor', 'free', 'quiet', 'romantic'], h(t(20), t(26)), 90, free(), ['parks', 'views'], {
    indoorAlternative: 'planetarium',
  }),
  planetarium: k(['indoor', 'culture', 'quiet'], h(t(10), t(20)), 60, cost([10, 18], [15, 25], [20, 35]), [
    'arts',
  ]),
  observatory: k(['indoor', 'culture', 'quiet'], h(t(19), t(23)), 90, cost([0, 15], [10, 25], [20, 50]), [
    'views',
    'parks',
  ]),

  // attraction
  zoo: k(['outdoor', 'crowded'], h(t(9), t(18)), 180, cost([20, 30], [25, 40], [40, 80]), ['parks'], {
    indoorAlternative: 'aquarium',
  }),
  aquarium: k(['indoor', 'crowded'], h(t(10), t(19)), 90, cost([25, 35], [30, 45], [45, 80]), ['waterfront']),
  amusement_park: k(
    ['outdoor', 'loud', 'crowded'],
    h(t(10), t(22)),
    300,
    cost([40, 60], [60, 100], [100, 180]),
    ['parks'],
    { indoorAlternative: 'arcade' },
  ),
  ferris_wheel: k(
    ['outdoor', 'sunset', 'romantic'],
    h(t(10), t(23)),
    30,
    cost([10, 20], [20, 35], [35, 70]),
    ['views', 'waterfront'],
    {
      indoorAlternative: 'observation_deck',
    },
  ),
  cable_car: k(['outdoor'], h(t(9), t(21)), 30, cost([5, 15], [15, 30], [30, 60]), ['views'], {
    indoorAlternative: 'observation_deck',
  }),
  observation_deck: k(
    ['indoor', 'sunset', 'romantic'],
    h(t(10), t(23)),
    45,
    cost([15, 25], [25, 45], [45, 90]),
    ['views'],
  ),
  hot_air_balloon: k(
    ['outdoor', 'romantic', 'not_step_free', 'needs_booking'],
    h(t(5), t(11)),
    180,
    cost([150, 250], [250, 350], [350, 600]),
    ['views'],
    { indoorAlternative: 'observation_deck' },
  ),
  fireworks: k(
    ['outdoor', 'free', 'crowded', 'loud'],
    h(t(20, 30), t(23, 30)),
    30,
    free(),
    ['waterfront', 'views'],
    {
      indoorAlternative: 'planetarium',
    },
  ),
};
