import { collectPageErrors, expect, expectAccessible, test } from '@x4i/shared/e2e';

test.describe('NTEE code builder', () => {
  test('the menu leads to the builder; a visitor builds a code level by level and sees who carries it', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Our Products' }).click();
    await menu.getByRole('link', { name: 'NTEE Code Builder' }).click();
    await expect(page).toHaveURL(/\/nonprofit-ntee-code-builder$/);
    await expect(page).toHaveTitle('X4I - NTEE Code Builder');

    await page.getByLabel('1. Major group').selectOption('K');
    await expect(page.getByText('K: Food, Agriculture & Nutrition', { exact: true }).last()).toBeVisible();
    await page.getByLabel('2. Decade').selectOption('K3');
    await page.getByLabel('3. Code').selectOption('K31');
    await expect(page).toHaveURL(/\?code=K31$/);

    const chosen = page.getByRole('region', { name: 'Your code' });
    await expect(chosen).toContainText('Food Banks & Pantries');
    await expect(chosen.getByRole('link', { name: 'Goal 2: Zero Hunger' })).toHaveAttribute('href', '/sdg/zero-hunger');

    const peers = page.getByRole('region', { name: 'Organizations with K31', exact: true });
    await expect(peers).toContainText(/[\d,]+ organizations carry K31 \(Food Banks & Pantries\) in the IRS records of the 25 states and DC whose files are imported\./);
    // The map draws its states as the reader scrolls to it.
    await peers.scrollIntoViewIfNeeded();
    await expect(peers.getByRole('group', { name: 'Organizations with NTEE code K31, by state' })).toBeVisible();
    const firstPeer = peers.getByRole('list', { name: 'The largest, by the income they report' }).getByRole('link').first();
    await expect(firstPeer).toHaveAttribute('href', /^\/nonprofit-ntee-code-finder\/\d{9}$/);
    await expectAccessible(page, 'builder with a code');

    // The code is the URL: a reload shows it again.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your code' })).toContainText('K31');
    expect(errors).toEqual([]);
  });

  test('a visitor describes the organization and takes a suggested code', async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-builder');
    await page.getByLabel('What does your organization do?').fill('We run an animal shelter that rescues dogs and cats');
    await page.getByRole('button', { name: 'Suggest codes' }).click();
    const suggestions = page.getByRole('list', { name: 'Suggested codes' });
    await expect(suggestions.getByRole('listitem').first()).toContainText(/Matched .*(animal|shelter)/);
    await expect(suggestions).toContainText('D20');
    await expectAccessible(page, 'suggestions');
    await suggestions.getByRole('button', { name: /^Use this code: D20/ }).click();
    await expect(page).toHaveURL(/code=D20/);
    await expect(page.getByRole('region', { name: 'Your code' })).toContainText('D20');
    await expect(page.getByRole('region', { name: 'Organizations with D20', exact: true })).toBeVisible();
  });

  test('the suggestion and counting calls refuse what they cannot read', async ({ request }) => {
    const empty = await request.get('/api/ntee/suggest?q=');
    expect(empty.status()).toBe(400);
    expect((await empty.json()).error.code).toBe('invalid_description');
    const unknown = await request.get('/api/ntee/code-counts?code=B98');
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).error.code).toBe('invalid_ntee_code');
  });
});
