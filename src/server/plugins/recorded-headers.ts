import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Connect-style middleware that only sets and removes response headers, as helmet's does. */
type HeaderMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** What such a middleware does to a response: the headers it sets, in order, and removes. */
export interface RecordedHeaders {
  set: [name: string, value: string][];
  removed: string[];
}

/**
 * Runs `middleware` once on a stand-in response and records what it does, so that each request
 * can get the same headers by a plain loop. Only for a middleware whose headers do not depend on
 * the request: it sees an empty one. Anything else it calls on the response throws here, at
 * start, rather than going unrecorded.
 */
export function recordHeaders(middleware: HeaderMiddleware): RecordedHeaders {
  const recorded: RecordedHeaders = { set: [], removed: [] };
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (typeof value !== 'string') throw new Error(`${name}: only text header values`);
      recorded.set.push([name, value]);
      return res;
    },
    removeHeader(name: string) {
      recorded.removed.push(name);
    },
  };
  let failure: unknown;
  let finished = false;
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (error) => {
    failure = error;
    finished = true;
  });
  if (!finished) throw new Error('The header middleware did not call next() at once');
  if (failure) throw failure;
  return recorded;
}
