import { NO_FACTS } from '../../../shared/schemas/listing-facts';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../shared/schemas/listing';
import { scriptJson } from './html';
import { createListingPreviews } from './listing-previews';
import { pageHead } from './page-head';

const listing: Listing = {
  id: '0b7c2c55-9d3f-4c8e-9a53-0f6a1f1e2d3c',
  type: 'rent',
  name: `</script><img src=x onerror=1>`,
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: true,
  location: `"Quoted" & <Street>, Pune`,
  offer: true,
  regularPrice: 30_000,
  discountedPrice: 25_000,
  imgUrls: ['/images/k/full.jpg'],
  images: [{ key: 'images/k', src: '/images/k/w640.webp', srcSet: '', width: 1600, height: 1200 }],
  geoLocation: { lat: 18.5, lng: 73.8 },
  timestamp: '2026-11-25T00:00:00.000Z',
  userRef: 'u1',
  status: 'listed',
  ...NO_FACTS,
};

const english = { url: `/category/rent/${listing.id}`, language: 'en' } as const;

const context = {
  publicUrl: 'https://homes.example',
  defaultDescription: 'Homes for rent and for sale.',
  preview: () => ({ url: 'https://homes.example/images/previews/p.jpg', width: 1200, height: 630 }),
};

describe('pageHead', () => {
  it('writes every text a listing brings as text: in the title, attributes and JSON-LD', () => {
    const head = pageHead(
      { title: `${listing.name} · Homestead`, description: listing.location, listing, ...english },
      context,
    );
    expect(head).not.toContain('<img');
    expect(head).toContain('<title>&lt;/script&gt;&lt;img src=x onerror=1&gt; · Homestead</title>');
    expect(head).toContain('content="&quot;Quoted&quot; &amp; &lt;Street&gt;, Pune"');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!;
    const data = JSON.parse(jsonLd) as { name: string; offers: { price: number } };
    expect(data.name).toBe(listing.name);
    expect(data.offers).toMatchObject({ price: 25_000, priceCurrency: 'INR' });
  });

  it('says in JSON-LD whether the home is offered: in stock, sold out (rented, sold), discontinued (expired)', () => {
    const availability = (status: Listing['status']) => {
      const head = pageHead({ title: 'x', listing: { ...listing, status }, ...english }, context);
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!;
      return (JSON.parse(jsonLd) as { offers: { availability: string } }).offers.availability;
    };
    expect(availability('listed')).toBe('https://schema.org/InStock');
    expect(availability('rented')).toBe('https://schema.org/SoldOut');
    expect(availability('expired')).toBe('https://schema.org/Discontinued');
  });

  it("carries a listing's facts in JSON-LD: floor size, amenities, the owner's description", () => {
    const jsonLdOf = (shown: Listing, page: { url: string; language: 'en' | 'hi' } = english) => {
      const head = pageHead(
        { title: 'x', description: 'Page text', listing: shown, ...page },
        context,
      );
      return JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!,
      ) as Record<string, unknown>;
    };
    const description = 'Corner flat.\n</script><script>alert(1)</script> & more';
    const withFacts: Listing = {
      ...listing,
      area: 1150,
      areaType: 'carpet',
      amenities: ['lift', 'piped-gas'],
      description,
    };
    const head = pageHead({ title: 'x', listing: withFacts, ...english }, context);
    // The owner's text cannot close the script element.
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    const data = jsonLdOf(withFacts);
    expect(data.floorSize).toEqual({ '@type': 'QuantitativeValue', value: 1150, unitCode: 'FTK' });
    expect(data.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Lift', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Piped gas', value: true },
    ]);
    expect(data.description).toBe(description);

    // In Hindi, the amenities' Hindi names.
    const hindi = jsonLdOf(withFacts, { url: `/hi/category/rent/${listing.id}`, language: 'hi' });
    expect(hindi.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'लिफ़्ट', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'पाइप्ड गैस', value: true },
    ]);

    // Without facts: none of them, and the page's description.
    const bare = jsonLdOf(listing);
    expect(bare).not.toHaveProperty('floorSize');
    expect(bare).not.toHaveProperty('amenityFeature');
    expect(bare.description).toBe('Page text');
  });

  it('gives a listing its canonical URL and preview tags, and other pages the default description', () => {
    const head = pageHead({ title: 'x', listing, ...english }, context);
    expect(head).toContain(
      `<link rel="canonical" href="https://homes.example/category/rent/${listing.id}">`,
    );
    expect(head).toContain(
      '<meta property="og:title" content="&lt;/script&gt;&lt;img src=x onerror=1&gt; - ₹25,000 / Month">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(pageHead({ title: 'Offers · Homestead', url: '/offer', language: 'en' }, context)).toBe(
      '<title>Offers · Homestead</title><meta name="description" content="Homes for rent and for sale.">' +
        '<meta property="og:locale" content="en_IN">' +
        '<link rel="alternate" hreflang="en" href="https://homes.example/offer">' +
        '<link rel="alternate" hreflang="hi" href="https://homes.example/hi/offer">' +
        '<link rel="alternate" hreflang="x-default" href="https://homes.example/offer">',
    );
  });

  it("writes a Hindi page's preview in Hindi, at its Hindi address, with the Indian grouping", () => {
    const head = pageHead(
      {
        title: 'x',
        listing: { ...listing, regularPrice: 1_500_000, offer: false, type: 'sale' },
        url: `/hi/category/sale/${listing.id}`,
        language: 'hi',
      },
      context,
    );
    expect(head).toContain('<meta property="og:locale" content="hi_IN">');
    expect(head).toContain(
      `<link rel="canonical" href="https://homes.example/hi/category/sale/${listing.id}">`,
    );
    expect(head).toContain(
      `<link rel="alternate" hreflang="en" href="https://homes.example/category/sale/${listing.id}">`,
    );
    expect(head).toContain('₹15,00,000');
  });

  it("points a Hindi page's og:image at the Hindi picture, whose price is grouped as Hindi writes it", () => {
    // The app's own previews: what describes a picture is what names its file (no storage read).
    const previews = createListingPreviews({
      publicUrl: context.publicUrl,
      storage: {} as never,
      listings: { get: async () => listing },
      log: {} as never,
    });
    const sale = { ...listing, regularPrice: 1_500_000, offer: false, type: 'sale' } as const;
    const head = (language: 'en' | 'hi', shown: Listing = sale) =>
      pageHead(
        {
          title: 'x',
          listing: shown,
          url: `${language === 'hi' ? '/hi' : ''}/category/sale/${listing.id}`,
          language,
        },
        { ...context, preview: previews.describe },
      );
    const image = (language: 'en' | 'hi', shown?: Listing) =>
      /<meta property="og:image" content="([^"]+)">/.exec(head(language, shown))![1]!;

    expect(image('hi')).toMatch(
      new RegExp(`^https://homes\\.example/images/previews/${listing.id}/hi/[\\w-]{16}\\.jpg$`),
    );
    expect(image('en')).toMatch(
      new RegExp(`^https://homes\\.example/images/previews/${listing.id}/[\\w-]{16}\\.jpg$`),
    );
    expect(head('hi')).toContain(' - ₹15,00,000">');
    expect(head('hi', listing)).toContain(' - ₹25,000 / माह">');
    // The picture's file is named after the price as it shows it: the same in both languages
    // where they write it alike (₹25,000), apart where Hindi groups it its own way.
    const file = (language: 'en' | 'hi', shown?: Listing) =>
      image(language, shown).split('/').at(-1);
    const alike = { ...sale, regularPrice: 25_000 };
    expect(file('hi', alike)).toBe(file('en', alike));
    expect(file('hi')).not.toBe(file('en'));
  });
});

describe('scriptJson', () => {
  it('cannot close its script element, and parses back to the same data', () => {
    const value = { name: '</script><script>alert(1)</script>', line: 'a\u2028b' };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
