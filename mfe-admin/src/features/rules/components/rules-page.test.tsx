import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { adminWriteFailureHandlers, setupMswServer } from '@x4i/shared/testing';
import { routeTable } from '../../../route-table';
import { expectAccessible, renderAdminPage, snackbars } from '../../../testing/render-admin-page';
import { RulesPage } from './rules-page';

const server = setupMswServer();
const route = routeTable.find((entry) => entry.id === 'organization-rules')!;

function renderPage(orgId = 'org-helping-hands') {
  return renderAdminPage(server, <RulesPage route={route} />, { route: `/admin/organizations/${orgId}/rules`, path: route.path });
}

const rulesTable = () => screen.getByRole('table');
const ruleValues = () =>
  within(rulesTable())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function loaded() {
  await screen.findByRole('heading', { level: 1, name: 'Helping Hands' });
  return screen.findByRole('table');
}

describe("an organisation's rules", () => {
  it('lists its rules with their type, value and roles by name and code', async () => {
    renderPage();
    await loaded();
    await waitFor(() => expect(document.title).toBe('X4I - Organization Rules: Helping Hands'));
    expect(ruleValues()).toEqual(['ann@helpinghands.example.org', 'helpinghands.example.org']);
    const ann = screen.getByRole('row', { name: /^ann@/ });
    expect(within(ann).getByText('E-mail address')).toBeInTheDocument();
    expect(within(ann).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Solution Provider (Additive) (SP)', 'Contributing Editor (CE)']);
    expect(within(screen.getByRole('row', { name: /^helpinghands/ })).getByText('Domain')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to organizations' })).toHaveAttribute('href', '/admin/organizations');
    await expectAccessible();
  });

  it('offers its rules as a download', async () => {
    renderPage();
    await loaded();
    expect(screen.getByRole('button', { name: 'Download CSV of Role rules of Helping Hands' })).toBeInTheDocument();
  });

  it('adds a rule from the form; the form closes and the rules reload', async () => {
    const { user, admin } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a rule to Helping Hands' });
    expect(within(dialog).getByRole('combobox', { name: 'Rule type' })).toHaveFocus();
    expect(within(dialog).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([
      'Solution Provider (Additive)SP',
      'Contributing EditorCE',
      'Foundation Member (Additive)FM',
      'Community MemberCM',
      'team memberX4I',
    ]);
    await expectAccessible();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rule type' }), 'DOMAIN');
    await user.type(within(dialog).getByRole('textbox', { name: 'Domain' }), ' Volunteers.HelpingHands.example.org ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Community Member' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('rowheader', { name: 'volunteers.helpinghands.example.org' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(snackbars()).toEqual([{ message: 'Success! volunteers.helpinghands.example.org has been added.', variant: 'default' }]);
    expect(admin.calls[0]!.body).toEqual({ orgId: 'org-helping-hands', type: 'DOMAIN', value: 'volunteers.helpinghands.example.org', roles: ['COMMUNITY_MEMBER'] });
  });

  it('checks the value and the roles before sending', async () => {
    const { user, admin } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter an e-mail address such as name@example.org.'),
    );
    expect(within(dialog).getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription('Choose at least one role.');
    expect(admin.calls).toEqual([]);
  });

  it("says 'Oops! There was an error.' when the backend refuses the rule (a duplicate), and keeps the form", async () => {
    const { user } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'ANN@helpinghands.example.org');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Community Member' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(snackbars()).toEqual([{ message: 'Oops! There was an error.', variant: 'error' }]));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits a rule in the prefilled form', async () => {
    const { user } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit ann@helpinghands.example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the rule for ann@helpinghands.example.org' });
    const value = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    expect(value).toHaveValue('ann@helpinghands.example.org');
    expect(value).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: 'Solution Provider (Additive)' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Contributing Editor' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Contributing Editor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(snackbars()).toEqual([{ message: 'ann@helpinghands.example.org has been updated.', variant: 'default' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('row', { name: /^ann@/ })).getAllByRole('listitem')).toHaveLength(1));
  });

  it("deletes a rule once its value is typed: '(value) is no longer a (role) @ (organisation)'", async () => {
    const { user } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete helpinghands.example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the rule for helpinghands.example.org' });
    expect(dialog).toHaveTextContent('Addresses at helpinghands.example.org will no longer be a Solution Provider (Additive) @ Helping Hands');
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(deleteButton).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type “helpinghands.example.org” to confirm' }), 'helpinghands.example.org');
    expect(deleteButton).toBeEnabled();
    await user.click(deleteButton);

    await waitFor(() => expect(ruleValues()).toEqual(['ann@helpinghands.example.org']));
    expect(snackbars()).toEqual([{ message: 'helpinghands.example.org is no longer a Solution Provider (Additive) @ Helping Hands', variant: 'default' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when a delete fails', async () => {
    const { user } = renderPage();
    await loaded();
    server.use(...adminWriteFailureHandlers);
    await user.click(screen.getByRole('button', { name: 'Delete helpinghands.example.org' }));
    await user.type(screen.getByRole('textbox', { name: /to confirm/ }), 'helpinghands.example.org{Enter}');
    await waitFor(() => expect(snackbars()).toEqual([{ message: 'Oops! There was an error.', variant: 'error' }]));
    expect(ruleValues()).toHaveLength(2);
  });

  it('says so when the organisation does not exist', async () => {
    renderPage('org-gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such organization.');
  });
});

describe('the access check', () => {
  it('shows which organisation and roles an address would get, and which rules matched and why', async () => {
    const { user } = renderPage();
    await loaded();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address to check' }), 'Ann@HelpingHands.example.org');
    await user.click(screen.getByRole('button', { name: 'Check access' }));

    const panel = (await screen.findByRole('heading', { name: 'Access for ann@helpinghands.example.org' })).parentElement!;
    const fact = (term: string) => within(panel).getByText(term).nextElementSibling;
    expect(fact('Organization')).toHaveTextContent('Helping Hands');
    expect(fact('Role')).toHaveTextContent('Solution Provider');
    expect(fact('Permissions')).toHaveTextContent('premium:listing (Premium listing)');
    expect(fact('Account')).toHaveTextContent('Has an account.');
    const matches = within(panel).getAllByRole('listitem');
    expect(matches[0]).toHaveTextContent('E-mail address rule ann@helpinghands.example.org: Solution Provider (Additive) and Contributing Editor @ Helping Hands');
    expect(matches[0]).toHaveTextContent('The address is exactly ann@helpinghands.example.org.');
    expect(matches[1]).toHaveTextContent('Domain rule helpinghands.example.org: Solution Provider (Additive) @ Helping Hands');
    expect(matches[1]).toHaveTextContent('The address is in the domain helpinghands.example.org.');
    await expectAccessible();
  });

  it('says when no rule matches, and asks for an address first', async () => {
    const { user } = renderPage();
    await loaded();
    const field = screen.getByRole('textbox', { name: 'E-mail address to check' });
    await user.type(field, 'nobody{Enter}');
    expect(field).toHaveAccessibleDescription('Enter an e-mail address such as name@example.org.');
    await user.clear(field);
    await user.type(field, 'kim@elsewhere.org{Enter}');
    const panel = (await screen.findByRole('heading', { name: 'Access for kim@elsewhere.org' })).parentElement!;
    expect(panel).toHaveTextContent('No rule matches this address.');
    expect(within(panel).getByText('Organization').nextElementSibling).toHaveTextContent('None');
    expect(within(panel).getByText('Account').nextElementSibling).toHaveTextContent('No account yet');
  });
});
