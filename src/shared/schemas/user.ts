import { z } from 'zod';

/** What anyone may read about a user: enough for the contact page (docs/product.md#contact, #permissions). */
export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
