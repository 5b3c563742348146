import { DEMO_ACCOUNTS, expect, expectAccessible, linkIn, mailTo, openSignInPage, signIn, signUp, test, uniqueEmail } from '@x4i/shared/e2e';
import type { Page } from '@playwright/test';

const sessionUser = async (page: Page) => (await (await page.request.get('/api/session')).json()).user as { email: string } | null;

test.describe('password reset by e-mail', () => {
  test('a member who forgot their password gets a reset link, chooses a new one, signs in with it; the link then stops working', async ({ browser }) => {
    const email = uniqueEmail('reset');

    // A new member signs up; this session stays open on another device.
    const other = await (await browser.newContext()).newPage();
    await signUp(other, { email, password: 'first password', firstName: 'Reese', lastName: 'Reset' });

    // On this device they forgot the password.
    const page = await (await browser.newContext()).newPage();
    await openSignInPage(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset e-mail' }).click();
    await expect(page.getByRole('status')).toContainText('If that e-mail address is registered, a reset e-mail has been sent to it.');

    // The mail reached the SMTP server; the team's outbox lists it as sent.
    const link = linkIn(await mailTo(email, 'Reset your X4I password'), 'Choose a new password');
    expect(link).toMatch(/\/oidc\/reset-password\?token=[\w-]{43}$/);
    const team = await (await browser.newContext()).newPage();
    await team.goto('/');
    await signIn(team, DEMO_ACCOUNTS.team);
    await expect(team.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await team.goto('/admin/outbox');
    const row = team.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Reset your X4I password' });
    await expect(row).toContainText('Sent on');
    // The team's copy withholds the link's token: reading the outbox does not let anyone act as the recipient.
    await row.getByText('Reset your X4I password').click();
    const kept = row.getByText(/Choose a new password: /);
    await expect(kept).toContainText('/oidc/reset-password?token=WITHHELD');
    await expect(kept).not.toContainText(new URL(link!).searchParams.get('token')!);
    await expectAccessible(team, 'outbox');
    await team.setViewportSize({ width: 390, height: 800 });
    await expect(row.getByText(email)).toBeVisible();
    await expectAccessible(team, 'outbox at 390 px');

    const withheld = await (await browser.newContext()).newPage();
    await withheld.goto('/oidc/reset-password?token=WITHHELD');
    await expect(withheld.getByRole('alert')).toContainText('This password reset link is not valid.');

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectAccessible(page, 'reset password form');
    await page.getByLabel(/^New password \(at least/).fill('second password');
    await page.getByLabel('New password again').fill('second passw0rd');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toContainText('The two passwords are not the same.');
    await page.getByLabel(/^New password \(at least/).fill('second password');
    await page.getByLabel('New password again').fill('second password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();

    // The other device's session is signed out.
    expect(await sessionUser(other)).toBeNull();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('first password');
    await page.getByLabel(/I accept the Terms of Use/).check();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('There is no account for that e-mail and password combination.');
    await page.getByLabel('Password').fill('second password');
    await page.getByLabel(/I accept the Terms of Use/).check();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => sessionUser(page).then((user) => user?.email)).toBe(email);

    await page.goto(link!);
    await expect(page.getByRole('alert')).toContainText('This password reset link has already been used.');
    await expectAccessible(page, 'used reset link');
  });
});
