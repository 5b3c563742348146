import { permissionsModalAtom, signInAtom, snackbarQueueAtom, useSession, wizardAtom } from '@x4i/shared';
import { renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult } from '@x4i/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore, useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { ExploreStoreProvider } from '../state/explore-store';

/** Stands in for the shell's overlays: the snackbar queue, the sign-in modal, the permissions modal and the wizard, as text. */
function ShellProbe() {
  const snackbars = useAtomValue(snackbarQueueAtom);
  const signIn = useAtomValue(signInAtom);
  const wizard = useAtomValue(wizardAtom);
  const permissions = useAtomValue(permissionsModalAtom);
  const session = useSession();
  return (
    <div data-testid="shell-probe">
      <ul aria-label="Snackbars">
        {snackbars.map((item) => (
          <li key={item.id} data-variant={item.variant}>
            {item.message}
          </li>
        ))}
      </ul>
      <div data-testid="sign-in">{JSON.stringify(signIn)}</div>
      <div data-testid="wizard">{JSON.stringify(wizard)}</div>
      <div data-testid="permissions">{JSON.stringify(permissions)}</div>
      <div data-testid="session">{session.isLoading ? 'loading' : session.isSignedIn ? 'signed-in' : 'signed-out'}</div>
    </div>
  );
}

export interface RenderExploreResult extends RenderWithProvidersResult {
  store: ReturnType<typeof createStore>;
}

/** Renders as the shell does, plus a fresh store of this remote and the probe of the shell's overlays. */
export function renderExplore(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderExploreResult {
  const store = createStore();
  const result = renderWithProviders(
    <ExploreStoreProvider store={store}>
      {ui}
      <ShellProbe />
    </ExploreStoreProvider>,
    options,
  );
  return { ...result, store };
}

export function snackbars(): { message: string; variant: string | null }[] {
  return within(screen.getByRole('list', { name: 'Snackbars' }))
    .queryAllByRole('listitem')
    .map((item) => ({ message: item.textContent ?? '', variant: item.getAttribute('data-variant') }));
}

export function signInState(): { open: boolean; landingPath?: string; action?: string } {
  return JSON.parse(screen.getByTestId('sign-in').textContent ?? '{}');
}

export function wizardState(): { isOpen: boolean; request: unknown } {
  return JSON.parse(screen.getByTestId('wizard').textContent ?? '{}');
}

export function permissionsState(): { view: string; action?: string } {
  return JSON.parse(screen.getByTestId('permissions').textContent ?? '{}');
}

/** Waits until the session is known, so that gated actions answer (they do nothing while it loads). */
export async function sessionReady(): Promise<string> {
  await waitFor(() => expect(screen.getByTestId('session')).not.toHaveTextContent('loading'));
  return screen.getByTestId('session').textContent ?? '';
}
