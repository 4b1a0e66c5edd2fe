import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage } from './languages';

describe('languageOfPath', () => {
  it.each([
    ['/', 'en'],
    ['/search?type=rent', 'en'],
    ['/hindi-homes', 'en'],
    ['/history', 'en'],
    ['/hi', 'hi'],
    ['/hi/', 'hi'],
    ['/hi?x=1', 'hi'],
    ['/hi/category/rent/abc', 'hi'],
  ] as const)('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });
});

describe('pathInLanguage', () => {
  it.each([
    ['/', 'hi', '/hi'],
    ['/search?type=rent', 'hi', '/hi/search?type=rent'],
    ['/?x=1', 'hi', '/hi?x=1'],
    ['/hi', 'en', '/'],
    ['/hi?x=1', 'en', '/?x=1'],
    ['/hi/category/rent/abc', 'en', '/category/rent/abc'],
    ['/hi/search?q=1', 'hi', '/hi/search?q=1'],
    ['/offer', 'en', '/offer'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(pathInLanguage(path, language)).toBe(expected);
  });
});
