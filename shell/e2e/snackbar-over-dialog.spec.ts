import { DEMO_ACCOUNTS, expect, signIn, test } from '@x4i/shared/e2e';

const DEMO_SOLUTION = '/all/tech-solution/demo-solutions-hub-s-demo_solutions_hub';

test.describe('a message shown while a dialog is open', () => {
  test('is drawn above the dialog and its backdrop, where the visitor can read it', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await page.goto(DEMO_SOLUTION);
    // Without the clipboard permission the copy fails, the dialog stays open and an error message is shown.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await page.getByRole('button', { name: /^Share \(\d+\)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this solution' });
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    const message = page.getByTestId('snackbar-error');
    await expect(message).toHaveText('The link could not be copied.');
    await expect(dialog).toBeVisible();
    // What the visitor sees at the message's centre is the message, not the dialog's backdrop.
    const onTop = await message.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  });
});
