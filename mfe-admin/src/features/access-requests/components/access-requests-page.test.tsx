import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { adminWriteFailureHandlers, buildSessionUser, setupMswServer } from '@x4i/shared/testing';
import { routeTable } from '../../../route-table';
import { expectAccessible, renderAdminPage, snackbars } from '../../../testing/render-admin-page';
import { AccessRequestsPage } from './access-requests-page';

const server = setupMswServer();
const route = routeTable.find((entry) => entry.id === 'access-requests')!;

function renderPage(options: Partial<Parameters<typeof renderAdminPage>[2]> = {}) {
  return renderAdminPage(server, <AccessRequestsPage route={route} />, { route: '/admin/access-requests', path: route.path, ...options });
}

const pendingSection = () => screen.getByRole('region', { name: /^Waiting for an answer/ });

describe('the access requests page', () => {
  it('lists the pending requests first, with the requester, organisation and what they want to do', async () => {
    renderPage();
    const pending = await screen.findByRole('region', { name: 'Waiting for an answer (1)' });
    await waitFor(() => expect(document.title).toBe('X4I - Access Requests'));
    const request = within(pending).getByRole('article', { name: 'Sam Rivera' });
    expect(request).toHaveTextContent('sam.rivera@helpinghands.example.org');
    expect(request).toHaveTextContent('We would like to list our volunteer matching app.');
    expect(within(request).getByRole('link', { name: /helpinghands\.example\.org/ })).toHaveAttribute('href', 'https://helpinghands.example.org');
    const answered = screen.getByRole('region', { name: 'Answered' });
    expect(within(answered).getByRole('article', { name: 'Lee Park' })).toHaveTextContent('Declined');
    expect(within(answered).queryByRole('button')).not.toBeInTheDocument();
    await expectAccessible();
  });

  it('offers every request, waiting and answered, as a download', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Waiting for an answer (1)' });
    expect(screen.getByRole('button', { name: 'Download CSV of Access requests' })).toBeInTheDocument();
  });

  it('grants a request: the rule is created as chosen, prefilled from the request, and the request is answered', async () => {
    const { user, admin } = renderPage();
    await screen.findByRole('region', { name: 'Waiting for an answer (1)' });
    await user.click(screen.getByRole('button', { name: 'Grant the request of Sam Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant access to Sam Rivera' });
    const organization = await within(dialog).findByRole('combobox', { name: 'Organization' });
    expect(organization).toHaveDisplayValue('Helping Hands');
    await waitFor(() => expect(organization).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: 'E-mail address' })).toHaveValue('sam.rivera@helpinghands.example.org');
    await expectAccessible();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rule type' }), 'DOMAIN');
    expect(within(dialog).getByRole('textbox', { name: 'Domain' })).toHaveValue('helpinghands.example.org');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rule type' }), 'EMAIL');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Solution Provider (Additive)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));

    await waitFor(() =>
      expect(snackbars()).toEqual([
        { message: 'Access granted: sam.rivera@helpinghands.example.org is now a Solution Provider (Additive) @ Helping Hands.', variant: 'default' },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(admin.calls).toEqual([
      {
        method: 'POST',
        path: '/role/requests/request-1/grant',
        body: { orgId: 'org-helping-hands', type: 'EMAIL', value: 'sam.rivera@helpinghands.example.org', roles: ['SOLUTION_PROVIDER'] },
      },
    ]);
    expect(admin.store.rules).toContainEqual(expect.objectContaining({ orgId: 'org-helping-hands', value: 'sam.rivera@helpinghands.example.org' }));
    expect(await screen.findByRole('region', { name: 'Waiting for an answer (0)' })).toHaveTextContent('No request is waiting for an answer.');
    expect(within(screen.getByRole('region', { name: 'Answered' })).getByRole('article', { name: 'Sam Rivera' })).toHaveTextContent('Granted');
  });

  it('asks for the organisation and a role before granting', async () => {
    const { user, admin } = renderPage();
    await screen.findByRole('region', { name: 'Waiting for an answer (1)' });
    await user.click(screen.getByRole('button', { name: 'Grant the request of Sam Rivera' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Organization' }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(within(dialog).getByRole('combobox', { name: 'Organization' })).toHaveAccessibleDescription('Choose the organization.');
    expect(within(dialog).getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription('Choose at least one role.');
    expect(admin.calls).toEqual([]);
  });

  it('declines a request', async () => {
    const { user, admin } = renderPage();
    await screen.findByRole('region', { name: 'Waiting for an answer (1)' });
    await user.click(within(pendingSection()).getByRole('button', { name: 'Decline the request of Sam Rivera' }));
    await waitFor(() => expect(snackbars()).toEqual([{ message: 'The request of Sam Rivera has been declined.', variant: 'default' }]));
    expect(admin.calls).toEqual([{ method: 'POST', path: '/role/requests/request-1/decline', body: {} }]);
    expect(await screen.findByRole('region', { name: 'Waiting for an answer (0)' })).toBeInTheDocument();
  });

  it('says when an answer fails, and keeps the request waiting', async () => {
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Waiting for an answer (1)' });
    server.use(...adminWriteFailureHandlers);
    await user.click(screen.getByRole('button', { name: 'Decline the request of Sam Rivera' }));
    await waitFor(() => expect(snackbars()).toEqual([{ message: 'Oops. We could not complete your request.', variant: 'error' }]));
    expect(screen.getByRole('region', { name: 'Waiting for an answer (1)' })).toBeInTheDocument();
  });

  it('is for the team only', async () => {
    const { location } = renderPage({ user: buildSessionUser() });
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
