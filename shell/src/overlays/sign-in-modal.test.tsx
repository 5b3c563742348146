import { act, screen, within } from '@testing-library/react';
import { pageNavigation, useSignIn, type SignInOptions } from '@x4i/shared';
import { renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { SignInModal } from './sign-in-modal';

setupMswServer();

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

function Opener({ options }: { options?: SignInOptions }) {
  const { open } = useSignIn();
  return (
    <button type="button" onClick={() => open(options)}>
      Open sign-in
    </button>
  );
}

async function renderOpen(options?: SignInOptions) {
  const view = renderWithProviders(
    <>
      <Opener options={options} />
      <SignInModal />
    </>,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Open sign-in' }));
  return { ...view, dialog: screen.getByRole('dialog') };
}

describe('SignInModal', () => {
  it('is titled with the product name when no page asked for sign-in', async () => {
    const { dialog } = await renderOpen();
    expect(dialog).toHaveAccessibleName('Sign in to X4I');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it("is titled 'Please sign in to continue' when a page asked for sign-in", async () => {
    const { dialog } = await renderOpen({ landingPath: '/all/money-flow' });
    expect(dialog).toHaveAccessibleName('Please sign in to continue');
  });

  it('goes to the gateway sign-in with the landing path and action; the terms are asked on the provider page only', async () => {
    const { dialog, user } = await renderOpen({ landingPath: '/all/money-flow?state=wa', action: 'VOTE' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    await user.click(next);
    expect(assign).toHaveBeenCalledWith('/napi/login?returnTo=%2Fall%2Fmoney-flow%3Fstate%3Dwa&action=VOTE');
  });

  it('lands on /profile by default, and Sign Up adds signup=1', async () => {
    const { dialog, user } = await renderOpen();
    await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith('/napi/login?returnTo=%2Fprofile&signup=1');
  });

  it('has real tabs that the arrow keys move between', async () => {
    const { dialog, user } = await renderOpen();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Sign In', 'Sign Up']);
    expect(within(dialog).getByRole('tablist')).toBeInTheDocument();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName('Sign In');

    act(() => tabs[0]!.focus());
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName('Sign Up');
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[1]).toHaveFocus();
  });

  it('closes on Escape, gives focus back, and forgets the landing path and action', async () => {
    const { user } = await renderOpen({ landingPath: '/all/money-flow', action: 'VOTE' });
    expect(screen.getByRole('button', { name: 'Close sign in' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open sign-in' })).toHaveFocus();
  });

  it('is a modal dialog (opened with showModal(), the browser keeps Tab inside) and closes with its close icon', async () => {
    const { dialog, user } = await renderOpen();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveProperty('open', true);
    const close = within(dialog).getByRole('button', { name: 'Close sign in' });
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens fresh after closing: no landing path, the Sign In tab', async () => {
    const view = renderWithProviders(
      <>
        <Opener options={{ landingPath: '/all/money-flow' }} />
        <Opener />
        <SignInModal />
      </>,
    );
    const [withLanding, plain] = screen.getAllByRole('button', { name: 'Open sign-in' });
    await view.user.click(withLanding!);
    await view.user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await view.user.keyboard('{Escape}');
    await view.user.click(plain!);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Sign in to X4I');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });
});
