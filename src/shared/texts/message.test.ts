import { describe, expect, it } from 'vitest';
import { english, type Catalogue } from './catalogue';
import { counted, fill, templateParts } from './message';

describe('fill', () => {
  it('puts each value in its placeholder, as given', () => {
    const subject = fill('Inquery for {listingName}');
    expect(subject({ listingName: 'Villa $& {x}' })).toBe('Inquery for Villa $& {x}');
    expect(fill('{number} of {count}')({ number: 2, count: 5 })).toBe('2 of 5');
    expect(subject.template).toBe('Inquery for {listingName}');
  });

  it('splits a template at its placeholders', () => {
    expect(templateParts('About {listing}')).toEqual(['About ', 'listing', '']);
    expect(templateParts('{name} - {price}')).toEqual(['', 'name', ' - ', 'price', '']);
  });
});

describe('counted', () => {
  it("chooses the form by the language's plural rules", () => {
    const homes = counted('en', { one: '# home', other: '# homes' });
    expect([0, 1, 2, 21].map((count) => homes(count))).toEqual([
      '0 homes',
      '1 home',
      '2 homes',
      '21 homes',
    ]);
    expect(homes(100000, '1,00,000')).toBe('1,00,000 homes');
  });
});

describe('the catalogue', () => {
  /** Every entry with its key path: a text, or a function making one. */
  const entries = (node: object, path = ''): [string, unknown][] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? entries(value, `${path}${key}.`)
        : [[`${path}${key}`, value]],
    );

  it('holds only texts and text functions, none empty', () => {
    const wrong = entries(english).filter(
      ([, value]) => !(typeof value === 'function' || (typeof value === 'string' && value.trim())),
    );
    expect(wrong).toEqual([]);
  });

  it('takes another text with the same placeholders, and only those', () => {
    type Subject = Catalogue['listings']['contact']['subject'];
    const other: Subject = fill('A question about {listingName}');
    // @ts-expect-error: a placeholder the catalogue's text does not have
    const wrong: Subject = fill('A question about {name}');
    expect(other({ listingName: 'Villa' })).toBe('A question about Villa');
    expect(wrong).toBeTypeOf('function');
  });

  it("keeps the product's texts as it wrote them", () => {
    expect(english.listings.explore.placesForSell).toBe('Places for Sell');
    expect(english.listingForm.created({ name: 'Sea View Villa' })).toBe(
      'Your house : Sea View Villa sucessfully listed.',
    );
    expect(english.account.yourListings.confirmDelete({ name: 'Sea View Villa' })).toBe(
      'Are you sure that you want to delete Sea View Villa ?',
    );
    expect(english.listings.contact.subject({ listingName: 'Villa' })).toBe('Inquery for Villa');
  });
});
