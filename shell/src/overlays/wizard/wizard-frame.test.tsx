import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useSession, useWizard, type WizardRequest } from '@x4i/shared';
import { BOOT_GLOBAL, type BootData, type RegistryEntry, type WizardWorkflowProps } from '@x4i/shared/contracts';
import { renderWithProviders, setupMswServer, signedInSessionHandlers } from '@x4i/shared/testing';
import { resetRemote } from '../../federation/load-remote-module';
import { unavailableRemoteModule } from '../../federation/unavailable-remote';
import { setWizardErrorLogger, WizardFrame } from './wizard-frame';


jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const explore: RegistryEntry = {
  name: 'mfe-explore',
  version: '1.0.0',
  entry: '/remotes/mfe-explore/1.0.0/mf-manifest.json',
  exposes: ['./routes', './SolutionWorkflow'],
  routes: [],
};
(globalThis as Record<string, unknown>)[BOOT_GLOBAL] = { productName: 'X4I', registry: { remotes: [explore] } } satisfies BootData;

const server = setupMswServer();

/** What the fake workflow's save does; each test decides. */
let saveImpl: (slug: string | undefined) => Promise<void>;
const saves: (string | undefined)[] = [];

/** A workflow as a remote would expose it: two steps, the first invalid until its box is ticked. */
function FakeWorkflow({ slug, activeStepId, controller }: WizardWorkflowProps) {
  const [basicsDone, setBasicsDone] = useState(false);
  const [revealed, setRevealed] = useState<string | null>(null);
  useEffect(() => {
    controller.setSteps([
      { id: 'basics', label: 'Basics' },
      { id: 'details', label: 'Details' },
    ]);
  }, [controller]);
  useEffect(() => controller.setStepValidations({ basics: basicsDone, details: true }), [controller, basicsDone]);
  useEffect(
    () =>
      controller.register({
        save: () => {
          saves.push(slug);
          return saveImpl(slug);
        },
        revealErrors: setRevealed,
      }),
    [controller, slug],
  );
  return (
    <div>
      <p>
        Workflow for {slug ?? 'new content'}, showing {activeStepId}
      </p>
      {activeStepId === 'basics' && (
        <label>
          <input type="checkbox" checked={basicsDone} onChange={(event) => setBasicsDone(event.target.checked)} /> Basics done
        </label>
      )}
      {revealed && <p role="alert">Errors of {revealed} shown</p>}
    </div>
  );
}

function Opener({ request }: { request: WizardRequest }) {
  const wizard = useWizard();
  if (useSession().isLoading) return null;
  return (
    <button type="button" onClick={() => wizard.open(request)}>
      Open the wizard
    </button>
  );
}

/**
 * Clicks something that makes the workflow load. The workflow suspends while its module arrives, and React
 * retries a component that suspended inside act only once an awaited act is over.
 */
async function clickAndLoad(view: { user: { click(element: Element): Promise<void> } }, element: Element) {
  await act(async () => view.user.click(element));
}

async function openWizard(request: WizardRequest = { workflow: 'SolutionWorkflow' }) {
  const view = renderWithProviders(
    <>
      <Opener request={request} />
      <WizardFrame />
    </>,
  );
  await clickAndLoad(view, await screen.findByRole('button', { name: 'Open the wizard' }));
  const dialog = screen.getByRole('dialog');
  return { view, dialog };
}

const stepButton = (name: RegExp | string) => within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', { name });

let logged: unknown[][];
let restoreLogger: ReturnType<typeof setWizardErrorLogger>;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  server.use(...signedInSessionHandlers({ canTouchSolution: true }, { role: 'SOLUTION_PROVIDER', permissions: ['create:solution'] }));
  resetRemote(explore);
  loadRemoteMock.mockReset();
  loadRemoteMock.mockResolvedValue({ default: FakeWorkflow });
  saveImpl = async () => undefined;
  saves.length = 0;
  logged = [];
  restoreLogger = setWizardErrorLogger((...args) => logged.push(args));
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setWizardErrorLogger(restoreLogger);
  consoleError.mockRestore();
});

describe('the wizard frame, creating', () => {
  it("is a labelled modal dialog titled 'Start Something New' that loads the workflow from mfe-explore", async () => {
    const { dialog } = await openWizard();
    expect(dialog).toHaveAccessibleName('Start Something New');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await within(dialog).findByText('Workflow for new content, showing basics')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_explore/SolutionWorkflow');
    expect(within(dialog).getByRole('button', { name: 'Close the wizard' })).toHaveFocus();
  });

  it('lists the steps with their validity; an invalid step is highlighted light red', async () => {
    await openWizard();
    const basics = await screen.findByRole('button', { name: 'Basics (needs attention)' });
    expect(basics).toHaveAttribute('aria-current', 'step');
    expect(basics).toHaveStyle({ background: 'rgb(253, 232, 234)' });
    const details = stepButton('Details (complete)');
    expect(details).not.toHaveStyle({ background: 'rgb(253, 232, 234)' });
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Basics' })).toBeInTheDocument();
  });

  it("labels the save button 'Save and publish' and keeps it unavailable until every step is valid", async () => {
    const { view } = await openWizard();
    const save = await screen.findByRole('button', { name: 'Save and publish' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('Complete the steps marked in red to save.');

    await view.user.click(screen.getByLabelText('Basics done'));
    expect(stepButton('Basics (complete)')).toBeInTheDocument();
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(save).not.toHaveAccessibleDescription();
  });

  it('moves with Next and Back and the step list, announcing each step', async () => {
    const { view } = await openWizard();
    await screen.findByText('Workflow for new content, showing basics');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Workflow for new content, showing details')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2 of 2: Details' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(stepButton(/Details/)).toHaveAttribute('aria-current', 'step');

    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Workflow for new content, showing basics')).toBeInTheDocument();

    await view.user.click(stepButton(/Details/));
    expect(screen.getByText('Workflow for new content, showing details')).toBeInTheDocument();
  });

  it('a save attempt with an invalid step opens that step and shows its errors, and saves nothing', async () => {
    const { view } = await openWizard();
    await screen.findByText('Workflow for new content, showing basics');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await view.user.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(screen.getByText('Workflow for new content, showing basics')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Errors of basics shown');
    expect(saves).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('saves through the workflow with a loading indicator, then closes', async () => {
    let finish: () => void = () => undefined;
    saveImpl = () => new Promise<void>((resolve) => (finish = resolve));
    const { view } = await openWizard();
    await view.user.click(await screen.findByLabelText('Basics done'));
    await view.user.click(screen.getByRole('button', { name: 'Save and publish' }));

    const save = screen.getByRole('button', { name: 'Save and publish' });
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await view.user.click(save);
    expect(saves).toEqual([undefined]);

    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logged).toEqual([]);
  });

  it('closes after a failed save too, and logs the failure', async () => {
    saveImpl = () => Promise.reject(new Error('the backend said no'));
    const { view } = await openWizard();
    await view.user.click(await screen.findByLabelText('Basics done'));
    await view.user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logged).toEqual([['The wizard could not save', new Error('the backend said no')]]);
    // The next opening starts afresh.
    await clickAndLoad(view, screen.getByRole('button', { name: 'Open the wizard' }));
    expect(await screen.findByRole('button', { name: 'Basics (needs attention)' })).toBeInTheDocument();
  });

  it('closes on Escape and on the close button, asking nothing', async () => {
    const { view } = await openWizard();
    await screen.findByText('Workflow for new content, showing basics');
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the wizard' })).toHaveFocus();

    await view.user.click(screen.getByRole('button', { name: 'Open the wizard' }));
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close the wizard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('goes full screen and back', async () => {
    const { view } = await openWizard();
    const toggle = screen.getByRole('button', { name: 'Full screen' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '100vw' });
  });
});

describe('the wizard frame, editing', () => {
  it("is titled 'Edit a Solution', passes the slug, and saves with 'Save Update'", async () => {
    const { view, dialog } = await openWizard({ workflow: 'SolutionWorkflow', slug: 's-food-finder' });
    expect(dialog).toHaveAccessibleName('Edit a Solution');
    expect(await screen.findByText('Workflow for s-food-finder, showing basics')).toBeInTheDocument();
    await view.user.click(screen.getByLabelText('Basics done'));
    await view.user.click(screen.getByRole('button', { name: 'Save Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toEqual(['s-food-finder']);
  });
});

describe('the wizard frame, when the remote fails', () => {
  it("shows a message and 'Try again' inside the dialog, and loads the workflow on retry", async () => {
    loadRemoteMock.mockResolvedValueOnce(unavailableRemoteModule('mfe_explore/SolutionWorkflow', new Error('offline')));
    const { view, dialog } = await openWizard();
    const fallback = await within(dialog).findByRole('alert');
    expect(within(fallback).getByRole('heading', { level: 3, name: 'This part of the site could not be loaded' })).toBeInTheDocument();
    expect(fallback).toHaveTextContent("The form's code did not arrive.");
    expect(within(dialog).queryByRole('button', { name: 'Save and publish' })).not.toBeInTheDocument();

    await clickAndLoad(view, within(fallback).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Workflow for new content, showing basics')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('shows the message when the workflow throws while rendering, and hides the actions', async () => {
    function Broken({ controller }: WizardWorkflowProps): never {
      controller.setShowActions(true);
      throw new Error('broken workflow');
    }
    loadRemoteMock.mockResolvedValue({ default: Broken });
    const { dialog } = await openWizard();
    expect(await within(dialog).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('shows the message when mfe-explore is not deployed, without fetching', async () => {
    (globalThis as Record<string, unknown>)[BOOT_GLOBAL] = { productName: 'X4I', registry: { remotes: [] } } satisfies BootData;
    try {
      const { dialog } = await openWizard();
      expect(await within(dialog).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(loadRemoteMock).not.toHaveBeenCalled();
    } finally {
      (globalThis as Record<string, unknown>)[BOOT_GLOBAL] = { productName: 'X4I', registry: { remotes: [explore] } } satisfies BootData;
    }
  });
});

describe('the workflow selector', () => {
  it("opened without a workflow, lists them under 'Become a changemaker' and opens the one chosen", async () => {
    const { view, dialog } = await openWizard({});
    expect(dialog).toHaveAccessibleName('Become a changemaker');
    await clickAndLoad(view, within(dialog).getByRole('button', { name: 'Create/Edit a Solution' }));
    expect(await screen.findByRole('dialog', { name: 'Start Something New' })).toBeInTheDocument();
    expect(await screen.findByText('Workflow for new content, showing basics')).toBeInTheDocument();
  });
});
