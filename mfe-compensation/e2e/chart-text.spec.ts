import { chartTextProblems, expect, test } from '@x4i/shared/e2e';

for (const width of [390, 1280]) {
  test.describe(`pay range charts at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/nonprofit-compensation', '/nonprofit-compensation-in-the-us?jobTitle=CFO']) {
      test(`every chart label on ${path} is whole, apart from the others and readable`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('img', { name: /25th to 75th percentile, median and 90th percentile of each group$/ }).first()).toBeVisible();
        expect(await chartTextProblems(page)).toEqual([]);
      });
    }
  });
}
