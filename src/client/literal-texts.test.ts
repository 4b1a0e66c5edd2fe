import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalTexts } from './test/literal-texts';

const CLIENT = path.dirname(new URL(import.meta.url).pathname);

/** The client's own source: components, pages, hooks and helpers (tests left out). */
function clientSources(): string[] {
  return readdirSync(CLIENT, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`test${path.sep}`));
}

describe('texts come from the catalogue (src/shared/texts)', () => {
  it('finds none written into the client', () => {
    const written = clientSources().flatMap((file) =>
      literalTexts(file, readFileSync(path.join(CLIENT, file), 'utf8')).map(
        ({ line, text }) => `${file}:${line} ${JSON.stringify(text)}`,
      ),
    );
    expect(written).toEqual([]);
  });

  it('finds texts in JSX, in text attributes and props, and in toasts', () => {
    const source = `
      const entries = [{ to: '/', label: 'Explore', icon: 'M3 12' }];
      export function Page({ shown }: { shown: boolean }) {
        notify.error('Something failed');
        usePageHead('Search');
        return (
          <section aria-label="Results" className="results" data-kind="list">
            <h1>Search</h1>
            {shown ? 'Show list' : 'Show map'}
            {kind === 'city' && 'City'}
            <input placeholder={\`Locality, e.g. \${place}\`} />
            <Field label="Name" hint={plural(2, 'Bedroom')} />
            <span aria-hidden="true">·</span> {count}+ {'5+'}
          </section>
        );
      }`;
    expect(literalTexts('sample.tsx', source).map(({ text }) => text)).toEqual([
      'Explore',
      'Something failed',
      'Search',
      'Results',
      'Search',
      'Show list',
      'Show map',
      'City',
      'Locality, e.g. ',
      'Name',
      'Bedroom',
    ]);
  });
});
