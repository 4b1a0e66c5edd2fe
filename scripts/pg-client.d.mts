// The types of pg-client.mjs, for the TypeScript test helpers that make databases of their own.
import type pg from 'pg';

export function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T>;
