/**
 * What node-postgres says, with no `code` to read instead, when the database cannot answer: the
 * socket closed under a query, a client that already lost its connection, no connection within
 * connectionTimeoutMillis (pg-pool's), no answer within query_timeout. A SQLSTATE or a socket
 * code is read where there is one (db/unavailable.ts); these four have only their text, so
 * pg-driver-messages.test.ts provokes each from the installed pg and fails when one changes.
 * (A bare Client's own connect timeout says "timeout expired"; the app connects through the
 * pool, which reports it as "Connection terminated due to connection timeout".)
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
];

/** Whether an error's message is one node-postgres gives when the database cannot answer. */
export const isPgUnavailableMessage = (message: string) =>
  DRIVER_MESSAGES.some((pattern) => pattern.test(message));
