import { collectPageErrors, expect, expectAccessible, test } from '@x4i/shared/e2e';

test.describe('unknown addresses', () => {
  // The browser logs the 404 of the document itself as a console error, so this test does not collect them.
  test('an unknown URL answers 404 with the not-found page', async ({ page }) => {
    for (const url of ['/no-such-page', '/all/tech-solution/a/b/c/d', '/all/social-challenge-idea/gone/c-nothing-here']) {
      const response = await page.goto(url);
      expect([url, response?.status()]).toEqual([url, 404]);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('a page whose route takes the address but which does not know it answers 404 with the not-found page', async ({ page }) => {
    for (const url of ['/sdg/bogus', '/nonprofit-landscape/bogus', '/service-desert-maps/bogus']) {
      const response = await page.goto(url);
      expect([url, response?.status()]).toEqual([url, 404]);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
    for (const url of ['/sdg/no-poverty', '/service-desert-maps/disabilities-wa']) {
      const response = await page.goto(url);
      expect([url, response?.status()]).toEqual([url, 200]);
      await expect(page.getByText('This page could not be found')).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test('a real page answers 200 and shows no not-found page', async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const url of ['/', '/about-us', '/nonprofit-ntee-code-finder', '/all/tech-solution']) {
      const response = await page.goto(url);
      expect([url, response?.status()]).toEqual([url, 200]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('This page could not be found')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('a directory address in another spelling is sent to its one form with a 301', async ({ request, page }) => {
    for (const [from, to] of [
      ['/all/tech-solution/q-mental%20health', '/all/tech-solution/q-mental-health'],
      ['/No-Poverty/Tech-Solution/Q-Housing?filter=hiring', '/no-poverty/tech-solution/q-housing?filter=hiring'],
      ['/ALL/TECH-SOLUTION/', '/all/tech-solution'],
      ['/all/nonsense/', '/'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0, headers: { accept: 'text/html' } });
      expect([from, response.status(), response.headers()['location']]).toEqual([from, 301, to]);
    }
    await page.goto('/No-Poverty/Tech-Solution/Q-Housing');
    await expect(page).toHaveURL(/\/no-poverty\/tech-solution\/q-housing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
