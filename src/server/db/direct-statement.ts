import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Statement } from './statement-cache';

/** A column's or expression's way from the driver's value to the row's. */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What Drizzle's node-postgres prepared query keeps (its class declares these internal). */
interface NodePgPrepared {
  client?: unknown;
  params?: unknown[];
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: unknown;
  logger?: { logQuery(query: string, params: unknown[]): void };
  queryConfig?: {
    name?: string;
    text: string;
    types: { getTypeParser(typeId: number, format?: string): (value: string) => unknown };
  };
}

/** A selected field's decoder, when it is a plain column or expression at the row's top level. */
function decoderOf({ path, field }: { path: string[]; field: unknown }): Decoder | undefined {
  if (path.length !== 1) return undefined;
  if (is(field, Column)) return field;
  // An expression's decoder is set by `.mapWith()`; Drizzle keeps it internal.
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  return undefined;
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
 * runs it.
 */
export function direct<T>(prepared: Statement<T[]>): Statement<T[]> {
  const query = prepared as unknown as NodePgPrepared;
  const { client, params, fields, queryConfig, logger } = query;
  if (!(client instanceof pg.Pool) || !params || !fields || !queryConfig || !logger) {
    return prepared;
  }
  if (query.customResultMapper) return prepared;
  const decoders = fields.map(decoderOf);
  if (decoders.some((decoder) => decoder === undefined)) return prepared;
  const columns = decoders as Decoder[];
  const keys = fields.map((field) => field.path[0]!);
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
function parsersOnce(types: NonNullable<NodePgPrepared['queryConfig']>['types']) {
  const parsers = new Map<number, (value: string) => unknown>();
  return (typeId: number, format = 'text') => {
    if (format !== 'text') return types.getTypeParser(typeId, format);
    let parser = parsers.get(typeId);
    if (!parser) parsers.set(typeId, (parser = types.getTypeParser(typeId, format)));
    return parser;
  };
}
