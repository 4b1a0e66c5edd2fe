import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../shared/texts/message';
import { textParts } from './text-parts';

describe('textParts', () => {
  it('puts elements in the placeholders, in the order the text gives', () => {
    const about = fill('About {listing}');
    const { container } = render(<p>{textParts(about, { listing: <strong>Sea View</strong> })}</p>);
    expect(container.innerHTML).toBe('<p>About <strong>Sea View</strong></p>');

    const reversed = fill('{listing}, about');
    const other = render(<p>{textParts(reversed, { listing: <strong>Sea View</strong> })}</p>);
    expect(other.container.innerHTML).toBe('<p><strong>Sea View</strong>, about</p>');
  });
});
