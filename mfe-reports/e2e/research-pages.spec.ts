import type { Locator, Page } from '@playwright/test';
import { downloadTable, expect, expectAccessible, test } from '@x4i/shared/e2e';

/** The rows of a section's table as shown: header first, each row's cells as text. */
async function tableRows(section: Locator): Promise<string[][]> {
  await section.getByText('Show the table').click();
  await expect(section.getByRole('table')).toBeVisible();
  return section
    .getByRole('table')
    .getByRole('row')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? '')));
}

/** The number in a bars table's row, as shown ('1,234' → 1234); 0 when the row is absent. */
const valueOf = (rows: string[][], label: string) => Number((rows.find((row) => row[0] === label)?.[1] ?? '0').replaceAll(',', ''));

async function downloadCsv(page: Page, section: Locator): Promise<string[]> {
  return (await downloadTable(page, section.getByRole('button', { name: /^Download CSV/ }))).lines;
}

test.describe('research pages built from the data the product has', () => {
  test('the market pulse counts the directory at request time, labels the demo items, and downloads a table as CSV', async ({ page, request }) => {
    test.slow();
    await page.goto('/social-innovator-market-pulse');
    await expect(page.getByRole('heading', { level: 1, name: 'Social Innovator Market Pulse' })).toBeVisible();
    await expect(page).toHaveTitle('X4I - Social Innovator Market Pulse');

    const items = page.getByRole('region', { name: 'Items in the directory by type', exact: true });
    await expect(items.getByText(/^Source:/)).toContainText('X4I directory');
    await expect(items.getByRole('link', { name: 'About this data' })).toHaveAttribute('href', '/our-data#directory-activity');
    const rows = await tableRows(items);
    expect(rows[0]).toEqual(['Type', 'Items']);
    const solutions = valueOf(rows, 'Solutions');
    expect(solutions).toBeGreaterThan(0);
    // The shipped directory is demo content: the section says how many of its items are.
    await expect(items.getByText('Demo', { exact: true })).toBeVisible();
    await expect(items).toContainText(/demo items/);
    await expect(page.getByRole('region', { name: 'What this page does not cover', exact: true })).toContainText('does not log what visitors search for');

    const csv = await downloadCsv(page, items);
    expect(csv[0]).toBe('Type,Items');
    expect(csv.find((line) => line.startsWith('Solutions,'))).toBe(`Solutions,${solutions}`);
    await expectAccessible(page, '/social-innovator-market-pulse');

    // A share recorded now is counted on the next load.
    const shares = page.getByRole('region', { name: 'Shares by where they went', exact: true });
    const before = valueOf(await tableRows(shares), 'EMAIL');
    const slug = 's-demo_solutions_hub';
    expect((await request.post(`/api/themed-content/share/${slug}`, { data: { source: 'email' } })).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Shares by where they went', exact: true }).getByText(/^Source:/)).toBeVisible();
    expect(valueOf(await tableRows(page.getByRole('region', { name: 'Shares by where they went', exact: true })), 'EMAIL')).toBe(before + 1);
  });

  test('the software-spending page says it has no spending data and shows the IRS market by budget', async ({ page }) => {
    test.slow();
    await page.goto('/nonprofits-software-spending-in-the-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit Software Spending in the US' })).toBeVisible();
    await expect(page.getByText(/no survey of what nonprofits spend on software/)).toBeVisible();

    const budget = page.getByRole('region', { name: 'Organizations by budget', exact: true });
    await expect(budget.getByRole('link', { name: /Exempt Organizations Business Master File/ })).toHaveAttribute('href', /^https:\/\/www\.irs\.gov\//);
    await expect(budget.getByText(/^Source:/)).toContainText(/\(\d{4}(–\d{4})?\)/);
    const rows = await tableRows(budget);
    expect(rows.map((row) => row[0])).toEqual(['Income bucket', 'Enterprise: Over $50M', 'Higher Mid Market: $10M to $50M', 'Lower Mid Market: $1M to $10M', 'Small: Less than $1M']);
    const total = rows.slice(1).reduce((sum, row) => sum + Number(row[1]!.replaceAll(',', '')), 0);
    // The same organisations, counted by state on the map's table (the states without an IRS file say 'No data').
    const byState = await tableRows(page.getByRole('region', { name: 'Tax-exempt organizations by state', exact: true }));
    const counted = byState.slice(1).filter((row) => row[2] !== 'No data');
    expect(counted.reduce((sum, row) => sum + Number(row[2]!.replaceAll(',', '')), 0)).toBe(total);
    expect(total).toBeGreaterThan(100_000);
    await expect(page.getByRole('region', { name: 'What this page does not cover', exact: true })).toContainText('Form 990 expenses');
    await expectAccessible(page, '/nonprofits-software-spending-in-the-us');
  });

  test('the lead-gen guide says what each directory section measures and how to act on it', async ({ page }) => {
    test.slow();
    await page.goto('/lilac-zero-lead-gen-strategy');
    await expect(page.getByRole('heading', { level: 1, name: 'Lilac Zero Lead-Gen Strategy' })).toBeVisible();
    const challenges = page.getByRole('region', { name: 'Challenges by goal', exact: true });
    await expect(challenges.getByRole('link', { name: 'Browse the challenges' })).toHaveAttribute('href', '/all/social-challenge-idea/');
    await expect(challenges.getByText(/^Source:/)).toContainText('X4I directory');
    const rows = await tableRows(challenges);
    expect(rows).toHaveLength(18);
    expect(rows.slice(1).some((row) => Number(row[1]) > 0)).toBe(true);
    await expect(page.getByRole('region', { name: 'Organizations by goal', exact: true }).getByText(/^Source:/)).toContainText('Internal Revenue Service');
    const perChallenge = page.getByRole('region', { name: 'Solutions per challenge, by goal', exact: true });
    await expect(perChallenge.getByRole('link', { name: 'List a solution' })).toHaveAttribute('href', '/create');
    // Fewest solutions per challenge first.
    const ratios = (await tableRows(perChallenge)).slice(1).map((row) => Number(row[1]));
    expect(ratios.length).toBeGreaterThan(0);
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    await expectAccessible(page, '/lilac-zero-lead-gen-strategy');

    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await expect(perChallenge).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('refuses an unknown research page in the API with the SPEC error shape', async ({ request }) => {
    const response = await request.get('/api/report/research-page?page=nope');
    expect(response.status()).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_page');
  });
});
