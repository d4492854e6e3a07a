import { z } from 'zod';
import { planDataSchema, type PlanData } from '../../../contract/date-plans';
import type { EngineProgress, GenerationEngine, GenerationInput } from '../engine';
import { themeImageUrl, themeOf } from '../theme-images';

export interface OpenAiEngineOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  fallback: GenerationEngine;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

const SYSTEM_PROMPT = `You plan dates. Reply with JSON only, matching the given schema exactly.
Make 3 to 6 steps in a sensible order with realistic end times, travel times and per-person costs that add up to the total cost range.
Every activity the person names must get a step. Respect budget, weather and dietary constraints.
Venue names and addresses are suggestions the couple must check; prefer well-known, long-established places and never invent phone numbers or websites (use null).`;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const isHttpUrl = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null);
const isPhone = (value: string | null) => (value && /^[+\d][\d\s().-]{5,}$/.test(value) ? value : null);

/** Model output is a suggestion: links are re-derived or dropped unless they are plainly safe. */
function sanitise(plan: PlanData): PlanData {
  const images = [themeImageUrl(themeOf(plan.overall_theme_description))];
  return {
    ...plan,
    steps: plan.steps.map((step, index) => ({
      ...step,
      step_index: index,
      to_location_google_maps_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        `${step.to_location_name} ${step.to_location_address}`,
      )}`,
      to_location_website: isHttpUrl(step.to_location_website),
      to_location_phone_number: isPhone(step.to_location_phone_number),
      image_urls: step.image_urls.filter((url) => url.startsWith('/images/')).length
        ? step.image_urls
        : images,
      notes_or_tips: `${step.notes_or_tips} (Venue suggested by AI: check it before you go.)`.trim(),
    })),
  };
}

/** Any OpenAI-compatible chat endpoint with structured output; invalid output is retried once, then offline. */
export function createOpenAiEngine(options: OpenAiEngineOptions): GenerationEngine {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const schema = z.toJSONSchema(planDataSchema, { target: 'draft-7' });

  async function ask(input: GenerationInput, signal?: AbortSignal): Promise<PlanData | null> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000);
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
      body: JSON.stringify({
        model: options.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: `Plan this date: ${input.query}\nPreferences: ${JSON.stringify(input.preferences)}`,
          },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'date_plan', strict: true, schema } },
      }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) throw new Error(`LLM endpoint answered ${response.status}`);
    const completion = completionSchema.safeParse(await response.json());
    const content = completion.success ? completion.data.choices[0]?.message.content : null;
    if (!content) return null;
    try {
      const plan = planDataSchema.safeParse(JSON.parse(content));
      return plan.success ? plan.data : null;
    } catch {
      return null;
    }
  }

  return {
    name: 'openai',
    async generate(input, onProgress, signal) {
      const report = (progress: EngineProgress) => onProgress(progress);
      await report({
        stage: 'think',
        message: 'Asking the planner to read your description',
        percentage: 10,
      });
      try {
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          const plan = await ask(input, signal);
          if (plan) {
            const safe = sanitise(plan);
            await report({
              stage: 'act',
              message: `Planned ${safe.steps.length} stops`,
              percentage: 70,
              title: safe.date_title,
              theme: safe.overall_theme_description,
              images: safe.steps[0]?.image_urls ?? [],
              stepCount: safe.steps.length,
            });
            await report({
              stage: 'observe',
              message: 'Checking the plan’s links and timings',
              percentage: 85,
            });
            await report({ stage: 'final', message: 'Writing tips and a backup plan', percentage: 95 });
            return safe;
          }
          await report({
            stage: 'observe',
            message: 'The answer was incomplete; asking again',
            percentage: 40,
          });
        }
      } catch (error) {
        if (signal?.aborted) throw error;
      }
      await report({ stage: 'think', message: 'Switching to our built-in planner', percentage: 45 });
      return options.fallback.generate(input, onProgress, signal);
    },
  };
}
