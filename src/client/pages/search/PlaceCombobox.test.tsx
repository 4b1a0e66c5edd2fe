import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../../test/render';
import { PlaceCombobox } from './PlaceCombobox';
function Box(props: { onChoose: (place: { q: string; label: string }) => void }) {
  const [value, setValue] = useState('');
  return <PlaceCombobox value={value} onType={setValue} onChoose={props.onChoose} />;
}

describe('PlaceCombobox', () => {
  it('shows an offer’s label and chooses what a search takes (its value, when it has one)', async () => {
    mockFetch(() => ({
      places: [
        { label: 'कोरमंगला, बेंगलुरु', value: 'Koramangala, Bengaluru', kind: 'locality' },
        { label: 'Koratla, Telangana', kind: 'city' },
      ],
    }));
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderAt('/search', <Box onChoose={onChoose} />);
    await user.type(screen.getByRole('combobox'), 'कोर');
    await user.click(await screen.findByRole('option', { name: /कोरमंगला, बेंगलुरु/ }));
    expect(onChoose).toHaveBeenLastCalledWith({
      q: 'Koramangala, Bengaluru',
      label: 'कोरमंगला, बेंगलुरु',
    });
    await user.type(screen.getByRole('combobox'), 'a');
    await user.click(await screen.findByRole('option', { name: /Koratla/ }));
    expect(onChoose).toHaveBeenLastCalledWith({
      q: 'Koratla, Telangana',
      label: 'Koratla, Telangana',
    });
  });
});
