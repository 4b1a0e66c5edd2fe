import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

// Browsers send a few hundred distinct user agents: each is tested against isbot's long pattern
// once, not on every view.
const crawlers = new LRUCache<string, { crawler: boolean }>({ max: 2_000 });

const isCrawler = (userAgent: string) => {
  let known = crawlers.get(userAgent);
  if (!known) {
    known = { crawler: isbot(userAgent) };
    crawlers.set(userAgent, known);
  }
  return known.crawler;
};

/**
 * Why a request for a listing's page is no person's view, or null when it is one: a prefetch or
 * prerender (the page is not shown yet), or a crawler by its user agent (isbot's list), or no
 * browser at all (no user agent).
 */
export function notCounted(headers: IncomingHttpHeaders): 'prefetch' | 'crawler' | null {
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''} ${headers['x-purpose'] ?? ''} ${headers['x-moz'] ?? ''}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return 'prefetch';
  const userAgent = headers['user-agent'];
  if (!userAgent || isCrawler(userAgent)) return 'crawler';
  return null;
}
