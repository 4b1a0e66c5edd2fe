const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins allowed to send mutating requests and to open the sign-in popup: PUBLIC_URL's
 * origin, plus its loopback aliases when PUBLIC_URL is itself a loopback address (so a local
 * install answers on http://127.0.0.1:3000 as well as on http://localhost:3000).
 */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.has(url.hostname)) return [url.origin];
  return [...LOOPBACK_HOSTS].map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
}
