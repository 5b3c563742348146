import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, test, waitForHydration } from '@x4i/shared/e2e';

test.describe('the public API', () => {
  test('/apis shows the API’s reference from its OpenAPI document, and “Try it out” calls the live API', async ({ page }) => {
    await page.goto('/apis');
    await expect(page.getByRole('heading', { level: 1, name: 'APIs' })).toBeVisible();
    const reference = page.getByTestId('api-reference');
    await expect(reference.getByText('Search and filter organizations')).toBeVisible();
    await expect(page.getByText('Loading the API reference…')).toHaveCount(0);
    await expectAccessible(page, '/apis');

    // The viewer is the page's own: no other page downloads it.
    await page.goto('/about-us');
    await waitForHydration(page);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('swagger-ui')))).toBe(false);

    await page.goto('/apis');
    const goals = page.locator('#operations-Reference-listGoals');
    await goals.getByText('The 17 UN Sustainable Development Goals').click();
    await goals.getByRole('button', { name: 'Execute' }).click();
    const responseBody = goals.locator('.responses-wrapper .live-responses-table .response-col_description pre').first();
    await expect(responseBody).toContainText('"slug": "no-poverty"');
    await expect(responseBody).toContainText('"vintage": "2015"');
  });

  test('a member creates a key on the profile, calls the API with it, sees its use, and revokes it', async ({ page, playwright }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await expect(page).toHaveURL(/\/profile(\?|$)/);
    const keys = page.getByRole('region', { name: 'API keys' });
    const name = `Grants dashboard ${Date.now()}`;
    await keys.getByLabel('Key name').fill(name);
    await keys.getByRole('button', { name: 'Create key' }).click();
    await expect(keys.getByText('Copy your new key now: it will not be shown again.')).toBeVisible();
    const secret = (await keys.locator('code', { hasText: /^x4i_/ }).first().textContent())!.trim();
    expect(secret).toMatch(/^x4i_[A-Za-z0-9_-]{32}$/);
    await expectAccessible(page, 'profile with a new key');
    await keys.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);

    // A program with the key: no cookies, only the header.
    const program = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const answer = await program.get('/api/v1/organizations?state=VT&pageSize=3', { headers: { 'X-Api-Key': secret } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['ratelimit-policy']).toContain('q=1000');
    const body = await answer.json();
    expect(body.data.items).toHaveLength(3);
    expect(body.data.total).toBeGreaterThan(3);
    expect(body.sources[0].vintage).toMatch(/^\d{4}-\d{2}-\d{2}/);

    await page.reload();
    const listed = keys.getByRole('listitem').filter({ hasText: name });
    await expect(listed).toContainText('This hour: 1 of 1,000 calls');
    await expect(listed).toContainText('Today: 1');

    page.once('dialog', (dialog) => dialog.accept());
    await listed.getByRole('button', { name: `Revoke ${name}` }).click();
    await expect(listed).toContainText('Revoked');
    const refused = await program.get('/api/v1/goals', { headers: { 'X-Api-Key': secret } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error.code).toBe('invalid_api_key');
    await program.dispose();
  });
});
