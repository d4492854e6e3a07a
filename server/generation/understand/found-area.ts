import type { NamedPlace, Span } from '../request';
import { cityAreaNamed } from '../world/city-areas';
import type { CuratedCity } from '../world/gazetteer-types';

/**
 * The neighbourhood that placed the date ("dinner in Trastevere" is Rome) is where the date is had,
 * under the name the city knows it by ("tapas en la latina" → La Latina), whatever else read its words.
 */
export function withFoundArea(
  namedPlaces: readonly NamedPlace[],
  span: Span,
  curated: CuratedCity,
): NamedPlace[] {
  const area = cityAreaNamed(curated, span.text);
  if (!area) return [...namedPlaces];
  const found: NamedPlace = { name: area.name, span, isArea: true };
  const overlaps = (named: NamedPlace) => named.span.start < span.end && named.span.end > span.start;
  // A longer name around it ("Trastevere Food Market") is that place, not the neighbourhood.
  if (namedPlaces.some((named) => overlaps(named) && named.span.text.length > span.text.length))
    return [...namedPlaces];
  return [...namedPlaces.filter((named) => !overlaps(named)), found].sort(
    (a, b) => a.span.start - b.span.start,
  );
}
