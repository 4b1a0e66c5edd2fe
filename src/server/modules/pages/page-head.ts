import {
  alternatePaths,
  OG_LOCALES,
  pathInLanguage,
  type Language,
} from '../../../shared/languages';
import { displayPrice } from '../../../shared/in-language';
import { currentPrice, listingPath } from '../../../shared/listing-price';
import type { Listing, ListingStatus } from '../../../shared/schemas/listing';
import { catalogues } from '../../../shared/texts/catalogues';
import { escapeHtml } from '../../lib/html-escape';
import { scriptJson } from './html';

/** What a rendered page says of itself (the server's entry computes the title). */
export interface PageHeadInput {
  title: string;
  description?: string;
  listing?: Listing;
  /** The page's path and query, as asked. */
  url: string;
  language: Language;
}

export interface ListingPreview {
  /** Absolute URL of the listing's 1200×630 preview picture. */
  url: string;
  width: number;
  height: number;
}

export interface HeadContext {
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  /** The app's description (index.html's), for pages without their own. */
  defaultDescription: string;
  /** The preview picture of the page's listing in the page's language, when it has one. */
  preview?: (listing: Listing, language: Language) => ListingPreview;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** schema.org's word for each state: a rented or sold home is gone, an expired one withdrawn. */
const AVAILABILITY: Record<ListingStatus, string> = {
  listed: 'InStock',
  rented: 'SoldOut',
  sold: 'SoldOut',
  expired: 'Discontinued',
  hidden: 'Discontinued',
};

/**
 * The facts schema.org has words for (docs/product.md#listing-facts): the area in square feet
 * (UN/CEFACT's FTK) and the amenities by name in the page's language; absent when not given.
 */
function factsJsonLd(listing: Listing, language: Language) {
  const names = catalogues[language].listingFacts.amenities;
  return {
    ...(listing.area != null && {
      floorSize: { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'FTK' },
    }),
    ...(listing.amenities.length > 0 && {
      amenityFeature: listing.amenities.map((amenity) => ({
        '@type': 'LocationFeatureSpecification',
        name: names[amenity],
        value: true,
      })),
    }),
  };
}

/**
 * schema.org data of a listing: what search engines show of it (name, price in INR, its facts).
 * Its description is the owner's when written, else the page's.
 */
function listingJsonLd(
  listing: Listing,
  url: string,
  language: Language,
  publicUrl: string,
  description: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.name,
    description: listing.description ?? description,
    url,
    image: listing.images.map((image) => publicUrl + image.src),
    offers: {
      '@type': 'Offer',
      price: currentPrice(listing),
      priceCurrency: 'INR',
      url,
      availability: `https://schema.org/${AVAILABILITY[listing.status]}`,
      businessFunction:
        listing.type === 'rent'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
    },
    ...factsJsonLd(listing, language),
  };
}

/** The tags a listing's page adds: canonical URL, link preview (OpenGraph, X) and JSON-LD. */
function listingTags(
  listing: Listing,
  page: PageHeadInput,
  description: string,
  context: HeadContext,
) {
  const { language } = page;
  const url = context.publicUrl + pathInLanguage(listingPath(listing), language);
  // The preview's title is the detail page's heading: "<name> - <price>".
  const title = catalogues[language].listings.detail.heading({
    name: listing.name,
    price: displayPrice(listing, language),
  });
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', catalogues[language].common.appName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ];
  const preview = context.preview?.(listing, language);
  if (preview) {
    tags.push(
      meta('property', 'og:image', preview.url),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', String(preview.width)),
      meta('property', 'og:image:height', String(preview.height)),
      meta('property', 'og:image:alt', listing.name),
      meta('name', 'twitter:image', preview.url),
    );
  }
  tags.push(
    `<script type="application/ld+json">${scriptJson(
      listingJsonLd(listing, url, language, context.publicUrl, description),
    )}</script>`,
  );
  return tags;
}

/**
 * The head tags of a rendered page: its title and description, its other languages, and a
 * listing's extras.
 */
export function pageHead(page: PageHeadInput, context: HeadContext): string {
  const description = page.description ?? context.defaultDescription;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:locale', OG_LOCALES[page.language]),
    ...alternatePaths(page.url).map(
      ({ hreflang, path }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(context.publicUrl + path)}">`,
    ),
  ];
  if (page.listing) tags.push(...listingTags(page.listing, page, description, context));
  return tags.join('');
}
