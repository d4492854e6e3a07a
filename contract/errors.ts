import { z } from 'zod';

/** FastAPI-style validation error item, as the original backend sent them. */
export const validationErrorItemSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationErrorItem = z.infer<typeof validationErrorItemSchema>;

export const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationErrorItemSchema)]),
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
