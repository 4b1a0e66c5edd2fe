import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/texts/account';
import { mockFetch, renderAt } from '../../test/render';
import { hrefOf, pageAt, sentTo, signedInSession } from '../../test/routes';
import { VerifyEmailPage } from './VerifyEmailPage';

const texts = accountTexts.verifyEmail;
const page = pageAt('/verify-email', <VerifyEmailPage />);

function serve(emailVerified: boolean | null) {
  return mockFetch((url) => {
    if (url.pathname === '/api/auth/get-session') {
      if (emailVerified === null) return null;
      return signedInSession({
        id: 'user-1',
        name: 'Asha',
        email: 'asha@example.com',
        emailVerified,
      } as never);
    }
    if (url.pathname === '/api/auth/send-verification-email') return { status: true };
    throw new Error(`unexpected ${url.pathname}`);
  });
}

describe('VerifyEmailPage', () => {
  it('goes on to the listing form with a toast once the link has verified the address', async () => {
    serve(true);
    renderAt('/verify-email', page);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.verifiedToast);
    expect(await screen.findByTestId('location')).toHaveTextContent('/create-listing');
  });

  it('tells a visitor the address is verified and to sign in to publish', async () => {
    serve(null);
    renderAt('/verify-email', page);
    expect(await screen.findByRole('heading', { name: texts.verified })).toBeInTheDocument();
    expect(hrefOf(texts.goOn)).toBe('/sign-in?next=/create-listing');
  });

  it('offers a new link when the link was used or expired', async () => {
    const fetchMock = serve(false);
    renderAt('/verify-email?error=TOKEN_EXPIRED', page);
    expect(await screen.findByRole('heading', { name: texts.linkFailed })).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: texts.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      texts.resent({ email: 'asha@example.com' }),
    );
    expect(sentTo(fetchMock, '/api/auth/send-verification-email')).toHaveLength(1);
  });

  it('says so when the address is verified already, and when nobody is signed in', async () => {
    serve(true);
    const signedIn = renderAt('/verify-email?error=INVALID_TOKEN', page);
    expect(await screen.findByText(texts.alreadyVerified)).toBeInTheDocument();
    expect(hrefOf(texts.goOn)).toBe('/create-listing');
    signedIn.unmount();
    serve(null);
    renderAt('/verify-email?error=INVALID_TOKEN', page);
    expect(await screen.findByText(texts.signInToAsk)).toBeInTheDocument();
    expect(hrefOf(texts.signIn)).toBe('/sign-in?next=/create-listing');
  });
});
