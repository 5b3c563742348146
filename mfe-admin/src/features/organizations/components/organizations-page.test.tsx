import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { adminWriteFailureHandlers, apiErrorResponse, apiPath, buildSessionUser, buildTeamMember, setupMswServer } from '@x4i/shared/testing';
import { http } from 'msw';
import { routeTable } from '../../../route-table';
import { expectAccessible, renderAdminPage, snackbars } from '../../../testing/render-admin-page';
import { OrganizationsPage } from './organizations-page';

const server = setupMswServer();
const route = routeTable.find((entry) => entry.id === 'organizations')!;

function renderPage(options: Partial<Parameters<typeof renderAdminPage>[2]> = {}) {
  return renderAdminPage(server, <OrganizationsPage route={route} />, { route: '/admin/organizations', path: route.path, ...options });
}

const table = () => screen.getByRole('table');
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function loaded() {
  return screen.findByRole('table');
}

describe('the organizations page', () => {
  it('lists the organisations with their subscriptions and counts', async () => {
    renderPage();
    await loaded();
    await waitFor(() => expect(document.title).toBe('X4I - Organizations'));
    expect(screen.getByRole('heading', { level: 1, name: 'Organizations' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['BrightPath Learning', 'Food Bank of Alaska', 'Helping Hands']);
    const helpingHands = screen.getByRole('row', { name: /^Helping Hands/ });
    expect(within(helpingHands).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Premium listing', '2', '2', '2', expect.any(String)]);
    expect(within(screen.getByRole('row', { name: /^BrightPath/ })).getByText('Premium compensation, Premium listing')).toBeInTheDocument();
    expect(within(helpingHands).getByRole('link', { name: 'Rules of Helping Hands' })).toHaveAttribute('href', '/admin/organizations/org-helping-hands/rules');
    expect(screen.getByRole('status')).toHaveTextContent('3 organizations.');
    await expectAccessible();
  });

  it('offers every organisation as a download', async () => {
    renderPage();
    await loaded();
    expect(screen.getByRole('button', { name: 'Download CSV of Organizations and their subscriptions' })).toBeInTheDocument();
  });

  it('filters by a case-insensitive part of the name; an empty filter shows all', async () => {
    const { user } = renderPage();
    await loaded();
    const filter = screen.getByRole('searchbox', { name: 'Filter organizations' });
    await user.type(filter, 'HAND');
    expect(rowNames()).toEqual(['Helping Hands']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 organizations.');
    await user.clear(filter);
    await user.type(filter, 'zzz');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No organization matches “zzz”.');
    await user.clear(filter);
    expect(rowNames()).toHaveLength(3);
  });

  it('adds an organisation with a trimmed name, says so and reloads the list', async () => {
    const { user, admin } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add organization' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an organization' });
    const name = within(dialog).getByPlaceholderText('Organization Name');
    expect(name).toHaveFocus();
    await user.type(name, '  Clean Water Now  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('rowheader', { name: 'Clean Water Now' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(snackbars()).toEqual([{ message: 'Success! Clean Water Now has been added!', variant: 'default' }]);
    expect(admin.calls).toEqual([{ method: 'POST', path: '/organization/create', body: { name: 'Clean Water Now' } }]);
  });

  it('says a duplicate was not added, and keeps the dialog open', async () => {
    const { user } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add organization' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Organization name' }), 'helping hands{Enter}');
    await waitFor(() =>
      expect(snackbars()).toEqual([{ message: 'Oops! helping hands was not added. Check to see if this org already exists.', variant: 'error' }]),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(3);
  });

  it('asks for a name before calling the backend', async () => {
    const { user, admin } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add organization' }));
    await user.type(screen.getByPlaceholderText('Organization Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('textbox', { name: 'Organization name' })).toHaveAccessibleDescription('Enter the organization name.');
    expect(admin.calls).toEqual([]);
  });

  it('edits the name and subscriptions in a prefilled dialog', async () => {
    const { user, admin } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit Helping Hands' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Helping Hands' });
    const name = within(dialog).getByRole('textbox', { name: 'Organization name' });
    expect(name).toHaveValue('Helping Hands');
    expect(within(dialog).getByRole('checkbox', { name: 'Premium listing' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Premium compensation' })).not.toBeChecked();
    await expectAccessible();

    await user.clear(name);
    await user.type(name, 'Helping Hands United');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Premium compensation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('rowheader', { name: 'Helping Hands United' })).toBeInTheDocument();
    expect(snackbars()).toEqual([{ message: 'Success! Helping Hands United has been updated.', variant: 'default' }]);
    expect(admin.calls[0]!.body).toEqual({ id: 'org-helping-hands', name: 'Helping Hands United', subscriptions: ['premium:compensation', 'premium:listing'] });
    expect(within(screen.getByRole('row', { name: /^Helping Hands United/ })).getByText('Premium compensation, Premium listing')).toBeInTheDocument();
  });

  it('says when an edit fails', async () => {
    const { user } = renderPage();
    await loaded();
    server.use(...adminWriteFailureHandlers);
    await user.click(screen.getByRole('button', { name: 'Edit Food Bank of Alaska' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbars()).toEqual([{ message: 'Oops. We could not complete your request.', variant: 'error' }]));
  });

  it('deletes an organisation only once its name is typed, after saying what happens to its rules, members and solutions', async () => {
    const { user, admin } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete Helping Hands' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Helping Hands' });
    expect(dialog).toHaveTextContent('Its 2 role rules are deleted with it.');
    expect(dialog).toHaveTextContent('2 accounts match these rules: they lose Helping Hands and the roles it gives the next time their session loads.');
    expect(dialog).toHaveTextContent('Its 2 solutions stay listed, without an organization.');
    const confirmation = within(dialog).getByRole('textbox', { name: 'Type “Helping Hands” to confirm' });
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(deleteButton).toBeDisabled();
    await user.type(confirmation, 'helping hands');
    expect(deleteButton).toBeDisabled();
    await user.clear(confirmation);
    await user.type(confirmation, 'Helping Hands');
    expect(deleteButton).toBeEnabled();
    await expectAccessible();
    await user.click(deleteButton);

    await waitFor(() => expect(rowNames()).toEqual(['BrightPath Learning', 'Food Bank of Alaska']));
    expect(snackbars()).toEqual([{ message: 'Helping Hands has been deleted.', variant: 'default' }]);
    expect(admin.calls).toEqual([{ method: 'DELETE', path: '/organization/org-helping-hands', body: null }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add organization' })).toHaveFocus());
  });

  it('says when a delete fails, and keeps the organisation', async () => {
    const { user } = renderPage();
    await loaded();
    server.use(...adminWriteFailureHandlers);
    await user.click(screen.getByRole('button', { name: 'Delete Food Bank of Alaska' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Food Bank of Alaska has no role rules.');
    await user.type(screen.getByRole('textbox', { name: /to confirm/ }), 'Food Bank of Alaska{Enter}');
    await waitFor(() => expect(snackbars()).toEqual([{ message: 'Oops. We could not complete your request.', variant: 'error' }]));
    expect(rowNames()).toHaveLength(3);
  });

  it('works with the keyboard: Escape closes a dialog and focus returns to the button that opened it', async () => {
    const { user } = renderPage();
    await loaded();
    const edit = screen.getByRole('button', { name: 'Edit BrightPath Learning' });
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit BrightPath Learning' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Organization name' })).toHaveFocus();

    // Tab goes round inside the dialog.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('shows the error and a way to try again when the list cannot be loaded', async () => {
    const { user } = renderPage();
    let failing = true;
    server.use(http.get(apiPath('/organization/manage-list'), () => (failing ? apiErrorResponse(500, 'internal_error', 'Something went wrong.') : undefined)));
    expect(await screen.findByRole('alert')).toHaveTextContent('The organizations could not be loaded. Please try again.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(rowNames()).toHaveLength(3);
  });
});

describe('the admin guard', () => {
  it('sends a signed-in community member home', async () => {
    const { location } = renderPage({ user: buildSessionUser() });
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Organizations' })).not.toBeInTheDocument();
  });

  it('sends anonymous visitors home', async () => {
    const { location } = renderPage({ user: null });
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('shows a spinner while the session loads', () => {
    renderPage({ user: buildTeamMember() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
