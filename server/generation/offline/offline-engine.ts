import { planDataSchema } from '../../../contract/date-plans';
import type { GenerationEngine } from '../engine';
import { themeImageUrl, themeOf } from '../theme-images';
import { composePlan } from './compose';
import { parseIntent, type Intent } from './intent';

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });

function understanding(intent: Intent): string {
  const parts: string[] = [];
  const moment = intent.moods[0] ? `${intent.moods[0]} ${intent.timeOfDay}` : `${intent.timeOfDay} date`;
  parts.push(`${/^[aeiou]/.test(moment) ? 'an' : 'a'} ${moment}`);
  if (intent.city) parts.push(`in ${intent.city.name}`);
  if (intent.activities.length) parts.push(`with ${intent.activities.slice(0, 3).join(', ')}`);
  return `Reading your description: ${parts.join(' ')}`;
}

/**
 * The default engine: no network. It reads the intent from the description and composes the plan
 * from the curated catalog, reporting each stage as a person would narrate it.
 */
export function createOfflineEngine(options: { delayMs?: number } = {}): GenerationEngine {
  const delay = options.delayMs ?? 60;
  return {
    name: 'offline',
    async generate(input, onProgress, signal) {
      const intent = parseIntent(input.query);
      await onProgress({ stage: 'think', message: understanding(intent), percentage: 8 });
      await pause(delay, signal);
      const constraints = Object.entries(intent.constraints)
        .filter(([, on]) => on)
        .map(([name]) => name.replace('noAlcohol', 'no alcohol'));
      await onProgress({
        stage: 'think',
        message: constraints.length
          ? `Keeping in mind: ${constraints.join(', ')}`
          : `Budget: ${intent.budget.level}${intent.budget.capPerPerson ? `, about ${intent.budget.capPerPerson} per person` : ''}`,
        percentage: 18,
      });
      await pause(delay, signal);

      const plan = planDataSchema.parse(composePlan(input.query, intent));
      const images = [
        ...new Set([
          themeImageUrl(themeOf(plan.overall_theme_description)),
          ...plan.steps.flatMap((step) => step.image_urls),
        ]),
      ];
      await onProgress({
        stage: 'act',
        message: `Sketching the route: ${plan.steps.length} stops`,
        percentage: 30,
        title: plan.date_title,
        theme: plan.overall_theme_description,
        images,
        stepCount: plan.steps.length,
      });
      for (const [index, step] of plan.steps.entries()) {
        await pause(delay, signal);
        await onProgress({
          stage: 'act',
          message: `Choosing ${step.to_location_name.charAt(0).toLowerCase()}${step.to_location_name.slice(1)}`,
          percentage: 35 + Math.round(((index + 1) / plan.steps.length) * 40),
        });
      }
      await pause(delay, signal);
      const walking = plan.steps.filter((step) => step.transport_mode === 'walk').length - 1;
      await onProgress({
        stage: 'observe',
        message: `Checking the timings: ${plan.total_estimated_date_duration.toLowerCase()}, ${Math.max(walking, 0)} short walks`,
        percentage: 82,
      });
      await pause(delay, signal);
      await onProgress({
        stage: 'observe',
        message: `Adding up the costs: ${plan.total_estimated_cost_range}`,
        percentage: 88,
      });
      await pause(delay, signal);
      await onProgress({ stage: 'final', message: 'Writing tips and a backup plan', percentage: 95 });
      return plan;
    },
  };
}
