import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DESKTOP_ONLY_MESSAGE, useDesktopOnly, useOptionsModal, useSimpleMessage } from '@x4i/shared';
import { renderWithProviders } from '@x4i/shared/testing';
import { MessageModals } from './message-modals';

function Triggers({ onCreate }: { onCreate: () => void }) {
  const simple = useSimpleMessage();
  const options = useOptionsModal();
  const desktopOnly = useDesktopOnly();
  const [chosen, setChosen] = useState<string>('none');
  return (
    <>
      <button type="button" onClick={() => simple.show({ title: 'Saved', message: 'Your draft is saved.' })}>
        Simple
      </button>
      <button
        type="button"
        onClick={() =>
          void options
            .show({ title: 'Share', message: 'Share with whom?', options: [{ label: 'Everyone', value: 'all' }, { label: 'My team', value: 'team' }] })
            .then((value) => setChosen(String(value)))
        }
      >
        Options
      </button>
      <button type="button" onClick={() => desktopOnly(onCreate)}>
        Create
      </button>
      <output>{chosen}</output>
    </>
  );
}

function renderModals(onCreate = jest.fn()) {
  return { ...renderWithProviders(<><Triggers onCreate={onCreate} /><MessageModals /></>), onCreate };
}

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('simple message modal', () => {
  it('is an alert dialog with title and message; OK closes it and focus goes back', async () => {
    const { user } = renderModals();
    await user.click(screen.getByRole('button', { name: 'Simple' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Saved' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Your draft is saved.');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simple' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = renderModals();
    await user.click(screen.getByRole('button', { name: 'Simple' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('options modal', () => {
  it('resolves the chosen value', async () => {
    const { user } = renderModals();
    await user.click(screen.getByRole('button', { name: 'Options' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog).toHaveAccessibleDescription('Share with whom?');
    expect(within(dialog).getByRole('button', { name: 'Everyone' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'My team' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('team')).toBeInTheDocument();
  });

  it('resolves null when dismissed with Cancel or Escape', async () => {
    const { user } = renderModals();
    await user.click(screen.getByRole('button', { name: 'Options' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('null')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Options' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('desktop-only guard', () => {
  it('runs the action on desktop', async () => {
    window.innerWidth = 1024;
    const { user, onCreate } = renderModals();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("under 768 px shows 'Creating content can only be done on desktop.' instead", async () => {
    window.innerWidth = 767;
    const { user, onCreate } = renderModals();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onCreate).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(DESKTOP_ONLY_MESSAGE);
    expect(DESKTOP_ONLY_MESSAGE).toBe('Creating content can only be done on desktop.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
