import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@x4i/shared/testing';
import { useRef, useState } from 'react';
import { Dialog, DialogActions } from '@x4i/shared';
import { ConfirmationDialog } from './confirmation-dialog';
import { TypedConfirmationDialog } from './typed-confirmation-dialog';

function Harness({ onConfirm = async () => undefined }: { onConfirm?: () => Promise<void> }) {
  const [open, setOpen] = useState<'plain' | 'typed' | null>(null);
  const fallback = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button onClick={() => setOpen('plain')}>Open</button>
      <button ref={fallback} onClick={() => setOpen('typed')}>
        Open typed
      </button>
      {open === 'plain' && (
        <Dialog title="Edit Helping Hands" onClose={() => setOpen(null)}>
          <label>
            Name <input defaultValue="Helping Hands" />
          </label>
          <DialogActions>
            <button onClick={() => setOpen(null)}>Cancel</button>
            <button>Save</button>
          </DialogActions>
        </Dialog>
      )}
      {open === 'typed' && (
        <TypedConfirmationDialog title="Delete Helping Hands" expected="Helping Hands" onConfirm={onConfirm} onClose={() => setOpen(null)} returnFocus={fallback}>
          <p>Its rules are deleted with it.</p>
        </TypedConfirmationDialog>
      )}
    </>
  );
}

describe('the dialog', () => {
  it('is a labelled modal dialog that starts on its first field', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Helping Hands' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('is opened as a modal (the browser keeps focus inside), with the close button after the content in Tab order', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveProperty('open', true);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape, on its close button and on a click on the backdrop, and gives focus back', async () => {
    const { user } = renderWithProviders(<Harness />);
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
    expect(document.body.style.overflow).toBe('');

    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(open);
    // A press on the backdrop lands on the dialog element itself.
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the typed confirmation', () => {
  it('enables Delete only once the exact text is typed, and then confirms', async () => {
    const onConfirm = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open typed' }));
    const field = screen.getByRole('textbox', { name: 'Type “Helping Hands” to confirm' });
    const deleteButton = screen.getByRole('button', { name: 'Delete' });
    expect(field).toHaveFocus();
    expect(deleteButton).toBeDisabled();
    await user.type(field, 'Helping');
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(field, ' Hands');
    expect(deleteButton).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('gives focus to the fallback when it closes', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open typed' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open typed' })).toHaveFocus());
  });
});

function ConfirmationHarness({ onConfirm }: { onConfirm(): Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <ConfirmationDialog title="Roll back" confirmLabel="Roll back" onConfirm={onConfirm} onClose={() => setOpen(false)}>
          <p>The previous snapshot goes back in.</p>
        </ConfirmationDialog>
      )}
    </>
  );
}

describe('the confirmation', () => {
  it('starts on Cancel, which closes it without confirming', async () => {
    const onConfirm = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<ConfirmationHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Roll back' })).toHaveTextContent('The previous snapshot goes back in.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms once, busy until the call is over', async () => {
    let finish = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(<ConfirmationHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll back' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(confirm).not.toHaveAttribute('aria-busy');
  });
});
