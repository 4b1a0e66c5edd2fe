import type { FastifyInstance } from 'fastify';
import { signUp, type SignedUpUser } from './accounts';
import type { TestContext } from './app';

/** The e-mails a moderation test names in ADMIN_EMAILS (written oddly: the app trims and lowers). */
export const MODERATOR_EMAILS = ['moderator-one@example.com', 'moderator-two@example.com'];
export const ADMIN_EMAILS_ENV = {
  ADMIN_EMAILS: ' Moderator-One@Example.com ,moderator-two@example.com,',
};

/** Signs up the moderator of `email` (one of MODERATOR_EMAILS) once per test app. */
export async function signUpModerator(
  t: Pick<TestContext, 'app' | 'config'>,
  email = MODERATOR_EMAILS[0]!,
  name = 'Mira Moderator',
): Promise<SignedUpUser> {
  return signUp(t, { email, name });
}

/** A request as `user` (a visitor without one) to `app`, from this site's origin. */
export function asUser(t: Pick<TestContext, 'config'>, app: FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user?: SignedUpUser,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(user && { cookie: user.cookie }) },
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
}
