/**
 * Helpers for the browser tests every app keeps in `<app>/e2e/`. They run in Playwright against the real
 * product, never in the browser bundle.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

export { expect, test };

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now and fails with a readable list of violations. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(violations, `accessibility violations on ${label}`).toEqual([]);
}

/** Collects console errors and uncaught page errors, so a test can assert the page ran cleanly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export const DEMO_PASSWORD = 'x4i-demo';
export const DEMO_ACCOUNTS = {
  member: 'member@demo.x4i.org',
  provider: 'provider@demo.x4i.org',
  team: 'team@demo.x4i.org',
} as const;

/**
 * Signs in the way a visitor does: the sign-in modal, then the identity provider's page (terms accepted there).
 * Starts from the page the browser is on; without `fromModal`, opens the modal from the app bar first.
 */
export async function signIn(page: Page, email: string, options: { password?: string; fromModal?: boolean } = {}): Promise<void> {
  if (!options.fromModal) await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  await page.getByLabel(/I accept the Terms of Use/).check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
