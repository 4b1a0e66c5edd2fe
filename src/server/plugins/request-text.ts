import { isUtf8 } from 'node:buffer';

/**
 * Checks of what a client sends, as text PostgreSQL can store: UTF-8 without NUL. PostgreSQL
 * refuses a NUL in text ("invalid byte sequence for encoding UTF8: 0x00", a 500), and a lone
 * UTF-16 surrogate is no character at all: the driver turns it into U+FFFD, and jsonb refuses
 * its escape.
 */

/** A place in the request and what is wrong there, in a sentence that names the place. */
export interface TextProblem {
  /** Path into the body (`['name']`), or `['url']`. */
  path: (string | number)[];
  message: string;
}

/** How a message names a place in the body: `name`, `images.0`, or the body itself. */
const place = (path: (string | number)[]) => (path.length > 0 ? path.join('.') : 'The body');
/** The body nests objects and arrays deeper than allowed. */
export const tooDeep = (maxDepth: number): TextProblem => ({
  path: [],
  message: `The body must not nest deeper than ${maxDepth} levels`,
});

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string as text ("must …"), or undefined. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it has a lone surrogate)';
  return undefined;
}

/** What a URL must contain for urlProblem to find anything: an escape or a non-printable. */
const NEEDS_URL_CHECK = /[^\x20-\x24\x26-\x7e]/;

/**
 * The request target (path and query string) once percent-decoded: each run of %XX escapes must
 * decode to UTF-8 and no escape may be %00. Checked on the raw URL, so the router's and the
 * query parser's own decoding never matter.
 */
export function urlProblem(url: string): TextProblem | undefined {
  // Nearly every URL is printable ASCII without an escape: one scan of it, and nothing to decode.
  if (!NEEDS_URL_CHECK.test(url)) return undefined;
  const literal = textProblem(url);
  if (literal) return { path: ['url'], message: `The URL ${literal}` };
  for (const [run] of url.matchAll(/(?:%[0-9A-Fa-f]{2})+/g)) {
    const bytes = Buffer.from(run.replaceAll('%', ''), 'hex');
    if (bytes.includes(0)) {
      return { path: ['url'], message: 'The URL must not contain a NUL character (%00)' };
    }
    if (!isUtf8(bytes)) {
      return { path: ['url'], message: `The URL must be UTF-8 text (${run} is not)` };
    }
  }
  return undefined;
}

/** Whether JSON text nests objects and arrays deeper than `maxDepth`, found before parsing. */
export function jsonTooDeep(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * The first string (key or value) in a parsed body that is not storable text, or a nesting
 * deeper than `maxDepth`. Iterative, so a deep value cannot overflow the stack here.
 */
export function valueProblem(value: unknown, maxDepth: number): TextProblem | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { path, message: `${place(path)} ${problem}` };
      continue;
    }
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    if (path.length >= maxDepth) return tooDeep(maxDepth);
    if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const problem = textProblem(key);
      const where = path.length > 0 ? ` in ${path.join('.')}` : '';
      if (problem) return { path, message: `A field name${where} ${problem}` };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/** The media types better-auth reads as JSON (application/json and application/*+json). */
const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * A body handed on as raw bytes (better-auth's, under /api/auth): read the way its reader will
 * read it, and checked like a parsed body. JSON that does not parse is left to that reader (it
 * answers 400); its depth is bounded before anything parses it.
 */
export function rawBodyProblem(
  contentType: string | undefined,
  body: Buffer,
  maxDepth: number,
): TextProblem | undefined {
  const text = body.toString('utf8');
  if (JSON_MEDIA_TYPE.test(contentType ?? '')) {
    if (jsonTooDeep(text, maxDepth)) return tooDeep(maxDepth);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return undefined;
    }
    return valueProblem(parsed, maxDepth);
  }
  if (/^application\/x-www-form-urlencoded/i.test(contentType ?? '')) {
    for (const [key, value] of new URLSearchParams(text)) {
      const problem = textProblem(key) ?? textProblem(value);
      if (problem) return { path: [key], message: `${key} ${problem}` };
    }
    return undefined;
  }
  const problem = textProblem(text);
  return problem ? { path: [], message: `The body ${problem}` } : undefined;
}
