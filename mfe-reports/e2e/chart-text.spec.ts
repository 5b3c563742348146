import { chartTextProblems, expect, test } from '@x4i/shared/e2e';

/** Pages with each kind of report chart, and a chart each must show. */
const PAGES = [
  { path: '/nonprofit-landscape', chart: 'Nonprofit employment over time' },
  { path: '/sdg/decent-work-and-economic-growth', chart: 'Nonprofit employment over time' },
  { path: '/sdg/zero-hunger?state=AK', chart: 'Food insecurity over time' },
  { path: '/social-innovator-market-pulse', chart: 'Items added per month' },
];

for (const width of [390, 1280]) {
  test.describe(`report charts at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, chart } of PAGES) {
      test(`every chart label on ${path} is whole, apart from the others and readable`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('img', { name: chart, exact: true })).toBeVisible();
        await expect(page.getByRole('img', { name: chart, exact: true }).locator('text').first()).toBeVisible();
        expect(await chartTextProblems(page)).toEqual([]);
      });
    }
  });
}
