import { downloadTable, expect, expectAccessible, test } from '@x4i/shared/e2e';

test.describe('the state sustainability index', () => {
  test('ranks the 50 states, opens a state dashboard from the selector, and downloads the ranking as shown', async ({ page }) => {
    // Three axe runs over a 51-row ranking and 103 indicator rows.
    test.slow();
    await page.goto('/sdg-index');
    await expect(page.getByRole('heading', { level: 1, name: 'State Sustainability Index' })).toBeVisible();
    await expect(page).toHaveTitle('X4I - State Sustainability Index');
    const ranking = page.getByRole('table', { name: /States ranked by index score/ });
    const rows = ranking.locator('tbody tr');
    await expect(rows).toHaveCount(51);
    // Ranks 1..50 (ties share a rank), and DC shown unranked.
    const ranks = (await ranking.locator('tbody tr td:first-child').allTextContents()).map((text) => text.trim());
    expect(ranks.filter((rank) => rank !== '—')).toHaveLength(50);
    expect(ranks[0]).toBe('1');
    await expect(ranking.getByRole('row', { name: /District of Columbia/ })).toContainText('Not ranked');
    await expect(page.getByRole('complementary', { name: 'Source' })).toContainText('Neither SDSN nor the United Nations has endorsed or reviewed these results');
    await expectAccessible(page, 'sdg-index');

    const { notes, lines: csv } = await downloadTable(page, page.getByRole('button', { name: 'Download CSV of States ranked by index score, best first (0 to 100)' }));
    expect(notes.slice(0, 2)).toEqual(['States ranked by index score, best first (0 to 100)', expect.stringMatching(/^Source: SDSN USA and SDG USA, Sustainable Development Report of the United States 2018, \d{4}/)]);
    // Both editions: the updated rank and index first, then the SDSN 2018 edition recomputed, the change and why.
    expect(csv[0]).toMatch(/^"Rank, updated",State,Code,"Index score, updated","Rank, SDSN 2018 edition, recomputed","Index score, SDSN 2018 edition, recomputed",.*,Why it moved$/);
    expect(csv).toHaveLength(52);
    const firstRow = ranking.locator('tbody tr').first();
    const [rank, , , score] = csv[1]!.split(',');
    await expect(firstRow.locator('td').first()).toHaveText(rank!);
    await expect(firstRow.locator('td').nth(1)).toHaveText(Number(score).toFixed(1));

    // Why a state moved between the editions opens from the keyboard.
    const why = firstRow.getByRole('button', { name: /: why .+ moved$/ });
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await expect(firstRow.getByRole('list', { name: /^Why .+ moved$/ })).toContainText(/^Rank \d+ → \d+/);

    await page.getByLabel('State', { exact: true }).selectOption('VT');
    await expect(page).toHaveURL(/\/sdg-index\?state=VT$/);
    const dashboard = page.getByRole('heading', { level: 2, name: /^Vermont: rank \d+ of 50, index \d+\.\d$/ });
    await expect(dashboard).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^SDSN 2018 edition, recomputed: rank \d+, index \d+\.\d$/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Goal 1 indicators for Vermont' })).toContainText('Living below national poverty line');
    // The USDA's newer food-insecurity figures replace the SDSN's, with their trend against the period before.
    const hunger = page.getByRole('table', { name: 'Goal 2 indicators for Vermont' }).getByRole('row').filter({ hasText: /^Food insecurity/ });
    await expect(hunger).toContainText('Newer data:');
    await expect(hunger).toContainText('→ No clear change: 8.6 in 2018–2020, 9.2 in 2021–2023');
    await expect(page.getByRole('heading', { level: 2, name: 'Organizations in Vermont' })).toBeVisible();
    await expect(ranking.locator('tr[aria-current="true"]')).toContainText('Vermont');
    await expectAccessible(page, 'sdg-index?state=VT');

    // Selecting the selected state on the map shows the nation again; the map selects another.
    const map = page.getByRole('group', { name: 'Choose a state' });
    await map.getByRole('button', { name: 'Vermont, selected: show the United States again' }).click();
    await expect(page).toHaveURL(/\/sdg-index$/);
    await expect(dashboard).toHaveCount(0);
    await map.getByRole('button', { name: 'Show Alaska' }).click();
    await expect(page).toHaveURL(/\/sdg-index\?state=AK$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Alaska: rank \d+ of 50/ })).toBeVisible();
  });

  test('refuses an unknown state in the API with the SPEC error shape', async ({ request }) => {
    const response = await request.get('/api/report/sdg-index?state=ZZ');
    expect(response.status()).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_state');
  });
});
