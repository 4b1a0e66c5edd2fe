/**
 * The HTTP server's timeouts, chosen for a service behind a reverse proxy (nginx, a cloud load
 * balancer) and still safe when exposed directly. Node's and Fastify's defaults let a client that
 * sends its headers a byte at a time hold a connection for 60 s, and never end a slow body.
 */
export const SERVER_TIMEOUTS = {
  /**
   * All of a request's headers must arrive within this time of its first byte (or of the
   * connection, for a client that sends nothing): then 408 and the connection is closed. Real
   * clients and proxies send headers in one packet; slow-header attacks hold a socket 10 s.
   */
  headersMs: 10_000,
  /**
   * The whole request, body included. The largest bodies are image chunks (10 MB at most, some
   * 80 s on a 1 Mbit/s uplink); tus keeps the bytes received when a slower one is cut, and the
   * browser resumes from there.
   */
  requestMs: 120_000,
  /**
   * An idle keep-alive connection stays open this long: longer than the proxy keeps its idle
   * upstream connections (nginx and common load balancers: 60 s), so the proxy always closes
   * first and never sends a request on a connection this server is closing (a 502).
   */
  keepAliveMs: 65_000,
  /**
   * A connection with no traffic either way for this long during a request (a client that stopped
   * reading its answer, a handler that never answers) is closed; a proxy waits 60 s for an answer.
   */
  connectionIdleMs: 60_000,
  /**
   * How often Node looks for connections past the header or request timeout (30 s by default,
   * which would let a slow-header client stay up to 40 s).
   */
  checkEveryMs: 1_000,
} as const;

/** The Fastify options that apply SERVER_TIMEOUTS. */
export const serverTimeoutOptions = {
  connectionTimeout: SERVER_TIMEOUTS.connectionIdleMs,
  keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
  requestTimeout: SERVER_TIMEOUTS.requestMs,
  http: {
    headersTimeout: SERVER_TIMEOUTS.headersMs,
    connectionsCheckingInterval: SERVER_TIMEOUTS.checkEveryMs,
  },
};
