import { describe, expect, it } from 'vitest';
import type { PriceNearby } from '../../../shared/schemas/price-nearby';
import { listingTexts as hindiListings } from '../../../shared/texts/hi/listings';
import { priceNearbyTexts as hindiNearby } from '../../../shared/texts/hi/price-nearby';
import { priceNearbyLines, type NearbyWording } from './price-nearby-lines';

const hindi: NearbyWording = { language: 'hi', listings: hindiListings, priceNearby: hindiNearby };

const nearby = (over: Partial<PriceNearby>): PriceNearby => ({
  count: 5,
  median: 25_000,
  unit: 'total',
  home: 22_000,
  differencePercent: -12,
  ...over,
});

describe('priceNearbyLines in English', () => {
  it('writes a rent as the cards do, a month at a time, and how far below it this home is', () => {
    expect(priceNearbyLines(nearby({}), 'rent')).toEqual({
      median: 'Median of 5 similar homes within 3 km: ₹25,000 / Month',
      standing: 'This home is 12% below the median',
    });
  });

  it('writes a sale by its price, or per sq ft, and above the median', () => {
    const sale = nearby({ count: 12, median: 1_500_000, home: 1_800_000, differencePercent: 20 });
    expect(priceNearbyLines(sale, 'sale')).toEqual({
      median: 'Median of 12 similar homes within 3 km: ₹1,500,000',
      standing: 'This home is 20% above the median',
    });
    const perSqft = nearby({ unit: 'sqft', median: 8_400, home: 8_696, differencePercent: 4 });
    expect(priceNearbyLines(perSqft, 'sale')).toEqual({
      median: 'Median of 5 similar homes within 3 km: ₹8,400 per sq ft',
      standing: 'This home is close to the median',
    });
  });

  it('says close up to 5% either way, 5 included, and the percent from 6 on', () => {
    const at = (differencePercent: number) =>
      priceNearbyLines(nearby({ differencePercent }), 'rent').standing;
    expect(at(5)).toBe('This home is close to the median');
    expect(at(-5)).toBe('This home is close to the median');
    expect(at(0)).toBe('This home is close to the median');
    expect(at(6)).toBe('This home is 6% above the median');
    expect(at(-6)).toBe('This home is 6% below the median');
    expect(at(1250)).toBe('This home is 1,250% above the median');
  });
});

describe('priceNearbyLines in Hindi', () => {
  it('groups prices the Indian way and says it in Hindi', () => {
    const sale = nearby({ median: 1_500_000, home: 1_200_000, differencePercent: -20 });
    expect(priceNearbyLines(sale, 'sale', hindi)).toEqual({
      median: '3 किलोमीटर के भीतर 5 मिलते-जुलते घरों की मध्य कीमत: ₹15,00,000',
      standing: 'यह घर मध्य कीमत से 20% कम है',
    });
    expect(priceNearbyLines(nearby({ differencePercent: 7 }), 'rent', hindi)).toEqual({
      median: '3 किलोमीटर के भीतर 5 मिलते-जुलते घरों की मध्य कीमत: ₹25,000 / माह',
      standing: 'यह घर मध्य कीमत से 7% ज़्यादा है',
    });
    const perSqft = nearby({ unit: 'sqft', median: 12_500, differencePercent: 5 });
    expect(priceNearbyLines(perSqft, 'sale', hindi)).toEqual({
      median: '3 किलोमीटर के भीतर 5 मिलते-जुलते घरों की मध्य कीमत: ₹12,500 प्रति वर्ग फ़ुट',
      standing: 'यह घर मध्य कीमत के आसपास है',
    });
  });
});
