import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/schemas/account';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { sentTo } from '../../test/routes';
import { MessageMailsSetting } from './MessageMailsSetting';

const me: Me = {
  id: 'user-1',
  name: 'Asha',
  email: 'asha@example.com',
  moderator: false,
  messageMails: true,
};
const label = 'E-mail me about new messages';

describe('the new-message mails setting', () => {
  it('is on as the account has it and saves turning it off, then on', async () => {
    const fetchMock = mockFetch(async (_url, method) =>
      method === 'PATCH' ? { ...me, messageMails: false } : null,
    );
    const user = userEvent.setup();
    renderAt('/profile', <MessageMailsSetting me={me} />);
    const box = screen.getByRole('checkbox', { name: label });
    expect(box).toBeChecked();

    await user.click(box);
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() =>
      expect(sentTo(fetchMock, '/api/me')).toEqual([
        { method: 'PATCH', body: { messageMails: false } },
        { method: 'PATCH', body: { messageMails: true } },
      ]),
    );
  });

  it('shows the account turned off as off', () => {
    mockFetch(() => null);
    renderAt('/profile', <MessageMailsSetting me={{ ...me, messageMails: false }} />);
    expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
  });

  it('toasts and shows it as it was when it cannot be saved', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL', 'failed'));
    renderAt('/profile', <MessageMailsSetting me={me} />);
    const box = screen.getByRole('checkbox', { name: label });
    await userEvent.setup().click(box);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The setting could not be saved. Please try again.',
    );
    expect(box).toBeChecked();
  });
});
