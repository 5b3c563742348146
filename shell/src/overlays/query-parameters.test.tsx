import { act, screen, waitFor } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { pageNavigation, useResumedAction, wizardAtom } from '@x4i/shared';
import { encodeLoginPath } from '@x4i/shared/domain';
import { useState } from 'react';
import { renderWithProviders, setupMswServer, signedInSessionHandlers } from '@x4i/shared/testing';
import { QueryParameterActions } from './query-parameters';
import { SignInModal } from './sign-in-modal';
import { useEmbedMessages } from './embed-messages';
import { keepEarlyMessages } from './early-messages';

const server = setupMswServer();

type DataLayerWindow = Window & { dataLayer?: unknown[] };

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  delete (window as DataLayerWindow).dataLayer;
});
afterEach(() => assign.mockRestore());

function EmbedMessages() {
  useEmbedMessages();
  return null;
}

/** Stands in for a page offering to recommend item-1: counts how often the resumed action runs. */
function RecommendButtonPage() {
  const [runs, setRuns] = useState(0);
  useResumedAction('VOTE:item-1', () => setRuns((count) => count + 1));
  return <p>Recommended {runs} times</p>;
}

let wizardState: () => unknown = () => null;
function WizardProbe() {
  const state = useAtomValue(wizardAtom);
  wizardState = () => state;
  return null;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <QueryParameterActions />
      <RecommendButtonPage />
      <WizardProbe />
      <SignInModal />
      <EmbedMessages />
    </>,
    { route },
  );
}

/** Continues to sign in: the sign-in address tells where the user lands and what action follows. */
async function continueToSignIn(view: ReturnType<typeof renderAt>): Promise<URL> {
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return new URL(assign.mock.calls[0][0] as string, 'http://localhost');
}

describe('query parameters', () => {
  describe('login=true, signed out', () => {
    it('opens the sign-in modal landing on the decoded path, and cleans the address', async () => {
      const view = renderAt(`/all/money-flow?login=true&path=${encodeLoginPath('/all/tech-solution?filter=x')}&q=1`);
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveAccessibleName('Please sign in to continue');
      expect(view.location()).toMatchObject({ pathname: '/all/money-flow', search: '?q=1' });
      expect((await continueToSignIn(view)).searchParams.get('returnTo')).toBe('/all/tech-solution?filter=x');
    });

    it('lands on the current page when the path is not valid base64', async () => {
      const view = renderAt('/all/money-flow?login=true&path=%%%not-base64');
      await screen.findByRole('dialog');
      expect(view.location().search).toBe('');
      expect((await continueToSignIn(view)).searchParams.get('returnTo')).toBe('/all/money-flow');
    });

    it('lands on the current page when the decoded path leads to another site', async () => {
      const view = renderAt(`/about-us?login=true&path=${encodeLoginPath('//evil.example/')}`);
      await screen.findByRole('dialog');
      expect((await continueToSignIn(view)).searchParams.get('returnTo')).toBe('/about-us');
    });
  });

  describe('login=true, signed in', () => {
    beforeEach(() => server.use(...signedInSessionHandlers()));

    it('goes to the decoded path in place of the current entry', async () => {
      const view = renderWithProviders(
        <>
          <QueryParameterActions />
          <SignInModal />
        </>,
        { initialEntries: ['/before', `/about-us?login=true&path=${encodeLoginPath('/all/money-flow?state=wa')}`] },
      );
      await waitFor(() => expect(view.location()).toMatchObject({ pathname: '/all/money-flow', search: '?state=wa' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      view.navigate(-1);
      expect(view.location().pathname).toBe('/before');
    });

    it('ignores an invalid or unsafe path, only cleaning the address', async () => {
      const view = renderAt(`/about-us?login=true&path=${encodeLoginPath('https://evil.example/')}`);
      await waitFor(() => expect(view.location().search).toBe(''));
      expect(view.location().pathname).toBe('/about-us');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      const bad = renderAt('/our-data?login=true&path=***');
      await waitFor(() => expect(bad.location().search).toBe(''));
      expect(bad.location().pathname).toBe('/our-data');
    });
  });

  it("newSession records a 'login' event in window.dataLayer and leaves the address", async () => {
    const view = renderAt('/profile?newSession=1');
    await waitFor(() => expect(view.location().search).toBe(''));
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'login' }]);
  });

  it('newSession keeps what window.dataLayer already holds', async () => {
    (window as DataLayerWindow).dataLayer = [{ event: 'gtm.js' }];
    const view = renderAt('/profile?newSession=true');
    await waitFor(() => expect(view.location().search).toBe(''));
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'login' }]);
  });

  it('action, signed out: opens the sign-in modal with the current page and the action', async () => {
    const view = renderAt('/all/money-flow?state=wa&action=CREATE_SOLUTION');
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Please sign in to continue');
    expect(view.location().search).toBe('?state=wa');
    const url = await continueToSignIn(view);
    expect(url.pathname).toBe('/napi/login');
    expect(url.searchParams.get('returnTo')).toBe('/all/money-flow?state=wa');
    expect(url.searchParams.get('action')).toBe('CREATE_SOLUTION');
  });

  it('action, signed in: is removed from the address (the permissions modal handles it)', async () => {
    server.use(...signedInSessionHandlers());
    const view = renderAt('/all/money-flow?action=CREATE_SOLUTION');
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('action on an item, signed in after sign-in: the page runs it once and the address forgets it', async () => {
    server.use(...signedInSessionHandlers());
    const view = renderAt('/all/tech-solution?newSession=1&action=VOTE%3Aitem-1');
    expect(await screen.findByText('Recommended 1 times')).toBeInTheDocument();
    await waitFor(() => expect(view.location().search).toBe(''));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Recommended 1 times')).toBeInTheDocument();
  });

  it('a create action, signed in with the permission, opens its wizard', async () => {
    server.use(...signedInSessionHandlers({ canTouchSolution: true }));
    const view = renderAt('/all/tech-solution?newSession=1&action=CREATE_SOLUTION');
    await waitFor(() => expect(view.location().search).toBe(''));
    await waitFor(() => expect(wizardState()).toEqual({ isOpen: true, request: { workflow: 'SolutionWorkflow' } }));
  });

  it('action on another item is not run here', async () => {
    server.use(...signedInSessionHandlers());
    const view = renderAt('/all/tech-solution?action=VOTE%3Aitem-2');
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(screen.getByText('Recommended 0 times')).toBeInTheDocument();
  });

  it("a window message 'login' from the page's own origin opens the sign-in modal; other origins are ignored", async () => {
    renderAt('/');
    act(() => void window.dispatchEvent(new MessageEvent('message', { data: { action: 'login' }, origin: 'https://evil.example' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new MessageEvent('message', { data: { action: 'login' }, origin: window.location.origin })));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sign in to X4I');
  });

  it('a message an embedder posted while the page loaded is handled once the page listens; one from another origin is not', async () => {
    keepEarlyMessages();
    window.dispatchEvent(new MessageEvent('message', { data: { action: 'ask' }, origin: 'https://evil.example' }));
    window.dispatchEvent(new MessageEvent('message', { data: { action: 'login' }, origin: window.location.origin }));
    renderAt('/');
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sign in to X4I');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
