import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectAccessible, signIn, test } from '@x4i/shared/e2e';

test.describe('signing in', () => {
  test('a community member signs in and lands on their profile', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to X4I' })).toBeVisible();
    await expectAccessible(page, 'sign-in modal');
    const modal = page.getByRole('dialog');
    // The terms are asked once, on the provider's page.
    await expect(modal.getByRole('checkbox')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/oidc\/interaction\//);
    await expectAccessible(page, 'identity provider sign-in page');
    await page.getByLabel('E-mail').fill(DEMO_ACCOUNTS.member);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel(/I accept the Terms of Use/).check();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(/\/profile(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
    await expect(page.getByText('Community Member', { exact: true })).toBeVisible();
    await expect(page.getByText('Special Benefits')).toHaveCount(0);
    await expect(page).toHaveTitle('X4I - My Profile');
    await expectAccessible(page, 'profile');

    // The tokens stay in httpOnly cookies: the page's JavaScript never sees them.
    expect(await page.evaluate(() => document.cookie)).not.toContain('token');
    const cookies = await page.context().cookies();
    const accessToken = cookies.find((cookie) => cookie.name === 'access_token');
    expect(accessToken).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  test('a solution provider gets the role through their organisation’s rule', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.provider);
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Provider' })).toBeVisible();
    await expect(page.getByText('Solution Provider', { exact: true })).toBeVisible();
    await expect(page.getByText('Demo Solutions Co. (demo)', { exact: true })).toBeVisible();
    await expect(page.getByText('Special Benefits')).toBeVisible();
  });

  test('a team member signs in with the team role', async ({ page, request }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.team);
    await expect(page.getByText('X4I Team Member', { exact: true })).toBeVisible();
    const session = await (await page.request.get('/api/session')).json();
    expect(session.user.role).toBe('X4I_TEAM_MEMBER');
    expect(session.canTouchSolution).toBe(true);
    expect(session.accessTokenExpiration).toBeGreaterThan(Date.now());
    expect(JSON.stringify(session)).not.toMatch(/eyJ/); // no token in the answer
    // Without the cookies the same call is anonymous.
    expect((await (await request.get('/api/session')).json()).user).toBeNull();
  });

  test('a wrong password says there is no such account, and changes nothing', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member, { password: 'not-the-password' });
    await expect(page.getByText(/no account for that e-mail and password combination/)).toBeVisible();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
  });

  test('a new visitor signs up and lands on their profile', async ({ page }) => {
    const email = `new-member-${Date.now()}@example.org`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('tab', { name: 'Sign Up' }).click();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    // The Sign Up tab opens the provider's sign-up form at once.
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('a-long-password-1');
    await page.getByLabel(/I accept the Terms of Use/).check();
    await page.getByRole('button', { name: /Sign Up|Create account/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Robin Newcomer' })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    // The verification mail went to that address; the profile says so until its link is followed.
    await expect(page.getByRole('region', { name: 'Your e-mail address is not verified yet' })).toContainText(email);
  });

  test('signing out ends the session', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
  });

  test('?login=true opens the sign-in modal and lands on the encoded path', async ({ page }) => {
    const path = Buffer.from('/nonprofit-ntee-code-finder').toString('base64');
    await page.goto(`/about-us?login=true&path=${path}`);
    await expect(page.getByRole('dialog', { name: 'Please sign in to continue' })).toBeVisible();
    await signIn(page, DEMO_ACCOUNTS.member, { fromModal: true });
    await expect(page).toHaveURL(/\/nonprofit-ntee-code-finder/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' })).toBeVisible();

    // Signed in, the same link goes straight there; a bad path is ignored without a crash.
    await page.goto(`/about-us?login=true&path=${path}`);
    await expect(page).toHaveURL(/\/nonprofit-ntee-code-finder$/);
    await page.goto('/about-us?login=true&path=%%%not-base64');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });

  test('profile choices persist across a reload', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.provider);
    const newsletter = page.getByRole('switch', { name: 'Newsletter' });
    const wasOn = await newsletter.isChecked();
    await newsletter.click();
    await expect(page.getByText('Your newsletter choice has been updated.')).toBeVisible();
    await page.getByLabel('Organization type').selectOption('NPO');
    await expect(page.getByText('Your organization type has been updated.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Newsletter' })).toBeChecked({ checked: !wasOn });
    await expect(page.getByLabel('Organization type')).toHaveValue('NPO');
  });

  test('anonymous visitors are sent home from the profile, with the sign-in open, and land on it once signed in', async ({ page, request }) => {
    const answer = await request.get('/profile', { maxRedirects: 0, headers: { accept: 'text/html' } });
    expect(answer.status()).toBe(307);
    expect(answer.headers()['location']).toMatch(/^\/\?login=true&path=/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Please sign in to continue' })).toBeVisible();
    await signIn(page, DEMO_ACCOUNTS.member, { fromModal: true });
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
  });
});
