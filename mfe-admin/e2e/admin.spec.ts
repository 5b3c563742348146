import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, test } from '@x4i/shared/e2e';

// Names unique to each run: the browser tests share one database.
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

test.describe('the admin screens', () => {
  test('a team member opens /x4admin, signs in, and manages an organisation and its rules', async ({ page }) => {
    const name = `E2E Org ${stamp()}`;
    const domain = `e2e-${stamp()}.example.org`;

    await page.goto('/x4admin');
    await expect(page.getByRole('dialog', { name: 'Please sign in to continue' })).toBeVisible();
    await signIn(page, DEMO_ACCOUNTS.team, { fromModal: true });
    await expect(page).toHaveURL(/\/admin\/organizations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await expect(page).toHaveTitle('X4I - Organizations');
    // The team's footer shortcuts: the admin dashboard and adding a solution.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute('href', '/admin/organizations');
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Add a solution' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page, 'organizations');

    await page.getByRole('button', { name: 'Add organization' }).click();
    const add = page.getByRole('dialog', { name: 'Add an organization' });
    await expectAccessible(page, 'add organization dialog');
    await add.getByPlaceholder('Organization Name').fill(`  ${name}  `);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`Success! ${name} has been added!`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add organization' }).click();
    await page.getByRole('dialog').getByPlaceholder('Organization Name').fill(name.toUpperCase());
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`Oops! ${name.toUpperCase()} was not added. Check to see if this org already exists.`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByLabel('Filter organizations').fill(name.toLowerCase());
    await expect(page.getByRole('rowheader')).toHaveCount(1);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Organization name')).toHaveValue(name);
    await edit.getByRole('checkbox', { name: 'Premium listing' }).check();
    await expectAccessible(page, 'edit organization dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Success! ${name} has been updated.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Premium listing');

    await page.getByRole('link', { name: `Rules of ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectAccessible(page, 'rules');

    await page.getByRole('button', { name: 'Add rule' }).click();
    const ruleForm = page.getByRole('dialog', { name: `Add a rule to ${name}` });
    await ruleForm.getByLabel('Rule type').selectOption('DOMAIN');
    await ruleForm.getByLabel('Domain').fill(domain.toUpperCase());
    await ruleForm.getByRole('checkbox', { name: 'Solution Provider (Additive)' }).check();
    await expectAccessible(page, 'rule dialog');
    await ruleForm.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`Success! ${domain} has been added.`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: domain })).toBeVisible();

    await page.getByLabel('E-mail address to check').fill(`someone@${domain}`);
    await page.getByRole('button', { name: 'Check access' }).click();
    const result = page.getByRole('heading', { name: `Access for someone@${domain}` }).locator('..');
    await expect(result).toContainText(name);
    await expect(result).toContainText('Solution Provider');
    await expect(result).toContainText('premium:listing');
    await expect(result).toContainText(`The address is in the domain ${domain}.`);
    await expectAccessible(page, 'access check result');

    await page.getByRole('button', { name: `Delete ${domain}` }).click();
    const deleteRule = page.getByRole('dialog', { name: `Delete the rule for ${domain}` });
    await expect(deleteRule.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await deleteRule.getByLabel(/to confirm/).fill(domain);
    await deleteRule.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${domain} is no longer a Solution Provider (Additive) @ ${name}`)).toBeVisible();

    await page.getByRole('link', { name: 'Back to organizations' }).click();
    await page.getByLabel('Filter organizations').fill(name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const deleteOrg = page.getByRole('dialog', { name: `Delete ${name}` });
    await expect(deleteOrg).toContainText('has no role rules');
    await expectAccessible(page, 'delete organization dialog');
    await deleteOrg.getByLabel(/to confirm/).fill(name);
    await deleteOrg.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${name} has been deleted.`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
  });

  test('a team member answers an access request', async ({ browser }) => {
    const orgName = `E2E Requests ${stamp()}`;
    const ruleAddress = `granted-${stamp()}@example.org`;

    const memberPage = await (await browser.newContext()).newPage();
    await memberPage.goto('/');
    await signIn(memberPage, DEMO_ACCOUNTS.member);
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
    const sent = await memberPage.request.post('/api/role/request', {
      headers: { 'x-requested-with': 'x4i' },
      data: { orgName, orgUrl: 'https://requests.example.org', actionText: 'I would like to create tech solution listings.' },
    });
    expect(sent.status()).toBe(201);
    // Not for a community member.
    expect((await memberPage.request.get('/api/role/requests')).status()).toBe(403);
    await memberPage.goto('/admin/access-requests');
    await expect(memberPage).toHaveURL(/\/$/);
    await memberPage.context().close();

    const page = await (await browser.newContext()).newPage();
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.team);
    await page.goto('/admin/organizations');
    await page.getByRole('button', { name: 'Add organization' }).click();
    await page.getByRole('dialog').getByPlaceholder('Organization Name').fill(orgName);
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`Success! ${orgName} has been added!`)).toBeVisible();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Access requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Access requests' })).toBeVisible();
    await expectAccessible(page, 'access requests');
    const request = page.getByRole('region', { name: /^Waiting for an answer/ }).getByRole('article').filter({ hasText: orgName });
    await request.getByRole('button', { name: /^Grant/ }).click();
    const grant = page.getByRole('dialog', { name: 'Grant access to Morgan Member' });
    await expect(grant.getByLabel('Organization')).toHaveValue(/.+/);
    await expect(grant.getByLabel('E-mail address')).toHaveValue(DEMO_ACCOUNTS.member);
    // A rule for another address, so the shared demo member keeps its role for the other tests.
    await grant.getByLabel('E-mail address').fill(ruleAddress);
    await grant.getByRole('checkbox', { name: 'Community Member' }).check();
    await expectAccessible(page, 'grant dialog');
    await grant.getByRole('button', { name: 'Grant' }).click();
    await expect(page.getByText(`Access granted: ${ruleAddress} is now a Community Member @ ${orgName}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Answered' }).getByRole('article').filter({ hasText: orgName })).toContainText('Granted');

    await page.goto('/admin/organizations');
    await page.getByLabel('Filter organizations').fill(orgName);
    await page.getByRole('button', { name: `Delete ${orgName}` }).click();
    await page.getByRole('dialog').getByLabel(/to confirm/).fill(orgName);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${orgName} has been deleted.`)).toBeVisible();
    await page.context().close();
  });

  test("a rule the team adds changes a real user's role at their next sign-in", async ({ browser }) => {
    const email = `rule-target-${stamp()}@example.org`;
    const orgName = `E2E Rule Org ${stamp()}`;

    // A new visitor signs up: a community member, no organisation.
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await userPage.goto('/');
    await userPage.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const modal = userPage.getByRole('dialog');
    await modal.getByRole('tab', { name: 'Sign Up' }).click();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await userPage.waitForURL(/\/oidc\/interaction\//);
    await userPage.getByLabel('First name').fill('Rae');
    await userPage.getByLabel('Last name').fill('Rulematch');
    await userPage.getByLabel('E-mail').fill(email);
    await userPage.getByLabel('Password').fill('a-long-password-1');
    await userPage.getByLabel(/I accept the Terms of Use/).check();
    await userPage.getByRole('button', { name: /Sign Up|Create account/ }).click();
    await expect(userPage.getByRole('heading', { level: 1, name: 'Rae Rulematch' })).toBeVisible();
    expect((await (await userPage.request.get('/api/session')).json()).user.role).toBe('COMMUNITY_MEMBER');
    await userPage.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(userPage.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

    // The team adds an organisation and an e-mail rule making that address a solution provider.
    const page = await (await browser.newContext()).newPage();
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.team);
    await page.goto('/admin/organizations');
    await page.getByRole('button', { name: 'Add organization' }).click();
    await page.getByRole('dialog').getByPlaceholder('Organization Name').fill(orgName);
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`Success! ${orgName} has been added!`)).toBeVisible();
    await page.getByLabel('Filter organizations').fill(orgName);
    await page.getByRole('link', { name: `Rules of ${orgName}` }).click();
    await page.getByRole('button', { name: 'Add rule' }).click();
    const ruleForm = page.getByRole('dialog', { name: `Add a rule to ${orgName}` });
    await ruleForm.getByLabel('Rule type').selectOption('EMAIL');
    await ruleForm.getByLabel('E-mail address').fill(email);
    await ruleForm.getByRole('checkbox', { name: 'Solution Provider (Additive)' }).check();
    await ruleForm.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`Success! ${email} has been added.`)).toBeVisible();

    // Next sign-in: the organisation and the role, and the permission to create solutions.
    await userPage.goto('/');
    await signIn(userPage, email, { password: 'a-long-password-1' });
    await expect(userPage.getByRole('heading', { level: 1, name: 'Rae Rulematch' })).toBeVisible();
    await expect(userPage.getByText('Solution Provider', { exact: true })).toBeVisible();
    await expect(userPage.getByText(orgName)).toBeVisible();
    const session = await (await userPage.request.get('/api/session')).json();
    expect(session.user.role).toBe('SOLUTION_PROVIDER');
    expect(session.user.organization.name).toBe(orgName);
    expect(session.canTouchSolution).toBe(true);
    // Still not a team member: the admin API refuses.
    expect((await userPage.request.get('/api/organization/manage-list')).status()).toBe(403);
    await userContext.close();
    await page.context().close();
  });
  test('on a 390 px phone the tables fit the screen and their actions are at hand', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/x4admin');
    await signIn(page, DEMO_ACCOUNTS.team, { fromModal: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    const demoOrg = 'Demo Solutions Co. (demo)';
    await page.getByLabel('Filter organizations').fill(demoOrg);
    const row = page.getByRole('row', { name: new RegExp(demoOrg.replace(/[()]/g, '\\$&')) });
    // Each cell is a line of the row's card, named by its column.
    const labels = await row.getByRole('cell').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
    expect(labels).toEqual(expect.arrayContaining(['"Members: "', '"Solutions: "']));
    // Nothing sideways: the page is as wide as the phone, and every action is on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const edit = page.getByRole('button', { name: `Edit ${demoOrg}` });
    await expect(edit).toBeInViewport();
    await expectAccessible(page, 'organizations at 390 px');
    await edit.click();
    await expect(page.getByRole('dialog', { name: `Edit ${demoOrg}` })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: `Rules of ${demoOrg}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: demoOrg })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeInViewport();
  });
});
