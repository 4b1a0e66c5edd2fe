import { beforeAll, describe, expect, it } from 'vitest';
import { loadIndianGazetteer, type Gazetteer } from './gazetteer';
import { LOCALITY_HINDI_NAMES } from './hindi-names';
import { LOCALITIES } from './india-places';
import { createPlaceFinder, type PlaceFinder } from './place-finder';

let gazetteer: Gazetteer;
let finder: PlaceFinder;
beforeAll(() => {
  gazetteer = loadIndianGazetteer();
  finder = createPlaceFinder(() => gazetteer);
});

const labels = (text: string, language: 'en' | 'hi' = 'en') =>
  finder.suggest(text, 8, language).map((place) => place.label);

describe('place suggestions in Devanagari', () => {
  it('offers places as their Devanagari names are typed, letter by letter', () => {
    for (const typed of ['कोर', 'कोरम', 'कोरमंग', 'कोरमंगला']) {
      expect(labels(typed), typed).toContain('Koramangala, Bengaluru');
    }
    for (const typed of ['नो', 'नोए', 'नोएडा', 'नोइडा']) {
      expect(labels(typed)[0], typed).toBe('Noida, Uttar Pradesh');
    }
    for (const typed of ['बेंग', 'बेंगलुरु', 'बंगलौर', 'बेङ्गलूरु']) {
      expect(labels(typed)[0], typed).toBe('Bengaluru, Karnataka');
    }
    expect(labels('मुम्ब')[0]).toBe('Mumbai, Maharashtra');
    expect(labels('व्हाइट')).toEqual(['Whitefield, Bengaluru']);
  });

  it('offers the place a Devanagari spelling of its name names when none starts alike', () => {
    expect(labels('कोरामंगलाा')).toEqual(['Koramangala, Bengaluru, Karnataka']);
    expect(labels('गुड़गांव')).toEqual(['Gurugram, Haryana']);
  });

  it('labels places in Hindi where a Hindi name is kept, and keeps what a search takes English', () => {
    expect(finder.suggest('कोरमंगला', 8, 'hi')).toEqual([
      { label: 'कोरमंगला, बेंगलुरु', value: 'Koramangala, Bengaluru', kind: 'locality' },
    ]);
    expect(finder.suggest('Noida', 8, 'hi')).toEqual([
      { label: 'नोएडा, उत्तर प्रदेश', value: 'Noida, Uttar Pradesh', kind: 'city' },
    ]);
    expect(labels('pune', 'hi')[0]).toBe('पुणे, महाराष्ट्र');
    expect(labels('gurgaon', 'hi')).toEqual(['गुरुग्राम, हरियाणा']);
    // The label of a place found however it was spelt, too.
    expect(finder.suggest('Koramangla', 8, 'hi')).toEqual([
      {
        label: 'कोरमंगला, बेंगलुरु, कर्नाटक',
        value: 'Koramangala, Bengaluru, Karnataka',
        kind: 'locality',
      },
    ]);
  });

  it('keeps a label English where no Hindi name is known, and English labels without a value', () => {
    // A town whose only GeoNames Devanagari name is its district's: not taken for its own.
    expect(finder.suggest('Korba', 8, 'hi')[0]).toEqual({
      label: 'Korba, Chhattisgarh',
      kind: 'city',
    });
    expect(finder.suggest('कोरमंगला', 8, 'en')).toEqual([
      { label: 'Koramangala, Bengaluru', kind: 'locality' },
    ]);
  });
});

describe('the hand-kept localities’ Hindi names', () => {
  it('name every hand-kept locality, and each finds the place its English name finds', () => {
    const differing: string[] = [];
    for (const locality of LOCALITIES) {
      const names = LOCALITY_HINDI_NAMES[locality.name];
      expect(names, locality.name).toBeDefined();
      // The place named first: "Candolim, Bardez" is "Candolim, Goa" in English, and the locality
      // of Bardez in Devanagari (its transliteration names only the hand-kept one).
      const english = finder.find(`${locality.name}, ${locality.city}`)?.name.split(', ')[0];
      for (const name of names ?? []) {
        const found = finder.find(`${name}, ${locality.city}`)?.name.split(', ')[0];
        if (found !== english) differing.push(`${name}: ${found} ≠ ${english}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('find the best-known localities typed alone as their English names do', () => {
    for (const [hindi, english] of [
      ['कोरमंगला', 'Koramangala'],
      ['व्हाइटफील्ड', 'Whitefield'],
      ['इंदिरानगर', 'Indiranagar'],
      ['बांद्रा', 'Bandra'],
      ['अंधेरी', 'Andheri'],
      ['पवई', 'Powai'],
      ['हिंजेवाड़ी', 'Hinjewadi'],
      ['कोथरूड', 'Kothrud'],
      ['गाचीबोवली', 'Gachibowli'],
      ['सॉल्ट लेक', 'Salt Lake'],
    ]) {
      expect(finder.find(hindi!)?.name, hindi).toBe(finder.find(english!)?.name);
      expect(finder.find(hindi!)?.name, hindi).toMatch(new RegExp(`^${english}`));
    }
  });
});
