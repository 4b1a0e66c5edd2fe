import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { ContactPage } from './ContactPage';

const page = <ContactPage />;
const pattern = '/contact/:landlordId';
const landlord = { id: 'owner-1', name: 'Asha Rao', email: 'asha@example.com' };

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
