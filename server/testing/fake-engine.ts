import type { PlanData } from '@contract/date-plans';
import type { GenerationEngine } from '../generation/engine';

export function samplePlanData(title = 'Sunset and Stories in Lisbon'): PlanData {
  const step = (index: number, name: string) => ({
    step_index: index,
    step_title: name,
    description: `${name} description`,
    to_location_name: `A place for ${name.toLowerCase()} in Alfama`,
    to_location_address: 'Alfama, Lisbon, Portugal',
    to_location_google_maps_url: 'https://www.google.com/maps/search/?api=1&query=Alfama%20Lisbon',
    to_location_website: null,
    to_location_phone_number: null,
    image_urls: ['/images/themes/romantic.svg'],
    activities: ['Look around'],
    ambiance_description: 'Warm and quiet',
    estimated_travel_time: index === 0 ? 'Start here' : '10 min walk',
    estimated_duration_at_location: '1 hour',
    estimated_cost_per_person: '$20-30',
    transport_mode: 'walk',
    booking_recommendation: 'No booking needed',
    notes_or_tips: 'Bring a jacket',
    end_time: `${7 + index}:00 PM`,
  });
  return {
    date_title: title,
    overall_theme_description: 'A romantic evening of views and food',
    general_date_tips: ['Wear comfortable shoes'],
    alternative_suggestion_summary: 'If it rains, try a museum.',
    total_estimated_date_duration: 'About 3 hours',
    total_estimated_cost_range: '$40-60 per person',
    steps: [step(0, 'Sunset drinks'), step(1, 'Dinner')],
  };
}

export interface FakeEngineControls {
  engine: GenerationEngine;
  /** Makes the next generations throw. */
  failNext(times?: number): void;
  /** Gives the next plan this title (any text a model could write, markup included). */
  titleNext(title: string): void;
  /** Holds every generation after its first progress message until `release` is called. */
  hold(): void;
  release(): void;
  calls: number;
}

/** A quick, controllable engine for API tests; the real engines have their own tests. */
export function createFakeEngine(): FakeEngineControls {
  let failures = 0;
  let nextTitle: string | undefined;
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  const controls: FakeEngineControls = {
    calls: 0,
    failNext(times = 1) {
      failures = times;
    },
    titleNext(title) {
      nextTitle = title;
    },
    hold() {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      gate = { promise, open };
    },
    release() {
      gate?.open();
      gate = null;
    },
    engine: {
      name: 'fake',
      async generate(input, onProgress, signal) {
        controls.calls += 1;
        await onProgress({ stage: 'think', message: `Reading: ${input.query}`, percentage: 10 });
        if (gate) {
          const aborted = new Promise<void>((_, reject) =>
            signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          );
          await Promise.race([gate.promise, aborted]);
        }
        if (failures > 0) {
          failures -= 1;
          throw new Error('engine exploded');
        }
        const plan = samplePlanData(nextTitle);
        nextTitle = undefined;
        await onProgress({
          stage: 'act',
          message: 'Choosing places',
          percentage: 50,
          title: plan.date_title,
          theme: plan.overall_theme_description,
          images: ['/images/themes/romantic.svg'],
          stepCount: plan.steps.length,
        });
        await onProgress({ stage: 'final', message: 'Writing tips', percentage: 90 });
        return { plan, draft: null, plannedAt: new Date() };
      },
    },
  };
  return controls;
}
