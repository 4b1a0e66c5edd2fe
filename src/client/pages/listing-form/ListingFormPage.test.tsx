import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestAvailableFrom } from '../../../shared/listing-facts';
import { listingFormTexts } from '../../../shared/texts/listing-form';
import type { Listing, UploadedImage } from '../../../shared/schemas/listing';
import type { ImageUploadCallbacks } from '../../api/upload-image';
import { buildListing } from '../../test/fixtures';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { sentTo, signedInPageAt, signedInSession } from '../../test/routes';
import { ListingFormPage } from './ListingFormPage';

// The tus client needs a server: each test plays it through the callbacks of uploadImage.
const uploads = vi.hoisted(
  () => [] as { file: File; callbacks: ImageUploadCallbacks; abort: () => void }[],
);
vi.mock('../../api/upload-image', () => ({
  uploadImage: (file: File, callbacks: ImageUploadCallbacks) => {
    const abort = vi.fn();
    uploads.push({ file, callbacks, abort });
    return { abort };
  },
}));

afterEach(() => {
  uploads.length = 0;
});

const me = { id: 'user-1', name: 'Asha Menon', email: 'asha@example.com' };

const app = signedInPageAt(['/create-listing', '/edit-listing/:listingId'], <ListingFormPage />);

interface Server {
  geocodingEnabled?: boolean;
  listing?: Listing | Response;
  save?: (method: string) => unknown;
}

function serve({ geocodingEnabled = true, listing, save }: Server = {}) {
  return mockFetch((url, method) => {
    if (url.pathname === '/api/auth/get-session') return signedInSession(me);
    if (url.pathname === '/api/config') {
      return { map: { tileUrl: '', attribution: '' }, geocodingEnabled, socialProvider: null };
    }
    if (url.pathname.startsWith('/api/listings')) {
      if (method === 'GET' && listing) return listing;
      if (method !== 'GET' && save) return save(method);
    }
    throw new Error(`unexpected ${method} ${url.pathname}`);
  });
}

const image = (name: string): UploadedImage => ({
  key: `images/user-1-${name}-0001`,
  src: `/images/user-1-${name}-0001/640.webp`,
  srcSet: `/images/user-1-${name}-0001/320.webp 320w`,
  width: 1600,
  height: 1200,
});

const jpg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

async function openCreate(server: Server = {}) {
  const fetchMock = serve(server);
  const view = renderAt('/create-listing', app);
  await screen.findByRole('button', { name: 'Create Listing' });
  return { fetchMock, user: userEvent.setup(), ...view };
}

/** Fills the required fields of a new listing and uploads one image. */
async function fillNewListing(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sunny Garden Flat');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 Park Street, Kolkata');
  const price = screen.getByRole('spinbutton', { name: 'Regular Price' });
  await user.clear(price);
  await user.type(price, '25000');
  await user.upload(screen.getByLabelText('Images'), jpg('front.jpg'));
  act(() => uploads[0]!.callbacks.onSuccess(image('front')));
}

// The newest toast: one a previous test's late answer raised may still be leaving.
const toast = async () => (await screen.findAllByRole('alert')).at(-1)!;

describe('the create form', () => {
  it('has every control of the contract, with the defaults of a new listing', async () => {
    await openCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Create a Listing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sell' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Rent' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Bedrooms' })).toHaveValue(1);
    expect(screen.getByRole('spinbutton', { name: 'Bathrooms' })).toHaveValue(1);
    for (const group of ['Parking spot', 'Furnished', 'Offer']) {
      const buttons = within(screen.getByRole('group', { name: group }));
      expect(buttons.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
      expect(buttons.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(screen.getByRole('textbox', { name: 'Address' }).tagName).toBe('TEXTAREA');
    expect(screen.queryByRole('spinbutton', { name: 'Latitude' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Longitude' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Regular Price' })).toHaveValue(50);
    expect(screen.queryByRole('spinbutton', { name: 'Discounted Price' })).not.toBeInTheDocument();
    const images = screen.getByLabelText('Images');
    expect(images).toHaveAttribute('type', 'file');
    expect(images).toHaveAttribute('multiple');
    expect(images).toHaveAttribute('accept', '.jpg,.png,.jpeg');
    expect(images).toHaveAccessibleDescription(/first image will be the cover \(max 6\)/);
  });

  it('toggles sell and rent; rent prices are per month', async () => {
    const { user } = await openCreate();
    const price = screen.getByRole('spinbutton', { name: 'Regular Price' });
    expect(price).toHaveAccessibleDescription('/ Month');
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(screen.getByRole('button', { name: 'Sell' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Rent' })).toHaveAttribute('aria-pressed', 'false');
    expect(price).not.toHaveAccessibleDescription('/ Month');
  });

  it('shows Discounted Price only while Offer is Yes', async () => {
    const { user } = await openCreate();
    const offer = within(screen.getByRole('group', { name: 'Offer' }));
    await user.click(offer.getByRole('button', { name: 'Yes' }));
    expect(offer.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Discounted Price' })).toHaveValue(50);
    await user.click(offer.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('spinbutton', { name: 'Discounted Price' })).not.toBeInTheDocument();
  });

  it('asks for Latitude and Longitude when geocoding is off, and sends them', async () => {
    const saved = buildListing();
    const { user, fetchMock } = await openCreate({
      geocodingEnabled: false,
      save: () => Response.json(saved, { status: 201 }),
    });
    await fillNewListing(user);
    await user.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '22.55');
    await user.type(screen.getByRole('spinbutton', { name: 'Longitude' }), '88.35');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(sentTo(fetchMock, '/api/listings')).toHaveLength(1));
    expect(sentTo(fetchMock, '/api/listings')[0]!.body).toMatchObject({
      geoLocation: { lat: 22.55, lng: 88.35 },
    });
  });

  it('sends the listing, toasts and shows its page', async () => {
    const saved = buildListing({ type: 'sale', name: 'Sunny Garden Flat' });
    const { user, fetchMock } = await openCreate({
      save: () => Response.json(saved, { status: 201 }),
    });
    await fillNewListing(user);
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Parking spot' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));

    expect(await toast()).toHaveTextContent(
      listingFormTexts.created({ name: 'Sunny Garden Flat' }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(`/category/sale/${saved.id}`);
    expect(sentTo(fetchMock, '/api/listings')).toEqual([
      {
        method: 'POST',
        body: {
          type: 'sale',
          name: 'Sunny Garden Flat',
          bedrooms: 1,
          bathrooms: 1,
          parking: true,
          furnished: false,
          offer: false,
          location: '12 Park Street, Kolkata',
          regularPrice: 25000,
          discountedPrice: null,
          images: ['images/user-1-front-0001'],
        },
      },
    ]);
  });

  it('shows field errors next to the fields and sends nothing', async () => {
    const { user, fetchMock } = await openCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Short');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Name must be 10 to 32 characters long.'),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'Enter the address.',
    );
    expect(screen.getByLabelText('Images')).toHaveAccessibleDescription(/Add at least one image\./);
    expect(sentTo(fetchMock, '/api/listings')).toEqual([]);
  });

  it('toasts the create discount message when the discount is not lower', async () => {
    const { user, fetchMock } = await openCreate();
    await fillNewListing(user);
    await user.click(
      within(screen.getByRole('group', { name: 'Offer' })).getByRole('button', { name: 'Yes' }),
    );
    const discount = screen.getByRole('spinbutton', { name: 'Discounted Price' });
    await user.clear(discount);
    await user.type(discount, '25000');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await toast()).toHaveTextContent(listingFormTexts.discountCreate);
    expect(discount).toHaveAccessibleDescription(`/ Month ${listingFormTexts.discountCreate}`);
    expect(sentTo(fetchMock, '/api/listings')).toEqual([]);
  });

  it('toasts when more than 6 images are chosen, and adds none of them', async () => {
    const { user } = await openCreate();
    const input = screen.getByLabelText('Images');
    await user.upload(input, [jpg('1.jpg'), jpg('2.jpg'), jpg('3.jpg'), jpg('4.jpg')]);
    expect(uploads).toHaveLength(4);
    await user.upload(input, [jpg('5.jpg'), jpg('6.jpg'), jpg('7.jpg')]);
    expect(await toast()).toHaveTextContent(listingFormTexts.tooManyImages);
    expect(uploads).toHaveLength(4);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('refuses files that are not JPG or PNG, or larger than 10 MB', async () => {
    await openCreate();
    const user = userEvent.setup({ applyAccept: false });
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Images'), [
      new File(['x'], 'plan.gif', { type: 'image/gif' }),
      big,
    ]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('plan.gif is not a JPG or PNG image.'),
        expect.stringContaining('big.jpg is larger than 10 MB.'),
      ]),
    );
    expect(uploads).toHaveLength(0);
  });

  it('shows each upload as a tile with progress, then the stored image; the first is the cover', async () => {
    const { user } = await openCreate();
    await user.upload(screen.getByLabelText('Images'), [jpg('front.jpg'), jpg('garden.jpg')]);
    act(() => uploads[0]!.callbacks.onProgress(40, 100));
    const progress = screen.getByRole('progressbar', { name: 'Uploading front.jpg' });
    expect(progress).toHaveAttribute('value', '40');
    expect(screen.getByRole('progressbar', { name: 'Uploading garden.jpg' })).toBeInTheDocument();

    act(() => uploads[0]!.callbacks.onSuccess(image('front')));
    expect(progress).not.toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Cover');
    expect(first).toHaveTextContent('front.jpg');
    expect(first!.querySelector('img')).toHaveAttribute('src', image('front').src);
    expect(second).not.toHaveTextContent('Cover');

    act(() =>
      uploads[1]!.callbacks.onError({
        status: 415,
        code: 'UNSUPPORTED_IMAGE',
        message: 'Only JPEG and PNG images are accepted',
      }),
    );
    expect(second).toHaveTextContent('Only JPEG and PNG images are accepted');
  });

  it('reorders tiles (the cover moves) and sends the keys in that order', async () => {
    const saved = buildListing();
    const { user, fetchMock } = await openCreate({
      save: () => Response.json(saved, { status: 201 }),
    });
    await fillNewListing(user);
    await user.upload(screen.getByLabelText('Images'), jpg('garden.jpg'));
    act(() => uploads[1]!.callbacks.onSuccess(image('garden')));
    expect(screen.getByRole('button', { name: 'Move front.jpg earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move garden.jpg later' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move garden.jpg earlier' }));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('garden.jpg');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Cover');
    expect(screen.getByRole('button', { name: 'Move garden.jpg later' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(sentTo(fetchMock, '/api/listings')).toHaveLength(1));
    expect(sentTo(fetchMock, '/api/listings')[0]!.body).toMatchObject({
      images: ['images/user-1-garden-0001', 'images/user-1-front-0001'],
    });
  });

  it('removing a tile stops its upload', async () => {
    const { user } = await openCreate();
    await user.upload(screen.getByLabelText('Images'), [jpg('front.jpg'), jpg('garden.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Remove front.jpg' }));
    expect(uploads[0]!.abort).toHaveBeenCalled();
    expect(uploads[1]!.abort).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove garden.jpg' })).toHaveFocus();
  });

  it('waits for a running upload before sending', async () => {
    const saved = buildListing();
    const { user, fetchMock } = await openCreate({
      save: () => Response.json(saved, { status: 201 }),
    });
    await fillNewListing(user);
    await user.upload(screen.getByLabelText('Images'), jpg('garden.jpg'));
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(screen.getByRole('button', { name: 'Create Listing' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/listings')).toEqual([]);

    act(() => uploads[1]!.callbacks.onSuccess(image('garden')));
    await waitFor(() => expect(sentTo(fetchMock, '/api/listings')).toHaveLength(1));
    expect(sentTo(fetchMock, '/api/listings')[0]!.body).toMatchObject({
      images: ['images/user-1-front-0001', 'images/user-1-garden-0001'],
    });
  });

  it('toasts and sends nothing when an upload failed', async () => {
    const { user, fetchMock } = await openCreate();
    await fillNewListing(user);
    await user.upload(screen.getByLabelText('Images'), jpg('garden.jpg'));
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    act(() => uploads[1]!.callbacks.onError({ status: null, code: 'NETWORK', message: '' }));
    expect(await toast()).toHaveTextContent(listingFormTexts.imagesNotUploaded);
    expect(sentTo(fetchMock, '/api/listings')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Create Listing' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('shows an address the server cannot place as the product says', async () => {
    const { user } = await openCreate({
      save: () => errorResponse(400, 'INVALID_ADDRESS', listingFormTexts.invalidAddress),
    });
    await fillNewListing(user);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await toast()).toHaveTextContent(listingFormTexts.invalidAddress);
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      listingFormTexts.invalidAddress,
    );
  });

  it('shows each rule the server refuses next to its field', async () => {
    const { user } = await openCreate({
      save: () =>
        errorResponse(400, 'VALIDATION_FAILED', 'Too long for the server', [
          { path: ['name'], message: 'Too long for the server' },
        ]),
    });
    await fillNewListing(user);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await toast()).toHaveTextContent('Too long for the server');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Too long for the server');
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('says so when the address service is down, and when a key is refused', async () => {
    let answer = errorResponse(503, 'GEOCODER_UNAVAILABLE', 'down');
    const { user } = await openCreate({ save: () => answer });
    await fillNewListing(user);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await toast()).toHaveTextContent(/address service is unavailable/);

    answer = errorResponse(400, 'UNKNOWN_IMAGE', 'Unknown image');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    await screen.findByText(listingFormTexts.imagesNotUploaded);
  });

  it('goes to /sign-in when the session has ended', async () => {
    const { user } = await openCreate({
      save: () => errorResponse(401, 'UNAUTHENTICATED', 'Sign in'),
    });
    await fillNewListing(user);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
  });
});

describe('the edit form', () => {
  const current = buildListing({
    userRef: me.id,
    type: 'sale',
    name: 'Lake View Villa Home',
    bedrooms: 4,
    bathrooms: 3,
    parking: true,
    furnished: true,
    offer: true,
    location: '3 Lake Road, Bengaluru',
    regularPrice: 9_000_000,
    discountedPrice: 8_500_000,
    images: [image('lake'), image('hall')],
  });
  const path = `/edit-listing/${current.id}`;

  it('loads the listing into the form, current images included', async () => {
    serve({ listing: current });
    renderAt(path, app);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue(
      'Lake View Villa Home',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Listing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sell' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Bedrooms' })).toHaveValue(4);
    expect(screen.getByRole('spinbutton', { name: 'Bathrooms' })).toHaveValue(3);
    expect(
      within(screen.getByRole('group', { name: 'Furnished' })).getByRole('button', {
        name: 'Yes',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('3 Lake Road, Bengaluru');
    expect(screen.getByRole('spinbutton', { name: 'Regular Price' })).toHaveValue(9_000_000);
    expect(screen.getByRole('spinbutton', { name: 'Discounted Price' })).toHaveValue(8_500_000);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toHaveTextContent('Cover');
    expect(tiles[0]!.querySelector('img')).toHaveAttribute('src', image('lake').src);
    expect(screen.getByRole('button', { name: 'Edit Listing' })).toBeInTheDocument();
  });

  it('overwrites the listing with kept and new images, toasts and shows its page', async () => {
    const fetchMock = serve({
      listing: current,
      save: () => Response.json({ ...current, name: 'Lake View Villa Home' }),
    });
    renderAt(path, app);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Remove Photo 1' }));
    await user.upload(screen.getByLabelText('Images'), jpg('deck.jpg'));
    act(() => uploads[0]!.callbacks.onSuccess(image('deck')));
    await user.click(screen.getByRole('button', { name: 'Edit Listing' }));

    expect(await toast()).toHaveTextContent(listingFormTexts.edited);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/category/sale/${current.id}`);
    const [put] = sentTo(fetchMock, `/api/listings/${current.id}`).filter(
      (request) => request.method === 'PUT',
    );
    expect(put!.body).toMatchObject({
      name: 'Lake View Villa Home',
      offer: true,
      discountedPrice: 8_500_000,
      images: ['images/user-1-hall-0001', 'images/user-1-deck-0001'],
    });
  });

  it('toasts the edit discount message when the discount is not lower', async () => {
    const fetchMock = serve({ listing: current });
    renderAt(path, app);
    const user = userEvent.setup();
    const discount = await screen.findByRole('spinbutton', { name: 'Discounted Price' });
    await user.clear(discount);
    await user.type(discount, '9500000');
    await user.click(screen.getByRole('button', { name: 'Edit Listing' }));
    expect(await toast()).toHaveTextContent(listingFormTexts.discountEdit);
    expect(sentTo(fetchMock, `/api/listings/${current.id}`)).toEqual([
      { method: 'GET', body: undefined },
    ]);
  });

  it("sends someone else's listing away to / with the product's message", async () => {
    serve({ listing: { ...current, userRef: 'someone-else' } });
    renderAt(path, app);
    expect(await toast()).toHaveTextContent(listingFormTexts.notOwner);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("sends a missing listing away to / with the product's message", async () => {
    serve({ listing: errorResponse(404, 'NOT_FOUND', 'Listing not found') });
    renderAt(path, app);
    expect(await toast()).toHaveTextContent(listingFormTexts.listingMissing);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('the listing facts', () => {
  const spin = (name: string) => screen.getByRole('spinbutton', { name });
  const box = (group: string, name: string) =>
    within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name });
  // Pasted, not typed key by key: these tests fill many fields, and machines can be slow.
  const enter = async (
    user: ReturnType<typeof userEvent.setup>,
    field: HTMLElement,
    text: string,
  ) => {
    await user.click(field);
    await user.paste(text);
  };
  const slow = 15_000;

  it('has every fact control, all empty, Carpet chosen and the whole description left', async () => {
    await openCreate();
    expect(spin('Area (sq ft)')).toHaveValue(null);
    const measure = screen.getByRole('combobox', { name: 'Area measured as' });
    expect(measure).toHaveDisplayValue('Carpet');
    expect(
      within(measure)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Carpet', 'Built-up', 'Super built-up']);
    expect(spin('Floor')).toHaveValue(null);
    expect(spin('Total floors')).toHaveValue(null);
    const available = screen.getByLabelText('Available from');
    expect(available).toHaveAttribute('type', 'date');
    expect(available).toHaveAttribute('max', latestAvailableFrom(new Date()));
    expect(spin('Security deposit')).toHaveValue(null);
    expect(spin('Maintenance per month')).toHaveValue(null);
    for (const name of ['Family', 'Bachelors', 'Company']) {
      expect(box('Preferred tenants', name)).not.toBeChecked();
    }
    for (const name of ['Lift', 'Power backup', 'Security', 'Gym', 'Swimming pool', 'Piped gas']) {
      expect(box('Amenities', name)).not.toBeChecked();
    }
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description.tagName).toBe('TEXTAREA');
    expect(description).toHaveAccessibleDescription('2000 characters left');
  });

  it('counts the characters left as the owner types, politely', async () => {
    const { user } = await openCreate();
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.type(description, 'Sunny{Enter}home');
    expect(description).toHaveAccessibleDescription('1990 characters left');
    const left = screen.getByText('1990 characters left');
    expect(left).toHaveAttribute('aria-live', 'polite');
    expect(description).toHaveAttribute('maxLength', '2000');
  });

  it(
    "hides a rent's facts for a sale, and sends none of them",
    async () => {
      const saved = buildListing({ type: 'sale' });
      const { user, fetchMock } = await openCreate({
        save: () => Response.json(saved, { status: 201 }),
      });
      await fillNewListing(user);
      await enter(user, spin('Security deposit'), '50000');
      await user.click(box('Preferred tenants', 'Family'));
      await user.click(screen.getByRole('button', { name: 'Sell' }));
      expect(
        screen.queryByRole('spinbutton', { name: 'Security deposit' }),
      ).not.toBeInTheDocument();
      expect(
        screen.queryByRole('spinbutton', { name: 'Maintenance per month' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Preferred tenants' })).not.toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Amenities' })).toBeInTheDocument();
      await enter(user, spin('Area (sq ft)'), '1150');
      await user.click(screen.getByRole('button', { name: 'Create Listing' }));
      await waitFor(() => expect(sentTo(fetchMock, '/api/listings')).toHaveLength(1));
      const body = sentTo(fetchMock, '/api/listings')[0]!.body as Record<string, unknown>;
      expect(body).toMatchObject({ type: 'sale', area: 1150, areaType: 'carpet' });
      expect(body).not.toHaveProperty('deposit');
      expect(body).not.toHaveProperty('maintenance');
      expect(body).not.toHaveProperty('tenants');
    },
    slow,
  );

  it(
    'sends every fact filled in, lists in the form’s order',
    async () => {
      const saved = buildListing();
      const { user, fetchMock } = await openCreate({
        save: () => Response.json(saved, { status: 201 }),
      });
      await fillNewListing(user);
      await enter(user, spin('Area (sq ft)'), '1150');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Area measured as' }),
        'Super built-up',
      );
      await enter(user, spin('Floor'), '0');
      await enter(user, spin('Total floors'), '4');
      await enter(user, screen.getByLabelText('Available from'), '2025-03-01');
      await enter(user, spin('Security deposit'), '50000');
      await enter(user, spin('Maintenance per month'), '2500');
      await user.click(box('Preferred tenants', 'Company'));
      await user.click(box('Preferred tenants', 'Family'));
      await user.click(box('Amenities', 'Piped gas'));
      await user.click(box('Amenities', 'Lift'));
      await enter(user, screen.getByRole('textbox', { name: 'Description' }), '  Quiet lane.  ');
      await user.click(screen.getByRole('button', { name: 'Create Listing' }));
      await waitFor(() => expect(sentTo(fetchMock, '/api/listings')).toHaveLength(1));
      expect(sentTo(fetchMock, '/api/listings')[0]!.body).toMatchObject({
        type: 'rent',
        area: 1150,
        areaType: 'super_built_up',
        floor: 0,
        totalFloors: 4,
        availableFrom: '2025-03-01',
        deposit: 50000,
        maintenance: 2500,
        tenants: ['family', 'company'],
        amenities: ['lift', 'piped-gas'],
        description: 'Quiet lane.',
      });
    },
    slow,
  );

  it(
    'shows what is wrong with a fact beside it, focuses the first and sends nothing',
    async () => {
      const { user, fetchMock } = await openCreate();
      await fillNewListing(user);
      await enter(user, spin('Area (sq ft)'), '10');
      await enter(user, spin('Floor'), '3');
      await enter(user, spin('Maintenance per month'), '-5');
      await user.click(screen.getByRole('button', { name: 'Create Listing' }));
      const area = spin('Area (sq ft)');
      expect(area).toHaveAttribute('aria-invalid', 'true');
      expect(area).toHaveAccessibleDescription(
        'Enter the area in whole square feet, from 50 to 100000.',
      );
      await waitFor(() => expect(area).toHaveFocus());
      expect(spin('Total floors')).toHaveAccessibleDescription('Enter the total floors too.');
      expect(spin('Maintenance per month')).toHaveAccessibleDescription(
        'Enter whole rupees from 0 to 100000000.',
      );
      expect(sentTo(fetchMock, '/api/listings')).toEqual([]);
    },
    slow,
  );

  it(
    "shows the server's refusal of a fact beside its control",
    async () => {
      const tooLate = 'Choose a date within a year from today.';
      const { user } = await openCreate({
        save: () =>
          errorResponse(400, 'VALIDATION_FAILED', tooLate, [
            { path: ['availableFrom'], message: tooLate },
            { path: ['tenants', 0], message: 'Choose Family, Bachelors or Company.' },
          ]),
      });
      await fillNewListing(user);
      await user.click(screen.getByRole('button', { name: 'Create Listing' }));
      expect(await toast()).toHaveTextContent(tooLate);
      const available = screen.getByLabelText('Available from');
      expect(available).toHaveAccessibleDescription(tooLate);
      await waitFor(() => expect(available).toHaveFocus());
      expect(screen.getByRole('group', { name: 'Preferred tenants' })).toHaveAccessibleDescription(
        'Choose Family, Bachelors or Company.',
      );
    },
    slow,
  );

  describe('when editing', () => {
    const current = buildListing({
      userRef: me.id,
      type: 'rent',
      name: 'Koramangala Garden Flat',
      images: [image('lake')],
      area: 1150,
      areaType: 'built_up',
      floor: 3,
      totalFloors: 12,
      availableFrom: '2026-12-01',
      deposit: 50000,
      maintenance: 2500,
      tenants: ['family', 'company'],
      amenities: ['lift', 'gym'],
      description: 'Near the park.\nQuiet.',
    });
    const path = `/edit-listing/${current.id}`;

    it('shows the saved facts', async () => {
      serve({ listing: current });
      renderAt(path, app);
      expect(await screen.findByRole('spinbutton', { name: 'Area (sq ft)' })).toHaveValue(1150);
      expect(screen.getByRole('combobox', { name: 'Area measured as' })).toHaveDisplayValue(
        'Built-up',
      );
      expect(spin('Floor')).toHaveValue(3);
      expect(spin('Total floors')).toHaveValue(12);
      expect(screen.getByLabelText('Available from')).toHaveValue('2026-12-01');
      expect(spin('Security deposit')).toHaveValue(50000);
      expect(spin('Maintenance per month')).toHaveValue(2500);
      expect(box('Preferred tenants', 'Family')).toBeChecked();
      expect(box('Preferred tenants', 'Bachelors')).not.toBeChecked();
      expect(box('Preferred tenants', 'Company')).toBeChecked();
      expect(box('Amenities', 'Lift')).toBeChecked();
      expect(box('Amenities', 'Gym')).toBeChecked();
      expect(box('Amenities', 'Security')).not.toBeChecked();
      const description = screen.getByRole('textbox', { name: 'Description' });
      expect(description).toHaveValue('Near the park.\nQuiet.');
      expect(description).toHaveAccessibleDescription('1979 characters left');
    });

    it(
      'sends null for an emptied input and [] for a list unticked, so they are removed',
      async () => {
        const fetchMock = serve({ listing: current, save: () => Response.json(current) });
        renderAt(path, app);
        const user = userEvent.setup();
        await user.clear(await screen.findByRole('spinbutton', { name: 'Area (sq ft)' }));
        await user.clear(spin('Security deposit'));
        await user.clear(screen.getByRole('textbox', { name: 'Description' }));
        await user.click(box('Preferred tenants', 'Family'));
        await user.click(box('Preferred tenants', 'Company'));
        await user.click(box('Amenities', 'Gym'));
        await user.click(screen.getByRole('button', { name: 'Edit Listing' }));
        expect(await toast()).toHaveTextContent(listingFormTexts.edited);
        const [put] = sentTo(fetchMock, path.replace('/edit-listing', '/api/listings')).filter(
          (request) => request.method === 'PUT',
        );
        expect(put!.body).toMatchObject({
          area: null,
          areaType: null,
          floor: 3,
          totalFloors: 12,
          availableFrom: '2026-12-01',
          deposit: null,
          maintenance: 2500,
          tenants: [],
          amenities: ['lift'],
          description: null,
        });
      },
      slow,
    );
  });
});
