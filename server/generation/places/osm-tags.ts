import type { KindId } from '../kinds/kind-ids';

/**
 * One OSM tag test: '=' is an exact value, '~' a regular expression, '~i' one that ignores case.
 * Patterns stay within what both Overpass and JavaScript read the same way (groups, |, ^, $, *).
 */
export type TagFilter = readonly [key: string, op: '=' | '~' | '~i', value: string];
/** Tests that must all hold, as in one Overpass statement `nwr["amenity"="bar"]["cocktails"="yes"]`. */
export type OsmSelector = readonly TagFilter[];

export interface OsmKindTags {
  /** Places that are exactly the kind. */
  preferred: OsmSelector[];
  /** Near enough when none of the preferred is found (any bar for a cocktail bar). */
  fallback: OsmSelector[];
}

const is = (key: string, value: string): TagFilter => [key, '=', value];
const oneOf = (key: string, ...values: string[]): TagFilter =>
  values.length === 1 ? is(key, values[0] as string) : [key, '~', `^(${values.join('|')})$`];
/** OSM lists several values with semicolons ("ramen;japanese"), so each value is matched as a whole item. */
const listHas = (key: string, ...values: string[]): TagFilter => [
  key,
  '~',
  `(^|;) *(${values.join('|')}) *(;|$)`,
];
const nameHas = (word: string): TagFilter => ['name', '~i', word];

const RESTAURANT = oneOf('amenity', 'restaurant');
const EATERY = oneOf('amenity', 'restaurant', 'fast_food');
const CAFE = oneOf('amenity', 'cafe');
const BAR_OR_PUB = oneOf('amenity', 'bar', 'pub');

const tags = (preferred: OsmSelector[], fallback: OsmSelector[] = []): OsmKindTags => ({
  preferred,
  fallback,
});
/** A restaurant (or a takeaway, where the dish is often served that way) of one cuisine. */
const cuisine = (...values: string[]) => tags([[EATERY, listHas('cuisine', ...values)]]);
const sitDown = (...values: string[]) => tags([[RESTAURANT, listHas('cuisine', ...values)]]);
const cafeServing = (...values: string[]) =>
  tags([[oneOf('amenity', 'cafe', 'restaurant', 'fast_food', 'ice_cream'), listHas('cuisine', ...values)]]);
const anyRestaurant = tags([[RESTAURANT]]);
const anyCafe = tags([[CAFE]]);
const anyBar = tags([[BAR_OR_PUB]]);
const cocktails = tags([[oneOf('amenity', 'bar'), is('cocktails', 'yes')]], [[oneOf('amenity', 'bar')]]);
const iceCream = tags([[oneOf('amenity', 'ice_cream')], [oneOf('shop', 'ice_cream')]]);
const namedMusic = (word: string) =>
  tags([[oneOf('amenity', 'bar', 'pub', 'cafe', 'restaurant', 'nightclub', 'music_venue'), nameHas(word)]]);
const bath = (type: string) => tags([[oneOf('amenity', 'public_bath'), is('bath:type', type)]]);
const karaoke = tags([[oneOf('amenity', 'karaoke_box')]]);

/**
 * Venues that open and close, and the halls shows are on in, found by their OSM tags. Walks, parks,
 * viewpoints and museums are absent on purpose: those come from the landmark catalog.
 */
const OSM_TAGS: Partial<Record<KindId, OsmKindTags>> = {
  // coffee
  cafe: anyCafe,
  specialty_coffee: tags([[CAFE, listHas('cuisine', 'coffee_shop')]], [[CAFE]]),
  tea_house: tags([[CAFE, listHas('cuisine', 'tea')]], [[CAFE]]),
  afternoon_tea: tags([[CAFE, listHas('cuisine', 'tea')]], [[CAFE]]),
  bubble_tea: cafeServing('bubble_tea'),
  bakery: tags([[oneOf('shop', 'bakery')]]),
  breakfast: tags(
    [[oneOf('amenity', 'cafe', 'restaurant'), listHas('cuisine', 'breakfast', 'brunch')]],
    [[CAFE]],
  ),
  brunch: tags(
    [[oneOf('amenity', 'cafe', 'restaurant'), listHas('cuisine', 'brunch', 'breakfast')]],
    [[CAFE]],
  ),

  // sweet
  dessert: tags(
    [
      [oneOf('amenity', 'cafe', 'restaurant'), listHas('cuisine', 'dessert', 'cake')],
      [oneOf('shop', 'pastry')],
    ],
    iceCream.preferred,
  ),
  gelato: iceCream,
  ice_cream: iceCream,
  chocolate: tags([[oneOf('shop', 'chocolate')]], [[oneOf('shop', 'confectionery')]]),
  pastry: tags([[oneOf('shop', 'pastry')]], [[oneOf('shop', 'bakery')]]),
  crepes: cafeServing('crepe', 'crepes'),
  churros: cafeServing('churro', 'churros'),
  waffles: cafeServing('waffle', 'waffles'),
  donuts: cafeServing('donut', 'donuts', 'doughnut'),
  cake: tags(
    [[oneOf('amenity', 'cafe'), listHas('cuisine', 'cake', 'dessert')], [oneOf('shop', 'pastry')]],
    [[oneOf('shop', 'bakery')]],
  ),

  // meal
  restaurant: anyRestaurant,
  lunch: anyRestaurant,
  dinner: anyRestaurant,
  fine_dining: tags([[RESTAURANT, listHas('cuisine', 'fine_dining')]], [[RESTAURANT]]),
  tasting_menu: tags([[RESTAURANT, listHas('cuisine', 'fine_dining')]], [[RESTAURANT]]),
  bistro: tags([[RESTAURANT, listHas('cuisine', 'french', 'bistro')]], [[RESTAURANT]]),
  trattoria: sitDown('italian'),
  italian: sitDown('italian', 'pasta'),
  pasta: sitDown('pasta', 'italian'),
  pizza: cuisine('pizza'),
  ramen: cuisine('ramen'),
  noodles: cuisine('noodle', 'noodles', 'ramen', 'udon', 'soba', 'pho'),
  sushi: cuisine('sushi'),
  izakaya: tags([[oneOf('amenity', 'restaurant', 'pub', 'bar'), listHas('cuisine', 'izakaya')]]),
  korean_bbq: sitDown('korean', 'korean_bbq'),
  bibimbap: sitDown('korean'),
  dim_sum: sitDown('dim_sum', 'cantonese'),
  hotpot: sitDown('hot_pot', 'hotpot'),
  dumplings: cuisine('dumpling', 'dumplings'),
  bao: cuisine('bao', 'taiwanese'),
  thai: cuisine('thai'),
  vietnamese: cuisine('vietnamese', 'pho'),
  pho: cuisine('pho', 'vietnamese'),
  indian: cuisine('indian'),
  curry: cuisine('curry', 'indian'),
  mexican: cuisine('mexican'),
  tacos: cuisine('mexican', 'taco', 'tacos'),
  tapas: sitDown('tapas', 'spanish'),
  paella: sitDown('paella', 'spanish'),
  seafood: sitDown('seafood'),
  oysters: sitDown('oyster', 'oysters', 'seafood'),
  steakhouse: sitDown('steak_house', 'steak'),
  asado: sitDown('argentinian', 'asado', 'steak_house'),
  bbq: cuisine('barbecue', 'bbq'),
  braai: cuisine('braai', 'south_african', 'barbecue'),
  burgers: cuisine('burger'),
  fried_chicken: cuisine('chicken', 'fried_chicken'),
  fish_and_chips: cuisine('fish_and_chips'),
  pub_food: tags([[oneOf('amenity', 'pub'), is('food', 'yes')]], [[oneOf('amenity', 'pub')]]),
  french: sitDown('french'),
  greek: cuisine('greek'),
  mezze: sitDown('lebanese', 'greek', 'turkish', 'middle_eastern', 'mezze'),
  turkish: cuisine('turkish'),
  kebab: cuisine('kebab', 'turkish'),
  lebanese: cuisine('lebanese'),
  moroccan: cuisine('moroccan'),
  ethiopian: cuisine('ethiopian'),
  nigerian: cuisine('nigerian'),
  suya: cuisine('suya', 'nigerian'),
  jollof: cuisine('nigerian', 'ghanaian', 'west_african'),
  west_african: cuisine('west_african', 'nigerian', 'ghanaian', 'senegalese'),
  peruvian: cuisine('peruvian'),
  ceviche: cuisine('ceviche', 'peruvian'),
  brazilian: cuisine('brazilian'),
  churrascaria: sitDown('churrascaria', 'brazilian'),
  polish: cuisine('polish'),
  pierogi: cuisine('pierogi', 'polish'),
  german: cuisine('german'),
  portuguese: cuisine('portuguese'),
  fondue: sitDown('fondue', 'raclette', 'swiss'),
  raclette: sitDown('raclette', 'fondue', 'swiss'),
  empanadas: cuisine('empanada', 'empanadas', 'argentinian'),
  arepas: cuisine('arepa', 'arepas', 'venezuelan', 'colombian'),
  vegetarian_restaurant: tags(
    [[EATERY, is('diet:vegetarian', 'only')]],
    [[EATERY, is('diet:vegan', 'only')]],
  ),
  vegan_restaurant: tags([[EATERY, is('diet:vegan', 'only')]]),

  // street food
  street_food: tags([[oneOf('amenity', 'food_court')]], [[oneOf('amenity', 'fast_food')]]),
  food_hall: tags([[oneOf('amenity', 'food_court')]]),
  hawker: tags([[oneOf('amenity', 'food_court')]]),
  night_market: tags([[oneOf('amenity', 'marketplace')]]),

  // drinks
  bar: anyBar,
  nightcap: tags(cocktails.preferred, [[BAR_OR_PUB]]),
  cocktail_bar: cocktails,
  wine_bar: tags(
    [[oneOf('amenity', 'bar'), oneOf('drink:wine', 'yes', 'served')]],
    [[oneOf('amenity', 'bar')]],
  ),
  pub: tags([[oneOf('amenity', 'pub')]]),
  craft_beer: tags([[BAR_OR_PUB, is('microbrewery', 'yes')]], [[oneOf('amenity', 'pub')]]),
  brewery: tags([[oneOf('craft', 'brewery')], [is('microbrewery', 'yes')]]),
  beer_garden: tags([[oneOf('amenity', 'biergarten')], [BAR_OR_PUB, is('beer_garden', 'yes')]]),
  sake_bar: tags([[oneOf('amenity', 'bar', 'pub', 'restaurant'), listHas('cuisine', 'sake', 'izakaya')]]),
  rooftop_bar: tags([[oneOf('amenity', 'bar'), is('rooftop', 'yes')]], [[oneOf('amenity', 'bar')]]),
  speakeasy: tags([[oneOf('amenity', 'bar'), is('speakeasy', 'yes')]], cocktails.preferred),
  whisky_bar: tags(
    [[oneOf('amenity', 'bar', 'pub'), oneOf('drink:whisky', 'yes', 'served')]],
    [[BAR_OR_PUB]],
  ),
  champagne_bar: tags(
    [[oneOf('amenity', 'bar'), oneOf('drink:champagne', 'yes', 'served')]],
    [[oneOf('amenity', 'bar')]],
  ),
  mezcal_bar: tags(
    [[oneOf('amenity', 'bar'), oneOf('drink:mezcal', 'yes', 'served')]],
    [[oneOf('amenity', 'bar')]],
  ),
  cider: tags([[BAR_OR_PUB, oneOf('drink:cider', 'yes', 'served')]], [[oneOf('amenity', 'pub')]]),
  food_truck: tags(
    [[oneOf('amenity', 'fast_food'), is('street_vendor', 'yes')]],
    [[oneOf('amenity', 'fast_food')]],
  ),

  // music
  live_music: tags([[oneOf('amenity', 'music_venue')]], [[BAR_OR_PUB, is('live_music', 'yes')]]),
  jazz: namedMusic('jazz'),
  blues: namedMusic('blues'),
  piano_bar: tags([[oneOf('amenity', 'bar', 'pub'), nameHas('piano')]]),
  fado: namedMusic('fado'),
  concert: tags([[oneOf('amenity', 'concert_hall')]], [[oneOf('amenity', 'music_venue')]]),
  classical_music: tags([
    [oneOf('amenity', 'concert_hall')],
    [oneOf('amenity', 'theatre'), is('theatre:genre', 'concert')],
  ]),
  opera: tags([[oneOf('amenity', 'theatre'), listHas('theatre:genre', 'opera')]]),
  open_mic: tags([[BAR_OR_PUB, is('live_music', 'yes')]], [[oneOf('amenity', 'music_venue')]]),

  // stage: theatres list performances, not opening hours
  theatre: tags([[oneOf('amenity', 'theatre')]]),
  musical: tags(
    [[oneOf('amenity', 'theatre'), listHas('theatre:genre', 'musical')]],
    [[oneOf('amenity', 'theatre')]],
  ),
  comedy: tags(
    [
      [
        oneOf('amenity', 'theatre', 'bar', 'pub', 'nightclub'),
        listHas('theatre:genre', 'comedy', 'stand_up'),
      ],
    ],
    [[oneOf('amenity', 'theatre'), nameHas('comedy')]],
  ),
  improv: tags([
    [oneOf('amenity', 'theatre'), listHas('theatre:genre', 'improv', 'improvisation', 'comedy')],
  ]),
  cabaret: tags(
    [[oneOf('amenity', 'theatre', 'nightclub'), listHas('theatre:genre', 'cabaret')]],
    [[nameHas('cabaret')]],
  ),
  ballet: tags([[oneOf('amenity', 'theatre'), listHas('theatre:genre', 'ballet', 'dance')]]),
  flamenco: tags(
    [[oneOf('amenity', 'theatre', 'bar', 'restaurant'), listHas('theatre:genre', 'flamenco')]],
    [[oneOf('amenity', 'theatre', 'bar', 'restaurant'), nameHas('flamenco|tablao')]],
  ),
  magic_show: tags([[oneOf('amenity', 'theatre'), listHas('theatre:genre', 'magic')]]),
  drag_show: tags([
    [oneOf('amenity', 'bar', 'nightclub', 'theatre'), listHas('theatre:genre', 'drag', 'cabaret')],
  ]),

  // dance
  nightclub: tags([[oneOf('amenity', 'nightclub')]]),
  dancing: tags([[oneOf('amenity', 'nightclub')], [oneOf('leisure', 'dance')]]),
  salsa: tags([[oneOf('leisure', 'dance'), listHas('dance:style', 'salsa')]], [[oneOf('leisure', 'dance')]]),
  tango: tags([[oneOf('leisure', 'dance'), listHas('dance:style', 'tango')]], [[oneOf('leisure', 'dance')]]),

  // play
  bowling: tags([[oneOf('leisure', 'bowling_alley')]]),
  arcade: tags([[oneOf('leisure', 'amusement_arcade')]]),
  escape_room: tags([[oneOf('leisure', 'escape_game')]]),
  mini_golf: tags([[oneOf('leisure', 'miniature_golf')]]),
  karaoke,
  noraebang: karaoke,
  billiards: tags([[oneOf('sport', 'billiards', 'snooker')]]),
  go_karting: tags([[oneOf('sport', 'karting')]]),

  // screen
  cinema: tags([[oneOf('amenity', 'cinema')]]),
  open_air_cinema: tags([[oneOf('amenity', 'cinema'), is('outdoor', 'yes')]], [[oneOf('amenity', 'cinema')]]),

  // culture
  bookshop: tags([[oneOf('shop', 'books')]]),
  record_shop: tags([[oneOf('shop', 'music')]]),
  vintage_shopping: tags([
    [oneOf('shop', 'second_hand')],
    [oneOf('shop', 'clothes'), is('second_hand', 'only')],
  ]),

  // wellness
  spa: tags([[oneOf('leisure', 'spa')], [oneOf('amenity', 'spa')]]),
  sauna: tags([[oneOf('leisure', 'sauna')]]),
  massage: tags([[oneOf('shop', 'massage')]]),
  hammam: bath('hammam'),
  onsen: bath('onsen'),
  thermal_baths: bath('thermal'),
};

/** The OSM tags of a kind that is a venue, or null for walks, parks and landmarks. */
export const osmTagsFor = (kind: KindId): OsmKindTags | null => OSM_TAGS[kind] ?? null;

/** Amenities that exist to serve alcohol, never suggested when the date is alcohol-free. */
export const ALCOHOL_AMENITIES: readonly string[] = ['bar', 'pub', 'biergarten', 'nightclub'];

const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The selector in Overpass QL: `["amenity"="bar"]["cocktails"="yes"]`. */
export const selectorQl = (selector: OsmSelector): string =>
  selector
    .map(([key, op, value]) =>
      op === '='
        ? `[${quote(key)}=${quote(value)}]`
        : `[${quote(key)}~${quote(value)}${op === '~i' ? ',i' : ''}]`,
    )
    .join('');

/** Whether an element's tags pass the selector, read as Overpass reads it. */
export const matchesSelector = (tags: Readonly<Record<string, string>>, selector: OsmSelector): boolean =>
  selector.every(([key, op, value]) => {
    const actual = tags[key];
    if (actual === undefined) return false;
    return op === '=' ? actual === value : new RegExp(value, op === '~i' ? 'i' : '').test(actual);
  });
