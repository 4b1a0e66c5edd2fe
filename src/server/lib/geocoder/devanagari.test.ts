import { describe, expect, it } from 'vitest';
import { foldDevanagari, hasDevanagari, transliterate } from './devanagari';

describe('transliterate', () => {
  it('writes Hindi place names the way they are spelt in English, near enough', () => {
    expect(transliterate('करोल बाग, दिल्ली')).toBe('karol baag, dillee');
    expect(transliterate('नोएडा')).toBe('noedaa');
    expect(transliterate('सेक्टर ६२')).toBe('sector 62');
    expect(transliterate('हज़रतगंज')).toBe('hazratganj');
    expect(transliterate('इंदौर')).toBe('indaur');
  });

  it('keeps Latin text and tells Devanagari apart', () => {
    expect(transliterate('Flat 4, Baner')).toBe('Flat 4, Baner');
    expect(hasDevanagari('Baner')).toBe(false);
    expect(hasDevanagari('बानेर')).toBe(true);
  });
});

describe('foldDevanagari', () => {
  it('folds the spellings of one name alike, and a name’s first letters to its fold’s', () => {
    expect(foldDevanagari('मुम्बई')).toBe(foldDevanagari('मुंबई'));
    expect(foldDevanagari('गाज़ियाबाद')).toBe(foldDevanagari('गाजियाबाद'));
    expect(foldDevanagari('बेङ्गलूरु')).toBe(foldDevanagari('बेंगलूरु'));
    expect(foldDevanagari('टी. नगर')).toBe('टी नगर');
    const name = foldDevanagari('कोरमंगला');
    for (const typed of ['को', 'कोर', 'कोरमं', 'कोरमंग']) {
      expect(name.startsWith(foldDevanagari(typed)), typed).toBe(true);
    }
  });
});
