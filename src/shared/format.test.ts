import { describe, expect, it } from 'vitest';
import { formatPrice, groupThousands, plural } from './format';

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

  it('groups every three digits whatever the locale (no lakh grouping)', () => {
    expect(groupThousands(12_345_678)).toBe('12,345,678');
    expect(groupThousands(-1234)).toBe('-1,234');
    expect(groupThousands(0)).toBe('0');
  });
});

describe('plural', () => {
  it('uses the singular for one only', () => {
    expect(plural(1, 'Bedroom')).toBe('1 Bedroom');
    expect(plural(2, 'Bedroom')).toBe('2 Bedrooms');
    expect(plural(1, 'Bathroom')).toBe('1 Bathroom');
    expect(plural(50, 'Bathroom')).toBe('50 Bathrooms');
  });
});
