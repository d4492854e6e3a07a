import type { KindId } from '../kinds/kind-ids';
import type { DayPart, Mood } from '../request';

/** Stops that suit a mood, best first; the composer takes the first allowed ones it still needs. */
/** More stops than this make a date a tour: a wait left then is the couple's own, not another stop. */
export const MOST_STOPS = 7;

export const MOOD_FILLERS: Record<Mood, KindId[][]> = {
  romantic: [
    ['sunset_spot', 'riverside_walk', 'viewpoint'],
    ['wine_bar', 'piano_bar', 'rooftop_bar'],
    ['dessert', 'gelato', 'chocolate'],
  ],
  adventurous: [
    ['bike_ride', 'kayaking', 'climbing', 'bouldering'],
    ['street_food', 'night_market', 'food_hall'],
    ['viewpoint', 'hike'],
  ],
  relaxed: [
    ['cafe', 'tea_house', 'specialty_coffee'],
    ['park', 'garden', 'riverside_walk'],
    ['thermal_baths', 'spa', 'bookshop'],
  ],
  playful: [
    ['arcade', 'mini_golf', 'bowling', 'board_games', 'ping_pong'],
    ['karaoke', 'escape_room'],
    ['ice_cream', 'donuts', 'crepes'],
  ],
  cultural: [
    ['museum', 'art_gallery', 'history_museum'],
    ['old_town_walk', 'architecture_tour', 'street_art'],
    ['theatre', 'classical_music', 'bookshop'],
  ],
  cozy: [
    ['cafe', 'tea_house', 'bookshop'],
    ['cinema', 'chocolate', 'pastry'],
    ['piano_bar', 'board_games'],
  ],
};

/** Stops that suit a time of day when no mood says otherwise. */
export const DAY_PART_FILLERS: Record<DayPart, KindId[][]> = {
  morning: [
    ['cafe', 'specialty_coffee', 'bakery'],
    ['farmers_market', 'market', 'park', 'garden'],
    ['museum', 'art_gallery', 'botanical_garden'],
  ],
  // Around the meal the frame already holds: a coffee or something sweet after, a short walk or a market.
  lunchtime: [
    ['gelato', 'cafe', 'pastry', 'specialty_coffee'],
    ['viewpoint', 'park', 'market'],
  ],
  afternoon: [
    ['art_gallery', 'museum', 'bookshop', 'botanical_garden'],
    ['old_town_walk', 'park', 'riverside_walk'],
    ['gelato', 'cafe', 'pastry', 'tea_house'],
  ],
  evening: [
    ['riverside_walk', 'old_town_walk', 'viewpoint'],
    ['dessert', 'gelato', 'live_music', 'jazz'],
    ['wine_bar', 'cocktail_bar', 'speakeasy'],
  ],
  night: [
    ['jazz', 'live_music', 'comedy'],
    ['cocktail_bar', 'speakeasy', 'rooftop_bar'],
    ['dessert', 'night_market'],
  ],
  all_day: [
    ['cafe', 'bakery'],
    ['museum', 'art_gallery', 'market'],
    ['park', 'old_town_walk', 'viewpoint'],
    ['dessert', 'wine_bar', 'live_music'],
  ],
};

/** What a place eats on a date: a dinner that tastes of where you are. Source: common knowledge of national cuisines. */
export const LOCAL_DINNER: Record<string, KindId[]> = {
  JP: ['izakaya', 'sushi', 'ramen'],
  KR: ['korean_bbq', 'bibimbap'],
  CN: ['dim_sum', 'hotpot', 'dumplings'],
  HK: ['dim_sum', 'noodles'],
  TW: ['dumplings', 'hotpot'],
  TH: ['thai', 'night_market'],
  VN: ['vietnamese', 'pho'],
  SG: ['hawker', 'seafood'],
  MY: ['hawker'],
  IN: ['indian', 'curry'],
  IT: ['trattoria', 'pasta', 'pizza'],
  ES: ['tapas', 'paella', 'seafood'],
  PT: ['portuguese', 'seafood'],
  FR: ['bistro', 'french'],
  BE: ['bistro', 'seafood'],
  CH: ['fondue', 'raclette'],
  DE: ['german', 'beer_garden'],
  AT: ['german', 'bistro'],
  PL: ['polish', 'pierogi'],
  GR: ['greek', 'mezze'],
  TR: ['turkish', 'mezze', 'kebab'],
  LB: ['lebanese', 'mezze'],
  MA: ['moroccan'],
  EG: ['mezze'],
  ET: ['ethiopian'],
  NG: ['nigerian', 'suya', 'jollof'],
  GH: ['west_african', 'jollof'],
  ZA: ['braai', 'seafood'],
  KE: ['bbq', 'seafood'],
  MX: ['tacos', 'mexican'],
  PE: ['peruvian', 'ceviche'],
  AR: ['asado', 'steakhouse'],
  UY: ['asado'],
  BR: ['churrascaria', 'brazilian'],
  CO: ['arepas'],
  VE: ['arepas'],
  CL: ['seafood', 'empanadas'],
  GB: ['pub_food', 'bistro', 'indian'],
  IE: ['pub_food', 'seafood'],
  US: ['bistro', 'bbq', 'burgers', 'italian'],
  CA: ['bistro', 'seafood'],
  AU: ['seafood', 'bistro'],
  NZ: ['seafood', 'bistro'],
};

export const LOCAL_LUNCH: Record<string, KindId[]> = {
  JP: ['ramen', 'sushi'],
  ES: ['tapas'],
  IT: ['trattoria', 'pizza'],
  FR: ['bistro'],
  MX: ['tacos'],
  GB: ['pub_food'],
  US: ['burgers', 'food_hall'],
  TH: ['street_food'],
  VN: ['pho'],
  SG: ['hawker'],
  IN: ['indian'],
  PT: ['portuguese'],
  DE: ['german'],
  PL: ['pierogi'],
  TR: ['kebab'],
  NG: ['jollof'],
  BR: ['brazilian'],
  PE: ['ceviche'],
  AR: ['empanadas'],
};
