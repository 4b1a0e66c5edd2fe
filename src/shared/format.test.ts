import { describe, expect, it } from 'vitest';
import { formatPrice, groupDigits } from './format';
import { LANGUAGES, type Language } from './languages';
import { listingTexts } from './texts/listings';

describe('formatPrice', () => {
  it.each([
    [50, undefined, '₹50'],
    [999, 'sale', '₹999'],
    [1000, 'sale', '₹1,000'],
    [1_500_000, 'sale', '₹1,500,000'],
    [750_000_000, 'sale', '₹750,000,000'],
    [25_000, 'rent', '₹25,000 / Month'],
  ] as const)('%d (%s) → %s', (value, type, expected) => {
    expect(formatPrice(value, type)).toBe(expected);
  });

  it('groups every three digits in English (no lakh grouping), the Indian way in Hindi', () => {
    expect(groupDigits(12_345_678)).toBe('12,345,678');
    expect(groupDigits(-1234)).toBe('-1,234');
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(1_500_000, 'hi')).toBe('15,00,000');
    expect(groupDigits(25_000, 'hi')).toBe('25,000');
    expect(groupDigits(750_000_000, 'hi')).toBe('75,00,00,000');
  });

  it("groups as Intl does for each language's locale", () => {
    const locales: Record<Language, string> = { en: 'en-US', hi: 'en-IN' };
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(locales[language], {
        maximumFractionDigits: 0,
      });
      for (let digits = 1; digits <= 16; digits++) {
        for (const value of [10 ** (digits - 1), 10 ** digits - 1, 1.5 * 10 ** (digits - 1)]) {
          expect(groupDigits(value, language)).toBe(intl.format(Math.trunc(value)));
          expect(groupDigits(-value, language)).toBe(intl.format(Math.trunc(-value)));
        }
      }
      expect(groupDigits(12_345.9, language)).toBe(intl.format(12_345));
    }
  });
});

describe('room counts', () => {
  it('use the singular for one only', () => {
    const { bedrooms, bathrooms } = listingTexts.facts;
    expect(bedrooms(1)).toBe('1 Bedroom');
    expect(bedrooms(2)).toBe('2 Bedrooms');
    expect(bedrooms(0)).toBe('0 Bedrooms');
    expect(bathrooms(1)).toBe('1 Bathroom');
    expect(bathrooms(50)).toBe('50 Bathrooms');
  });
});
