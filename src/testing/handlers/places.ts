import { http, HttpResponse } from 'msw';
import type { PlacesResponse } from '@contract/date-plans';

export const testPlaces = [
  { name: 'Lisbon', label: 'Lisbon, Portugal' },
  { name: 'London', label: 'London, United Kingdom' },
  { name: 'Paris', label: 'Paris, France' },
];

/** "Where will you be?": by default every description names its city, so the question is not asked. */
export const placesHandlers = [
  http.get('*/v1/date-planner/places', ({ request }) => {
    const typed = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    return HttpResponse.json<PlacesResponse>({
      description_city: 'Lisbon',
      places: testPlaces.filter((place) => place.name.toLowerCase().startsWith(typed)),
    });
  }),
];
