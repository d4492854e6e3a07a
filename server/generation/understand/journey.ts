import { rideMinutes, withinADay } from '../compose/day-trip';
import type { CityRef, OutOfTownPlace, PlaceRequest } from '../request';
import { citiesNamed } from '../world/cities';
import { distanceKm } from '../world/distance';
import { saidAsLeft } from './set-out-from';

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
  if (!city || !town || !place.span || !saidAsLeft(text, place.span.start)) return null;
  if (withinADay(city, town, car)) return null;
  const ref = townRef(town);
  if (!ref) return null;
  return {
    city: ref,
    span: town.span,
    // As the person wrote it: "München" in a German description, not the gazetteer's "Munich".
    setOutFrom: { name: place.span.text, rideMinutes: rideMinutes(city, town, car) },
  };
}

/** The gazetteer's town at the place the out-of-town name was found. */
function townRef(town: OutOfTownPlace): CityRef | null {
  const nearest = citiesNamed(town.name)
    .map((candidate) => ({ candidate, km: distanceKm(candidate, town) }))
    .sort((a, b) => a.km - b.km)[0];
  return nearest && nearest.km < 1 ? nearest.candidate : null;
}
