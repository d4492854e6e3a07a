import { atArea, dayPartAt, saysAny } from './anchor';
import { fill, fillable } from './fill';
import { areaFor } from './place-parts';
import type { WriteContext } from './write-context';

/**
 * General words about the date are said about this one: its town and part of the day, its hours,
 * where it starts. Each opening is used once, in the order the plan is read; the facts fewest dates
 * share come first, the town, which every date there shares, last.
 */
export function dateOpenings(ctx: WriteContext): string[] {
  const { draft, lead, clock, city, language, neighbour } = ctx;
  const firstStart = draft.stops[0]?.start ?? 1080;
  const lastEnd = draft.stops.at(-1)?.end ?? firstStart;
  const firstArea = draft.stops[0]
    ? areaFor(draft.stops[0], city ?? null, language, ctx.phrases.centre).inSentence
    : '';
  const route = { first: neighbour(draft.stops[0]), last: neighbour(draft.stops.at(-1)) };
  return [
    fill(lead.span, { start: clock(firstStart), end: clock(lastEnd) }),
    // Where the date starts and ends: what sets it apart from other dates in the same town.
    ...(draft.stops.length > 1 && fillable(lead.route, route) ? [fill(lead.route, route)] : []),
    ...(firstArea && firstArea !== city
      ? [fill(ctx.random.pick(lead.area), { area: firstArea, at_area: atArea(firstArea, language) })]
      : []),
    ...(city ? [fill(lead.date[dayPartAt(firstStart)], { city })] : []),
  ];
}

/** When the openings about the whole date run out, each stop gives one: its hour and its neighbour. */
export function stopOpenings({ draft, lead, clock, neighbour }: WriteContext): string[] {
  return draft.stops.flatMap((stop, index) => {
    const [options, slots] =
      index === 0
        ? [lead.before, { end: clock(stop.end), next: neighbour(draft.stops[1]) }]
        : [lead.after, { start: clock(stop.start), prev: neighbour(draft.stops[index - 1]) }];
    const opening = options[0] ?? '';
    return fillable(opening, slots) ? [fill(opening, slots)] : [];
  });
}

/** What ties a sentence to this date: its stops' names, areas, hours and the person's words, and the town. */
export function saysThisDate({ draft, city, clock }: WriteContext) {
  return saysAny(
    city,
    ...draft.stops.flatMap((stop) => [
      stop.placeName,
      stop.area,
      stop.wish,
      clock(stop.start),
      clock(stop.end),
    ]),
  );
}

/**
 * Advice is said about this date's own facts: the town and a landmark the planner chose are said by
 * every date there ("Mercado Central may be closed then"), so advice that says only them is tied to a stop.
 */
export function saysOwnFacts({ draft, clock }: WriteContext) {
  return saysAny(
    draft.grounded.budgetText,
    // Where the couple set out from is this date's own: no other date in the town says it.
    draft.request.place.setOutFrom?.name,
    ...draft.stops.flatMap((stop) => [
      stop.landmark ? null : stop.placeName,
      stop.area,
      stop.wish,
      clock(stop.start),
      clock(stop.end),
    ]),
  );
}
