import { downloadTable, expect, expectAccessible, test } from '@x4i/shared/e2e';

test.describe('SDG reports', () => {
  test('/sdg lists the 17 goals; a goal opens its report with sourced sections, and a state chosen on the map reloads it', async ({ page }) => {
    await page.goto('/sdg');
    await expect(page.getByRole('heading', { level: 1, name: 'UN Sustainable Development Goals' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(17);
    await expectAccessible(page, '/sdg');

    await page.getByRole('link', { name: '1. No Poverty' }).click();
    await expect(page).toHaveURL(/\/sdg\/no-poverty$/);
    await expect(page.getByRole('heading', { level: 1, name: 'No Poverty' })).toBeVisible();
    const firstSection = page.locator('main section[id]').first();
    await expect(firstSection.getByText(/^Source:/)).toBeVisible();
    await expect(firstSection.getByRole('link', { name: 'About this data' })).toHaveAttribute('href', /^\/our-data#/);
    await expect(page.getByRole('region', { name: 'Top nonprofits in the United States' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What this page does not cover' })).toBeVisible();
    await expectAccessible(page, '/sdg/no-poverty');

    const map = page.getByRole('group', { name: 'Choose a state' });
    await map.getByRole('button', { name: 'Show Vermont' }).click();
    await expect(page).toHaveURL(/\/sdg\/no-poverty\?state=VT$/);
    await expect(page.getByRole('region', { name: 'Top nonprofits in Vermont' })).toBeVisible();
    await expect(page).toHaveTitle(/in Vermont/);
    await map.getByRole('button', { name: 'Vermont, selected: show the United States again' }).click();
    await expect(page).toHaveURL(/\/sdg\/no-poverty$/);
    await expect(page.getByRole('region', { name: 'Top nonprofits in the United States' })).toBeVisible();
  });

  test("a section's CSV holds the rows of its table", async ({ page }) => {
    await page.goto('/sdg/zero-hunger?state=AK');
    const section = page.locator('main section[id]').first();
    await expect(section).toBeVisible();
    await section.getByText('Show the table').click();
    await expect(section.getByRole('table')).toBeVisible();
    const rows = section.getByRole('table').getByRole('row');
    const tableRows = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? '')));
    const { notes, lines: csv } = await downloadTable(page, section.getByRole('button', { name: /^Download CSV/ }));
    // First what the rows are, their source with its year, and where and when they were downloaded.
    expect(notes[0]).toBe(await section.getByRole('heading', { level: 2 }).textContent());
    expect(notes[1]).toMatch(/^Source: .+, \d{4}/);
    expect(notes.at(-1)).toMatch(/^Exported from X4I \(http:\/\/[^)]+\) on \d{4}-\d{2}-\d{2}$/);
    expect(csv).toHaveLength(tableRows.length);
    // Same header, and the same first cell (the row's label) in every row, in the same order.
    expect(csv[0]!.split(',')[0]).toBe(tableRows[0]![0]);
    expect(csv.map((line) => line.split(',')[0]!.replace(/^"|"$/g, ''))).toEqual(tableRows.map((row) => row[0]));

    // The same rows as JSON, each keyed by the table's header, with the same source.
    const { fileName, json } = await downloadTable(page, section.getByRole('button', { name: /^Download JSON/ }));
    expect(fileName).toMatch(/-\d{4}-\d{2}-\d{2}\.json$/);
    const data = json as { title: string; sources: { name: string; year: string }[]; rows: Record<string, unknown>[] };
    expect(data.rows).toHaveLength(tableRows.length - 1);
    expect(data.rows.map((row) => String(Object.values(row)[0]))).toEqual(tableRows.slice(1).map((row) => row[0]));
    expect(`Source: ${data.sources[0]!.name}, ${data.sources[0]!.year}`).toBe(notes[1]!.replace(/ \(https?:[^)]*\)$/, ''));
  });

  test('the top nonprofits page through from 1, each linking to the finder', async ({ page }) => {
    await page.goto('/sdg/zero-hunger');
    const list = page.getByRole('region', { name: 'Top nonprofits in the United States' });
    await expect(list.getByText(/^Page 1 of \d+/)).toBeVisible();
    const firstName = await list.getByRole('table').getByRole('link').first().textContent();
    await list.getByRole('button', { name: 'Next page' }).click();
    await expect(list.getByText(/^Page 2 of \d+/)).toBeVisible();
    await expect(list.getByRole('cell', { name: '11', exact: true })).toBeVisible();
    expect(await list.getByRole('table').getByRole('link').first().textContent()).not.toBe(firstName);
    await list.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/nonprofit-ntee-code-finder\/\d{9}$/);
  });

  test('on a 390 px phone a report and the index fit the screen and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/sdg/decent-work-and-economic-growth?state=WA');
    await expect(page.getByRole('heading', { level: 1, name: 'Decent Jobs and Economic Growth' })).toBeVisible();
    await expect(page.locator('main section[id]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'report at 390 px');

    await page.goto('/sdg-index?state=VT');
    await expect(page.getByRole('heading', { level: 2, name: /^Vermont: rank \d+ of 50/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'index at 390 px');
  });

  test('the report calls refuse bad parameters with the SPEC error shape', async ({ request }) => {
    for (const path of ['/api/report/sdg-spec?report=no-such-goal', '/api/report/sdg-1?state=ZZ', '/api/report/top-nonprofits?pageNumber=0']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.json(), path).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });
});
