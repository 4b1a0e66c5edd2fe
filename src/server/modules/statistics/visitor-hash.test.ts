import { describe, expect, it } from 'vitest';
import { indiaDate } from '../../../shared/listing-facts';
import { createVisitorHash, VISITOR_BYTES } from './visitor-hash';

const LISTING = '7d0b7a52-4c1a-4c39-9f38-3f0c1c1e2a11';
const OTHER_LISTING = '0f5f8f0e-5d2c-4a55-8a3e-6d7c9e1b2c33';
const person = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131' };
const hash = createVisitorHash('a-secret-of-at-least-thirty-two-characters');

// 23:59 and 00:01 in India on the night of 1 to 2 December 2026 (UTC+05:30).
const lateEvening = new Date('2026-12-01T18:29:00.000Z');
const justAfterMidnight = new Date('2026-12-01T18:31:00.000Z');

describe('the visitor hash', () => {
  it('is the same for the same person, listing and India day, and keeps 16 bytes', () => {
    const day = indiaDate(lateEvening);
    expect(hash(day, LISTING, person)).toBe(hash(day, LISTING, { ...person }));
    expect(hash(day, LISTING, person)).toMatch(new RegExp(`^[0-9a-f]{${VISITOR_BYTES * 2}}$`));
  });

  it("changes with India's day: a minute after midnight the same person is another visitor", () => {
    expect(indiaDate(lateEvening)).toBe('2026-12-01');
    expect(indiaDate(justAfterMidnight)).toBe('2026-12-02');
    expect(hash(indiaDate(lateEvening), LISTING, person)).not.toBe(
      hash(indiaDate(justAfterMidnight), LISTING, person),
    );
    // Going back to a day gives that day's hash again: the key is the day's, not the moment's.
    const again = hash('2026-12-01', LISTING, person);
    expect(hash(indiaDate(lateEvening), LISTING, person)).toBe(again);
  });

  it('differs for another address, another browser or another listing', () => {
    const day = '2026-12-01';
    const mine = hash(day, LISTING, person);
    expect(hash(day, LISTING, { ...person, address: '203.0.113.8' })).not.toBe(mine);
    expect(hash(day, LISTING, { ...person, userAgent: `${person.userAgent} Edg/131` })).not.toBe(
      mine,
    );
    expect(hash(day, OTHER_LISTING, person)).not.toBe(mine);
    // The parts cannot slide into each other.
    expect(hash(day, LISTING, { address: '1.2.3.4', userAgent: '5 x' })).not.toBe(
      hash(day, LISTING, { address: '1.2.3.45', userAgent: ' x' }),
    );
  });

  it('depends on the secret: another site (or a leaked row) cannot recompute it', () => {
    const other = createVisitorHash('another-secret-of-thirty-two-characters!');
    expect(other('2026-12-01', LISTING, person)).not.toBe(hash('2026-12-01', LISTING, person));
  });
});
