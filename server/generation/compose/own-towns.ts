import type { Grounded } from '../ground/grounded';
import type { DateRequest } from '../request';
import type { Landmark } from '../world/landmark-types';
import { sameArea } from './areas';
import { findLandmarkByName } from './landmarks';

/**
 * The request without the "towns out of the city" that are the city's own neighbourhoods or sights:
 * Porto's Ribeira shares its name with a Galician town 200 km away, and read as that town a
 * morning stroll became a day trip. A name the city's own guide knows is the city's.
 */
export function withoutOwnTowns(grounded: Grounded, landmarks: readonly Landmark[]): DateRequest {
  const request = grounded.request;
  if (!request.outOfTown?.length) return request;
  const away = request.outOfTown.filter(
    (town) =>
      !grounded.areas.some((area) => sameArea(area.name, town.name)) &&
      !findLandmarkByName(town.name, landmarks),
  );
  if (away.length === request.outOfTown.length) return request;
  const rest = { ...request };
  delete rest.outOfTown;
  return away.length ? { ...rest, outOfTown: away } : rest;
}
