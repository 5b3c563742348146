import { screen, waitFor, within } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { http, HttpResponse } from 'msw';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { setSolutionSaveErrorLogger, snackbarQueueAtom, useSession } from '@x4i/shared';
import { type GrantPayload, type WizardController, type WizardStep, type WizardStepValidations, type WizardWorkflowHandlers, type WizardWorkflowProps } from '@x4i/shared/contracts';
import { apiPath, buildContentDetail, renderWithProviders, setupMswServer, signedInSessionHandlers } from '@x4i/shared/testing';
import { ChallengeWorkflow } from './challenge-workflow';
import { GrantWorkflow } from './grant-workflow';

jest.setTimeout(15_000);

const server = setupMswServer();
let lastSave: Promise<void> = Promise.resolve();

/** Stands in for the shell's wizard frame, as in the solution workflow's test. */
function FrameHarness({ Workflow, slug }: { Workflow: (props: WizardWorkflowProps) => ReactNode; slug?: string }) {
  const [steps, setSteps] = useState<readonly WizardStep[]>([]);
  const [validations, setValidations] = useState<WizardStepValidations>({});
  const [active, setActive] = useState<string | null>(null);
  const handlers = useRef<WizardWorkflowHandlers | null>(null);
  const controller = useMemo<WizardController>(
    () => ({
      setSteps: (declared) => {
        setSteps(declared);
        setActive((current) => current ?? declared[0]?.id ?? null);
      },
      setStepValidations: (reported) => setValidations((current) => (JSON.stringify(current) === JSON.stringify(reported) ? current : reported)),
      register: (registered) => {
        handlers.current = registered;
        return () => {
          if (handlers.current === registered) handlers.current = null;
        };
      },
      setShowActions: () => undefined,
      setValidating: () => undefined,
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
      <Workflow slug={slug} activeStepId={active} controller={controller} />
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

function App(props: { Workflow: (props: WizardWorkflowProps) => ReactNode; slug?: string }) {
  if (useSession().isLoading) return null;
  return (
    <>
      <FrameHarness {...props} />
      <Snackbars />
    </>
  );
}

const render = (Workflow: (props: WizardWorkflowProps) => ReactNode, slug?: string) =>
  renderWithProviders(<App Workflow={Workflow} slug={slug} />, { route: '/all/social-challenge-idea' });
const validity = (step: string) => screen.getByTestId(`validity-${step}`).textContent;
const snackbars = () => within(screen.getByRole('list', { name: 'Snackbars' })).queryAllByRole('listitem').map((item) => item.textContent);
const showStep = async (user: ReturnType<typeof render>['user'], label: string) =>
  user.click(within(screen.getByRole('list', { name: 'Steps' })).getByRole('button', { name: label }));

let posted: { path: string; body: unknown }[];
let logged: unknown[][];
let restoreLogger: ReturnType<typeof setSolutionSaveErrorLogger>;
beforeEach(() => {
  posted = [];
  logged = [];
  restoreLogger = setSolutionSaveErrorLogger((...args) => logged.push(args));
  server.use(
    ...signedInSessionHandlers({ canTouchChallenge: true, canTouchGrant: true }, { permissions: ['create:content', 'edit:content'], organization: { id: 'org-1', name: 'Harbor Youth' } }),
    http.post(apiPath('/:kind/:action'), async ({ request, params }) => {
      posted.push({ path: `${String(params.kind)}/${String(params.action)}`, body: await request.json() });
      const slug = params.kind === 'challenge' ? 'c-new' : 'g-new';
      return HttpResponse.json({ slug, url: `/all/${String(params.kind)}/new/${slug}` }, { status: params.action === 'create' ? 201 : 200 });
    }),
  );
});
afterEach(() => setSolutionSaveErrorLogger(restoreLogger));

describe('the challenge workflow', () => {
  it('creates a challenge: steps, validity, errors shown, payload, message and the new page', async () => {
    const { user, location } = render(ChallengeWorkflow);
    const title = await screen.findByLabelText('Title (required)');
    expect(screen.getByRole('form', { name: 'New challenge' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Basics', 'Description']);
    // The organisation is the user's, prefilled.
    expect(screen.getByLabelText('Organization (required)')).toHaveValue('Harbor Youth');
    expect(validity('basics')).toBe('invalid');

    await user.click(screen.getByRole('button', { name: 'Frame reveal' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('The challenge as a question or a short statement. Enter a title.');

    await user.type(title, 'Reaching teens');
    await user.click(screen.getByRole('checkbox', { name: '3. Good Health and Well-being' }));
    await waitFor(() => expect(validity('basics')).toBe('valid'));
    await showStep(user, 'Description');
    await user.type(screen.getByLabelText('Summary (required)'), 'They do not call hotlines.');
    await user.type(screen.getByLabelText('Text (required)'), 'First.{enter}{enter}Second.');
    await waitFor(() => expect(validity('description')).toBe('valid'));

    await user.click(screen.getByRole('button', { name: 'Frame save' }));
    await lastSave;
    expect(posted).toEqual([
      {
        path: 'challenge/create',
        body: { title: 'Reaching teens', categories: ['UNSDG3'], organization: 'Harbor Youth', summary: 'They do not call hotlines.', body: ['First.', 'Second.'] },
      },
    ]);
    expect(snackbars()).toEqual(['default: New Challenge Created!']);
    await waitFor(() => expect(location().pathname).toBe('/all/challenge/new/c-new'));
  });

  it("edits a challenge loaded into the form, and says 'Unable to Update Challenge' when the server refuses", async () => {
    server.use(
      http.get(apiPath('/themed-content/:slug'), () => HttpResponse.json(buildContentDetail({ id: 'id-9', slug: 'c-housing', body: ['One.', 'Two.'] }))),
      http.post(apiPath('/challenge/update'), () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'Only members of this organization are able to edit.' } }, { status: 403 }),
      ),
    );
    const { user } = render(ChallengeWorkflow, 'c-housing');
    expect(await screen.findByLabelText('Title (required)')).toHaveValue('Affordable Housing Waitlists');
    expect(screen.getByRole('form', { name: 'Edit the challenge' })).toBeInTheDocument();
    expect(screen.getByLabelText('Text (required)')).toHaveValue('One.\n\nTwo.');
    await user.click(screen.getByRole('button', { name: 'Frame save' }));
    await lastSave;
    expect(snackbars()).toEqual(['error: Unable to Update Challenge']);
    expect(logged).toEqual([['Unable to Update Challenge', 'Only members of this organization are able to edit.']]);
  });

  it('refuses to load a grant into the challenge form', async () => {
    server.use(http.get(apiPath('/themed-content/:slug'), () => HttpResponse.json(buildContentDetail({ contentType: 'grants-funding', slug: 'g-x' }))));
    render(ChallengeWorkflow, 'g-x');
    expect(await screen.findByText('The challenge could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title (required)')).not.toBeInTheDocument();
  });
});

describe('the grant workflow', () => {
  it('creates a grant with its funding facts', async () => {
    const { user } = render(GrantWorkflow);
    await user.type(await screen.findByLabelText('Title (required)'), 'Hotspot Mini-Grants');
    expect(screen.getByLabelText('Funder (required)')).toHaveValue('Harbor Youth');
    await user.click(screen.getByRole('checkbox', { name: '4. Quality Education' }));
    await showStep(user, 'Description');
    await user.type(screen.getByLabelText('Summary (required)'), 'For libraries.');
    await user.type(screen.getByLabelText('Text (required)'), 'Apply by March.');
    await showStep(user, 'Funding and dates');
    await user.type(screen.getByLabelText('Amount in US dollars'), 'lots');
    await user.tab();
    expect(await screen.findByText('Enter the amount in whole US dollars, such as 25000, or leave it empty.')).toBeInTheDocument();
    await waitFor(() => expect(validity('funding')).toBe('invalid'));
    await user.clear(screen.getByLabelText('Amount in US dollars'));
    await user.type(screen.getByLabelText('Amount in US dollars'), '$10,000');
    await user.type(screen.getByLabelText('Closing date'), '2027-03-31');
    await user.click(screen.getByRole('radio', { name: 'Nonprofits can apply' }));
    await user.type(screen.getByLabelText('Application page'), 'foundation.example/apply');
    await waitFor(() => expect(validity('funding')).toBe('valid'));

    await user.click(screen.getByRole('button', { name: 'Frame save' }));
    await lastSave;
    expect(posted).toEqual([
      {
        path: 'grant/create',
        body: {
          title: 'Hotspot Mini-Grants',
          categories: ['UNSDG4'],
          summary: 'For libraries.',
          body: ['Apply by March.'],
          fundingName: 'Harbor Youth',
          fundingLogo: '',
          opportunityId: '',
          grantAmount: 10000,
          expirationDate: '2027-03-31',
          eligibility: 'NON_PROFIT',
          sourceUrl: 'https://foundation.example/apply',
        } satisfies GrantPayload,
      },
    ]);
    expect(snackbars()).toEqual(['default: New Grant Created!']);
  });
});
