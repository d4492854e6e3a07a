import { z } from 'zod';
import {
  MAX_QUERY_LENGTH,
  DESCRIPTION_TOO_LONG,
  DEFAULT_PLAN_PAGE_SIZE,
  MAX_PLAN_PAGE_SIZE,
  MAX_SWAP_ALTERNATIVES,
} from './date-plans-constants';

// The plain values live beside, free of zod, for the SPA to import.
export * from './date-plans-constants';

export const generationStatusSchema = z.enum(['pending', 'generating', 'in_progress', 'completed', 'failed']);
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

export const stepSchema = z.object({
  step_index: z.number().int().min(0),
  step_title: z.string(),
  description: z.string(),
  to_location_name: z.string(),
  to_location_address: z.string(),
  to_location_google_maps_url: z.string().nullable(),
  to_location_website: z.string().nullable(),
  to_location_phone_number: z.string().nullable(),
  image_urls: z.array(z.string()),
  activities: z.array(z.string()),
  ambiance_description: z.string(),
  estimated_travel_time: z.string(),
  estimated_duration_at_location: z.string(),
  estimated_cost_per_person: z.string(),
  transport_mode: z.string(),
  booking_recommendation: z.string(),
  notes_or_tips: z.string(),
  end_time: z.string(),
  /** When the stop begins, on the same clock as end_time; absent in plans written before it was kept. */
  start_time: z.string().optional(),
});
export type Step = z.infer<typeof stepSchema>;

export const planDataSchema = z.object({
  date_title: z.string(),
  overall_theme_description: z.string(),
  general_date_tips: z.array(z.string()),
  alternative_suggestion_summary: z.string(),
  total_estimated_date_duration: z.string(),
  total_estimated_cost_range: z.string(),
  steps: z.array(stepSchema).min(1),
  /**
   * The plan's own picture for its card and share preview, chosen from its stops (see
   * server/generation/kinds/cover.ts); absent in older plans, which show their first stop's picture.
   */
  cover_image_url: z.string().optional(),
  /** The language the plan is written in (ISO 639-1), for the labels around it; absent in older plans. */
  language: z.string().optional(),
});
export type PlanData = z.infer<typeof planDataSchema>;

export const planListItemSchema = z.object({
  plan_id: z.string(),
  title: z.string(),
  theme_description: z.string().nullable(),
  total_estimated_duration: z.string().nullable(),
  total_estimated_cost_range: z.string().nullable(),
  generated_at: z.string(),
  generation_status: generationStatusSchema,
  is_favorite: z.boolean(),
  is_archived: z.boolean(),
  /** The picture of the plan's first stop (an illustration of its kind), or null before it is made. */
  image_url: z.string().nullable(),
});
export type PlanListItem = z.infer<typeof planListItemSchema>;

export const planListResponseSchema = z.object({
  plans: z.array(planListItemSchema),
  total_count: z.number().int(),
  has_next: z.boolean(),
});
export type PlanListResponse = z.infer<typeof planListResponseSchema>;

export const planDetailSchema = z.object({
  plan_id: z.string(),
  title: z.string(),
  plan_data: planDataSchema.nullable(),
  generation_status: generationStatusSchema,
  generated_at: z.string(),
  is_favorite: z.boolean(),
  is_archived: z.boolean(),
  is_shareable: z.boolean(),
  share_token: z.string().nullable(),
  query: z.string().nullable(),
  /** The day the couple picked (YYYY-MM-DD); null shows 'Not scheduled yet'. */
  scheduled_for: z.iso.date().nullable(),
  /** The IANA time zone of the plan's city, in which every step's time is given; null when unknown. */
  time_zone: z.string().nullable(),
  /** A stop was swapped and the version before it can be restored with Undo. */
  can_undo_swap: z.boolean(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const progressStageSchema = z.enum(['think', 'act', 'observe', 'final', 'completed']);
export type ProgressStage = z.infer<typeof progressStageSchema>;

export const progressEventSchema = z.object({
  plan_id: z.string(),
  stage: progressStageSchema,
  step_description: z.string(),
  progress_percentage: z.number().min(0).max(100),
  timestamp: z.string(),
  is_complete: z.boolean(),
  error: z.string().nullable(),
  images: z.array(z.string()).nullable(),
  date_theme_description: z.string().nullable(),
  date_title: z.string().nullable(),
  number_of_steps: z.number().int().nullable(),
  /** The finished plan's step titles, on the completed event only: what a guest's preview lists. */
  step_titles: z.array(z.string()).nullish(),
});
export type ProgressEvent = z.infer<typeof progressEventSchema>;

export const generateRequestSchema = z.strictObject({
  query: z
    .string()
    .trim()
    .min(1, { error: 'Please describe your ideal date' })
    .max(MAX_QUERY_LENGTH, { error: DESCRIPTION_TOO_LONG }),
  user_preferences: z.record(z.string(), z.unknown()).default({}),
  guest_email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254))
    .nullish(),
});
export type GenerateRequest = z.input<typeof generateRequestSchema>;
export const generateResponseSchema = z.object({ plan_id: z.string() });
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/** GET /places: the cities the planner knows that start with what is typed, for "Where will you be?". */
export const placesQuerySchema = z.object({
  q: z.string().trim().max(80).default(''),
  /** The description: the answer says whether it names a city already. */
  description: z.string().max(MAX_QUERY_LENGTH).optional(),
});
export const placeSuggestionSchema = z.object({
  /** What goes into user_preferences.city. */
  name: z.string(),
  /** The city with its country, as the list shows it. */
  label: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;
export const placesResponseSchema = z.object({
  /** The city the description names, or null: then the app asks where the date is. */
  description_city: z.string().nullable(),
  /** A signed-in member's last chosen city first, then the matching cities. */
  places: z.array(placeSuggestionSchema),
});
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

export const shareRequestSchema = z.strictObject({ is_shareable: z.boolean() });
export type ShareRequest = z.infer<typeof shareRequestSchema>;
export const shareResponseSchema = z.object({
  share_token: z.string().nullable(),
  share_url: z.string().nullable(),
});
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** The dashboard's counts in one answer: all plans, favourites and archived ones. */
export const planStatsSchema = z.object({
  total: z.number().int().min(0),
  favorites: z.number().int().min(0),
  archived: z.number().int().min(0),
});
export type PlanStats = z.infer<typeof planStatsSchema>;

const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

export const planListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PLAN_PAGE_SIZE).default(DEFAULT_PLAN_PAGE_SIZE),
  is_favorite: queryBoolean.optional(),
  is_archived: queryBoolean.optional(),
  search: z.string().trim().max(200).optional(),
});
export type PlanListQuery = z.input<typeof planListQuerySchema>;

export const updatePlanRequestSchema = z
  .strictObject({ is_favorite: z.boolean().optional(), is_archived: z.boolean().optional() })
  .refine((body) => body.is_favorite !== undefined || body.is_archived !== undefined, {
    error: 'Send is_favorite, is_archived or both',
  });
export type UpdatePlanRequest = z.input<typeof updatePlanRequestSchema>;

export const scheduleRequestSchema = z.strictObject({
  scheduled_for: z.iso.date({ error: 'Please choose a valid date.' }).nullable(),
});
export type ScheduleRequest = z.infer<typeof scheduleRequestSchema>;

/** One way to replace a stop: the new step as it would read, and how many later steps move in time. */
export const swapAlternativeSchema = z.object({
  alternative_id: z.string(),
  step: stepSchema,
  retimed_steps: z.number().int().min(0),
});

export const swapAlternativesResponseSchema = z.object({
  step_index: z.number().int().min(0),
  alternatives: z.array(swapAlternativeSchema).max(MAX_SWAP_ALTERNATIVES),
});
export type SwapAlternativesResponse = z.infer<typeof swapAlternativesResponseSchema>;

export const swapRequestSchema = z.strictObject({ alternative_id: z.string().trim().min(1).max(300) });
export type SwapRequest = z.infer<typeof swapRequestSchema>;
