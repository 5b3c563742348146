import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, signUp, test, uniqueEmail } from '@x4i/shared/e2e';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

test.describe('the compensation report', () => {
  test('anyone sees the public pages with real figures and their sources; the report data is refused without sign-in', async ({ page, request }) => {
    await page.goto('/nonprofit-compensation');
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit Compensation' })).toBeVisible();
    const headline = page.getByRole('region', { name: /^Headline figures/ });
    await expect(headline).toContainText('EXECUTIVE DIRECTOR / OFFICER');
    await expect(headline).toContainText(/\$[\d,]+/);
    await expect(headline).toContainText(/[\d,]+ filings/);
    await expect(headline).toContainText(/Pay figures are in \d{4} dollars, adjusted with CPI-U\./);
    await expect(page.getByRole('region', { name: 'Open the compensation report' }).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'compensation overview');

    await page.goto('/nonprofit-compensation-in-the-us?jobTitle=CFO');
    await expect(page.getByRole('heading', { name: 'Pay of CFO', exact: true })).toBeVisible();
    await expectAccessible(page, 'compensation by title');

    const anonymous = await request.get('/api/compensation/report?report=benchmarking');
    expect(anonymous.status()).toBe(401);
  });

  test('a member without access requests it; the team grants it to the organization; the member accepts the terms and benchmarks pay', async ({ page, browser }) => {
    const domain = `comp-${stamp()}.example.org`;
    const email = uniqueEmail('comp').replace('@example.org', `@${domain}`);
    await signUp(page, { email, password: 'compensation-e2e-1', firstName: 'Casey', lastName: 'Comp' });

    // A tab without access leads to the report's landing, which offers the access request.
    await page.goto('/nonprofit-compensation-report/benchmarking');
    await expect(page).toHaveURL(/\/nonprofit-compensation-report$/);
    const requestCard = page.getByRole('region', { name: 'Request access' });
    await expect(requestCard).toContainText('within 2 business days');
    await expectAccessible(page, 'report landing without access');
    await requestCard.getByRole('button', { name: 'Request access' }).click();
    const form = page.getByRole('dialog', { name: 'Request access' });
    await expect(form.getByLabel('What would you like to do?')).toHaveValue('I would like access to the nonprofit compensation report for my organization.');
    await form.getByLabel('Organization name').fill(`Comp Org ${domain}`);
    await form.getByLabel('Organization website').fill(domain);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toContainText('Your request has been sent.');
    await form.getByRole('button', { name: 'Close', exact: true }).click();

    // The server refuses the data too, not only the page.
    const refused = await page.request.get('/api/compensation/report?report=benchmarking');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('compensation_access_required');

    // The team gives the member's organization the compensation subscription.
    const teamContext = await browser.newContext();
    const team = await teamContext.newPage();
    const orgName = `Comp Org ${stamp()}`;
    await team.goto('/x4admin');
    await signIn(team, DEMO_ACCOUNTS.team, { fromModal: true });
    await expect(team.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await team.getByRole('button', { name: 'Add organization' }).click();
    await team.getByRole('dialog', { name: 'Add an organization' }).getByPlaceholder('Organization Name').fill(orgName);
    await team.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await expect(team.getByText(`Success! ${orgName} has been added!`)).toBeVisible();
    await team.getByRole('button', { name: `Edit ${orgName}` }).click();
    const edit = team.getByRole('dialog', { name: `Edit ${orgName}` });
    await edit.getByRole('checkbox', { name: 'Premium compensation' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(team.getByText(`Success! ${orgName} has been updated.`)).toBeVisible();
    await team.getByRole('link', { name: `Rules of ${orgName}` }).click();
    await team.getByRole('button', { name: 'Add rule' }).click();
    const rule = team.getByRole('dialog', { name: `Add a rule to ${orgName}` });
    await rule.getByLabel('Rule type').selectOption('DOMAIN');
    await rule.getByLabel('Domain').fill(domain);
    await rule.getByRole('checkbox', { name: 'Community Member' }).check();
    await rule.getByRole('button', { name: 'Add' }).click();
    await expect(team.getByText(`Success! ${domain} has been added.`)).toBeVisible();
    await teamContext.close();

    // With the subscription, the terms come first; accepting them opens the report.
    await page.goto('/nonprofit-compensation-report');
    const terms = page.getByRole('region', { name: 'Accept the terms to open the report' });
    await expect(terms).toContainText('Terms of Use, version 1');
    await expectAccessible(page, 'terms');
    const stillRefused = await page.request.get('/api/compensation/report?report=benchmarking');
    expect(stillRefused.status()).toBe(403);
    await terms.getByRole('checkbox', { name: 'I accept' }).check();
    await terms.getByRole('button', { name: 'Accept and open the report' }).click();
    const sections = page.getByRole('navigation', { name: 'Report sections' });
    await expect(sections.getByRole('link', { name: 'Orientation' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'orientation');

    await sections.getByRole('link', { name: 'Benchmarking' }).click();
    await expect(page).toHaveURL(/\/nonprofit-compensation-report\/benchmarking$/);
    await expect(page.getByLabel('Job title')).toHaveValue('EXECUTIVE DIRECTOR / OFFICER');
    const summary = page.getByText(/^Pay of .+, in \d{4} dollars: a median of \$[\d,]+ over [\d,]+ filings/);
    await expect(summary).toBeVisible();
    await expect(page.getByTestId('dollar-basis')).toHaveText(/^Pay figures are in \d{4} dollars, adjusted with CPI-U\.$/);
    const nationwide = await summary.textContent();
    await expect(page.getByRole('button', { name: 'Download CSV' }).first()).toBeVisible();
    await expectAccessible(page, 'benchmarking');

    // A filter reloads the figures for it.
    await page.getByRole('group', { name: 'Regions' }).getByRole('checkbox', { name: /^West \(/ }).check();
    await expect(summary).not.toHaveText(nationwide!);
    await expect(summary).toContainText('West');

    // An unknown tab lands on orientation.
    await page.goto('/nonprofit-compensation-report/no-such-tab');
    await expect(page).toHaveURL(/\/nonprofit-compensation-report\/orientation$/);
    const allowed = await page.request.get('/api/compensation/report?report=benchmarking');
    expect(allowed.status()).toBe(200);
  });

  test('on a phone the report has its own tab list, and its tables and charts fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/nonprofit-compensation-report/benchmarking');
    // Signed out, the tab leads to the landing, whose card signs in and comes back to the report.
    await page.getByRole('region', { name: 'Open the compensation report' }).getByRole('button', { name: 'Sign in' }).click();
    await signIn(page, DEMO_ACCOUNTS.team, { fromModal: true });
    await expect(page.getByRole('navigation', { name: 'Report sections' })).toBeVisible();
    await page.goto('/nonprofit-compensation-report/benchmarking');
    const sections = page.getByRole('navigation', { name: 'Report sections' });
    await expect(sections.getByRole('link', { name: 'Benchmarks' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^Pay of .+, in \d{4} dollars: a median of \$[\d,]+ over [\d,]+ filings/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'benchmarking on a phone');

    // Widening to a desktop re-reads the tab from the route in the desktop list.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(sections.getByRole('link', { name: 'Benchmarking' })).toHaveAttribute('aria-current', 'page');
  });
});
