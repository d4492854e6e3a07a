import { familyOf, type Family, type KindId } from '../../kinds/kind-ids';
import type { Constraint } from '../../request';
import { distanceKm } from '../distance';
import type { Area } from '../gazetteer-types';
import type { Landmark } from '../landmark-types';
import { AMERICAS_INSTITUTIONS } from './americas';
import { ASIA_AFRICA_INSTITUTIONS } from './asia-africa';
import { EUROPE_INSTITUTIONS } from './europe';
import type { Institution } from './institution-types';

export const ALL_INSTITUTIONS: readonly Institution[] = [
  ...EUROPE_INSTITUTIONS,
  ...ASIA_AFRICA_INSTITUTIONS,
  ...AMERICAS_INSTITUTIONS,
];

const byCity = new Map<string, Institution[]>();
for (const institution of ALL_INSTITUTIONS) {
  const key = `${institution.city}|${institution.country}`;
  byCity.set(key, [...(byCity.get(key) ?? []), institution]);
}

export const institutionsIn = (city: string, country: string): readonly Institution[] =>
  byCity.get(`${city}|${country}`) ?? [];

const SWEET: KindId[] = [
  'dessert',
  'pastry',
  'cake',
  'gelato',
  'ice_cream',
  'chocolate',
  'churros',
  'waffles',
  'crepes',
];
const DRINKS: KindId[] = ['bar', 'pub', 'cocktail_bar', 'wine_bar', 'craft_beer', 'brewery'];
const STREET: KindId[] = ['street_food', 'food_hall', 'hawker', 'night_market'];

/** Which institutions can stand for a kind of stop, beyond one of exactly its kind. */
const STANDS_FOR: Partial<Record<KindId, readonly KindId[]>> = {
  cafe: ['specialty_coffee', 'tea_house', 'pastry', 'bakery'],
  specialty_coffee: ['cafe'],
  tea_house: ['afternoon_tea', 'cafe'],
  afternoon_tea: ['tea_house'],
  breakfast: ['brunch', 'cafe', 'bakery'],
  brunch: ['breakfast', 'cafe'],
  bakery: ['pastry'],
  dessert: SWEET,
  pastry: ['bakery', 'cake'],
  cake: ['pastry'],
  gelato: ['ice_cream'],
  ice_cream: ['gelato'],
  fine_dining: ['tasting_menu'],
  tasting_menu: ['fine_dining'],
  trattoria: ['italian'],
  italian: ['trattoria', 'pizza'],
  seafood: ['oysters', 'ceviche'],
  oysters: ['seafood'],
  street_food: STREET,
  hawker: ['food_hall'],
  bar: DRINKS,
  nightcap: ['cocktail_bar', 'bar', 'wine_bar'],
  craft_beer: ['brewery', 'pub'],
  pub: ['craft_beer'],
  live_music: ['jazz', 'blues', 'fado'],
  pub_food: ['pub'],
  noodles: ['ramen', 'pho'],
};

/** "Dinner" or "a restaurant" is any sit-down meal; lunch may be street food too. */
const ANY_MEAL: KindId[] = ['restaurant', 'dinner', 'lunch'];
const MEAL_FAMILIES: readonly Family[] = ['meal'];
/** A tasting menu is no everyday dinner: it stands for itself, at its own prices, when asked for. */
const OCCASION_MEALS: readonly KindId[] = ['fine_dining', 'tasting_menu'];

function standsFor(institution: Institution, kind: KindId): 0 | 1 | null {
  if (institution.kind === kind) return 0;
  if (STANDS_FOR[kind]?.includes(institution.kind)) return 1;
  if (
    ANY_MEAL.includes(kind) &&
    MEAL_FAMILIES.includes(familyOf(institution.kind)) &&
    !OCCASION_MEALS.includes(institution.kind)
  )
    return 1;
  if (kind === 'lunch' && STREET.includes(institution.kind)) return 1;
  return null;
}

/** Whether the request allows the place: diets need the tag, a sober date no place built on drink. */
function allowedBy(institution: Institution, constraints: readonly Constraint[]) {
  const tags = institution.tags;
  if (constraints.includes('vegan') && !tags.includes('vegan')) return false;
  if (constraints.includes('vegetarian') && !tags.includes('vegetarian') && !tags.includes('vegan'))
    return false;
  if (constraints.includes('halal') && !tags.includes('halal')) return false;
  // Not known of any institution here: kosher kitchens, gluten-free menus, step-free entrances.
  if (constraints.some((constraint) => ['kosher', 'gluten_free', 'step_free'].includes(constraint)))
    return false;
  if (
    constraints.includes('no_alcohol') &&
    (tags.includes('alcohol') || familyOf(institution.kind) === 'drinks')
  )
    return false;
  return true;
}

export interface InstitutionNeeds {
  constraints: readonly Constraint[];
  /** Names already in the plan: one place is never two stops. */
  used: ReadonlySet<string>;
  /** Kinds the person ruled out. */
  allowed: (kind: KindId) => boolean;
}

/**
 * A long-standing food or drink place of the city for a kind of stop, shaped as a catalog landmark so
 * the planner places it the same way: of those that fit the kind and the request, a seeded pick among
 * the three nearest `near` within a kilometre or so of the nearest (one of exactly the kind, or iconic,
 * counts a little nearer). Null when none fits.
 */
export function institutionFor(
  kind: KindId,
  city: string | null,
  country: string | null,
  near: Area | null,
  needs: InstitutionNeeds,
  random: { pick<T>(items: readonly T[]): T },
): Landmark | null {
  if (!city || !country) return null;
  const scored = institutionsIn(city, country).flatMap((institution) => {
    const tier = standsFor(institution, kind);
    if (tier === null || needs.used.has(institution.name) || !needs.allowed(institution.kind)) return [];
    if (!allowedBy(institution, needs.constraints)) return [];
    let score = tier * 0.6 - (institution.tags.includes('iconic') ? 0.5 : 0);
    if (near && near.lat !== 0) score += distanceKm(near, institution);
    return [{ institution, score }];
  });
  if (!scored.length) return null;
  scored.sort((a, b) => a.score - b.score || a.institution.name.localeCompare(b.institution.name));
  // Plans vary among the nearest few, but never by a detour of more than a kilometre or so.
  const best = scored[0]!.score;
  const { institution } = random.pick(scored.filter((entry) => entry.score <= best + 1).slice(0, 3));
  return {
    name: institution.name,
    city: institution.city,
    country: institution.country,
    kind: institution.kind,
    area: institution.area,
    lat: institution.lat,
    lon: institution.lon,
    tags: institution.tags.includes('iconic') ? ['iconic'] : [],
  };
}
