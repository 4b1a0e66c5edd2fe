import { config } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import './zod-without-eval';

/*
 * zod-without-eval writes zod's settings through the global zod reads them from, not through
 * zod's `config()`: importing that into the entry brought zod's core (about 70 kB) into the
 * first page's script. An upgrade of zod that keeps its settings elsewhere fails here.
 */
describe("zod's settings, set without importing zod", () => {
  it('are the object zod reads, with jitless on', () => {
    const zodGlobal = globalThis as { __zod_globalConfig?: object };
    expect(config()).toBe(zodGlobal.__zod_globalConfig);
    expect(config().jitless).toBe(true);
  });
});
