import { describe, expect, it } from 'vitest';
import type { ProgressEvent } from '@contract/date-plans';
import { initialProgress, progressReducer, type ProgressState } from './progress-state';

const event = (fields: Partial<ProgressEvent>): ProgressEvent => ({
  plan_id: 'p',
  stage: 'think',
  step_description: 'Reading',
  progress_percentage: 10,
  timestamp: '2026-01-01T00:00:00Z',
  is_complete: false,
  error: null,
  images: null,
  date_theme_description: null,
  date_title: null,
  number_of_steps: null,
  ...fields,
});
const apply = (...events: ProgressEvent[]) =>
  events.reduce<ProgressState>(
    (state, item) => progressReducer(state, { type: 'event', event: item }),
    initialProgress,
  );

describe('progressReducer', () => {
  it('adds log entries once per message and stage', () => {
    const state = apply(
      event({ stage: 'think', step_description: 'Reading' }),
      event({ stage: 'think', step_description: 'Reading' }),
      event({ stage: 'act', step_description: 'Reading' }),
    );
    expect(state.log).toEqual([
      { stage: 'think', message: 'Reading' },
      { stage: 'act', message: 'Reading' },
    ]);
    expect(state.status).toBe('streaming');
  });

  it('captures title, theme, images and step count when present and keeps them', () => {
    const state = apply(
      event({
        date_title: 'Jazz Night',
        date_theme_description: 'Moody',
        images: ['/a.svg'],
        number_of_steps: 4,
      }),
      event({ stage: 'act', step_description: 'Next', progress_percentage: 40 }),
    );
    expect(state).toMatchObject({
      title: 'Jazz Night',
      theme: 'Moody',
      images: ['/a.svg'],
      stepCount: 4,
      percentage: 40,
    });
  });

  it('finishes on is_complete and fails on an error, ignoring anything after', () => {
    const done = apply(
      event({
        stage: 'completed',
        is_complete: true,
        progress_percentage: 100,
        step_titles: ['Tea', 'Walk'],
      }),
    );
    expect(done.status).toBe('complete');
    expect(done.stepTitles).toEqual(['Tea', 'Walk']);
    expect(progressReducer(done, { type: 'stream-failed', reason: 'refused' })).toBe(done);

    const failed = apply(event({ error: 'Engine broke' }));
    expect(failed).toMatchObject({ status: 'error', error: 'Engine broke' });
  });

  it('turns a refused stream into the spec’s authentication error', () => {
    const state = progressReducer(apply(event({})), { type: 'stream-failed', reason: 'refused' });
    expect(state.status).toBe('error');
    expect(state.failure).toBe('refused');
    expect(state.error).toBe('Authentication failed. Please log in again.');
    expect(state.log.at(-1)?.message).toBe('Some error occurred');
  });

  it('says a plan is not there, or that the connection is lost, in plain words rather than blaming the login', () => {
    expect(progressReducer(apply(event({})), { type: 'stream-failed', reason: 'not-found' }).error).toBe(
      "We couldn't find this date plan. The link may be incomplete, or the plan was deleted.",
    );
    expect(progressReducer(apply(event({})), { type: 'stream-failed', reason: 'unreachable' }).error).toMatch(
      /^We lost the connection to the planner\./,
    );
  });
});
