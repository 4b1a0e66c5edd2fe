import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isFromPostgres, MarkedClient } from './marked-client';
import { isPgUnavailableMessage } from './pg-driver-messages';

/*
 * The installed node-postgres, against stand-ins for a database that cannot answer: each error
 * is the one the product recognises by its text (or its socket code), and MarkedClient's mark is
 * on it. An upgrade of pg that rewords one fails here.
 */

/** AuthenticationOk, then ReadyForQuery: all a client needs to count as connected. */
const READY = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);

const servers: net.Server[] = [];
const sockets: net.Socket[] = [];
function listen(onSocket: (socket: net.Socket) => void): Promise<number> {
  const server = net.createServer((socket) => {
    sockets.push(socket);
    onSocket(socket);
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
}

let ready: number;
let closing: number;
let silent: number;
let closed: number;

beforeAll(async () => {
  ready = await listen((socket) => socket.once('data', () => socket.write(READY)));
  closing = await listen((socket) => socket.once('data', () => socket.destroy()));
  silent = await listen(() => {});
  closed = await listen(() => {});
  await new Promise((resolve) => servers.at(-1)!.close(resolve));
});

afterAll(() => {
  for (const socket of sockets) socket.destroy();
  for (const server of servers) server.close();
});

const client = (port: number, config: pg.ClientConfig = {}) =>
  new MarkedClient({ host: '127.0.0.1', port, ...config });

/** A pool of marked clients, as the app makes them, on one of the fake servers. */
const poolOn = (port: number, config: pg.PoolConfig = {}) =>
  new pg.Pool({ host: '127.0.0.1', port, Client: MarkedClient, ...config });

/** The error a promise rejects with. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a failure'),
    (error: unknown) => error as Error & { code?: string },
  );

/** Recognised as the database being unavailable, and marked as node-postgres's. */
function expectUnavailable(error: Error) {
  expect(isDatabaseUnavailable(error)).toBe(true);
  expect(isFromPostgres(error)).toBe(true);
}

describe("node-postgres's errors when the database cannot answer", () => {
  it('a refused connection: its socket code, marked by MarkedClient in a pool', async () => {
    const pool = poolOn(closed);
    const error = await failure(pool.query('select 1'));
    await pool.end();
    expect(error.code).toBe('ECONNREFUSED');
    expectUnavailable(error);
  });

  it('a socket closed while connecting: "Connection terminated …"', async () => {
    const error = await failure(client(closing).connect());
    expect(error.message).toMatch(/^Connection terminated/);
    expect(isPgUnavailableMessage(error.message)).toBe(true);
    expectUnavailable(error);
  });

  it('no connection within the pool\'s connectionTimeoutMillis: "Connection terminated …"', async () => {
    const pool = poolOn(silent, { connectionTimeoutMillis: 50 });
    const error = await failure(pool.query('select 1'));
    await pool.end();
    expect(isPgUnavailableMessage(error.message)).toBe(true);
    // pg-pool wraps the client's error in one of its own: the mark is on the cause.
    expect(isFromPostgres(error.cause as object)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a query on a client that lost its connection: "… is not queryable"', async () => {
    const lost = client(ready);
    lost.on('error', () => {});
    await lost.connect();
    sockets.at(-1)!.destroy();
    await new Promise((resolve) => lost.once('error', resolve));
    const error = await failure(lost.query('select 1'));
    expect(isPgUnavailableMessage(error.message)).toBe(true);
    expectUnavailable(error);
  });

  it('no answer within query_timeout: "Query read timeout"', async () => {
    const waiting = client(ready, { query_timeout: 50 });
    await waiting.connect();
    const error = await failure(waiting.query('select 1'));
    void waiting.end().catch(() => {});
    expect(isPgUnavailableMessage(error.message)).toBe(true);
    expectUnavailable(error);
  });

  it("no free connection within connectionTimeoutMillis: pg-pool's own text", async () => {
    const pool = poolOn(ready, { max: 1, connectionTimeoutMillis: 50 });
    const busy = await pool.connect();
    const error = await failure(pool.query('select 1'));
    busy.release();
    await pool.end();
    expect(error.message).toBe('timeout exceeded when trying to connect');
    // pg-pool makes this one itself: it is recognised by its text alone, without the mark.
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
