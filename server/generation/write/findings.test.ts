import { describe, expect, it } from 'vitest';
import type { Draft, Finding } from '../draft';
import { planOffline } from '../pipeline';
import { findingSentence } from './findings';
import { PHRASES } from './phrases/all-phrases';

const NOW = new Date('2026-11-23T10:00:00Z');

function draftOf(text: string): Draft {
  const result = planOffline(text, { variant: 0, now: NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result.draft;
}

describe('what could not be kept, said in a sentence that reads', () => {
  const draft = draftOf('dinner in Hobart on sunday');
  const say = (finding: Finding) =>
    findingSentence(finding, draft, PHRASES.en, (minutes) => `${minutes}`, 'en');
  const dropped = (wish: string): Finding => ({
    type: 'kind_dropped',
    kind: 'ferry',
    reason: 'no_room',
    wish,
  });

  it('uses the kind’s own phrase when the person’s words are only its bare noun: "a ferry ride", never "fit ferry"', () => {
    const text = say(dropped('ferry'));
    expect(text).toContain('a ferry ride');
    expect(text).not.toMatch(/fit ferry/);
  });

  it('keeps the person’s words when they say more than the kind: "the ferry out to MONA"', () => {
    expect(say(dropped('the ferry out to MONA'))).toContain('the ferry out to MONA');
  });
});
