import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, test } from '@x4i/shared/e2e';
import type { Browser, Page } from '@playwright/test';

const API_HEADERS = { 'x-requested-with': 'x4i' };
const DEMO_SOLUTION = '/all/tech-solution/demo-solutions-hub-s-demo_solutions_hub';
const stamp = () => Date.now().toString(36);

async function signedIn(browser: Browser, email: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signIn(page, email, { password });
  await expect(page).toHaveURL(/\/profile$/);
  return page;
}

test.describe('challenges and grants in the wizard', () => {
  // Several sign-ins and a whole wizard each: more than the default minute on a busy machine.
  test.slow();

  test('a team member creates a challenge, lands on its page and edits it', async ({ browser }) => {
    const title = `How do we keep volunteer drivers ${stamp()}`;
    const page = await signedIn(browser, DEMO_ACCOUNTS.team);
    await page.goto('/all/social-challenge-idea/');
    await page.getByRole('button', { name: 'Create/Edit a Challenge' }).click();
    const wizard = page.getByRole('dialog', { name: 'Start Something New' });
    await expect(wizard).toBeVisible();

    await wizard.getByLabel('Title (required)').fill(title);
    await wizard.getByLabel('Organization (required)').fill('Valley Meals on Wheels');
    await wizard.getByRole('checkbox', { name: /Sustainable Cities/ }).check();
    await expectAccessible(page, 'challenge wizard');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Summary (required)').fill('Our drivers retire faster than we can recruit them.');
    await wizard.getByLabel('Text (required)').fill('We deliver 400 meals a day.\n\nFlyers no longer bring new drivers.');
    await wizard.getByRole('button', { name: 'Save and publish' }).click();

    await expect(page.getByText('New Challenge Created!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/sustainable-cities-and-communities\/challenge\/how-do-we-keep-volunteer-drivers-[a-z0-9-]+\/c-[a-z0-9]+$/);
    await expect(page.getByText('Flyers no longer bring new drivers.')).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit a Challenge' });
    await expect(editor.getByLabel('Title (required)')).toHaveValue(title);
    await editor.getByRole('button', { name: 'Next' }).click();
    await editor.getByLabel('Summary (required)').fill('We now pair new drivers with a mentor.');
    await editor.getByRole('button', { name: 'Save Update' }).click();
    await expect(page.getByText('Challenge Updated!')).toBeVisible();
    await expect(page.getByText('We now pair new drivers with a mentor.')).toBeVisible();
    await expectAccessible(page, 'challenge page with Edit');

    // The directory's search finds it at once.
    await page.goto(`/all/social-challenge-idea/q-${encodeURIComponent('volunteer drivers')}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.context().close();
  });

  test('a team member creates a grant with its amount and closing date', async ({ browser }) => {
    const title = `Hotspot Lending Mini-Grants ${stamp()}`;
    const page = await signedIn(browser, DEMO_ACCOUNTS.team);
    await page.goto('/all/grants-funding/');
    await page.getByRole('button', { name: 'Create/Edit a Grant' }).click();
    const wizard = page.getByRole('dialog', { name: 'Start Something New' });
    await wizard.getByLabel('Title (required)').fill(title);
    await wizard.getByLabel('Funder (required)').fill('Cascade Ridge Community Foundation');
    await wizard.getByRole('checkbox', { name: /Quality Education/ }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Summary (required)').fill('Small grants for libraries that lend hotspots.');
    await wizard.getByLabel('Text (required)').fill('Up to $10,000 per library.');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Amount in US dollars').fill('10000');
    await wizard.getByLabel('Closing date').fill('2099-03-31');
    await wizard.getByRole('radio', { name: 'Nonprofits can apply', exact: true }).check();
    await wizard.getByLabel('Application page').fill('cascaderidge.example/hotspots');
    await expectAccessible(page, 'grant wizard');
    await wizard.getByRole('button', { name: 'Save and publish' }).click();

    await expect(page.getByText('New Grant Created!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Funded by Cascade Ridge Community Foundation')).toBeVisible();
    await expect(page.getByText('$10,000', { exact: true })).toBeVisible();
    await expect(page.getByText('Nonprofits can apply', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.context().close();
  });

  test('a community member finds how to ask for editing rights on the challenge and grant listings; the API refuses with 403', async ({ browser }) => {
    const page = await signedIn(browser, DEMO_ACCOUNTS.member);
    for (const listing of [
      { path: '/all/social-challenge-idea/', heading: 'Challenges', label: 'Create/Edit a Challenge', wish: 'I would like to create social challenges.' },
      { path: '/all/grants-funding/', heading: 'Grants', label: 'Create/Edit a Grant', wish: 'I would like to create grant listings.' },
    ]) {
      await page.goto(listing.path);
      await expect(page.getByRole('heading', { level: 1, name: listing.heading })).toBeVisible();
      await page.getByRole('button', { name: listing.label }).click();
      const modal = page.getByRole('dialog', { name: 'Editing access needed' });
      await expect(modal.getByRole('list', { name: 'Access needed' })).toHaveText(listing.label);
      await expectAccessible(page, `${listing.heading}: editing access needed`);
      await modal.getByRole('button', { name: 'Request access' }).click();
      const form = page.getByRole('dialog', { name: 'Request access' });
      await expect(form.getByLabel('What would you like to do?')).toHaveValue(listing.wish);
      await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
      await form.getByRole('button', { name: 'Close access request' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Start Something New' })).toHaveCount(0);
    }

    const challenge = { title: 'Not mine to post', categories: ['UNSDG1'], organization: 'Nobody', summary: 'S', body: ['B'] };
    const refused = await page.request.post('/api/challenge/create', { headers: API_HEADERS, data: challenge });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('forbidden');
    const grant = { title: 'Not mine', categories: ['UNSDG1'], summary: 'S', body: ['B'], fundingName: 'Nobody' };
    expect((await page.request.post('/api/grant/create', { headers: API_HEADERS, data: grant })).status()).toBe(403);
    await page.context().close();
  });

  test('a foundation member, made one by a role rule, creates a grant and may edit it', async ({ browser }) => {
    const id = stamp();
    const email = `grants-${id}@foundation.example`;
    const team = await signedIn(browser, DEMO_ACCOUNTS.team);
    const organization = await (await team.request.post('/api/organization/create', { headers: API_HEADERS, data: { name: `Test Foundation ${id}` } })).json();
    const rule = await team.request.post('/api/role/rule/create', {
      headers: API_HEADERS,
      data: { orgId: organization.id, type: 'EMAIL', value: email, roles: ['FOUNDATION_MEMBER'] },
    });
    expect(rule.status()).toBe(201);
    await team.context().close();

    // The member signs up with that address.
    const page = await (await browser.newContext()).newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('tab', { name: 'Sign Up' }).click();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByLabel('First name').fill('Fay');
    await page.getByLabel('Last name').fill('Foundation');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('a-long-password-1');
    await page.getByLabel(/I accept the Terms of Use/).check();
    await page.getByRole('button', { name: /Sign Up|Create account/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fay Foundation' })).toBeVisible();
    const session = await (await page.request.get('/api/session')).json();
    expect(session).toMatchObject({ canTouchChallenge: true, canTouchGrant: true, canTouchSolution: false });

    const created = await page.request.post('/api/grant/create', {
      headers: API_HEADERS,
      data: { title: `Foundation grant ${id}`, categories: ['UNSDG2'], summary: 'For pantries.', body: ['Apply any time.'], fundingName: `Test Foundation ${id}` },
    });
    expect(created.status()).toBe(201);
    const { url } = await created.json();
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: `Foundation grant ${id}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    // A seeded grant belongs to nobody: only the team edits it.
    const seeded = await page.request.post('/api/grant/update', {
      headers: API_HEADERS,
      data: { slug: 'g-rural_food_access_tech', title: 'Taken over', categories: ['UNSDG2'], summary: 'S', body: ['B'], fundingName: 'F' },
    });
    expect(seeded.status()).toBe(403);
    expect((await seeded.json()).error.message).toBe('Only members of this organization are able to edit.');
    await page.context().close();
  });
});

test.describe('certifications', () => {
  test('a provider sees them read-only in the wizard and cannot set them through the API', async ({ browser }) => {
    const page = await signedIn(browser, DEMO_ACCOUNTS.provider);
    await page.goto(DEMO_SOLUTION);
    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit a Solution' });
    await expect(editor.getByLabel('Solution name (required)')).toHaveValue('Demo Solutions Hub');
    await editor.getByRole('button', { name: /^Reach and badges/ }).click();
    await expect(editor.getByRole('list', { name: 'Certifications' })).toContainText('Tech4PI certified: No');
    await expect(editor.getByText('Certifications are set by our team.')).toBeVisible();
    await expect(editor.getByRole('checkbox', { name: 'Tech4PI certified' })).toHaveCount(0);
    await expectAccessible(page, 'certifications read-only');

    const solution = await (await page.request.get('/api/solution/s-demo_solutions_hub')).json();
    const refused = await page.request.post('/api/solution/update', {
      headers: API_HEADERS,
      data: {
        id: solution.id,
        solutionType: solution.solutionType,
        solutionName: solution.solutionName,
        category: solution.category,
        executiveSummary: solution.executiveSummary,
        tech4piCert: true,
      },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toEqual({ code: 'certifications_team_only', message: 'Certifications (Tech4PI, traction, Microsoft) are set by the X4I team only.' });
    expect((await (await page.request.get('/api/solution/s-demo_solutions_hub')).json()).tech4piCert).toBe(false);
    await page.context().close();
  });
});
