import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOTICE_COOKIE, readNotice, type PageNotice } from '../../../shared/page-notice';

/**
 * Leaves `notice` for the page the reply redirects to: a cookie (a minute at most) that the
 * server reads as it renders that page, which shows it at once.
 */
export function leaveNotice(reply: FastifyReply, notice: PageNotice): void {
  const value = stringifySetCookie(NOTICE_COOKIE, JSON.stringify(notice), {
    path: '/',
    maxAge: 60,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
  });
  // Fastify adds a Set-Cookie beside those the reply already has.
  reply.header('set-cookie', value);
}

/**
 * The notice a redirect left for the page being rendered, or null (clearNotice then drops it,
 * so that it is shown once).
 */
export function noticeOf(request: FastifyRequest): PageNotice | null {
  const { cookie } = request.headers;
  if (!cookie?.includes(`${NOTICE_COOKIE}=`)) return null;
  return readNotice(parseCookie(cookie)[NOTICE_COOKIE]);
}

/** Drops the notice cookie: its page has shown it. */
export function clearNotice(reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    stringifySetCookie(NOTICE_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax' }),
  );
}
