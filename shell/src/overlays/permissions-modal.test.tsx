import { screen, waitFor, within } from '@testing-library/react';
import { setRoleRequestErrorLogger, useRequireAction, useSession } from '@x4i/shared';
import { createRoleRequestHandlers, renderWithProviders, roleRequestFailureHandlers, setupMswServer, signedInSessionHandlers } from '@x4i/shared/testing';
import { PermissionsModal } from './permissions-modal';
import { QueryParameterActions } from './query-parameters';
import { SignInModal } from './sign-in-modal';

const server = setupMswServer();

let restoreLogger: ReturnType<typeof setRoleRequestErrorLogger>;
beforeEach(() => {
  restoreLogger = setRoleRequestErrorLogger(() => undefined);
});
afterEach(() => setRoleRequestErrorLogger(restoreLogger));

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <QueryParameterActions />
      <SignInModal />
      <PermissionsModal />
    </>,
    { route },
  );
}

/** A page button that needs an action, as a remote would use it. */
function CreateButton({ action }: { action: string }) {
  const requireAction = useRequireAction();
  if (useSession().isLoading) return null;
  return (
    <button type="button" onClick={() => requireAction(action) && undefined}>
      Create
    </button>
  );
}

async function openForm(route = '/about-us?action=CREATE_SOLUTION') {
  const view = renderAt(route);
  const dialog = await screen.findByRole('dialog', { name: 'Editing access needed' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Request access' }));
  const form = screen.getByRole('dialog', { name: 'Request access' });
  return { view, form };
}

async function fillAndSend(view: { user: ReturnType<typeof renderAt>['user'] }, form: HTMLElement, { orgName = ' Helping Hands ', orgUrl = 'helpinghands.example.org' } = {}) {
  await view.user.type(within(form).getByLabelText('Organization name'), orgName);
  await view.user.type(within(form).getByLabelText('Organization website'), orgUrl);
  await view.user.click(within(form).getByRole('button', { name: 'Send' }));
}

describe('PermissionsModal', () => {
  beforeEach(() => server.use(...signedInSessionHandlers()));

  it('?action= of a member who lacks it opens the list card with what the action needs, and cleans the address', async () => {
    const view = renderAt('/about-us?q=1&action=CREATE_SOLUTION');
    const dialog = await screen.findByRole('dialog', { name: 'Editing access needed' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Editing access is given to registered 501(c)3 organizations, tech solution providers, government entities and academia.');
    expect(within(dialog).getByRole('list', { name: 'Access needed' })).toHaveTextContent('Create/Edit a Solution');
    expect(dialog).toHaveTextContent('within 2 business days');
    expect(within(dialog).getByRole('button', { name: 'Close access request' })).toHaveFocus();
    await waitFor(() => expect(view.location().search).toBe('?q=1'));
  });

  it('the list card goes to the request form, prefilled with what the user would like to do', async () => {
    const { form } = await openForm('/about-us?action=CREATE_GRANT');
    expect(within(form).getByLabelText('Organization name')).toHaveFocus();
    expect(within(form).getByLabelText('Organization name')).toBeRequired();
    expect(within(form).getByLabelText('What would you like to do?')).toHaveValue('I would like to create grant listings.');
  });

  it('sends the trimmed request (https:// prefixed to a domain) and says it has been sent', async () => {
    const handlers = createRoleRequestHandlers();
    server.use(...handlers);
    const { view, form } = await openForm();
    await view.user.type(within(form).getByLabelText('What would you like to do?'), '  ');
    await fillAndSend(view, form);
    const status = await within(form).findByRole('status');
    expect(status).toHaveTextContent('Your request has been sent.');
    expect(status).toHaveTextContent('confirm your access within 2 business days');
    expect(handlers.requests).toEqual([
      { orgName: 'Helping Hands', orgUrl: 'https://helpinghands.example.org', actionText: 'I would like to create tech solution listings.' },
    ]);
    await view.user.click(within(status).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('records the request that reached the team as a user_interest event, and a failed one not at all', async () => {
    const dataLayer: { event: string; action?: string }[] = [];
    (window as { dataLayer?: unknown[] }).dataLayer = dataLayer;
    server.use(...roleRequestFailureHandlers);
    const failing = await openForm();
    await fillAndSend(failing.view, failing.form);
    await within(failing.form).findByRole('alert');
    expect(dataLayer.filter((entry) => entry.event === 'user_interest')).toEqual([]);

    server.use(...createRoleRequestHandlers());
    await failing.view.user.click(within(failing.form).getByRole('button', { name: 'Send' }));
    await within(failing.form).findByRole('status');
    expect(dataLayer.filter((entry) => entry.event === 'user_interest')).toEqual([{ event: 'user_interest', action: 'CREATE_SOLUTION' }]);
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });

  it('keeps an http(s) address as typed', async () => {
    const handlers = createRoleRequestHandlers();
    server.use(...handlers);
    const { view, form } = await openForm();
    await fillAndSend(view, form, { orgName: 'Helping Hands', orgUrl: ' http://helpinghands.example.org/about ' });
    await within(form).findByRole('status');
    expect(handlers.requests[0]).toMatchObject({ orgUrl: 'http://helpinghands.example.org/about' });
  });

  it('disables Send while submitting', async () => {
    let answer: () => void = () => undefined;
    const handlers = createRoleRequestHandlers({ until: new Promise<void>((resolve) => (answer = resolve)) });
    server.use(...handlers);
    const { view, form } = await openForm();
    await fillAndSend(view, form);
    const sending = within(form).getByRole('button', { name: 'Sending…' });
    await waitFor(() => expect(sending).toBeDisabled());
    await view.user.click(sending);
    answer();
    expect(await within(form).findByRole('status')).toHaveTextContent('Your request has been sent.');
    expect(handlers.requests).toHaveLength(1);
  });

  it('says so when the request fails, and lets the user try again', async () => {
    server.use(...roleRequestFailureHandlers);
    const { view, form } = await openForm();
    await fillAndSend(view, form);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Unable to submit your request. Please try again later or contact our support team.',
    );
    expect(within(form).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(within(form).getByLabelText('Organization name')).toHaveValue('Helping Hands');

    const handlers = createRoleRequestHandlers();
    server.use(...handlers);
    await view.user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your request has been sent.');
  });

  it('names each field at fault and sends nothing', async () => {
    const handlers = createRoleRequestHandlers();
    server.use(...handlers);
    const { view, form } = await openForm();
    await view.user.clear(within(form).getByLabelText('What would you like to do?'));
    await fillAndSend(view, form, { orgName: '   ', orgUrl: 'not a website' });
    const name = within(form).getByLabelText('Organization name');
    expect(name).toHaveAccessibleDescription('Enter the organization name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(within(form).getByLabelText('Organization website')).toHaveAccessibleDescription('Enter a web address such as https://example.org.');
    expect(within(form).getByLabelText('What would you like to do?')).toHaveAccessibleDescription('Tell us what you would like to do.');
    expect(handlers.requests).toEqual([]);
  });

  it('closes on Escape and forgets the action: the next opening starts on the list card', async () => {
    const view = renderWithProviders(
      <>
        <CreateButton action="CREATE" />
        <PermissionsModal />
      </>,
    );
    await view.user.click(await screen.findByRole('button', { name: 'Create' }));
    await view.user.click(screen.getByRole('button', { name: 'Request access' }));
    expect(screen.getByRole('dialog', { name: 'Request access' })).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('dialog', { name: 'Editing access needed' })).toHaveTextContent('Create/Edit a Challenge');
  });

  it('opens from a page button for a member, on the list card', async () => {
    const view = renderWithProviders(
      <>
        <CreateButton action="EDIT_SOLUTION" />
        <PermissionsModal />
      </>,
    );
    await view.user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(screen.getByRole('dialog', { name: 'Editing access needed' })).toHaveTextContent('Create/Edit a Solution');
    await view.user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus();
  });
});

describe('PermissionsModal, users who may', () => {
  it('a solution provider gets no modal for CREATE_SOLUTION', async () => {
    server.use(...signedInSessionHandlers({ canTouchSolution: true }, { role: 'SOLUTION_PROVIDER', permissions: ['create:solution'] }));
    const view = renderAt('/about-us?action=CREATE_SOLUTION');
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an anonymous visitor gets the sign-in modal, not the permissions modal', async () => {
    renderAt('/about-us?action=CREATE_SOLUTION');
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Please sign in to continue');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
