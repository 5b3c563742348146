import { screen, within } from '@testing-library/react';
import { type SessionUser } from '@x4i/shared/contracts';
import { buildTeamMember, createAdminHandlers, renderWithProviders, sessionHandlersFor, signedOutSessionHandlers, SnackbarProbe, type AdminStore } from '@x4i/shared/testing';
import axe from 'axe-core';
import type { SetupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Route, Routes } from '@x4i/shared/router';

/** The messages the page has put in the snackbar, with their variant. */
export function snackbars(): Array<{ message: string; variant: string | null }> {
  return within(screen.getByRole('list', { name: 'Snackbars' }))
    .queryAllByRole('listitem')
    .map((item) => ({ message: item.textContent ?? '', variant: item.getAttribute('data-variant') }));
}

export interface RenderAdminPageOptions {
  route: string;
  /** The route pattern the page is mounted at. */
  path: string;
  /** Signed in as this user (a team member by default); null: signed out. */
  user?: SessionUser | null;
  store?: AdminStore;
}

/** Renders an admin page as the shell would, for a team member by default, over the admin MSW handlers. */
export function renderAdminPage(server: SetupServer, ui: ReactElement, { route, path, user = buildTeamMember(), store }: RenderAdminPageOptions) {
  const admin = createAdminHandlers(store);
  server.use(...(user ? sessionHandlersFor(user) : signedOutSessionHandlers), ...admin);
  const view = renderWithProviders(
    // In a main landmark, as the shell's layout puts every page; '/' for the guard's redirects to land on.
    <main>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
      <SnackbarProbe />
    </main>,
    { route },
  );
  return { ...view, admin };
}

/**
 * Runs axe on the whole document (dialogs render into body) and fails with the violations. Colour contrast
 * needs a real layout: the browser tests check it.
 */
export async function expectAccessible(): Promise<void> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  expect(violations).toEqual([]);
}
