import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { pageNavigation } from '@x4i/shared';
import { buildSessionUser, buildTeamMember, renderWithProviders, sessionHandlersFor, setupMswServer } from '@x4i/shared/testing';
import { SignInModal } from '../overlays/sign-in-modal';
import X4AdminPage from './x4admin-page';

const server = setupMswServer();

function renderEntry() {
  return renderWithProviders(
    <>
      <X4AdminPage />
      <SignInModal />
    </>,
    { route: '/x4admin' },
  );
}

describe('/x4admin', () => {
  it('opens the sign-in modal for anonymous visitors, landing on the admin dashboard', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user, location } = renderEntry();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Please sign in to continue' })).toBeInTheDocument();
    expect(location().pathname).toBe('/x4admin');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const signIn = new URL(assign.mock.calls[0]![0] as string, 'http://localhost');
    expect(signIn.searchParams.get('returnTo')).toBe('/admin/organizations');
    assign.mockRestore();
  });

  it('lets a visitor who closed the modal open it again', async () => {
    const { user } = renderEntry();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Please sign in to continue' })).toBeInTheDocument();
  });

  it('sends a signed-in team member on to the dashboard', async () => {
    server.use(...sessionHandlersFor(buildTeamMember()));
    const { location } = renderEntry();
    await waitFor(() => expect(location().pathname).toBe('/admin/organizations'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends other signed-in users home', async () => {
    server.use(...sessionHandlersFor(buildSessionUser()));
    const { location } = renderEntry();
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
