import type { PlanData } from '@contract/date-plans';
import type { Grounded } from '../ground/grounded';
import type { PlanResult } from '../pipeline';
import type { DateRequest, Language } from '../request';
import { KIND_NAMES } from '../kinds/names/all-names';
import { formatClock } from '../world/local-time';
import { fill } from './fill';
import { PHRASES } from './phrases/all-phrases';

/**
 * What the engine understood and did, in the plan's language, for the progress log:
 * "Understood: anniversary, Paris, about €250 for two, sunset" rather than a generic spinner text.
 */
const LOOKING_UP: Record<Language, string> = {
  en: 'Looking up places open at those times',
  es: 'Buscando sitios abiertos a esas horas',
  fr: 'Recherche de lieux ouverts à ces heures',
  pt: 'Procurando lugares abertos nesses horários',
  de: 'Suche nach Orten, die zu diesen Zeiten offen haben',
  it: 'Cerco locali aperti a quegli orari',
};

export function understoodCaption(request: DateRequest, grounded: Grounded): string {
  const language = request.languageFallback ? 'en' : request.language;
  const phrases = PHRASES[language];
  const captions = phrases.captions;
  const names = KIND_NAMES[language];
  const clock = (minutes: number) => formatClock(minutes, phrases.clock);
  const items: string[] = [];
  if (request.moods[0] || request.time.dayPart)
    items.push(phrases.moodDayPart[request.moods[0] ?? 'plain'][request.time.dayPart ?? 'evening']);
  if (request.occasion) items.push(captions.occasion[request.occasion]);
  if (grounded.cityName) items.push(grounded.cityName);
  if (grounded.budgetText) items.push(fill(captions.items.budget, { budget: grounded.budgetText }));
  if (request.time.start !== null && request.time.end !== null)
    items.push(
      fill(captions.items.window, { start: clock(request.time.start), end: clock(request.time.end) }),
    );
  if (request.time.lengthMinutes !== null)
    items.push(fill(captions.items.length, { duration: phrases.formatDuration(request.time.lengthMinutes) }));
  if (request.when.date && request.when.span)
    items.push(fill(captions.items.day, { date: request.when.span.text }));
  items.push(...request.namedPlaces.map((place) => place.name));
  items.push(...request.wanted.slice(0, 4).map(({ kind }) => names[kind].thing));
  for (const constraint of request.constraints) items.push(captions.constraint[constraint]);
  if (request.excludedKinds.length)
    items.push(
      fill(captions.items.avoiding, {
        things: phrases.list(request.excludedKinds.map(({ kind }) => names[kind].thing)),
      }),
    );
  return items.length
    ? fill(captions.understood, { items: phrases.list(items.slice(0, 7)) })
    : captions.understoodNothing;
}

export function planCaptions(result: PlanResult) {
  const { request, grounded, draft } = result;
  const language = request.languageFallback ? 'en' : request.language;
  const phrases = PHRASES[language];
  const captions = phrases.captions;
  const clock = (minutes: number) => formatClock(minutes, phrases.clock);

  const understood = understoodCaption(request, grounded);

  const setting: string[] = [];
  if (grounded.cityName && grounded.sunset !== null && draft.stops.some((stop) => stop.atSunset))
    setting.push(fill(captions.sunset, { city: grounded.cityName, time: clock(grounded.sunset) }));
  if (grounded.cityName)
    setting.push(fill(captions.localPrices, { city: grounded.cityName, currency: grounded.currency }));

  const first = draft.stops[0];
  const last = draft.stops.at(-1);
  const checking =
    request.time.start !== null || request.time.end !== null
      ? fill(captions.checkingWindow, {
          start: clock(request.time.start ?? first?.start ?? 0),
          end: clock(request.time.end ?? last?.end ?? 0),
        })
      : fill(captions.timings, { duration: phrases.formatDuration((last?.end ?? 0) - (first?.start ?? 0)) });
  const requests =
    request.wanted.length +
    request.namedPlaces.length +
    request.constraints.length +
    request.excludedKinds.length;
  return {
    understood,
    setting,
    sketching: fill(captions.sketching, { n: String(draft.stops.length) }),
    choosing: (plan: PlanData) =>
      plan.steps.map((step) => fill(captions.choosing, { name: step.to_location_name })),
    checking,
    costs: fill(captions.costs, { total: result.plan.total_estimated_cost_range }),
    checked: draft.findings.length
      ? fill(captions.adjusted, { n: String(draft.findings.length) })
      : fill(captions.checked, { n: String(Math.max(requests, 1)) }),
    writing: captions.writing,
    lookingUp: LOOKING_UP[language],
  };
}
