import { screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { renderWithProviders, setupMswServer, signedInSessionHandlers } from '../testing/index.js';
import { desktopOnlyOpenAtom } from './message-modals.js';
import { permissionsModalAtom } from './permissions.js';
import { useSession } from './session.js';
import { signInAtom } from './sign-in.js';
import { useWizard, type WizardRequest } from './wizard.js';

const server = setupMswServer();

function Opener({ request }: { request: WizardRequest }) {
  const wizard = useWizard();
  const signIn = useAtomValue(signInAtom);
  const permissions = useAtomValue(permissionsModalAtom);
  const desktopOnly = useAtomValue(desktopOnlyOpenAtom);
  if (useSession().isLoading) return null;
  return (
    <>
      <button type="button" onClick={() => wizard.open(request)}>
        Open
      </button>
      <button type="button" onClick={wizard.close}>
        Close
      </button>
      <output data-testid="state">{JSON.stringify({ wizard: wizard.state, signIn: signIn.open, permissions: permissions.view, desktopOnly })}</output>
    </>
  );
}

async function open(request: WizardRequest) {
  const view = renderWithProviders(<Opener request={request} />);
  await view.user.click(await screen.findByRole('button', { name: 'Open' }));
  return { view, state: () => JSON.parse(screen.getByTestId('state').textContent ?? 'null') };
}

const provider = () => signedInSessionHandlers({ canTouchSolution: true }, { role: 'SOLUTION_PROVIDER', permissions: ['create:solution'] });

afterEach(() => {
  window.innerWidth = 1024;
});

describe('useWizard().open', () => {
  it('opens the workflow for a user allowed to create, and close forgets it', async () => {
    server.use(...provider());
    const { view, state } = await open({ workflow: 'SolutionWorkflow' });
    expect(state().wizard).toEqual({ isOpen: true, request: { workflow: 'SolutionWorkflow' } });
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(state().wizard).toEqual({ isOpen: false, request: null });
  });

  it('asks a visitor to sign in, and a member without the permission for access, instead of opening', async () => {
    const signedOut = await open({ workflow: 'SolutionWorkflow', slug: 's-food-finder' });
    expect(signedOut.state()).toMatchObject({ wizard: { isOpen: false }, signIn: true });
    signedOut.view.unmount();

    server.use(...signedInSessionHandlers());
    const member = await open({ workflow: 'SolutionWorkflow', slug: 's-food-finder' });
    expect(member.state()).toMatchObject({ wizard: { isOpen: false }, permissions: 'list' });
  });

  it('shows the desktop-only message on a narrow window (SPEC 5)', async () => {
    server.use(...provider());
    window.innerWidth = 500;
    const { state } = await open({ workflow: 'SolutionWorkflow' });
    expect(state()).toMatchObject({ wizard: { isOpen: false }, desktopOnly: true });
  });

  it('without a workflow, opens the workflow selector, ungated (the workflow chosen there is opened through the gating)', async () => {
    const { state } = await open({});
    expect(state()).toMatchObject({ wizard: { isOpen: true, request: {} }, signIn: false });
  });
});
