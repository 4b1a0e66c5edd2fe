import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/texts/account';
import { renderAt, requestedUrls } from '../../test/render';
import { authError, hrefOf, pageAt, sentTo, serveSignedOut } from '../../test/routes';
import { SignUpPage } from './SignUpPage';

const page = pageAt('/sign-up', <SignUpPage />);

const serve = (answer: () => Response) => serveSignedOut('/api/auth/sign-up/email', answer);

async function fill(password = 'long enough password') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Asha Menon');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignUpPage', () => {
  it('says the password rule and links to sign-in', () => {
    serve(() => Response.json({}));
    renderAt('/sign-up', page);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(hrefOf('Sign In Instead')).toBe('/sign-in');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('creates the account and goes to / signed in', async () => {
    const fetchMock = serve(() => Response.json({ token: 't' }));
    renderAt('/sign-up', page);
    await fill();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(sentTo(fetchMock, '/api/auth/sign-up/email')).toEqual([
      {
        method: 'POST',
        body: { name: 'Asha Menon', email: 'asha@example.com', password: 'long enough password' },
      },
    ]);
  });

  it('refuses a short password in the form, without asking the server', async () => {
    const fetchMock = serve(() => Response.json({}));
    renderAt('/sign-up', page);
    await fill('short');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(requestedUrls(fetchMock).map((url) => url.pathname)).not.toContain(
      '/api/auth/sign-up/email',
    );
  });

  it.each([
    [422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', accountTexts.signUp.emailInUse],
    [400, 'INVALID_NAME', accountTexts.signUp.failed],
    [429, 'RATE_LIMITED', accountTexts.signUp.failed],
    [500, 'INTERNAL', accountTexts.signUp.failed],
  ])('answers %i %s with the toast "%s"', async (status, code, message) => {
    serve(() => authError(status, code));
    renderAt('/sign-up', page);
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
