import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeNextPath('/category/rent/abc')).toBe('/category/rent/abc');
    expect(safeNextPath('/search?q=Pune&beds=2,3#map')).toBe('/search?q=Pune&beds=2,3#map');
    expect(safeNextPath('/saved')).toBe('/saved');
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/path'],
    ['https://evil.example'],
    ['http://evil.example/saved'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['javascript:alert(1)'],
    ['saved'],
    [''],
    [null],
    [undefined],
    ['/' + 'a'.repeat(2001)],
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeUndefined();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../../saved')).toBe('/saved');
  });
});

describe('signInPath', () => {
  it('carries the page as next, its slashes readable and its query encoded', () => {
    expect(signInPath('/search?q=Pune&type=rent')).toBe(
      '/sign-in?next=/search%3Fq%3DPune%26type%3Drent',
    );
    expect(signInPath('/saved', '/sign-up')).toBe('/sign-up?next=/saved');
    const next = new URLSearchParams(signInPath('/search?q=a%20b&beds=2,3').split('?')[1]);
    expect(next.get('next')).toBe('/search?q=a%20b&beds=2,3');
  });

  it('leaves next out for the home page or a path of another site', () => {
    expect(signInPath('/')).toBe('/sign-in');
    expect(signInPath('//evil.example')).toBe('/sign-in');
  });
});
