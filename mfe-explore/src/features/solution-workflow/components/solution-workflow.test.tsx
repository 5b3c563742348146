import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { setSolutionSaveErrorLogger, snackbarQueueAtom, useSession } from '@x4i/shared';
import { useSolution } from '../../solution/hooks/solutions';
import { type WizardController, type WizardStep, type WizardStepValidations, type WizardWorkflowHandlers } from '@x4i/shared/contracts';
import {
  buildWorkflowSolution,
  createSolutionSaveHandlers,
  imageUploadFailureHandlers,
  recordRequests,
  renderWithProviders,
  setupMswServer,
  signedInSessionHandlers,
  solutionSaveFailureHandlers,
  type RenderWithProvidersOptions,
} from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { SolutionWorkflow } from './solution-workflow';

// The flows type into many fields one key at a time; under a loaded machine that takes a few seconds.
jest.setTimeout(15_000);

const server = setupMswServer();
const requests = recordRequests(server);

/** The last save the harness started, to wait for. */
let lastSave: Promise<void> = Promise.resolve();

/**
 * Stands in for the shell's wizard frame: keeps what the workflow reports through the controller, shows the
 * step it is told, and offers Save and Reveal as the frame's buttons would.
 */
function FrameHarness({ slug }: { slug?: string }) {
  const [steps, setSteps] = useState<readonly WizardStep[]>([]);
  const [validations, setValidations] = useState<WizardStepValidations>({});
  const [active, setActive] = useState<string | null>(null);
  const [showActions, setShowActions] = useState(true);
  const [validating, setValidating] = useState(false);
  const handlers = useRef<WizardWorkflowHandlers | null>(null);
  const controller = useMemo<WizardController>(
    () => ({
      setSteps: (declared) => {
        setSteps(declared);
        setActive((current) => current ?? declared[0]?.id ?? null);
      },
      // As the frame does: an unchanged report does not re-render.
      setStepValidations: (reported) => setValidations((current) => (JSON.stringify(current) === JSON.stringify(reported) ? current : reported)),
      register: (registered) => {
        handlers.current = registered;
        return () => {
          if (handlers.current === registered) handlers.current = null;
        };
      },
      setShowActions,
      setValidating,
    }),
    [],
  );
  return (
    <>
      <ul aria-label="Steps">
        {steps.map((step) => (
          <li key={step.id}>
            <button type="button" onClick={() => setActive(step.id)}>
              {step.label}
            </button>
            <span data-testid={`validity-${step.id}`}>{validations[step.id] ? 'valid' : 'invalid'}</span>
          </li>
        ))}
      </ul>
      <p data-testid="frame-state">
        {showActions ? 'actions shown' : 'actions hidden'}, {validating ? 'validating' : 'idle'}
      </p>
      <button type="button" onClick={() => (lastSave = handlers.current?.save() ?? Promise.resolve())}>
        Frame save
      </button>
      <button
        type="button"
        onClick={() => {
          const invalid = steps.find((step) => !validations[step.id]);
          if (!invalid) return;
          setActive(invalid.id);
          handlers.current?.revealErrors?.(invalid.id);
        }}
      >
        Frame reveal
      </button>
      <SolutionWorkflow slug={slug} activeStepId={active} controller={controller} />
    </>
  );
}

function Snackbars() {
  const queue = useAtomValue(snackbarQueueAtom);
  return (
    <ul aria-label="Snackbars">
      {queue.map((item) => (
        <li key={item.id}>
          {item.variant}: {item.message}
        </li>
      ))}
    </ul>
  );
}

/** The solution page's own use of the solution, to see the update reload it. */
function OpenSolutionPage({ slug }: { slug: string }) {
  const { data } = useSolution(slug);
  return <p data-testid="open-page">{data ? `Page shows ${data.executiveSummary}` : 'Page loading'}</p>;
}

function App({ slug, withPage }: { slug?: string; withPage?: boolean }) {
  // The wizard opens only once the session is known (its gating needs it).
  if (useSession().isLoading) return null;
  return (
    <>
      {withPage && slug && <OpenSolutionPage slug={slug} />}
      <FrameHarness slug={slug} />
      <Snackbars />
    </>
  );
}

const organization = { id: 'org-7', name: 'Helping Hands' };

function renderWorkflow(slug?: string, options: RenderWithProvidersOptions & { withPage?: boolean } = {}) {
  const { withPage, ...renderOptions } = options;
  return renderWithProviders(<App slug={slug} withPage={withPage} />, { route: '/all/tech-solution', ...renderOptions });
}

const validity = (step: string) => screen.getByTestId(`validity-${step}`).textContent;
const snackbars = () => within(screen.getByRole('list', { name: 'Snackbars' })).queryAllByRole('listitem').map((item) => item.textContent);
const dataLayerEvents = () => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event);
const showStep = async (user: ReturnType<typeof renderWorkflow>['user'], label: string) =>
  user.click(within(screen.getByRole('list', { name: 'Steps' })).getByRole('button', { name: label }));

function image(name = 'logo.png', type = 'image/png', size = 64): File {
  return new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
}

let logged: unknown[][];
let restoreLogger: ReturnType<typeof setSolutionSaveErrorLogger>;
let handlers: ReturnType<typeof createSolutionSaveHandlers>;
beforeEach(() => {
  handlers = createSolutionSaveHandlers();
  server.use(
    ...signedInSessionHandlers({ canTouchSolution: true }, { role: 'SOLUTION_PROVIDER', permissions: ['create:solution'], organization }),
    ...handlers,
  );
  (window as { dataLayer?: unknown[] }).dataLayer = [];
  logged = [];
  restoreLogger = setSolutionSaveErrorLogger((...args) => logged.push(args));
  requests.clear();
});
afterEach(() => setSolutionSaveErrorLogger(restoreLogger));

async function fillBasics(user: ReturnType<typeof renderWorkflow>['user']) {
  await user.type(screen.getByLabelText('Solution name (required)'), '  Pantry Pal ');
  await user.type(screen.getByLabelText('Solution website (required)'), 'pantrypal.example.org');
  await user.click(screen.getByRole('checkbox', { name: '2. Zero Hunger' }));
  await user.type(screen.getByLabelText('Summary (required)'), 'Keeps pantries stocked.');
}

describe('creating a solution', () => {
  it("starts an empty form in the user's organization, records begin_create and loads the badge options", async () => {
    renderWorkflow();
    expect(await screen.findByLabelText('Solution name (required)')).toHaveValue('');
    expect(screen.getByRole('form', { name: 'New solution' })).toBeInTheDocument();
    expect(dataLayerEvents()).toEqual(['begin_create']);
    expect(within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Basics',
      'Organization',
      'Details',
      'Stories and references',
      'Reach and badges',
    ]);
    expect(validity('basics')).toBe('invalid');
    expect(validity('organization')).toBe('valid');
    expect(requests.urls.map((url) => url.pathname)).toContain('/api/themed-content/badges/SOLUTION');
  });

  it('shows only the current step, and reports step validity as the fields change', async () => {
    const { user } = renderWorkflow();
    const name = await screen.findByLabelText('Solution name (required)');
    expect(name).toBeVisible();
    expect(screen.getByLabelText('Organization name (required)')).not.toBeVisible();
    expect(screen.getByLabelText('Organization name (required)')).toHaveValue('Helping Hands');

    await fillBasics(user);
    await waitFor(() => expect(validity('basics')).toBe('valid'));

    await user.clear(screen.getByLabelText('Solution website (required)'));
    await user.type(screen.getByLabelText('Solution website (required)'), 'not a website');
    await waitFor(() => expect(validity('basics')).toBe('invalid'));

    await showStep(user, 'Organization');
    expect(screen.getByLabelText('Organization name (required)')).toBeVisible();
    expect(name).not.toBeVisible();
  });

  it('says inline what is wrong with a field once it has been left', async () => {
    const { user } = renderWorkflow();
    const name = await screen.findByLabelText('Solution name (required)');
    await user.type(name, '   ');
    await user.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter the name of the solution.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await showStep(user, 'Organization');
    const ein = screen.getByLabelText('Organization EIN');
    await user.type(ein, '12-345');
    await user.tab();
    await waitFor(() => expect(ein).toHaveAccessibleDescription('9 digits, for example 12-3456789. An EIN has 9 digits, for example 12-3456789.'));
    const email = screen.getByLabelText('Organization e-mail');
    await user.type(email, 'team@');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter an e-mail address such as name@example.org.'));
  });

  it("reveals a step's errors when the frame asks, focusing the first field at fault", async () => {
    const { user } = renderWorkflow();
    await screen.findByLabelText('Solution name (required)');
    await showStep(user, 'Details');
    await user.click(screen.getByRole('button', { name: 'Frame reveal' }));
    const name = screen.getByLabelText('Solution name (required)');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Enter the name of the solution.');
    expect(screen.getByLabelText('Solution website (required)')).toHaveAccessibleDescription(
      "For example https://example.org Enter the solution's website.",
    );
    expect(screen.getByRole('group', { name: 'Goals (required)' })).toHaveAccessibleDescription(
      'The UN Sustainable Development Goals the solution works toward: choose at least one. Choose at least one goal.',
    );
  });

  it('saves the whole form as the payload, says so, records save_create and opens the new page', async () => {
    const { user, location } = renderWorkflow();
    await screen.findByLabelText('Solution name (required)');
    await fillBasics(user);

    await showStep(user, 'Organization');
    await user.type(screen.getByLabelText('Organization website'), 'helpinghands.example.org');
    await user.type(screen.getByLabelText('Organization EIN'), '12-3456789');
    await user.upload(screen.getByLabelText('Logo'), image());
    expect(await screen.findByRole('img', { name: 'Logo: preview' })).toHaveAttribute('src', '/uploads/1-logo.png');

    await showStep(user, 'Details');
    await user.type(screen.getByLabelText('Main feature 1'), 'Pantry map');
    await user.click(screen.getByRole('button', { name: 'Add user benefit' }));
    expect(screen.getByLabelText('User benefit 1')).toHaveFocus();
    await user.type(screen.getByLabelText('User benefit 1'), 'Less waste');
    await user.type(screen.getByLabelText('Hiring page'), 'helpinghands.example.org/jobs');

    await showStep(user, 'Reach and badges');
    await user.click(screen.getByRole('checkbox', { name: 'Washington' }));
    await user.click(screen.getByRole('checkbox', { name: 'Alaska' }));
    const veteranLed = await screen.findByRole('checkbox', { name: 'Veteran led' });
    expect(veteranLed).toHaveAccessibleDescription('Led by veterans.');
    await user.click(veteranLed);
    // A provider reads the certifications; the team sets them.
    expect(screen.queryByRole('checkbox', { name: 'Tech4PI certified' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Certifications' })).getByText('Tech4PI certified: No')).toBeInTheDocument();
    expect(screen.getByText('Certifications are set by our team.')).toBeInTheDocument();
    expect(screen.getByText('Premium listing: No')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Frame save' }));
    await lastSave;

    expect(handlers.creates).toEqual([
      {
        orgId: 'org-7',
        solutionType: 'TECHNOLOGY',
        solutionName: 'Pantry Pal',
        solutionUrl: 'https://pantrypal.example.org',
        organization: 'Helping Hands',
        organizationUrl: 'https://helpinghands.example.org',
        organizationEin: '123456789',
        organizationEmail: '',
        logo: '/uploads/1-logo.png',
        category: ['UNSDG2'],
        executiveSummary: 'Keeps pantries stocked.',
        demoContact: '',
        specialOfferUrl: '',
        hiringUrl: 'https://helpinghands.example.org/jobs',
        caseStudiesUrl: '',
        impactUrl: '',
        mainFeatures: ['Pantry map'],
        userBenefits: ['Less waste'],
        primaryAudience: [],
        marketingMaterial: [],
        references: [],
        tractionBadge: false,
        tech4piCert: false,
        msCert: false,
        geoAreaPrimary: ['AK', 'WA'],
        badges: [{ id: 'badge-veteran-led' }],
      },
    ]);
    expect(snackbars()).toEqual(['default: New Solution Created!']);
    expect(dataLayerEvents()).toEqual(['begin_create', 'save_create']);
    await waitFor(() => expect(location().pathname).toBe('/all/tech-solution/pantry-pal-s-pantry-pal'));
  });

  it("says 'Unable to Create New Solution' when the create fails, and logs the server's message", async () => {
    server.use(...solutionSaveFailureHandlers);
    const { user, location } = renderWorkflow();
    await screen.findByLabelText('Solution name (required)');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Frame save' }));
    await expect(lastSave).resolves.toBeUndefined();
    expect(snackbars()).toEqual(['error: Unable to Create New Solution']);
    expect(logged).toEqual([['Unable to Create New Solution', 'Something went wrong.']]);
    expect(dataLayerEvents()).toEqual(['begin_create']);
    expect(location().pathname).toBe('/all/tech-solution');
  });

  it('adds and removes list entries, keeping one main feature', async () => {
    const { user } = renderWorkflow();
    await screen.findByLabelText('Solution name (required)');
    await showStep(user, 'Details');
    expect(screen.queryByRole('button', { name: 'Remove main feature 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add main feature' }));
    await user.type(screen.getByLabelText('Main feature 2'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove main feature 1' }));
    expect(screen.getByLabelText('Main feature 1')).toHaveValue('Second');
    expect(screen.getByLabelText('Main feature 1')).toHaveFocus();
    expect(screen.queryByLabelText('Main feature 2')).not.toBeInTheDocument();

    await showStep(user, 'Stories and references');
    await user.click(screen.getByRole('button', { name: 'Add a story' }));
    const story = screen.getByRole('group', { name: 'Story 1' });
    expect(within(story).getByLabelText('Headline')).toHaveFocus();
    await user.type(within(story).getByLabelText('Text'), 'A story without a headline');
    await waitFor(() => expect(validity('stories')).toBe('invalid'));
    await user.click(within(story).getByRole('button', { name: 'Remove story 1' }));
    await waitFor(() => expect(validity('stories')).toBe('valid'));

    await user.click(screen.getByRole('button', { name: 'Add a reference' }));
    const reference = screen.getByRole('group', { name: 'Reference 1' });
    await user.type(within(reference).getByLabelText('Organization website'), 'nope');
    await user.tab();
    await waitFor(() => expect(within(reference).getByLabelText('Organization website')).toHaveAccessibleDescription('Enter a web address such as https://example.org.'));
  });
});

describe('uploading an image', () => {
  it('refuses a file of the wrong type or size before sending it, with a clear message', async () => {
    const { user } = renderWorkflow(undefined, { userEventOptions: { applyAccept: false } });
    await screen.findByLabelText('Solution name (required)');
    await showStep(user, 'Organization');
    const logo = screen.getByLabelText('Logo');
    await user.upload(logo, image('logo.svg', 'image/svg+xml'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, GIF or WebP image.');
    expect(logo).toHaveAccessibleDescription('PNG, JPEG, GIF or WebP, up to 2 MB. Choose a PNG, JPEG, GIF or WebP image.');
    await user.upload(logo, image('huge.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an image of 2 MB or less.');
    expect(handlers.uploads).toEqual([]);
  });

  it("says 'Error uploading image.' when the upload fails, and keeps no image", async () => {
    server.use(...imageUploadFailureHandlers);
    const { user } = renderWorkflow();
    await screen.findByLabelText('Solution name (required)');
    await showStep(user, 'Organization');
    await user.upload(screen.getByLabelText('Logo'), image());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error uploading image.');
    expect(screen.queryByRole('img', { name: 'Logo: preview' })).not.toBeInTheDocument();
    expect(logged.map(([message]) => message)).toEqual(['Error uploading image.']);
  });

  it('tells the frame an upload is under way, so the save waits', async () => {
    let answer: () => void = () => undefined;
    const until = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/upload/image', async () => {
        await until;
        return HttpResponse.json({ url: '/uploads/slow.png' }, { status: 201 });
      }),
    );
    const { user } = renderWorkflow();
    await screen.findByLabelText('Solution name (required)');
    await showStep(user, 'Organization');
    await user.upload(screen.getByLabelText('Logo'), image());
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading…');
    expect(screen.getByTestId('frame-state')).toHaveTextContent('validating');
    answer();
    expect(await screen.findByRole('img', { name: 'Logo: preview' })).toHaveAttribute('src', '/uploads/slow.png');
    expect(screen.getByTestId('frame-state')).toHaveTextContent('idle');

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Logo: preview' })).not.toBeInTheDocument();
  });
});

describe('editing a solution', () => {
  it('loads the solution into the form, hides the actions meanwhile, and records begin_edit', async () => {
    let answer: () => void = () => undefined;
    const until = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/solution/:slug', async () => {
        await until;
        return HttpResponse.json(buildWorkflowSolution());
      }),
    );
    const { user } = renderWorkflow('s-food-finder');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the solution');
    await waitFor(() => expect(screen.getByTestId('frame-state')).toHaveTextContent('actions hidden'));
    answer();
    expect(await screen.findByLabelText('Solution name (required)')).toHaveValue('Food Finder');
    expect(screen.getByRole('form', { name: 'Edit the solution' })).toBeInTheDocument();
    expect(screen.getByTestId('frame-state')).toHaveTextContent('actions shown');
    expect(screen.getByRole('checkbox', { name: '2. Zero Hunger' })).toBeChecked();
    expect(dataLayerEvents()).toEqual(['begin_edit']);
    expect(validity('basics')).toBe('valid');

    await showStep(user, 'Reach and badges');
    expect(screen.getByRole('checkbox', { name: 'Alaska' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Washington' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Hiring' })).toBeChecked();
    expect(screen.getByText('Traction badge: Yes')).toBeInTheDocument();
    expect(screen.getByText('Premium listing: Yes')).toBeInTheDocument();
  });

  it('lets a team member set the certifications, and sends them', async () => {
    server.use(...signedInSessionHandlers({ canTouchSolution: true }, { role: 'X4I_TEAM_MEMBER', permissions: ['do:all'], organization: null }));
    const { user } = renderWorkflow('s-food-finder');
    expect(await screen.findByLabelText('Solution name (required)')).toHaveValue('Food Finder');
    await showStep(user, 'Reach and badges');
    expect(screen.getByRole('checkbox', { name: 'Traction badge' })).toBeChecked();
    expect(screen.queryByText('Certifications are set by our team.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Microsoft certified' }));
    await user.click(screen.getByRole('button', { name: 'Frame save' }));
    await lastSave;
    expect(handlers.updates).toEqual([expect.objectContaining({ tractionBadge: true, msCert: true })]);
  });

  it('selects every state at once, or none', async () => {
    const { user } = renderWorkflow('s-food-finder');
    await screen.findByLabelText('Solution name (required)');
    await showStep(user, 'Reach and badges');
    const states = screen.getByRole('group', { name: 'States served' });
    await user.click(within(states).getByRole('button', { name: 'Select all' }));
    expect(within(states).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(within(states).getByRole('button', { name: 'Clear' }));
    expect(within(states).getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    await user.click(within(states).getByRole('checkbox', { name: 'Oregon' }));
    await user.click(screen.getByRole('button', { name: 'Frame save' }));
    await lastSave;
    expect(handlers.updates[0]?.geoAreaPrimary).toEqual(['OR']);
  });

  it("updates with id and slug, says 'Solution Updated!', records save_edit and reloads the open page", async () => {
    let summary = 'Finds food pantries near you.';
    server.use(http.get('*/api/solution/:slug', () => HttpResponse.json(buildWorkflowSolution({ executiveSummary: summary }))));
    const { user, location } = renderWorkflow('s-food-finder', { withPage: true });
    expect(await screen.findByTestId('open-page')).toHaveTextContent('Page shows Finds food pantries near you.');
    const field = await screen.findByLabelText('Summary (required)');
    await user.clear(field);
    await user.type(field, 'Finds open pantries.');
    summary = 'Finds open pantries.';

    await user.click(screen.getByRole('button', { name: 'Frame save' }));
    await lastSave;
    expect(handlers.updates).toHaveLength(1);
    expect(handlers.updates[0]).toMatchObject({ id: 'solution-1', slug: 's-food-finder', executiveSummary: 'Finds open pantries.', geoAreaPrimary: ['AK', 'WA'] });
    expect(snackbars()).toEqual(['default: Solution Updated!']);
    expect(dataLayerEvents()).toEqual(['begin_edit', 'save_edit']);
    await waitFor(() => expect(screen.getByTestId('open-page')).toHaveTextContent('Page shows Finds open pantries.'));
    expect(location().pathname).toBe('/all/tech-solution');
  });

  it("says 'Unable to Update Solution' when the update is refused, and logs the server's message", async () => {
    server.use(...createSolutionSaveHandlers({ forbidUpdates: true }));
    const { user } = renderWorkflow('s-food-finder');
    await screen.findByLabelText('Solution name (required)');
    await user.click(screen.getByRole('button', { name: 'Frame save' }));
    await lastSave;
    expect(snackbars()).toEqual(['error: Unable to Update Solution']);
    expect(logged).toEqual([['Unable to Update Solution', 'Only members of this organization are able to edit.']]);
  });

  it('logs a failed load and says the solution could not be loaded, with a retry', async () => {
    server.use(...createSolutionSaveHandlers({ solutions: [] }));
    const { user } = renderWorkflow('s-food-finder');
    expect(await screen.findByRole('alert')).toHaveTextContent('The solution could not be loaded.');
    expect(logged.map(([message]) => message)).toEqual(['error loading solution']);
    expect(screen.getByTestId('frame-state')).toHaveTextContent('actions hidden');
    expect(dataLayerEvents()).toEqual([]);

    server.use(...createSolutionSaveHandlers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Solution name (required)')).toHaveValue('Food Finder');
    expect(screen.getByTestId('frame-state')).toHaveTextContent('actions shown');
  });
});

describe('the draft', () => {
  // Each test opens the wizard two or three times.
  jest.setTimeout(40_000);
  beforeEach(() => localStorage.clear());

  async function editSummary(user: ReturnType<typeof renderWorkflow>['user'], text: string) {
    const field = await screen.findByLabelText('Summary (required)');
    await user.clear(field);
    await user.type(field, text);
  }

  it('is kept after a failed save and offered back at the next opening; restoring puts the changes back', async () => {
    server.use(...createSolutionSaveHandlers({ forbidUpdates: true }));
    const first = renderWorkflow('s-food-finder');
    await editSummary(first.user, 'Finds open pantries.');
    await first.user.click(screen.getByRole('button', { name: 'Frame save' }));
    await lastSave;
    expect(snackbars()).toEqual(['error: Unable to Update Solution']);
    first.unmount();

    const { user } = renderWorkflow('s-food-finder');
    const offer = await screen.findByRole('region', { name: 'Unsaved draft' });
    expect(screen.getByLabelText('Summary (required)')).toHaveValue('Finds food pantries near you.');
    await user.click(within(offer).getByRole('button', { name: 'Restore your draft' }));
    expect(screen.getByLabelText('Summary (required)')).toHaveValue('Finds open pantries.');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  });

  it('is forgotten after a successful save, and when discarded', async () => {
    const first = renderWorkflow('s-food-finder');
    await editSummary(first.user, 'Finds open pantries.');
    await first.user.click(screen.getByRole('button', { name: 'Frame save' }));
    await lastSave;
    expect(snackbars()).toEqual(['default: Solution Updated!']);
    first.unmount();

    const second = renderWorkflow('s-food-finder');
    await screen.findByLabelText('Summary (required)');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    await editSummary(second.user, 'Typed, never saved.');
    second.unmount();

    const { user } = renderWorkflow('s-food-finder');
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Summary (required)')).toHaveValue('Finds food pantries near you.');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('is not offered for another solution, nor made by merely opening one', async () => {
    const first = renderWorkflow('s-food-finder');
    await screen.findByLabelText('Summary (required)');
    first.unmount();
    expect(Object.keys(localStorage)).toEqual([]);

    const second = renderWorkflow('s-food-finder');
    await editSummary(second.user, 'Finds open pantries.');
    second.unmount();
    renderWorkflow();
    await screen.findByLabelText('Summary (required)');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  });
});
