import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { YOUNG_GARBAGE_FLAG } from './young-garbage';

/** This Node's V8 flags, as `node --v8-options` lists them ("  --name (what it does)"). */
const v8Flags = () =>
  execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s+--([\w-]+) \(/.exec(line)?.[1])
    .filter((name) => name !== undefined);

describe('the V8 flag main.ts sets at start', () => {
  it('is one this V8 has, a boolean turned off (V8 would ignore an unknown one)', () => {
    expect(YOUNG_GARBAGE_FLAG).toMatch(/^--no-/);
    expect(v8Flags()).toContain(YOUNG_GARBAGE_FLAG.slice('--no-'.length));
  });

  it('is accepted by Node itself, which refuses an unknown one', () => {
    expect(() =>
      execFileSync(process.execPath, [YOUNG_GARBAGE_FLAG, '-e', '0'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
