import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Listing } from '../../../shared/schemas/listing';
import { buildListing } from '../../test/fixtures';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { CurrentPath, sentTo, signedInSession } from '../../test/routes';
import { ContactPage } from './ContactPage';

const page = <ContactPage />;
const pattern = '/contact/:landlordId';
const landlord = { id: 'owner-1', name: 'Asha Rao', email: 'asha@example.com' };
const seeker = { id: 'seeker-1', name: 'Ravi Kumar', email: 'ravi@example.com' };
const home = buildListing({ name: 'Tom & Jerry Villa', userRef: landlord.id });
const conversationId = '7d9f0c1e-2b3a-4c5d-8e6f-0a1b2c3d4e5f';

const contactPath = (listing: Pick<Listing, 'id' | 'name'> = home, landlordId = landlord.id) =>
  `/contact/${landlordId}?listingName=${encodeURIComponent(listing.name)}&listingId=${listing.id}`;

/** The contact page and, beside it, whatever page it sends to (its path shown). */
const app = (
  <Routes>
    <Route path={pattern} element={page} />
    <Route path="*" element={<CurrentPath />} />
  </Routes>
);

interface Serve {
  viewer?: typeof seeker | null;
  listing?: Listing;
  /** The answer to POST /api/conversations. */
  send?: () => Response;
}

function serve({ viewer = seeker, listing = home, send }: Serve = {}) {
  return mockFetch((url, method) => {
    if (url.pathname === '/api/auth/get-session') return viewer && signedInSession(viewer);
    if (url.pathname === `/api/users/${landlord.id}`) return landlord;
    if (url.pathname === `/api/listings/${listing.id}`) return listing;
    if (url.pathname === '/api/conversations' && method === 'POST')
      return send ? send() : Response.json({ id: conversationId }, { status: 201 });
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
}

const messageBox = () => screen.findByRole('textbox', { name: 'Message' });
const sendButton = () => screen.findByRole('button', { name: 'Send on Homestead' });

afterEach(() => sessionStorage.clear());

describe('ContactPage', () => {
  it('builds the mailto link from the landlord, the listing name and the message', async () => {
    mockFetch((url) =>
      url.pathname === '/api/users/owner-1' ? landlord : errorResponse(404, 'NOT_FOUND', 'x'),
    );
    const user = userEvent.setup();
    renderAt(
      `/contact/owner-1?listingName=${encodeURIComponent('Tom & Jerry Villa')}`,
      page,
      pattern,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Landlord' })).toBeInTheDocument();
    expect(await screen.findByText('Contact Asha Rao')).toBeInTheDocument();
    const send = screen.getByRole('link', { name: 'Send Message' });
    expect(send).toHaveAttribute(
      'href',
      'mailto:asha@example.com?subject=Inquery%20for%20Tom%20%26%20Jerry%20Villa&body=',
    );

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is it free & open?');
    expect(send).toHaveAttribute(
      'href',
      'mailto:asha@example.com?subject=Inquery%20for%20Tom%20%26%20Jerry%20Villa&body=Is%20it%20free%20%26%20open%3F',
    );
  });

  it('toasts and shows no form for an unknown landlord', async () => {
    mockFetch(() => errorResponse(404, 'NOT_FOUND', 'User not found'));
    renderAt('/contact/nobody?listingName=Flat', page, pattern);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send Message' })).not.toBeInTheDocument();
  });
});

describe('Send on Homestead', () => {
  it('is offered beside the mailto link for a listed home of that landlord', async () => {
    serve();
    renderAt(contactPath(), page, pattern);
    expect(await sendButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Send Message' })).toBeInTheDocument();
  });

  it.each<[string, () => { path: string; listing?: Listing; viewer?: typeof seeker }]>([
    ['without a listingId', () => ({ path: `/contact/${landlord.id}?listingName=Villa` })],
    ['for a listingId that is no id', () => ({ path: `${contactPath()}x` })],
    [
      'for a home that is not listed',
      () => {
        const rented = { ...home, status: 'rented' as const };
        return { path: contactPath(rented), listing: rented };
      },
    ],
    [
      "for another landlord's home",
      () => {
        const theirs = buildListing({ userRef: 'owner-2' });
        return { path: contactPath(theirs), listing: theirs };
      },
    ],
    [
      "for the owner's own home",
      () => ({ path: contactPath(), viewer: { ...landlord, name: landlord.name } }),
    ],
  ])('is not offered %s', async (_case, setup) => {
    const { path, listing, viewer } = setup();
    const fetchMock = serve({ listing, viewer });
    renderAt(path, page, pattern);
    expect(await screen.findByText('Contact Asha Rao')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Every request answered: the listing's, when there is one to ask for.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Send on Homestead' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('says "Please write a message" and sends nothing when the message is empty', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderAt(contactPath(), page, pattern);
    await user.type(await messageBox(), '   ');
    await user.click(await sendButton());

    expect(await screen.findByText('Please write a message')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/conversations')).toEqual([]);
  });

  it('sends the message, toasts "Message sent" and links to the conversation', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderAt(contactPath(), page, pattern);
    const box = await messageBox();
    await user.type(box, '  Is it still free?  ');
    await user.click(await sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Message sent');
    expect(screen.getByRole('link', { name: 'Open conversation' })).toHaveAttribute(
      'href',
      `/messages/${conversationId}`,
    );
    expect(sentTo(fetchMock, '/api/conversations')).toEqual([
      { method: 'POST', body: { listingId: home.id, text: 'Is it still free?' } },
    ]);
    // Emptied, so that a second press does not send it twice.
    expect(box).toHaveValue('');
  });

  it.each([
    [
      'the daily limit',
      () =>
        errorResponse(
          429,
          'CONVERSATIONS_DAILY_LIMIT',
          'You have contacted many owners today. Please try again tomorrow.',
        ),
      'You have contacted many owners today. Please try again tomorrow.',
    ],
    [
      'a block',
      () => errorResponse(403, 'MESSAGES_BLOCKED', 'blocked'),
      'This owner does not accept your messages',
    ],
    [
      'a home no longer listed',
      () => errorResponse(409, 'LISTING_NOT_LISTED', 'This home is no longer on offer'),
      'This home is no longer on offer',
    ],
    [
      'a failure',
      () => errorResponse(500, 'INTERNAL', 'boom'),
      'The message could not be sent. Please try again.',
    ],
  ])('says so after %s, and keeps the message', async (_case, send, said) => {
    serve({ send });
    const user = userEvent.setup();
    renderAt(contactPath(), page, pattern);
    const box = await messageBox();
    await user.type(box, 'Hello');
    await user.click(await sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(said);
    expect(screen.queryByRole('link', { name: 'Open conversation' })).not.toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('sends a visitor to sign in and back, with the message still typed and not sent', async () => {
    const visitor = serve({ viewer: null });
    const user = userEvent.setup();
    const first = renderAt(contactPath(), app);
    await user.type(await messageBox(), 'Is parking included?');
    await user.click(await sendButton());

    expect(await screen.findByTestId('location')).toHaveTextContent('/sign-in');
    expect(sentTo(visitor, '/api/conversations')).toEqual([]);
    first.unmount();

    // Signed in, back on the page that `next` names.
    const signedIn = serve();
    renderAt(contactPath(), page, pattern);
    const box = await messageBox();
    await waitFor(() => expect(box).toHaveValue('Is parking included?'));
    expect(sentTo(signedIn, '/api/conversations')).toEqual([]);
    await user.click(await sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Message sent');
    expect(sentTo(signedIn, '/api/conversations')).toHaveLength(1);
  });

  it('keeps the message for its own contact page only', async () => {
    serve({ viewer: null });
    const user = userEvent.setup();
    const first = renderAt(contactPath(), app);
    await user.type(await messageBox(), 'For the villa');
    await user.click(await sendButton());
    await screen.findByTestId('location');
    first.unmount();

    const other = buildListing({ userRef: landlord.id });
    serve({ listing: other });
    renderAt(contactPath(other), page, pattern);
    await sendButton();
    expect(await messageBox()).toHaveValue('');
  });
});
