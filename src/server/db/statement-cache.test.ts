import { describe, expect, it } from 'vitest';
import { createStatementCache } from './statement-cache';

/** A statement that answers the values it ran with, counting how often it was built. */
function builder() {
  const built: string[] = [];
  const build = (key: string) => () => {
    built.push(key);
    return { execute: (values: Record<string, unknown>) => Promise.resolve([{ key, values }]) };
  };
  return { built, build };
}

describe('createStatementCache', () => {
  it('builds a statement once per key and runs it with each call’s values', async () => {
    const statements = createStatementCache();
    const { built, build } = builder();
    expect(await statements.run('a', build('a'), { n: 1 })).toEqual([
      { key: 'a', values: { n: 1 } },
    ]);
    expect(await statements.run('a', build('a'), { n: 2 })).toEqual([
      { key: 'a', values: { n: 2 } },
    ]);
    await statements.run('b', build('b'), {});
    expect(built).toEqual(['a', 'b']);
  });

  it('keeps the most recently used statements and builds an evicted one again', async () => {
    const statements = createStatementCache(2);
    const { built, build } = builder();
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await statements.run(key, build(key), {});
    // "b" was the least recently used when "c" came.
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });
});
