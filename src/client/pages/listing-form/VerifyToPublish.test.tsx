import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/texts/account';
import { buildListing } from '../../test/fixtures';
import { mockFetch, renderAt } from '../../test/render';
import { authError, sentTo, signedInPageAt, signedInSession } from '../../test/routes';
import { ListingFormPage } from './ListingFormPage';

const texts = accountTexts.verifyEmail;
const app = signedInPageAt(['/create-listing', '/edit-listing/:listingId'], <ListingFormPage />);

function serve(options: { required: boolean; verified: boolean; resend?: () => Response }) {
  const user = { id: 'user-1', name: 'Asha', email: 'asha@example.com' };
  return mockFetch((url) => {
    if (url.pathname === '/api/auth/get-session') {
      return signedInSession({ ...user, emailVerified: options.verified } as typeof user);
    }
    if (url.pathname === '/api/config') {
      return {
        map: { tileUrl: '', attribution: '' },
        geocodingEnabled: true,
        socialProvider: null,
        publishRequiresVerifiedEmail: options.required,
      };
    }
    if (url.pathname === '/api/auth/send-verification-email') {
      return options.resend?.() ?? { status: true };
    }
    if (url.pathname.startsWith('/api/listings/')) return buildListing({ userRef: 'user-1' });
    throw new Error(`unexpected ${url.pathname}`);
  });
}

describe('publishing with PUBLISH_REQUIRES_VERIFIED_EMAIL', () => {
  it('shows an unverified owner how to verify instead of the form, and sends the link again', async () => {
    const fetchMock = serve({ required: true, verified: false });
    renderAt('/create-listing', app);
    expect(await screen.findByRole('heading', { name: texts.needed })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create a Listing' })).toBeInTheDocument();
    expect(screen.getByText(texts.where({ email: 'asha@example.com' }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Listing' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: texts.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      texts.resent({ email: 'asha@example.com' }),
    );
    expect(sentTo(fetchMock, '/api/auth/send-verification-email')).toEqual([
      { method: 'POST', body: { email: 'asha@example.com' } },
    ]);
  });

  it('shows the limit when links were asked for too often', async () => {
    serve({
      required: true,
      verified: false,
      resend: () =>
        Response.json(
          { code: 'RATE_LIMITED', message: 'Too many attempts, try again in 42 s' },
          { status: 429 },
        ),
    });
    renderAt('/create-listing', app);
    await userEvent.setup().click(await screen.findByRole('button', { name: texts.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, try again in 42 s',
    );
  });

  it('reads the session again when the address was verified meanwhile', async () => {
    let verified = false;
    mockFetch((url) => {
      if (url.pathname === '/api/auth/get-session') {
        return signedInSession({
          id: 'user-1',
          name: 'Asha',
          email: 'asha@example.com',
          emailVerified: verified,
        } as never);
      }
      if (url.pathname === '/api/config') return { publishRequiresVerifiedEmail: true };
      if (url.pathname === '/api/auth/send-verification-email') {
        verified = true;
        return authError(400, 'EMAIL_ALREADY_VERIFIED');
      }
      throw new Error(`unexpected ${url.pathname}`);
    });
    renderAt('/create-listing', app);
    await userEvent.setup().click(await screen.findByRole('button', { name: texts.resend }));
    expect(await screen.findByRole('button', { name: 'Create Listing' })).toBeInTheDocument();
  });

  it('shows the notice on the edit page too', async () => {
    serve({ required: true, verified: false });
    renderAt('/edit-listing/listing-1', app);
    expect(await screen.findByRole('heading', { name: texts.needed })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Listing' })).not.toBeInTheDocument();
  });

  it('shows the form to a verified owner, and to everyone while the setting is off', async () => {
    serve({ required: true, verified: true });
    const first = renderAt('/create-listing', app);
    expect(await screen.findByRole('button', { name: 'Create Listing' })).toBeInTheDocument();
    first.unmount();
    serve({ required: false, verified: false });
    renderAt('/create-listing', app);
    expect(await screen.findByRole('button', { name: 'Create Listing' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: texts.needed })).not.toBeInTheDocument(),
    );
  });
});
