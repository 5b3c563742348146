import { downloadTable, expect, expectAccessible, test } from '@x4i/shared/e2e';

test.describe('research tools and landscape reports', () => {
  test("the Our Products menu's URLs open the catalog filtered, and the UN SDGs item lands on the SDG reports", async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Our Products' }).click();
    await menu.getByRole('link', { name: 'Landscape Reports' }).click();
    await expect(page).toHaveURL(/\/research-tools-and-reports\?filter=sector-overview&filter=landscape$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Research Tools and Reports' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sector overview' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Landscapes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Service deserts' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('link', { name: 'K12 Education Landscape' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Service-desert maps' })).toHaveCount(0);
    await expectAccessible(page, 'catalog');

    // A filter toggled on the page is kept in the URL, so the view can be shared.
    await page.getByRole('button', { name: 'Sector overview' }).click();
    await expect(page).toHaveURL(/\?filter=landscape$/);

    await menu.getByRole('button', { name: 'Our Products' }).click();
    await menu.getByRole('link', { name: 'UN SDGs' }).click();
    await expect(page).toHaveURL(/\/research-tools-and-reports\?filter=un-sdgs#sdg-reports$/);
    await expect(page.getByRole('heading', { level: 2, name: 'SDG reports' })).toBeInViewport();
    await page.getByRole('link', { name: 'Goal 2: Zero Hunger' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zero Hunger' })).toBeVisible();
  });

  test('a landscape for a chosen state: its figures, its table as CSV, and Save as PDF', async ({ page }) => {
    await page.addInitScript(() => {
      // The print dialog would block the page; the test checks what the click records.
      window.print = () => undefined;
    });
    await page.goto('/research-tools-and-reports?filter=sector-overview');
    await page.getByRole('link', { name: 'State Guide' }).click();
    await expect(page).toHaveURL(/\/state-guide$/);
    await page.getByLabel('State', { exact: true }).selectOption('OK');
    await expect(page).toHaveURL(/\/state-guide\?state=OK$/);
    const figures = page.getByRole('region', { name: 'Organizations in Oklahoma' });
    // The IRS file for Oklahoma (April 2026) holds 22,200 organizations.
    await expect(figures.locator('dd').filter({ hasText: /^22,200$/ })).toBeVisible();
    await expect(figures.getByText(/^Source:/)).toBeVisible();
    const largest = page.getByRole('region', { name: 'Largest organizations', exact: true });
    await expect(largest.getByRole('row')).toHaveCount(11);
    const { fileName, notes, lines: csv } = await downloadTable(page, largest.getByRole('button', { name: /^Download CSV/ }));
    expect(fileName).toMatch(/^state-guide-ok-largest-organizations-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(notes[1]).toMatch(/^Source: US Internal Revenue Service, Exempt Organizations Business Master File Extract \(EO BMF\), \d{4}/);
    expect(csv[0]).toBe('Organization,EIN,City,NTEE code,Income,Assets');
    expect(csv).toHaveLength(11);
    await expectAccessible(page, 'state guide');

    await expect(page.getByRole('region', { name: 'Organizations by county' }).getByRole('img', { name: /^Tulsa County: [\d,]+$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Save as PDF' }).click();
    const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event));
    expect(events).toContain('download_pdf');

    // Within the state, a county: its organizations through their ZIP codes, and the county's poverty figures.
    await page.getByRole('combobox', { name: 'County' }).selectOption({ label: 'Tulsa County, OK' });
    await expect(page).toHaveURL(/\/state-guide\?state=OK&county=40143$/);
    await expect(page.getByRole('region', { name: 'Organizations in Tulsa County, OK' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'People in poverty in Tulsa County, OK' })).toBeVisible();
    await expectAccessible(page, 'state guide, a county');
  });

  test('the vertical landscape reads a picked NTEE group, and a landscape without the state file says so', async ({ page }) => {
    await page.goto('/vertical-landscape');
    await page.getByLabel('Field (NTEE major group)').selectOption('B');
    await expect(page).toHaveURL(/\/vertical-landscape\?group=B$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vertical Landscape: Education' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Organizations by state' })).toBeVisible();

    await page.goto('/nonprofit-landscape/boston');
    await expect(page.getByRole('heading', { level: 1, name: 'Boston Nonprofit Landscape' })).toBeVisible();
    await expect(page.getByRole('note').first()).toContainText('No IRS file for Massachusetts is imported, so its organizations are not counted here. They appear once the file (eo_ma.csv) is imported.');
    // Its organizations are not known, rather than none.
    const organizations = page.getByRole('region', { name: 'Organizations in Boston, MA', exact: true });
    await expect(organizations.getByRole('note')).toHaveText('No IRS file for Massachusetts is imported, so its organizations are not counted here.');
    await expect(organizations).not.toContainText('$0');
    await expect(page.getByRole('region', { name: 'People in poverty in Suffolk County, MA' })).toBeVisible();
    await expectAccessible(page, 'boston');
  });

  test('on a 390 px phone the catalog and a landscape fit the screen and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/research-tools-and-reports?filter=landscape');
    await expect(page.getByRole('link', { name: 'Human Services Landscape' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'catalog at 390 px');

    await page.getByRole('link', { name: 'Human Services Landscape' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Human Services Landscape' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Organizations by state' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'landscape at 390 px');
  });

  test('the landscape call refuses bad parameters with the SPEC error shape', async ({ request }) => {
    for (const path of ['/api/report/landscape?landscape=nope', '/api/report/landscape?landscape=boston&state=MA', '/api/report/landscape?landscape=sdg-partnerships&goal=0']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.json(), path).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });
});
