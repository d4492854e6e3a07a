import { KIND_CATALOG } from '../kinds/catalog';
import type { KindId } from '../kinds/kind-ids';
import { kindOfNamedPlace } from '../understand/named-places';
import { hasKind, type Composition } from './composition';
import { areaOfLandmark, findLandmarkByName } from './landmarks';
import { alternativeFor, GENERIC_MEALS, isAllowed, isNamedOutdoor, WALK_WISHES } from './selection';
import { stayMinutes } from './stay-length';
import { areaSaid } from './areas';
import { addWish, candidateOf, isMeal, type Candidate } from './stop-candidate';
import { foldedWords, hasListWord } from '../understand/list-words';
import { hadAtMarkets } from './had-at-markets';
import { mealsHadAtPlaces } from './meals-at-places';
import { saidBeside } from './said-beside';
import { landmarkOpeningHours } from '../world/landmarks/landmark-hours';
import type { DateRequest, Span, WantedKind } from '../request';

/** Long enough to see a town one came out to see. */
const DAY_TRIP_MINUTES = 150;

/**
 * Why a stop is there, first reason: the person asked for it. Named places come first-class, then
 * the kinds they asked for; a kind their own rules exclude is replaced or dropped with a finding.
 */
export function chooseWishes(composition: Composition): void {
  chooseNamedPlaces(composition);
  chooseOutOfTown(composition);
  chooseWantedKinds(composition);
  mergeGenericMeals(composition);
  mealsHadAtPlaces(composition);
  hadAtMarkets(composition);
}

function chooseNamedPlaces({ request, cityLandmarks, grounded, candidates }: Composition): void {
  // A name we cannot place by its words is taken as a sight; on a rainy day, an indoor one.
  const namedKind = (name: string): KindId => {
    const kind = kindOfNamedPlace(name, request.language);
    return kind === 'historic_site' && request.constraints.includes('indoor') ? 'museum' : kind;
  };
  const towns = request.outOfTown ?? [];
  for (const named of request.namedPlaces.filter((place) => !place.isArea)) {
    const known = findLandmarkByName(named.name, cityLandmarks);
    if (!known && towns.some((town) => overlaps(town.span, named.span))) continue;
    candidates.push(
      candidateOf({
        // What the person has there ("almuerzo en el Mercado Central") is what the stop is; else what it is.
        kind: named.kind ?? known?.kind ?? namedKind(named.name),
        placeName: named.name,
        requested: true,
        mention: named.span.start,
        ...(named.dayPart ? { dayPart: named.dayPart } : {}),
        // Where an unknown named place is, we do not know: no neighbourhood is claimed for it.
        ...(known
          ? {
              fixedArea: areaOfLandmark(known, grounded.areas),
              openingHours: landmarkOpeningHours(known),
              position: { lat: known.lat, lon: known.lon },
            }
          : { unknownArea: true }),
      }),
    );
  }
}

/**
 * "A walk on the Pincio", "un paseo junto al Guadalquivir": a walk had at the place named right after
 * it is asked for in all those words, which then title its stop.
 */
function walkedWords(request: DateRequest, walk: Span, held: Candidate): string | undefined {
  const place = held.placeName && request.namedPlaces.find((named) => named.name === held.placeName);
  if (!place || place.span.start < walk.end || !isNamedOutdoor(held.kind)) return undefined;
  return saidBeside(request.text, walk, place.span)
    ? request.text.slice(walk.start, place.span.end)
    : undefined;
}

/** Words of one span inside another's: "Salzburg" read both as a name and as a town out of the city. */
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** A town outside the city the person named is a stop of its own, where it really is: a day trip. */
function chooseOutOfTown({ request, candidates }: Composition): void {
  for (const town of request.outOfTown ?? []) {
    if (candidates.some((candidate) => candidate.placeName === town.name)) continue;
    candidates.push(
      candidateOf({
        kind: 'old_town_walk',
        placeName: town.name,
        requested: true,
        mention: town.span.start,
        position: { lat: town.lat, lon: town.lon },
        outOfTown: true,
        minutes: DAY_TRIP_MINUTES,
      }),
    );
  }
}

function chooseWantedKinds({
  request,
  grounded,
  candidates,
  findings,
  exclusions,
  requestExclusions,
}: Composition): void {
  // "A walk in Central Park": the named park is the walk. Only the walk said with it: "an old town
  // walk … madafu on Nyali Beach" is a walk and a beach.
  const namedOutdoor = request.namedPlaces
    .filter((place) =>
      candidates.some((candidate) => candidate.placeName === place.name && isNamedOutdoor(candidate.kind)),
    )
    .map((place) => place.span);
  const walkedThere = (span: Span) => namedOutdoor.find((place) => saidBeside(request.text, span, place));
  for (const { kind, span, open, meal, dayPart, area } of request.wanted) {
    const sameKind = candidates.find((candidate) => candidate.kind === kind);
    if (sameKind) {
      // "Cachupa and a grogue", "tacos, then more tacos": a second wish of a kind the plan already
      // has is held by that stop, in the person's words, rather than dropped.
      addWish(sameKind, walkedWords(request, span, sameKind) ?? span.text);
      continue;
    }
    const walkedIn = WALK_WISHES.includes(kind) ? walkedThere(span) : undefined;
    if (walkedIn) {
      // "Spaziergang im Tiergarten": the walk is had in the park, and titles it in those words.
      const park = candidates.find(
        (candidate) => candidate.mention === walkedIn.start && candidate.placeName,
      );
      if (park) addWish(park, walkedWords(request, span, park) ?? span.text);
      continue;
    }
    // "Torre dos Clérigos", "Café Central": a kind word inside a name the person gave is that place.
    if (request.namedPlaces.some((place) => !place.isArea && overlaps(place.span, span))) continue;
    if (isAllowed(kind, requestExclusions)) {
      candidates.push(
        candidateOf({
          kind,
          placeName: null,
          requested: true,
          mention: span.start,
          wish: span.text,
          ...(namesDish(kind, open) ? { dish: true } : {}),
          ...(open ? { guessedHost: true } : {}),
          ...(meal ? { meal } : {}),
          ...(dayPart ? { dayPart } : {}),
          ...(area ? { saidArea: areaSaid(grounded, area) } : {}),
          minutes: stayMinutes(request.text, span, kind, request.language),
        }),
      );
      continue;
    }
    const instead = alternativeFor(kind, exclusions);
    const reason = exclusions.reason(kind) ?? 'conflicts';
    if (instead && !hasKind(candidates, instead)) {
      findings.push({ type: 'kind_replaced', kind, instead, reason });
      candidates.push(
        candidateOf({
          kind: instead,
          placeName: null,
          requested: true,
          mention: span.start,
          wish: span.text,
        }),
      );
    } else {
      findings.push({ type: 'kind_dropped', kind, reason });
    }
  }
}

/**
 * Generic "dinner" beside a named cuisine is the same meal; what the person asked to eat there
 * ("ndolé", "a grogue") goes with it to that meal's stop.
 */
function mergeGenericMeals({ candidates, request }: Composition): void {
  const concreteMeals = candidates.filter(
    (candidate) =>
      isMeal(candidate.kind) &&
      !GENERIC_MEALS.includes(candidate.kind) &&
      KIND_CATALOG[candidate.kind].meal !== 'lunch',
  );
  if (!concreteMeals.length) return;
  for (const generic of ['dinner', 'restaurant'] as KindId[]) {
    // A dinner at a place the person named is that place, not a meal word to fold into another.
    const index = candidates.findIndex((candidate) => candidate.kind === generic && !candidate.placeName);
    const merged = candidates[index];
    if (!merged) continue;
    const host = nearestMention(concreteMeals, merged.mention ?? 0);
    // Two dishes are one table ("Schnitzel und dann Tafelspitz"); the meal word alone may be a meal apart.
    if (!merged.dish && saidApart(request.text, host, merged, candidates)) continue;
    candidates.splice(index, 1);
    // "The Vatican in the morning, then carbonara for dinner": the meal word says when the dish is eaten.
    if (merged.dayPart && !host.dayPart) host.dayPart = merged.dayPart;
    // "Dinner … we love seafood": the seafood is had at dinner time, not whenever a seafood place opens.
    if (merged.kind === 'dinner' && !host.dayPart && !host.meal) host.dayPart = 'evening';
    // A dinner that only said "dinner" adds no words to the dish's stop: "ramen", not "ramen, dinner".
    if (merged.wish && merged.dish) addWish(host, merged.wish);
  }
}

/**
 * "Tapas en La Latina y cena", "sushi and then dinner": a meal word joined to a dish as the next
 * item of a list is a meal of its own; "ramen for dinner", "a seafood dinner" or "dinner, maybe sushi"
 * say what the one meal is. So does "an anniversary dinner, we love fado and seafood": a meal said
 * first, in a clause of its own, is what the dishes said after it are had at.
 */
function saidApart(
  text: string,
  dish: Candidate,
  meal: Candidate,
  candidates: readonly Candidate[],
): boolean {
  if (dish.mention === undefined || meal.mention === undefined) return false;
  const [from, to] = [Math.min(dish.mention, meal.mention), Math.max(dish.mention, meal.mention)];
  if (!hasListWord(foldedWords(text.slice(from, to)))) return false;
  if (meal.mention > dish.mention) return true;
  const next = Math.min(
    ...candidates
      .map((other) => other.mention)
      .filter((mention): mention is number => mention !== undefined && mention > from && mention <= to),
  );
  return !/[.,;:!?]/u.test(text.slice(from, next));
}

/** Meals that say when, not what: their words alone name no dish. */
const MEAL_TIMES = new Set(['breakfast', 'brunch', 'lunch', 'dinner']);

/**
 * Whether a wish names what is eaten: a dish no lexicon knew, whatever hosts it ("francesinha" hosted
 * by a lunch), or a known dish or cuisine ("ramen"), but not the meal word ("lunch") or a restaurant in general.
 */
export function namesDish(kind: KindId, open: WantedKind['open']): boolean {
  if (open) return open === 'eat';
  if (!isMeal(kind)) return false;
  const meal = KIND_CATALOG[kind].meal;
  return kind !== 'restaurant' && !(meal && MEAL_TIMES.has(meal));
}

/** The candidate the person mentioned closest to a point of their text. */
function nearestMention(candidates: Candidate[], mention: number): Candidate {
  const distance = (candidate: Candidate) => Math.abs((candidate.mention ?? 0) - mention);
  return candidates.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best));
}
