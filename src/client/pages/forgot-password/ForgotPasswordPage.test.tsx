import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/texts/account';
import { mockFetch, renderAt } from '../../test/render';
import { authError, hrefOf, sentTo } from '../../test/routes';
import { ForgotPasswordPage } from './ForgotPasswordPage';

async function send() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordPage', () => {
  it('asks for the reset e-mail and says it was sent', async () => {
    const fetchMock = mockFetch(() => ({ status: true }));
    renderAt('/forgot-password', <ForgotPasswordPage />);
    expect(hrefOf('Sign In')).toBe('/sign-in');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.forgotPassword.sent);
    expect(sentTo(fetchMock, '/api/auth/request-password-reset')).toEqual([
      { method: 'POST', body: { email: 'asha@example.com' } },
    ]);
  });

  it.each([
    [503, 'RESET_EMAIL_FAILED'],
    [429, 'RATE_LIMITED'],
  ])('answers %i %s with "Coludn\'t send reset email"', async (status, code) => {
    mockFetch(() => authError(status, code));
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.forgotPassword.failed);
  });
});
