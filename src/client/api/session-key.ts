/** The cached session's key: the query client clears it on a 401 (see app/query-client.ts). */
export const sessionKey = ['session'] as const;
