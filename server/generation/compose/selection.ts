import { KIND_CATALOG } from '../kinds/catalog';
import { FAMILIES, familyOf, KIND_IDS, type Family, type KindId } from '../kinds/kind-ids';
import type { KindTag } from '../kinds/kind-info';
import type { Constraint, DateRequest } from '../request';

/** Tags a constraint rules out. */
const CONSTRAINT_TAGS: Partial<Record<Constraint, KindTag>> = {
  no_alcohol: 'alcohol',
  step_free: 'not_step_free',
  indoor: 'outdoor',
  quiet: 'loud',
  no_crowds: 'crowded',
  vegetarian: 'meat',
  vegan: 'meat',
};

/** Excluding the generic word excludes every kind of it: "no bars" rules out pubs and wine bars too. */
const GENERIC_EXCLUSIONS: Partial<Record<KindId, { tag?: KindTag; family?: Family; kinds?: KindId[] }>> = {
  bar: { tag: 'bar' },
  pub: { tag: 'bar' },
  nightcap: { tag: 'bar' },
  cocktail_bar: { kinds: ['cocktail_bar', 'speakeasy', 'rooftop_bar'] },
  nightclub: { family: 'dance' },
  dancing: { family: 'dance' },
  museum: { kinds: ['museum', 'history_museum', 'science_museum'] },
  cinema: { family: 'screen' },
  shopping: { family: 'shopping' },
  walk: { family: 'walk' },
  hike: { kinds: ['hike', 'running'] },
  restaurant: { family: 'meal' },
  karaoke: { kinds: ['karaoke', 'noraebang'] },
  dessert: { family: 'sweet' },
  cafe: { kinds: ['cafe', 'specialty_coffee'] },
  concert: { family: 'music' },
  live_music: { family: 'music' },
  theatre: { family: 'stage' },
  spa: { family: 'wellness' },
};

export interface Exclusions {
  kinds: Set<KindId>;
  tags: Set<KindTag>;
  /** Which rule excludes a kind, to explain a replacement. */
  reason(kind: KindId): 'indoor' | 'step_free' | 'conflicts' | null;
}

/** Constraints that are wishes rather than rules: a stop the person asked for by name overrides them. */
const SOFT_CONSTRAINTS: Constraint[] = ['quiet', 'no_crowds'];

export function exclusionsOf(request: DateRequest, options: { hardOnly?: boolean } = {}): Exclusions {
  const kinds = new Set<KindId>();
  const tags = new Set<KindTag>();
  for (const { kind } of request.excludedKinds) {
    kinds.add(kind);
    const generic = GENERIC_EXCLUSIONS[kind];
    if (generic?.tag) tags.add(generic.tag);
    if (generic?.family) for (const member of FAMILIES[generic.family]) kinds.add(member);
    for (const member of generic?.kinds ?? []) kinds.add(member);
  }
  // "Free things only": what the planner adds costs nothing; what was asked for stays (hard rules only).
  if (request.budget.free && !options.hardOnly)
    for (const kind of KIND_IDS) if (!KIND_CATALOG[kind].tags.includes('free')) kinds.add(kind);
  const constraintTags = new Map<KindTag, Constraint>();
  for (const constraint of request.constraints) {
    if (options.hardOnly && SOFT_CONSTRAINTS.includes(constraint)) continue;
    const tag = CONSTRAINT_TAGS[constraint];
    if (tag) constraintTags.set(tag, constraint);
  }
  return {
    kinds,
    tags: new Set([...tags, ...constraintTags.keys()]),
    reason(kind) {
      const info = KIND_CATALOG[kind];
      for (const tag of info.tags) {
        const constraint = constraintTags.get(tag);
        if (constraint === 'indoor') return 'indoor';
        if (constraint === 'step_free') return 'step_free';
        if (constraint) return 'conflicts';
      }
      return kinds.has(kind) || info.tags.some((tag) => tags.has(tag)) ? 'conflicts' : null;
    },
  };
}

export function isAllowed(kind: KindId, exclusions: Exclusions): boolean {
  if (exclusions.kinds.has(kind)) return false;
  return !KIND_CATALOG[kind].tags.some((tag) => exclusions.tags.has(tag));
}

/**
 * What to schedule instead of a kind the constraints rule out: its sober or indoor alternative,
 * or a kind of the same family that is allowed.
 */
export function alternativeFor(kind: KindId, exclusions: Exclusions): KindId | null {
  const info = KIND_CATALOG[kind];
  const candidates = [
    info.soberAlternative,
    info.indoorAlternative,
    ...(info.soberAlternative ? [KIND_CATALOG[info.soberAlternative].indoorAlternative] : []),
    ...(info.indoorAlternative ? [KIND_CATALOG[info.indoorAlternative].soberAlternative] : []),
    ...FAMILIES[familyOf(kind)].filter((member) => member !== kind),
  ].filter((candidate): candidate is KindId => Boolean(candidate));
  return candidates.find((candidate) => isAllowed(candidate, exclusions)) ?? null;
}

/** Meal words that any dinner or lunch answers ("dinner" is met by the ramen counter). */
export const GENERIC_MEALS: KindId[] = ['dinner', 'restaurant', 'lunch'];

/** Drinks that a bar with a view serves as well: a wine bar or a beer hall is chosen for itself. */
export const PLAIN_DRINKS: ReadonlySet<KindId> = new Set<KindId>(['bar', 'pub', 'cocktail_bar']);

/** Wishes for a walk that a named park or promenade answers ("a walk in Central Park"). */
export const WALK_WISHES: KindId[] = ['walk', 'park', 'garden', 'old_town_walk'];
export const isNamedOutdoor = (kind: KindId) => ['walk', 'picnic'].includes(familyOf(kind));

/** Places whose stalls serve what is listed after them ("Striezelmarkt, Glühwein, Stollen"). */
const MARKETS = new Set<KindId>([
  'market',
  'christmas_market',
  'night_market',
  'food_hall',
  'farmers_market',
]);

/** Whether a stop of this kind holds fare asked for in the person's words (had-at-markets.ts). */
export const holdsListedFare = (kind: KindId) => MARKETS.has(kind);
