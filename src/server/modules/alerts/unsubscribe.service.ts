import { COMMON_ERROR_CODES, SAVED_SEARCH_ERROR_CODES } from '../../../shared/api-errors';
import type { Unsubscribed } from '../../../shared/schemas/saved';
import type { AlertFrequency } from '../../../shared/constants';
import { AppError, badRequest } from '../../lib/errors';
import type { SavedSearchesRepository } from '../saved-searches/saved-searches.module';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** What a mail's unsubscribe link does, without signing in: its token names the search. */
export function createUnsubscribeService(deps: {
  tokens: UnsubscribeTokens;
  repository: SavedSearchesRepository;
}) {
  async function setFrequency(token: string, frequency: AlertFrequency): Promise<Unsubscribed> {
    const searchId = deps.tokens.searchOf(token);
    if (!searchId)
      throw badRequest(SAVED_SEARCH_ERROR_CODES.invalidToken, (t) => t.alerts.invalidLink);
    const changed = await deps.repository.setFrequency(searchId, frequency);
    if (!changed) throw new AppError(404, COMMON_ERROR_CODES.notFound, (t) => t.alerts.searchGone);
    return changed;
  }
  return {
    /** Sets the search to "never"; its name and what it was (Undo puts that back). Repeatable. */
    unsubscribe: (token: string) => setFrequency(token, 'never'),
    /** Undo: sets the search back to `frequency`. */
    async undo(token: string, frequency: AlertFrequency): Promise<void> {
      await setFrequency(token, frequency);
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
