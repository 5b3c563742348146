import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, signUp, test, uniqueEmail } from '@x4i/shared/e2e';
import { pdfTextRuns } from '../../gateway/backend/src/testing/pdf-text';

const letterBody = (ein: string, newCode: string) => ({
  ein,
  newCode,
  reasons: 'Our programs provide emergency food and shelter to families in crisis.',
  signerName: 'Casey Changer',
  signerTitle: 'Executive Director',
});

test.describe('NTEE Code Changer', () => {
  test('a member without credits is refused; the team grants one; the member accepts the terms and produces the letter; a second is refused', async ({ page, browser }) => {
    const email = uniqueEmail('changer');
    await signUp(page, { email, password: 'changer-e2e-1', firstName: 'Casey', lastName: 'Changer' });

    // An organization of the IRS records, and a code other than its own.
    const search = await (await page.request.get('/api/x4i-nonprofit/search?q=food%20bank%20of%20alaska')).json();
    const organization = search.results[0] as { ein: string; name: string; nteeCode: string | null };
    const newCode = organization.nteeCode === 'P60' ? 'P61' : 'P60';

    await page.goto('/nonprofit-ntee-code-changer');
    await expect(page).toHaveTitle('X4I - NTEE Code Changer');
    const terms = page.getByRole('region', { name: 'Accept the terms for IRS letters' });
    await expect(terms).toContainText('Terms of Use');
    await expectAccessible(page, 'changer terms');
    await terms.getByRole('checkbox', { name: 'I accept' }).check();
    await terms.getByRole('button', { name: 'Accept and continue' }).click();

    const noCredits = page.getByRole('region', { name: 'You have no IRS-letter credits' });
    await expect(noCredits).toContainText('Your balance is 0 IRS-letter credits.');
    // The server refuses a letter without a credit, whatever the page shows.
    const refused = await page.request.post('/api/ntee-change-letters', { data: letterBody(organization.ein, newCode), headers: { 'x-requested-with': 'x4i' } });
    expect(refused.status()).toBe(402);
    expect((await refused.json()).error.code).toBe('no_credits');

    await noCredits.getByRole('button', { name: 'Request credits' }).click();
    const form = page.getByRole('dialog', { name: 'Request access' });
    await expect(form.getByLabel('What would you like to do?')).toHaveValue('I would like IRS-letter credits to prepare a letter asking the IRS to change our NTEE code.');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    // The team grants one credit, with a reason the ledger keeps.
    const teamContext = await browser.newContext();
    const team = await teamContext.newPage();
    await team.goto('/x4admin');
    await signIn(team, DEMO_ACCOUNTS.team, { fromModal: true });
    await expect(team.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await team.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Credits' }).click();
    await expect(team.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    const grant = team.getByRole('form', { name: 'Grant IRS-letter credits' });
    await grant.getByLabel('Member’s e-mail').fill(email);
    await grant.getByLabel('Reason').fill('Browser test grant');
    await grant.getByRole('button', { name: 'Grant' }).click();
    await expect(team.getByText(`1 IRS-letter credit granted to ${email}.`)).toBeVisible();
    await expect(team.getByText(`${email} has 1 IRS-letter credit.`)).toBeVisible();
    await expectAccessible(team, 'admin credits');
    await teamContext.close();

    await page.reload();
    const ready = page.getByRole('region', { name: 'Your balance: 1 IRS-letter credit' });
    await ready.getByRole('link', { name: 'Start a letter' }).click();
    await expect(page).toHaveURL(/\/nonprofit-ntee-code-changer\/start$/);
    await page.getByLabel('EIN').fill(organization.ein);
    await page.getByRole('button', { name: 'Find the organization' }).click();
    await expect(page.getByText(organization.name, { exact: true })).toBeVisible();
    await page.getByLabel('1. Major group').selectOption('P');
    await page.getByLabel('2. Decade').selectOption('P6');
    await page.getByLabel('3. Code').selectOption(newCode);
    const body = letterBody(organization.ein, newCode);
    await page.getByLabel('Why the new code describes your organization').fill(body.reasons);
    await page.getByLabel('Signer’s name').fill(body.signerName);
    await page.getByLabel('Signer’s title').fill(body.signerTitle);
    await expectAccessible(page, 'letter form');
    await page.getByRole('button', { name: 'Produce the letter (1 credit)' }).click();

    const done = page.getByRole('status', { name: 'Your letter is ready' });
    await expect(done).toContainText('Your balance is now 0 IRS-letter credits.');
    const href = await done.getByRole('link', { name: 'Download the letter (PDF)' }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const text = pdfTextRuns(await pdf.body()).join(' ');
    expect(text.replace(/-/g, '')).toContain(organization.ein);
    expect(text).toContain(newCode);
    if (organization.nteeCode) expect(text).toContain(organization.nteeCode);

    // No credit left: a second letter is refused.
    const second = await page.request.post('/api/ntee-change-letters', { data: body, headers: { 'x-requested-with': 'x4i' } });
    expect(second.status()).toBe(402);

    // The letter stays downloadable from the changer and from the profile.
    await page.goto('/nonprofit-ntee-code-changer');
    await expect(page.getByRole('region', { name: 'Your letters' }).getByRole('link', { name: new RegExp(`to ${newCode} \\(PDF\\)`) })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'IRS letters' }).getByRole('link', { name: new RegExp(`to ${newCode} \\(PDF\\)`) })).toBeVisible();
  });
});
