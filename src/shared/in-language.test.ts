import { describe, expect, it } from 'vitest';
import { displayPrice, formatDay, formatMoment, formatPrice, groupDigits } from './in-language';

describe('formatters told the language (the server)', () => {
  it('write prices as each language groups them, whatever the build', () => {
    expect(groupDigits(1_500_000, 'en')).toBe('1,500,000');
    expect(groupDigits(1_500_000, 'hi')).toBe('15,00,000');
    expect(formatPrice(1_500_000, 'sale', 'hi')).toBe('₹15,00,000');
    expect(formatPrice(25_000, 'rent', 'en')).toBe('₹25,000 / Month');
    const rent = {
      type: 'rent',
      offer: true,
      regularPrice: 30_000,
      discountedPrice: 25_000,
    } as const;
    expect(displayPrice(rent, 'hi')).toBe('₹25,000 / माह');
    expect(displayPrice(rent, 'en')).toBe('₹25,000 / Month');
  });

  it("write days and instants in India's time, in the language asked", () => {
    const date = new Date('2026-12-31T19:00:00Z');
    expect(formatDay(date, 'en')).toBe('1 January 2027');
    expect(formatDay(date, 'hi')).toBe('1 जनवरी 2027');
    expect(formatMoment('2026-11-27T10:35:00Z', 'en')).toBe('27 Nov 2026, 4:05 pm');
    expect(formatMoment('2026-11-27T10:35:00Z', 'hi')).toBe('27 नव॰ 2026, 4:05 pm');
  });
});
