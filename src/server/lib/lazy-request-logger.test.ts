import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSink } from '../test/log-sink';
import { lazyRequestLogger } from './lazy-request-logger';

async function appLogging(level: string) {
  const sink = logSink();
  const app = Fastify({
    logger: { level, stream: sink.stream },
    childLoggerFactory: lazyRequestLogger,
    genReqId: () => 'req-1',
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.info('not at this level');
    request.log.warn({ detail: 7 }, 'something odd');
    return { level: request.log.level };
  });
  app.get('/child', async (request) => {
    request.log.child({ part: 'images' }).warn('from a child');
    return {};
  });
  await app.ready();
  return { app, lines: sink.lines };
}

describe('lazyRequestLogger', () => {
  it("logs a request's lines with its id, as pino's child would", async () => {
    const { app, lines } = await appLogging('warn');
    const response = await app.inject('/warns');
    expect(response.json()).toEqual({ level: 'warn' });
    expect(lines).toEqual([expect.objectContaining({ level: 40, reqId: 'req-1', detail: 7 })]);
    expect(lines[0]?.msg).toBe('something odd');
  });

  it('hands on to child loggers with both bindings', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject('/child');
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'req-1', part: 'images', msg: 'from a child' }),
    ]);
  });

  it("keeps Fastify's request lines when the level asks for them", async () => {
    const { app, lines } = await appLogging('info');
    await app.inject('/quiet');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.every((line) => line.reqId === 'req-1')).toBe(true);
  });
});
