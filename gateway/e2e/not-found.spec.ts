import { collectPageErrors, expect, expectAccessible, test } from '@x4i/shared/e2e';

test.describe('unknown addresses', () => {
  test('an unknown URL answers 404 with the not-found page, a real page answers 200', async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const url of ['/no-such-page', '/all/tech-solution/a/b/c/d', '/all/social-challenge-idea/gone/c-nothing-here']) {
      const response = await page.goto(url);
      expect([url, response?.status()]).toEqual([url, 404]);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
    await expectAccessible(page);

    for (const url of ['/', '/about-us', '/nonprofit-ntee-code-finder', '/all/tech-solution']) {
      const response = await page.goto(url);
      expect([url, response?.status()]).toEqual([url, 200]);
      await expect(page.getByText('This page could not be found')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
});
