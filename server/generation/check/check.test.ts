import { describe, expect, it } from 'vitest';
import type { Draft, DraftStop } from '../draft';
import { ground } from '../ground/ground';
import type { DateRequest } from '../request';
import { isRefusal, understand } from '../understand/understand';
import { writePlan } from '../write/write';
import { checkDraft, checkWording } from './check';
import { repairDraft } from './repair';

const NOW = new Date('2026-11-23T10:00:00Z');

function draftFor(text: string, stops: Partial<DraftStop>[]): Draft {
  const request = understand(text, NOW) as DateRequest;
  if (isRefusal(request)) throw new Error('refused');
  const grounded = ground(request, NOW);
  return {
    request,
    grounded,
    language: request.language,
    findings: [],
    seed: text,
    stops: stops.map((stop, index) => ({
      kind: 'walk',
      placeName: null,
      landmark: false,
      area: null,
      start: 1080 + index * 60,
      end: 1130 + index * 60,
      travelMinutes: index ? 10 : 0,
      mode: 'walk',
      cost: [0, 0],
      atSunset: false,
      requested: false,
      ...stop,
    })),
  };
}

const rules = (draft: Draft) => checkDraft(draft).map((violation) => violation.rule);

describe('the plan checker', () => {
  it('finds a wanted kind that is missing unless the plan says why', () => {
    const draft = draftFor('Ramen and karaoke in Tokyo', [{ kind: 'ramen' }, { kind: 'walk' }]);
    expect(checkDraft(draft)).toContainEqual({ rule: 'kind_missing', detail: 'karaoke' });
    draft.findings.push({ type: 'kind_dropped', kind: 'karaoke', reason: 'no_room' });
    expect(rules(draft)).not.toContain('kind_missing');
  });

  it('takes a kind word inside a name the person gave as met by that named place', () => {
    const text = 'Sábado de manhã no Porto: Torre dos Clérigos e um café';
    const named = { kind: 'observation_deck' as const, placeName: 'Torre dos Clérigos', requested: true };
    expect(rules(draftFor(text, [named, { kind: 'cafe' }]))).not.toContain('kind_missing');
    expect(checkDraft(draftFor(text, [{ kind: 'cafe' }]))).toContainEqual(
      expect.objectContaining({ rule: 'named_missing' }),
    );
  });

  it('finds an excluded kind, a broken window, stops out of order and a blown budget', () => {
    const draft = draftFor('Only 6 to 8pm in Boston, no bars, under $40 for both', [
      { kind: 'cocktail_bar', cost: [30, 50] },
      { kind: 'walk', start: 1100, end: 1260 },
    ]);
    expect(rules(draft)).toEqual(expect.arrayContaining(['excluded_present', 'window', 'order', 'budget']));
  });

  it('finds alcohol named in the words of a plan for someone who does not drink', () => {
    const draft = draftFor('Neither of us drinks. Dinner in Rome', [{ kind: 'dinner' }]);
    const plan = writePlan(draft);
    plan.steps[0]!.description = 'Finish with a glass of wine.';
    expect(checkWording(draft, plan)).toContainEqual({ rule: 'excluded_words', detail: 'wine' });
  });

  it('repairs a window it cannot keep by taking stops out and saying so', () => {
    const draft = draftFor('From 6 to 7pm in Boston, dinner and a walk', [
      { kind: 'dinner', start: 1080, end: 1140 },
      { kind: 'walk', start: 1150, end: 1200 },
    ]);
    const repaired = repairDraft(draft, checkDraft(draft));
    expect(repaired.stops.map((stop) => stop.kind)).toEqual(['dinner']);
    expect(repaired.findings).toContainEqual({ type: 'kind_dropped', kind: 'walk', reason: 'no_room' });
    expect(rules(repaired)).not.toContain('window');
  });
});
