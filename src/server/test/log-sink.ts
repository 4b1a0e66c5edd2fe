import { Writable } from 'node:stream';

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
