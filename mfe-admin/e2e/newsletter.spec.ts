import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, signUp, test, uniqueEmail } from '@x4i/shared/e2e';

test.describe('the newsletter', () => {
  test('a member turns the newsletter on; a team member writes one and sends it, and the outbox has it for the member', async ({ browser, baseURL }) => {
    const email = uniqueEmail('newsletter');
    const subject = `E2E news ${Date.now()}`;

    const member = await (await browser.newContext()).newPage();
    await signUp(member, { email, password: 'a long password', firstName: 'Nell', lastName: 'Reader' });
    await member.goto('/profile');
    const newsletter = member.getByRole('switch', { name: 'Newsletter' });
    await expect(newsletter).not.toBeChecked();
    await newsletter.click();
    await expect(member.getByText('Your newsletter choice has been updated.')).toBeVisible();
    await member.context().close();

    const team = await (await browser.newContext()).newPage();
    await team.goto('/');
    await signIn(team, DEMO_ACCOUNTS.team);
    await expect(team.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await team.goto('/admin/outbox');
    await team.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Newsletter' }).click();
    await expect(team).toHaveURL(/\/admin\/newsletter$/);
    await expect(team).toHaveTitle('X4I - Newsletter');
    await expect(team.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    const lead = team.getByText(/turned on in their profile: each gets the newsletter by e-mail\./);
    await expect(lead).toBeVisible();
    const subscribers = Number((await lead.textContent())!.match(/^([\d,]+) member/)![1]!.replace(/,/g, ''));
    expect(subscribers).toBeGreaterThanOrEqual(1);
    await expectAccessible(team, 'newsletter');

    // By keyboard: Enter in the subject opens the confirm step, whose first button is Cancel.
    await team.getByLabel('Text').fill('Dear members,\n\nThe directory has new grants this month.');
    await team.getByLabel('Subject').fill(subject);
    await team.getByLabel('Subject').press('Enter');
    const confirm = team.getByRole('dialog', { name: 'Send the newsletter?' });
    await expect(confirm).toContainText(`“${subject}” will be e-mailed to`);
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(team, 'newsletter confirm step');
    await team.keyboard.press('Tab');
    const send = confirm.getByRole('button', { name: /^Send to [\d,]+ subscribers?$/ });
    await expect(send).toBeFocused();
    await team.keyboard.press('Enter');

    const status = team.getByRole('status').filter({ hasText: 'was handed on as' });
    await expect(status).toContainText(`“${subject}” was handed on as`);
    await expect(status).toContainText('They are in the outbox');
    await expect(team.getByRole('table', { name: 'Newsletters sent, latest first' }).getByRole('row').filter({ hasText: subject })).toContainText('team@demo.x4i.org');

    await status.getByRole('link', { name: 'outbox' }).click();
    await expect(team.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const row = team.getByRole('row').filter({ hasText: email }).filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await row.getByText(subject).click();
    const text = row.locator('pre');
    await expect(text).toContainText('The directory has new grants this month.');
    await expect(text).toContainText('You get this e-mail because “Newsletter” is on in your X4I profile, where you can turn it off.');
    await expect(text).toContainText(`${baseURL}/profile`);
  });
});
