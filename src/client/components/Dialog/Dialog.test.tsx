import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

/** A page with a button that opens a dialog of three controls. */
function Harness(props: { onEscapeInside?: (event: KeyboardEvent) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} heading="Things">
        <button type="button">First</button>
        <input aria-label="Middle" data-autofocus onKeyDown={props.onEscapeInside} />
        <button type="button" onClick={() => setOpen(false)}>
          Last
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its heading, with nothing inside while closed', async () => {
    render(<Harness />);
    expect(screen.queryByRole('heading', { name: 'Things' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Things' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Middle' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('leaves Escape to a control inside that uses it', async () => {
    render(<Harness onEscapeInside={(event) => event.preventDefault()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Things' })).toBeInTheDocument();
  });
});
