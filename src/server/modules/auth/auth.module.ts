import type { Config } from '../../config';
import { appModule } from '../app-module';
import { createAccounts, type AccountsDeps } from './accounts';
import { authOpenApi } from './auth.openapi';

export type { Accounts } from './accounts';

/**
 * The accounts module: better-auth, /api/auth/* and /api/me, and the session helpers the app's
 * authentication hooks and other modules use (`sessionUser`, `socialProvider`).
 */
export async function createAuthModule(config: Config, deps: AccountsDeps) {
  const accounts = await createAccounts(config, deps);
  return appModule({
    name: 'auth',
    accounts,
    apiRoutes: [accounts.routes],
    // better-auth's routes are not Fastify's: their description is generated from it.
    openApi: () => authOpenApi(accounts.auth),
  });
}
