import { z } from 'zod';
import type { ApiErrorBody } from '../api-errors';

/** Every API error has this body (see ../api-errors.ts for the codes). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z
      .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
      .optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;
