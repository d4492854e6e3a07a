import type { Draft, DraftStop, Finding } from '../draft';
import { KIND_NAMES } from '../kinds/names/all-names';
import type { DateRequest } from '../request';
import { fold, withoutArticle } from '../understand/text';
import type { Violation } from './check';

/**
 * The last line before failing a generation: stops that break a hard rule are taken out and the
 * plan says so, rather than a plan being saved as if it kept the rule.
 */
export function repairDraft(draft: Draft, violations: Violation[]): Draft {
  const findings: Finding[] = [...draft.findings];
  let stops: DraftStop[] = [...draft.stops];
  const time = draft.request.time;
  const drop = (stop: DraftStop) =>
    findings.push(
      stop.placeName && !stop.landmark
        ? { type: 'named_dropped', name: stop.placeName, reason: 'no_room' }
        : { type: 'kind_dropped', kind: stop.kind, reason: 'no_room' },
    );
  if (violations.some((violation) => violation.rule === 'window') && time.end !== null) {
    const end = time.end;
    const inside = stops.filter(
      (stop) => stop.end <= end && (time.start === null || stop.start >= time.start),
    );
    for (const stop of stops) if (!inside.includes(stop)) drop(stop);
    if (inside.length) stops = inside;
    else {
      // Nothing fits a window this short: the first stop, cut to the window, and said plainly.
      const first = stops[0] as DraftStop;
      const start = Math.max(time.start ?? end - 45, end - first.end + first.start);
      stops = [{ ...first, start, end, travelMinutes: 0 }];
      findings.push({ type: 'short_window' });
    }
  }
  for (const violation of violations) {
    if (violation.rule === 'kind_missing') {
      const kind = draft.request.wanted.find((wanted) => wanted.kind === violation.detail)?.kind;
      if (kind) findings.push({ type: 'kind_dropped', kind, reason: 'no_room' });
    }
  }
  return { ...draft, stops, findings };
}

/**
 * When the plan still breaks a rule the understanding made ("excluded_words: parque" beside "Parque
 * Arví"), the rule is the doubtful part, not the plan: the exclusions behind the words are dropped
 * and a finding says so. Returns null when no exclusion of the request explains the violations.
 */
export function withoutDoubtedExclusions(
  request: DateRequest,
  violations: Violation[],
  language: DateRequest['language'],
): { request: DateRequest; finding: Finding } | null {
  const words = violations.filter((violation) => violation.rule === 'excluded_words').map((v) => v.detail);
  const kinds = violations.filter((violation) => violation.rule === 'excluded_present').map((v) => v.detail);
  const names = KIND_NAMES[language];
  const doubted = request.excludedKinds.filter(
    ({ kind }) => kinds.includes(kind) || words.includes(withoutArticle(fold(names[kind].thing))),
  );
  if (!doubted.length) return null;
  return {
    request: { ...request, excludedKinds: request.excludedKinds.filter((entry) => !doubted.includes(entry)) },
    finding: { type: 'exclusion_doubted', words: doubted.map((entry) => entry.span.text) },
  };
}

/**
 * The request with nothing of its own reading that can break a rule: no wishes, names or exclusions,
 * only where, when, money and hard constraints. The last resort, so a plan never fails on its own misreading.
 */
export function plainRequest(request: DateRequest): DateRequest {
  return { ...request, wanted: [], namedPlaces: [], excludedKinds: [] };
}
