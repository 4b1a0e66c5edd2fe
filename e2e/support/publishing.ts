import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Listing } from '../../src/shared/schemas/listing';
import type { ListingFacts } from '../../src/shared/schemas/listing-facts';
import { uniqueEmail } from './accounts';
import { appOrigin, expect, expectLoaded } from './fixtures';

/** A JPEG (or PNG) photo of `width`×`height` written to `dir`, as an owner would pick one. */
export async function photo(
  dir: string,
  name: string,
  width: number,
  height: number,
  hue: number,
  png = false,
) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (hue + x / 4) % 256;
      pixels[i + 1] = (y / 3 + ((x * y) % 31)) % 256;
      pixels[i + 2] = (200 - hue + y / 5) % 256;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const file = path.join(dir, name);
  await writeFile(file, png ? await image.png().toBuffer() : await image.jpeg().toBuffer());
  return file;
}

/**
 * Signs a new user up in the page's browser context (the page must be open on the app: its origin
 * is the request's); returns their id and name.
 */
export async function signUpOwner(page: Page, name = 'Kavya Rao') {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email: uniqueEmail('owner'), password: 'publishing password 1' },
    headers: { origin: await appOrigin(page) },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string; name: string } };
  return user;
}

export interface FormValues {
  type?: 'rent' | 'sale';
  name?: string;
  bedrooms?: number;
  bathrooms?: number;
  parking?: boolean;
  furnished?: boolean;
  address?: string;
  regularPrice?: number;
  offer?: boolean;
  discountedPrice?: number;
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const yesNo = (page: Page, group: string, yes: boolean) =>
  page.getByRole('group', { name: group }).getByRole('button', { name: yes ? 'Yes' : 'No' });

export async function fillForm(page: Page, values: FormValues) {
  if (values.type) {
    await page
      .getByRole('button', { name: values.type === 'sale' ? 'Sell' : 'Rent', exact: true })
      .click();
  }
  if (values.name !== undefined) await field(page, 'Name').fill(values.name);
  if (values.bedrooms !== undefined) await field(page, 'Bedrooms').fill(String(values.bedrooms));
  if (values.bathrooms !== undefined) {
    await field(page, 'Bathrooms').fill(String(values.bathrooms));
  }
  if (values.parking !== undefined) await yesNo(page, 'Parking spot', values.parking).click();
  if (values.furnished !== undefined) await yesNo(page, 'Furnished', values.furnished).click();
  if (values.address !== undefined) await field(page, 'Address').fill(values.address);
  if (values.offer !== undefined) await yesNo(page, 'Offer', values.offer).click();
  if (values.regularPrice !== undefined) {
    await field(page, 'Regular Price').fill(String(values.regularPrice));
  }
  if (values.discountedPrice !== undefined) {
    await field(page, 'Discounted Price').fill(String(values.discountedPrice));
  }
}

export async function openCreateForm(page: Page) {
  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { name: 'Create a Listing' })).toBeVisible();
  await expectLoaded(page);
}

/** Waits until every chosen image has finished uploading. */
export async function uploadsDone(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
}

/** The id of the listing whose detail page is open. */
export const openListingId = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

export async function listingFromApi(page: Page, id: string): Promise<Listing> {
  const response = await page.request.get(`/api/listings/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Listing;
}

/**
 * Publishes a listing through the API as the page's signed-in user (one 800×600 photo uploaded
 * by tus first): a journey about what comes after publishing starts from it. Any field of the
 * listing may be given (an offer, its facts); the rest are a plain rent's.
 */
export async function publishByApi(
  page: Page,
  fields: { name: string } & Partial<
    Pick<Listing, 'type' | 'bedrooms' | 'location' | 'regularPrice' | 'offer' | 'discountedPrice'> &
      ListingFacts & {
        /** Where the owner moved the pin, near where the address was found. */
        pin: { lat: number; lng: number };
      }
  >,
): Promise<Listing> {
  const origin = await appOrigin(page);
  const image = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#7a9' },
  })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post('/api/uploads', {
    headers: {
      origin,
      'tus-resumable': '1.0.0',
      'upload-length': String(image.length),
      'upload-metadata': `filename ${Buffer.from('photo.jpg').toString('base64')}`,
      'content-type': 'application/offset+octet-stream',
    },
    data: image,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { key } = (await upload.json()) as { key: string };
  const created = await page.request.post('/api/listings', {
    headers: { origin },
    data: {
      type: 'rent',
      bedrooms: 2,
      bathrooms: 1,
      parking: false,
      furnished: false,
      location: 'Koramangala, Bengaluru',
      offer: false,
      regularPrice: 30_000,
      ...fields,
      images: [key],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Listing;
}
