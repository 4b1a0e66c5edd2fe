import { describe, expect, it } from 'vitest';
import { addressKey } from './create-geocoder';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its size', () => {
    const cache = new LruCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets entries after their time to live', () => {
    let now = 0;
    const cache = new LruCache<string | null>(10, 1_000, () => now);
    cache.set('a', null);
    now = 999;
    expect(cache.has('a')).toBe(true);
    now = 1_000;
    expect(cache.has('a')).toBe(false);
    expect(cache.size).toBe(0);
  });
});

describe('addressKey', () => {
  it('trims, collapses spaces and lower-cases', () => {
    expect(addressKey('  Koramangala,\t Bangalore \n')).toBe('koramangala, bangalore');
  });
});
