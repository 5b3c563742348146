import { expect, expectAccessible, test } from '@x4i/shared/e2e';

test.describe('the Contact Us dialog', () => {
  test('a visitor sends a message from the footer, is thanked, and finds an empty form next time', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill('ada@example.org');
    await dialog.getByLabel('Organization (optional)').fill('Analytical Engines');
    await dialog.getByLabel('Message').fill('We would like to list our tool.');
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const response = await stored;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String) });
    await expect(dialog.getByText('Thank you!')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expect(dialog.getByLabel('Message')).toHaveValue('');
  });

  test('a message from the page itself with action "ask" opens the dialog', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => window.postMessage({ action: 'ask' }, '*'));
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });

  test('a click outside does not close it; it fills the screen on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.getByLabel('Name')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close Contact Us' }).click();
    await expect(dialog).toBeHidden();
  });
});
