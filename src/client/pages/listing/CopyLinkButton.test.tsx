import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_COPIED_MS } from '../../../shared/constants';
import { CopyLinkButton } from './CopyLinkButton';

describe('CopyLinkButton', () => {
  afterEach(() => vi.useRealTimers());

  it('copies the page address and shows "Link Copied" for one second', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyLinkButton />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });

    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByText('Link Copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LINK_COPIED_MS - 1));
    expect(screen.getByText('Link Copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Link Copied')).not.toBeInTheDocument();
  });

  it('shows it a full second again after a second copy', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockResolvedValue(undefined) },
    });
    render(<CopyLinkButton />);
    const button = screen.getByRole('button', { name: 'Copy link' });

    await act(async () => fireEvent.click(button));
    act(() => vi.advanceTimersByTime(LINK_COPIED_MS - 100));
    await act(async () => fireEvent.click(button));
    act(() => vi.advanceTimersByTime(LINK_COPIED_MS - 1));
    expect(screen.getByText('Link Copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Link Copied')).not.toBeInTheDocument();
  });

  it('falls back to a hidden text field when the Clipboard API is refused', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CopyLinkButton />);

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('Link Copied')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });
});
