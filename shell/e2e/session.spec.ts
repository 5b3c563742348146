import type { Page, Route } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectAccessible, signIn, test } from '@x4i/shared/e2e';

/** The access token's lifetime the browser tests run the product with (see the global setup). */
const ACCESS_TOKEN_TTL_S = 60;
/** How far off the device's clock is in the clock-skew tests. */
const SKEW_MS = 70 * 60_000;

interface SessionAnswer {
  user: unknown;
  accessTokenExpiration: number;
}

/** The gateway's session answer for the page's cookies. */
async function sessionOf(page: Page): Promise<SessionAnswer> {
  return (await (await page.request.get('/api/session')).json()) as SessionAnswer;
}

test.describe('the sign-in session', () => {
  test('once the server has ended the session, activity after idle time shows the alert and signs the user out', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();

    // The sign-in ends on the server (its cookies are gone); two idle hours later the visitor comes back.
    await page.context().clearCookies();
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

  for (const [clock, skewMs] of [
    ['fast', SKEW_MS],
    ['slow', -SKEW_MS],
  ] as const) {
    test(`with the device clock 70 minutes ${clock}, the user stays signed in exactly as long as the server's session lasts`, async ({ page }) => {
      await page.clock.install({ time: Date.now() + skewMs });
      await page.goto('/');
      await signIn(page, DEMO_ACCOUNTS.member);
      await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
      const first = await sessionOf(page);

      // Active: the page asks the gateway again at its renewal time, and the token is renewed before it runs out.
      const renewal = page.waitForResponse(
        async (response) => response.url().endsWith('/api/session') && ((await response.json()) as SessionAnswer).accessTokenExpiration > first.accessTokenExpiration,
      );
      await page.mouse.move(40, 40);
      const renewed = await renewal;
      expect(Date.parse(renewed.headers().date!)).toBeLessThan(first.accessTokenExpiration);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      // 70 minutes later by this device's clock (the case): the countdown ran out, the gateway still has the session.
      await page.clock.fastForward('01:10:00');
      const checked = page.waitForResponse((response) => response.url().endsWith('/api/session'));
      await page.mouse.move(80, 80);
      expect(((await (await checked).json()) as SessionAnswer).user).not.toBeNull();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);

      // The session ends on the server: the next activity after the countdown runs out says so.
      await page.context().clearCookies();
      await page.clock.fastForward('00:02:00');
      await page.mouse.move(40, 40);
      await expect(page.getByRole('alertdialog')).toContainText('Your session has expired. Please log in again.');
    });
  }

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

  test('an active user stays signed in past the access token\'s expiry: the gateway renews it, no alert shows', async ({ page }) => {
    test.setTimeout(ACCESS_TOKEN_TTL_S * 1000 + 90_000);
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
    const first = (await (await page.request.get('/api/session')).json()) as { accessTokenExpiration: number };

    // Idle past the expiry (the browser drops the expired access token's cookie), then active again.
    await page.waitForTimeout(first.accessTokenExpiration - Date.now() + 5000);
    await page.mouse.move(40, 40);
    await page.mouse.move(80, 80);
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await page.waitForTimeout(1500);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const renewed = (await (await page.request.get('/api/session')).json()) as { user: unknown; accessTokenExpiration: number };
    expect(renewed.user).not.toBeNull();
    expect(renewed.accessTokenExpiration).toBeGreaterThan(Date.now());
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
  });

  test('signing out revokes the refresh token: a copy of the cookie no longer signs anyone in', async ({ page, playwright, baseURL }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
    const refresh = (await page.context().cookies()).find((cookie) => cookie.name === 'refresh_token');
    expect(refresh?.httpOnly).toBe(true);

    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('refresh_token');

    // Someone kept a copy of the cookie: alone it would renew the session, but the provider revoked it.
    const copy = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `refresh_token=${refresh!.value}` } });
    expect((await (await copy.get('/api/session')).json()).user).toBeNull();
    await copy.dispose();
  });

  for (const [failure, fail] of [
    ['answers 500', (route: Route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } })],
    ['cannot be reached', (route: Route) => route.abort('connectionfailed')],
  ] as const) {
    test(`a sign-out that ${failure} says it did not complete, and the header no longer shows the user`, async ({ page }) => {
      await page.goto('/');
      await signIn(page, DEMO_ACCOUNTS.member);
      await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
      await page.route('**/napi/logout', fail);

      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: 'Morgan Member' }).click();
      await banner.getByRole('button', { name: 'Sign out' }).click();
      const alert = page.getByRole('alertdialog', { name: 'Sign-out did not complete' });
      await expect(alert).toHaveText(
        /We could not sign you out\. This page no longer shows your account, but you may still be signed in on this browser\. On a shared computer, close every browser window before you leave\./,
      );
      await expect(banner.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Morgan Member' })).toHaveCount(0);
      await expectAccessible(page, 'sign-out did not complete');
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(alert).toBeHidden();
      await expect(banner.getByRole('button', { name: 'Sign in' })).toBeVisible();
    });
  }

  test('a request on another host than PUBLIC_URL is redirected there first', async ({ request, baseURL }) => {
    const publicUrl = new URL(baseURL!);
    const other = new URL(publicUrl.href);
    other.hostname = publicUrl.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const response = await request.get(`${other.origin}/all/tech-solution/?q=water`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${publicUrl.origin}/all/tech-solution/?q=water`);
    expect((await request.get(`${other.origin}/healthz`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('repeated wrong passwords for one account are refused for a while, with a message saying when', async ({ page }) => {
    // Ten attempts, slowed from the fourth on.
    test.setTimeout(150_000);
    const email = `guesser-${Date.now()}@example.org`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    let refused: import('@playwright/test').Response | null = null;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(`${DEMO_PASSWORD}-${attempt}`);
      await page.getByLabel(/I accept the Terms of Use/).check();
      const answered = page.waitForResponse((response) => response.url().endsWith('/login') && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const response = await answered;
      if (response.status() === 429) {
        refused = response;
        break;
      }
      expect(response.status()).toBe(401);
    }
    expect(refused?.status()).toBe(429);
    expect(Number(refused!.headers()['retry-after'])).toBeGreaterThan(14 * 60);
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Try again in 15 minutes.');
    await expectAccessible(page, 'too many attempts');
  });
});
