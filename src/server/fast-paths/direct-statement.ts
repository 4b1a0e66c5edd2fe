import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Statement } from '../db/statement-cache';

/** A column's or expression's way from the driver's value to the row's. */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

type TypeParsers = { getTypeParser(typeId: number, format?: string): (value: string) => unknown };

/** What Drizzle's node-postgres prepared query keeps (its class declares these internal). */
interface NodePgPrepared {
  client: unknown;
  params: unknown[];
  fields: { path: string[]; field: unknown }[] | undefined;
  customResultMapper: unknown;
  logger: { logQuery(query: string, params: unknown[]): void };
  queryConfig: { name?: string; text: string; types: TypeParsers };
}

/**
 * Each internal field `direct` reads, and whether a prepared query's value has the shape it
 * expects. A node-postgres query that fails one is an upgrade of Drizzle that moved it.
 */
const INTERNALS: Record<keyof NodePgPrepared, (value: unknown) => boolean> = {
  client: (value) => typeof (value as { query?: unknown } | undefined)?.query === 'function',
  params: Array.isArray,
  fields: (value) => value === undefined || Array.isArray(value),
  customResultMapper: (value) => value === undefined || typeof value === 'function',
  logger: (value) =>
    typeof (value as NodePgPrepared['logger'] | undefined)?.logQuery === 'function',
  queryConfig: (value) => {
    const config = value as Partial<NodePgPrepared['queryConfig']> | undefined;
    return typeof config?.text === 'string' && typeof config.types?.getTypeParser === 'function';
  },
};

/** The internal fields of Drizzle's node-postgres prepared query that are not as `direct` reads them. */
export function missingInternals(prepared: object): string[] {
  const query = prepared as Record<string, unknown>;
  return Object.entries(INTERNALS)
    .filter(([key, valid]) => !(key in query) || !valid(query[key]))
    .map(([key]) => key);
}

/** An expression's decoder is set by `.mapWith()`; Drizzle keeps it internal. */
function expressionDecoder(sql: SQL): Decoder {
  const { decoder } = sql as unknown as { decoder?: Decoder };
  if (typeof decoder?.mapFromDriverValue !== 'function') {
    throw new Error("direct: Drizzle no longer keeps an expression's decoder as `decoder`");
  }
  return decoder;
}

/** A selected field's decoder, when it is a plain column or expression at the row's top level. */
function decoderOf({ path, field }: { path: string[]; field: unknown }): Decoder | undefined {
  if (path.length !== 1) return undefined;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return expressionDecoder(field);
  if (is(field, SQL.Aliased)) return expressionDecoder(field.sql);
  return undefined;
}

type Plan =
  | { runs: 'pool'; query: NodePgPrepared & { client: pg.Pool }; decoders: Decoder[] }
  | { runs: 'drizzle'; because: string };

/**
 * How `direct` runs a prepared select. A node-postgres query whose internals are not as it reads
 * them throws: Drizzle is pinned, so an upgrade fails every test on PostgreSQL rather than
 * leaving the product on the slower path without a word.
 */
function planOf(prepared: object): Plan {
  if (!is(prepared, NodePgPreparedQuery)) return { runs: 'drizzle', because: 'not node-postgres' };
  const missing = missingInternals(prepared);
  if (missing.length > 0) {
    throw new Error(`direct: Drizzle's node-postgres prepared query moved ${missing.join(', ')}`);
  }
  const query = prepared as unknown as NodePgPrepared;
  if (!(query.client instanceof pg.Pool)) return { runs: 'drizzle', because: 'not on the pool' };
  if (!query.fields) return { runs: 'drizzle', because: 'not a select' };
  if (query.customResultMapper) return { runs: 'drizzle', because: 'a relational query' };
  const decoders = query.fields.map(decoderOf);
  if (decoders.some((decoder) => decoder === undefined)) {
    return { runs: 'drizzle', because: 'a nested selection' };
  }
  const onPool = query as NodePgPrepared & { client: pg.Pool };
  return { runs: 'pool', query: onPool, decoders: decoders as Decoder[] };
}

/**
 * Whether `direct` runs this prepared select on the pool itself ('pool'), or why Drizzle runs
 * it (PGlite, a transaction's client, a nested selection).
 */
export function directPath(prepared: object): 'pool' | string {
  const plan = planOf(prepared);
  return plan.runs === 'pool' ? 'pool' : plan.because;
}

/**
 * A select that Drizzle built and prepared, run on node-postgres's pool itself and its rows
 * decoded by the same columns, with the same type parsers, in one loop made for its fields.
 *
 * Drizzle's own run of a prepared query wraps each statement in tracing spans, a cache check and
 * promise layers, asks for a new parser closure per column on every answer, and maps each row
 * through a general walk over nested paths: a tenth of what the API spends on a listing beyond
 * its SQL and JSON. The SQL, its name, its values and the decoding stay Drizzle's.
 *
 * Anything else (PGlite, a transaction's client, nested or joined selections) runs as Drizzle
 * runs it (`directPath` says which and why).
 */
export function direct<T>(prepared: Statement<T[]>): Statement<T[]> {
  const plan = planOf(prepared);
  if (plan.runs === 'drizzle') return prepared;
  const { query, decoders: columns } = plan;
  const { client, params, fields, queryConfig, logger } = query;
  const keys = fields!.map((field) => field.path[0]!);
  const config = {
    name: queryConfig.name,
    text: queryConfig.text,
    rowMode: 'array' as const,
    types: { getTypeParser: parsersOnce(queryConfig.types) },
  };
  const decode = (row: unknown[]) => {
    const decoded: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const value = row[i];
      decoded[keys[i]!] = value === null ? null : columns[i]!.mapFromDriverValue(value);
    }
    return decoded as T;
  };
  return {
    async execute(values) {
      const filled = fillPlaceholders(params, values);
      // Drizzle's `logger` option still sees every statement.
      logger.logQuery(config.text, filled);
      const result = await client.query<unknown[]>(config, filled);
      return result.rows.map(decode);
    },
  };
}

/**
 * Drizzle's choice of type parsers, asked once per type rather than once per column and answer.
 * node-postgres asks for text parsers alone unless a query asks for binary results.
 */
function parsersOnce(types: TypeParsers) {
  const parsers = new Map<number, (value: string) => unknown>();
  return (typeId: number, format = 'text') => {
    if (format !== 'text') return types.getTypeParser(typeId, format);
    let parser = parsers.get(typeId);
    if (!parser) parsers.set(typeId, (parser = types.getTypeParser(typeId, format)));
    return parser;
  };
}
