import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/texts/account';
import { mockFetch, renderAt } from '../../test/render';
import {
  authError,
  hrefOf,
  pageAt,
  sentTo,
  serveSignedOut,
  signedInSession,
} from '../../test/routes';
import { SignInPage } from './SignInPage';

const page = pageAt('/sign-in', <SignInPage />);

const serve = (answer: () => Response) => serveSignedOut('/api/auth/sign-in/email', answer);

async function submit(email = 'asha@example.com', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  it('shows the form with its links and the social button', async () => {
    serve(() => Response.json({}));
    renderAt('/sign-in', page);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(hrefOf('Forgot Password')).toBe('/forgot-password');
    expect(hrefOf('Sign Up Instead')).toBe('/sign-up');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    serve(() => Response.json({}));
    renderAt('/sign-in', page);
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('signs in and goes to /', async () => {
    const fetchMock = serve(() => Response.json({ token: 't' }));
    renderAt('/sign-in', page);
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(sentTo(fetchMock, '/api/auth/sign-in/email')).toEqual([
      { method: 'POST', body: { email: 'asha@example.com', password: 'correct horse' } },
    ]);
  });

  it.each([
    [404, 'USER_NOT_FOUND', accountTexts.signIn.userNotFound],
    [401, 'INVALID_EMAIL_OR_PASSWORD', accountTexts.signIn.wrongPassword],
    [403, 'ACCOUNT_SUSPENDED', 'This account is suspended'],
    [429, 'RATE_LIMITED', accountTexts.signIn.failed],
    [400, 'INVALID_EMAIL', accountTexts.signIn.failed],
    [500, 'INTERNAL', accountTexts.signIn.failed],
  ])('answers %i %s with the toast "%s"', async (status, code, message) => {
    serve(() => authError(status, code));
    renderAt('/sign-in', page);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('shows the social error toast when no provider is configured', async () => {
    serve(() => Response.json({}));
    renderAt('/sign-in', page);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.social.failed);
  });

  it.each([
    ['ACCOUNT_SUSPENDED', 'This account is suspended'],
    ['access_denied', accountTexts.social.failed],
  ])('says why a social sign-in sent back with error=%s failed', async (code, message) => {
    serve(() => Response.json({}));
    renderAt(`/sign-in?next=/saved&error=${code}`, page);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('sends a visitor who is already signed in to the profile', async () => {
    mockFetch((url) =>
      url.pathname === '/api/auth/get-session' ? signedInSession() : { socialProvider: null },
    );
    renderAt('/sign-in', page);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });
});
