import { z } from 'zod';
import { DISPLAY_NAME_MAX } from '../account-rules';
import { LANGUAGES } from '../languages';

// The limits carry no zod, so the browser can import them on their own.
export { DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../account-rules';

/** Account rules shared by the sign-in/sign-up/profile forms and the API. */
/** A display name: 1–50 characters once trimmed. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(DISPLAY_NAME_MAX, `Name must be at most ${DISPLAY_NAME_MAX} characters`);

/**
 * PATCH /api/me: the name, and whether messages are mailed (docs/product.md#messages-between-people);
 * either may be left out, any other field is ignored.
 */
export const updateMeSchema = z.object({
  name: displayNameSchema.optional(),
  messageMails: z.boolean().optional(),
});
export type UpdateMe = z.infer<typeof updateMeSchema>;

/** PUT /api/me/language: the language the account reads (its mails). */
export const updateLanguageSchema = z.object({ language: z.enum(LANGUAGES) });

/** GET/PATCH /api/me; `moderator`: the account's e-mail is one ADMIN_EMAILS names. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  moderator: z.boolean(),
  /** A new message is mailed to this person (once per unread conversation); off on request. */
  messageMails: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** Which social sign-in the server offers (GET /api/config → socialProvider). */
export const SOCIAL_PROVIDERS = ['google', 'oidc'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
