import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from './lib/server-timeouts';
import { createTestApp, type TestContext } from './test/app';

/** The app's own server on a real socket, with the timeouts main.ts listens with. */
let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Closed {
  afterMs: number;
  statusLine: string;
}

/** A client that sends a request line, then one header byte every 500 ms, until cut off. */
function slowHeaderClient(started: number): Promise<Closed> {
  return new Promise((resolve) => {
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      timer = setInterval(() => socket.write('a'), 500);
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, statusLine: received.split('\r\n')[0] ?? '' });
    });
  });
}

/** Sends raw HTTP/1.1 requests on one connection, waiting `pauseMs` between them. */
function keepAliveClient(pauseMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const answers: string[] = [];
    let buffer = '';
    const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      const end = buffer.indexOf('{"status":"ok"}');
      if (end < 0) return;
      answers.push(buffer.slice(0, end));
      buffer = '';
      if (answers.length === 1) setTimeout(() => socket.write(request), pauseMs);
      else {
        socket.end();
        resolve(answers);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => (answers.length < 2 ? reject(new Error('closed early')) : null));
  });
}

describe('server timeouts', () => {
  it('cuts 200 clients sending headers a byte at a time after the header timeout', async () => {
    const started = Date.now();
    const idleKeepAlive = keepAliveClient(SERVER_TIMEOUTS.headersMs + 1_000);
    const slow = Array.from({ length: 200 }, () => slowHeaderClient(started));
    // Meanwhile the server answers everyone else at once.
    await sleep(2_000);
    const during = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(during.statusCode).toBe(200);
    const closed = await Promise.all(slow);
    for (const client of closed) {
      expect(client.statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(client.afterMs).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersMs - 100);
      expect(client.afterMs).toBeLessThan(
        SERVER_TIMEOUTS.headersMs + 2 * SERVER_TIMEOUTS.checkEveryMs + 1_000,
      );
    }
    // An idle keep-alive connection outlives the header timeout: it is kept for 65 s.
    const answers = await idleKeepAlive;
    expect(answers).toHaveLength(2);
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(answer.toLowerCase()).toContain(
        `keep-alive: timeout=${SERVER_TIMEOUTS.keepAliveMs / 1000}`,
      );
    }
  });
});
