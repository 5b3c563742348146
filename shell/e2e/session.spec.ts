import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, test } from '@x4i/shared/e2e';

test.describe('the sign-in session', () => {
  test('after idle time, activity with an expired token shows the alert and signs the user out', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();

    // The access token lives an hour; two idle hours later the visitor comes back.
    await page.clock.fastForward('02:00:00');
    await page.mouse.move(40, 40);
    await page.mouse.move(80, 80);
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Your session has expired. Please log in again.');
    await expectAccessible(page, 'session expired alert');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
  });

  test("an embedding page's 'login' message opens the sign-in modal", async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.evaluate(() => window.postMessage({ action: 'login' }, window.location.origin));
    await expect(page.getByRole('dialog', { name: /Sign in to X4I|Please sign in to continue/ })).toBeVisible();
  });

  test('state-changing calls from another site are refused', async ({ page, request }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
    const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const forged = await request.post('/api/profile/update', {
      headers: { cookie: cookies, origin: 'https://evil.example', 'content-type': 'application/json' },
      data: { newsletter: true },
    });
    expect(forged.status()).toBe(403);
    expect((await forged.json()).error.code).toBe('csrf');
  });
});
