import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ListingPage } from '../../shared/schemas/listing';
import { buildListing } from '../test/fixtures';
import { withoutListing } from './listing-cache';

describe('withoutListing', () => {
  const [a, b, c] = [buildListing(), buildListing(), buildListing()];

  it('drops the listing from every page of a Load More list', () => {
    const data: InfiniteData<ListingPage> = {
      pages: [
        { items: [a, b], nextCursor: 'x' },
        { items: [c], nextCursor: null },
      ],
      pageParams: [null, 'x'],
    };
    const result = withoutListing(data, b.id);
    expect(result.pages.map((page) => page.items)).toEqual([[a], [c]]);
    expect(result.pages[1]).toBe(data.pages[1]);
    expect(result.pageParams).toBe(data.pageParams);
  });

  it('drops it from a single page and leaves anything else alone', () => {
    expect(withoutListing({ items: [a, c], nextCursor: null }, a.id).items).toEqual([c]);
    expect(withoutListing(a, a.id)).toBe(a);
    expect(withoutListing(undefined, a.id)).toBeUndefined();
  });
});
