import { describe, expect, it } from 'vitest';
import { english } from '../catalogue';
import { hindi } from './catalogue';

/** Every entry with its key path: a text, or a function making one. */
const entries = (node: object, path = ''): [string, unknown][] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? entries(value, `${path}${key}.`)
      : [[`${path}${key}`, value]],
  );

/** The shape of a catalogue: every key path, branches included, with what is there. */
const shape = (node: object, path = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) => {
    const at = `${path}${key}`;
    if (typeof value === 'object' && value !== null)
      return [`${at}: {}`, ...shape(value, `${at}.`)];
    return [`${at}: ${kind(value)}`];
  });

/** A plain text, a template (`fill`, which carries its template) or a counted text. */
const kind = (value: unknown) =>
  typeof value === 'string'
    ? 'text'
    : typeof value === 'function' && 'template' in value
      ? 'template'
      : typeof value;

/** The words of an entry: a plain text, or a template's text around its placeholders. */
const wordsOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'function' && 'template' in value
      ? String(value.template)
      : undefined;

const placeholders = (template: string) =>
  [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

const devanagari = /[\u0900-\u097F]/;

/**
 * The only texts that are the same in both languages: a brand, symbols and placeholders. Each
 * must equal the English and hold no Latin word but the brand.
 */
const SAME_IN_BOTH = [
  'common.appName', // 'Homestead', the brand
  'common.pageTitle', // '{page} · Homestead'
  'listings.facts.price', // '₹{amount}'
  'listings.facts.separator', // ' · '
  'listings.detail.heading', // '{name} - {price}'
  'search.filters.atLeast', // '{count}+'
  'search.summary.range', // '{from}–{to}'
  'search.summary.separator', // ', '
  'search.summary.cut', // '…'
  'search.pinGroup', // '{price} +{more}'
  'moderation.page.reasonCount', // '{reason}: {count}'
  'expiry.day', // '{day} {month} {year}': the month is a Hindi word of its own
  'listingFacts.detail.availableDay', // '{day} {month} {year}', as expiry.day
  'listingFacts.detail.separator', // ', '
];

/**
 * The Latin words a Hindi text may keep: the brand and a sign-in provider's name, file formats
 * and units as Indian readers see them, an environment variable's name, and the example place of
 * the search box (addresses are searched as their owners wrote them, mostly in Latin letters).
 */
const LATIN_WORDS = [
  'Homestead',
  'Google',
  'JPG',
  'JPEG',
  'PNG',
  'MB',
  'ADMIN_EMAILS',
  'Koramangala',
];

const englishEntries = new Map(entries(english));
const hindiEntries = entries(hindi);

describe('the Hindi catalogue', () => {
  it('has the shape of the English one, key for key', () => {
    expect(shape(hindi)).toEqual(shape(english));
  });

  it('writes every text in Devanagari, except the few that are the same in both', () => {
    const notHindi = hindiEntries.flatMap(([path, value]) => {
      const words = wordsOf(value);
      return words !== undefined && !SAME_IN_BOTH.includes(path) && !devanagari.test(words)
        ? [`${path}: ${words}`]
        : [];
    });
    expect(notHindi).toEqual([]);
  });

  it('translates every text: none is the English one, except the few that are the same', () => {
    const untranslated = hindiEntries
      .filter(([path, value]) => {
        const words = wordsOf(value);
        return words !== undefined && words === wordsOf(englishEntries.get(path));
      })
      .map(([path]) => path);
    expect(untranslated.sort()).toEqual([...SAME_IN_BOTH].sort());
  });

  it('keeps no Latin word but a few names, formats and units', () => {
    const latin = hindiEntries.flatMap(([path, value]) => {
      const words = (wordsOf(value) ?? '').replace(/\{\w+\}/g, '').match(/[A-Za-z_]+/g) ?? [];
      return words.filter((word) => !LATIN_WORDS.includes(word)).map((word) => `${path}: ${word}`);
    });
    expect(latin).toEqual([]);
    // The same-in-both texts hold no word at all but the brand.
    for (const path of SAME_IN_BOTH) {
      const words = wordsOf(englishEntries.get(path))!.replace(/\{\w+\}/g, '');
      expect(words.match(/[A-Za-z]+/g) ?? [], path).toEqual(
        path.startsWith('common.') ? ['Homestead'] : [],
      );
    }
  });

  it('gives every template the placeholders of the English one', () => {
    const templates = hindiEntries.filter(([, value]) => kind(value) === 'template');
    expect(templates.length).toBeGreaterThan(0);
    const differing = templates.flatMap(([path, value]) => {
      const [ours, theirs] = [value, englishEntries.get(path)].map((text) =>
        placeholders(wordsOf(text)!).join(', '),
      );
      return ours === theirs ? [] : [`${path}: {${ours}} in Hindi, {${theirs}} in English`];
    });
    expect(differing).toEqual([]);
  });

  it('says every counted text in Hindi, for any count', () => {
    const countedTexts = hindiEntries.filter(([, value]) => kind(value) === 'function');
    expect(countedTexts.length).toBeGreaterThan(0);
    for (const [path, value] of countedTexts) {
      const text = value as (count: number, shown?: string) => string;
      for (const count of [0, 1, 2, 5]) {
        const said = text(count);
        expect(said, `${path}(${count})`).toMatch(devanagari);
        expect(said, `${path}(${count})`).toContain(String(count));
        expect(said, `${path}(${count})`).not.toContain('#');
      }
      expect(text(100000, '1,00,000'), path).toContain('1,00,000');
    }
  });

  it('fills a template with the values as given', () => {
    expect(hindi.listings.facts.rentPrice({ price: '₹25,000' })).toBe('₹25,000 / माह');
    expect(hindi.listings.contact.subject({ listingName: 'Sea View Villa' })).toBe(
      'Sea View Villa के बारे में पूछताछ',
    );
    expect(hindi.listings.facts.bedrooms(1)).toBe('1 बेडरूम');
    expect(hindi.moderation.page.reports(0)).toBe('0 रिपोर्ट');
    expect(hindi.moderation.page.reports(3)).toBe('3 रिपोर्टें');
  });
});
