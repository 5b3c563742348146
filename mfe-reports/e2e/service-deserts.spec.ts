import { expect, expectAccessible, test } from '@x4i/shared/e2e';

// The shipped data has no IRS file for Washington: these pages show the Census need and the BLS supply, and say so.
// Their IRS supply is checked after an import, in service-deserts.after-import.spec.ts.
test.describe('Service-desert maps without the Washington IRS file', () => {
  test('the disability map says the IRS file is missing and maps need and BLS supply for all 39 counties, with deserts marked', async ({ page }) => {
    await page.goto('/service-desert-maps/disabilities-wa');
    await expect(page.getByRole('heading', { level: 1, name: 'Service deserts: disability services in Washington' })).toBeVisible();
    await expect(page).toHaveTitle(/Service deserts: disability services in Washington/);
    const missing = page.getByRole('region', { name: 'No IRS file for Washington is imported', exact: true });
    await expect(missing).toContainText('No IRS file for Washington is imported, so its organizations are not counted here.');
    await expect(missing).toContainText('once the file (eo_wa.csv) is imported');
    await expect(missing).not.toContainText('npm run');
    await expect(page.getByRole('region', { name: 'How a service desert is marked', exact: true })).toContainText('highest quarter');

    const need = page.getByRole('group', { name: 'People in poverty by county, 2020', exact: true });
    await expect(need.locator('path[data-fips]')).toHaveCount(39);
    await expect(need.getByRole('img', { name: /^Pierce County: [\d,]+$/ })).toBeVisible();

    const bls = page.getByRole('group', { name: 'People in poverty per nonprofit establishment in Individual and Family Services', exact: true });
    await expect(bls.getByRole('img', { name: /, service desert$/ }).first()).toBeVisible();
    const ranking = page.getByRole('region', { name: 'Counties ranked by people in poverty per nonprofit establishment in Individual and Family Services', exact: true });
    await expect(ranking.getByRole('table').getByRole('row')).toHaveCount(40);
    await expect(ranking.getByRole('row').filter({ hasText: 'Yes: top quarter' }).first()).toBeVisible();
    await expect(ranking.getByRole('link', { name: 'About this data' }).first()).toHaveAttribute('href', '/our-data#bls-qcew');
    await expect(ranking.getByRole('button', { name: /^Download CSV/ })).toBeVisible();
    await expectAccessible(page, '/service-desert-maps/disabilities-wa');
  });

  test("Pierce County's map outlines the county and says need by ZIP code is not in the data; an unknown map is not found", async ({ page }) => {
    await page.goto('/service-desert-maps/pierce-county-wa');
    await expect(page.getByRole('heading', { level: 1, name: 'Service deserts: human services in Pierce County, Washington' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What this page does not cover', exact: true })).toContainText('SAIPE estimates poverty for counties, not ZIP codes');
    await expect(page.getByText('Thick outline: Pierce County').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Counties ranked by people in poverty per nonprofit establishment in Social Assistance', exact: true })).toBeVisible();
    await expectAccessible(page, '/service-desert-maps/pierce-county-wa');

    await page.goto('/service-desert-maps/oregon');
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
});
