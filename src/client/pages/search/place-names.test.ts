import { describe, expect, it } from 'vitest';
import { placeOfShown, shownPlace } from './place-names';

const koramangala = { q: 'Koramangala, Bengaluru', label: 'कोरमंगला, बेंगलुरु' };

describe('place names', () => {
  it('shows the label of the URL’s place text, and reads it back to that text', () => {
    expect(shownPlace('Koramangala, Bengaluru', [undefined, koramangala])).toBe('कोरमंगला, बेंगलुरु');
    expect(placeOfShown('कोरमंगला, बेंगलुरु', [koramangala])).toBe('Koramangala, Bengaluru');
  });

  it('leaves other text as it is', () => {
    expect(shownPlace('Baner', [koramangala])).toBe('Baner');
    expect(placeOfShown('कोरमंगला, बेंगलु', [koramangala])).toBe('कोरमंगला, बेंगलु');
    expect(shownPlace('Koramangala, Bengaluru', [])).toBe('Koramangala, Bengaluru');
  });
});
