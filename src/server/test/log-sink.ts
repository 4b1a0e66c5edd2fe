import { Writable } from 'node:stream';
import { createTestApp } from './app';

/** The app's log as pino writes it (give `stream` to buildApp's logger), read back by tests. */
export function logSink() {
  const lines: Record<string, unknown>[] = [];
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { stream, lines, text: () => text };
}

/** A test app that logs every request (debug level) into `sink`. */
export function createLoggedTestApp(sink: ReturnType<typeof logSink>) {
  return createTestApp({ LOG_LEVEL: 'debug' }, { logger: { level: 'debug', stream: sink.stream } });
}
