import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, test } from '@x4i/shared/e2e';

const DEMO_SOLUTION = '/all/tech-solution/demo-solutions-hub-s-demo_solutions_hub';

test.describe('the wizard draft', () => {
  test('after a failed save, the next opening offers the draft back and restores it', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.provider);
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto(DEMO_SOLUTION);
    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit a Solution' });
    const summary = editor.getByLabel('Summary');
    await expect(editor.getByLabel('Solution name')).toHaveValue('Demo Solutions Hub');
    const saved = await summary.inputValue();
    const typed = `A summary typed just before the save failed (${Date.now()}).`;
    await summary.fill(typed);

    // The save fails (the backend is unreachable for this one request).
    await page.route('**/api/solution/update', (route) => route.fulfill({ status: 502, json: { error: { code: 'backend_unavailable', message: 'down' } } }));
    await editor.getByRole('button', { name: 'Save Update' }).click();
    await expect(page.getByTestId('snackbar-error')).toHaveText('Unable to Update Solution');
    await page.unroute('**/api/solution/update');
    await expect(editor).toBeHidden();

    await page.getByRole('button', { name: 'Edit' }).click();
    const offer = editor.getByRole('region', { name: 'Unsaved draft' });
    await expect(offer).toBeVisible();
    await expect(summary).toHaveValue(saved);
    await expectAccessible(page, 'draft offer');
    await offer.getByRole('button', { name: 'Restore your draft' }).click();
    await expect(summary).toHaveValue(typed);
    await expect(offer).toHaveCount(0);
  });
});
