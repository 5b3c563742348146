import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, test, uniqueEmail } from '@x4i/shared/e2e';

const CREATE_SOLUTION_PAGE = '/about-us?action=CREATE_SOLUTION';

test.describe('action gating (?action=)', () => {
  test('an anonymous visitor is asked to sign in first', async ({ page }) => {
    await page.goto(CREATE_SOLUTION_PAGE);
    await expect(page.getByRole('dialog', { name: 'Please sign in to continue' })).toBeVisible();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test('a community member sees the permissions modal and requests access', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();

    await page.goto(CREATE_SOLUTION_PAGE);
    const modal = page.getByRole('dialog', { name: 'Editing access needed' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('registered 501(c)3 organizations, tech solution providers, government entities and academia');
    await expect(modal.getByRole('list', { name: 'Access needed' })).toHaveText('Create/Edit a Solution');
    await expect(page).toHaveURL(/\/about-us$/);
    await expectAccessible(page, 'permissions modal');

    await modal.getByRole('button', { name: 'Request access' }).click();
    const form = page.getByRole('dialog', { name: 'Request access' });
    await expect(form.getByLabel('What would you like to do?')).toHaveValue('I would like to create tech solution listings.');
    await form.getByLabel('Organization name').fill(' Helping Hands ');
    await form.getByLabel('Organization website').fill('helpinghands.example.org');
    await expectAccessible(page, 'request access form');

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/role/request') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      orgName: 'Helping Hands',
      orgUrl: 'https://helpinghands.example.org',
      actionText: 'I would like to create tech solution listings.',
    });
    await expect(form.getByRole('status')).toContainText('Your request has been sent.');
    await expect(form.getByRole('status')).toContainText('within 2 business days');
    await expectAccessible(page, 'request sent');

    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(form).toBeHidden();
  });

  test('a solution provider may create solutions: the wizard opens, no permissions modal', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.provider);
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Provider' })).toBeVisible();

    await page.goto(CREATE_SOLUTION_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('dialog', { name: 'Start Something New' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Editing access needed' })).toHaveCount(0);
  });
});

test.describe('the attempted action runs after sign-in', () => {
  const DEMO_SOLUTION = '/all/tech-solution/demo-solutions-hub-s-demo_solutions_hub';

  test('an anonymous visitor recommends, signs up from the Sign Up tab, and the recommendation is recorded without a second click', async ({ page }) => {
    // Sign-up, the provider's pages and a reload: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    const email = `recommender-${Date.now()}@example.org`;
    await page.goto(DEMO_SOLUTION);
    const actions = page.getByRole('group', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Recommend' }).click();
    const modal = page.getByRole('dialog', { name: 'Please sign in to continue' });
    await modal.getByRole('tab', { name: 'Sign Up' }).click();
    await modal.getByRole('button', { name: 'Continue' }).click();

    // The provider opens on its sign-up form, and asks for the terms there (once).
    await page.waitForURL(/\/oidc\/interaction\//);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'provider sign-up form');
    await page.getByLabel('First name').fill('Rec');
    await page.getByLabel('Last name').fill('Ommender');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill('long enough password');
    await page.getByLabel(/I accept the Terms of Use/).check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    // Back on the solution, recommended already; the address no longer carries the action.
    await expect(page).toHaveURL(/demo-solutions-hub-s-demo_solutions_hub$/);
    await expect(actions.getByRole('button', { name: 'Recommend' })).toHaveAttribute('aria-pressed', 'true');
    const snackbar = page.getByTestId('snackbar-default');
    await expect(snackbar).toHaveText('You have successfully recommended this content.');
    await page.reload();
    await expect(actions.getByRole('button', { name: 'Recommend' })).toHaveAttribute('aria-pressed', 'true');

    // A newer message replaces the one on screen at once.
    await actions.getByRole('button', { name: 'Follow' }).click();
    await expect(snackbar).toHaveText('You are now following this content.');
    await actions.getByRole('button', { name: 'Follow' }).click();
    // Well before the previous message's 5 seconds are over.
    await expect(snackbar).toHaveText('You are no longer following this content.', { timeout: 4000 });
  });

  test('an anonymous visitor votes for a state, signs up, and that state vote is recorded', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto(DEMO_SOLUTION);
    await page.getByLabel('Your state').selectOption('OR');
    await page.getByRole('button', { name: 'We use it in this state' }).click();
    const modal = page.getByRole('dialog', { name: 'Please sign in to continue' });
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.getByLabel('First name').fill('Ore');
    await page.getByLabel('Last name').fill('Gon');
    await page.getByLabel('E-mail').fill(uniqueEmail('state-voter'));
    await page.getByLabel(/^Password/).fill('long enough password');
    await page.getByLabel(/I accept the Terms of Use/).check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page).toHaveURL(/demo-solutions-hub-s-demo_solutions_hub$/);
    await expect(page.getByText('You use it in Oregon.')).toBeVisible();
    await expect(page.getByTestId('snackbar-default')).toHaveText('Your state vote has been recorded.');
    await page.reload();
    await expect(page.getByText('You use it in Oregon.')).toBeVisible();
  });
});
