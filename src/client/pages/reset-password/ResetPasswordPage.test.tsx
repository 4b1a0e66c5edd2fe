import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/texts/account';
import { mockFetch, renderAt } from '../../test/render';
import { authError, pageAt, sentTo } from '../../test/routes';
import { ResetPasswordPage } from './ResetPasswordPage';

const page = pageAt('/reset-password', <ResetPasswordPage />);

async function reset(password = 'a new password') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), password);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  it('sets the new password with the token of the link, then goes to /sign-in', async () => {
    const fetchMock = mockFetch(() => ({ status: true }));
    renderAt('/reset-password?token=abc123', page);
    await reset();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.resetPassword.done);
    expect(sentTo(fetchMock, '/api/auth/reset-password')).toEqual([
      { method: 'POST', body: { token: 'abc123', newPassword: 'a new password' } },
    ]);
  });

  it('says when the link is invalid or expired', async () => {
    mockFetch(() => authError(400, 'INVALID_TOKEN'));
    renderAt('/reset-password?token=used', page);
    await reset();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      accountTexts.resetPassword.linkInvalid,
    );
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('refuses a short password in the form', async () => {
    const fetchMock = mockFetch(() => ({ status: true }));
    renderAt('/reset-password?token=abc123', page);
    await reset('short');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
