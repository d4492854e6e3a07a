import { preferredCity, type GenerationEngine } from '../engine';
import { ground } from '../ground/ground';
import { enrichPlan } from '../places/enrich-plan';
import { markSuggestions } from '../places/suggestion';
import type { PlacesProvider } from '../places/venue';
import { planFromRequest } from '../pipeline';
import { isRefusal, understand } from '../understand/understand';
import { planCaptions, understoodCaption } from '../write/captions';
import { themeImageUrl, themeOf } from '@contract/theme-images';

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

export class PlanRuleError extends Error {
  constructor(readonly rules: string[]) {
    super(`plan breaks: ${rules.join(', ')}`);
    this.name = 'PlanRuleError';
  }
}

/**
 * The default engine: no network. The whole pipeline runs at once (a few milliseconds); the
 * progress log then tells, at a readable pace, what was understood and done.
 */
export function createOfflineEngine(
  options: { delayMs?: number; places?: PlacesProvider } = {},
): GenerationEngine {
  const delay = options.delayMs ?? 60;
  return {
    name: 'offline',
    async generate(input, onProgress, signal) {
      // What was understood is told at once; composing and checking follow.
      const now = new Date();
      const request = understand(input.query, now, preferredCity(input.preferences));
      if (isRefusal(request)) throw new Error('the description gives nothing to plan from');
      const grounded = ground(request, now);
      await onProgress({ stage: 'think', message: understoodCaption(request, grounded), percentage: 8 });
      const result = planFromRequest(request, { variant: input.variant ?? 0, now, grounded });
      if (result.violations.length)
        throw new PlanRuleError(
          result.violations.map((violation) => `${violation.rule}: ${violation.detail}`),
        );
      let { plan } = result;
      const captions = planCaptions(result);
      // Live venues for stops that are still a kind of place; any failure keeps the plan as it is.
      // Offline, every stop that is a kind of place says so.
      const offline = markSuggestions(plan, result.draft);
      if (options.places && options.places.available?.() !== false) {
        await onProgress({ stage: 'act', message: captions.lookingUp, percentage: 26 });
        plan = (await enrichPlan(plan, result.draft, options.places, signal).catch(() => ({ plan: offline })))
          .plan;
      } else plan = offline;
      for (const [index, message] of captions.setting.entries()) {
        await pause(delay, signal);
        await onProgress({ stage: 'think', message, percentage: 14 + index * 4 });
      }
      await pause(delay, signal);
      const images = [
        ...new Set([
          themeImageUrl(themeOf(plan.overall_theme_description)),
          ...plan.steps.flatMap((step) => step.image_urls),
        ]),
      ];
      await onProgress({
        stage: 'act',
        message: captions.sketching,
        percentage: 30,
        title: plan.date_title,
        theme: plan.overall_theme_description,
        images,
        stepCount: plan.steps.length,
      });
      for (const [index, message] of captions.choosing(plan).entries()) {
        await pause(delay, signal);
        await onProgress({
          stage: 'act',
          message,
          percentage: 35 + Math.round(((index + 1) / plan.steps.length) * 40),
        });
      }
      await pause(delay, signal);
      await onProgress({ stage: 'observe', message: captions.checking, percentage: 80 });
      await pause(delay, signal);
      await onProgress({ stage: 'observe', message: captions.costs, percentage: 86 });
      await pause(delay, signal);
      await onProgress({ stage: 'observe', message: captions.checked, percentage: 90 });
      await pause(delay, signal);
      await onProgress({ stage: 'final', message: captions.writing, percentage: 95 });
      return { plan, draft: result.draft, plannedAt: now };
    },
  };
}
