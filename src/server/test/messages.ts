import type { FastifyInstance } from 'fastify';
import type { SignedUpUser } from './accounts';
import type { TestContext } from './app';

const DEFAULT_TEXT = 'Hello, is the home still available?';

/** The messages API as each person calls it (a visitor without a user), from this site's origin. */
export function messagesApi(t: Pick<TestContext, 'config'> & { app: FastifyInstance }) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    user: SignedUpUser | undefined,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(user && { cookie: user.cookie }), ...headers },
      ...(payload !== undefined && { payload }),
    });
  return {
    call,
    start: (user: SignedUpUser | undefined, listingId: string, text = DEFAULT_TEXT) =>
      call('POST', '/api/conversations', user, { listingId, text }),
    send: (user: SignedUpUser | undefined, id: string, text = 'A reply') =>
      call('POST', `/api/conversations/${id}/messages`, user, { text }),
    get: (user: SignedUpUser | undefined, id: string) =>
      call('GET', `/api/conversations/${id}`, user),
    list: (user: SignedUpUser | undefined, cursor?: string) =>
      call('GET', `/api/me/conversations${cursor ? `?cursor=${cursor}` : ''}`, user),
    unread: (user: SignedUpUser | undefined) => call('GET', '/api/me/conversations/unread', user),
    read: (user: SignedUpUser | undefined, id: string) =>
      call('POST', `/api/conversations/${id}/read`, user),
    block: (user: SignedUpUser | undefined, id: string) =>
      call('PUT', `/api/conversations/${id}/block`, user),
    unblock: (user: SignedUpUser | undefined, id: string) =>
      call('DELETE', `/api/conversations/${id}/block`, user),
    /** Turns the account's message mails on or off (PATCH /api/me). */
    mails: (user: SignedUpUser, on: boolean) =>
      call('PATCH', '/api/me', user, { messageMails: on }),
    /** The language the account reads (its mails). */
    language: (user: SignedUpUser, language: 'en' | 'hi') =>
      call('PUT', '/api/me/language', user, { language }),
  };
}
