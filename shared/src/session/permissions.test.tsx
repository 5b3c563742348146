import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders, setupMswServer, signedInSessionHandlers } from '../testing/index.js';
import { usePermissionsModal, useRequireAction, type RequireActionOptions } from './permissions.js';
import { useSession } from './session.js';
import { useSignIn } from './sign-in.js';

const server = setupMswServer();

/** Tries the action once the session is known and shows what happened. */
function Gate({ action, options }: { action: string; options?: RequireActionOptions }) {
  const requireAction = useRequireAction();
  const { isLoading } = useSession();
  const signIn = useSignIn();
  const permissions = usePermissionsModal();
  const [answer, setAnswer] = useState<string>('none');
  if (isLoading) return null;
  return (
    <>
      <button type="button" onClick={() => setAnswer(String(requireAction(action, options)))}>
        Try
      </button>
      <button type="button" onClick={() => permissions.showRequestForm()}>
        Request
      </button>
      <button type="button" onClick={() => permissions.close()}>
        Close
      </button>
      <output data-testid="answer">{answer}</output>
      <output data-testid="sign-in">{JSON.stringify({ open: signIn.isOpen, landingPath: signIn.landingPath, action: signIn.action })}</output>
      <output data-testid="permissions">{JSON.stringify(permissions.state)}</output>
    </>
  );
}

async function tryAction(action: string, { route = '/all/money-flow?state=wa', options }: { route?: string; options?: RequireActionOptions } = {}) {
  const view = renderWithProviders(<Gate action={action} options={options} />, { route });
  await view.user.click(await screen.findByRole('button', { name: 'Try' }));
  const read = (id: string) => JSON.parse(screen.getByTestId(id).textContent ?? 'null');
  return { view, answer: screen.getByTestId('answer').textContent, signIn: read('sign-in'), permissions: read('permissions') };
}

describe('useRequireAction (SPEC 4 action gating)', () => {
  it('signed out: opens the sign-in modal with the current page and the action, and answers false', async () => {
    const { answer, signIn, permissions } = await tryAction('CREATE_SOLUTION');
    expect(answer).toBe('false');
    expect(signIn).toEqual({ open: true, landingPath: '/all/money-flow?state=wa', action: 'CREATE_SOLUTION' });
    expect(permissions).toEqual({ view: 'closed' });
  });

  it('signed out: lands where the caller says', async () => {
    const { signIn } = await tryAction('CREATE_GRANT', { options: { landingPath: '/grants/new' } });
    expect(signIn).toMatchObject({ landingPath: '/grants/new', action: 'CREATE_GRANT' });
  });

  it('signed in without the permission: opens the permissions list card, and answers false', async () => {
    server.use(...signedInSessionHandlers());
    const { answer, signIn, permissions } = await tryAction('CREATE_SOLUTION');
    expect(answer).toBe('false');
    expect(signIn.open).toBe(false);
    expect(permissions).toEqual({ view: 'list', action: 'CREATE_SOLUTION' });
  });

  it('signed in with an unknown action: not allowed', async () => {
    server.use(...signedInSessionHandlers({ canInvite: true, canTouchChallenge: true, canTouchSolution: true, canTouchGrant: true }));
    const { answer, permissions } = await tryAction('LAUNCH_ROCKETS');
    expect(answer).toBe('false');
    expect(permissions).toEqual({ view: 'list', action: 'LAUNCH_ROCKETS' });
  });

  it('allowed: answers true and opens nothing', async () => {
    server.use(...signedInSessionHandlers({ canTouchSolution: true }, { role: 'SOLUTION_PROVIDER', permissions: ['create:solution'] }));
    const { answer, signIn, permissions } = await tryAction('EDIT_SOLUTION');
    expect(answer).toBe('true');
    expect(signIn.open).toBe(false);
    expect(permissions).toEqual({ view: 'closed' });
  });

  it('signed in: voting, following and the state vote need no role (SPEC 6)', async () => {
    server.use(...signedInSessionHandlers());
    for (const action of ['VOTE', 'FOLLOW', 'VOTE_GEO']) {
      const { view, answer, permissions } = await tryAction(action);
      expect({ action, answer, permissions }).toEqual({ action, answer: 'true', permissions: { view: 'closed' } });
      view.unmount();
    }
  });

  it('signed out: voting opens the sign-in modal with the action', async () => {
    const { answer, signIn } = await tryAction('VOTE', { route: '/all/tech-solution/grantpilot-s-grantpilot' });
    expect(answer).toBe('false');
    expect(signIn).toEqual({ open: true, landingPath: '/all/tech-solution/grantpilot-s-grantpilot', action: 'VOTE' });
  });

  it('the permissions modal goes from the list to the request form, and closing forgets the action', async () => {
    server.use(...signedInSessionHandlers());
    const { view } = await tryAction('CREATE_GRANT');
    await view.user.click(screen.getByRole('button', { name: 'Request' }));
    expect(JSON.parse(screen.getByTestId('permissions').textContent!)).toEqual({ view: 'request', action: 'CREATE_GRANT' });
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(JSON.parse(screen.getByTestId('permissions').textContent!)).toEqual({ view: 'closed' });
    // The request form cannot open without an action.
    await view.user.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() => expect(JSON.parse(screen.getByTestId('permissions').textContent!)).toEqual({ view: 'closed' }));
  });

  it('compensation report access: signed in without premium:compensation makes an access request at once', async () => {
    server.use(...signedInSessionHandlers());
    const { answer, permissions } = await tryAction('COMPENSATION_ACCESS', { route: '/nonprofit-compensation-report' });
    expect(answer).toBe('false');
    expect(permissions).toEqual({ view: 'request', action: 'COMPENSATION_ACCESS' });
  });

  it('compensation report access: the subscription or the team lets the user go ahead (the report asks for its terms)', async () => {
    for (const permission of ['premium:compensation', 'do:all']) {
      server.use(...signedInSessionHandlers({}, { permissions: [permission] }));
      const { view, answer, permissions } = await tryAction('COMPENSATION_ACCESS');
      expect({ permission, answer, permissions }).toEqual({ permission, answer: 'true', permissions: { view: 'closed' } });
      view.unmount();
    }
  });

  it('compensation report access: signed out, the sign-in carries the report as the landing page', async () => {
    const { signIn } = await tryAction('COMPENSATION_ACCESS', { options: { landingPath: '/nonprofit-compensation-report' } });
    expect(signIn).toEqual({ open: true, landingPath: '/nonprofit-compensation-report', action: 'COMPENSATION_ACCESS' });
  });

  it('IRS-letter credits: signed in, asking for them opens the request form with the credits prefilled', async () => {
    server.use(...signedInSessionHandlers());
    const { answer, permissions } = await tryAction('IRS_LETTER_CREDITS', { route: '/nonprofit-ntee-code-changer' });
    expect(answer).toBe('false');
    expect(permissions).toEqual({ view: 'request', action: 'IRS_LETTER_CREDITS' });
  });
});
