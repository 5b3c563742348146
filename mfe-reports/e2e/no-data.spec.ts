import { expect, expectAccessible, test } from '@x4i/shared/e2e';

// The shipped data has no IRS file for California: its IRS figures must read as "no data" with the reason, never as
// zero, and every state map greys out the states without a file.
test.describe('A state whose IRS file is not imported', () => {
  test('the nonprofit landscape says No data for California, not 0 or $0, and why', async ({ page }) => {
    await page.goto('/nonprofit-landscape?state=CA');
    const organizations = page.getByRole('region', { name: 'Organizations in California', exact: true });
    await expect(organizations.getByRole('note')).toHaveText('No IRS file for California is imported, so its organizations are not counted here.');
    await expect(organizations.getByRole('definition').first()).toHaveText('No data');
    await expect(organizations).not.toContainText('$0');
    await expectAccessible(page, '/nonprofit-landscape?state=CA');
  });

  test('the nation’s landscape map greys out the states without a file, with the legend saying why', async ({ page }) => {
    await page.goto('/nonprofit-landscape');
    // A map loads its shapes when it nears the screen.
    await page.getByRole('region', { name: 'Organizations by state', exact: true }).scrollIntoViewIfNeeded();
    const map = page.getByRole('group', { name: 'Organizations by state', exact: true });
    await expect(map.getByRole('img', { name: 'California: no data (IRS file not imported)', exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'organizations', exact: true }).first()).toContainText('No data: IRS file not imported');
  });

  test('the No Poverty report tells California’s missing file from having no organization', async ({ page }) => {
    await page.goto('/sdg/no-poverty?state=CA');
    const top = page.getByRole('region', { name: 'Top nonprofits in California', exact: true });
    await expect(top.getByRole('note')).toHaveText('No IRS file for California is imported, so its organizations are not listed here.');
    await expect(top).not.toContainText('No organization in the imported IRS records');
    const figures = page.getByRole('region', { name: 'Organizations in California', exact: true });
    await expect(figures.getByRole('definition').first()).toHaveText('No data');
    await page.getByRole('region', { name: 'Organizations by state', exact: true }).scrollIntoViewIfNeeded();
    const map = page.getByRole('group', { name: 'Organizations by state', exact: true });
    await expect(map.getByRole('img', { name: 'California: no data (IRS file not imported)', exact: true })).toBeVisible();
    await expectAccessible(page, '/sdg/no-poverty?state=CA');
  });
});
