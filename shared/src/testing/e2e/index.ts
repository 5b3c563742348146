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

/** Opens the provider's sign-in page the way a visitor does: the app bar's Sign in, then Continue. */
export async function openSignInPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
}

/** An address no other test uses. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.org`;

/** Signs up on the provider's Sign Up form, from the sign-in page; waits until the site has the session. */
export async function signUp(page: Page, person: { email: string; password: string; firstName: string; lastName: string }): Promise<void> {
  await openSignInPage(page);
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel(/I accept the Terms of Use/).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect.poll(async () => ((await (await page.request.get('/api/session')).json()).user as { email: string } | null)?.email).toBe(person.email);
}

/**
 * The link of a mail in the team's outbox (the browser tests run without SMTP, so every mail is kept there), read
 * the way the team reads it: signed in as a team member on the given page, at /admin/outbox. `label` is the text
 * before the link in the plain-text body ('Choose a new password: https://…'). The newest such mail counts (the
 * outbox lists the newest first).
 */
export async function linkFromOutbox(team: Page, mail: { to: string; subject: string; label: string }): Promise<string> {
  await team.goto('/admin/outbox');
  await expect(team.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const row = team.getByRole('row').filter({ hasText: mail.to }).filter({ hasText: mail.subject }).first();
  await expect(row).toContainText('Not sent: kept in the outbox (no SMTP server is configured)');
  await row.getByText(mail.subject).click();
  const text = (await row.locator('pre').textContent()) ?? '';
  const link = new RegExp(`${mail.label}: (\\S+)`).exec(text)?.[1];
  expect(link, `a "${mail.label}" link in the mail to ${mail.to}`).toBeTruthy();
  return link!;
}
