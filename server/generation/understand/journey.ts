import { rideMinutes, withinADay } from '../compose/day-trip';
import type { CityRef, OutOfTownPlace, PlaceRequest } from '../request';
import { citiesNamed } from '../world/cities';
import { distanceKm } from '../world/distance';
import { fold } from './text';

/**
 * "Passeio de escuna em Paraty, saindo cedo de São Paulo": the one town named outside the city is
 * farther than a ride there and back around a date allows, so the date is had in the town, and the
 * city is only where the couple set out from. Null when the town is within a day out, or when more
 * than one town is named (a tour, planned from the city).
 */
export function journeyPlace(
  text: string,
  place: PlaceRequest,
  outOfTown: OutOfTownPlace[] | undefined,
  car: boolean,
): PlaceRequest | null {
  const city = place.city;
  const town = outOfTown?.length === 1 ? outOfTown[0] : undefined;
  if (!city || !town || !place.span || !setOutFrom(text, place.span.start)) return null;
  if (withinADay(city, town, car)) return null;
  const ref = townRef(town);
  if (!ref) return null;
  return {
    city: ref,
    span: town.span,
    // As the person wrote it: "München" in a German description, not the gazetteer's "Munich".
    setOutFrom: { name: place.span?.text ?? city.name, rideMinutes: rideMinutes(city, town, car) },
  };
}

/**
 * The city is said as where they leave from: "from Lisbon", "desde Medellín", "von München",
 * "saindo cedo de São Paulo". A bare "de" or "da" says as often what a thing is of ("la Alhambra de
 * Granada"), so it counts only after a verb of leaving.
 */
function setOutFrom(text: string, cityStart: number): boolean {
  const before = fold(text.slice(Math.max(0, cityStart - 40), cityStart))
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const last = before.at(-1) ?? '';
  if (FROM_WORDS.has(last)) return true;
  return OF_WORDS.has(last) && before.slice(-3, -1).some((word) => LEAVING.test(word));
}
const FROM_WORDS = new Set(['from', 'desde', 'depuis', 'von', 'ab']);
const OF_WORDS = new Set(['de', 'da', 'di', 'do', 'du']);
/** Verbs of leaving, by their stems in the six languages: saindo, saliendo, partant, partendo, leaving. */
const LEAVING = /^(?:sai|sal|part|leav|lasc)/u;

/** The gazetteer's town at the place the out-of-town name was found. */
function townRef(town: OutOfTownPlace): CityRef | null {
  const nearest = citiesNamed(town.name)
    .map((candidate) => ({ candidate, km: distanceKm(candidate, town) }))
    .sort((a, b) => a.km - b.km)[0];
  return nearest && nearest.km < 1 ? nearest.candidate : null;
}
