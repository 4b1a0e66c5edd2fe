import { z } from 'zod';
import { SOCIAL_PROVIDERS } from './account';

/** GET /api/config: what the browser needs to know of the server's configuration. */
export const clientConfigSchema = z.object({
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  geocodingEnabled: z.boolean(),
  /** The social sign-in the server offers; null: the social button only shows its error toast. */
  socialProvider: z.enum(SOCIAL_PROVIDERS).nullable(),
  /** PUBLISH_REQUIRES_VERIFIED_EMAIL: an account publishes only once its e-mail is verified. */
  publishRequiresVerifiedEmail: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
