import { useClientConfig } from '../api/get-client-config';
import { useSession } from '../api/get-session';

/**
 * Whether the signed-in owner must verify their e-mail address before publishing
 * (PUBLISH_REQUIRES_VERIFIED_EMAIL): the address to verify, false when they may publish, null
 * while the configuration or the session is still loading.
 */
export function useMustVerifyEmail(): string | false | null {
  const config = useClientConfig();
  const session = useSession();
  if (config.isPending || session.isPending) return null;
  const user = session.data?.user;
  if (!config.data?.publishRequiresVerifiedEmail || !user || user.emailVerified) return false;
  return user.email;
}
