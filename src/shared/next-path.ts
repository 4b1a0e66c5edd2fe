/** The query parameter that carries the page to go back to after signing in. */
export const NEXT_PARAM = 'next';

// Any origin would do: it only tells a path of this site from a URL of another.
const HERE = 'http://here.invalid';

/**
 * `next` as a path of this site ("/category/rent/…?x=1#y"), or undefined when it is anything
 * else: another origin ("//evil.example", "https://evil.example", "/\evil.example", which
 * browsers read as "//evil.example"), a relative path, or text with spaces or control characters
 * (a path from the address bar has them encoded).
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || next.length > 2000 || !next.startsWith('/')) return undefined;
  // Browsers turn "\" into "/" and drop tabs and newlines: "/\evil" and "/\t/evil" leave the site.
  const unsafe = [...next].some((char) => char === '\\' || char <= ' ' || char === '\u007f');
  if (unsafe || next.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return undefined;
  }
  if (url.origin !== HERE) return undefined;
  return url.pathname + url.search + url.hash;
}

/** `path` (with its query) as the page to sign in from: "/sign-in?next=…". */
export function signInPath(returnTo: string, page = '/sign-in'): string {
  const next = safeNextPath(returnTo);
  if (!next || next === '/') return page;
  // Slashes stay readable ("?next=/category/rent/…"); "&", "=", "?" and "#" are encoded.
  return `${page}?${NEXT_PARAM}=${encodeURIComponent(next).replaceAll('%2F', '/')}`;
}
