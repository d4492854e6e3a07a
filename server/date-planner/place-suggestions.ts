import { and, desc, eq, sql } from 'drizzle-orm';
import type { PlaceSuggestion, PlacesResponse } from '@contract/date-plans';
import type { Database } from '../db/client';
import { datePlans } from '../db/schema';
import { loadPlanner, type Planner } from '../generation/lazy-planner';
import { fold } from '../generation/understand/text';

const MAX_SUGGESTIONS = 8;
const countries = new Intl.DisplayNames(['en'], { type: 'region' });

type Place = PlaceSuggestion & { keys: string[] };

/** The planner's own cities (the gazetteer's curated list), each with its country. */
const placesOf = ({ CURATED_CITIES }: Planner): Place[] =>
  CURATED_CITIES.map((city) => ({
    name: city.name,
    label: `${city.name}, ${countries.of(city.country) ?? city.country}`,
    keys: [city.name, ...city.aliases].map((name) => fold(name)),
  })).sort((a, b) => a.name.localeCompare(b.name));

let places: Place[] | undefined;

const chosenCity = sql<string | null>`${datePlans.userPreferences}->>'city'`;

/** The city a member chose for their latest plan that asked where ("Where will you be?"). */
async function lastCity(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ city: chosenCity })
    .from(datePlans)
    .where(and(eq(datePlans.userId, userId), sql`${chosenCity} is not null`))
    .orderBy(desc(datePlans.createdAt))
    .limit(1);
  return row?.city?.trim() || null;
}

/** The city `description` names, as understanding reads it; null when it names none. */
function cityOf({ isRefusal, understand }: Planner, description: string | undefined): string | null {
  if (!description?.trim()) return null;
  const request = understand(description);
  return isRefusal(request) ? null : (request.place.city?.name ?? null);
}

/**
 * GET /places: whether the description names a city, and the cities one of whose names starts with
 * what is typed, the member's last city first.
 */
export async function placeSuggestions(
  db: Database,
  query: { q: string; description?: string },
  member: { userId: string } | null,
): Promise<PlacesResponse> {
  const planner = await loadPlanner();
  const PLACES = (places ??= placesOf(planner));
  const typed = fold(query.q);
  const last = member ? await lastCity(db, member.userId) : null;
  const lastPlace = last
    ? (PLACES.find((place) => fold(place.name) === fold(last)) ?? {
        name: last,
        label: last,
        keys: [fold(last)],
      })
    : null;
  const matching = PLACES.filter((place) => place.keys.some((key) => key.startsWith(typed)));
  const first = lastPlace?.keys.some((key) => key.startsWith(typed)) ? [lastPlace] : [];
  return {
    description_city: cityOf(planner, query.description),
    places: [...first, ...matching.filter((place) => place.name !== lastPlace?.name)]
      .slice(0, MAX_SUGGESTIONS)
      .map(({ name, label }) => ({ name, label })),
  };
}
