import { z } from 'zod';
import {
  FEEDBACK_TYPES,
  FEEDBACK_STATUSES,
  MIN_FEEDBACK_LENGTH,
  MAX_FEEDBACK_LENGTH,
  MAX_FEEDBACK_NAME_LENGTH,
  FEEDBACK_PAGE_SIZE,
} from './feedback-constants';

// The plain values live beside, free of zod, for the SPA to import.
export * from './feedback-constants';

export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

export const submitFeedbackRequestSchema = z
  .strictObject({
    feedback_type: feedbackTypeSchema,
    message: z
      .string()
      .trim()
      .min(MIN_FEEDBACK_LENGTH, { error: 'Please provide a more detailed message (at least 10 characters)' })
      .max(MAX_FEEDBACK_LENGTH, {
        error: `Please keep your message under ${MAX_FEEDBACK_LENGTH} characters`,
      }),
    rating: z.number().int().min(1).max(5).nullish(),
    related_plan_id: z.uuid({ error: 'Unknown date plan' }).nullish(),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.union([z.literal(''), z.email({ error: 'Please enter a valid email address' }).max(254)]))
      .nullish(),
    name: z
      .string()
      .trim()
      .max(MAX_FEEDBACK_NAME_LENGTH, { error: `Name must be at most ${MAX_FEEDBACK_NAME_LENGTH} characters` })
      .nullish(),
  })
  .refine((body) => !body.related_plan_id || body.feedback_type === 'date_plan_feedback', {
    error: 'related_plan_id is only accepted with the date_plan_feedback type',
    path: ['related_plan_id'],
  });
export type SubmitFeedbackRequest = z.input<typeof submitFeedbackRequestSchema>;

export const feedbackItemSchema = z.object({
  feedback_id: z.string(),
  feedback_type: feedbackTypeSchema,
  message: z.string(),
  rating: z.number().int().nullable(),
  related_plan_id: z.string().nullable(),
  status: feedbackStatusSchema,
  created_at: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(FEEDBACK_PAGE_SIZE),
  feedback_type: feedbackTypeSchema.optional(),
  status: feedbackStatusSchema.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  search: z.string().trim().max(200).optional(),
});

export const feedbackListResponseSchema = z.object({
  feedback: z.array(feedbackItemSchema),
  total_count: z.number().int(),
  has_next: z.boolean(),
});
