import type { Draft, Finding, FindingReason } from '../draft';
import { KIND_NAMES } from '../kinds/names/all-names';
import type { Language } from '../request';
import { formatMoney } from '../world/countries';
import { doubtedExclusionSentence } from '../check/doubt-sentences';
import { logisticsSentence } from '../check/logistics-sentences';
import { countryCitySentence, regionCitySentence } from './country-city-sentence';
import { dayMovedSentence } from './day-moved';
import { journeySentence } from './journey-sentence';
import { fill, sentence } from './fill';
import { fold } from '../understand/text';
import { wishAsWritten } from './wish-as-written';
import type { Phrases } from './phrases/phrases';

/** One plain sentence, in the plan's language, for something the plan could not do as asked. */
export function findingSentence(
  finding: Finding,
  draft: Draft,
  phrases: Phrases,
  clock: (minutes: number) => string,
  language: Language,
): string {
  const names = KIND_NAMES[language];
  // "We couldn't fit a beer garden": the person's words with the article they gave them, where the
  // sentence names the thing itself ("places for ceviche" speaks of a kind of place).
  const said = (wish: string | undefined) => wish && wishAsWritten(draft.request.text, wish, language);
  const start = draft.stops[0]?.start ?? 0;
  const end = draft.stops.at(-1)?.end ?? 0;
  const windowStart = draft.request.time.start ?? start;
  const windowEnd = draft.request.time.end ?? end;
  const budget = draft.grounded.budgetText ?? '';
  const reason = (why: FindingReason) => {
    const reasons = phrases.cannot.reasons;
    switch (why) {
      case 'closed_in_window':
        return fill(reasons.closedInWindow, { start: clock(windowStart), end: clock(windowEnd) });
      case 'over_budget':
        return fill(reasons.overBudget, { budget });
      case 'no_room':
        return fill(reasons.noRoom, { start: clock(windowStart), end: clock(windowEnd) });
      case 'indoor':
        return reasons.indoor;
      case 'step_free':
        return reasons.stepFree;
      default:
        return reasons.conflicts;
    }
  };
  switch (finding.type) {
    case 'kind_replaced':
      return sentence(
        fill(phrases.cannot.replaced, {
          thing: thingOf(said(finding.wish), names[finding.kind].thing),
          reason: reason(finding.reason),
          instead: names[finding.instead].noun,
        }),
      );
    case 'kind_dropped':
      return sentence(
        fill(phrases.cannot.dropped, {
          thing: thingOf(said(finding.wish), names[finding.kind].thing),
          reason: reason(finding.reason),
        }),
      );
    case 'named_dropped':
      return sentence(fill(phrases.cannot.dropped, { thing: finding.name, reason: reason(finding.reason) }));
    case 'budget_too_low':
      return sentence(
        fill(phrases.cannot.budgetTooLow, {
          budget,
          total: formatMoney(finding.total, draft.grounded.currency, language),
        }),
      );
    case 'sunset_outside':
      return sentence(
        fill(phrases.cannot.sunsetOutside, {
          city: draft.grounded.cityName ?? '',
          time: clock(finding.sunset),
        }),
      );
    case 'short_window':
      return sentence(fill(phrases.cannot.shortWindow, { start: clock(windowStart), end: clock(windowEnd) }));
    case 'unknown_place':
      return sentence(fill(phrases.cannot.unknownPlace, { text: finding.text }));
    case 'served_elsewhere':
      return sentence(
        fill(phrases.cannot.servedElsewhere, {
          thing: thingOf(finding.wish, names[finding.kind].thing),
          time: clock(finding.closes),
          instead: names[finding.instead].noun,
        }),
      );
    case 'moved_for_hours':
      return sentence(
        fill(phrases.cannot.movedEarlier, {
          thing: thingOf(finding.wish, names[finding.kind].thing),
          time: clock(finding.closes),
        }),
      );
    case 'exclusion_doubted':
      return doubtedExclusionSentence(finding.words, language);
    case 'city_for_country':
      return countryCitySentence(finding.country, draft.grounded.cityName ?? '', language);
    case 'city_for_region':
      return regionCitySentence(finding.region, draft.grounded.cityName ?? '', language);
    case 'journey':
      return journeySentence(
        draft.grounded.cityName ?? '',
        finding.from,
        phrases.formatDuration(Math.round(finding.rideMinutes / 15) * 15),
        language,
      );
    case 'day_moved':
      return dayMovedSentence(finding, language);
    case 'logistics':
      return logisticsSentence(finding.check, finding.stop, draft, language, clock);
  }
}

/**
 * What could not be kept, in the person's words when they say more than the kind's own phrase: "We
 * couldn't fit bailar cuarteto", but "a ferry ride" rather than a bare "ferry" the phrase holds.
 */
function thingOf(wish: string | undefined, kindThing: string): string {
  if (!wish) return kindThing;
  const words = (text: string) =>
    ` ${fold(text)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `;
  return words(kindThing).includes(words(wish)) ? kindThing : wish;
}
