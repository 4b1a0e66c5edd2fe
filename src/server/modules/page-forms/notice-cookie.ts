import { stringifySetCookie } from 'cookie';
import type { FastifyReply } from 'fastify';
import { NOTICE_COOKIE, type PageNotice } from '../../../shared/page-notice';

/**
 * Leaves `notice` for the page the reply redirects to: a cookie the browser reads once the app
 * runs (a minute at most), beside any cookie the reply already sets.
 */
export function leaveNotice(reply: FastifyReply, notice: PageNotice): void {
  const value = stringifySetCookie(NOTICE_COOKIE, JSON.stringify(notice), {
    path: '/',
    maxAge: 60,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
  });
  const set = reply.getHeader('set-cookie');
  const before = Array.isArray(set) ? set : set === undefined ? [] : [String(set)];
  reply.header('set-cookie', [...before, value]);
}
