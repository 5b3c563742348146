import { collectPageErrors, downloadTable, expect, expectAccessible, test } from '@x4i/shared/e2e';

test.describe('NTEE code finder', () => {
  test('a visitor sees how many organizations the finder covers, and where the data comes from', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/nonprofit-ntee-code-finder');
    await expect(page).toHaveTitle('X4I - Nonprofit NTEE Code Finder');
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' })).toBeVisible();
    await expect(page.getByText('Search 350,040 organizations', { exact: false })).toBeVisible();
    await expect(page.getByText('Alaska', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('IRS data as of April 13, 2026', { exact: false })).toBeVisible();
    // The count carries its coverage, computed from the imported files: which states, which file dates.
    await expect(page.getByText('IRS EO BMF, April 2026: 24 states, DC, and the international file; Oregon from March 2018')).toBeVisible();
    const source = page.getByRole('link', { name: /Exempt Organizations Business Master File Extract/ });
    await expect(source).toHaveAttribute('href', 'https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf');
    await expect(source).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('searching by the start of a name lists "name (state)" with city and NTEE code', async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-finder');
    await page.getByLabel('Organization name or EIN').fill('habitat for hum');
    const results = page.getByRole('list', { name: 'Results for “habitat for hum”' });
    await expect(results).toBeVisible();
    // Every result starts with what was typed, and reads 'name (state)' with the city beside it.
    const first = results.getByRole('listitem').first();
    await expect(first.getByRole('link', { name: /^HABITAT FOR HUM.* \([A-Z]{2}\)/ })).toBeVisible();
    await expect(first).toContainText(/NTEE code/);
    expect(await results.getByRole('listitem').count()).toBeGreaterThan(5);
    await expect(page).toHaveURL(/\?q=habitat\+for\+hum|\?q=habitat%20for%20hum/);
    await expectAccessible(page);
  });

  test('the finder says how many organizations match in all and pages through them', async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-finder?q=habitat%20for%20humanity');
    const results = page.getByRole('list', { name: 'Results for “habitat for humanity”' });
    await expect(results.getByRole('listitem')).toHaveCount(20);
    const range = page.getByText(/^Showing 1–20 of [\d,]+ organizations\.$/);
    await expect(range).toBeVisible();
    const total = Number((await range.textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
    // Far more Habitat affiliates than one page holds: 20 is a page, not a cap.
    expect(total).toBeGreaterThan(40);
    const links = () => results.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    const firstPage = await links();

    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pages).toContainText(`Page 1 of ${Math.ceil(total / 20)}`);
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`Showing 21–40 of ${total.toLocaleString('en-US')} organizations.`, { exact: true })).toBeVisible();
    const secondPage = await links();
    expect(secondPage).toHaveLength(20);
    // Other organizations (each link is an EIN's page) than the first page's.
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Results for “habitat for humanity”' })).toBeFocused();
    await expectAccessible(page);
  });

  test('every result of a search downloads as CSV or JSON, not just the page shown', async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-finder?q=habitat%20for%20humanity');
    const range = page.getByText(/^Showing 1–20 of [\d,]+ organizations\.$/);
    await expect(range).toBeVisible();
    const total = Number((await range.textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
    const csv = await downloadTable(page, page.getByRole('link', { name: `Download CSV of all ${total.toLocaleString('en-US')} results for “habitat for humanity”` }));
    expect(csv.fileName).toMatch(/^finder-habitat-for-humanity-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.notes[0]).toBe('Organizations matching “habitat for humanity” in the NTEE Code Finder');
    expect(csv.notes[1]).toMatch(/^Source: IRS Exempt Organizations Business Master File Extract \(EO BMF\), \d{4}-\d{2}-\d{2}/);
    expect(csv.lines[0]).toBe('ein,name,city,state,nteeCode');
    expect(csv.lines).toHaveLength(total + 1);
    const json = await downloadTable(page, page.getByRole('link', { name: /^Download JSON of all/ }));
    expect((json.json as { rows: unknown[] }).rows).toHaveLength(total);
  });

  test('a misspelled name still finds the organization', async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-finder?q=habitat%20for%20humanty');
    const results = page.getByRole('list', { name: 'Results for “habitat for humanty”' });
    await expect(results.getByRole('link', { name: /HABITAT FOR HUMANITY/ }).first()).toBeVisible();
  });

  test('an EIN finds its organization with or without the dash, and opens its NTEE explanation', async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-finder');
    const field = page.getByLabel('Organization name or EIN');
    await field.fill('010564885');
    await expect(page.getByRole('link', { name: /^VALDEZ JUNIOR RIFLE CLUB \(AK\)/ })).toBeVisible();
    await field.fill('01-0564885');
    const result = page.getByRole('link', { name: /^VALDEZ JUNIOR RIFLE CLUB \(AK\)/ });
    await expect(result).toBeVisible();
    await result.click();

    await expect(page).toHaveURL(/\/nonprofit-ntee-code-finder\/010564885$/);
    await expect(page.getByRole('heading', { level: 1, name: 'VALDEZ JUNIOR RIFLE CLUB' })).toBeVisible();
    await expect(page).toHaveTitle('X4I - VALDEZ JUNIOR RIFLE CLUB');
    await expect(page.getByText('EIN 01-0564885', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('N: Recreation & Sports')).toBeVisible();
    await expect(page.getByText('Recreation & Sports N.E.C.').first()).toBeVisible();
    await expect(page.getByText(/recreation, sports, leisure or athletics services/)).toBeVisible();
    await expect(page.getByText('501(c)(3)', { exact: false })).toBeVisible();
    await expect(page.getByText('PO BOX 3008')).toBeVisible();
    await expectAccessible(page);

    await page.goBack();
    await expect(page.getByRole('link', { name: /^VALDEZ JUNIOR RIFLE CLUB \(AK\)/ })).toBeVisible();
  });

  test('a malformed EIN gets a clear message and an unknown one says not found', async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-finder/12-34');
    await expect(page.getByRole('heading', { level: 1, name: 'This is not a valid EIN' })).toBeVisible();
    await expect(page.getByText('An EIN has 9 digits, for example 12-3456789.')).toBeVisible();

    await page.goto('/nonprofit-ntee-code-finder/000000001');
    await expect(page.getByRole('heading', { level: 1, name: 'EIN 00-0000001 not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /NTEE Code Finder/ }).first().click();
    await expect(page).toHaveURL(/\/nonprofit-ntee-code-finder$/);
  });

  test('an EIN of the wrong length is explained with the number of digits typed', async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-finder');
    const field = page.getByRole('searchbox', { name: 'Organization name or EIN' });
    await field.fill('1234567');
    await expect(page.getByText('An EIN has 9 digits; you typed 7.', { exact: false }).first()).toBeVisible();
    await field.fill('12-345678901');
    await expect(field).toHaveAccessibleDescription(/An EIN has 9 digits; you typed 11\./);
    await expectAccessible(page);
  });

  test('the old underscore address redirects to the finder', async ({ page }) => {
    await page.goto('/nonprofit_ntee_code_finder');
    await expect(page).toHaveURL(/\/nonprofit-ntee-code-finder$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' })).toBeVisible();
  });
});
