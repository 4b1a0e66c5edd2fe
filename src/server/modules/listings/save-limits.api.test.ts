import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-errors';
import type { ListingInputBody } from '../../../shared/schemas/listing';
import { createGeocoder, type Geocoder } from '../../lib/geocoder';
import type { SignedUpUser } from '../../test/accounts';
import type { TestContext } from '../../test/app';
import { appWithOwnerAndOther } from '../../test/owner-and-other';
import { uploadImage } from '../../test/uploads';
import { sampleListingInput } from '../../../shared/test/listing-input';

// A save may geocode with a paid or rate-limited service: what can be checked locally is checked
// first, and each account has a number of saves an hour.
let t: TestContext;
let owner: SignedUpUser;
let other: SignedUpUser;
const looked: string[] = [];

beforeAll(async () => {
  const offline = createGeocoder({ driver: 'offline' });
  const counting: Geocoder = {
    async geocode(address) {
      looked.push(address);
      return offline.geocode(address);
    },
  };
  ({ t, owner, other } = await appWithOwnerAndOther(
    { LISTING_SAVE_LIMIT: '3' },
    { geocoder: counting },
  ));
});
afterAll(() => t.close());

const body = (images: string[], location?: string) =>
  sampleListingInput(images, location ? { location } : {});

const save = (user: SignedUpUser, payload: ListingInputBody, id?: string) =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/listings/${id}` : '/api/listings',
    headers: { origin: t.config.publicUrl, cookie: user.cookie },
    payload,
  });

describe('listing saves', () => {
  it('refuse photos that are not the owner’s before the address is looked up', async () => {
    const theirs = await uploadImage(t, other.cookie);
    looked.length = 0;
    const response = await save(owner, body([theirs.key]));
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe('UNKNOWN_IMAGE');
    const made = await save(owner, body([(await uploadImage(t, owner.cookie)).key]));
    expect(made.statusCode).toBe(201);
    const id = made.json<{ id: string }>().id;
    looked.length = 0;
    const edit = await save(owner, body([theirs.key], 'Baner Road, Baner, Pune'), id);
    expect(edit.statusCode).toBe(400);
    expect(edit.json<ApiErrorBody>().error.code).toBe('UNKNOWN_IMAGE');
    expect(looked).toEqual([]);
  });

  it('are counted per account: past the limit 429 with Retry-After, and no lookup', async () => {
    // The refused saves above were counted too: three an hour in this app.
    const image = await uploadImage(t, owner.cookie);
    looked.length = 0;
    const response = await save(owner, body([image.key], 'Baner Road, Baner, Pune'));
    expect(response.statusCode).toBe(429);
    expect(response.json<ApiErrorBody>().error.code).toBe('RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(looked).toEqual([]);
    // Another account has its own count.
    const theirs = await save(other, body([(await uploadImage(t, other.cookie)).key]));
    expect(theirs.statusCode).toBe(201);
  });
});
