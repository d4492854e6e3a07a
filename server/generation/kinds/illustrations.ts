import type { Constraint, Mood } from '../request';
import type { KindId } from './kind-ids';

/** The drawings in public/images/kinds, by file name without the extension. */
export const ILLUSTRATIONS = [
  'amusement-park',
  'aquarium',
  'arcade',
  'bakery',
  'bar',
  'beach',
  'bike',
  'board-games',
  'boat',
  'bookshop',
  'bowling',
  'brunch',
  'burger',
  'cable-car',
  'cafe',
  'candles',
  'castle',
  'cinema',
  'circus',
  'classical',
  'climbing',
  'comedy',
  'cooking-class',
  'curry',
  'dance',
  'darts',
  'dessert',
  'dumplings',
  'escape-room',
  'ferris-wheel',
  'fireworks',
  'fondue',
  'gallery',
  'garden',
  'grill',
  'hike',
  'historic',
  'hot-air-balloon',
  'hot-springs',
  'ice-cream',
  'ice-skating',
  'jazz',
  'karaoke',
  'kayak',
  'live-music',
  'market',
  'mezze',
  'mini-golf',
  'museum',
  'open-air-cinema',
  'painting',
  'park',
  'picnic',
  'pizza',
  'pottery',
  'ramen',
  'record-shop',
  'restaurant',
  'rooftop',
  'seafood',
  'spa',
  'stars',
  'street-art',
  'street-food',
  'sushi',
  'tacos',
  'tea',
  'tennis',
  'theatre',
  'viewpoint',
  'vineyard',
  'waterfront',
  'zoo',
] as const;

export type Illustration = (typeof ILLUSTRATIONS)[number];

/*
 * A Record, so adding a kind without a picture fails to compile. Every drink kind shows a bar's lights
 * or a vineyard, never a drink: the same picture is seen by people who do not drink.
 */
const PICTURE: Record<KindId, Illustration> = {
  cafe: 'cafe',
  specialty_coffee: 'cafe',
  tea_house: 'tea',
  bubble_tea: 'tea',
  bakery: 'bakery',
  afternoon_tea: 'tea',
  breakfast: 'brunch',
  brunch: 'brunch',

  dessert: 'dessert',
  gelato: 'ice-cream',
  ice_cream: 'ice-cream',
  chocolate: 'dessert',
  pastry: 'bakery',
  crepes: 'dessert',
  churros: 'dessert',
  waffles: 'dessert',
  donuts: 'dessert',
  cake: 'dessert',

  restaurant: 'restaurant',
  lunch: 'restaurant',
  dinner: 'restaurant',
  fine_dining: 'restaurant',
  tasting_menu: 'restaurant',
  bistro: 'restaurant',
  trattoria: 'pizza',
  pizza: 'pizza',
  pasta: 'pizza',
  ramen: 'ramen',
  sushi: 'sushi',
  izakaya: 'sushi',
  korean_bbq: 'grill',
  dim_sum: 'dumplings',
  hotpot: 'ramen',
  dumplings: 'dumplings',
  thai: 'curry',
  vietnamese: 'ramen',
  pho: 'ramen',
  indian: 'curry',
  curry: 'curry',
  mexican: 'tacos',
  tacos: 'tacos',
  tapas: 'mezze',
  paella: 'seafood',
  seafood: 'seafood',
  oysters: 'seafood',
  steakhouse: 'grill',
  asado: 'grill',
  bbq: 'grill',
  burgers: 'burger',
  fish_and_chips: 'seafood',
  pub_food: 'burger',
  french: 'restaurant',
  italian: 'pizza',
  greek: 'mezze',
  mezze: 'mezze',
  turkish: 'mezze',
  kebab: 'grill',
  lebanese: 'mezze',
  moroccan: 'curry',
  ethiopian: 'curry',
  suya: 'grill',
  jollof: 'curry',
  nigerian: 'curry',
  west_african: 'curry',
  braai: 'grill',
  peruvian: 'seafood',
  ceviche: 'seafood',
  brazilian: 'grill',
  churrascaria: 'grill',
  polish: 'dumplings',
  pierogi: 'dumplings',
  german: 'restaurant',
  portuguese: 'seafood',
  vegetarian_restaurant: 'mezze',
  vegan_restaurant: 'mezze',
  fondue: 'fondue',
  raclette: 'fondue',
  bibimbap: 'ramen',
  fried_chicken: 'burger',
  hawker: 'street-food',
  bao: 'dumplings',
  noodles: 'ramen',
  empanadas: 'tacos',
  arepas: 'tacos',

  street_food: 'street-food',
  food_hall: 'street-food',
  night_market: 'street-food',
  food_truck: 'street-food',
  food_tour: 'street-food',

  bar: 'bar',
  cocktail_bar: 'bar',
  wine_bar: 'bar',
  pub: 'bar',
  craft_beer: 'bar',
  brewery: 'bar',
  rooftop_bar: 'rooftop',
  speakeasy: 'bar',
  sake_bar: 'bar',
  mezcal_bar: 'bar',
  beer_garden: 'rooftop',
  cider: 'bar',
  whisky_bar: 'bar',
  champagne_bar: 'bar',
  nightcap: 'bar',
  mocktail_bar: 'bar',

  wine_tasting: 'vineyard',
  winery: 'vineyard',
  distillery: 'bar',
  cheese_tasting: 'fondue',
  chocolate_tasting: 'dessert',
  coffee_tasting: 'cafe',

  live_music: 'live-music',
  jazz: 'jazz',
  concert: 'live-music',
  opera: 'theatre',
  classical_music: 'classical',
  fado: 'live-music',
  blues: 'live-music',
  open_mic: 'comedy',
  piano_bar: 'jazz',

  dancing: 'dance',
  tango: 'dance',
  salsa: 'dance',
  swing_dance: 'dance',
  nightclub: 'dance',
  bachata: 'dance',
  ballroom: 'dance',
  disco: 'dance',

  theatre: 'theatre',
  musical: 'theatre',
  comedy: 'comedy',
  improv: 'comedy',
  cabaret: 'theatre',
  ballet: 'theatre',
  flamenco: 'theatre',
  magic_show: 'theatre',
  drag_show: 'theatre',
  circus: 'circus',

  cinema: 'cinema',
  open_air_cinema: 'open-air-cinema',
  drive_in: 'open-air-cinema',

  museum: 'museum',
  art_gallery: 'gallery',
  exhibition: 'gallery',
  history_museum: 'museum',
  science_museum: 'museum',
  historic_site: 'historic',
  castle: 'castle',
  church: 'historic',
  temple: 'historic',
  architecture_tour: 'historic',
  street_art: 'street-art',
  library: 'bookshop',
  bookshop: 'bookshop',
  record_shop: 'record-shop',
  vintage_shopping: 'market',

  walk: 'park',
  park: 'park',
  garden: 'garden',
  botanical_garden: 'garden',
  riverside_walk: 'waterfront',
  beach: 'beach',
  viewpoint: 'viewpoint',
  sunset_spot: 'viewpoint',
  old_town_walk: 'historic',
  lake: 'waterfront',
  waterfront: 'waterfront',
  sunrise: 'viewpoint',

  picnic: 'picnic',

  hike: 'hike',
  bike_ride: 'bike',
  kayaking: 'kayak',
  paddleboarding: 'kayak',
  climbing: 'climbing',
  bouldering: 'climbing',
  ice_skating: 'ice-skating',
  roller_skating: 'ice-skating',
  surfing: 'beach',
  swimming: 'beach',
  horse_riding: 'hike',
  tennis: 'tennis',
  golf: 'mini-golf',
  skiing: 'hike',
  yoga: 'spa',
  running: 'park',

  boat_trip: 'boat',
  river_cruise: 'boat',
  gondola: 'boat',
  ferry: 'boat',
  sailing: 'boat',
  canal_boat: 'boat',

  bowling: 'bowling',
  arcade: 'arcade',
  escape_room: 'escape-room',
  mini_golf: 'mini-golf',
  karaoke: 'karaoke',
  noraebang: 'karaoke',
  board_games: 'board-games',
  billiards: 'board-games',
  darts: 'darts',
  trivia: 'board-games',
  axe_throwing: 'darts',
  go_karting: 'arcade',
  ping_pong: 'tennis',
  virtual_reality: 'arcade',

  cooking_class: 'cooking-class',
  pottery: 'pottery',
  painting_class: 'painting',
  dance_class: 'dance',
  cocktail_class: 'bar',
  wine_class: 'vineyard',
  candle_making: 'candles',
  perfume_workshop: 'candles',
  pasta_class: 'cooking-class',

  spa: 'spa',
  hammam: 'hot-springs',
  onsen: 'hot-springs',
  massage: 'spa',
  sauna: 'spa',
  hot_springs: 'hot-springs',
  thermal_baths: 'hot-springs',

  market: 'market',
  farmers_market: 'market',
  flea_market: 'market',
  christmas_market: 'market',
  shopping: 'market',
  antiques: 'market',

  stargazing: 'stars',
  planetarium: 'stars',
  observatory: 'stars',

  zoo: 'zoo',
  aquarium: 'aquarium',
  amusement_park: 'amusement-park',
  ferris_wheel: 'ferris-wheel',
  cable_car: 'cable-car',
  observation_deck: 'rooftop',
  hot_air_balloon: 'hot-air-balloon',
  fireworks: 'fireworks',
};

/** What a stop's picture depends on besides its kind: when it happens and what the plan is like. */
export interface StopScene {
  /** Under the evening sky: placed for the local sunset, or starting in the hour around it. */
  atSunset: boolean;
  /** Starts once it is dark: well after the local sunset, or late in the evening where it is unknown. */
  afterDark: boolean;
  /** The request asks for indoor places (rain, cold). */
  indoor: boolean;
  /** The plan's moods. */
  moods: readonly Mood[];
}

/** Open-air pictures drawn in daylight, shown instead at sunset: the same place under an evening sky. */
const AT_SUNSET: Partial<Record<Illustration, Illustration>> = {
  picnic: 'viewpoint',
  park: 'viewpoint',
  garden: 'viewpoint',
  hike: 'viewpoint',
  bike: 'viewpoint',
  beach: 'boat',
  kayak: 'boat',
};

/** Open-air pictures drawn in daylight, shown instead after dark: a night sky or city lights. */
const AFTER_DARK: Partial<Record<Illustration, Illustration>> = {
  picnic: 'stars',
  park: 'waterfront',
  garden: 'waterfront',
  bike: 'waterfront',
  kayak: 'waterfront',
  hike: 'stars',
  beach: 'stars',
  viewpoint: 'rooftop',
};

/** A day kept indoors (rain): an open-air picture gives way to the warm room the plan is about. */
const INDOORS: Partial<Record<Illustration, Illustration>> = {
  picnic: 'candles',
  park: 'historic',
  garden: 'historic',
  viewpoint: 'rooftop',
};

/** A romantic plan's walk is among flowers, not on a lawn. */
const ROMANTIC: Partial<Record<Illustration, Illustration>> = { park: 'garden' };

/**
 * The picture for a stop: its kind's drawing, turned to the moment (sunset, after dark) and the plan
 * (a day kept indoors, a romantic mood), so a sunset picnic shows an evening sky and not a sunny meadow.
 * The moment comes first: it is what the person sees.
 */
export function pictureFor(kind: KindId, scene?: StopScene): Illustration {
  const picture = PICTURE[kind];
  if (!scene) return picture;
  if (scene.atSunset) return AT_SUNSET[picture] ?? picture;
  if (scene.afterDark) return AFTER_DARK[picture] ?? picture;
  if (scene.indoor) return INDOORS[picture] ?? picture;
  if (scene.moods.includes('romantic')) return ROMANTIC[picture] ?? picture;
  return picture;
}

/** The public path of a drawing. */
export const illustrationPath = (picture: Illustration) => `/images/kinds/${picture}.svg`;

/** The public path of the picture shown for a stop of this kind, in its scene when known. */
export function illustrationFor(kind: KindId, scene?: StopScene): string {
  return illustrationPath(pictureFor(kind, scene));
}

/** Late enough to be dark wherever the sunset is unknown. */
const DARK_BY = 20 * 60 + 30;
/** Dusk: an open-air stop starting this near the sunset is still under its sky, minutes either side. */
const DUSK_BEFORE = 60;
const DUSK_AFTER = 45;

/** The scene of one stop of a plan: its moment from the local sunset, the rest from the request. */
export function sceneOf(
  stop: { start: number; atSunset: boolean },
  plan: { sunset: number | null; constraints: readonly Constraint[]; moods: readonly Mood[] },
): StopScene {
  const { sunset } = plan;
  const atDusk = sunset !== null && stop.start >= sunset - DUSK_BEFORE && stop.start < sunset + DUSK_AFTER;
  return {
    atSunset: stop.atSunset || atDusk,
    afterDark: stop.start >= (sunset === null ? DARK_BY : sunset + DUSK_AFTER),
    indoor: plan.constraints.includes('indoor'),
    moods: plan.moods,
  };
}
